"""Clock sync with injected times: offset, drift, slow round trips, the 32-bit wrap, resets."""
import random

import pytest

from game.input.clock_sync import MICROS_MOD, ClockSync


class FakeBoard:
    """A board clock: micros = (boot + elapsed * (1 + ppm)) mod 2^32, host times in ns."""

    def __init__(self, start_us: int = 0, ppm: float = 0.0, host0: int = 10**12) -> None:
        self.start_us, self.ppm, self.host0 = start_us, ppm, host0

    def micros(self, host_ns: int) -> int:
        """The board's micros() at true host time host_ns."""
        elapsed_us = (host_ns - self.host0) * (1 + self.ppm * 1e-6) / 1000
        return int(self.start_us + elapsed_us) % MICROS_MOD

    def ping(self, sync: ClockSync, send_ns: int, up_ns: int, down_ns: int) -> None:
        """One ping/pong with the given one-way delays."""
        stamp = send_ns + up_ns
        sync.add_sample(send_ns, self.micros(stamp), stamp + down_ns)


def run_pings(board, sync, count, period_ns=250_000_000, rng=None, slow_every=0):
    """Ping `count` times, ~100 µs each way; every slow_every-th pong is read late (the GIL)."""
    rng = rng or random.Random(1)
    t = board.host0 + 1_000_000
    for i in range(count):
        up, down = 60_000 + rng.randrange(40_000), 60_000 + rng.randrange(40_000)
        if slow_every and i % slow_every == 0:
            down += rng.randrange(1_000_000, 10_000_000)     # pong read late
        board.ping(sync, t, up, down)
        t += period_ns
    return t


def test_not_ready_before_first_pong():
    sync = ClockSync()
    assert not sync.ready and sync.to_host_ns(123) is None


def test_single_sample_gives_offset_within_half_rtt():
    board, sync = FakeBoard(start_us=5_000), ClockSync()
    board.ping(sync, board.host0 + 1_000_000, 100_000, 100_000)
    t_true = board.host0 + 1_050_000
    assert abs(sync.to_host_ns(board.micros(t_true)) - t_true) < 101_000


@pytest.mark.parametrize("ppm", [-5000.0, -300.0, 0.0, 120.0, 4000.0])
def test_drift_fitted_and_error_small(ppm):
    board, sync = FakeBoard(start_us=123_456, ppm=ppm), ClockSync()
    t_end = run_pings(board, sync, 60)
    assert abs(sync.drift_ppm - (-ppm / (1 + ppm * 1e-6))) < 30
    for dt in (0, 100_000_000, 250_000_000):    # up to one ping period past the last sample
        t_true = t_end + dt
        assert abs(sync.to_host_ns(board.micros(t_true)) - t_true) < 50_000


def test_slow_round_trips_filtered_out():
    board, sync = FakeBoard(ppm=200), ClockSync()
    t_end = run_pings(board, sync, 64, slow_every=2)    # half the pongs are read 1-10 ms late
    assert sync.min_rtt_ns < 200_000
    assert all(s.rtt_ns < 200_000 for s in sync.chosen())
    assert abs(sync.to_host_ns(board.micros(t_end)) - t_end) < 50_000


def test_micros_wrap_is_seamless():
    start = MICROS_MOD - 3_000_000                        # wraps 3 s after boot
    board, sync = FakeBoard(start_us=start, ppm=-150), ClockSync()
    t_end = run_pings(board, sync, 40)                    # 10 s: straddles the wrap
    assert board.micros(t_end) < start                    # really wrapped
    for t_true in (t_end - 8_000_000_000, t_end - 1_000_000, t_end):
        assert abs(sync.to_host_ns(board.micros(t_true)) - t_true) < 50_000


def test_unwrap_handles_late_older_stamp():
    sync = ClockSync()
    assert sync.unwrap(MICROS_MOD - 10) == MICROS_MOD - 10
    assert sync.unwrap(5) == MICROS_MOD + 5
    assert sync.unwrap(MICROS_MOD - 20) == MICROS_MOD - 20     # an edge from before the wrap


def test_clock_jump_resets_after_repeated_inconsistency():
    board, sync = FakeBoard(start_us=50_000_000), ClockSync()
    t = run_pings(board, sync, 20)
    rebooted = FakeBoard(start_us=0, host0=t)              # micros restarted, nobody said so
    for i in range(3):
        rebooted.ping(sync, t + 1_000_000 + i * 250_000_000, 80_000, 80_000)
    t_true = t + 700_000_000
    assert len(sync) == 1
    assert abs(sync.to_host_ns(rebooted.micros(t_true)) - t_true) < 100_000


def test_one_wild_sample_ignored():
    board, sync = FakeBoard(), ClockSync()
    t = run_pings(board, sync, 20)
    assert not sync.add_sample(t, board.micros(t) + 90_000_000, t + 100_000)
    assert abs(sync.to_host_ns(board.micros(t)) - t) < 50_000


def test_negative_rtt_rejected_and_reset_forgets():
    sync = ClockSync()
    assert not sync.add_sample(1000, 5, 999)
    assert sync.add_sample(1000, 5, 2000) and sync.ready
    sync.reset()
    assert not sync.ready and len(sync) == 0
