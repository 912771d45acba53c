"""Spit on the table: what lands on the screen for its states and events."""
import random
from functools import partial

import pygame
import pytest

from game.engine import events as ev
from game.engine import events_rounds as er
from game.engine.intents import PLAY, Intent
from game.engine.cards import parse
from game.engine.match import Match
from game.engine.refusals import NOT_ADJACENT, Refusal
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from game.ui import animation as anim
from game.ui.table.layout import PEEK_LAYERS
from game.ui.table.view import SeatHints, TableView
from tests.ui.test_table import (FakeSound, frame, green_tag_on, same_as_face,
                                 view_for as table_view)

SIZE = (1280, 720)
LATER = 100.0


def started(seed: int = 5, options=None) -> tuple[SpitGame, list]:
    game = SpitGame(SpitRules(options, 2), seed)
    return game, game.start()


view_for = partial(table_view, names=["Ana", "Bo"])


def test_spit_piles_and_stock_tops_show_their_top_cards(art):
    game, events = started()
    view = view_for(art, game, events)
    surface = frame(view, game)
    for pile, rect in enumerate(view.layout.centres):
        assert same_as_face(surface, rect, art.face(game.centres[pile][-1], view.w))
    for seat in (0, 1):
        for pos, rect in enumerate(view.layout.seats[seat].hand):
            assert same_as_face(surface, rect, art.face(game.stocks[seat][pos][-1], view.w))


def near(a, b, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3]))


def _peek_points(view, seat: int, pos: int):
    """A point inside each card that would peek out under stock position `pos`, deepest last."""
    card = view.layout.seats[seat].hand[pos]
    peek = view.layout.extra["peeks"][seat][pos]
    step = peek.height // PEEK_LAYERS
    if seat == 0:
        return [(card.centerx, card.bottom + k * step - 3) for k in range(1, PEEK_LAYERS + 1)]
    return [(card.centerx, card.top - k * step + 3) for k in range(1, PEEK_LAYERS + 1)]


@pytest.mark.parametrize("seat", [0, 1])
def test_a_stock_position_with_three_cards_under_its_top_shows_them(art, seat):
    game, events = started()
    view = view_for(art, game, events)
    surface = frame(view, game)
    back = view.card_image(None)
    lift, card = view.images.lift, view.layout.seats[seat].hand[3]
    assert len(game.stocks[seat][3]) == 4 and game.up[seat][3] == 1   # 3 face down + top
    points = _peek_points(view, seat, 3)
    step = view.layout.extra["peeks"][seat][3].height // PEEK_LAYERS * (1 if seat == 0 else -1)
    for k, (x, y) in enumerate(points[:3], start=1):
        under = (x - card.x + lift, y - (card.y + k * step) + lift)
        assert near(surface.get_at((x, y)), back.get_at(under)), k   # (under a shadow)
    x, y = points[3]                                # no fourth card under that top
    assert not near(surface.get_at((x, y)),
                    back.get_at((x - card.x + lift, y - card.y - 4 * step + lift)))
    x, y = _peek_points(view, seat, 0)[0]           # position 0 holds its top alone
    alone = view.layout.seats[seat].hand[0]
    assert not near(surface.get_at((x, y)), back.get_at((x - alone.x + lift,
                                                         y - alone.y - step + lift)))


def test_stock_count_under_a_position_follows_its_pile(art):
    game, events = started()
    view = view_for(art, game, events)
    before = frame(view, game)
    count = view.layout.extra["stock_counts"][0][4]
    ink = [(x, y) for x in range(count.left, count.right) for y in range(count.top, count.bottom)
           if before.get_at((x, y)) != view.background.get_at((x, y))]
    assert ink                                       # "5" is written there
    game.stocks[0][4] = game.stocks[0][4][-1:]       # one card left: the label moves up to it
    game.up[0][4] = 1
    after = frame(view, game)
    assert all(after.get_at(p) == view.background.get_at(p) for p in ink)


def test_a_stock_play_flies_to_the_spit_pile_and_the_card_under_turns_up(art):
    game, events = next(g for g in map(started, range(1, 80))
                        if any(i.kind == PLAY for i in g[0].legal_intents(0)))
    view = view_for(art, game, events, FakeSound())
    frame(view, game, now=0.0)
    play = next(i for i in game.legal_intents(0) if i.kind == PLAY)
    pos = next(p for p, pile in enumerate(game.stocks[0]) if pile and pile[-1] == play.card)
    below = game.centres[play.pile][-1]
    view.on_events(game.apply(play.at(500.0)), 1.0)
    keys = {a.key for a in view.anim.active}
    assert ("pile", play.pile) in keys and ("stock", 0, pos) in keys
    pile_rect, stock_rect = view.layout.centres[play.pile], view.layout.seats[0].hand[pos]
    assert same_as_face(frame(view, game, now=1.0), pile_rect, art.face(below, view.w))
    after = frame(view, game, now=2.0)
    assert same_as_face(after, pile_rect, art.face(play.card, view.w))
    if game.stocks[0][pos]:
        assert same_as_face(after, stock_rect, art.face(game.stocks[0][pos][-1], view.w))
    assert len(view.anim) == 0


def test_a_rejected_stock_card_shakes_in_its_position_with_the_reason(art):
    game, events = started()
    view = view_for(art, game, events, FakeSound())
    frame(view, game, now=0.0)
    card = game.stocks[0][2][-1]
    view.on_events([ev.Rejected(10.0, 0, "play", Refusal(NOT_ADJACENT, parse("7H"), parse("2C")),
                                card, 1)], 1.0)
    shake = next(a for a in view.anim.active if isinstance(a, anim.RejectShake))
    assert shake.card == card and shake.key == ("stock", 0, 2)
    assert view.fx.banners[("msg", 0)].lines == ["⟨7H⟩ does not fit on ⟨2C⟩"]


def test_a_slap_event_starts_the_slap_on_its_pile_and_the_second_shows_the_margin(art):
    game, events = started()
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    view.on_events([er.Slapped(5000.0, 1, 0, 8000.0)], 3.0)
    assert len(view.fx.slaps) == 1 and view.fx.slaps[0].center == view.layout.centres[0].center
    assert "slap" in sound.played and view.fx.shake.offset(3.05) != (0, 0)
    assert view.fx.banners[("race", 0)].lines == ["Bo slapped"]
    view.on_events([er.Slapped(5004.0, 0, 0)], 3.1)
    assert len(view.fx.slaps) == 2
    assert view.fx.banners[("race", 0)].lines == ["Bo first", "by 4 ms"]


def test_slap_phase_countdown_and_slap_tags(art):
    game, events = started(options={"scoring": "points"})
    view = view_for(art, game, events)
    game.phase, game.slaps, game.slap_due, game.now = "slap", [None, 0], 6000.0, 4500.0
    game.scores = [12, 30]
    text, colour, fraction = view.hud._status(game, 4500.0)
    assert "SLAP the smaller pile!" in text and "Ana: slap  1.5 s" in text
    assert fraction == pytest.approx(0.5) and colour[0] > 200 > colour[1]
    assert view.hud.plate_key(game, 1, None, None)[4:6] == (("SLAP", True), "30 pts")
    assert view.hud.plate_key(game, 0, None, None)[4:6] == (("SLAP", False), "12 pts")
    surface = frame(view, game, now=4.5)
    pile = view.layout.centres[0]
    blue = [surface.get_at((x, pile.top + 4)) for x in range(pile.left, pile.right, 2)]
    assert any(c.b > 200 and c.r < 130 for c in blue)          # Bo's slap tag on pile 0


def test_stalemate_shows_the_auto_spit_countdown_and_spit_requests(art):
    game, events = started()
    view = view_for(art, game, events)
    game.stalemate_at, game.requests = 1000.0, [True, False]
    text, _, fraction = view.hud._status(game, 2000.0)
    assert "auto spit in 2.0 s" in text and "1 to go" in text
    assert fraction == pytest.approx(2 / 3)
    surface = frame(view, game, now=2.0)
    assert green_tag_on(surface, view.layout.seats[0].plate)      # Ana's SPIT tag


def test_round_end_calls_the_slap_and_a_new_round_deals_then_spits(art):
    game, events = started()
    view = view_for(art, game, events, FakeSound())
    view.on_events([er.RoundEnded(9000.0, 1, "played all stock cards", 1, [], [], 12000.0)],
                   5.0)
    assert view.fx.banners["band"].lines == ["SLAP!"]
    assert view.fx.banners[("msg", 1)].lines == ["Stock cleared!"]
    view.on_events([er.PileTaken(9500.0, 0, 1, 12), er.RoundStarted(9500.0, 2, [26, 26]),
                    ev.Flipped(9500.0, [0, 1], [3, 40], start=True)], 6.0)
    deals = [a for a in view.anim.active if a.key and a.key[0] == "deal"]
    assert len(deals) == 10 and min(a.tween.start for a in deals) > 6.0   # after the pile
    spits = [a for a in view.anim.active if a.key in (("pile", 0), ("pile", 1))
             and a.tween.start > 5.0]
    assert len(spits) == 2
    assert min(a.tween.start for a in spits) >= max(a.tween.start for a in deals)
    assert view.fx.banners["round"].lines == ["Round 2"]


def test_hints_ring_the_cursor_position_and_the_aimed_pile(art):
    game, events = started()
    view = view_for(art, game, events)
    before = frame(view, game)
    after = frame(view, game, hints=[SeatHints(cursor=4, aim=1), None])
    ring = art.highlight_margin(view.w)
    for rect in (view.layout.seats[0].hand[4], view.layout.centres[1]):
        point = (rect.centerx, rect.top - ring // 2 - 1)
        assert after.get_at(point) != before.get_at(point)


def play_through(art, size, options, seed, hints=True) -> tuple:
    """A whole game with random legal intents (some illegal), drawn after every step."""
    match = Match("spit", options, 2, seed)
    started_events = match.next_game()
    view = TableView(size, 2, "spit", art, FakeSound(), ["Ana", "Bo"])
    view.reset(match.game)
    view.on_events(started_events, 0.0)
    rng, t = random.Random(seed), 0.0
    marks = [SeatHints(cursor=0, aim=0), SeatHints(cursor=2, aim=1)] if hints else None
    for step in range(5000):
        if match.game.over:
            break
        t += rng.choice((1.0, 40.0, 300.0, 900.0))
        options_ = [i for s in (0, 1) for i in match.game.legal_intents(s)]
        if options_ and rng.random() < 0.9:
            events = match.apply(rng.choice(options_).at(t))
        elif rng.random() < 0.5:
            events = match.apply(Intent(t, rng.randrange(2), PLAY, rng.randrange(52), 0))
        else:
            events = match.advance(t)
        view.on_events(events, t / 1000)
        if marks:
            marks[0].cursor, marks[1].aim = step % 5, step % 2
        frame(view, match.game, now=t / 1000 + 0.05, size=size, hints=marks)
    return match, view, t, marks


@pytest.mark.parametrize("size,options", [((1024, 600), {}),
                                          ((1280, 720), {"scoring": "points",
                                                         "stack_own": True}),
                                          ((1920, 1080), {"slap_window_s": None})])
def test_a_whole_game_plays_through_the_view(art, size, options):
    match, view, t, marks = play_through(art, size, options, seed=11)
    assert match.game.over and match.game.round >= 1
    incremental = pygame.image.tobytes(view.layer.surface, "RGB")
    view.layer.invalidate()
    frame(view, match.game, now=t / 1000 + 0.05, size=size, hints=marks)
    assert pygame.image.tobytes(view.layer.surface, "RGB") == incremental
