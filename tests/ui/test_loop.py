"""The main loop: the event that ends a wait reaches the hub, still screens are not redrawn,
reader threads wake the wait, a paused table stands still."""
import threading
import time

import pygame
import pytest

from game.input import devices
from game.input.boards import BoardReader
from game.input.raw_input import RawInput
from game.ui.scenes.title import TitleScene


class Reader(BoardReader):
    """A boards' reader whose thread the test plays: it keeps its callbacks."""

    def __init__(self, on_input, on_status):
        self.on_input = on_input


APP = {"seed": 3, "size": (640, 480), "serial": Reader}


@pytest.fixture
def app(app):
    """The shared headless game, SDL's queue emptied."""
    pygame.event.clear()
    return app


def count_draws(app) -> list:
    """Count the scene's draws from now on."""
    drawn = []
    original = app.scene.draw
    app.scene.draw = lambda surface, now_s: (drawn.append(now_s), original(surface, now_s))
    return drawn


def post_key(name: str) -> None:
    key = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, scancode=0, unicode=""))


def to_table(app):
    """From the title by keyboard: play, two computers, start; the table."""
    for key in ("return", "b", "b", "return"):
        post_key(key)
        app.poll()
    return app.scene


def test_the_event_that_ends_a_wait_is_handled_not_lost(app):
    seen = []
    app.scene.on_press = lambda press, action: seen.append((press.control, action))
    post_key("down")
    app.wait_until(time.perf_counter() + 60, until_change=True)     # returns at the press
    assert seen == [("down", "down")]
    assert pygame.event.peek() is False                             # nothing was posted back


def test_every_press_of_a_burst_arrives_once_in_order(app):
    seen = []
    app.scene.on_press = lambda press, action: seen.append(press.control)
    names = ["a", "s", "d", "f", "g", "h", "j", "k"]
    for name in names:
        post_key(name)
    app.wait_until(time.perf_counter() + 60, until_change=True)
    assert seen == names


def test_a_still_menu_is_drawn_once_then_only_when_something_happens(app):
    assert isinstance(app.scene, TitleScene) and not app.animating()
    drawn = count_draws(app)
    for _ in range(5):
        app.step()
    assert len(drawn) == 1
    post_key("down")
    app.poll()
    app.step()
    app.step()
    assert len(drawn) == 2
    app.say("hello", 60.0)                     # a message: drawn once
    app.step()
    app.step()
    assert len(drawn) == 3
    app.messages = [("hello", time.perf_counter() - 1.0)]     # ... and its expiry redraws
    app.step()
    app.step()
    assert len(drawn) == 4 and app.messages == []


def test_a_still_screen_sleeps_until_a_message_expires(app):
    app.messages = [("soon", time.perf_counter() + 0.05)]
    assert app.idle_until() <= app.messages[0][1]


def test_a_reader_thread_wakes_the_wait_and_its_press_is_fed(app):
    seen = []
    app.scene.on_press = lambda press, action: seen.append(press.device)
    raw = RawInput(time.perf_counter_ns(), "serial:TEST", "b0", True)
    reader = threading.Thread(target=app.hub.boards.reader.on_input, args=(raw,))
    reader.start()
    reader.join()
    assert pygame.event.peek(devices.WAKE)           # the wait would return at once
    app.wait_until(time.perf_counter() + 60, until_change=True)
    assert seen == ["serial:TEST"]
    assert app.hub.poll() == []                       # wake-ups are not handed to the app


def test_a_paused_table_stands_still_and_a_running_one_animates(app):
    table = to_table(app)
    assert table.animating()
    table.pause()
    assert not table.animating() and not app.animating()
    drawn = count_draws(app)
    app.step()
    app.step()
    assert len(drawn) == 1


def test_a_press_that_lands_at_the_table_ends_the_frame_wait_at_once(app):
    table = to_table(app)
    app.step()
    table.session.queue.clear()
    now = time.perf_counter()
    app._last_step = now - 1.0
    push_due_press(table, time.perf_counter_ns())
    assert app.wait_until(now + 60, until_due=True) is True          # not the 60 s deadline
    table.pause()
    assert app.wait_until(time.perf_counter() + 0.05, until_due=True) is False   # paused: waits


def push_due_press(table, t_ns: int) -> None:
    """A seat's press stamped `t_ns`, queued as the hub would."""
    from game.engine.intents import Intent
    table.session.queue.push(Intent(t_ns, 0, "flip", source="test"))


def test_a_press_takes_one_route_window_keys_then_the_table_then_the_screen(app):
    """docs/PRESS_PATH.md: the window's keys end there; a seated player's action reaches the
    table's queue even in the screen's guard time; the screen hears it only after it."""
    seen, played = [], []
    app.scene.on_press = lambda press, action: seen.append(press.control)
    app.hub.plays_to(lambda seat, action, raw: played.append((seat.index, action, raw.t_ns)))
    app.hub.join("keyboard", "keyboard_left")
    app.guard_s, app.scene.opened_ns = 0.8, time.perf_counter_ns()
    muted = app.sound.muted
    try:
        for name in ("a", "f2"):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(name)))
        app.poll()
        assert [p[:2] for p in played] == [(0, "slot1")] and seen == []     # guarded screen
        assert app.sound.muted != muted                                    # F2 did its part
        app.scene.opened_ns -= 10**9                                       # the guard is over
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
        app.poll()
        assert [p[:2] for p in played] == [(0, "slot1")] * 2 and seen == ["a"]
        assert played[1][2] > played[0][2]                                  # stamped as drained
    finally:
        app.hub.plays_to(None)
        app.hub.leave(0)
        app.guard_s = 0
        if app.sound.muted != muted:
            app.sound.toggle_mute()
