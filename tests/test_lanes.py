"""`make test`'s lanes (tests/lanes.py): every real-window test in one lane, a real-time file's
tests together, the lanes balanced by the measured seconds; other tests in none."""
import pytest

pytest.importorskip("xdist")
from tests.lanes import in_lane, lanes, seconds  # noqa: E402

E2E = ["tests/e2e/test_controls_board.py::test_a_board_remapped_in_cabinet_mode_walks_every_"
       "screen_with_its_new_buttons",
       "tests/e2e/test_cabinet_board.py::test_one_board_attract_match_initials_and_a_power_cut",
       *[f"tests/e2e/test_signals.py::test_a_signal_on_the_title_ends_the_game_at_once[{s}]"
         for s in ("SIGTERM", "SIGHUP", "SIGINT")],
       "tests/e2e/test_window_identity.py::test_unknown"]
SERIAL = [f"tests/input/test_serial_faults.py::test_fault_case[{n}]" for n in ("a", "b", "c")]


def test_every_lane_test_gets_one_lane_and_a_real_time_file_stays_whole():
    lane_of = lanes(E2E + SERIAL, 3)
    assert set(lane_of) == set(E2E + SERIAL)
    assert len({lane_of[n] for n in SERIAL}) == 1
    assert set(lane_of.values()) == {"lane 1", "lane 2", "lane 3"}


def test_the_lanes_are_balanced_longest_first():
    lane_of = lanes(E2E + SERIAL, 2)
    load = {}
    for nodeid in E2E:
        load[lane_of[nodeid]] = load.get(lane_of[nodeid], 0) + seconds(nodeid)
    load[lane_of[SERIAL[0]]] += seconds("tests/input/test_serial_faults.py")
    longest = seconds(E2E[0])
    assert lane_of[E2E[0]] != lane_of[E2E[1]]              # the two longest apart
    assert max(load.values()) - min(load.values()) <= longest
    assert seconds(E2E[-1]) == 5.0                          # not measured: the default


def test_only_real_time_tests_ride_in_the_lanes():
    assert all(map(in_lane, E2E + SERIAL))
    assert not in_lane("tests/ui/test_soak.py::test_random_presses_never_crash_the_game[1]")
    assert not in_lane("tests/engine/test_speed.py::test_x")
