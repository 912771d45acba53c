"""No text a player must read is smaller than the floor: 14 px high at 1280×720, scaling with
the window, at least 11 px at 640×480. Every screen is drawn at three sizes and each text it
drew is measured (TextCache.record); decorations say why they may be smaller."""
import pygame
import pytest

from game.ui.text import min_text_px, recording
from tests.ui.screens import walk

SIZES = [(640, 480), (1280, 720), (1920, 1080)]


def drawn_texts(app) -> dict[str, list]:
    """Each screen's name → every (text, px high, decoration reason) it drew."""
    seen = {}
    for name in walk(app):
        with recording() as drawn:
            app.dirty = True
            app.invalidate_scene()
            app.step()
        seen[name] = drawn
    return seen


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_draws_its_words_at_least_the_minimum_size(app, size):
    app.screen = pygame.display.set_mode(size)
    app.resized()
    least = min_text_px(size)
    seen = drawn_texts(app)
    assert len(seen) >= 15 and all(seen.values())            # every screen drew words
    small = [f"{name}: {text!r} {px} px" for name, texts in seen.items()
             for text, px, why in texts if px < least and not why]
    assert not small, f"under {least} px:\n" + "\n".join(small[:40])


def test_the_minimum_scales_with_the_window():
    assert min_text_px((1280, 720)) == 14
    assert min_text_px((1920, 1080)) == 21
    assert min_text_px((640, 480)) == 11 == min_text_px((320, 240))
