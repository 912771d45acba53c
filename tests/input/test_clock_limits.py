"""Clock sync at each of its limits (hardware/PROTOCOL.md, "Clock sync"): which pongs are used,
when the fitted rate replaces the nominal one, when a pong is out of line with the fit, when
the fit has converged, and how 32-bit micros() are unwrapped. Times are made up, never read."""
from pytest import approx

from game.input.clock_sync import ClockSync

WRAP = 1 << 32                # the board's micros() is a 32-bit counter


def feed(sync, rtts, span=100_000, rate=1000.5, base=1000, host0=5_000_000):
    """Pongs `span` µs apart from board µs `base` at host ns `host0`, exactly on a line of
    `rate` ns per µs, with these round trips."""
    for i, rtt in enumerate(rtts):
        send = round(host0 + i * span * rate - rtt / 2)
        assert sync.add_sample(send, (base + i * span) % WRAP, send + rtt)


def test_two_pongs_200_ms_apart_fit_the_rate_and_one_microsecond_less_does_not():
    wide = ClockSync()
    feed(wide, [10_000] * 2, span=200_000)
    assert wide.rate == approx(1000.5, rel=1e-12)
    narrow = ClockSync()
    feed(narrow, [10_000] * 2, span=199_999)
    assert narrow.rate == 1000.0


def test_round_trips_up_to_one_and_a_half_times_the_fastest_plus_20_us_are_used():
    sync = ClockSync()
    feed(sync, [100_000, 170_000, 170_001])
    assert sorted(s.rtt_ns for s in sync.chosen()) == [100_000, 170_000]


def test_a_round_trip_read_as_zero_is_a_good_sample():
    """A coarse host timer can read send and receive alike: the stamp is then exact."""
    sync = ClockSync()
    assert sync.add_sample(7_000_000, 5, 7_000_000) is True
    assert sync.error_ns == 0 and sync.to_host_ns(5) == 7_000_000


def test_converged_needs_an_error_bound_of_at_most_one_millisecond():
    at = ClockSync()
    feed(at, [2_000_000] * 4, rate=1000.0)
    assert at.error_ns == 1_000_000 and at.converged
    over = ClockSync()
    feed(over, [2_000_002] * 4, rate=1000.0)
    assert over.error_ns == 1_000_001 and not over.converged


def _after_one_pong() -> ClockSync:
    """A fit from one pong: board µs 1000 at host 100_050_000 ns, nominal rate."""
    sync = ClockSync()
    assert sync.add_sample(100_000_000, 1000, 100_100_000)
    return sync


def test_a_pong_up_to_20_ms_outside_its_round_trip_is_used_and_one_beyond_is_not():
    """The fit puts board µs 2000 at host 101_050_000 ns; the pong's round trip is 0.1 ms."""
    predicted, limit = 101_050_000, 20_000_000
    for late in (0, 1):                       # the round trip ends `limit + late` before it
        sync = _after_one_pong()
        recv = predicted - limit - late
        assert sync.add_sample(recv - 100_000, 2000, recv) is (late == 0)
        assert len(sync) == 2 - late
    for early in (0, 1):                      # the round trip starts `limit + early` after it
        sync = _after_one_pong()
        send = predicted + limit + early
        assert sync.add_sample(send, 2000, send + 100_000) is (early == 0)
        assert len(sync) == 2 - early


def test_micros_unwrap_to_the_count_nearest_the_latest_stamp():
    ahead = ClockSync()                       # forward by just under half the wrap (35.8 min)
    assert ahead.unwrap(0) == 0 and ahead.unwrap(WRAP // 2 - 1) == WRAP // 2 - 1
    behind = ClockSync()                      # back by just under half the wrap: an old stamp
    assert behind.unwrap(WRAP // 2 + 5) == WRAP // 2 + 5 and behind.unwrap(10) == 10
    step = ClockSync()                        # the latest stamp counts, even one 1 µs on
    assert [step.unwrap(m) for m in (0, 1, WRAP // 2)] == [0, 1, WRAP // 2]
    wrapped = ClockSync()
    assert [wrapped.unwrap(m) for m in (WRAP - 10, 5, WRAP - 20)] == [WRAP - 10, WRAP + 5,
                                                                      WRAP - 20]


def test_a_host_up_for_five_weeks_fits_the_rate_as_exactly_as_one_just_booted():
    """perf_counter_ns counts from the host's boot: at 3e15 ns (five weeks) a steady board's
    rate comes out as exact as at 1e12 (the fit works on centred values)."""
    for host0 in (10**12 + 7, 3 * 10**15 + 7):
        sync = ClockSync()
        feed(sync, [100_000] * 16, span=250_000, rate=1000.25, base=4_000_000_123, host0=host0)
        assert sync.rate == approx(1000.25, rel=1e-12), host0
        stamp = host0 + 16 * 250_000 * 1000.25            # a press 250 ms after the last pong
        assert abs(sync.to_host_ns((4_000_000_123 + 16 * 250_000) % WRAP) - stamp) <= 1


def _scattered(count: int, rtt: int) -> ClockSync:
    """`count` pongs with round trips of `rtt` ns, their stamps alternately 1.5 ms early and
    late (a busy host): the fit's error bound stays above 1 ms."""
    sync = ClockSync()
    for i in range(count):
        mid = 5_000_000 + i * 100_000_000 + (1_500_000 if i % 2 else -1_500_000)
        assert sync.add_sample(mid - rtt // 2, 1000 + i * 100_000, mid + rtt // 2)
    return sync


def test_a_fast_link_with_a_poor_fit_is_not_converged_until_its_window_is_full():
    """Round trips of 2 ms and less can reach a 1 ms bound: 20 pongs do not settle for less,
    only the full window of 64 does."""
    for rtt in (500_000, 2_000_000):
        assert _scattered(63, rtt).error_ns > 1_000_000
        assert not _scattered(20, rtt).converged and not _scattered(63, rtt).converged
        assert _scattered(64, rtt).converged


def test_a_slow_link_settles_after_20_pongs():
    """The fastest round trip over 2 ms keeps the bound above 1 ms whatever the fit: after 20
    pongs that is the best the link allows."""
    assert not _scattered(19, 2_000_002).converged
    assert _scattered(20, 2_000_002).converged
