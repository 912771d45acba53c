"""The tutorial's panel lies on bare felt: at 1280×720, on every variant's table and at every
step of its lesson, it covers no card, count or plate, and its words fit inside it."""
import pytest

from game.ui.modes.panel import FREE, fit_panel
from tests.ui.screen import feed
from tests.ui.test_tutorial_scene import frames

def skip_step(app, scene, key: str) -> None:
    """Skip the lesson's step `key`, as its pause menu does, and play on until the next."""
    scene.pause()
    scene.mode.skip()
    for _ in range(100):
        frames(app, 0.05)
        if scene.mode.step is None or scene.mode.step.key != key:
            break



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
        skip_step(app, scene, key)
        seen += 1
    assert scene.mode.step is None


def test_in_a_small_window_the_words_shrink_little_and_lie_over_the_teacher_instead(app):
    """pt_BR's misplay step at 800×600 was drawn at the smallest size; now at most a fifth
    smaller than the window's own size for it, the panel over the teacher's half."""
    import pygame
    from game import i18n
    from game.ui.modes.panel import least_unit
    assert least_unit((1280, 720), 24) == 14 and least_unit((800, 600), 20) == 16
    assert i18n.use("pt_BR") == "pt_BR"
    app.screen = pygame.display.set_mode((800, 600))
    app.resized()
    app.flow.push("tutorial", "speed")
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)
    while scene.mode.step is not None and scene.mode.step.key != "misplay":
        key = scene.mode.step.key
        skip_step(app, scene, key)
    panel = fit_panel((800, 600), scene.view.layout, app.ctx.text, scene.mode.words()[1])
    assert panel.unit >= 16 and len(panel.lines) >= 3
