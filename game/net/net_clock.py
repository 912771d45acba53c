"""A remote machine's clock mapped onto the host's timeline, fitted the way a network link
needs (pure: every time is passed in).

The serial boards' fit (input/clock_sync.py) trusts the fastest round trips and keeps the
nominal rate until a drift stands out of its samples' noise: right for a USB link's tenths of
a millisecond, wrong for a network's milliseconds of jitter, which hide a 100 ppm drift for
minutes (docs/NETWORK.md). A network link is fitted by its *envelopes* instead:

- Each pong gives two one-way samples: the ping's way out (sent at `send_ns`, stamped by the
  machine at `clock_us`) and the pong's way back (stamped at `clock_us`, read at `recv_ns`).
  Against the machine's clock at the nominal rate, host time less the machine's is
  `send − x` = offset + drift·x − delay out, and `recv − x` = offset + drift·x + delay back.
  Queues only ever add delay, so the fastest trips of each way lie on two parallel lines: the
  upper envelope of the way out, the lower envelope of the way back, each at the link's
  smallest delay from the true line; their middle is the true line (a link's smallest delays
  are alike both ways).
- The window (WINDOW_NS of host time) is cut into BUCKETS by the machine's clock; each gives
  its fastest way out and fastest way back. One slope is fitted by least squares through
  both sets of points (each with its own intercept): the drift, robust against every slow
  trip (only the fastest of each bucket counts), used once the window spans RATE_SPAN_NS.
- The offset: with the slope taken out, the fastest way out and the fastest way back of the
  newest RECENT_NS, their middle.

`error_ns` estimates a mapped stamp's error at the 99th percentile (what a name plate shows as
"clock"): how far apart each way's fastest trips lie (the fastest is about that far from the
link's smallest delay), plus the drift's share: the bucket envelopes' scatter about their
lines, or a 100 ppm drift over the early window while the rate is still the nominal one.
"""
from __future__ import annotations

import math
from collections import deque

NOMINAL_NS_PER_US = 1000.0
MAX_DRIFT = 0.001          # a computer's clock is within ±1000 ppm: a rate beyond is noise
WINDOW_NS = 60_000_000_000
BUCKETS = 10
RATE_SPAN_NS = 20_000_000_000   # a window shorter than this keeps the nominal rate
RECENT_NS = 20_000_000_000      # the offset: the fastest trips of this much, slope taken out
EARLY_NS = 8_000_000_000        # ...of this much while the rate is the nominal one
MAX_SAMPLES = 1024
Z99 = 2.6                   # a standard error to a 99th percentile
SPACINGS = 3                # the fastest trips' spacings averaged: how near the envelope is
SPACINGS_TO_P99 = 2.3       # the middle of two such envelopes is off by this many at p99
DRIFT_GUESS = 100e-6        # a computer clock's drift allowed for while the rate is nominal


class NetClock:
    """Offset and drift between one remote machine's clock (µs) and the host's (ns)."""

    def __init__(self, window_ns: int = WINDOW_NS, buckets: int = BUCKETS) -> None:
        self.window_ns, self.buckets = window_ns, buckets
        self._samples: deque[tuple[int, int, int]] = deque(maxlen=MAX_SAMPLES)
        self.x0_us = 0                 # the newest sample's machine time: the fit's origin
        self.offset_ns = 0.0           # host ns at x0_us
        self.rate = NOMINAL_NS_PER_US  # host ns per machine µs
        self.ready = False
        self.error_ns = float("inf")

    def add_sample(self, send_ns: int, clock_us: int, recv_ns: int) -> bool:
        """One pong: the ping sent at `send_ns`, stamped `clock_us` there, read at `recv_ns`.
        False for an impossible one (read before it was sent)."""
        if recv_ns < send_ns:
            return False
        self._samples.append((clock_us, send_ns, recv_ns))
        while self._samples[0][2] < recv_ns - self.window_ns:
            self._samples.popleft()
        self._fit()
        return True

    def to_host_ns(self, clock_us: int) -> int | None:
        """Host ns of the machine's stamp `clock_us`; None before the first pong."""
        if not self.ready:
            return None
        return round(self.offset_ns + self.rate * (clock_us - self.x0_us))

    @property
    def drift_ppm(self) -> float:
        """Host ns per machine µs, less nominal, in ppm: − when the machine's clock is fast."""
        return (self.rate / NOMINAL_NS_PER_US - 1.0) * 1e6

    def __len__(self) -> int:
        return len(self._samples)

    # -- the fit -------------------------------------------------------------------------------
    def _fit(self) -> None:
        x0 = self.x0_us = self._samples[-1][0]
        outs = [(x - x0, s - NOMINAL_NS_PER_US * (x - x0)) for x, s, _r in self._samples]
        backs = [(x - x0, r - NOMINAL_NS_PER_US * (x - x0)) for x, _s, r in self._samples]
        span_ns = (self._samples[-1][0] - self._samples[0][0]) * NOMINAL_NS_PER_US
        top, bottom = self._envelopes(outs, backs)
        slope, scatter = (_common_slope(top, bottom) if span_ns >= RATE_SPAN_NS and
                          len(top) >= 3 else (0.0, None))
        slope = max(-MAX_DRIFT, min(MAX_DRIFT, slope / NOMINAL_NS_PER_US)) * NOMINAL_NS_PER_US
        recent = -(RECENT_NS if scatter is not None else EARLY_NS) / NOMINAL_NS_PER_US
        fastest_out = sorted((y - slope * x for x, y in outs if x >= recent), reverse=True)
        fastest_back = sorted(y - slope * x for x, y in backs if x >= recent)
        self.rate = NOMINAL_NS_PER_US + slope
        self.offset_ns = (fastest_out[0] + fastest_back[0]) / 2
        self.ready = True
        spacing = _spacing(fastest_out) + _spacing(fastest_back)
        drift = (Z99 * scatter / math.sqrt(len(top)) if scatter is not None
                 else DRIFT_GUESS * EARLY_NS / 2)
        self.error_ns = SPACINGS_TO_P99 * spacing / 2 + drift

    def _envelopes(self, outs, backs) -> tuple[list, list]:
        """Each bucket's fastest way out (highest point) and fastest way back (lowest)."""
        low, high = outs[0][0], outs[-1][0]
        width = max(1.0, (high - low) / self.buckets)
        top: dict[int, tuple] = {}
        bottom: dict[int, tuple] = {}
        for (x, out), (_x, back) in zip(outs, backs):
            k = min(self.buckets - 1, int((x - low) / width))
            if k not in top or out > top[k][1]:
                top[k] = (x, out)
            if k not in bottom or back < bottom[k][1]:
                bottom[k] = (x, back)
        return list(top.values()), list(bottom.values())


def _spacing(fastest: list[float]) -> float:
    """How far apart a way's fastest trips lie (the mean of the first spacings, ns): about
    how far the fastest of them is from the link's smallest delay."""
    few = fastest[:SPACINGS + 1]
    return abs(few[0] - few[-1]) / max(1, len(few) - 1)


def _common_slope(top: list, bottom: list) -> tuple[float, float]:
    """One slope through two sets of points, each with its own intercept (least squares);
    and the points' scatter about their lines (ns, one standard deviation)."""
    sxy = sxx = 0.0
    centred = []
    for points in (top, bottom):
        mx = sum(x for x, _y in points) / len(points)
        my = sum(y for _x, y in points) / len(points)
        centred.append([(x - mx, y - my) for x, y in points])
        sxy += sum(x * y for x, y in centred[-1])
        sxx += sum(x * x for x, _y in centred[-1])
    slope = sxy / sxx if sxx else 0.0
    residuals = [y - slope * x for points in centred for x, y in points]
    dof = max(1, len(residuals) - 3)
    return slope, math.sqrt(sum(r * r for r in residuals) / dof)
