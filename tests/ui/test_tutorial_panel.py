"""The tutorial's panel lies on bare felt: at 1280×720, on every variant's table and at every
step of its lesson, it covers no card, count or plate, and its words fit inside it."""
import pytest

from game.ui.modes.panel import FREE, fit_panel
from tests.ui.screen import feed
from tests.ui.test_tutorial_scene import frames


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_the_panel_covers_no_card_at_any_step(app, variant):
    app.flow.push("tutorial", variant)
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)
    layout, seen = scene.view.layout, 0
    while scene.mode.step is not None and seen < 12:
        key = scene.mode.step.key
        body = scene.mode.words()[1]
        panel = fit_panel(app.screen.get_size(), layout, app.ctx.text, body)
        covered = [name for name, r in layout.named_rects() if name not in FREE and
                   not name.endswith("message") and panel.rect.colliderect(r)]
        assert covered == [], (key, covered)
        font = app.ctx.text.font(panel.unit)
        assert all(font.size(line)[0] <= panel.rect.width - 2 * panel.unit
                   for line in panel.lines), key
        assert panel.unit >= 14 and " ".join(panel.lines) == " ".join(body.split())
        scene.pause()
        scene.mode.skip()
        for _ in range(100):
            frames(app, 0.05)
            if scene.mode.step is None or scene.mode.step.key != key:
                break
        seen += 1
    assert scene.mode.step is None
