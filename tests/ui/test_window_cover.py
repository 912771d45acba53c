"""Full screen that covers the display (window.py, orientation.py), on SDL's dummy driver:
the display chosen, the window made the display's size on both present paths, and the
cabinet window covering again (once) after the display's mode changed under it. Under real X with
no window manager: tests/e2e/test_kiosk_screen.py."""
import pygame
import pytest

from game.app import App
from game.config import Settings
from game.ui import window
from game.ui.orientation import cabinet_window
from game.ui.present import open_presenter


@pytest.fixture
def display():
    pygame.display.init()
    yield pygame.display.get_desktop_sizes()[0]
    pygame.display.quit()


def test_a_missing_display_falls_back_to_the_first_and_says_so(display):
    assert window.display_index(0) == (0, "")
    index, problem = window.display_index(3)
    assert index == 0 and "cabinet display 3 not found (1 connected)" in problem


def test_centred_on_a_display_is_sdls_centred_position_for_it():
    assert window.centred_on(0) == pygame.WINDOWPOS_CENTERED
    assert window.centred_on(2) == pygame.WINDOWPOS_CENTERED + 2


@pytest.mark.parametrize("path", ["software", "renderer"])
def test_the_cabinet_window_takes_the_displays_size_on_each_present_path(display, path):
    presenter = open_presenter(path, (640, 480))
    problem = cabinet_window(7, presenter)
    assert "cabinet display 7 not found" in problem
    assert presenter.resized().get_size() == display
    assert not pygame.mouse.get_visible()
    presenter.close()


def test_the_cabinet_covers_the_display_again_after_its_mode_changed(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    settings = Settings(path=tmp_path / "config" / "speed" / "settings.toml")
    settings["cabinet", "enabled"] = True
    settings["display", "present"] = "software"
    app = App(settings, size=(1280, 720), seed=3)
    try:
        assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
        covered = []
        cover = app.presenter.cover
        monkeypatch.setattr(app.presenter, "cover", lambda index: (covered.append(index),
                                                                   cover(index)))
        app.resized()                              # a resize, the display unchanged
        assert covered == []
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
        app.resized()                              # the resize event a mode change sends
        assert covered == [0] and app.covered == (800, 600)
        app.resized()                              # covered once: no churn of new windows
        assert covered == [0]
    finally:
        app.quit()
