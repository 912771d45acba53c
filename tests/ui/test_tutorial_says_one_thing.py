"""The tutorial does not contradict itself: while a step asks for a misplay the band does not
ask everyone to flip (it does at the flip's own step), and "a slowed game" is slowed: the
teacher plays about half as many cards as the gentle level it is made from."""
from game.bots import Bot
from game.bots.headless import play
from game.ui.modes.tutorial import teacher_bots
from tests.ui.screen import feed
from tests.ui.test_tutorial_panel import skip_step
from tests.ui.test_tutorial_scene import frames


def _band(scene) -> str:
    game = scene.session.game
    scene.view.hud.stalemate_said = scene.mode.says_stalemate(scene)
    return scene.view.hud._status(game, scene.session.game_ms(scene.now_ns))[0]


def test_the_band_asks_for_the_flip_only_at_the_flip_step(app):
    app.flow.push("tutorial", "speed")
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)
    for key in ("play", "refill"):
        skip_step(app, scene, key)
    assert scene.mode.step.key == "misplay"
    assert scene.session.game.stalemate_at is not None       # nobody can play...
    assert "FLIP" not in _band(scene)                          # ...but the step asks a misplay
    skip_step(app, scene, "misplay")
    frames(app, 0.6)
    assert scene.mode.step.key == "flip"
    frames(app, 0.1)                                          # drawn: the hud knows the keys
    assert _band(scene).startswith("No moves: press E to flip")   # the learner's own key


def test_the_slowed_game_is_slow():
    def cards(make) -> int:
        return sum(sum(play("speed", ["easy", "easy"], seed, {"auto_flip_s": 1.0},
                            bots={0: make(0, seed), 1: make(1, seed)}, limit_ms=20000).played)
                   for seed in range(1, 5))
    gentle = cards(lambda seat, seed: Bot(seat, "easy", seed))
    slowed = cards(lambda seat, seed: teacher_bots({seat: None}, seed)[seat])
    assert slowed < gentle * 0.6, (slowed, gentle)


def test_the_tutorial_s_pause_menu_fits_in_its_box_in_every_language(app):
    import pygame
    from game import i18n
    from tests.i18n_catalogs import catalog
    app.flow.push("tutorial", "speed")
    feed(app, "keyboard", "d")
    scene = app.scene
    frames(app, 2.3)
    scene.pause()
    try:
        for lang in ("en", "nl", "pt_BR", "da"):
            i18n.use(lang, catalog(lang) if lang != "en" else None)
            for size in ((1280, 720), (800, 600), (640, 480)):
                screen = pygame.display.set_mode(size)
                scene.pause_menu.draw(screen, app.ctx.text, "Up/Down, then Enter: choose")
                panel = scene.pause_menu.panel
                assert len(scene.pause_menu.menu.items) == 4      # Skip and End added
                for rect in scene.pause_menu.menu.rects.values():
                    assert panel.contains(rect), (lang, size, rect, panel)
                assert panel.contains(scene.pause_menu.hint), (lang, size)
    finally:
        i18n.use("en")


def test_the_results_say_you_win_to_the_player_named_you(app):
    from game.ui.scenes.results import ResultsScene
    from tests.ui.test_results_charts import finished
    table = finished(app)
    winner = table.session.match.winner
    assert ResultsScene(app.ctx, table).menu.title.endswith(" wins!")    # a name: its name
    table.mode.you = lambda _table: winner                               # the tutorial's You
    assert ResultsScene(app.ctx, table).menu.title == "You win!"
