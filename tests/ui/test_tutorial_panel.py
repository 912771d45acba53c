"""The tutorial's panel lies on bare felt: at 1280×720, on every variant's table and at every
step of its lesson, it covers no card, count or plate (but the teacher's, where its words
would have had to shrink more than a sixth), its words fit inside it, and it is opaque."""
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
        if panel.unit == 24:                    # full size over the teacher's half: its cards
            covered = [name for name in covered if not name.startswith("s1.")]
        assert covered == [], (key, covered)
        assert panel.unit >= 20, (key, panel.unit)      # Spit's slap step was drawn at 17
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
    assert least_unit((1280, 720), 24) == 20 and least_unit((800, 600), 20) == 16
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


def test_the_panel_is_opaque_so_no_table_message_shows_through(app):
    """California's "GO!" and "1 pile open: cover!" showed through the lesson's words."""
    import pygame
    from game.ui.modes.panel import PANEL, Panel, draw_panel
    surface = pygame.Surface((400, 200))
    surface.fill((255, 0, 0))
    panel = Panel(pygame.Rect(20, 20, 360, 160), 24, [])
    draw_panel(surface, app.ctx.text, panel, "", "")
    assert surface.get_at((200, 150))[:3] == PANEL


def test_a_long_pause_hint_gets_a_line_of_its_own_and_never_wraps(app):
    """pt_BR's and nl's "Pause (both pile buttons held): skip this step" wrapped beside the
    title, its first line on the panel's top border."""
    from game.ui.modes.panel import foot_px
    title = "Passo 5 de 7: Jogue todas as cartas da sua mão, uma depois da outra, sem parar"
    footer = "Pausa (os dois botões das pilhas segurados): pular este passo"
    app.flow.push("tutorial", "speed")
    feed(app, "keyboard", "d")
    frames(app, 1.0)
    layout, text = app.scene.view.layout, app.ctx.text
    panel = fit_panel((1280, 720), layout, text, "Words.", title, footer)
    alone = fit_panel((1280, 720), layout, text, "Words.")
    assert panel.split and not alone.split
    assert panel.rect.height > alone.rect.height
    foot = text.font(foot_px(text, panel.unit)).size(footer)[0]
    assert foot <= panel.rect.width - 2 * panel.unit


def test_the_last_line_never_holds_one_word_alone(app):
    """nl's and pt_BR's first step left "1." alone on the last line."""
    from game.ui.modes.panel import body_lines
    font = app.ctx.text.font(24)
    body = "Een kaart past op een stapel: druk op kaartknop 1."
    width = font.size(body)[0] - font.size(" 1.")[0] // 2     # "1." just does not fit
    lines = body_lines(font, body, width)
    assert len(lines) == 2 and " " in lines[-1] and " ".join(lines) == body
    assert all(font.size(line)[0] <= width for line in lines)


def test_california_glows_the_one_card_its_words_name_with_the_key_its_cap_shows(app):
    """Step 1 said "Cover the 7: press W to aim at its row, then press A" while both 7s glowed
    and the cap on Sam's 7 read "R ▴": now one 7 glows, the words name its row and the key on
    its cap, and no other key."""
    app.flow.push("tutorial", "california")
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)
    game = scene.session.game
    for clock in scene.hand_hints.clocks:
        clock.since = -100.0
    drawn = scene.hand_hints.draw(app.screen, scene.view, game, 0.0)
    assert len(drawn) == 1
    pile = scene.mode.step.skip(game).pile
    assert drawn[0].center == scene.view.layout.centres[pile].center
    words = scene.mode.words()[1]
    caps = scene.view.layer._key_labels(pile, scene.hints())
    assert [label for seat, label, _ in caps if seat == 0] == ["A"]
    assert words.endswith("Cover the 7 in your row: press A."), words


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_the_panel_leaves_the_band_s_message_in_sight(app, variant):
    """California's panel lay over the band: "GO!" and "1 pile open: cover!" showed through
    the lesson's words. Now it lies over the teacher's message strip above the band."""
    app.flow.push("tutorial", variant)
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)
    title, body = scene.mode.words()
    panel = fit_panel(app.screen.get_size(), scene.view.layout, app.ctx.text, body, title, "")
    assert not panel.rect.colliderect(scene.view.layout.band)
