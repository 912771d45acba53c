"""Speed details a random game rarely shows: the state as a dict, refills of several cards, a
pile index from the end, the reason when only a lower card of a pile fits, legal plays with
jokers, and the "off" win."""
from game.engine import cards
from game.engine.intents import CALL, FLIP, PLAY, Intent
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules
from tests.engine.pinning import step

C = cards.parse


def speed(seats, **opts):
    g = SpeedGame(SpeedRules(opts, len(seats)), 1, 0, {"seats": seats})
    return g, g.start()


def names(pairs):
    return [(cards.name(card), pile) for card, pile in pairs]


def test_the_state_as_a_dict_names_every_part_and_round_trips():
    g, _ = speed([{"hand": ["7H"], "draw": [], "side": ["8S", "KS"]},
                  {"hand": ["2C", "3C"], "draw": ["4C"], "side": ["6H"]}])
    g.apply(Intent(20, 0, PLAY, C("7H"), 1))
    assert g.to_dict() == {
        "hands": [[], ["2C", "3C", "4C"]], "draws": [[], []], "sides": [["KS"], []],
        "centres": [["8S"], ["7H", "6H"]], "requests": [False, False], "stalemate_at": None,
        "window": [3020.0, 0, [0]], "rebuilds": 0, "rng": g.rng, "now": 20, "over": False,
        "winner": None, "ranking": []}
    again = SpeedGame.from_dict(g.rules, g.to_dict())
    assert again.to_dict() == g.to_dict() and again.checksum() == g.checksum()
    assert again.initial_deal() == {"seats": [
        {"hand": [], "draw": [], "side": ["KS"]}, {"hand": ["2C", "3C", "4C"], "draw": [],
                                                   "side": []}]}
    g.apply(Intent(30, 0, CALL))
    assert (g.to_dict()["over"], g.to_dict()["winner"], g.to_dict()["ranking"]) == (True, 0, [0, 1])


def test_a_short_hand_is_filled_from_the_draw_top_first():
    g, start = speed([{"hand": ["2C", "3C"], "draw": ["4C", "5C", "6C", "7C"], "side": ["KS"]},
                      {"hand": ["2D", "3D", "4D", "5D"], "draw": ["6D", "7D"], "side": ["KH"]}])
    assert [cards.name(c) for c in g.hands[0]] == ["2C", "3C", "4C", "5C", "6C"]
    assert [cards.name(c) for c in g.hands[1]] == ["2D", "3D", "4D", "5D", "6D"]
    assert [cards.name(c) for c in g.draws[0]] == ["7C"] and g.draws[1] == [C("7D")]


def test_a_pile_index_from_the_end_is_no_pile():
    g, _ = speed([{"hand": ["7H", "2C"], "draw": [], "side": ["3S"]},
                  {"hand": ["2D", "3D"], "draw": [], "side": ["8S"]}])
    assert step(g, 10, 0, PLAY, "7H", -1) == [
        "Rejected t=10 seat=0 kind='play' reason='there is no pile -1' card='7H' pile=-1"]
    assert step(g, 11, 0, PLAY, "7H", 1) == ["CardPlayed t=11 seat=0 card='7H' pile=1 origin=None"]


def test_only_the_top_card_of_a_pile_counts():
    g, _ = speed([{"hand": ["4C", "9D"], "draw": [], "side": ["3S"]},
                  {"hand": ["4H", "2D"], "draw": [], "side": ["KS"]}], same_rank=False)
    g.apply(Intent(10, 1, PLAY, C("4H"), 0))
    assert step(g, 20, 0, PLAY, "4C", 0) == [
        "Rejected t=20 seat=0 kind='play' reason='4C does not fit on 4H' card='4C' pile=0"]


def test_legal_plays_with_jokers_and_when_nobody_may_play():
    g, _ = speed([{"hand": ["X1", "5C"], "draw": [], "side": ["8S"]},
                  {"hand": ["X2"], "draw": [], "side": ["6H"]}], jokers=True)
    assert names(g.legal_plays(0)) == [("X1", 0), ("X1", 1), ("5C", 1)]
    assert g.legal_plays(1) == []
    assert [i.kind for i in g.legal_intents(1)] == [FLIP]
    g.apply(Intent(10, 0, PLAY, C("X1"), 0))
    g.apply(Intent(11, 0, PLAY, C("5C"), 1))
    assert g.window and g.legal_plays(1) == [] and g.legal_intents(1) == []
    assert g.legal_intents(0) == [Intent(0, 0, CALL)]
    g.apply(Intent(12, 0, CALL))
    assert g.over and g.legal_plays(0) == [] and g.legal_intents(0) == []


def test_with_the_call_off_running_out_wins_at_once():
    g, _ = speed([{"hand": ["7H"], "draw": [], "side": ["8S"]},
                  {"hand": ["2C"], "draw": [], "side": ["6H"]}], verbal_win="off")
    assert step(g, 10, 0, PLAY, "7H", 0)[-1] == \
        "GameWon t=10 winner=0 ranking=[0, 1] reason='out of cards' scores=[]"


def test_a_hand_dealt_over_five_cards_is_not_refilled():
    g, start = speed([{"hand": ["7H", "2C", "2D", "2S", "3C", "3D", "3S"], "draw": ["9C"],
                       "side": ["8S"]},
                      {"hand": ["6H", "5D", "4D", "KC"], "draw": [], "side": ["KS"]}])
    assert [type(e).__name__ for e in start] == ["Flipped"]
    assert step(g, 10, 0, PLAY, "7H", 0) == ["CardPlayed t=10 seat=0 card='7H' pile=0 origin=None"]
    for t, card in ((20, "6H"), (30, "5D"), (40, "4D")):
        g.apply(Intent(t, 1, PLAY, C(card), 0))
    assert step(g, 50, 0, PLAY, "3C", 0) == ["CardPlayed t=50 seat=0 card='3C' pile=0 origin=None"]
    assert len(g.hands[0]) == 5 and g.draws[0] == [C("9C")]
