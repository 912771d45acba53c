"""The device kinds' registry: each kind's ids and controls, and what a kind with one device
per machine lists on Options → Controls when it says nothing of its own."""
from types import SimpleNamespace

import pytest

from game.input.bindings import Layout, canonical_control
from game.input.device_id import DeviceKind
from game.input.kinds import BINDABLE, KINDS, kind_of
from game.input.kinds.kind import Kind


def test_device_kind_is_the_registry_by_name():
    assert list(DeviceKind) == list(KINDS.values())
    assert DeviceKind.PAD is KINDS["pad"] and DeviceKind("serial") is KINDS["serial"]
    assert isinstance(DeviceKind.of("touch:2"), DeviceKind)
    with pytest.raises(AttributeError):
        DeviceKind.JOYSTICK
    with pytest.raises(ValueError):
        DeviceKind("joystick")
    assert BINDABLE[:5] == ("keyboard", "pad", "serial", "mouse", "touch")  # `device = ...`
    assert "bot" not in BINDABLE


@pytest.mark.parametrize("kind, control, canonical", [
    ("pad", "leftshoulder", "leftshoulder"), ("pad", "button12", "button12"), ("pad", "b5", None),
    ("serial", "slap2", "slap2"), ("serial", "b32", None), ("mouse", "card3", "card3"),
    ("touch", "pile4", "pile4"), ("touch", "a", None), ("bot", "a", None),
    ("keyboard", "Keypad 1", "[1]"), ("keyboard", "nokey", None), ("joystick", "a", None)])
def test_each_kind_says_which_controls_are_its_own(kind, control, canonical):
    assert canonical_control(kind, control) == canonical


def test_a_kind_of_one_device_lists_each_of_its_layouts_for_remapping():
    class Drums(Kind):
        name, single, remapped = "keyboard", True, True     # any name a layout may say
    layouts = {"drums": Layout("drums", "keyboard", "direct", {"slap": ("q",)}, "Drums"),
               "drums@X": Layout("drums", "keyboard", "direct", {}, key="X"),
               "pad": Layout("pad", "pad", "direct", {"slap": ("a",)})}
    hub = SimpleNamespace(bindings=SimpleNamespace(layouts=layouts))
    assert [tuple(t) for t in Drums().listed(hub)] == [("Drums", "keyboard", "drums", "", "")]
    assert Kind().listed(hub) == [] and kind_of("keyboard:1") is None


def test_a_panel_button_is_marked_by_its_place_never_by_its_pin():
    from game.input.kinds.serial import KIND as serial
    assert [serial.label(c) for c in ("b0", "b4", "b5", "b6", "b12", "slap2")] == \
        ["1", "5", "◀", "▶", "5", "SLAP"]
    assert serial.cap("b8") == "card button 1" and serial.cap("slap") == "the slap pad"
