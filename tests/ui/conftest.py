"""Headless pygame for UI tests: dummy video and audio drivers, set before pygame is imported."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="module")
def display():
    """A small dummy display, so images get convert_alpha()ed as in the game; opened again for
    each module when an earlier one on this worker closed it (an App's quit ends pygame)."""
    pygame.display.init()
    pygame.font.init()
    return pygame.display.get_surface() or pygame.display.set_mode((320, 240))


@pytest.fixture(scope="session")
def mixer():
    """The mixer opened on SDL's dummy audio driver; its (rate, format, channels)."""
    pygame.mixer.init()
    yield pygame.mixer.get_init()
    pygame.mixer.quit()


@pytest.fixture(scope="module")
def art():
    """Card art on a 1280x720 dummy display (the size the table tests draw at)."""
    from game.ui.cards.art import CardArt
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    return CardArt()


@pytest.fixture
def spoken():
    """After the test: English, the normal text size and the table tests' window again (a
    test that draws in every language and size)."""
    yield
    from game import i18n
    from game.ui.text import set_text_size
    i18n.use("en")
    set_text_size("normal")
    pygame.display.set_mode((1280, 720))


@pytest.fixture
def app(request, tmp_path, monkeypatch):
    """The game headless, its settings and data in tmp_path, guard times off. At 1280x720 with
    seed 11, unless the test module sets `APP = {...}` (App's keyword arguments) to change them."""
    from game.app import App
    from game.config import load_settings
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    options = {"size": (1280, 720), "seed": 11, "replay_to": str(tmp_path / "replay.jsonl"),
               **getattr(request.module, "APP", {})}
    made = App(load_settings(tmp_path / "config" / "speed" / "settings.toml"), **options)
    made.guard_s = made.results_hold_s = 0          # presses at test speed (guards: own tests)
    yield made
    made.quit()
