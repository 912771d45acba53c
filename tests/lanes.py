"""How `make test` spreads the suite over its xdist workers (`pytest -n 5`, docs/TESTING.md).

The real-window tests (tests/e2e) spend most of their time waiting in real time: for a window,
a guard time, "Ready… Set…", a board's scripted presses. They go in lanes of their own, one lane
per worker but two, balanced by how long each test takes and handed out first, with the files
whose tests keep real time too (an emulated board's schedule, a reader process's latency, a
time asserted); every other test file is one unit of work, handed in file order to whichever
worker runs low, and run at a lower priority (`yield_cpu`): the waiting lanes and the computing
files overlap, the two workers without a lane keep both cores busy meanwhile, and a test that
keeps time is not kept waiting by one that only computes. A lane's worker takes files too once
its lane is done.

Used by tests/conftest.py's `pytest_xdist_make_scheduler` for `-n N` (xdist's `load` mode);
`--dist loadfile`, `loadgroup`… stay xdist's own."""
import os

from xdist.scheduler import LoadScopeScheduling

E2E = "tests/e2e/"
REAL_TIME = {                   # test files that keep real time: in a lane, a file as one unit
    "tests/input/test_serial_faults.py": 24, "tests/input/test_reader_process.py": 5,
    "tests/input/test_serial_pad.py": 5, "tests/input/test_bindings_file.py": 1,
    "tests/hardware/test_firmware_rp2040.py": 8, "tests/hardware/test_firmware_avr.py": 6,
    "tests/hardware/test_probe.py": 5, "tests/ui/test_card_art.py": 1,
}
NICE = 5                        # how much lower the other files run
DEFAULT_S = 5.0
# Seconds one call took (measured on this 2-core machine, loaded): only to balance the lanes;
# a test missing here counts DEFAULT_S. Keys: file::function (without parameters).
SECONDS = {
    "test_controls_board.py::test_a_board_remapped_in_cabinet_mode_walks_every_screen_with_its_new_buttons": 65,
    "test_cabinet_board.py::test_one_board_attract_match_initials_and_a_power_cut": 43,
    "test_pad_duel.py::test_a_pad_alone_plays_spit_from_the_title_to_a_rematch_and_back": 42,
    "test_controls_keyboard.py::test_the_keyboard_remaps_card_1_and_the_match_follows": 20,
    "test_tutorial_window.py::test_the_tutorial_by_a_gamepad_alone": 23,
    "test_tutorial_window.py::test_the_tutorial_by_keyboard_in_a_real_window": 21,
    "test_controls_pad.py::test_a_pad_alone_remaps_its_card_play_and_the_match_follows": 21,
    "test_name_window.py::test_a_name_typed_in_the_real_window_is_kept_as_typed": 19,
    "test_cabinet_coins.py::test_coins_a_play_a_power_cut_and_the_join_screen_timing_out": 18,
    "test_signals_storage_faults.py::test_the_window_plays_on_says_so_and_loses_nothing": 11,
    "test_mash_window.py::test_a_masher_against_the_computer_is_locked_out_and_the_replay_shows_it": 14,
    "test_signals.py::test_a_signal_on_the_title_ends_the_game_at_once": 10,
    "test_signals.py::test_a_signal_mid_match_ends_the_game_at_once": 7,
    "test_play_window.py::test_two_players_on_one_keyboard_play_and_the_replay_shows_it": 11,
    "test_mash_lockout_drawn.py::test_a_masher_sees_the_lockout_drawn": 11,
    "test_join_window.py::test_esc_with_both_keyboard_players_seated_asks_and_they_play": 12,
    "test_language_window.py::test_the_language_switches_at_once_from_the_keyboard_and_is_kept": 12,
    "test_mouse_window.py::test_a_match_by_mouse_alone_and_the_replay_shows_it": 11,
    "test_kiosk_screen.py::test_cabinet_covers_the_display_with_no_window_manager": 9,
    "test_arcade_cabinet.py::test_one_board_two_players_every_press_in_true_time_order": 8,
    "test_online_window.py::test_a_match_hosted_and_joined_by_address_leaves_the_same_replay_on_both": 18,
    "test_online_pad.py::test_a_pad_alone_joins_plays_and_pauses_the_hosts_table_same_replay_on_both": 20,
    "test_online_race.py::test_the_remote_press_5_ms_earlier_arriving_40_ms_later_wins_by_its_margin": 16,
    "test_online_race.py::test_hostile_messages_a_cut_link_rejoined_and_a_killed_host_in_real_windows": 42,
    "test_new_player_window.py::test_a_new_player_learns_then_plays_a_first_match_with_the_same_keys": 60,
    "test_every_device_alone.py::test_the_mouse_alone_leaves_every_screen_and_clicks_what_it_points_at": 17,
    "test_every_device_alone.py::test_a_pad_alone_with_flip_moved_off_a_leaves_every_screen_and_starts": 15,
    "test_join_window.py::test_a_pad_alone_is_not_trapped_by_the_join_screen": 5,
    "test_kiosk_boot.py::test_xinit_with_the_xinitrc_shows_the_game_full_screen_and_never_blanks": 2,
    "test_window_identity.py::test_the_window_is_found_by_its_class_name_and_has_an_icon": 1,
}


def in_lane(nodeid: str) -> bool:
    return nodeid.startswith(E2E) or nodeid.split("::", 1)[0] in REAL_TIME


def unit(nodeid: str) -> str:
    """What goes to a lane whole: a real-window test, or a real-time test file."""
    return nodeid if nodeid.startswith(E2E) else nodeid.split("::", 1)[0]


def seconds(key: str) -> float:
    """How long a lane's unit (a real-window test, a real-time file) is expected to take."""
    return REAL_TIME.get(key) or SECONDS.get(key.removeprefix(E2E).split("[")[0], DEFAULT_S)


def lanes(nodeids: list[str], count: int) -> dict[str, str]:
    """Each lane test's lane ("lane N"): the units longest first, each to the shortest lane."""
    load = [0.0] * count
    lane_of_unit = {}
    for key in sorted({unit(n) for n in nodeids}, key=seconds, reverse=True):
        n = load.index(min(load))
        load[n] += seconds(key)
        lane_of_unit[key] = f"lane {n + 1}"
    return {nodeid: lane_of_unit[unit(nodeid)] for nodeid in nodeids}


_yielded = False


def yield_cpu(nodeid: str) -> None:
    """Before a test on a worker: a test out of the lanes runs NICE lower from now on (a
    process cannot take its priority back; a worker's lane comes before its files)."""
    global _yielded
    if not _yielded and not in_lane(nodeid):
        _yielded = True
        os.nice(NICE)


class LaneScheduling(LoadScopeScheduling):
    """xdist's per-scope scheduling with the lanes and the files as its scopes, lanes first."""

    lane_of: dict[str, str] = {}

    def _split_scope(self, nodeid: str) -> str:
        return self.lane_of.get(nodeid) or nodeid.split("::", 1)[0]

    def schedule(self) -> None:
        assert self.collection_is_completed
        if self.collection is not None:                  # a node added later
            for node in self.nodes:
                self._reschedule(node)
            return
        if not self._check_nodes_have_same_collection():
            self.log("**Different tests collected, aborting run**")
            return
        self.collection = list(next(iter(self.registered_collections.values())))
        if not self.collection:
            return
        self.lane_of = lanes([n for n in self.collection if in_lane(n)],
                             max(1, len(self.nodes) - 2))
        for nodeid in sorted(self.collection, key=lambda n: n not in self.lane_of):
            self.workqueue.setdefault(self._split_scope(nodeid), {})[nodeid] = False
        for node in self.nodes[len(self.workqueue):]:      # more workers than work
            self.assigned_work.pop(node, None)
            node.shutdown()
        for node in self.nodes[:len(self.workqueue)]:
            self._assign_work_unit(node)
        for node in self.nodes[:len(self.workqueue)]:
            self._reschedule(node)
        if not self.workqueue:
            for node in self.nodes:
                node.shutdown()
