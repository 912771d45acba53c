"""A layout's menu meaning and held gestures come from its bindings: the defaults give exactly
the meanings the menus always had, and a rebinding of a panel reaches the menus."""
import pytest

from game.input.bindings import load_bindings, parse
from game.input.menu_bindings import BACK_S, OPERATOR_S, Combo

KEYBOARD = {"up": "up", "w": "up", "down": "down", "s": "down", "left": "left", "a": "left",
            "right": "right", "d": "right", "return": "confirm", "enter": "confirm",
            "space": "confirm", "escape": "back", "backspace": "back", "f1": "help"}
PAD = {"dpup": "up", "stickup": "up", "dpdown": "down", "stickdown": "down",
       "dpleft": "left", "stickleft": "left", "dpright": "right", "stickright": "right",
       "a": "confirm", "start": "confirm", "b": "back", "back": "back", "guide": "help"}
SERIAL = {"b5": "up", "b6": "down", "b1": "left", "b3": "right", "slap": "confirm",
          "b13": "up", "b14": "down", "b9": "left", "b11": "right", "slap2": "confirm"}
EVERY_CONTROL = set(KEYBOARD) | set(PAD) | set(SERIAL) | {"b0", "b7", "x", "q", "tab", "card1"}


@pytest.fixture(scope="module")
def defaults():
    return load_bindings(use_user=False)


@pytest.mark.parametrize("device, table", [("keyboard", KEYBOARD), ("pad:3", PAD),
                                           ("serial:CAB", SERIAL), ("mouse", {}),
                                           ("touch:1", {}), ("bot:0", {})])
def test_the_default_menus_are_the_menus_of_old(defaults, device, table):
    for control in EVERY_CONTROL:
        assert defaults.menu_action(device, control) == table.get(control), (device, control)


def test_the_default_gestures_are_the_gestures_of_old(defaults):
    assert set(defaults.gestures()) == {
        Combo("serial", frozenset({"b5", "b6"}), BACK_S, "back", unless="slap"),
        Combo("serial", frozenset({"b13", "b14"}), BACK_S, "back", unless="slap2"),
        Combo("serial", frozenset({"b5", "b6", "slap"}), OPERATOR_S, "operator"),
        Combo("serial", frozenset({"b13", "b14", "slap2"}), OPERATOR_S, "operator"),
        Combo("pad", frozenset({"back", "start"}), OPERATOR_S, "operator")}


def test_a_rebound_panel_moves_its_menus_and_gestures(defaults):
    layouts = parse('[arcade]\naim_left = ["b10"]\nhit = ["slap3"]\n', "mine.toml",
                    defaults.layouts)
    arcade = layouts["arcade"]
    assert arcade.menu_action("b10") == "up" and arcade.menu_action("b5") is None
    assert arcade.menu_action("slap3") == "confirm" and arcade.menu_action("slap") is None
    assert Combo("serial", frozenset({"b10", "b6"}), BACK_S, "back",
                 unless="slap3") in arcade.gestures
