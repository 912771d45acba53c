"""California Speed on the table: pile faces, the glowing rings of open piles, covers, rows."""
import random
from functools import partial

import pygame
import pytest

from game.engine import events as ev
from game.engine import events_rounds as er
from game.engine.california import CaliforniaGame
from game.engine.california_setup import CaliforniaRules
from game.engine.intents import COVER, Intent
from game.engine.cards import parse
from game.engine.match import Match
from game.engine.refusals import PILE_NOT_OPEN, Refusal
from game.ui import animation as anim
from game.ui.table.view import SeatHints, TableView
from game.ui.table.california import OPEN
from tests.ui.test_table import FakeSound, frame, same_as_face, view_for as table_view

SIZE = (1280, 720)
LATER = 100.0


def started(seed: int = 5, options=None) -> tuple[CaliforniaGame, list]:
    game = CaliforniaGame(CaliforniaRules(options, 2), seed)
    return game, game.start()


def with_open_and_closed(options=None) -> tuple[CaliforniaGame, list]:
    """A started game with at least one open and one closed pile."""
    return next(g for g in map(lambda s: started(s, options), range(1, 200))
                if any(g[0].open) and not all(g[0].open) and not g[0].over)


view_for = partial(table_view, names=["Ana", "Bo"])


def near(colour, target, tolerance: int = 4) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], target))


def edge_points(rect, ring: int) -> list:
    """Points in the ring band just outside the middle of each side of `rect`."""
    d = max(1, ring // 2)
    return [(rect.left - d - 1, rect.centery), (rect.right + d, rect.centery),
            (rect.centerx, rect.top - d - 1), (rect.centerx, rect.bottom + d)]


def test_every_layout_pile_shows_its_top_card(art):
    game, events = started()
    view = view_for(art, game, events)
    surface = frame(view, game)
    assert len(view.layout.centres) == len(game.table) == 8
    for pile, rect in enumerate(view.layout.centres):
        assert same_as_face(surface, rect, art.face(game.table[pile][-1], view.w))


def test_open_piles_wear_the_ring_and_closed_ones_do_not(art):
    game, events = with_open_and_closed()
    view = view_for(art, game, events)
    ring = max(2, round(view.w * 0.035))
    for now in (LATER, LATER + 0.3, LATER + 0.6):          # whatever the breathing halo does
        surface = frame(view, game, now=now)
        for pile, rect in enumerate(view.layout.centres):
            shown = [near(surface.get_at(p), OPEN) for p in edge_points(rect, ring)]
            assert all(shown) if game.open[pile] else not any(shown), (pile, shown)


def test_a_cover_flies_from_the_deck_and_closes_or_doubles_the_pile(art):
    game, events = with_open_and_closed()
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    frame(view, game, now=0.5)
    pile = game.open_piles()[0]
    card = game.decks[0][-1]
    covered = game.apply(Intent(400.0, 0, COVER, pile=pile))
    view.on_events(covered, 1.0)
    motion = next(a for a in view.anim.active if a.key == ("pile", pile))
    assert motion.card == card and motion.src == view.layout.seats[0].draw
    surface = frame(view, game, now=2.0)
    assert same_as_face(surface, view.layout.centres[pile], art.face(card, view.w))
    assert "land" in sound.played
    view.on_events([er.Covered(900.0, 1, card, pile, True)], 3.0)
    assert view.fx.banners[("double", pile)].lines == ["DOUBLE!"]


def test_a_rejected_cover_shakes_the_deck_toward_the_pile_with_the_reason(art):
    game, events = started()
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    view.on_events([ev.Rejected(50.0, 1, "cover", Refusal(PILE_NOT_OPEN, top=parse("7H"), pile=2),
                                None, 2)], 1.0)
    shake = next(a for a in view.anim.active if isinstance(a, anim.RejectShake))
    assert shake.home == view.layout.seats[1].draw and shake.toward[1] > 0   # down to row 0
    assert " ".join(view.fx.banners[("msg", 1)].lines) == \
        "Ana's third pile (⟨7H⟩) has no pair: it is not open"     # on two lines: readable
    assert "reject" in sound.played
    frame(view, game, now=1.1)


def test_a_new_row_is_picked_up_then_dealt_and_the_opened_piles_pop(art):
    game, events = started()
    view = view_for(art, game, events)
    frame(view, game)
    assert len(view.anim) == 0
    view.on_events([er.Redealt(5000.0, 2, [0, 1, 4, 5], [3, 4, 20, 30], [4, 4]),
                    er.Opened(5000.0, [0, 4])], 200.0)
    backs = [a for a in view.anim.active if a.key is None]
    dealt = [a for a in view.anim.active if a.key is not None]
    assert len(backs) == 8 and all(m.dst in [s.draw for s in view.layout.seats] for m in backs)
    assert [m.key for m in dealt] == [("pile", p) for p in (0, 1, 4, 5)]
    assert min(m.tween.start for m in dealt) > 200.0
    part = view.part
    assert sorted(p for p, _ in part._pops) == [0, 4]
    assert min(start for _, start in part._pops) >= max(m.tween.start for m in dealt)
    assert view.fx.banners["band"].lines == ["Round 2: new row"]


def test_the_layout_option_lays_out_five_piles_a_row(art):
    game, events = started(options={"layout": 5})
    view = view_for(art, game, events)
    assert len(view.layout.centres) == 10 and view.layout.extra["columns"] == 5
    surface = frame(view, game)
    for pile, rect in enumerate(view.layout.centres):
        if game.table[pile]:
            assert same_as_face(surface, rect, art.face(game.table[pile][-1], view.w))


def test_cursor_ring_sits_on_the_aimed_row_column(art):
    game, events = started()
    view = view_for(art, game, events)
    before = frame(view, game)
    after = frame(view, game, hints={1: SeatHints(cursor=2, aim=0)})
    ring = art.highlight_margin(view.w)
    target, own = view.layout.centres[2], view.layout.centres[4 + 2]
    assert after.get_at((target.centerx, target.top - ring // 2 - 1)) != \
        before.get_at((target.centerx, target.top - ring // 2 - 1))
    assert after.get_at((own.centerx, own.top - ring // 2 - 1)) == \
        before.get_at((own.centerx, own.top - ring // 2 - 1))


def test_band_and_plates_say_the_round_the_open_piles_and_the_cards_left(art):
    game, events = with_open_and_closed()
    view = view_for(art, game, events)
    count = sum(game.open)
    assert view.hud._status(game, 0.0)[0] == f"{count} pile{'s' if count != 1 else ''} open: cover!"
    assert view.hud.plate_key(game, 0, [0, 0], None)[1] == len(game.decks[0])


@pytest.mark.parametrize("size,options", [((1024, 600), {}), ((1280, 720), {"layout": 5}),
                                          ((1920, 1080), {})])
def test_a_whole_game_plays_through_the_view(art, size, options):
    match = Match("california", options, 2, 7)
    started_events = match.next_game()
    view = TableView(size, 2, "california", art, FakeSound(), ["Ana", "Bo"])
    view.reset(match.game)
    view.on_events(started_events, 0.0)
    rng, t = random.Random(size[0]), 0.0
    hints = {0: SeatHints(cursor=0), 1: SeatHints(cursor=1, aim=0)}
    for step in range(3000):
        if match.game.over:
            break
        t += rng.choice((1.0, 40.0, 300.0))
        legal = [i for s in (0, 1) for i in match.game.legal_intents(s)]
        intent = (rng.choice(legal) if legal and rng.random() < 0.9 else
                  Intent(0, rng.randrange(2), COVER, pile=rng.randrange(12)))
        view.on_events(match.apply(intent.at(t)), t / 1000)
        hints[0].cursor = step % 4
        frame(view, match.game, now=t / 1000 + 0.05, size=size, hints=hints)
    assert match.game.over
    incremental = pygame.image.tobytes(view.layer.surface, "RGB")
    view.layer.invalidate()
    frame(view, match.game, now=t / 1000 + 0.05, size=size, hints=hints)
    assert pygame.image.tobytes(view.layer.surface, "RGB") == incremental


KEYS = {0: ("A", "S", "D", "F", "G", "W", "R"), 1: ("N", "M", ",", ".", "/", "LEFT", "RIGHT")}


def test_a_keyboard_seats_card_keys_sit_on_the_row_it_aims_at(art):
    """Each key names one pile: its cap sits on that pile, and moves with the aim."""
    game, events = started()
    view = view_for(art, game, events)
    layer = view.layer
    own = {1: SeatHints(keys=KEYS[1]), 0: SeatHints(keys=KEYS[0])}
    assert layer._key_labels(1, own) == ((0, "S", "foot"),)           # seat 0's own row
    assert layer._key_labels(5, own) == ((1, "M", "head"),)           # seat 1's own row
    assert layer._key_labels(4, own) == ((0, "R ▴", "side"), (1, "N", "head"))
    assert layer._key_labels(3, own) == ((0, "F", "foot"), (1, "← ▾", "side"))
    crossed = {0: SeatHints(aim=1, keys=KEYS[0]), 1: SeatHints(aim=1, keys=KEYS[1])}
    assert layer._key_labels(5, crossed) == ((0, "S", "foot"), (1, "M", "head"))
    assert layer._key_labels(1, crossed) == ()
    assert layer._key_labels(0, crossed) == ((0, "W ▾", "side"),)
    pad = {0: SeatHints(cursor=1, aim=1, keys=())}
    assert all(layer._key_labels(i, pad) == () for i in range(8))


def test_the_caps_are_drawn_where_the_aim_puts_them(art):
    game, events = started()
    view = view_for(art, game, events)
    bare = frame(view, game)
    mine = frame(view, game, hints={0: SeatHints(keys=KEYS[0])})
    far = frame(view, game, hints={0: SeatHints(aim=1, keys=KEYS[0])})
    foot = [(r.centerx, r.bottom - 6) for r in view.layout.centres]
    assert all(mine.get_at(foot[i]) != bare.get_at(foot[i]) for i in range(4))
    assert all(far.get_at(foot[i]) == bare.get_at(foot[i]) for i in range(1, 4))
    assert all(far.get_at(foot[i]) != bare.get_at(foot[i]) for i in range(4, 8))


def test_a_lockout_s_reason_is_drawn_near_speed_s_size(art):
    """California's row of four piles is narrower than Speed's hand: its message row has two
    lines' room, so a long reason wraps instead of shrinking below Speed's size."""
    from game.ui.text import recording
    game, events = started()
    view = view_for(art, game, events, FakeSound())
    view.on_events([ev.Rejected(50.0, 0, "cover", Refusal(PILE_NOT_OPEN, top=parse("7H"), pile=2),
                                None, 2), ev.LockedOut(50.0, 0, 550.0, "misplay", None, 500.0, 1)],
                   1.0)
    with recording() as drawn:
        frame(view, game, now=1.1)
    said = [px for text, px, _ in drawn if "no pair" in text or "Locked" in text]
    speed = TableView((1280, 720), 2, "speed", art)
    speed_px = int(speed.layout.seats[0].message.height * 0.8)   # Speed's one line
    assert said and min(said) >= speed_px * 0.8, (said, speed_px)     # was 18 px of 31
