"""A spit pile's count ("1 card", "not in play") is drawn on one line under its pile, over
no card, in every language, window and text size: at the larger text size at 640x480 "1 kaart"
broke onto two lines that rose over the pile's card, and "26 kaarten" and "doet niet mee"
broke onto two lines below the room the pile's region redraws."""
from itertools import product
from types import SimpleNamespace

import pygame
import pytest

from game import i18n
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from game.ui.table.view import TableView
from game.ui.text import measuring, set_text_size
from tests.i18n.drawn import Watched
from tests.ui.test_table_languages import translations

LANGUAGES = tuple(i18n.LANGUAGES)
SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("text_size", ["normal", "large", "larger"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_spit_piles_count_is_one_line_over_no_card(art, spoken, lang, size, text_size):
    i18n.use(lang, translations(lang) if lang != "en" else None)
    set_text_size(text_size)
    pygame.display.set_mode(size)
    game = SpitGame(SpitRules({"scoring": "points"}, 2), 5)
    view = TableView(size, 2, "spit", art, None, ["Ana", "Bo"])
    view.reset(game)
    view.on_events(game.start(), 0.0)
    layout = view.layout
    cards = [r for name, r in layout.named_rects() if name[len("centre"):].isdigit() or
             ".hand" in name or name.endswith(".draw")]
    unused = SimpleNamespace(round=1, in_play=[False, False])     # "not in play"
    for (i, count), (state, n) in product(enumerate(layout.extra["centre_counts"]),
                                          [(game, 1), (game, 26), (unused, 0)]):
        screen = Watched(size)
        screen.placed = []
        with measuring():
            view.layer._pile_count(screen, state, i, n, view.layer._count_room(count))
        (text, rect, _layer), = screen.placed
        assert not text.endswith("…"), text
        assert "\n" not in text and rect.height < 2 * view.text.font(
            view.text.floor(True), True).get_linesize(), (text, rect)
        assert not any(rect.colliderect(card) for card in cards), (text, rect)
        assert view.layer._count_room(count).contains(rect), (text, rect)   # redrawn whole
        room = view.layer._count_room(count)
        assert not any(room.colliderect(card) for card in cards if card != layout.centres[i])
