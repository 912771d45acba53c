"""Every letter a name or initials can be spelt with, capital and small, and the picker's own
marks, is in both shipped fonts (a missing glyph would draw as a box)."""
import string

from game.alphabet import LETTERS, OWN, wheel
from game.ui.scenes.name_picker import DONE, ERASE
from game.ui.text_input import drawable


def test_every_wheel_letter_capital_and_small_is_in_the_shipped_fonts():
    every = LETTERS + LETTERS.lower() + string.digits + " -.'_" + ERASE + DONE + "▏◂▸“”"
    missing = [c for c in every if not drawable(c)]
    assert missing == []


def test_a_character_the_fonts_lack_is_told_apart():
    assert not drawable("中") and not drawable("🧙") and drawable("ø")


def test_each_wheel_holds_every_letter_once_in_each_language():
    for language in [*OWN, "en"]:
        for marks in (" -", " ."):
            order = wheel(language, marks)
            assert sorted(order) == sorted(LETTERS + string.digits + marks), language
