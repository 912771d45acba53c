"""Properties of the misplay lockout over random seeds, variants, lockout and grace options and
mashing players (random, often illegal card intents, false calls and slaps among legal ones):
no card lost or duplicated, every game ends, and no card intent or call of a locked seat lands
inside its lockout."""
import random

from hypothesis import given, settings, strategies as st

from game.engine.events import CardPlayed, Called, LockedOut
from game.engine.events_rounds import Covered, Slapped, StockMoved
from game.engine.intents import CALL, COVER, MOVE, PLAY, SLAP, Intent
from game.engine.match import Match
from tests.engine.randplay import random_intent
from tests.engine.test_variant_properties import all_cards, california_choice, spit_choice

CONFIGS = [("speed", {}, 2), ("speed", {"same_rank": False}, 2), ("speed", {"jokers": True}, 2),
           ("speed", {"deal": "mcleod"}, 2), ("speed", {"verbal_win": "race"}, 2),
           ("speed", {}, 3), ("speed", {}, 4), ("spit", {}, 2), ("spit", {"stack_own": True}, 2),
           ("california", {}, 2), ("california", {"layout": 5}, 2)]
CARD_EVENTS = (CardPlayed, StockMoved, Covered)
CALL_EVENTS = (Called, Slapped)
STEPS = 100_000   # a 90% masher against 3 s lockouts in Spit took 22,630 steps (seed 1, pace 45)


def every_card(game) -> list[int]:
    if game.variant != "speed":
        return all_cards(game)
    return sorted(c for piles in (game.hands, game.draws, game.sides, game.centres)
                  for pile in piles for c in pile)


def mash(game, seat: int, t: float, rnd: random.Random) -> Intent | None:
    """A card intent sent anywhere, or a call or slap at any time."""
    piles = len(game.piles())
    if rnd.random() < 0.2:
        return Intent(t, seat, SLAP if game.variant == "spit" else CALL, pile=rnd.randrange(2))
    if game.variant == "speed":
        hand = game.hands[seat]
        return Intent(t, seat, PLAY, rnd.choice(hand), rnd.randrange(piles)) if hand else None
    if game.variant == "california":
        return Intent(t, seat, COVER, pile=rnd.randrange(piles))
    tops = [p[-1] for p in game.stocks[seat] if p]
    if not tops:
        return None
    if rnd.random() < 0.3:
        return Intent(t, seat, MOVE, rnd.choice(tops), to=rnd.randrange(5))
    return Intent(t, seat, PLAY, rnd.choice(tops), rnd.randrange(piles))


def sensible(game, seat: int, t: float, rnd: random.Random) -> Intent | None:
    if game.variant == "speed":
        return random_intent(game, seat, t, rnd)
    chosen = (spit_choice if game.variant == "spit" else california_choice)(game, seat, rnd)
    return None if chosen is None else chosen.at(t)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**40), which=st.sampled_from(range(len(CONFIGS))),
       lockout=st.sampled_from([0.001, 0.1, 0.5, 1.0, 3.0]),
       grace=st.sampled_from([0.0, 0.05, 0.3, 1.0]), noise=st.sampled_from([0.1, 0.5, 0.9]),
       pace=st.integers(0, 2**32))
def test_mashing_with_lockouts_loses_no_card_and_every_game_ends(seed, which, lockout, grace,
                                                                 noise, pace):
    variant, given_options, seats = CONFIGS[which]
    rules = {**given_options, "misplay_lockout_s": lockout, "misplay_grace_s": grace}
    match = Match(variant, rules, seats, seed)
    match.next_game()
    game, rnd = match.game, random.Random(pace)
    cards, t = every_card(game), 0.0
    cards_until, calls_until = [0.0] * seats, [0.0] * seats
    for _ in range(STEPS):
        if game.over:
            break
        t += rnd.choice((0.0, 1.0, 30.0, 250.0, 900.0))
        seat = rnd.randrange(seats)
        intent = mash(game, seat, t, rnd) if rnd.random() < noise else sensible(game, seat, t,
                                                                                  rnd)
        events = match.advance(t + 3000) if intent is None else match.apply(intent)
        t = game.now
        for event in events:
            if isinstance(event, LockedOut):
                assert event.until == round(event.t + lockout * 1000, 6)
                (cards_until if event.cause == "misplay" else calls_until)[event.seat] = \
                    event.until
            elif isinstance(event, CARD_EVENTS):
                assert event.t >= cards_until[event.seat], "a locked seat's card landed"
            elif isinstance(event, CALL_EVENTS):
                assert event.t >= calls_until[event.seat], "a locked seat's call counted"
        assert every_card(game) == cards, "a card lost or duplicated"
    assert game.over, f"{variant} {rules} seed {seed}: no end after {STEPS} steps"
