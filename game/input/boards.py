"""What the host knows about every serial board, by board id, across unplugs and reopenings.

`Boards` is shared by the reader threads of one `PadManager` (a lock guards it): each board's
sequence state (so a HELLO INFO after a reopen reveals the presses missed meanwhile), its
clock fit (still right if the board did not restart), counters for the screen, the buttons
held now (the operator screen's live view) and the delays of its recent reports (the hold).
A second board that says the same id is refused while the first is plugged in. A port that
cannot be used (no permission, no HELLO, another protocol version, unreadable lines) is kept
with its problem until it is unplugged or its board says HELLO.
`snapshot()` gives the UI plain `BoardInfo` records. No pygame here.
"""
from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass, field

from game.i18n import N_
from game.input.clock_sync import ClockSync
from game.input.device_id import DeviceKind
from game.input.engine_delay import report_hold_ns
from game.input.sequence import Sequencer
from game.later import Later

DELAYS_KEPT = 2048         # report delays kept per board for the hold's p99.9
# A port's problem, as BoardInfo.state (its board_id is ""; its note says what to do).
PORT_PROBLEMS = ("no access", "cannot open", "not a speedpad", "wrong version", "bad lines")


@dataclass
class BoardState:
    """One board id's lasting state (mutated by the reader thread that holds it)."""
    board_id: str
    sequencer: Sequencer = field(default_factory=Sequencer)
    clock: ClockSync = field(default_factory=ClockSync)
    firmware: str = ""
    buttons: int = 0
    lamps: tuple[str, ...] = ()      # the controls with a lamp (a LAMPS line)
    slaps: dict = field(default_factory=dict)    # control → [kind, threshold, lockout_ms]
    levels: dict = field(default_factory=dict)   # control → its latest LEVEL (while watched)
    port: str | None = None          # the port reading it now; None while unplugged
    lost: int = 0                    # edge lines that never arrived
    resets: int = 0                  # restarts seen after the first HELLO
    stale: int = 0                   # old lines seen again, dropped
    errors: int = 0                  # lines that failed their checksum or format
    held: set[int] = field(default_factory=set)
    delays: deque[int] = field(default_factory=lambda: deque(maxlen=DELAYS_KEPT))


@dataclass(frozen=True)
class BoardInfo:
    """A board as the screen shows it. `state`: syncing, in sync, unplugged, refused, or one
    of PORT_PROBLEMS (then board_id is "" and `note` says what is wrong, in words)."""
    board_id: str
    port: str | None
    state: str
    firmware: str = ""
    buttons: int = 0
    error_ns: float = float("inf")
    lost: int = 0
    resets: int = 0
    stale: int = 0
    errors: int = 0
    held: frozenset[int] = frozenset()
    hold_ns: int | None = None       # the hold this board needs (None: no reports yet)
    note: str = ""
    lamps: tuple[str, ...] = ()      # the controls with a lamp
    slaps: dict = field(default_factory=dict)    # control → [kind, threshold, lockout_ms]
    levels: dict = field(default_factory=dict)   # control → latest peak (calibration)

    @property
    def live(self) -> bool:
        """Is the board plugged in and talking (syncing or in sync)?"""
        return self.state in ("syncing", "in sync")

    @property
    def port_problem(self) -> bool:
        """Is this a port that could not be used (no board behind it)?"""
        return self.state in PORT_PROBLEMS

    @property
    def device(self) -> str:
        """The RawInput device name its presses carry."""
        return f"serial:{self.board_id}"


class Boards:
    """The registry of boards by id; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._boards: dict[str, BoardState] = {}
        self._refused: dict[str, tuple[str, str]] = {}    # port -> (board id, holder's port)
        self._problems: dict[str, tuple[str, str]] = {}   # port -> (problem, note)

    def claim(self, board_id: str, port: str) -> BoardState | None:
        """The state of `board_id` for the reader on `port`; None (refused) when another
        port holds that id now."""
        with self._lock:
            state = self._boards.setdefault(board_id, BoardState(board_id))
            if state.port not in (None, port):
                self._refused[port] = (board_id, state.port)
                return None
            self._refused.pop(port, None)
            self._problems.pop(port, None)
            state.port = port
            return state

    def free(self, board_id: str) -> bool:
        """Is no port holding `board_id` now?"""
        with self._lock:
            state = self._boards.get(board_id)
            return state is None or state.port is None

    def release(self, port: str) -> None:
        """The reader on `port` ended: its board is unplugged, its refusal forgotten."""
        with self._lock:
            self._refused.pop(port, None)
            for state in self._boards.values():
                if state.port == port:
                    state.port = None
                    state.held.clear()

    def problem(self, port: str, problem: str, note: str) -> bool:
        """Note what is wrong with `port` (one of PORT_PROBLEMS); True if that problem is
        news for the port (not when only its note changed, e.g. a count)."""
        with self._lock:
            new = self._problems.get(port, ("",))[0] != problem
            self._problems[port] = (problem, note)
            return new

    def forget_problem(self, port: str) -> None:
        """`port` opened, or is gone: its problem no longer holds."""
        with self._lock:
            self._problems.pop(port, None)

    def keep_problems(self, ports) -> None:
        """Forget the problems of ports that are not in `ports` (unplugged)."""
        with self._lock:
            self._problems = {p: v for p, v in self._problems.items() if p in ports}

    def get(self, board_id: str) -> BoardState | None:
        """The lasting state of a board id, if it was ever seen."""
        with self._lock:
            return self._boards.get(board_id)

    def snapshot(self) -> list[BoardInfo]:
        """Every board seen, plugged-in ones first, then refused ports, ports with a problem
        and unplugged boards, for the screen."""
        with self._lock:
            infos = [_info(state) for state in self._boards.values()]
            infos += [BoardInfo(board_id, port, "refused",
                                note=Later(N_("same id as the board on {port}"), port=holder))
                      for port, (board_id, holder) in self._refused.items()]
            infos += [BoardInfo("", port, problem, note=note)
                      for port, (problem, note) in self._problems.items()]
        return sorted(infos, key=lambda b: (b.state == "unplugged", b.port_problem,
                                            b.state == "refused", b.board_id, b.port or ""))


def table_hold_ns(infos: list[BoardInfo], devices=None) -> int | None:
    """The hold a table needs for these plugged-in boards (only `devices`, if given): the
    largest of theirs; None when there is none."""
    holds = [b.hold_ns for b in infos if b.port and b.state != "refused" and
             b.hold_ns is not None and (devices is None or b.device in devices)]
    return max(holds, default=None)


def syncing(infos: list[BoardInfo], devices) -> list[str]:
    """Ids of the listed boards behind `devices` whose clock fit has not converged (or that
    are unplugged): no match may start on them."""
    waiting = {b.device for b in infos if b.state in ("syncing", "unplugged")}
    return sorted({DeviceKind.SERIAL.local_id(d) for d in devices if d in waiting})


def _info(state: BoardState) -> BoardInfo:
    """A BoardInfo copy of a board's state."""
    if state.port is None:
        shown = "unplugged"
    else:
        shown = "in sync" if state.clock.converged else "syncing"
    return BoardInfo(state.board_id, state.port, shown, state.firmware, state.buttons,
                     state.clock.error_ns, state.lost, state.resets, state.stale,
                     state.errors, frozenset(state.held), report_hold_ns([list(state.delays)]),
                     lamps=tuple(state.lamps), slaps=dict(state.slaps),
                     levels=dict(state.levels))
