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
        presenter.present([pygame.Rect(10, 10, 20, 20)])      # only this square turns red
        shown = presenter.renderer.to_surface()
        assert tuple(shown.get_at((15, 15)))[:3] == (255, 0, 0)
        assert tuple(shown.get_at((100, 50)))[:3] == (0, 0, 255)
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


def test_the_game_measures_on_its_first_idle_moment_and_keeps_a_path(settings, monkeypatch):
    monkeypatch.setattr(probe, "time_gpu_apart", lambda size: {})
    app = App(settings, size=(320, 240))
    try:
        assert app.choice.pending
        app.step()
        app.measure_present_paths()
        assert not app.choice.pending and app.present_path == "software"
        assert app.choice.times["software"] >= 0
        app.switch(OptionsScene(app))
        item = app.scene.find("Display path")          # on its page of the options
        assert item.text() == "Display path:  auto: software"
        assert item.help.startswith("software (measured: software")
    finally:
        app.quit()
