"""Clock sync's fit pinned on made-up pongs: which round trips are used, the fitted rate and
offset, the error bound, the clamp, the span below which the nominal rate stands (and the
round trips within which it stands), wrap-around
and jumps (every number here is what a correct fit gives for these samples)."""
from pytest import approx

from game.input.clock_sync import MICROS_MOD, ClockSync

RTTS = [100_000, 120_000, 90_000, 300_000, 95_000, 110_000]
NOISE = [0, 300, -200, 0, 100, -100]
FIT = {"rate": 1000.1999744186046, "offset": 2006400230.2325583, "error": 45244.18604636192,
       "host": 3006600205}


def feed(sync, drift, rtts, span=100_000, base=1000, noise=None):
    """Pongs `span` µs apart from a board whose µs last `drift` host ns; returns add results."""
    results = []
    for i, rtt in enumerate(rtts):
        board = base + i * span
        mid = 5_000_000 + board * drift + (noise[i] if noise else 0)
        send = int(mid - rtt / 2)
        results.append(sync.add_sample(send, board, send + rtt))
    return results


def test_the_fit_uses_the_fast_round_trips_and_bounds_its_error():
    sync = ClockSync()
    assert sync.to_host_ns(5) is None and sync.min_rtt_ns is None and not sync.converged
    assert feed(sync, 1000.2, RTTS, span=1_000_000, noise=NOISE) == [True] * 6
    assert len(sync) == 6 and sync.min_rtt_ns == 90_000 and sync.since_ns == 5_950_200
    assert [s.rtt_ns for s in sync.chosen()] == [90_000, 95_000, 100_000, 110_000, 120_000]
    assert sync.x0_us == 2_001_000
    assert sync.rate == approx(FIT["rate"], rel=1e-12)
    assert sync.offset_ns == approx(FIT["offset"], rel=1e-12)
    assert sync.error_ns == approx(FIT["error"], rel=1e-9)
    assert sync.drift_ppm == approx((FIT["rate"] / 1000 - 1) * 1e6, rel=1e-9)
    assert sync.to_host_ns(3_001_000) == FIT["host"]
    assert sync.converged


def test_the_rate_is_clamped_and_short_spans_keep_the_nominal_rate():
    fast = ClockSync()
    feed(fast, 1050.0, [100_000] * 4)
    assert fast.rate == 1010.0
    slow = ClockSync()
    feed(slow, 950.0, [100_000] * 4)
    assert slow.rate == 990.0
    short = ClockSync()
    feed(short, 1000.5, [10_000] * 3, span=99_999)
    assert short.rate == 1000.0
    exact = ClockSync()
    feed(exact, 1000.5, [10_000] * 3, span=100_000)
    assert exact.rate == approx(1000.5, rel=1e-12)


def test_the_nominal_rate_stands_while_one_line_at_it_fits_every_round_trip():
    """Two pongs 200 ms apart on a board 500 ppm slow: the nominal line is 100 µs off at the
    second one, so round trips of 100 µs (±50 µs) still allow it; 99.998 µs do not. Scattered
    pongs on a slow link (round trips of 3 ms) over 2 s hide 1,000 ppm: no rate is fitted."""
    allowed, shown = ClockSync(), ClockSync()
    feed(allowed, 1000.5, [100_000] * 2, span=200_000)
    feed(shown, 1000.5, [99_998] * 2, span=200_000)
    assert allowed.rate == 1000.0 and shown.rate == approx(1000.5, rel=1e-6)
    slow = ClockSync()
    feed(slow, 1001.0, [3_000_000] * 3, span=1_000_000, noise=[0, -1_400_000, 0])
    assert slow.rate == 1000.0


def test_micros_unwrap_past_the_32_bit_wrap_and_never_step_back():
    sync = ClockSync()
    assert sync.unwrap(MICROS_MOD - 10) == MICROS_MOD - 10
    assert sync.unwrap(5) == MICROS_MOD + 5
    assert sync.unwrap(MICROS_MOD - 20) == MICROS_MOD - 20
    assert sync.unwrap(6) == MICROS_MOD + 6


def test_a_negative_round_trip_is_refused_and_three_jumps_reset_the_fit():
    sync = ClockSync()
    assert sync.add_sample(1000, 5, 999) is False and len(sync) == 0
    feed(sync, 1000.0, [100_000] * 4)
    far = 10 ** 12
    assert sync.add_sample(far, 500_000, far + 100_000) is False
    assert sync.add_sample(far, 500_100, far + 100_000) is False
    assert sync.add_sample(far, 500_200, far + 100_000) is True
    assert len(sync) == 1 and sync.since_ns == far and sync.x0_us == 500_200
    assert sync.add_sample(far + 5_000_000, 505_200, far + 5_100_000) is True and len(sync) == 2


def test_converged_needs_four_good_pongs_or_twenty_of_any_quality():
    sync = ClockSync()
    assert (sync.window, sync.best) == (64, 16)
    feed(sync, 1000.0, [100_000] * 3)
    assert not sync.converged
    feed(sync, 1000.0, [100_000], base=400_000)
    assert sync.converged and len(sync) == 4
    slow = ClockSync()
    feed(slow, 1000.0, [3_000_000] * 19)
    assert not slow.converged and slow.error_ns == 1_500_000
    feed(slow, 1000.0, [3_000_000], base=2_000_000)
    assert slow.converged
    edge = ClockSync()
    feed(edge, 1000.0, [2_000_000] * 4)
    assert edge.error_ns == 1_000_000 and edge.converged


def test_a_rate_the_nominal_line_still_fits_is_used_when_8_tight_pongs_show_it():
    """Pongs 30 ms apart over 210 ms, 200 ppm slow, round trips of 100 µs: the nominal line
    fits them all (42 µs off at the end). Exact, 8 of them show the rate; 7 do not count; 20
    µs of scatter hide it."""
    tight, few, scattered = ClockSync(), ClockSync(), ClockSync()
    feed(tight, 1000.2, [100_000] * 8, span=30_000)
    feed(few, 1000.2, [100_000] * 7, span=35_000)
    feed(scattered, 1000.2, [100_000] * 8, span=30_000, noise=[20_000, -20_000] * 4)
    assert tight.rate == approx(1000.2, rel=1e-9)
    assert few.rate == 1000.0 and scattered.rate == 1000.0


def test_the_rate_is_used_from_4_standard_errors_of_its_slope():
    """8 pongs 30 ms apart, 200 ppm slow, scattered by ±k ns in a pattern that leaves the slope
    exact: its standard error is k * sqrt(8 / 6 / sxx), sxx = 30,000² * 42 µs². At k = 8,018
    ns the rate is 4.2 standard errors out and is used; at 8,862 ns, 3.8, and it is not."""
    pattern = [1, -1, -1, 1, 1, -1, -1, 1]
    shown, hidden = ClockSync(), ClockSync()
    feed(shown, 1000.2, [1_000_000] * 8, span=30_000, noise=[8_018 * p for p in pattern])
    feed(hidden, 1000.2, [1_000_000] * 8, span=30_000, noise=[8_862 * p for p in pattern])
    assert shown.rate == approx(1000.2, rel=1e-9) and hidden.rate == 1000.0
