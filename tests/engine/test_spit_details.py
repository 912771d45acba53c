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


def test_a_seat_out_of_range_has_no_stock():
    g = spit(DEAL)
    assert step(g, 10, 2, PLAY, "AS", 1)[0].startswith(
        "Rejected t=10 seat=2 kind='play' reason='AS is not on top of one of your stock piles'")
    assert step(g, 10, -1, PLAY, "AS", 1)[0].startswith(
        "Rejected t=10 seat=-1 kind='play' reason='AS is not on top")


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
