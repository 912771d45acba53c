"""Properties of Spit and California over random seeds, options and bot timings: no card is lost
or duplicated at any step, every game ends within a bounded number of intents when the bots
always act, and replaying the same intents gives the same checksums at every step."""
import random

from hypothesis import given, settings, strategies as st

from game.engine.intents import MOVE, PLAY, SLAP, SPIT, Intent
from game.engine.match import Match

# Spit, per round: at most 52 plays, 52 moves that turn up a face-down card, 26 spits of 2
# requests and 2 slaps; California, per round: at most 52 covers. Waits fire a timer each.
SPIT_BOUND_PER_ROUND = 52 + 52 + 2 * 26 + 2 + 30
CALIFORNIA_BOUND_PER_ROUND = 52 + 1

SPIT_OPTIONS = [{}, {"stack_own": True}, {"scoring": "points", "target": 40},
                {"auto_flip_s": None, "slap_window_s": None}, {"max_rounds": 3},
                {"auto_flip_s": 0.5, "slap_window_s": 0.2}]
CALIFORNIA_OPTIONS = [{}, {"layout": 5}, {"max_rounds": 4}]


def all_cards(game) -> list[int]:
    """Every card in the game, wherever it is, sorted."""
    if game.variant == "spit":
        found = [c for stock in game.stocks for pile in stock for c in pile]
        found += [c for spit in game.spits for c in spit] + [c for p in game.centres for c in p]
    else:
        found = [c for deck in game.decks for c in deck] + [c for p in game.table for c in p]
    return sorted(found)


def spit_choice(game, seat: int, rand: random.Random) -> Intent | None:
    """A bot that always acts: slap the smaller pile, play, turn up a card, or ask to spit."""
    legal = game.legal_intents(seat)
    slaps = [i for i in legal if i.kind == SLAP]
    if slaps:
        sizes = [len(p) for p in game.centres]
        return min(slaps, key=lambda i: (sizes[i.pile], rand.random()))
    plays = [i for i in legal if i.kind == PLAY]
    if plays:
        return rand.choice(plays)
    reveals = [i for i in legal if i.kind == MOVE and _reveals(game, seat, i)]
    if reveals:
        return rand.choice(reveals)
    spits = [i for i in legal if i.kind == SPIT]
    return spits[0] if spits else None


def _reveals(game, seat: int, intent: Intent) -> bool:
    """Does this move turn a face-down stock card up?"""
    for pos, pile in enumerate(game.stocks[seat]):
        if pile and pile[-1] == intent.card:
            return len(pile) > game.up[seat][pos]
    return False


def california_choice(game, seat: int, rand: random.Random) -> Intent | None:
    legal = game.legal_intents(seat)
    return rand.choice(legal) if legal else None


def run(variant: str, options: dict, seed: int, rand: random.Random, bound: int):
    """Play bots until the game ends; returns (intents applied, checksums after each step)."""
    match = Match(variant, options, 2, seed)
    match.next_game()
    game, choose = match.game, spit_choice if variant == "spit" else california_choice
    expected, t, steps, sums = all_cards(game), 0.0, 0, []
    while not game.over:
        assert steps < bound, f"{variant} {options} seed {seed}: no end after {bound} intents"
        t += rand.choice([0.0, 1.0, 30.0, 250.0, 900.0])
        match.advance(t)
        if game.over:                    # a timer (slap window, round limit) ended it
            break
        seat = rand.randrange(2)
        intent = choose(game, seat, rand) or choose(game, 1 - seat, rand)
        if intent is None:
            due = game.next_deadline()
            assert due is not None, "both bots wait and no timer is set"
            t = max(t, due)
            match.advance(t)
        else:
            events = match.apply(intent.at(t))
            assert not any(type(e).__name__ == "Rejected" for e in events), events
        steps += 1
        assert all_cards(game) == expected, f"cards lost or duplicated at step {steps}"
        sums.append(game.checksum())
    return steps, sums


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**40), which=st.sampled_from(range(len(SPIT_OPTIONS))),
       pace=st.integers(0, 2**32))
def test_spit_conserves_cards_and_always_ends(seed, which, pace):
    options = SPIT_OPTIONS[which]
    bound = SPIT_BOUND_PER_ROUND * options.get("max_rounds", 50)
    steps, sums = run("spit", options, seed, random.Random(pace), bound)
    assert steps <= bound
    assert run("spit", options, seed, random.Random(pace), bound)[1] == sums


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**40), which=st.sampled_from(range(len(CALIFORNIA_OPTIONS))),
       pace=st.integers(0, 2**32))
def test_california_conserves_cards_and_always_ends(seed, which, pace):
    options = CALIFORNIA_OPTIONS[which]
    bound = CALIFORNIA_BOUND_PER_ROUND * options.get("max_rounds", 100)
    steps, sums = run("california", options, seed, random.Random(pace), bound)
    assert run("california", options, seed, random.Random(pace), bound)[1] == sums


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**40), variant=st.sampled_from(["spit", "california"]))
def test_copy_matches_the_original_at_every_step(seed, variant):
    match = Match(variant, {}, 2, seed)
    match.next_game()
    rand, game, t = random.Random(seed), match.game, 0.0
    choose = spit_choice if variant == "spit" else california_choice
    for _ in range(300):
        if game.over:
            break
        twin = game.copy()
        assert twin.checksum() == game.checksum()
        t += 100.0
        intent = choose(game, rand.randrange(2), rand)
        if intent is None:
            events, twin_events = match.advance(t + 5000), twin.advance(t + 5000)
            t += 5000
        else:
            events, twin_events = match.apply(intent.at(t)), twin.apply(intent.at(t))
        assert twin.checksum() == game.checksum() and len(twin_events) <= len(events)
