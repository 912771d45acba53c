"""What a seeded deal holds and what the legal-move lists say: a Speed deck with jokers holds
exactly its 54 (or 108) cards, two jokers a deck, and California offers a cover on each open
pile, at time zero like every variant's legal intents (the caller stamps its own time)."""
import pytest

from game.engine import cards
from game.engine.california import CaliforniaGame
from game.engine.california_setup import CaliforniaRules
from game.engine.intents import COVER, Intent
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules


@pytest.mark.parametrize("decks,jokers", [(1, ["X1", "X2"]), (2, ["X1", "X1'", "X2", "X2'"])])
def test_a_speed_deal_with_jokers_holds_each_card_of_its_decks_once(decks, jokers):
    state = SpeedGame(SpeedRules({"jokers": True, "decks": decks}, 2), 3).to_dict()
    dealt = [card for part in ("hands", "draws", "sides", "centres")
             for pile in state[part] for card in pile]
    assert sorted(dealt) == sorted(cards.name(c) for c in cards.deck_cards(decks, jokers=True))
    assert sorted(card for card in dealt if card.startswith("X")) == jokers


def test_california_offers_a_cover_on_each_open_pile_at_time_zero():
    game = CaliforniaGame(CaliforniaRules({}, 2), 3)
    game.start()
    assert game.open_piles() == [1, 4, 6, 7]
    assert game.legal_intents(1) == [Intent(0, 1, COVER, pile=pile) for pile in [1, 4, 6, 7]]
