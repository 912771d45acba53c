"""Present paths: the renderer path uploads only what changed, the measured choice is kept and
reused, a forced path is used as set, and the options screen tells which path is in use."""
import json

import pygame
import pytest

from game.app import App
from game.config import load_settings
from game.ui import probe
from game.ui.present import RendererPresenter, open_presenter
from game.ui.probe import PathChoice, pick
from game.ui.scenes.options import OptionsScene


@pytest.fixture
def settings(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    return load_settings(tmp_path / "none.toml")


def test_software_is_kept_unless_another_path_is_clearly_faster():
    assert pick({"software": 4.0, "accelerated": 3.5, "renderer": 3.9}) == "software"
    assert pick({"software": 4.0, "accelerated": 40.0, "renderer": 1.0}) == "renderer"
    assert pick({"software": 4.0}) == "software"


def test_the_renderer_path_uploads_only_the_rectangles_it_is_given():
    pygame.display.init()
    presenter = open_presenter("renderer", (200, 100))
    try:
        assert isinstance(presenter, RendererPresenter) and presenter.name == "renderer"
        presenter.screen.fill((0, 0, 255))
        presenter.present()                                   # all of it: blue
        presenter.screen.fill((255, 0, 0))
        presenter.present([pygame.Rect(100, 50, 20, 20)])     # only this square turns red
        presenter.renderer.blit(presenter.texture)            # (after a present the back
        shown = presenter.renderer.to_surface()               # buffer is undefined)
        assert tuple(shown.get_at((105, 55)))[:3] == (255, 0, 0)
        assert tuple(shown.get_at((5, 5)))[:3] == (0, 0, 255)
        assert tuple(shown.get_at((150, 20)))[:3] == (0, 0, 255)
    finally:
        presenter.close()


def test_a_measured_choice_is_stored_and_read_back_without_measuring(settings, tmp_path,
                                                                     monkeypatch):
    pygame.display.init()
    screen = pygame.display.set_mode((160, 120))
    monkeypatch.setattr(probe, "time_software", lambda screen: 5.0)
    monkeypatch.setattr(probe, "time_gpu_apart", lambda size: {"accelerated": 50.0,
                                                              "renderer": 1.0})
    first = PathChoice("auto", tmp_path / "cache")
    assert first.pending and first.name == "software"
    assert first.measure(screen) == "renderer"
    assert "renderer" in first.describe() and "measured" in first.describe()
    again = PathChoice("auto", tmp_path / "cache")
    assert not again.pending and again.name == "renderer" and again.times == first.times
    log = (tmp_path / "data" / "speed" / "speed.log").read_text()
    assert "display: renderer" in log


def test_a_broken_stored_choice_is_measured_again(settings, tmp_path):
    pygame.display.init()
    choice = PathChoice("auto", tmp_path / "cache")
    folder = tmp_path / "cache"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / choice._file()).write_text(json.dumps({"choice": "warp", "times": {}}))
    assert PathChoice("auto", folder).pending


def test_a_forced_path_is_used_and_never_measured(settings):
    settings["display", "present"] = "renderer"
    app = App(settings, size=(320, 240))
    try:
        assert app.present_path == "renderer" and not app.choice.pending
        app.step()                                            # draws and presents the title
        assert "set in the settings" in app.choice.describe()
    finally:
        app.quit()


class SlowProbe:
    """A GPU probe that finishes on the second look, finding no GPU."""

    def __init__(self, size):
        self.looks = 0

    def done(self) -> bool:
        self.looks += 1
        return self.looks > 1

    def times(self) -> dict:
        return {}


def test_the_game_measures_while_it_idles_and_keeps_a_path(settings, monkeypatch):
    monkeypatch.setattr(probe, "GpuProbe", SlowProbe)
    app = App(settings, size=(320, 240))
    try:
        assert app.choice.pending
        app.step()
        app.measure_present_paths()                     # starts the probe: the game goes on
        app.measure_present_paths()
        assert app.choice.pending
        app.measure_present_paths()                     # done: the choice is kept
        assert not app.choice.pending and app.present_path == "software"
        assert app.choice.times["software"] >= 0
        app.switch(OptionsScene(app.ctx))
        item = app.scene.find("Display path")          # on its page of the options
        assert item.text() == "Display path:  Automatic (software)"
        assert item.help == "Automatic: software was the fastest way on this computer"
        assert " ms" not in item.help and "measured: software" in app.choice.describe()
    finally:
        app.quit()


def test_on_the_renderer_cards_in_flight_are_texture_copies_over_the_frame(art):
    from game.engine.speed import SpeedGame
    from game.engine.speed_setup import SpeedRules
    from game.ui.table.view import TableView
    presenter = open_presenter("renderer", (1280, 720))
    try:
        game = SpeedGame(SpeedRules(None, 2), 5)
        view = TableView((1280, 720), 2, "speed", art)
        view.reset(game)
        view.on_events(game.start(), 0.0)                  # the start flips: cards in flight
        view.draw(presenter.screen, game, 0.1, 0.0)
        sprites = list(presenter.screen.sprites)
        assert sprites and all(image.get_width() <= view.images.card(None).get_width()
                               for image, _, _ in sprites)
        image, pos, _ = sprites[-1]
        inside = (pos[0] + image.get_width() // 2, pos[1] + image.get_height() // 2)
        middle = image.get_at((image.get_width() // 2, image.get_height() // 2))
        assert presenter.screen.get_at(inside) != middle          # not drawn into the frame
        presenter.present()
        assert presenter.screen.sprites == []
        presenter.renderer.blit(presenter.texture)           # the frame again, then the card
        texture = presenter.textures[id(image)].texture
        presenter.renderer.blit(texture, pygame.Rect(pos, image.get_size()))
        shown = presenter.renderer.to_surface()
        assert shown.get_at(inside) == middle                    # but shown over it
        assert len(presenter.textures) == len({id(i) for i, _, _ in sprites})   # uploaded once
    finally:
        presenter.close()
