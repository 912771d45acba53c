"""Dirty rectangles: a table drawn frame after frame by changed rectangles shows exactly what a
whole redraw shows, every change lies in the rectangles it reports (all a present sends), and
a still table changes only a small part of the screen."""
import random

import pygame
import pytest

from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules
from game.engine.california import CaliforniaGame
from game.engine.california_setup import CaliforniaRules
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from game.ui.table.view import SeatHints, TableView

SIZE = (1280, 720)


def whole_frame(view, game, now: float, hints) -> pygame.Surface:
    """The same frame drawn whole on a fresh surface (drawing twice at one time is pure)."""
    fresh = pygame.Surface(SIZE)
    view.invalidate()
    assert view.draw(fresh, game, now, now * 1000.0, hints) is None
    return fresh


def play_some(game, rng) -> list:
    """A few random legal intents (and a misfit now and then) applied now."""
    events = []
    for _ in range(rng.randrange(0, 3)):
        seat = rng.randrange(game.seats)
        legal = game.legal_intents(seat)
        if legal:
            events += game.apply(rng.choice(legal).at(game.now + 1))
    return events


@pytest.mark.parametrize("make", [lambda: SpeedGame(SpeedRules(None, 4), 11),
                                  lambda: SpitGame(SpitRules(None, 2), 4),
                                  lambda: CaliforniaGame(CaliforniaRules(None, 2), 4)],
                         ids=["speed4", "spit", "california"])
def test_frames_drawn_by_changed_rectangles_equal_whole_frames(art, make):
    game = make()
    view = TableView(SIZE, game.seats, game.variant, art)
    view.reset(game)
    view.on_events(game.start(), 0.0)
    screen = pygame.Surface(SIZE)
    rng = random.Random(3)
    hints = {s: SeatHints(cursor=s % 5, aim=0) for s in range(game.seats)}
    partial = 0
    for k in range(90):
        now = 0.5 + k / 30
        if k % 4 == 0:
            view.on_events(play_some(game, rng), now)
        if k == 40:
            view.slap(0, now)                          # shake and flash: whole frames
        before = screen.copy()
        changed = view.draw(screen, game, now, now * 1000.0, hints)
        if changed is not None:
            partial += 1
            presented = before                     # what a present of `changed` shows
            for rect in changed:
                presented.blit(screen, rect, rect)
            assert pygame.image.tobytes(presented, "RGB") == \
                pygame.image.tobytes(screen, "RGB"), f"frame {k}: a change left out"
            if k % 3 == 0:
                expected = whole_frame(view, game, now, hints)
                assert pygame.image.tobytes(screen, "RGB") == \
                    pygame.image.tobytes(expected, "RGB"), f"frame {k} differs"
                screen = expected                      # carry on from the whole frame
    assert partial > 40


def test_a_still_table_changes_a_small_part_of_the_screen(art):
    game = SpeedGame(SpeedRules(None, 4), 11)
    view = TableView(SIZE, 4, "speed", art)
    view.reset(game)
    view.on_events(game.start(), 0.0)
    screen = pygame.Surface(SIZE)
    assert view.draw(screen, game, 50.0, 50_000.0) is None          # the first: whole
    changed = view.draw(screen, game, 50.1, 50_100.0)
    area = sum(r.w * r.h for r in changed)
    assert 0 <= area < SIZE[0] * SIZE[1] // 4
    assert changed == []          # nothing moves, nothing in the band: nothing presented


def test_a_band_with_words_is_presented_and_put_back_when_they_go(art):
    game = SpeedGame(SpeedRules(None, 2), 11)
    view = TableView(SIZE, 2, "speed", art)
    view.reset(game)
    screen = pygame.Surface(SIZE)
    view.draw(screen, game, 50.0, 50_000.0)
    band = view.layout.band
    view.hud.draw_band = lambda *a: (screen.fill((255, 0, 0), band), True)[1]
    changed = view.draw(screen, game, 50.1, 50_100.0)
    assert any(pygame.Rect(r).contains(band) for r in changed)
    view.hud.draw_band = lambda *a: False
    changed = view.draw(screen, game, 50.2, 50_200.0)
    assert any(pygame.Rect(r).contains(band) for r in changed)       # put back once
    assert screen.get_at(band.center) != (255, 0, 0)
    assert view.draw(screen, game, 50.3, 50_300.0) == []


def test_invalidate_makes_the_next_frame_whole(art):
    game = SpeedGame(SpeedRules(None, 2), 11)
    view = TableView(SIZE, 2, "speed", art)
    view.reset(game)
    screen = pygame.Surface(SIZE)
    view.draw(screen, game, 50.0, 50_000.0)
    assert view.draw(screen, game, 50.1, 50_100.0) is not None
    view.invalidate()
    assert view.draw(screen, game, 50.2, 50_200.0) is None


def still_table_with_banner(art):
    """A still two-player table with a message banner settled on it (popped in, not fading)."""
    from game.ui.palette import RED
    game = SpeedGame(SpeedRules(None, 2), 11)
    view = TableView(SIZE, 2, "speed", art)
    view.reset(game)
    screen = pygame.Surface(SIZE)
    view._banner(("msg", 0), "Not on that pile", RED, view.layout.seats[0].message, 50.0, 5.0)
    view.draw(screen, game, 50.0, 50_000.0)
    view.draw(screen, game, 50.5, 50_500.0)                 # settled: drawn once more
    return game, view, screen, view.fx.looks(50.5, view.text)[("msg", 0)].rect


def test_a_settled_banner_is_left_on_the_screen_as_it_is(art):
    game, view, screen, rect = still_table_with_banner(art)
    assert view.draw(screen, game, 50.6, 50_600.0) == []       # neither put back nor drawn
    assert pygame.image.tobytes(screen, "RGB") == \
        pygame.image.tobytes(whole_frame(view, game, 50.6, None), "RGB")


@pytest.mark.parametrize("change", ["card under it", "its words", "fading", "gone"])
def test_a_settled_banner_is_drawn_again_when_anything_there_changes(art, change):
    from game.engine.cards import make
    from game.ui import animation as anim
    from game.ui.palette import GOLD
    game, view, screen, rect = still_table_with_banner(art)
    now = 50.6
    if change == "card under it":            # a card sliding across the banner's middle
        across = pygame.Rect(0, 0, view.w, view.w * 7 // 5)
        across.center = rect.center
        view.anim.add(anim.CardMotion(make(12, 0), across.move(-5, 0), across.move(5, 0),
                                      50.55, 1.0))
    elif change == "its words":
        view._banner(("msg", 0), "Too late", GOLD, view.layout.seats[0].message, 50.0, 5.0)
    elif change == "fading":
        now = 54.9                           # its last 0.3 s: fading out
    else:
        now = 55.1
    before = screen.copy()
    changed = view.draw(screen, game, now, now * 1000.0)
    assert changed and pygame.Rect(rect).collidelist(changed) >= 0
    presented = before                       # what a present of `changed` shows
    for r in changed:
        presented.blit(screen, r, r)
    expected = pygame.image.tobytes(whole_frame(view, game, now, None), "RGB")
    assert pygame.image.tobytes(presented, "RGB") == expected
