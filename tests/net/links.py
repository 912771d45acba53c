"""Simulated machines for tests: a clock of its own and a link of its own, all in numbers."""
from __future__ import annotations

import random


class SimulatedMachine:
    """A remote machine's clock (offset by seconds, drifting by ppm) behind a link whose
    one-way delay is `delay_ms` ± `jitter_ms` each way (seeded)."""

    def __init__(self, offset_s: float = 7.0, drift_ppm: float = 100.0, delay_ms: float = 40.0,
                 jitter_ms: float = 10.0, seed: int = 1):
        self.offset_ns, self.drift = int(offset_s * 1e9), drift_ppm * 1e-6
        self.delay_ms, self.jitter_ms = delay_ms, jitter_ms
        self.random = random.Random(seed)

    def clock_us(self, true_ns: int) -> int:
        """The machine's own clock, in µs, at host (true) time `true_ns`."""
        return int(self.offset_ns + true_ns * (1 + self.drift)) // 1000

    def leg_ns(self) -> int:
        """One trip's delay across the link."""
        return int((self.delay_ms + self.random.uniform(-self.jitter_ms, self.jitter_ms)) * 1e6)

    def sync(self, link, start_ns: int, seconds: float, steady_s: float = 0.5) -> int:
        """Ping `link`'s machine for `seconds` from `start_ns`; the time it ends."""
        t = start_ns
        while t < start_ns + seconds * 1e9:
            ping_id = link.ping(t)
            there = t + self.leg_ns()
            link.pong(ping_id, self.clock_us(there), there + self.leg_ns())
            t += int(link.ping_every_s(steady_s) * 1e9)
        return t
