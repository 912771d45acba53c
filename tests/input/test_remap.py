"""Remapping: each action in turn, taken on release, skipped when held 2 s; the refusals."""
from game.input.bindings import load_bindings
from game.input.key_matrix import ghost_clash
from game.input.remap import Partner, Remap, remappable

S = 1_000_000_000
B = load_bindings(use_user=False)


def tap(remap, control, t=0):
    remap.press(control, t)
    return remap.follow(set(), t + S // 10)


def keyboard_left():
    return Remap(B["keyboard_left"], ["slot1", "slot2"],
                 [Partner(B["keyboard_right"], "the right player", keys=True)])


def test_a_press_let_go_binds_the_action_and_asks_the_next():
    remap = keyboard_left()
    outcome = tap(remap, "z")
    assert remap.current == "slot1" and not outcome.ok       # z: the right player's row
    outcome = tap(remap, "q")
    assert outcome is not None and remap.current == "slot1" and not outcome.ok  # q is slap
    assert tap(remap, "1").ok and remap.current == "slot2"
    assert remap.changes == {"slot1": ("1",)}


def test_a_duplicate_is_refused_naming_the_action_that_has_it():
    remap = keyboard_left()
    outcome = tap(remap, "e")                               # e is flip
    assert not outcome.ok and "does flip" in outcome.words and remap.current == "slot1"


def test_a_later_action_of_the_same_run_gives_its_key_up():
    remap = Remap(B["keyboard_left"], ["slot1", "slot2"], name=str)
    assert tap(remap, "s").ok                                # slot2's key, slot2 comes next
    assert not tap(remap, "s").ok                            # now slot1 has it
    assert tap(remap, "a").ok and remap.done
    assert remap.entries() == {"slot1": ["s"], "slot2": ["a"]}


def test_a_ghosting_key_is_refused_and_the_reason_is_in_words():
    remap = keyboard_left()
    outcome = tap(remap, "left alt")                         # the right ctrl's row
    assert not outcome.ok and "same row" in outcome.words and "right player" in outcome.words
    outcome = tap(remap, "y")                                # the left's own row, but N's column
    assert not outcome.ok and "same column" in outcome.words and "N" in outcome.words
    assert tap(remap, "1").ok                                # a row and column of its own
    assert ghost_clash("y", ["n"]) == ("n", "column")
    assert ghost_clash("6", ["a", "q"]) is None and ghost_clash("f5", ["a"]) is None and ghost_clash("b", ["g"]) == ("g", "column")


def test_the_default_halves_share_no_row_and_no_column():
    right = [c for a, cs in B["keyboard_right"].actions.items() if a != "pause" for c in cs]
    left = [c for a, cs in B["keyboard_left"].actions.items() if a != "pause" for c in cs]
    assert all(ghost_clash(k, right) is None for k in left)
    assert all(ghost_clash(k, left) is None for k in right)


def test_held_two_seconds_skips_and_keeps_the_old_controls():
    remap = Remap(B["gamepad"], ["flip", "slap"])
    remap.press("x", 0)
    assert remap.follow({"x"}, S) is None and 0.4 < remap.held_part(S) < 0.6
    outcome = remap.follow({"x"}, 2 * S)
    assert outcome.ok and "skipped" in outcome.words and remap.current == "slap"
    assert "flip" not in remap.changes
    assert remap.follow(set(), 2 * S + 1) is None            # its release answers nothing


def test_a_skip_gives_up_a_control_taken_meanwhile():
    remap = Remap(B["arcade"], ["slot1", "slot5"])
    assert tap(remap, "b4").ok                               # card 5's button, to card 1
    remap.press("b0", S)
    remap.follow({"b0"}, 4 * S)                              # skip card 5
    assert remap.changes == {"slot1": ("b4",), "slot5": ()}


def test_the_other_half_of_a_board_keeps_its_buttons():
    remap = Remap(B["arcade"], ["slot1"], [Partner(B["arcade_p2"], "player 2")], name=str)
    outcome = tap(remap, "b8")
    assert not outcome.ok and "player 2's slot1" in outcome.words
    assert tap(remap, "b20").ok


def test_remap_all_asks_game_actions_then_the_coin():
    assert remappable(B["arcade"]) == ["slot1", "slot2", "slot3", "slot4", "slot5",
                                       "aim_left", "aim_right", "hit", "coin"]


def test_a_held_gesture_is_answered_by_buttons_pressed_together():
    remap = Remap(B["arcade"], ["hold_back"], name=str)
    remap.press("b0", 0)
    assert remap.follow({"b0"}, S // 10) is None
    remap.press("b4", S // 5)
    assert remap.follow({"b0", "b4"}, S // 2) is None
    assert remap.follow({"b4"}, S) is None                  # one still down: not yet
    outcome = remap.follow(set(), S + 1)
    assert outcome.ok and remap.changes == {"hold_back": ("b0", "b4")}


def test_a_held_gesture_refuses_one_control_and_the_other_gestures_set():
    remap = Remap(B["arcade"], ["hold_back"], name=str)
    assert not tap(remap, "b0").ok                           # one alone
    remap.press("b5", 0)
    remap.press("b6", 1)
    remap.press("slap", 2)
    outcome = remap.follow(set(), S)
    assert not outcome.ok and "hold_operator" in outcome.words
    remap.press("b2", 0)
    assert remap.follow({"b2"}, 3 * S).words.startswith("hold_back: skipped")
