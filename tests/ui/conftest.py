"""Headless pygame for UI tests: dummy video and audio drivers, set before pygame is imported."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="session")
def display():
    """A small dummy display, so images get convert_alpha()ed as in the game."""
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((320, 240))


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
