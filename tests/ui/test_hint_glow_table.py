"""The hint glows on the real table in every variant's tutorial: after the still spell, a gold
ring round the Spit stock top that fits, or round both cards of a California match; not before."""
import math

import pytest

from game.hints import TUTORIAL_AFTER_S
from game.ui.hint_glow import place_rect
from tests.ui.screen import feed
from tests.ui.test_tutorial_scene import frames


def _bright(after_s: float) -> float:
    """The first moment after `after_s` when the glow's pulse is at its brightest."""
    k = math.ceil((after_s * 5.0 - math.pi / 2) / (2 * math.pi))
    return (math.pi / 2 + 2 * math.pi * k) / 5.0


def _gold_ring(before, after, rect) -> int:
    """Pixels just outside `rect` that turned gold-ish (more red and green than blue)."""
    ring = rect.inflate(rect.width // 6, rect.width // 6)
    changed = 0
    for x in range(ring.left, ring.right):
        for y in (ring.top + 1, ring.bottom - 2):
            r, g, b, _ = after.get_at((x, y))
            if after.get_at((x, y)) != before.get_at((x, y)) and r > b + 40 and g > b:
                changed += 1
    return changed


@pytest.mark.parametrize("variant, key", [("spit", "hand"), ("california", "pile")])
def test_the_tutorial_table_glows_a_playable_card_after_a_pause(app, variant, key):
    app.flow.push("tutorial", variant)
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)                                     # "Ready… Set…"
    hints = scene.hand_hints
    assert hints is not None and [c.seat for c in hints.clocks] == [0]
    clock = hints.clocks[0]
    clock.since = 100.0                                  # the table last changed at 100 s
    surface = app.screen
    scene.view.invalidate()
    scene.draw(surface, 100.0 + TUTORIAL_AFTER_S / 2)    # too soon: nothing glows
    before = surface.copy()
    assert clock.places(scene.session.game, 100.0 + TUTORIAL_AFTER_S / 2) == []
    scene.view.invalidate()
    due = _bright(100.0 + TUTORIAL_AFTER_S)
    scene.draw(surface, due)
    places = clock.places(scene.session.game, due)
    assert places and all(kind == key for kind, _ in places)
    assert len(places) == (1 if variant == "spit" else 2)
    for place in places:
        rect = place_rect(scene.view, 0, place)
        assert _gold_ring(before, surface, rect) > rect.width // 2, (variant, place)
