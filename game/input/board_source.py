"""The serial boards as one of the hub's sources: a `boards.BoardReader` (PadManager,
ReaderProcess) made with this source's two callbacks, which run on reader threads.

Presses and board news wait here until the hub's next poll (the loop is woken for them, once
per drain: a flood of presses posts one event, not one each, and SDL's queue keeps room for
the keyboard); `drain` first has the reader hand over whatever it holds (a reader process's
pipe), so a press read before the poll is never left for later. News becomes `Plugged` (a
board came or went, and on which port) and `Notice`s for the screen (a lost line, a restart,
a refused board, a port's problem, a reader that stopped). No pygame here.
"""
from __future__ import annotations

import collections
from collections.abc import Callable

from game.i18n import _
from game.input.boards import BoardReader
from game.input.device_id import DeviceKind
from game.input.raw_input import RawInput
from game.input.source import Notice, Plugged, Source
from game.later import shown

PLUGS = {"connected": True, "disconnected": False}


class BoardSource(Source):
    """The boards' presses and news, handed to the hub at each poll."""

    def __init__(self, make_reader: Callable[..., BoardReader], wake: Callable[[], None],
                 notices: dict[str, str]):
        """`make_reader(on_input, on_status)`: the reader (e.g. PadManager); `wake`: ends the
        main loop's wait (thread-safe); `notices`: the news told on screen, event → words
        (marked N_: {board}, {port}, {detail})."""
        super().__init__()
        self.notices = notices
        self._wake_loop = wake
        self._inputs: collections.deque[RawInput] = collections.deque()
        self._news: collections.deque = collections.deque()
        self._wake_pending = False       # a wake is posted and not yet drained
        self.reader = make_reader(self.push_raw, self.push_status)

    def start(self) -> None:
        self.reader.start()

    def stop(self) -> None:
        self.reader.stop()

    def push_raw(self, raw: RawInput) -> None:
        """Thread-safe: a press or release read from a board."""
        self._inputs.append(raw)
        self._wake()

    def push_status(self, status) -> None:
        """Thread-safe: a board's `serial_pad.PadStatus` (connected, disconnected, lost…)."""
        self._news.append(status)
        self._wake()

    def _wake(self) -> None:
        if not self._wake_pending:
            self._wake_pending = True
            self._wake_loop()

    def drain(self, t_ns: int) -> list:
        """The news, then the presses: what the reader holds first."""
        self._wake_pending = True           # handled right here: no wake needed
        self.reader.drain()
        self._wake_pending = False
        out: list = []
        while self._news:
            out += self._meaning(self._news.popleft())
        while self._inputs:
            out.append(self._inputs.popleft())
        return out


    def _meaning(self, status) -> list:
        """A board's news for the hub: a notice for the screen, and whether it came or went."""
        out: list = []
        if status.event in self.notices:
            board = DeviceKind.SERIAL.local_id(status.device or "")
            out.append(Notice(_(self.notices[status.event]).format(
                board=board, port=status.port, detail=shown(status.detail))))
        if status.device and status.event in PLUGS:
            out.append(Plugged(status.device, PLUGS[status.event], status.port))
        return out
