"""A plate's device tag ("mouse", "keyboard") never sits on the player's name, in any
language, window or text size: the name keeps left of the tag, smaller down to the floor and
then cut short with "…". Measured where each text lands on the plate's image."""
import pygame
import pytest

from game import i18n
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules
from game.ui.control_names import device_note
from game.ui.table.view import SeatHints, TableView
from game.ui.text import measuring, min_text_px, recording, set_text_size
from tests.ui.test_plate_points import LANGUAGES, SIZES, Noting
from tests.ui.test_table_languages import translations


def placed_on_plate(art, monkeypatch, size, name: str, device: str) -> dict:
    """text → where it lands on seat 0's plate, and every text's px height."""
    pygame.display.set_mode(size)
    game = SpeedGame(SpeedRules(None, 2), 5)
    view = TableView(size, 2, "speed", art, None, [name, "Player 2"])
    view.reset(game)
    view.on_events(game.start(), 0.0)
    key = view.hud.plate_key(game, 0, [0, 1], SeatHints(device=device))
    monkeypatch.setattr(pygame, "Surface", Noting)
    with measuring(), recording() as heights:
        image = view.hud._plate_image(0, key)
    monkeypatch.undo()
    return {text: rect for text, rect, _layer in image.placed}, heights


@pytest.mark.parametrize("text_size", ["normal", "large", "larger"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_device_tag_never_sits_on_the_name(art, monkeypatch, spoken, lang, size,
                                               text_size):
    i18n.use(lang, translations(lang) if lang != "en" else None)
    set_text_size(text_size)
    for device in ("mouse", "keyboard"):
        rects, heights = placed_on_plate(art, monkeypatch, size, "Player 1", device)
        note = device_note(device)
        tags = [rect for text, rect in rects.items()
                if text == note or (text.endswith("…") and note.startswith(text[:-1]))]
        name = next(rect for text, rect in rects.items() if text.startswith("Pl"))
        assert not any(name.colliderect(tag) for tag in tags), (device, name, tags)
        assert min(px for _text, px, _why in heights) >= min_text_px(size), heights


def test_a_name_that_fits_beside_the_tag_is_shown_whole(art, monkeypatch, spoken):
    set_text_size("larger")
    rects, _ = placed_on_plate(art, monkeypatch, (640, 480), "Player 1", "mouse")
    assert "Player 1" in rects
    rects, _ = placed_on_plate(art, monkeypatch, (640, 480), "Annemarie Vasconcelos", "mouse")
    assert any(text.endswith("…") for text in rects)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_name_comes_before_the_tag(art, monkeypatch, spoken, lang):
    """At the larger text size at 640x480 "toetsenbord" took the whole top row and the name
    was drawn as a lone "…": the name keeps its first four letters at least, the tag is cut
    short instead (or left out when not two letters of it fit)."""
    i18n.use(lang, translations(lang) if lang != "en" else None)
    set_text_size("larger")
    for device in ("mouse", "keyboard", "pad:1"):
        rects, _ = placed_on_plate(art, monkeypatch, (640, 480), "Player 1", device)
        names = [text for text in rects if text.startswith("Play")]
        assert names, (device, list(rects))
        note = device_note(device)
        tags = [rect for text, rect in rects.items() if text not in names and
                (text == note or (text.endswith("…") and note.startswith(text[:-1])))]
        assert not any(rects[names[0]].colliderect(tag) for tag in tags), (device, rects)
