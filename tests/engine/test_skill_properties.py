"""Properties of a lockout that grows and a table that stands still, over random seeds, variants,
options and players that mash blindly (cards anywhere, flips, calls and slaps) or idle: no card
lost or duplicated, every game ends, every lockout is as long as RULES.md says, and a stall
comes exactly `stall_s` after the last card, flip, spit, penalty or round start."""
import random

from hypothesis import given, settings, strategies as st

from game.engine.events import (CardPlayed, Flipped, LockedOut, PenaltyTaken, Rejected,
                                TableStalled)
from game.engine.events_rounds import Covered, RoundStarted, StockMoved
from game.engine.intents import FLIP, SPIT, Intent
from game.engine.match import Match
from tests.engine.test_misplay_properties import CONFIGS, every_card, mash, sensible

CARD_EVENTS = (CardPlayed, StockMoved, Covered)
RESETS = (CardPlayed, Flipped, PenaltyTaken, RoundStarted)
STEPS = 20000


def masher(game, seat: int, t: float, rnd: random.Random) -> Intent | None:
    """A blind hand: a card key, or flip/spit, or a call or slap, never looking."""
    if game.variant != "california" and rnd.random() < 0.15:
        return Intent(t, seat, FLIP if game.variant == "speed" else SPIT)
    return mash(game, seat, t, rnd)


class Checker:
    """Follows the events of one game and checks each against the rules' numbers."""

    def __init__(self, seats: int, base: float, maximum: float | None, memory: float,
                 stall: float | None):
        self.base, self.maximum, self.memory, self.stall = base, maximum, memory, stall
        self.until = {}                       # (seat, cause) → (until, length)
        self.cards_until = [float("-inf")] * seats
        self.reset = 0.0

    def expected_length(self, event: LockedOut) -> float:
        previous = self.until.get((event.seat, event.cause))
        if previous is None or not event.t < round(previous[0] + self.memory, 6):
            assert event.streak == 1
            return self.base
        assert event.streak > 1
        if self.maximum is None or self.maximum <= self.base:
            return self.base
        return max(self.base, min(2 * previous[1], self.maximum))

    def see(self, event) -> None:
        if isinstance(event, LockedOut):
            assert event.length == self.expected_length(event)
            assert event.until == round(event.t + event.length, 6)
            self.until[(event.seat, event.cause)] = (event.until, event.length)
            if event.cause == "misplay":
                self.cards_until[event.seat] = event.until
        elif isinstance(event, CARD_EVENTS):
            assert event.t >= self.cards_until[event.seat], "a locked seat's card landed"
        if isinstance(event, TableStalled):
            assert self.stall is not None
            assert event.t == round(self.reset + self.stall, 6), "a stall out of time"
        if isinstance(event, RESETS):
            self.reset = event.t


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**40), which=st.sampled_from(range(len(CONFIGS))),
       lockout=st.sampled_from([0.001, 0.1, 0.5]),
       maximum=st.sampled_from([None, 0.0, 0.3, 1.5, 4.0]),
       memory=st.sampled_from([0.0, 0.5, 2.0]),
       stall=st.sampled_from([None, 0.0, 0.5, 4.0]), auto=st.sampled_from([None, 0.0, 3.0]),
       noise=st.sampled_from([0.3, 0.9, 1.0]), pace=st.integers(0, 2**32))
def test_growing_lockouts_and_stalls_lose_no_card_and_every_game_ends(
        seed, which, lockout, maximum, memory, stall, auto, noise, pace):
    variant, given_options, seats = CONFIGS[which]
    rules = {**given_options, "misplay_lockout_s": lockout, "misplay_lockout_max_s": maximum,
             "misplay_memory_s": memory}
    if variant != "california":
        rules.update(stall_s=stall, auto_flip_s=auto)
    match = Match(variant, rules, seats, seed)
    match.next_game()
    game, rnd = match.game, random.Random(pace)
    cards, t = every_card(game), 0.0
    check = Checker(seats, lockout * 1000, None if maximum is None else maximum * 1000,
                    memory * 1000, None if variant == "california" or stall is None else
                    stall * 1000)
    for _ in range(STEPS):
        if game.over:
            break
        t += rnd.choice((0.0, 1.0, 70.0, 250.0, 900.0, 5000.0))
        seat = rnd.randrange(seats)
        intent = (masher(game, seat, t, rnd) if rnd.random() < noise else
                  sensible(game, seat, t, rnd))
        events = match.advance(t + 3000) if intent is None else match.apply(intent)
        t = game.now
        for event in events:
            check.see(event)
        if any(isinstance(e, Rejected) and e.code == "must_play" for e in events):
            assert not getattr(game, "stalled", False), "a stalled table refused a flip"
        if getattr(game, "stalled", False):                  # a stall is a stalemate of play
            assert game.stalemate_at is not None and getattr(game, "phase", "play") == "play"
        started = [e for e in events if isinstance(e, (RoundStarted, TableStalled))]
        if started and isinstance(started[-1], RoundStarted) and not game.over:
            assert not game.stalled, "a new round began stalled"
        assert every_card(game) == cards, "a card lost or duplicated"
    assert game.over, f"{variant} {rules} seed {seed}: no end after {STEPS} steps"
