"""Spit at the edges of its rounds: a new round nobody can play begins its stalemate at once
(after two slaps, and after a replay's round deal), both seats holding exactly the 15 cards of
a layout end the game, a stacked stock pile offers only its top card, and a round deal out of
turn is refused in its words."""
import pytest

from game.engine import cards
from game.engine.deal import DealError
from game.engine.events import StalemateBegan
from game.engine.intents import PLAY, SLAP, Intent
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from tests.engine.pinning import describe

FILLER = ([r + s for r in "258J" for s in "SHDC" if r + s not in ("2D", "5H", "JS")]
          + [r + s for r in "36Q" for s in "SHDC"])


def clearing_game(spit0: list[str], spit1: list[str], seed: int = 0) -> SpitGame:
    """Seat 0 clears its stock (5H on 4C) at t=100; seat 1 holds 9S over JS."""
    deal = {"seats": [{"stock": [["5H"], [], [], [], []], "spit": ["4C"] + spit0},
                      {"stock": [["9S", "JS"], [], [], [], []], "spit": ["2D"] + spit1}]}
    game = SpitGame(SpitRules({}, 2), seed, 0, deal)
    game.start()
    game.apply(Intent(100, 0, PLAY, cards.parse("5H"), 0))
    return game


def stuck_second_round() -> tuple[SpitGame, list]:
    game = clearing_game(FILLER[:17], FILLER[17:20])
    game.apply(Intent(200, 0, SLAP, pile=1))
    return game, game.apply(Intent(300, 1, SLAP, pile=0))


def test_a_round_after_two_slaps_that_nobody_can_play_is_a_stalemate_at_once():
    game, events = stuck_second_round()
    assert game.round == 2 and not any(game.has_play(seat) for seat in range(2))
    assert [describe(e) for e in events if isinstance(e, StalemateBegan)] == [
        "StalemateBegan t=300 flip_at=3300.0"]


def test_a_round_after_the_slap_window_that_nobody_can_play_is_a_stalemate_at_once():
    game = clearing_game(FILLER[:17], FILLER[17:20])
    game.apply(Intent(200, 0, SLAP, pile=1))
    events = game.advance(3200)                  # the window closes: seat 1 gets pile 0
    assert game.round == 2 and not any(game.has_play(seat) for seat in range(2))
    assert [describe(e) for e in events if isinstance(e, StalemateBegan)] == [
        "StalemateBegan t=3200.0 flip_at=6200.0"]


def test_a_round_deal_nobody_can_play_is_a_stalemate_at_once():
    game, _ = stuck_second_round()
    events = game.replace_round_deal(game.round_deal)
    assert [type(e).__name__ for e in events] == ["RoundStarted", "Flipped", "StalemateBegan"]
    assert game.stalemate_at == 300


def test_both_seats_holding_exactly_one_layout_end_the_game():
    game = clearing_game(FILLER[:13], FILLER[13:25])
    events = game.advance(3100)                 # nobody slaps: 15 cards each, no spit cards
    assert describe(events[-1]) == ("GameWon t=3100.0 winner=None ranking=[0, 1] reason='no "
                                    "seat has spit cards for a new round: fewest cards' "
                                    "scores=[]")
    assert game.over


def test_one_card_more_than_a_layout_deals_another_round():
    game = clearing_game(FILLER[:14], FILLER[14:26])
    game.advance(3100)
    assert not game.over and game.round == 2


def test_a_stacked_stock_pile_offers_only_its_top_card():
    deal = {"seats": [{"stock": [["5H"], [], [], [], []], "spit": ["4C", "KD", "QD"]},
                      {"stock": [["3D", "JS"], [], [], [], []], "spit": ["2D", "8C"]}]}
    game = SpitGame(SpitRules({}, 2), 7, 0, deal)
    game.start()
    assert [(i.kind, cards.name(i.card), i.pile, i.to) for i in game.legal_intents(1)] == [
        ("play", "3D", 0, None), ("play", "3D", 1, None), ("move", "3D", None, 1),
        ("move", "3D", None, 2), ("move", "3D", None, 3), ("move", "3D", None, 4)]


def test_a_round_deal_out_of_turn_is_refused_in_these_words():
    game, _ = stuck_second_round()
    game.apply(Intent(400, 0, SLAP, pile=0))       # any intent: the round is no longer fresh
    with pytest.raises(DealError) as caught:
        game.replace_round_deal(game.round_deal)
    assert str(caught.value) == "a round deal must come right after the round starts"


def test_with_points_a_seat_out_of_cards_ends_the_game_on_the_lowest_score():
    deal = {"seats": [{"stock": [["KH", "2H"], [], [], [], []], "spit": []},
                      {"stock": [["5S"], [], [], [], []], "spit": ["4C"]}]}
    game = SpitGame(SpitRules({"scoring": "points"}, 2), 7, 0, deal)
    game.start()
    events = game.apply(Intent(100, 1, PLAY, cards.parse("5S"), 1))
    assert describe(events[-1]) == ("GameWon t=100 winner=1 ranking=[1, 0] reason='out of "
                                    "cards: lowest score' scores=[2, 0]")
    assert game.over


def test_who_can_play_is_asked_quickly_and_agrees_with_the_legal_intents():
    game = clearing_game(FILLER[:17], FILLER[17:20])
    assert not game.has_play(0) and game.legal_intents(0) != []     # slapping: no play
    assert not game.has_play(1)
    game, _ = stuck_second_round()
    assert [game.has_play(seat) for seat in range(2)] == [False, False]
    deal = {"seats": [{"stock": [["5H"], [], [], [], []], "spit": ["4C", "KD", "QD"]},
                      {"stock": [["3D", "JS"], [], [], [], []], "spit": ["2D", "8C"]}]}
    playing = SpitGame(SpitRules({}, 2), 7, 0, deal)
    playing.start()
    assert [playing.has_play(seat) for seat in range(2)] == [True, True]
    playing.apply(Intent(100, 0, PLAY, cards.parse("5H"), 0))      # the round is over
    assert [playing.has_play(seat) for seat in range(2)] == [False, False]


def test_a_game_that_is_over_has_no_legal_intents_and_no_play():
    deal = {"seats": [{"stock": [["KH", "2H"], [], [], [], []], "spit": []},
                      {"stock": [["5S"], [], [], [], []], "spit": ["4C"]}]}
    game = SpitGame(SpitRules({}, 2), 7, 0, deal)
    game.start()
    assert game.has_play(1)                          # 5S on 4C
    game.apply(Intent(100, 1, PLAY, cards.parse("5S"), 1))
    assert game.over and game.legal_intents(0) == [] and game.legal_intents(1) == []
    assert not game.has_play(0) and not game.has_play(1)
