"""Deals and options that do not fit are refused with these exact words (a replay's author reads
them), and every default and option kind is what RULES.md says."""
import pytest

from game.engine import options
from game.engine.california_setup import CaliforniaRules, explicit_deal as california_deal
from game.engine.deal import DealError
from game.engine.options import OptionError
from game.engine.speed_setup import SpeedRules, explicit_deal as speed_deal
from game.engine.spit_setup import SpitRules, explicit_deal as spit_deal
from game.engine.variants import rules_for

TWO = {"seats": [{}, {}]}
BELOW_10 = (1, 2021368500568277588)          # rng.below(10, 12345)
BELOW_52 = (12, 4302882695596715958)         # rng.below(52, 99)


def message(error, call, *args) -> str:
    with pytest.raises(error) as caught:
        call(*args)
    return str(caught.value).strip("'\"") if error is KeyError else str(caught.value)


@pytest.mark.parametrize("deal,words", [
    ([], 'deal must be an object with a "seats" list'),
    ({"seats": {}}, 'deal must be an object with a "seats" list'),
    ({}, 'deal must be an object with a "seats" list'),
    ({"seats": [{}]}, "deal has 1 seats but the header has 2"),
    ({"seats": [{}, []]}, "deal.seats[1] must be an object"),
    ({"seats": [{"hand": "7H"}, {}]}, "deal.seats[0].hand must be a list of cards"),
    ({"seats": [{}, {"draw": ["ZZ"]}]}, "deal.seats[1].draw: unknown card 'ZZ'"),
    ({"seats": [{"hand": ["7H"]}, {"draw": ["7H"]}]},
     "deal.seats[1].draw: 7H is dealt twice (also in deal.seats[0].hand)"),
    ({"seats": [{"hands": []}, {}]}, "deal.seats[0] has unknown key 'hands'"),
])
def test_speed_deal_messages(deal, words):
    assert message(DealError, speed_deal, SpeedRules({}, 2), deal) == words


def test_spit_and_california_deal_messages():
    assert message(DealError, spit_deal, {"seats": [{"stock": [[]]}, {}]}, 2) == \
        "deal.seats[0].stock must be a list of 5 stock piles"
    assert message(DealError, spit_deal, {"seats": [{}, {"hand": []}]}, 2) == \
        "deal.seats[1] has unknown key 'hand'"
    assert message(DealError, spit_deal, {"seats": [{"stock": [[], [], ["X"], [], []]}, {}]},
                   2) == "deal.seats[0].stock[2]: unknown card 'X'"
    assert message(DealError, california_deal, {"seats": [{}, {"deck": ["AS"], "x": 1}]}, 2) \
        == "deal.seats[1] has unknown key 'x'"
    assert message(DealError, california_deal, {"seats": [{"deck": ["2S", "2S"]}, {}]}, 2) == \
        "deal.seats[0].deck: 2S is dealt twice (also in deal.seats[0].deck)"


def test_explicit_deals_come_out_top_last():
    hands, draws, sides = speed_deal(SpeedRules({}, 2), {"seats": [
        {"hand": ["7H", "2C"], "draw": ["3D", "4D"], "side": ["5S", "6S"]}, {}]})
    assert hands == [[19, 40], []] and draws == [[29, 28], []] and sides == [[5, 4], []]
    assert california_deal({"seats": [{"deck": ["AS", "2S"]}, {}]}, 2) == [[1, 0], []]


@pytest.mark.parametrize("given,words", [
    ("fast", "options must be an object, not 'fast'"),
    ({"turbo": True}, "unknown option 'turbo'"),
    ({"same_rank": 1}, "option 'same_rank' must be true or false, not 1"),
    ({"auto_flip_s": -1}, "option 'auto_flip_s' must be seconds >= 0 or null, not -1"),
    ({"auto_flip_s": True}, "option 'auto_flip_s' must be seconds >= 0 or null, not True"),
    ({"auto_flip_s": "3"}, "option 'auto_flip_s' must be seconds >= 0 or null, not '3'"),
    ({"stalemate_limit": 0}, "option 'stalemate_limit' must be a whole number >= 1, not 0"),
    ({"stalemate_limit": 2.0}, "option 'stalemate_limit' must be a whole number >= 1, not 2.0"),
    ({"games_to_win": True}, "option 'games_to_win' must be a whole number >= 1, not True"),
    ({"verbal_win": "loud"},
     "option 'verbal_win' must be one of 'finisher', 'race', 'off', not 'loud'"),
    ({"decks": True}, "option 'decks' must be one of 1, 2, not True"),
    ({"decks": 3}, "option 'decks' must be one of 1, 2, not 3"),
])
def test_speed_option_messages(given, words):
    assert message(OptionError, SpeedRules, given, 2) == words


def test_option_edges_are_accepted_and_resolved():
    rules = SpeedRules({"auto_flip_s": 0, "stalemate_limit": 1, "call_window_s": None,
                        "decks": 2, "layout": 5}, 2)
    assert rules.auto_flip_ms == 0.0 and rules.stalemate_limit == 1
    assert rules.call_window_ms is None and rules.decks == 2
    assert options.millis(4.03) == 4030.0 and options.millis(None) is None


def test_defaults_are_the_documented_ones():
    speed = options.resolve(options.SPEED, None)
    assert speed == {"same_rank": True, "auto_flip_s": 3.0, "stalemate_limit": 3,
                     "verbal_win": "finisher", "call_window_s": 3.0, "games_to_win": 2,
                     "jokers": False, "deal": "standard", "decks": None,
                     "misplay_lockout_s": 0.0, "misplay_grace_s": 0.3,
                     "misplay_lockout_max_s": None, "misplay_memory_s": 2.0, "stall_s": None}
    assert options.resolve(options.SPIT, {}) == {
        "auto_flip_s": 3.0, "stack_own": False, "slap_window_s": 3.0, "scoring": "standard",
        "target": 100, "max_rounds": 50, "misplay_lockout_s": 0.0, "misplay_grace_s": 0.3,
        "misplay_lockout_max_s": None, "misplay_memory_s": 2.0, "stall_s": None}
    assert options.resolve(options.CALIFORNIA, {}) == {"layout": 4, "max_rounds": 100,
                                                   "misplay_lockout_s": 0.0,
                                                   "misplay_grace_s": 0.3,
                                                   "misplay_lockout_max_s": None,
                                                   "misplay_memory_s": 2.0}
    assert [SpeedRules({}, n).decks for n in (2, 3, 4)] == [1, 1, 2]
    california = CaliforniaRules({}, 2)
    assert (california.layout, california.max_rounds, california.redeal_limit) == (4, 100, 3)
    spit = SpitRules({"scoring": "points", "slap_window_s": None}, 2)
    assert spit.points and spit.slap_window_ms is None and spit.target == 100


def test_seat_counts_and_variants_are_checked():
    assert message(OptionError, SpeedRules, {}, 5) == "Speed is for 2, 3 or 4 players, not 5"
    assert message(OptionError, SpeedRules, {"deal": "mcleod"}, 3) == \
        "the McLeod deal is for two players"
    assert message(OptionError, SpitRules, {}, 3) == "Spit is for 2 players, not 3"
    assert message(OptionError, CaliforniaRules, {}, 4) == \
        "California Speed is for 2 players, not 4"
    assert message(KeyError, rules_for, "poker", {}, 2) == \
        "unknown variant 'poker' (known: speed, spit, california)"
    assert isinstance(rules_for("spit", {}, 2), SpitRules)


def test_the_documented_rng_streams_and_small_times():
    from game.engine import rng
    assert rng.streams(5, 0) == (10154796026202157014, 3787487932913630073)
    assert rng.streams(5, 1) == (8888088931573346963, 3741383538725676610)
    assert rng.streams(5, 1) == (rng.seed_state(5, 2), rng.seed_state(5, 3))
    assert options.millis(1.2345678e-7) == 0.000123


def test_the_first_unknown_key_is_named_and_every_pile_is_named():
    assert message(DealError, speed_deal, SpeedRules({}, 2), {"seats": [{"zz": 1, "aa": 2}, {}]}) \
        == "deal.seats[0] has unknown key 'aa'"
    assert message(DealError, spit_deal, {"seats": [{"zz": 1, "aa": 2}, {}]}, 2) == \
        "deal.seats[0] has unknown key 'aa'"
    assert message(DealError, california_deal, {"seats": [{"zz": 1, "aa": 2}, {}]}, 2) == \
        "deal.seats[0] has unknown key 'aa'"
    assert message(DealError, speed_deal, SpeedRules({}, 2), {"seats": [{"side": ["Q"]}, {}]}) \
        == "deal.seats[0].side: unknown card 'Q'"
    assert message(DealError, spit_deal, {"seats": [{}, {"spit": ["Q"]}]}, 2) == \
        "deal.seats[1].spit: unknown card 'Q'"


def test_a_round_deal_must_hold_the_same_cards():
    from game.engine.spit_setup import check_same_cards
    stocks = [[[0], [1], [], [], []], [[2], [], [], [], []]]
    check_same_cards(stocks, [[3], []], [[0, 1, 3], [2]])
    assert message(DealError, check_same_cards, stocks, [[3, 4], []], [[0, 1, 3], [2]]) == \
        "round deal does not match the cards held: 5S is not seat 0's card"
    assert message(DealError, check_same_cards, stocks, [[], []], [[0, 1, 3, 5], [2]]) == \
        "round deal does not match the cards held: seat 0's 4S is missing"
    assert message(DealError, check_same_cards, stocks, [[3], [7, 6]], [[0, 1, 3], [2]]) == \
        "round deal does not match the cards held: 7S is not seat 1's card"


def test_deals_are_written_back_top_first():
    from game.engine.california import CaliforniaGame
    from game.engine.spit import SpitGame
    spit = SpitGame(SpitRules({}, 2), 3)
    assert spit.deal["seats"][0] == {
        "stock": [["KC"], ["3H", "TD"], ["9D", "JS", "7H"], ["3D", "KS", "5S", "AH"],
                  ["QD", "JD", "3C", "QS", "6D"]],
        "spit": ["AS", "3S", "6H", "5C", "6C", "2H", "KD", "AC", "2D", "5H", "9C"]}
    deal = {"seats": [{"deck": ["AS", "2S"]}, {"deck": ["3S"]}]}
    assert CaliforniaGame(CaliforniaRules({}, 2), 1, 0, deal).deal == deal


def test_below_and_the_default_streams_are_the_documented_ones():
    from game.engine import rng
    assert rng.below(10, 12345) == BELOW_10 and rng.below(52, 99) == BELOW_52
    assert rng.seed_state(7) == rng.seed_state(7, 0) != rng.seed_state(7, 1)
    assert rng.streams(7) == rng.streams(7, 0) != rng.streams(7, 1)
    assert CaliforniaRules({"layout": 4}, 2).layout == 4
    assert CaliforniaRules({"layout": 5}, 2).layout == 5
