"""What the reader knows about every serial board, by board id, across unplugs and reopenings.

`BoardRegistry` is shared by the reader threads of one `PadManager` (a lock guards it): each
board's sequence state (so a HELLO INFO after a reopen reveals the presses missed meanwhile),
its clock fit (still right if the board did not restart), counters for the screen, the buttons
held now (the operator screen's live view) and the delays of its recent reports (the hold).

Two boards with one id: the board a seat plays with keeps the id (`seated`: the game says which
port that is), and a newcomer saying the same id is refused for as long as that port has a
reader, whichever HELLO is read first; with no seat behind the id, the first board to say it
keeps it. A refused board takes the id once it is free. A port that cannot be used (no
permission, no HELLO, another protocol version, unreadable lines) is kept with its problem
until it is unplugged or its board says HELLO. `snapshot()` gives the game plain `BoardInfo`
records (boards.py). No pygame here.
"""
from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass, field

from game.input.boards import BoardInfo, refused_note
from game.input.clock_sync import ClockSync
from game.input.engine_delay import report_hold_ns
from game.input.sequence import Sequencer

DELAYS_KEPT = 2048         # report delays kept per board for the hold's p99.9


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


class BoardRegistry:
    """The registry of boards by id; thread-safe."""

    def __init__(self, seated: dict[str, str] | None = None) -> None:
        self._lock = threading.Lock()
        self._boards: dict[str, BoardState] = {}
        self._refused: dict[str, tuple[str, str]] = {}    # port -> (board id, holder's port)
        self._problems: dict[str, tuple[str, str]] = {}   # port -> (problem, note)
        self._seated: dict[str, str] = dict(seated or {})  # board id -> its seat's port
        self._open: set[str] = set()                       # ports with a reader on them

    # -- who keeps an id -----------------------------------------------------------------------
    def seated(self, board_id: str, port: str | None) -> None:
        """A seat plays with the board `board_id` on `port` (None: no seat does any more)."""
        with self._lock:
            if port is None:
                self._seated.pop(board_id, None)
            else:
                self._seated[board_id] = port

    def opening(self, ports) -> None:
        """Readers are starting on `ports` (before any of them reads a line)."""
        with self._lock:
            self._open |= set(ports)

    def _holder(self, board_id: str, port: str) -> str | None:
        """The port that keeps `board_id` from the reader on `port`: the one holding it now,
        or the seated board's while it has a reader; None when `port` may take it."""
        state = self._boards.get(board_id)
        if state is not None and state.port not in (None, port):
            return state.port
        keeper = self._seated.get(board_id)
        return keeper if keeper not in (None, port) and keeper in self._open else None

    def claim(self, board_id: str, port: str) -> BoardState | None:
        """The state of `board_id` for the reader on `port`; None (refused) when another
        port keeps that id."""
        with self._lock:
            holder = self._holder(board_id, port)
            if holder is not None:
                self._refused[port] = (board_id, holder)
                return None
            state = self._boards.setdefault(board_id, BoardState(board_id))
            self._refused.pop(port, None)
            self._problems.pop(port, None)
            state.port = port
            return state

    def holder(self, board_id: str, port: str) -> str | None:
        """The port keeping `board_id` from `port` now (None: `port` may claim it)."""
        with self._lock:
            return self._holder(board_id, port)

    def release(self, port: str) -> None:
        """The reader on `port` ended: its board is unplugged, its refusal forgotten."""
        with self._lock:
            self._refused.pop(port, None)
            self._open.discard(port)
            for state in self._boards.values():
                if state.port == port:
                    state.port = None
                    state.held.clear()

    # -- ports that give no board --------------------------------------------------------------
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

    # -- what the game sees --------------------------------------------------------------------
    def get(self, board_id: str) -> BoardState | None:
        """The lasting state of a board id, if it was ever seen."""
        with self._lock:
            return self._boards.get(board_id)

    def snapshot(self) -> list[BoardInfo]:
        """Every board seen, plugged-in ones first, then refused ports, ports with a problem
        and unplugged boards, for the screen."""
        with self._lock:
            infos = [_info(state) for state in self._boards.values()]
            infos += [BoardInfo(board_id, port, "refused", note=refused_note(holder))
                      for port, (board_id, holder) in self._refused.items()]
            infos += [BoardInfo("", port, problem, note=note)
                      for port, (problem, note) in self._problems.items()]
        return sorted(infos, key=lambda b: (b.state == "unplugged", b.port_problem,
                                            b.state == "refused", b.board_id, b.port or ""))


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
