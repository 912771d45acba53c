"""Headless pygame for the input tests: dummy video/audio drivers set before pygame loads."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.match import Match  # noqa: E402


@pytest.fixture
def pg():
    """pygame with a (dummy) window, the event queue empty before and after the test."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    pygame.event.clear()
    yield pygame
    pygame.event.clear()


def speed_game(hands, tops, draws=None, **options):
    """A started two-player Speed game: `hands` per seat, `tops` the two centre cards."""
    draws = draws or [[] for _ in hands]
    deal = {"seats": [{"hand": list(hand), "draw": list(draw), "side": [top]}
                      for hand, draw, top in zip(hands, draws, tops)]}
    match = Match("speed", options or None, 2, seed=1)
    match.next_game(deal=deal)
    return match.game
