"""A remote machine's clock, hold and clamps, in numbers (no network, no clock read)."""
from game.net.peer_link import (DEFAULT_HOLD_NS, MAX_HOLD_NS, TOLERANCE_NS, PeerLink,
                                remote_hold_ns)
from tests.net.links import SimulatedMachine

START = 1_000_000_000


def synced(machine: SimulatedMachine, seconds: float = 10.0) -> tuple[PeerLink, int]:
    link = PeerLink()
    return link, machine.sync(link, START, seconds)


def test_the_earlier_press_wins_across_a_40_ms_link():
    """A local press at t, the remote's earlier by 6 ms or more but 40 ± 10 ms late to
    arrive: the remote's stamp, mapped, comes first, on clocks seconds apart and drifting."""
    for seed, drift in ((1, 100.0), (2, -100.0), (3, 0.0)):
        machine = SimulatedMachine(offset_s=-3.5 * seed, drift_ppm=drift, seed=seed)
        link, t = synced(machine)
        for race in range(100):
            local = t + race * 37_000_000
            remote_true = local - 6_000_000 - machine.random.randint(0, 20_000_000)
            arrival = remote_true + machine.leg_ns()
            stamped = link.stamp(machine.clock_us(remote_true), arrival)
            assert stamped.clamped is None
            assert stamped.t_ns < local, (seed, race)


def test_stamps_land_within_a_few_ms_of_the_truth():
    machine = SimulatedMachine(seed=4)
    link, t = synced(machine)
    errors = sorted(abs(link.stamp(machine.clock_us(t + k * 1_000_000), t + k * 1_000_000 +
                                   machine.leg_ns()).t_ns - (t + k * 1_000_000)) / 1e6
                    for k in range(200))
    assert errors[int(0.99 * len(errors))] < 5.0


def test_the_hold_follows_the_measured_delay_and_stays_bounded():
    fresh = PeerLink()
    assert fresh.hold_ns() == DEFAULT_HOLD_NS
    near, _ = synced(SimulatedMachine(delay_ms=40, jitter_ms=10, seed=5))
    assert 40e6 <= near.hold_ns() <= 70e6
    far, _ = synced(SimulatedMachine(delay_ms=400, jitter_ms=10, seed=6))
    assert far.hold_ns() == MAX_HOLD_NS
    assert remote_hold_ns([near, far]) == MAX_HOLD_NS and remote_hold_ns([]) is None


def test_a_stamp_earlier_than_its_link_allows_is_clamped_and_said():
    machine = SimulatedMachine(seed=7)
    link, t = synced(machine)
    arrival = t + 45_000_000
    claimed = link.stamp(machine.clock_us(t - 300_000_000), arrival)    # 300 ms "faster"
    assert claimed.clamped and "before it could have been sent" in claimed.clamped
    assert claimed.t_ns == arrival - link.delay_bound_ns() - TOLERANCE_NS
    late = link.stamp(machine.clock_us(arrival + 50_000_000), arrival)   # from the future
    assert late.clamped and late.t_ns == arrival


def test_before_any_pong_a_press_counts_as_it_arrived():
    stamped = PeerLink().stamp(123, 5_000_000)
    assert stamped.t_ns == 5_000_000 and "no clock fit" in stamped.clamped


def test_a_pong_of_no_ping_changes_nothing():
    link = PeerLink()
    assert not link.pong(42, 1_000, 2_000_000)
    ping_id = link.ping(1_000_000)
    assert link.pong(ping_id, 1_000, 2_000_000)
    assert not link.pong(ping_id, 1_000, 3_000_000)            # the same pong again
    assert len(link.clock) == 1


def test_a_name_plate_shows_the_link():
    link, _ = synced(SimulatedMachine(delay_ms=40, jitter_ms=10, seed=8))
    figures = link.figures()
    assert 35 <= figures.delay_ms <= 45 and 2 <= figures.jitter_ms <= 10
    assert figures.error_ms > 0 and PeerLink().figures() is None
