"""A table that stands still (RULES.md), at its edges: a stall that ends the game through the
endless-stalemate valve, and a state restored from a dict made without the option."""
from game.engine.cards import parse
from game.engine.intents import FLIP, PLAY, Intent
from game.engine.match import Match
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules

# seat 0 can play QS on KS; the side piles hold one card each, so the first flip finds them empty
ONE_SIDE_CARD = {"seats": [{"hand": ["QS", "7C"], "draw": [], "side": ["KS"]},
                           {"hand": ["2H", "4H", "5H"], "draw": [], "side": ["9D"]}]}


def test_speed_a_stall_that_ends_the_game_by_the_valve_leaves_it_not_stalled():
    game = Match("speed", {"stall_s": 4.0, "same_rank": False, "stalemate_limit": 1}, 2, 1)
    game.next_game(ONE_SIDE_CARD)
    game.advance(4000)                                   # the stall: a stalemate begins
    assert game.game.stalled
    game.advance(7000)                                   # its flip finds no side card: the valve
    state = game.game.to_dict()
    assert state["over"] and state["winner"] == 0        # seat 0 holds fewer cards
    assert state["stalled"] is False and state["stalemate_at"] is None


def test_speed_a_state_saved_without_the_stall_option_restores_not_stalled():
    game = SpeedGame(SpeedRules({"same_rank": False}, 2), 1, 0, ONE_SIDE_CARD)
    game.start()
    state = game.to_dict()
    assert "stalled" not in state
    restored = SpeedGame.from_dict(game.rules, state)
    assert not restored.stalled
    assert [i.kind for i in restored.legal_intents(0)] == [PLAY]     # a play: no flip offered
    events = restored.apply(Intent(10, 0, FLIP))
    assert [e.code for e in events] == ["must_play"]
    assert restored.apply(Intent(20, 0, PLAY, parse("QS"), 0))[0].card == parse("QS")
