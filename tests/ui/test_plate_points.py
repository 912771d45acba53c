"""A Spit plate's points never sit on its "N cards left", in any language, window or text
size: beside them, smaller if need be, or on a line of their own. Measured where each text
lands on the plate's image (tests/i18n/drawn.py's Watched surface)."""
import pygame
import pytest

from game import i18n
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from game.i18n import ngettext
from game.ui.text import measuring, set_text_size
from game.ui.table.view import TableView
from tests.i18n.drawn import Watched
from tests.ui.test_table_languages import translations

LANGUAGES = tuple(i18n.LANGUAGES)
SIZES = [(640, 480), (1280, 720), (1920, 1080)]


class Noting(Watched):
    """A plate's image that notes where its texts land."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.placed = []


def placed_on_plate(art, monkeypatch, size, link=None) -> tuple[list, pygame.Rect, tuple]:
    """(text, rect) of every text on seat 0's plate in the slap phase, its rect, and the
    count's and score's texts."""
    pygame.display.set_mode(size)
    game = SpitGame(SpitRules({"scoring": "points"}, 2), 5)
    view = TableView(size, 2, "spit", art, None, ["Ana", "Bruno"])
    view.reset(game)
    view.on_events(game.start(), 0.0)
    game.phase, game.slaps, game.scores = "slap", [None, 0], [88, 30]
    key = view.hud.plate_key(game, 0, [0, 1], None)
    if link:
        key = key[:-1] + (link,)
    monkeypatch.setattr(pygame, "Surface", Noting)
    with measuring():
        image = view.hud._plate_image(0, key)
    monkeypatch.undo()
    left = game.cards_left()[0]
    count = ngettext("{n} card left", "{n} cards left", left).format(n=left)
    return image.placed, image.get_rect(), (count, ngettext("{n} pts", "{n} pts", 88)
                                            .format(n=88))


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_points_never_sit_on_the_cards_left(art, monkeypatch, spoken, lang, size,
                                                 text_size):
    i18n.use(lang, translations(lang) if lang != "en" else None)
    set_text_size(text_size)
    placed, plate, (count, score) = placed_on_plate(art, monkeypatch, size)
    rects = {text: rect for text, rect, _layer in placed}
    assert count in rects and score in rects, placed
    assert not rects[count].colliderect(rects[score]), (rects[count], rects[score])
    assert plate.contains(rects[score]) and plate.contains(rects[count])
    for text, rect, _layer in placed:            # nor on the name or the SLAP tag
        if text not in (count, score):
            assert not rect.colliderect(rects[score]), (text, rect, rects[score])


def test_a_remote_players_points_keep_clear_of_the_link_and_the_count(art, monkeypatch,
                                                                      spoken):
    i18n.use("nl", translations("nl"))
    set_text_size("large")
    placed, plate, (count, score) = placed_on_plate(art, monkeypatch, (1280, 720),
                                                    "42 ms · ±6 · clock 1 ms")
    rects = [(text, rect) for text, rect, _layer in placed]
    points = next(rect for text, rect in rects if text == score)
    assert plate.contains(points)
    assert all(not rect.colliderect(points) for text, rect in rects if text != score)
