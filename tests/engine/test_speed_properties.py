"""Hypothesis properties of Speed over random deals, options and intent streams."""
import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from game.engine import cards
from game.engine.match import Match
from game.engine.speed import SpeedGame
from tests.engine.randplay import play_game


@st.composite
def setups(draw):
    seats = draw(st.sampled_from([2, 2, 3, 4]))
    options = {
        "same_rank": draw(st.booleans()),
        "jokers": draw(st.booleans()),
        "verbal_win": draw(st.sampled_from(["finisher", "race", "off"])),
        "auto_flip_s": draw(st.sampled_from([None, 0.2, 3.0])),
        "stalemate_limit": draw(st.integers(1, 4)),
        "call_window_s": draw(st.sampled_from([0.0, 0.5, 3.0])),
    }
    if seats == 2:
        options["deal"] = draw(st.sampled_from(["standard", "mcleod"]))
    if seats == 4:
        options["decks"] = draw(st.sampled_from([1, 2]))
    return seats, options, draw(st.integers(0, 2**32)), draw(st.integers(0, 2**16))


def all_cards(game: SpeedGame) -> Counter:
    return Counter(c for group in (game.hands, game.draws, game.sides, game.centres)
                   for pile in group for c in pile)


def expected_cards(game: SpeedGame) -> Counter:
    rules = game.rules
    return Counter(cards.deck_cards(rules.decks, rules.jokers))


@settings(max_examples=60, deadline=None)
@given(setups())
def test_no_card_is_ever_lost_or_duplicated(setup):
    seats, options, seed, stream = setup
    expected = []

    def check(match, intent, events):
        counted = all_cards(match.game)
        assert counted == expected[0], f"after {intent}: {counted - expected[0]} " \
                                       f"extra, {expected[0] - counted} missing"

    match = Match("speed", options, seats, seed)
    match.next_game()
    expected.append(expected_cards(match.game))
    assert all_cards(match.game) == expected[0]
    play_game(options, seats, seed, random.Random(stream), noise=0.2, on_step=check)


@settings(max_examples=60, deadline=None)
@given(setups())
def test_every_game_ends_when_bots_always_act(setup):
    seats, options, seed, stream = setup
    match = play_game(options, seats, seed, random.Random(stream), limit=5000)
    assert match.game.over, f"not over after 5000 intents: {match.game.to_dict()}"
    assert sorted(match.game.ranking) == list(range(seats))


@settings(max_examples=30, deadline=None)
@given(setups())
def test_state_round_trips_and_copies_are_independent(setup):
    seats, options, seed, stream = setup

    def check(match, intent, events):
        game = match.game
        data = game.to_dict()
        assert SpeedGame.from_dict(game.rules, data).to_dict() == data
        twin = game.copy()
        assert twin.checksum() == game.checksum()
        for hand in twin.hands:
            hand.append(0)
        twin.centres[0].append(1)
        assert game.to_dict() == data

    play_game(options, seats, seed, random.Random(stream), limit=300, on_step=check)
