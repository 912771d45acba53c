"""A game rebuilt from its state dict refuses a state whose cards are broken, naming the part
of the state that holds the bad card (a hand-edited or corrupted saved state)."""
import pytest

from game.engine.deal import DealError
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules


def speed_state():
    game = SpeedGame(SpeedRules({}, 2), 1, 0, {"seats": [
        {"hand": ["7H"], "draw": ["9D"], "side": ["8S", "KS"]},
        {"hand": ["2C"], "draw": ["4C", "5C"], "side": ["6H", "QD"]}]})
    game.start()
    return game, game.to_dict()


@pytest.mark.parametrize("part", ["draws", "sides", "centres"])
def test_a_speed_state_with_an_unknown_card_names_its_part(part):
    game, state = speed_state()
    state[part] = [["ZZ"]] + state[part][1:]
    with pytest.raises(DealError, match=rf"^{part}: unknown card 'ZZ'$"):
        SpeedGame.from_dict(game.rules, state)


def test_a_speed_state_holding_a_card_twice_names_both_parts():
    game, state = speed_state()
    state["centres"][0].append(state["sides"][1][0])
    with pytest.raises(DealError) as caught:
        SpeedGame.from_dict(game.rules, state)
    assert str(caught.value) == \
        f"centres: {state['sides'][1][0]} is dealt twice (also in sides)"
