"""Issue 30's lockout words, tried as a new user would (each test fails on the old table):
the line says "Locked" only while the cards are locked, then why alone; it never names a top
the pile no longer shows; mashing a locked card does not shake it, and a card pressed again
shakes once at a time; the locked hand's key caps stay clear of the dim."""
import pygame
import pytest

from game.engine import events as ev
from game.engine.match import Match
from game.engine.refusals import LOCKED, NO_FIT, Refusal
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from game.ui import animation as anim
from game.ui.cards.art import CardArt
from game.ui.table.lockout import LockoutPainter
from game.ui.table.view import SeatHints, TableView
from game.ui.text import min_text_px, recording
from tests.ui.test_table import FakeSound, started, view_for

SIZE = (1280, 720)


def said(view, seat=0) -> str:
    banner = view.fx.banners.get(("msg", seat))
    return "" if banner is None else " ".join(banner.lines)


def misplay(view, game, t=1000.0, until=1500.0, streak=1):
    card, top = game.hands[0][0], game.centres[0][-1]
    view.on_events([ev.Rejected(t, 0, "play", Refusal(NO_FIT, card, top), card, 0),
                    ev.LockedOut(t, 0, until, "misplay", card, until - t, streak)], t / 1000)
    return card, top


def test_the_line_says_locked_only_while_the_cards_are_locked_then_why(art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    misplay(view, game)                               # 0.5 s from 1.0 s
    assert said(view).startswith("Locked for 0.5 s: ⟨")
    view.draw(pygame.Surface(SIZE), game, 1.4, 1400.0)
    assert said(view).startswith("Locked for 0.5 s")
    view.draw(pygame.Surface(SIZE), game, 1.55, 1550.0)       # the cards are free again
    line = said(view)
    assert line and "Locked" not in line and "does not fit on" in line
    assert view.fx.banners[("msg", 0)].start == 1.0        # the same line, not popped again
    view.draw(pygame.Surface(SIZE), game, 3.25, 3250.0)        # read: gone
    assert said(view) == ""


def test_a_grown_lockout_line_keeps_how_long_and_why_and_then_why(art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    misplay(view, game, until=3000.0, streak=3)
    assert said(view) == "Locked for 2 s: 3 wrong cards in a row"
    view.draw(pygame.Surface(SIZE), game, 2.9, 2900.0)
    assert said(view) == "Locked for 2 s: 3 wrong cards in a row"
    view.draw(pygame.Surface(SIZE), game, 3.05, 3050.0)      # free: why alone, to be read
    assert said(view) == "3 wrong cards in a row"
    view.draw(pygame.Surface(SIZE), game, 3.25, 3250.0)
    assert said(view) == ""


def test_the_line_never_names_a_top_the_pile_no_longer_shows(art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    card, top = misplay(view, game, until=2000.0)
    other = game.hands[1][0]
    view.on_events([ev.CardPlayed(1200.0, 1, other, 0)], 1.2)
    assert said(view).endswith("(that pile has changed)")
    assert said(view).startswith("Locked for 1 s: ")
    view.draw(pygame.Surface(SIZE), game, 2.1, 2100.0)          # free: why, still so
    assert said(view).endswith("(that pile has changed)") and "Locked" not in said(view)


def test_a_line_about_another_pile_or_said_after_the_card_stays_as_it_is(art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    other = game.hands[1][0]
    card = game.hands[0][0]
    view.on_events([ev.CardPlayed(1000.0, 1, other, 0),           # the card, then the refusal
                    ev.Rejected(1000.0, 0, "play", Refusal(NO_FIT, card, other), card, 0)],
                   1.0)
    view.on_events([ev.CardPlayed(1100.0, 1, game.hands[1][1], 1)], 1.1)   # the other pile
    assert said(view).endswith("does not fit on " + f"⟨{_name(other)}⟩")


def _name(card) -> str:
    from game.engine import cards
    return cards.name(card)


def test_mashing_a_locked_card_does_not_shake_it_and_a_card_shakes_once_at_a_time(
        art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    card, _ = misplay(view, game, until=3000.0)

    def shakes():
        return [a for a in view.anim.active if isinstance(a, anim.RejectShake)]
    assert len(shakes()) == 1
    for k in range(6):                                # mashed while locked: nothing moves
        t = 1100.0 + 70 * k
        view.on_events([ev.Rejected(t, 0, "play", Refusal(LOCKED), card, 0)], t / 1000)
    assert len(shakes()) == 1
    top = game.centres[0][-1]
    for k in range(4):                                # refused again and again (no lockout)
        t = 3100.0 + 70 * k
        view.on_events([ev.Rejected(t, 0, "play", Refusal(NO_FIT, card, top), card, 0)],
                       t / 1000)
    assert len(shakes()) == 1 and shakes()[0].tween.start == 3.31


def dealt(variant: str):
    """A two-player game of `variant` just dealt (seed 7), and its table view at 1280x720."""
    match = Match(variant, {}, 2, 7)
    started_events = match.next_game()
    view = TableView(SIZE, 2, variant, CardArt(), names=["Ana", "CPU"])
    view.reset(match.game)
    view.on_events(started_events, 0.0)
    return match.game, view


def test_the_locked_hands_key_caps_are_not_dimmed(art, display):
    keys = ("A", "S", "D", "F", "G")
    for variant in ("speed", "spit"):
        game, view = dealt(variant)
        hints = {0: SeatHints(keys=keys, aim=0)}
        slot = view.layout.seats[0].hand[2]
        cap = pygame.Rect(0, 0, slot.width // 5, slot.height // 12)
        cap.midbottom = (slot.centerx, slot.bottom - 4)

        def bright(surface):
            return max(sum(surface.get_at((x, y))[:3]) for x in range(cap.left, cap.right)
                       for y in range(cap.top, cap.bottom))
        screen = pygame.Surface(SIZE)
        view.draw(screen, game, 0.5, 500.0, hints)
        before = bright(screen)
        view.on_events([ev.LockedOut(600.0, 0, 5000.0, "misplay")], 0.6)
        view.draw(screen, game, 1.0, 1000.0, hints)
        dimmed = LockoutPainter(view.layout, view.text).target(0, "misplay")
        assert dimmed.contains(cap)
        assert bright(screen) > 0.9 * before, variant       # the key's letter still white


def test_with_the_engines_own_events_a_covered_top_is_said_changed(art, display):
    """The engine's refusal names the top but not the pile (the press's pile is the event's):
    seat 1 then plays on that pile, and seat 0's line says the pile has changed."""
    from game.engine.intents import PLAY, Intent
    for seed in range(1, 40):
        match = Match("speed", {"misplay_lockout_s": 0.5}, 2, seed)
        start = match.next_game()
        game = match.game
        theirs = [i for i in game.legal_intents(1) if i.kind == PLAY]
        if not theirs:
            continue
        pile = theirs[0].pile
        fits = {(i.card, i.pile) for i in game.legal_intents(0) if i.kind == PLAY}
        wrong = [c for c in game.hands[0] if (c, pile) not in fits]
        if wrong:
            break
    view = TableView(SIZE, 2, "speed", CardArt(), names=["Ana", "CPU"])
    view.reset(game)
    view.on_events(start, 0.0)
    view.on_events(game.apply(Intent(1000.0, 0, PLAY, wrong[0], pile)), 1.0)
    assert said(view).startswith("Locked for 0.5 s: ") and "changed" not in said(view)
    view.on_events(game.apply(theirs[0].at(1100.0)), 1.1)
    assert said(view).endswith("(that pile has changed)")


def test_a_refused_flip_mashed_during_the_lockout_does_not_take_turns_with_its_line(
        art, display):
    from game.engine.refusals import MUST_PLAY
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    card, top = misplay(view, game, until=3000.0, streak=3)
    locked = said(view)
    popped = view.fx.banners[("msg", 0)].start
    view.on_events([ev.Rejected(1200.0, 0, "flip", Refusal(MUST_PLAY, card, top))], 1.2)
    assert said(view) == locked                       # not "No flip while a card fits…"
    view.draw(pygame.Surface(SIZE), game, 3.3, 3300.0)         # free: a refusal is said again
    view.on_events([ev.Rejected(3300.0, 0, "flip", Refusal(MUST_PLAY, card, top))], 3.3)
    assert said(view).startswith("No flip while a card fits")
    assert popped == 1.0


def test_a_locked_press_brings_its_lockouts_line_back_without_popping_it_in_again(
        art, display):
    from game.engine.refusals import NOBODY_OUT
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    card, _ = misplay(view, game, until=3000.0, streak=3)
    view.on_events([ev.Rejected(1500.0, 0, "call", Refusal(NOBODY_OUT)),
                    ev.LockedOut(1500.0, 0, 2000.0, "false_call")], 1.5)
    assert said(view) == "Locked for 0.5 s: nobody is out of cards"
    view.on_events([ev.Rejected(1600.0, 0, "play", Refusal(LOCKED), card, 0)], 1.6)
    banner = view.fx.banners[("msg", 0)]
    assert said(view) == "Locked for 2 s: 3 wrong cards in a row"
    assert banner.start == 1.0 and banner.scale(1.6) == 1.0 and banner.done(3.0)


def test_a_refused_cards_key_cap_reads_while_the_card_shakes(art, display):
    """The misplayed card shakes over its slot: its key's cap stays drawn over it, where it
    sits, every opaque pixel of it as the cap's own."""
    keys = ("A", "S", "D", "F", "G")
    for variant in ("speed", "spit"):
        game, view = dealt(variant)
        hints = {0: SeatHints(keys=keys, aim=0)}
        screen = pygame.Surface(SIZE)
        view.draw(screen, game, 0.5, 500.0, hints)
        card = view.part._tops[0][1] if variant == "spit" else game.hands[0][1]
        top = game.centres[0][-1]
        view.on_events([ev.Rejected(600.0, 0, "play", Refusal(NO_FIT, card, top), card, 0)],
                       0.6)
        shaking = [a for a in view.anim.active if isinstance(a, anim.RejectShake)]
        assert len(shaking) == 1, variant
        view.draw(screen, game, 0.6 + anim.REJECT_S / 2, 800.0, hints)   # shaking side to side
        cap, at = view.layer.cap_at("S", view.layout.seats[0].hand[1])
        solid = [(x, y) for x in range(cap.get_width()) for y in range(cap.get_height())
                 if cap.get_at((x, y)).a == 255]
        assert solid, variant
        wrong = [p for p in solid if screen.get_at((at.x + p[0], at.y + p[1]))[:3]
                 != cap.get_at(p)[:3]]
        assert not wrong, (variant, len(wrong), len(solid))


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
def test_a_spit_misplay_line_is_read_at_the_floor_inside_its_row_over_no_card(art, size):
    """Spit at 640x480: "Locked for 0.5 s: 9♥ does not fit on 8♣ (that pile has changed)"
    over the stock's width alone shrank under the window's floor and past its row; its row
    now runs over the plate's column too, and the line keeps to the floor inside it."""
    pygame.display.set_mode(size)
    try:
        game = SpitGame(SpitRules(None, 2), 5)
        view = view_for(art, game, game.start(), FakeSound(), size=size, names=["Ana", "CPU 2"])
        card, top, t = 20, 33, 1000.0
        view.on_events([ev.Rejected(t, 0, "play", Refusal(NO_FIT, card, top), card, 0),
                        ev.LockedOut(t, 0, t + 500, "misplay", card, 500.0, 1)], t / 1000)
        view.red.lines[0].pile = 0
        view.red.piles_changed(ev.CardPlayed(t, 1, 7, 0))
        banner = view.fx.banners[("msg", 0)]
        with recording() as texts:
            drawn = banner.image(view.text).get_rect(center=banner.center)
    finally:
        pygame.display.set_mode(SIZE)
    assert "(" in " ".join(banner.lines)                        # the long line: pile changed
    assert min(px for _text, px, _why in texts) >= min_text_px(size), texts
    row = view.layout.seats[0].message
    assert drawn.width <= row.width and row.contains(drawn.clamp(row))
    cards = [n for n, r in view.layout.named_rects() if r.colliderect(drawn)
             and n not in ("band", f"s0.message") and r.width and r.height]
    assert not cards, cards
