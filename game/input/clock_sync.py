"""Map a board's 32-bit micros() clock onto the host's perf_counter_ns timeline.

NTP-style: the host sends PING at `send_ns`, the board answers PONG stamped with its micros
`m`, the host reads it at `recv_ns`. The board's stamp happened somewhere in [send, recv], so
the midpoint is the estimate and the round trip (RTT) bounds its error. Slow round trips
(the GIL, USB scheduling) are thrown away: keep a sliding window, take the fastest samples,
and fit host = offset + drift * board by least squares (drift ≈ 1000 ns per µs, off by the
crystal's ppm). Pure: every time is passed in, so tests inject them.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass

MICROS_MOD = 1 << 32
_HALF = MICROS_MOD // 2
NOMINAL_NS_PER_US = 1000.0
MAX_DRIFT = 0.01          # clamp the fitted rate to ±1 % (ceramic resonators are ±0.5 %)
MIN_SPAN_US = 200_000     # below this time span the slope is not trusted: use the nominal rate
RATE_SAMPLES = 8          # a rate the nominal line still fits is used only from this many
RATE_T = 4.0              # samples, when it is this many standard errors from nominal
JUMP_NS = 20_000_000      # a sample this far outside [send, recv] of the fit is inconsistent
JUMPS_TO_RESET = 3        # consecutive inconsistent samples that mean the board clock jumped
RTT_SLACK = 1.5           # samples up to this many times the fastest round trip are used...
RTT_SLACK_NS = 20_000     # ...plus this much (timer resolution)
CONVERGED_SAMPLES = 4     # a fit from fewer pongs is not trusted to start a match,
CONVERGED_NS = 1_000_000  # nor one whose error bound is above this (USB full speed: ~0.5 ms),
SETTLED_SAMPLES = 20      # unless it has this many on a slow link, whose fastest round trip
#                           alone keeps the bound above CONVERGED_NS (an FTDI chip with its
#                           16 ms latency timer): the best it allows, its error shown for what
#                           it is. A fast link settles for its bound only with a full window.


def _nominal_fits(samples: list[Sample], x0_us: int) -> bool:
    """Can one line at the nominal rate pass within every sample's round trip? Then the
    samples do not show the board's rate to differ, and a rate fitted to their noise (a slow
    link's milliseconds over a short span) would only carry that noise into every stamp."""
    lows = [s.send_ns - NOMINAL_NS_PER_US * (s.board_us - x0_us) for s in samples]
    highs = [s.recv_ns - NOMINAL_NS_PER_US * (s.board_us - x0_us) for s in samples]
    return max(lows) <= min(highs)


def _significant(xs: list[int], ys: list[float], rate: float, means, sxx: float) -> bool:
    """Do RATE_SAMPLES or more samples show `rate` apart from the nominal one by more than
    RATE_T standard errors of its least-squares slope (a fast link's tight samples do)?
    `means`: the samples' mean x and y."""
    n = len(xs)
    if n < RATE_SAMPLES:
        return False
    mx, my = means
    residuals = sum((y - my - rate * (x - mx)) ** 2 for x, y in zip(xs, ys))
    return abs(rate - NOMINAL_NS_PER_US) > RATE_T * math.sqrt(residuals / (n - 2) / sxx)


@dataclass(frozen=True, slots=True)
class Sample:
    """One ping/pong: board time (unwrapped µs) and the host send/receive times (ns)."""
    board_us: int
    send_ns: int
    recv_ns: int

    @property
    def rtt_ns(self) -> int:
        """Round-trip time of this ping."""
        return self.recv_ns - self.send_ns

    @property
    def mid_ns(self) -> float:
        """Best host-time estimate of the board's stamp."""
        return (self.send_ns + self.recv_ns) / 2


class ClockSync:
    """Offset and drift between one board's micros() and host perf_counter_ns."""

    def __init__(self, window: int = 64, best: int = 16) -> None:
        self.window = window
        self.best = best
        self.reset()

    def reset(self) -> None:
        """Forget everything (the board restarted or was replugged)."""
        self._samples: deque[Sample] = deque(maxlen=self.window)
        self._ref: int | None = None
        self._jumps = 0
        self.offset_ns = 0.0      # host ns at board time x0
        self.x0_us = 0            # reference board time of the fit
        self.rate = NOMINAL_NS_PER_US
        self.ready = False
        self.since_ns: int | None = None   # host time of this fit's first ping
        self.error_ns = float("inf")   # bound on a mapped stamp's error: half the best round
        #                                trip plus the fit's largest residual

    def unwrap(self, micros: int) -> int:
        """Extend a 32-bit micros() to a monotonic count, nearest to the last value seen."""
        micros %= MICROS_MOD
        if self._ref is None:
            self._ref = micros
            return micros
        delta = (micros - self._ref + _HALF) % MICROS_MOD - _HALF
        value = self._ref + delta
        if delta > 0:
            self._ref = value
        return value

    def add_sample(self, send_ns: int, board_micros: int, recv_ns: int) -> bool:
        """Add one PONG; refit. False if the sample was unusable (negative RTT, jump)."""
        if recv_ns < send_ns:
            return False
        sample = Sample(self.unwrap(board_micros), send_ns, recv_ns)
        if self.ready and not self._consistent(sample):
            self._jumps += 1
            if self._jumps < JUMPS_TO_RESET:
                return False
            self.reset()
            sample = Sample(self.unwrap(board_micros), send_ns, recv_ns)
        self._jumps = 0
        if self.since_ns is None:
            self.since_ns = send_ns
        self._samples.append(sample)
        self._fit()
        return True

    def _consistent(self, sample: Sample) -> bool:
        """Does the current fit put this stamp inside its round trip (within JUMP_NS)?"""
        predicted = self._predict(sample.board_us)
        return sample.send_ns - JUMP_NS <= predicted <= sample.recv_ns + JUMP_NS

    def chosen(self) -> list[Sample]:
        """The fastest round trips of the window: those close to the fastest one (a slow
        round trip, a pong read late on a busy host, is never averaged in), at most `best`,
        ties broken by recency."""
        ranked = sorted(self._samples, key=lambda s: (s.rtt_ns, -s.recv_ns))
        limit = ranked[0].rtt_ns * RTT_SLACK + RTT_SLACK_NS
        return [s for s in ranked[:self.best] if s.rtt_ns <= limit]

    def _fit(self) -> None:
        """Least squares host_mid = offset + rate * (board - x0) over the chosen samples."""
        best = self.chosen()
        self.x0_us = best[0].board_us
        xs = [s.board_us - self.x0_us for s in best]
        ys = [s.mid_ns for s in best]
        n = len(best)
        mx, my = sum(xs) / n, sum(ys) / n
        sxx = sum((x - mx) ** 2 for x in xs)
        rate = NOMINAL_NS_PER_US
        if n >= 2 and max(xs) - min(xs) >= MIN_SPAN_US:
            fitted = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
            if not _nominal_fits(best, self.x0_us) or _significant(xs, ys, fitted, (mx, my), sxx):
                low, high = NOMINAL_NS_PER_US * (1 - MAX_DRIFT), NOMINAL_NS_PER_US * (1 + MAX_DRIFT)
                rate = min(max(fitted, low), high)
        self.rate = rate
        self.offset_ns = my - rate * mx
        self.ready = True
        spread = max(abs(y - self.offset_ns - rate * x) for x, y in zip(xs, ys))
        self.error_ns = best[0].rtt_ns / 2 + spread

    def _predict(self, board_us: int) -> float:
        """Host ns of an unwrapped board time under the current fit."""
        return self.offset_ns + self.rate * (board_us - self.x0_us)

    def to_host_ns(self, micros: int) -> int | None:
        """Host perf_counter_ns of a board micros() stamp, or None before the first PONG."""
        if not self.ready:
            return None
        return round(self._predict(self.unwrap(micros)))

    @property
    def converged(self) -> bool:
        """Enough pongs and an error bound small enough to decide races on. Or the best this
        link allows: SETTLED_SAMPLES pongs on a link too slow for that bound, a full window
        on a fast one (a busy host's scattered pongs), its error bound saying how good it is."""
        count = len(self._samples)
        if count >= CONVERGED_SAMPLES and self.error_ns <= CONVERGED_NS:
            return True
        slow_link = count and self.min_rtt_ns > 2 * CONVERGED_NS
        return count >= (SETTLED_SAMPLES if slow_link else self.window)

    @property
    def drift_ppm(self) -> float:
        """Host ns per board µs, minus nominal, in ppm: + when the board clock runs slow."""
        return (self.rate / NOMINAL_NS_PER_US - 1.0) * 1e6

    @property
    def min_rtt_ns(self) -> int | None:
        """Fastest round trip in the window."""
        return min((s.rtt_ns for s in self._samples), default=None)

    def __len__(self) -> int:
        return len(self._samples)
