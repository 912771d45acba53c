"""A token bucket: at most `rate` messages a second, `burst` at once (pure; times passed in)."""
from __future__ import annotations


class Bucket:
    """Refuses what comes faster than `rate` a second beyond a `burst`."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.at_ns: int | None = None

    def allow(self, t_ns: int) -> bool:
        """Take one token at `t_ns`: False when there is none (the message is dropped)."""
        if self.at_ns is not None:
            self.tokens = min(self.burst, self.tokens + (t_ns - self.at_ns) * self.rate / 1e9)
        self.at_ns = t_ns if self.at_ns is None else max(self.at_ns, t_ns)
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
