"""Work only where it is seen (issue 32): the title's cards kept in the cache folder, SDL's own
sleep until an event (else SDL asked every millisecond only while a match is on the stack), attract mode at its own frame rate and
drawn by its changed rectangles, the words that blink over it put back under."""
import time

import pygame
import pytest

from game import app as app_module
from game.session import SeatInfo
from game.ui.scenes import title_art
from game.ui.sdl_wait import SdlWait


def test_a_second_start_takes_the_titles_cards_from_the_cache_as_they_were_drawn(
        app, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    size, menu = app.screen.get_size(), app.scene.menu
    title_art._cache.clear()
    drawn = title_art.decor(size, app.art, menu.box(), menu.notes_top)
    kept = list((tmp_path / "cache").rglob("title-*.rgba"))
    assert len(kept) == 1
    title_art._cache.clear()
    monkeypatch.setattr(title_art, "_draw", lambda *a: (_ for _ in ()).throw(AssertionError(
        "the cards were drawn again")))
    again = title_art.decor(size, app.art, menu.box(), menu.notes_top)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_a_broken_cache_file_is_drawn_again(app, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    size, menu = app.screen.get_size(), app.scene.menu
    title_art._cache.clear()
    drawn = title_art.decor(size, app.art, menu.box(), menu.notes_top)
    kept, = (tmp_path / "cache").rglob("title-*.rgba")
    kept.write_bytes(b"0,0,9,9\nnot zlib")
    title_art._cache.clear()
    again = title_art.decor(size, app.art, menu.box(), menu.notes_top)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_sdls_own_wait_leaves_the_event_for_the_poll_and_a_thread_post_ends_it(app):
    import threading
    wait = SdlWait()
    if not wait.available:
        pytest.skip("no SDL library found in this process (not Linux)")
    pygame.event.clear()
    assert wait.wait(20) is False                       # nothing: slept its time
    threading.Timer(0.05, lambda: pygame.event.post(pygame.event.Event(pygame.USEREVENT))).start()
    start = time.perf_counter()
    assert wait.wait(5000) is True and time.perf_counter() - start < 2.0
    assert [e.type for e in pygame.event.get()] == [pygame.USEREVENT]      # left in the queue


def test_sdl_is_waited_on_to_the_ms_only_while_a_match_is_on_the_stack(app, monkeypatch):
    """(Where SDL cannot sleep until an event: `pygame.event.wait` polls every ms.)"""
    monkeypatch.setattr(app, "sdl_wait", SdlWait("/no/such/library"))
    waits = []
    real_wait = pygame.event.wait
    monkeypatch.setattr(pygame.event, "wait", lambda ms: (waits.append(ms), real_wait(ms))[1])
    assert not app.stamps_matter()
    app.wait_until(time.perf_counter() + 0.05)
    assert waits == []                                  # the title: looked at now and then
    app.flow.start_match([SeatInfo("Ana", "bot", level="hard"),
                          SeatInfo("Bruno", "bot", level="hard")])
    assert app.stamps_matter()
    app.wait_until(time.perf_counter() + 0.05)
    assert waits                                        # the table: stamped within a ms


def test_a_still_screen_hears_a_press_within_the_poll_time(app, monkeypatch):
    monkeypatch.setattr(app, "sdl_wait", SdlWait("/no/such/library"))
    seen = []
    app.scene.on_press = lambda press, action: seen.append(press.control)
    start = time.perf_counter()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, scancode=0,
                                         unicode=""))
    app.wait_until(start + 5, until_change=True)
    assert seen == ["down"] and time.perf_counter() - start < 1.0


def test_attract_mode_runs_at_its_own_frame_rate(app):
    app.flow.reset("attract")
    assert app.scene_frame_s() == 1 / 30
    app.flow.title()
    assert app.scene_frame_s() == app.frame_s


def test_attract_mode_redraws_what_changed_and_puts_the_table_back_under_its_words(app):
    app.flow.reset("attract")
    attract, screen = app.scene, app.screen
    start = time.perf_counter()
    shown = start - start % 1.0 + 10.0                  # an even half second: the words on
    assert attract.draw(screen, shown) is None          # the first frame: the whole screen
    words = screen.get_at((screen.get_width() // 2 - 60, screen.get_height() // 2))
    changed = attract.draw(screen, shown + 0.55)        # the words off
    assert isinstance(changed, list)
    middle = (screen.get_width() // 2 - 60, screen.get_height() // 2)
    assert any(pygame.Rect(r).collidepoint(middle) for r in changed)
    assert screen.get_at(middle) != words
    whole = screen.copy()
    attract.invalidate()
    attract.draw(screen, shown + 0.55)
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_the_still_poll_is_shorter_than_a_frame_while_someone_is_at_the_controls(app):
    now = time.perf_counter()
    app._input_at = now - app_module.AWAKE_S / 2
    assert app.still_poll_s(now) == app_module.STILL_POLL_S < 1 / 60
    app._input_at = now - app_module.AWAKE_S - 1.0               # left alone: sleeps longer
    assert app.still_poll_s(now) == app_module.ASLEEP_POLL_S
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, scancode=0,
                                         unicode=""))
    app.wait_until(time.perf_counter() + 0.1, until_change=True)
    assert app.still_poll_s(time.perf_counter()) == app_module.STILL_POLL_S     # awake again


def test_the_start_reads_only_what_the_title_needs():
    import subprocess
    import sys
    code = ("import sys, game.launch; print(sorted(m for m in ('game.ui.scenes.table_scene', "
            "'game.session', 'game.ui.scenes.join', 'importlib.metadata') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy"})
    assert out.stdout.strip() == "[]", out.stderr


def test_the_other_screens_are_read_once_the_title_is_up(app):
    app.flow.load_screens()
    from game.ui import flow
    assert {"join", "table", "attract", "options"} <= set(flow.screens())


def test_the_table_keeps_the_bare_table_only_under_its_regions(art):
    from game.engine.speed import SpeedGame
    from game.engine.speed_setup import SpeedRules
    from game.ui.table.view import TableView
    view = TableView((1280, 720), 4, "speed", art)
    view.reset(SpeedGame(SpeedRules(None, 4), 11))
    layer, background = view.layer, view.background
    assert not hasattr(layer, "background") and "background" not in vars(view)
    kept = sum(piece.get_width() * piece.get_height() for piece, _ in layer.bare)
    assert kept < 1280 * 720 * 0.8
    for (rect, _, _), (piece, at) in zip(layer.regions, layer.bare):
        inside = rect.clip(background.get_rect())
        assert at == inside.topleft
        assert pygame.image.tobytes(piece, "RGB") == pygame.image.tobytes(
            background.subsurface(inside), "RGB")
