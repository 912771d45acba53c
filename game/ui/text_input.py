"""Typing through SDL's text input: TEXTINPUT events carry what the keyboard typed in its own
layout (dead keys, compose, an input method: "ø", "ã" from ~ then a), so a name is typed as
the player writes it. On only while a name or initials are being typed, so no game key ever
types (and an input method never swallows one); the app turns it off when it starts.

`drawable` says which characters the shipped font (game/ui/fonts) can draw: a name never holds
one that would show as a box.
"""
from pathlib import Path

import pygame
from pygame import freetype

FONTS = Path(__file__).resolve().parent / "fonts"
_state = {"on": None}
_drawable: dict[str, bool] = {}         # char → in both fonts (the files never change)


def text_input(on: bool, force: bool = False) -> None:
    """SDL text input on or off (asked of SDL only when it changes, or with `force`)."""
    if _state["on"] == on and not force:
        return
    try:
        (pygame.key.start_text_input if on else pygame.key.stop_text_input)()
    except pygame.error:                           # no video: nothing types anyway
        return
    _state["on"] = on


def drawable(char: str) -> bool:
    """Is `char` in both shipped fonts (regular and bold)?"""
    if char not in _drawable:
        freetype.init()                  # (pygame.font gives the box's metrics for a gap)
        fonts = [freetype.Font(str(FONTS / name), 12)
                 for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")]
        _drawable[char] = char.isprintable() and all(f.get_metrics(char)[0] is not None
                                                     for f in fonts)
    return _drawable[char]
