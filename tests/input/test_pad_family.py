"""Pad families and the names of their buttons: told from SDL's controller type or the pad's
name, and printed as that pad prints them (in the shipped font, or drawn as shapes)."""
import pytest

from game.input import pad_family as pf


@pytest.mark.parametrize("name, family", [
    ("Xbox Series X Controller", "xbox"), ("Microsoft X-Box 360 pad", "xbox"),
    ("PS4 Controller", "playstation"), ("Sony DualSense Wireless Controller", "playstation"),
    ("Nintendo Switch Pro Controller", "nintendo"), ("Joy-Con (L/R)", "nintendo"),
    ("Generic USB Joystick", "other"), ("", "other"), (None, "other")])
def test_family_from_the_name(name, family):
    assert pf.family_of(name) == family


def test_sdls_type_wins_over_the_name_and_a_pad_object_works():
    assert pf.family_of("Generic USB Joystick", sdl_type="playstation") == "playstation"

    class Pad:
        name, family = "whatever", "nintendo"
    assert pf.family_of(Pad()) == "nintendo"


def test_sdl_type_for_index_through_ctypes():
    class Lib:
        class SDL_GameControllerTypeForIndex:
            argtypes = restype = None

            def __new__(cls, index):
                return {0: 4, 1: 5, 2: 6}[index]      # PS4, Switch Pro, virtual
    assert [pf.sdl_family(i, Lib) for i in range(3)] == ["playstation", "nintendo", None]
    assert pf.sdl_family(0, object()) is None         # an SDL too old to tell


def test_face_buttons_as_each_family_prints_them():
    assert [pf.button_label("playstation", b) for b in "abxy"] == ["✕", "○", "□", "△"]
    assert [pf.button_label("xbox", b) for b in "abxy"] == ["A", "B", "X", "Y"]
    # SDL's "a" is the bottom button: a Nintendo pad labels it B, and its A is on the right
    assert [pf.button_label("nintendo", b) for b in "abxy"] == ["B", "A", "Y", "X"]


def test_other_buttons_in_words_never_sdls_raw_names():
    assert pf.button_words("xbox", "dpleft") == "D-pad left"
    assert pf.button_words("xbox", "leftshoulder") == "Left bumper"
    assert pf.button_words("playstation", "leftshoulder") == "L1"
    assert pf.button_words("nintendo", "leftshoulder") == "L"
    assert pf.button_words("playstation", "a") == "✕ button"
    assert pf.button_label("playstation", "start") == "Options"
    for family in pf.FAMILIES:
        for button in ("dpleft", "stickleft", "leftshoulder", "righttrigger"):
            assert pf.button_words(family, button).upper() != button.upper()


def test_every_label_is_in_the_shipped_font(pg):
    from game.ui.text import FONTS, FONT_FILES
    pg.font.init()
    for bold in (False, True):
        font = pg.font.Font(str(FONTS / FONT_FILES[bold]), 20)
        for family in pf.FAMILIES:
            for button in pf.SHOULDER_KEYS + tuple("abxy") + tuple(pf.ARROWS):
                label = pf.button_label(family, button)
                assert all(m is not None for m in font.metrics(label)), (family, label)


def test_hints_name_the_menu_buttons_as_the_pads_in_use():
    assert pf.hint_names([])["a"] == "A" and pf.hint_names([])["start"] == "Start"   # no pad
    assert pf.hint_names(["playstation"]) == {"a": "✕", "b": "○", "x": "□", "y": "△",
                                              "start": "Options", "back": "Share"}
    mixed = pf.hint_names(["xbox", "playstation", "xbox"])
    assert mixed["a"] == "A/✕" and mixed["start"] == "Menu/Options"
    assert pf.hint_names(["nintendo"])["b"] == "A"       # SDL's "b" (right) is Nintendo's A
