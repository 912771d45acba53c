"""What the game knows of the serial boards, and the one handle it reaches them through.

`BoardInfo` is a board as the screen shows it (the reader's registry, board_registry.py, makes
them). `BoardReader` is what reads the boards, in threads (`PadManager`) or in a process of
their own (`ReaderProcess`): every call the game makes of it, each with a default that does
nothing. `Boards` is the handle the scenes, the lamps, the operator's calibration and the
start of a match use (`ctx.boards`, `hub.boards`): the boards seen, their lamps, a slap pad's
calibration and live levels, which seated boards are still syncing, the hold a table needs,
and which board a seat plays with (that board keeps its id if another says the same one).
No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_
from game.input.device_id import DeviceKind
from game.later import Later

# A port's problem, as BoardInfo.state (its board_id is ""; its note says what to do).
PORT_PROBLEMS = ("no access", "cannot open", "not a speedpad", "wrong version", "bad lines")


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


class BoardReader:
    """What reads the boards: started and stopped with the game, `drain`ed at every poll (a
    reader in another process hands over what its pipe holds), asked for the boards it sees
    and told what to send them. Its presses and news come through the two callbacks it was
    made with (on_input, on_status). Every call here does nothing by default."""
    realtime: bool | str | None = "threads"    # how it reads: "threads", or its process's
    #                                          priority (True: real-time; None: not told yet)

    def start(self):
        return self

    def stop(self) -> None:
        """Close every board."""

    def drain(self) -> None:
        """Hand over, now, what was read and not yet handed to the callbacks."""

    def snapshot(self) -> list[BoardInfo]:
        """Every board seen."""
        return []

    def set_lamps(self, board_id: str, levels: dict[str, int]) -> None:
        """Light the board's lamps: control → level 0-255, every other lamp off."""

    def calibrate(self, board_id: str, control: str, threshold: int, lockout_ms: int) -> None:
        """A slap pad's threshold and lockout, sent to its board (which keeps them)."""

    def watch(self, board_id: str, on: bool) -> None:
        """The board's slap pads' levels reported (LEVEL lines) or not."""

    def seated(self, board_id: str, port: str | None) -> None:
        """A seat plays with the board `board_id` on `port` (None: no seat does any more):
        a newcomer saying the same id is refused."""


class Boards:
    """The game's handle on the serial boards (none when no reader was given)."""

    def __init__(self, reader: BoardReader | None = None) -> None:
        self.reader = reader if reader is not None else BoardReader()
        self.read = reader is not None        # are boards read at all (pyserial, settings)?
        self._seated: dict[str, str] = {}     # board id → the port its seat's board is on

    def snapshot(self) -> list[BoardInfo]:
        """Every serial board seen, for the screen."""
        return self.reader.snapshot()

    def set_lamps(self, board_id: str, levels: dict[str, int]) -> None:
        """Light a serial board's lamps (control → level 0-255, the rest off), if it has any."""
        self.reader.set_lamps(board_id, levels)

    def calibrate(self, board_id: str, control: str, threshold: int, lockout_ms: int) -> None:
        """A slap pad's threshold and lockout, sent to its board (kept in its EEPROM/flash)."""
        self.reader.calibrate(board_id, control, threshold, lockout_ms)

    def watch(self, board_id: str, on: bool) -> None:
        """The board's slap pads' live levels reported (the calibration page) or not."""
        self.reader.watch(board_id, on)

    def syncing(self, devices) -> list[str]:
        """Ids of the boards behind `devices` whose clock is not in sync yet (or that are
        unplugged): no match may start on them."""
        return syncing(self.snapshot(), devices)

    def seat(self, board_id: str, port: str | None) -> None:
        """A seat plays with board `board_id`, on `port` (None: no seat does any more)."""
        if self._seated.get(board_id) != port:
            if port is None:
                self._seated.pop(board_id, None)
            else:
                self._seated[board_id] = port
            self.reader.seated(board_id, port)


def refused_note(holder: str) -> Later:
    """Why a board is refused, for its row: another board, on `holder`, keeps its id."""
    return Later(N_("same id as the board on {port}"), port=holder)


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
