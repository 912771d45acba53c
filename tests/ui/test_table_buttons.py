"""The table's mouse buttons: the pause button clear of every pile, count, plate and slap pad
spot in every variant and window; the slap pad's word inside the pad in every language at
the normal and large text sizes."""
import math

import pygame
import pytest

from game import i18n
from game.i18n import pgettext
from game.ui.table import pointer
from game.ui.table.layout import layout_for
from game.ui.table.slots import pad_spots
from game.ui.table.view import TableView
from game.ui.text import measuring

TABLES = [("speed", 2), ("speed", 3), ("speed", 4), ("spit", 2), ("california", 2)]
WINDOWS = [(640, 480), (800, 600), (1024, 768), (1280, 720), (1280, 1024), (1920, 1080)]


@pytest.mark.parametrize("window", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant, seats", TABLES)
def test_the_pause_button_covers_no_pile(variant, seats, window):
    """At 640x480 (any window nearly as high as wide) the top right corner is the top seat's
    draw pile's: the button covered its corner."""
    layout = layout_for(variant, window, seats)
    pause = pointer.pause_rect(layout)
    assert pygame.Rect((0, 0), window).contains(pause)
    under = [name for name, rect in layout.named_rects() if rect.colliderect(pause)]
    under += [f"pad{seat}" for seat, spot in enumerate(pad_spots(layout))
              if spot.colliderect(pause)]
    assert not under, (tuple(pause), under)


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("window", [(640, 480), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "nl", "pt_BR", "da"])
def test_the_slap_pads_word_lies_inside_the_pad(art, display, lang, window, text_size):
    """At the large text size the word at the window's floor was wider than a small pad
    (640x480, Speed): SLAP spilled over its edge. The pad grows into its spot, its red disc
    over a thinner rim, and the word's box is the disc's chord."""
    assert i18n.use(lang) == lang
    try:
        pygame.display.set_mode(window)
        word = pgettext("slap pad", "SLAP")
        for variant, seats in TABLES:
            view = TableView(window, seats, variant, art, text_size=text_size)
            for seat in range(seats):
                pad = pointer.pad_rect(view.layout, seat)
                with measuring() as boxes:
                    pointer.draw_pad(pygame.Surface(window), pad, view.text)
                [(width, height)] = [(w, h) for text, box, w, h, _ in boxes
                                     if text == word and box]
                reach = math.hypot(width, height) / 2
                assert reach <= pad.width / 2, (variant, seat, word, width, height, pad)
    finally:
        i18n.use("en")
        pygame.display.set_mode((1280, 720))
