"""Spit details a random game rarely shows: how reasons name odd cards (the ace of spades is
card 0), seats out of range, face-up counts when stacking, and round deals only after a start."""
import pytest

from game.engine.deal import DealError
from game.engine.intents import MOVE, PLAY, Intent
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from tests.engine.pinning import describe, step

E = []


def spit(seats, start=True, **opts):
    deal = {"seats": [{"stock": stock, "spit": spit_cards} for stock, spit_cards in seats]}
    g = SpitGame(SpitRules(opts, 2), 7, 0, deal)
    if start:
        g.start()
    return g


DEAL = [([["AS"], ["9C"], E, E, ["KS"]], ["5C", "JD", "QC"]),
        ([["4H"], ["TD"], ["JH"], ["8C"], ["6S"]], ["9H", "JC", "QH"])]


@pytest.mark.parametrize("card,shown", [(0, "AS"), (51, "KC"), (107, "X2'"), (108, "108"),
                                        (-1, "-1"), (None, "None"), ("7H", "'7H'")])
def test_a_card_that_is_not_on_top_is_named_or_quoted(card, shown):
    g = spit(DEAL)
    events = g.apply(Intent(10, 1, PLAY, card, 0))
    assert [describe(e).split(" reason=")[1].split(" card=")[0] for e in events] == [
        repr(f"{shown} is not on top of one of your stock piles")]


def test_a_seat_out_of_range_is_not_at_the_table():
    g = spit(DEAL)
    assert step(g, 10, 2, PLAY, "AS", 1)[0].startswith(
        "Rejected t=10 seat=2 kind='play' reason='there is no such seat at this table'")
    assert step(g, 10, -1, PLAY, "4H", 1)[0].startswith(
        "Rejected t=10 seat=-1 kind='play' reason='there is no such seat at this table'")
    assert step(g, 20, 1, PLAY, "TD", -1)[0].split(" card=")[0] == \
        "Rejected t=20 seat=1 kind='play' reason='there is no spit pile -1'"
    assert step(g, 30, 1, MOVE, "TD", to=-1)[0].split(" card=")[0] == \
        "Rejected t=30 seat=1 kind='move' reason='there is no stock position -1'"


def test_stacking_on_the_same_rank_keeps_both_cards_face_up():
    g = spit([([["7H"], ["7C", "3D"], E, ["KS"], ["2S"]], ["5C", "JD", "QC"]),
              ([["4H"], ["TD"], ["JH"], ["8C"], ["6S"]], ["9H", "JC", "QH"])], stack_own=True)
    assert g.to_dict()["up"][0] == [1, 1, 0, 1, 1]
    assert step(g, 10, 0, MOVE, "7H", to=1) == ["StockMoved t=10 seat=0 card='7H' origin=0 to=1"]
    assert g.to_dict()["up"][0] == [0, 2, 0, 1, 1]
    assert step(g, 20, 0, MOVE, "7H", to=2) == ["StockMoved t=20 seat=0 card='7H' origin=1 to=2"]
    assert g.to_dict()["up"][0] == [0, 1, 1, 1, 1]
    assert step(g, 30, 0, MOVE, "7C", to=0) == [
        "StockMoved t=30 seat=0 card='7C' origin=1 to=0", "Refilled t=30 seat=0 cards=['3D']"]
    assert g.to_dict()["up"][0] == [1, 1, 1, 1, 1]


def test_a_round_deal_is_only_taken_right_after_a_start():
    g = spit(DEAL, start=False)
    with pytest.raises(DealError, match="a round deal must come right after the round starts"):
        g.replace_round_deal({"seats": [{}, {}]})


def test_reasons_name_the_top_of_a_pile():
    g = spit([([["7H"], ["5D", "7C"], E, ["7S"], ["9C", "3D", "2S"]], ["6C"]),
              ([["4H"], ["TD"], ["JH"], ["8C"], ["6S"]], ["9H", "JC", "QH"])], stack_own=True)
    assert step(g, 10, 0, PLAY, "7H", 0) == ["CardPlayed t=10 seat=0 card='7H' pile=0 origin=0"]
    assert step(g, 20, 0, PLAY, "9C", 0)[0].split(" card=")[0] == \
        "Rejected t=20 seat=0 kind='play' reason='9C is not adjacent to 7H'"
    assert step(g, 25, 0, MOVE, "7S", to=1)[0].split(" card=")[0] == \
        "Rejected t=25 seat=0 kind='move' reason='7S is not the same rank as 5D'"
    assert step(g, 40, 0, MOVE, "5D", to=2) == [
        "StockMoved t=40 seat=0 card='5D' origin=1 to=2", "Refilled t=40 seat=0 cards=['7C']"]
    assert step(g, 50, 0, MOVE, "9C", to=1)[0].split(" card=")[0] == \
        "Rejected t=50 seat=0 kind='move' reason='9C is not the same rank as 7C'"
    assert step(g, 60, 0, MOVE, "9C", to=0) == [
        "StockMoved t=60 seat=0 card='9C' origin=4 to=0", "Refilled t=60 seat=0 cards=['3D']"]
    assert g.to_dict()["up"][0] == [1, 1, 1, 1, 1]


def test_a_seat_without_spit_cards_has_no_spit_pile():
    g = spit([([["7H"], E, E, E, ["KS"]], ["5C", "JD"]),
              ([["4H"], ["TD"], E, E, E], [])])
    assert step(g, 10, 1, PLAY, "4H", 1)[0].split(" card=")[0] == \
        "Rejected t=10 seat=1 kind='play' reason='spit pile 1 is not in use this round'"


def test_a_spit_request_is_dropped_when_its_seat_can_play_again():
    g = spit([([["7H"], E, E, E, ["KS"]], ["5C", "JD", "QC"]),
              ([["4H"], ["6D"], E, E, ["2S"]], ["TC", "4D"])])
    assert step(g, 10, 0, "spit") == ["FlipRequested t=10 seat=0"]
    assert step(g, 20, 1, PLAY, "6D", 0) == ["CardPlayed t=20 seat=1 card='6D' pile=0 origin=1",
                                             "FlipRequestDropped t=20 seat=0"]


def test_the_round_ends_when_nobody_can_play_and_no_spit_card_is_left():
    g = spit([([["7H"], E, E, E, ["KS"]], ["5C"]),
              ([["2H"], E, E, E, ["9S"]], ["TC"])])
    assert step(g, 10, 1, PLAY, "9S", 1) == [
        "CardPlayed t=10 seat=1 card='9S' pile=1 origin=4",
        "RoundEnded t=10 round=1 reason='nobody can play and no spit cards are left' cleared=None"
        " points=[] totals=[0, 0] slap_by=3010.0"]


def test_the_state_as_a_dict_names_every_part():
    g = spit([([["7H"], E, E, E, ["KS"]], ["5C"]), ([["2H"], E, E, E, ["9S"]], ["TC"])])
    assert g.to_dict() == {
        "stocks": [[["7H"], [], [], [], ["KS"]], [["2H"], [], [], [], ["9S"]]],
        "up": [[1, 0, 0, 0, 1], [1, 0, 0, 0, 1]], "spits": [[], []],
        "centres": [["5C"], ["TC"]], "requests": [False, False], "stalemate_at": None,
        "phase": "play", "slaps": [None, None], "slap_due": None, "round": 1,
        "in_play": [True, True], "scores": [0, 0], "rng": g.rng, "now": 0.0, "over": False,
        "winner": None, "ranking": []}
    assert g.copy().to_dict() == g.to_dict()


def test_a_new_game_has_nothing_in_play_before_its_start():
    g = spit(DEAL, start=False)
    assert g.requests == [False, False] and g.in_play == [False, False]
    assert g.up == [[0] * 5, [0] * 5] and not g.fresh


def test_legal_intents_list_plays_moves_the_spit_and_slaps_at_time_zero():
    g = spit([([["7H"], E, E, E, ["KS"]], ["5C", "JD"]), ([["4H"], ["6D"], E, E, ["2S"]],
                                                         ["TC", "4D"])])
    def listed(seat):
        return [(i.kind, i.card, i.pile, i.to) for i in g.legal_intents(seat)]
    assert listed(0) == [("move", 19, None, 1), ("move", 19, None, 2), ("move", 19, None, 3),
                         ("move", 12, None, 1), ("move", 12, None, 2), ("move", 12, None, 3),
                         ("spit", None, None, None)]
    assert listed(1)[:2] == [("play", 16, 0, None), ("play", 31, 0, None)]
    assert all(i.t == 0 for s in (0, 1) for i in g.legal_intents(s))
    g.apply(Intent(10, 0, "spit"))
    assert ("spit", None, None, None) not in listed(0)
    over = spit([([["5H"], E, E, E, E], ["6C", "AS", "2S"]), ([["KD"], ["QD"], E, E, E],
                                                              ["2C", "3C", "4C"])])
    over.apply(Intent(10, 0, PLAY, 17, 0))              # 5H clears seat 0's stock
    assert over.phase == "slap"
    assert [(i.kind, i.pile, i.t) for i in over.legal_intents(1)] == [("slap", 0, 0),
                                                                      ("slap", 1, 0)]
    over.apply(Intent(20, 1, "slap", pile=0))
    assert over.legal_intents(1) == []
