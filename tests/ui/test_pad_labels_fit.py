"""A gamepad picture's labels fit their buttons, in every language and window: a label
("speel◂" in nl) shrinks down to the floor, then gives way to the button's own name, never
spilling over its edge (a round button: inside the circle at the letters' height). Measured
where each text lands (tests/i18n/drawn.py's Watched)."""
import pygame
import pytest

from game import i18n
from game.ui.devices.pad import draw_pad
from game.ui.text import measuring
from tests.i18n.drawn import Watched
from tests.i18n_catalogs import catalog

LANGUAGES = tuple(i18n.LANGUAGES)
SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("family", ["xbox", "playstation", "nintendo"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_label_on_a_pad_fits_its_button(app, spoken, lang, size, family):
    i18n.use(lang, catalog(lang) if lang != "en" else None)
    pygame.display.set_mode(size)
    screen = Watched(size)
    screen.placed = []
    unit = max(12, min(size[0] // 48, size[1] // 30))
    area = pygame.Rect(unit, unit * 3, size[0] * 56 // 100 - 2 * unit, size[1] - unit * 7)
    with measuring():
        buttons = draw_pad(screen, app.ctx.text, area, app.hub.bindings.layouts["gamepad"],
                           unit, family)
    inside = [(text, rect, button) for text, rect, _layer in screen.placed
              for button in buttons if button.collidepoint(rect.center)]
    assert inside
    spilt = [(text, rect, button) for text, rect, button in inside
             if rect.left < button.left or rect.right > button.right]
    assert not spilt, spilt
