"""The keys the real-window tutorial test types (tests/e2e/tutorial_keys.py): one right press
per card, flip and call (two misplays: the lockout grows), none planned inside a misplay's lockout (planned a millisecond
apart, every play after the misplay was locked, and the plan grew to 1008 presses)."""
from tests.e2e.tutorial_keys import lesson_presses

SLOTS = "asdfg"


def test_the_plan_is_one_press_per_action_and_each_step_in_order():
    plan = lesson_presses(lambda slot: SLOTS[slot], "k", "space", {})
    keys = [key for key, _, _ in plan]
    assert keys == ["play", "refill", "misplay", "misplay", "flip"] + ["play_out"] * 5 + ["call"]
    assert [right for key, _, right in plan if key in ("flip", "call")] == ["k", "space"]
    assert all(right in SLOTS for key, _, right in plan if key not in ("flip", "call"))

