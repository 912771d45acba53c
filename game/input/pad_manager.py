"""PadManager: keeps a SerialPad reader running for every attached speedpad board.

It rescans the ports (explicit ones, and autodetected boards by USB VID:PID) every
`scan_interval`, starts a reader on each new one, forgets ports that said no HELLO until
they disappear (listed with their problem meanwhile), and shares one `BoardRegistry`
(board_registry.py) between its readers, so a board is known by its id across unplugs (and
the board a seat plays with keeps its id). No pygame here.
"""
from __future__ import annotations

import logging
import os
import sys
import threading
from typing import Callable

from game.input import serial_pad
from game.input.board_registry import BoardRegistry
from game.input.boards import BoardInfo, BoardReader
from game.input.raw_input import RawInput

log = logging.getLogger(serial_pad.__name__)

# How long a busy thread keeps the GIL while a reader waits for it. Python's 5 ms default
# would let a busy frame hold a board's line back that long; the hold behind the clock
# (engine_delay.py) would have to cover it. 0.5 ms costs nothing when no reader is waiting.
READER_SWITCH_INTERVAL_S = 0.0005


def hand_gil_over_quickly() -> None:
    """Make a busy thread hand the GIL to a waiting reader within READER_SWITCH_INTERVAL_S."""
    sys.setswitchinterval(min(sys.getswitchinterval(), READER_SWITCH_INTERVAL_S))


class PadManager(BoardReader):
    """Keeps a SerialPad running for every attached board, rescanning for replugs."""

    def __init__(self, on_input: Callable[[RawInput], None],
                 on_status: Callable[[serial_pad.PadStatus], None] | None = None, *,
                 ports: list[str] | None = None, autodetect: bool = True,
                 scan_interval: float = 0.25, seated: dict[str, str] | None = None,
                 **pad_options) -> None:
        """`seated`: board id → the port of the board a seat plays with (see `seated`)."""
        self.on_input, self.on_status = on_input, on_status
        self.ports, self.autodetect = list(ports or []), autodetect
        self.scan_interval, self.pad_options = scan_interval, pad_options
        self.pads: dict[str, serial_pad.SerialPad] = {}
        self.boards = BoardRegistry(seated)
        self.ignored: set[str] = set()      # ports that did not speak the protocol
        self._limiters: dict[str, serial_pad.RateLimitedLog] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="serial-pad-scan", daemon=True)

    def start(self) -> "PadManager":
        """Scan now, then keep rescanning on a thread."""
        hand_gil_over_quickly()
        self.scan()
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop scanning and close every board."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(1.0)
        for pad in list(self.pads.values()):
            pad.stop()
        self.pads.clear()

    def connected(self) -> dict[str, bool]:
        """device (or port, before HELLO) -> connected, for every live pad."""
        return {pad.device or port: pad.connected for port, pad in self.pads.items()}

    def snapshot(self) -> list[BoardInfo]:
        """Every board seen, for the screen (see boards.py)."""
        return self.boards.snapshot()

    def delays(self, board_id: str, clear: bool = False) -> list[int]:
        """The board's recent report delays (ns): what its hold is made of (`clear`: and
        start afresh, for a bench that measures one phase)."""
        board = self.boards.get(board_id)
        if board is None:
            return []
        values = list(board.delays)
        if clear:
            board.delays.clear()
        return values

    def seated(self, board_id: str, port: str | None) -> None:
        """A seat plays with the board `board_id` on `port` (None: no longer): it keeps the id."""
        self.boards.seated(board_id, port)

    def set_lamps(self, board_id: str, levels: dict[str, int]) -> None:
        """Light board `board_id`'s lamps: control → level 0-255, every other lamp off."""
        for pad in list(self.pads.values()):
            if pad.board_id == board_id:
                pad.out.ask(levels)              # written by the pad's reader thread

    def calibrate(self, board_id: str, control: str, threshold: int, lockout_ms: int) -> None:
        """A slap pad's threshold and lockout, sent to its board (which keeps them)."""
        for pad in list(self.pads.values()):
            if pad.board_id == board_id and pad.board is not None:
                buttons = {pad.control(b): b for b in range(pad.board.buttons)}
                pad.out.calibrate(buttons, control, threshold, lockout_ms)

    def watch(self, board_id: str, on: bool) -> None:
        """The board's slap pad levels reported (LEVEL lines) or not."""
        for pad in list(self.pads.values()):
            if pad.board_id == board_id:
                pad.out.watch(on)

    def candidates(self) -> list[str]:
        """Ports to try: explicit ones that exist now, plus autodetected boards."""
        found = [p for p in self.ports if os.path.exists(p)]
        if self.autodetect:
            try:
                found += [p for p in serial_pad.find_boards() if p not in found]
            except Exception as exc:  # port enumeration can fail on odd systems
                log.warning("serial scan failed: %s", exc)
        return found

    def scan(self) -> None:
        """Drop pads whose thread ended; start pads on new ports (not on ignored ones)."""
        for port, pad in list(self.pads.items()):
            if not pad.alive:
                del self.pads[port]
                if pad.not_a_pad:
                    self.ignored.add(port)
        found = self.candidates()
        self.ignored &= set(found)            # unplugged: try it afresh next time
        self.boards.keep_problems(found)      # and its problem no longer holds
        new = [port for port in found if port not in self.pads and port not in self.ignored]
        self.boards.opening(new)          # all of them, before any reader reads a HELLO
        for port in new:
            limiter = self._limiters.setdefault(port, serial_pad.RateLimitedLog(f"serial {port}"))
            self.pads[port] = serial_pad.SerialPad(
                port, self.on_input, self.on_status, limiter=limiter, boards=self.boards,
                **self.pad_options).start()

    def _run(self) -> None:
        """Rescan every scan_interval until stopped."""
        while not self._stop.wait(self.scan_interval):
            self.scan()
