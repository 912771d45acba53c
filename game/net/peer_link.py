"""One remote machine's link as the host measures it (pure: every time is passed in).

Its clock: the host pings it (`ping`), it answers with its own clock in µs (`pong`), and a fit
made for a network link (net_clock.py: the envelopes of the fastest trips each way, a drift
fitted over a minute) maps its stamps onto the host's timeline. Each pong also measures the
way back: its arrival less its mapped stamp is one one-way delay, machine to host, the way a
press travels.

Its presses: a stamp is mapped (`stamp`), then kept honest: never later than its arrival, and
never earlier than the message could have been sent (arrival − the link's p99 one-way delay −
TOLERANCE_NS): a modified client cannot claim to be faster than its link. Either clamp is
said, one line for the log.

Its hold: how far the engine stays behind the clock for this machine's presses: the p99 of its
one-way delays plus a margin, bounded (MIN_HOLD_NS..MAX_HOLD_NS); DEFAULT_HOLD_NS until
MIN_SAMPLES pongs have measured it.
"""
from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass

from game.input.engine_delay import quantile
from game.net.net_clock import NetClock

QUANTILE = 0.99
MARGIN_NS = 3_000_000
MIN_HOLD_NS = 5_000_000
MAX_HOLD_NS = 120_000_000
DEFAULT_HOLD_NS = 100_000_000
TOLERANCE_NS = 5_000_000
MIN_SAMPLES = 8
DELAYS_KEPT = 240          # one-way delays: a minute of pongs at four a second
PINGS_KEPT = 16            # pings awaiting their pong (older ones are forgotten)
FAST_PING_S = 0.05         # pings this often until FAST_PONGS answers: a fit within 2 s
FAST_PONGS = 40
SETTLED_NS = 60_000_000_000   # a link pinged this long has its drift: pinged half as often


@dataclass(frozen=True, slots=True)
class Stamped:
    """A press's time on the host's timeline; `clamped`: why it was moved, or None."""
    t_ns: int
    clamped: str | None = None


@dataclass(frozen=True, slots=True)
class LinkFigures:
    """What a name plate shows of a link, in ms: one-way delay, its jitter, the clock error."""
    delay_ms: float
    jitter_ms: float
    error_ms: float

    @classmethod
    def of_message(cls, message) -> LinkFigures:
        """A machine's own copy from the host's `link` message (messages.py), for its plates
        (ui/table/hud.link_words; the table's `SeatHints.link`)."""
        return cls(message["delay_ms"], message["jitter_ms"], message["error_ms"])


class PeerLink:
    """The clock fit, pings and one-way delays of one remote machine."""

    def __init__(self) -> None:
        self.clock = NetClock()
        self.delays: deque[int] = deque(maxlen=DELAYS_KEPT)
        self._pings: OrderedDict[int, int] = OrderedDict()
        self._next_id = 0
        self._first_ns: int | None = None     # the first pong's arrival, and the last's
        self._last_ns = 0

    def ping(self, send_ns: int) -> int:
        """A new ping's id, sent at `send_ns`."""
        self._next_id += 1
        self._pings[self._next_id] = send_ns
        while len(self._pings) > PINGS_KEPT:
            self._pings.popitem(last=False)
        return self._next_id

    def ping_every_s(self, steady_s: float) -> float:
        """How long until the next ping: often while the fit is young, then `steady_s`, and
        twice that once the link has been measured for SETTLED_NS (its drift fitted: p99
        stamp error still under 2 ms, a settled match's traffic a third smaller)."""
        if len(self.clock) < FAST_PONGS:
            return min(steady_s, FAST_PING_S)
        settled = self._first_ns is not None and self._last_ns - self._first_ns >= SETTLED_NS
        return 2 * steady_s if settled else steady_s

    def pong(self, ping_id: int, clock_us: int, recv_ns: int) -> bool:
        """The machine answered ping `ping_id` at its `clock_us`; the host read it at `recv_ns`.
        False for a pong of no ping awaited (a repeat, a stranger's) or one the fit refused."""
        send_ns = self._pings.pop(ping_id, None)
        if send_ns is None or not self.clock.add_sample(send_ns, clock_us, recv_ns):
            return False
        self.delays.append(recv_ns - self.clock.to_host_ns(clock_us))
        self._first_ns = recv_ns if self._first_ns is None else self._first_ns
        self._last_ns = recv_ns
        return True

    def stamp(self, clock_us: int, arrival_ns: int) -> Stamped:
        """A press stamped `clock_us` on the machine, arrived at `arrival_ns`, on the host's
        timeline, clamped to what its link allows."""
        if not self.clock.ready:
            return Stamped(arrival_ns, "no clock fit yet: taken as it arrived")
        t_ns = self.clock.to_host_ns(clock_us)
        earliest = arrival_ns - self.delay_bound_ns() - TOLERANCE_NS
        if t_ns < earliest:
            return Stamped(earliest, f"stamped {(earliest - t_ns) / 1e6:.1f} ms before it could "
                                     f"have been sent: clamped")
        if t_ns > arrival_ns + TOLERANCE_NS:
            return Stamped(arrival_ns, f"stamped {(t_ns - arrival_ns) / 1e6:.1f} ms after it "
                                       f"arrived: clamped")
        return Stamped(min(t_ns, arrival_ns))

    def delay_bound_ns(self) -> int:
        """The one-way delay this link does not exceed (its p99; the largest seen so far)."""
        if not self.delays:
            return DEFAULT_HOLD_NS
        if len(self.delays) < MIN_SAMPLES:
            return max(self.delays)
        return quantile(list(self.delays), QUANTILE)

    def hold_ns(self) -> int:
        """How far the engine stays behind the clock for this machine's presses."""
        if len(self.delays) < MIN_SAMPLES:
            return DEFAULT_HOLD_NS
        return int(min(MAX_HOLD_NS, max(MIN_HOLD_NS, self.delay_bound_ns() + MARGIN_NS)))

    def figures(self) -> LinkFigures | None:
        """Delay (median), jitter (half the 10–90 % spread) and clock error; None unmeasured."""
        if not self.delays or not self.clock.ready:
            return None
        ordered = list(self.delays)
        middle, low, high = (quantile(ordered, q) for q in (0.5, 0.1, 0.9))
        return LinkFigures(middle / 1e6, (high - low) / 2e6, self.clock.error_ns / 1e6)


def remote_hold_ns(links: list[PeerLink]) -> int | None:
    """The hold the table needs for these remote machines; None with none."""
    return max((link.hold_ns() for link in links), default=None)
