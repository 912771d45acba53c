"""Text that fits, in every language: every screen drawn at 640×480 and 1920×1080 in English,
Dutch, Brazilian Portuguese and Danish. Each text is measured against the box it was laid into
(TextCache.measuring: `fit` and `wrapped` know the box), each must land wholly inside the
window (none cut at an edge), no two different texts may overlap on the same layer of the
screen (a label running into its value; an overlay dimming what is under it starts a layer),
and none a player must read is drawn below the window's minimum size (`min_text_px`; a
decoration that names why may be smaller)."""
import pygame
import pytest

from game import i18n
from game.ui.text import measuring, min_text_px
from tests.i18n.drawn import drawn

SIZES = [(640, 480), (1920, 1080)]
SLACK = 2                             # px: antialiased edges touching are no overlap


def overflows(boxes, window) -> list[str]:
    """Each text wider than its box (or than the window, with no box), in words."""
    found = []
    for text, box, width, height, _why in boxes:
        room = window[0] if box is None else box
        if width > room + 1 or height > window[1]:
            where = "the window" if box is None else f"its {box} px box"
            found.append(f"{text!r}: {width}x{height} px in {where}")
    return found


def too_small(texts, window) -> list[str]:
    """Each text a player reads drawn under the window's minimum line height."""
    least = min_text_px(window)
    return sorted({f"{text!r}: {px} px, under {least} px" for text, px, why in texts
                   if not why and px < least})


def cut_or_overlapping(placed, window) -> list[str]:
    """Each text that lands partly off the screen, and each pair of different texts on one
    layer that overlap by more than SLACK px both ways."""
    bounds = pygame.Rect((0, 0), window)
    found = [f"{text!r} cut at the edge: {tuple(rect)}" for text, rect, _ in placed
             if not bounds.contains(rect)]
    for n, (text, rect, layer) in enumerate(placed):
        for other, where, on in placed[n + 1:]:
            common = rect.clip(where)
            if on == layer and other != text and min(common.size) > SLACK:
                found.append(f"{text!r} overlaps {other!r} by {common.w}x{common.h} px")
    return found


def test_a_word_too_wide_for_its_box_and_texts_that_collide_are_found(app):
    with measuring() as boxes:
        app.text.fit("Onderhoudsinstellingenoverzicht", 20, 60)
        app.text.fit("Two words", 20, 400)
    assert len(overflows(boxes, (640, 480))) == 1
    assert "60 px box" in overflows(boxes, (640, 480))[0]
    placed = [("Taal", pygame.Rect(10, 10, 80, 20), 1), ("Nederlands", pygame.Rect(60, 12, 90,
                                                                                   20), 1),
              ("Dim", pygame.Rect(60, 12, 90, 20), 2), ("Edge", pygame.Rect(600, 0, 60, 20), 2)]
    assert cut_or_overlapping(placed, (640, 480)) == [
        "'Edge' cut at the edge: (600, 0, 60, 20)", "'Taal' overlaps 'Nederlands' by 30x18 px"]
    texts = [("3–9 van 16", 10, ""), ("Ok", 11, ""), ("7♥", 8, "card index")]
    assert too_small(texts, (640, 480)) == ["'3–9 van 16': 10 px, under 11 px"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "nl", "pt_BR", "da"])
def test_no_text_overflows_its_box_or_the_window_on_any_screen(app, lang, size):
    assert i18n.use(lang) == lang
    app.screen = pygame.display.set_mode(size)
    app.resized()
    seen = drawn(app)
    assert len(seen) >= 30 and sum(len(s.placed) for s in seen.values()) > 300
    found = {name: overflows(shown.boxes, size) + cut_or_overlapping(shown.placed, size) +
             too_small(shown.texts, size) for name, shown in seen.items()}
    found = {name: lines for name, lines in found.items() if lines}
    assert not found, "\n".join(f"{name}: {line}" for name, lines in found.items()
                                for line in lines)
