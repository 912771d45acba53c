"""A soak: thousands of frames of random key presses, resizes and clicks through the title,
options, join, table, pause and help screens must never crash the game (it found a
settings-saving crash once)."""
import random
import time

import pygame
import pytest

from game.app import App
from game.config import Settings

KEYS = ["return", "escape", "up", "down", "left", "right", "a", "s", "d", "f", "g", "e", "q",
        "w", "r", "t", "n", "m", ",", ".", "/", "b", "backspace", "f1", "space", "tab"]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_presses_never_crash_the_game(seed, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    rnd = random.Random(seed)
    app = App(Settings(), size=(1280, 720), seed=seed, replay_to=str(tmp_path / "r.jsonl"))
    app.guard_s = app.results_hold_s = 0             # random presses at test speed
    scenes = set()
    try:
        for _ in range(2500):
            press_random(rnd)
            app.poll()
            app.step()
            scenes.add(type(app.scene).__name__)
            session = getattr(app.scene, "session", None)
            if session is not None and rnd.random() < 0.05:    # skip "Ready… Set…"
                session.start_ns = min(session.start_ns, time.perf_counter_ns())
            app.running = True                                 # "Quit" leads back in
    finally:
        app.quit()
    assert {"TitleScene", "TableScene"} <= scenes          # a match, or the tutorial's
    assert scenes & {"JoinScene", "TutorialIntro"}


def press_random(rnd: random.Random) -> None:
    for _ in range(rnd.choice([0, 0, 1, 2])):
        key = pygame.key.key_code(rnd.choice(KEYS))
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, scancode=0, unicode=""))
    if rnd.random() < 0.005:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=rnd.randint(300, 2000),
                                             h=rnd.randint(200, 1200)))
    if rnd.random() < 0.01:
        pos = (rnd.randint(0, 1279), rnd.randint(0, 719))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
