"""Log lines about what strangers send, kept from flooding the log (pure; times passed in).

Each refused message is said in one line; but one connection's flood of one kind of message
says one line a second, the next line counting those left unsaid, so a hostile peer cannot
turn the log into its way in.
"""
from __future__ import annotations

from collections.abc import Callable

EVERY_NS = 1_000_000_000
KEPT = 10_000              # (connection, kind) pairs remembered; past it, forgotten at once


class Said:
    """Says lines through `log`, one a second per connection and kind."""

    def __init__(self, log: Callable[[str], None], every_ns: int = EVERY_NS) -> None:
        self.log, self.every_ns = log, every_ns
        self._last: dict[tuple[str, str], tuple[int, int]] = {}

    def say(self, who: str, kind: str, line: str, now_ns: int) -> None:
        last, unsaid = self._last.get((who, kind), (None, 0))
        if last is not None and now_ns - last < self.every_ns:
            self._last[(who, kind)] = (last, unsaid + 1)
            return
        if len(self._last) >= KEPT:
            self._last.clear()
        self._last[(who, kind)] = (now_ns, 0)
        self.log(line + (f" (and {unsaid} more like it)" if unsaid else ""))
