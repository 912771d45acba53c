"""Text that fits, in every language: every screen drawn at 640×480 and 1920×1080 in English,
Dutch, Brazilian Portuguese and Danish, and every text measured against the box it was laid
into (TextCache.measuring: `fit` and `wrapped` know the box; a bare `render` must at least fit
the window). Dutch and Danish words run long: a word wider than its box overflows it."""
import pygame
import pytest

from game import i18n
from tests.i18n.drawn import drawn

SIZES = [(640, 480), (1920, 1080)]


def overflows(boxes, window) -> list[str]:
    """Each text wider than its box (or than the window, with no box), in words."""
    found = []
    for text, box, width, height, _why in boxes:
        room = window[0] if box is None else box
        if width > room + 1 or height > window[1]:
            where = "the window" if box is None else f"its {box} px box"
            found.append(f"{text!r}: {width}x{height} px in {where}")
    return found


def test_a_word_too_wide_for_its_box_is_found(app):
    from game.ui.text import measuring
    with measuring() as boxes:
        app.text.fit("Onderhoudsinstellingenoverzicht", 20, 60)
        app.text.fit("Two words", 20, 400)
    assert len(overflows(boxes, (640, 480))) == 1 and "60 px box" in overflows(boxes,
                                                                               (640, 480))[0]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "nl", "pt_BR", "da"])
def test_no_text_overflows_its_box_on_any_screen(app, lang, size):
    assert i18n.use(lang) == lang
    app.screen = pygame.display.set_mode(size)
    app.resized()
    seen = drawn(app)
    assert len(seen) >= 30
    found = {name: overflows(boxes, size) for name, (_, boxes) in seen.items()}
    found = {name: lines for name, lines in found.items() if lines}
    assert not found, "\n".join(f"{name}: {line}" for name, lines in found.items()
                                for line in lines)
