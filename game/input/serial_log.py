"""Logging for serial readers that never floods nor dies: a rate-limited warning log per
port, and callbacks called so that their errors are logged, never raised. No pygame here."""
from __future__ import annotations

import logging
import time

log = logging.getLogger("game.input.serial_pad")


def call_safely(callback, value, where: str) -> None:
    """Hand `value` to a callback; one that raises is logged, never lets a reader die."""
    if callback is None:
        return
    try:
        callback(value)
    except Exception as exc:
        log.error("%s: callback failed: %s", where, exc)


class RateLimitedLog:
    """At most `per_second` warnings per second; counts and reports what it held back."""

    def __init__(self, prefix: str, per_second: int = 5) -> None:
        self.prefix, self.per_second = prefix, per_second
        self._window, self._count, self._held = 0, 0, 0
        self.last_once: str | None = None

    def warn_once(self, reason: str) -> None:
        """Log `reason` unless it repeats the previous warn_once (a port failing every scan)."""
        if reason != self.last_once:
            self.last_once = reason
            log.warning("%s: %s", self.prefix, reason)

    def warn(self, reason: str) -> None:
        """Log one line, unless this second's budget is spent."""
        second = int(time.monotonic())
        if second != self._window:
            if self._held:
                log.warning("%s: %d more protocol errors not shown", self.prefix, self._held)
            self._window, self._count, self._held = second, 0, 0
        self._count += 1
        if self._count <= self.per_second:
            log.warning("%s: %s", self.prefix, reason)
        else:
            self._held += 1
