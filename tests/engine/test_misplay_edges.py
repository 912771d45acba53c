"""The misplay lockout's edges (RULES.md, "Misplays"): what a state's dict keeps of it, the
grace's past at its exact boundary, seats, piles and positions that do not exist, the races
for Spit's stock positions, a replay's round deal, and the locked refusal's words."""
import pytest

from game.engine import options
from game.engine.cards import parse
from game.engine.events import LockedOut, Rejected
from game.engine.intents import CALL, COVER, MOVE, PLAY, SLAP, Intent
from game.engine.match import Match
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from tests.engine.test_spit_round_edges import FILLER
from tests.engine.misplay_deals import CALIFORNIA, SPEED, SPIT_DEAL

ON = {"misplay_lockout_s": 0.5, "same_rank": False}


def match(variant="speed", deal=SPEED, **given):
    game = Match(variant, {**ON, **given} if variant == "speed" else
                 {"misplay_lockout_s": 0.5, **given}, 2, 1)
    game.next_game(deal)
    return game


def play(t, seat, card, pile):
    return Intent(t, seat, PLAY, parse(card), pile)


def codes(events):
    return [e.code for e in events if isinstance(e, Rejected)]


def lockouts(events):
    return [e for e in events if isinstance(e, LockedOut)]


def lock_state(game):
    return game.game.to_dict()["lock"]


# -- the state's dict -----------------------------------------------------------------------------
def test_the_state_dict_names_a_false_calls_lockout_apart_from_a_misplays():
    game = match()
    game.apply(Intent(100, 1, CALL))                        # nobody is out: a false call
    assert lock_state(game)["calls_until"] == [None, 600.0]
    assert lock_state(game)["cards_until"] == [None, None]


def test_the_state_dict_keeps_each_covered_top_with_when_it_was_covered():
    game = match()
    assert lock_state(game)["past"] == []
    game.apply(play(1000, 0, "AS", 0))                      # KS covered at 1000
    assert lock_state(game)["past"] == [[1000, 0, parse("KS")]]


def test_a_locked_intent_is_refused_in_the_lockouts_words():
    game = match()
    game.apply(play(100, 0, "3S", 0))                       # 3S fits neither pile
    refused = [e for e in game.apply(play(200, 0, "AS", 0)) if isinstance(e, Rejected)]
    assert [(e.code, e.reason) for e in refused] == [("locked", "locked out after a misplay")]


# -- the grace's past, at its boundary ------------------------------------------------------------
def test_a_top_covered_exactly_the_grace_ago_is_forgotten_when_the_table_next_changes():
    game = match()
    game.apply(play(1000, 0, "AS", 0))                      # KS covered at 1000
    game.apply(play(1300, 0, "2C", 0))                      # AS covered at 1000 + 0.3 s
    assert lock_state(game)["past"] == [[1300, 0, parse("AS")]]


def test_with_no_grace_no_covered_top_is_kept_even_from_the_first_instant():
    game = match(misplay_grace_s=0)
    game.apply(play(0, 0, "AS", 1))                         # 2D covered at 0
    assert lock_state(game)["past"] == []
    assert lockouts(game.apply(play(0, 1, "QH", 1)))        # QH never fitted 2D anyway
    game = match(misplay_grace_s=0)
    game.apply(play(0, 0, "AS", 0))                         # KS covered at 0
    events = game.apply(play(0, 1, "QH", 0))                # QH fitted KS: no grace, a misplay
    assert codes(events) == ["no_fit"] and lockouts(events)[0].until == 500.0


# -- seats that are not at the table --------------------------------------------------------------
def test_a_call_from_a_seat_not_at_the_table_is_refused_and_locks_nobody():
    game = match()
    game.apply(Intent(100, 1, CALL))                        # seat 1 locked until 600
    for seat in (-1, 2):
        events = game.apply(Intent(200, seat, CALL))
        assert codes(events) == ["no_such_seat"] and not lockouts(events)
    assert lock_state(game)["calls_until"] == [None, 600.0]
    assert codes(game.apply(Intent(300, 0, CALL))) == ["nobody_out"]   # seat 0 was never locked


def test_california_a_cover_from_a_seat_not_at_the_table_locks_nobody():
    game = match("california", CALIFORNIA)
    game.apply(Intent(100, 1, COVER, pile=2))               # a misplay: seat 1 locked until 600
    for seat in (-1, 2):
        events = game.apply(Intent(200, seat, COVER, pile=2))
        assert codes(events) == ["no_such_seat"] and not lockouts(events)
    assert lock_state(game)["cards_until"] == [None, 600.0]


# -- Spit: places that do not exist ---------------------------------------------------------------
@pytest.mark.parametrize("to", [None, "3", -1, 5])
def test_spit_a_move_to_no_position_at_all_is_a_misplay(to):
    game = match("spit", SPIT_DEAL)
    events = game.apply(Intent(100, 0, MOVE, parse("5C"), to=to))
    assert codes(events) == ["no_such_position"]
    assert [(e.seat, e.until, e.cause) for e in lockouts(events)] == [(0, 600.0, "misplay")]


@pytest.mark.parametrize("pile", [None, "0", -1, 2])
def test_spit_a_card_sent_to_a_spit_pile_that_does_not_exist_is_a_misplay(pile):
    game = match("spit", SPIT_DEAL)
    events = game.apply(play(100, 0, "8C", pile))
    assert codes(events) == ["no_such_spit_pile"]
    assert [(e.seat, e.until, e.cause) for e in lockouts(events)] == [(0, 600.0, "misplay")]


# -- Spit: races for stock positions --------------------------------------------------------------
def spit_deal(mine, theirs):
    """Seat 0's and seat 1's five stock piles (top first); spit piles 7S and 2D."""
    return {"seats": [{"stock": mine, "spit": ["7S", "QC", "JC"]},
                      {"stock": theirs, "spit": ["2D", "QD", "JD"]}]}


def move(t, seat, card, to):
    return Intent(t, seat, MOVE, parse(card), to=to)


@pytest.mark.parametrize("t, locked", [(1100, False), (1300, True)])
def test_spit_a_race_for_the_first_position_is_a_lost_race(t, locked):
    game = match("spit", spit_deal([[], ["9H"], ["8C"], ["5C"], []],
                                   [["KD"], ["6D"], [], [], []]))
    game.apply(move(1000, 0, "9H", 0))                     # position 0 filled at 1000
    events = game.apply(move(t, 0, "8C", 0))
    assert codes(events) == ["position_taken"] and bool(lockouts(events)) is locked


@pytest.mark.parametrize("t, locked", [(1100, False), (1300, True)])
def test_spit_the_second_seats_race_for_its_own_position_is_a_lost_race(t, locked):
    game = match("spit", spit_deal([["5C"], ["9H"], ["8C"], [], []],
                                   [["KD"], ["6D"], [], [], []]))
    game.apply(move(1000, 1, "KD", 2))                     # seat 1's position 2 filled at 1000
    events = game.apply(move(t, 1, "6D", 2))
    assert codes(events) == ["position_taken"] and bool(lockouts(events)) is locked


def test_spit_a_move_past_the_last_position_is_no_race_for_the_next_seats_first():
    game = match("spit", spit_deal([["5C"], ["9H"], ["8C"], [], []],
                                   [[], ["6D"], ["KD"], [], []]))
    game.apply(move(1000, 1, "6D", 0))                     # seat 1's position 0 filled at 1000
    events = game.apply(move(1100, 0, "5C", 5))
    assert codes(events) == ["no_such_position"] and lockouts(events)[0].until == 1600.0


@pytest.mark.parametrize("stack_own, code, locked", [(False, "position_taken", True),
                                                     (True, "not_same_rank", False)])
def test_spit_a_top_of_the_same_rank_that_just_left_is_a_lost_race_only_with_stack_own(
        stack_own, code, locked):
    game = match("spit", spit_deal([["5C"], ["8D"], ["8C", "2C"], [], []],
                                   [["KD"], ["6D"], [], [], []]), stack_own=stack_own)
    game.apply(play(1000, 0, "8C", 0))                     # position 2: 8C leaves, 2C is its top
    events = game.apply(move(1100, 0, "8D", 2))            # 8D would have stacked on 8C
    assert codes(events) == [code] and bool(lockouts(events)) is locked


def test_spit_a_card_that_fitted_neither_the_top_nor_the_one_it_covered_is_a_misplay():
    game = match("spit", SPIT_DEAL)
    game.apply(play(1000, 1, "6D", 0))                     # 7S covered at 1000
    events = game.apply(play(1100, 0, "9H", 0))            # 9H fits neither 6D nor 7S
    assert codes(events) == ["not_adjacent"] and lockouts(events)[0].until == 1600.0


def test_spit_a_move_to_position_minus_one_is_no_race_for_the_previous_seats_last_position():
    game = match("spit", spit_deal([["5C"], ["9H"], ["8C"], [], []],
                                   [["KD"], ["6D"], [], [], []]))
    game.apply(move(1000, 0, "5C", 4))                     # seat 0's last position filled
    events = game.apply(move(1100, 1, "KD", -1))
    assert codes(events) == ["no_such_position"] and lockouts(events)[0].until == 1600.0


@pytest.mark.parametrize("seat, card, to, pile", [(0, "5C", 3, 2), (1, "5S", 2, -1)])
def test_spit_a_card_sent_past_the_spit_piles_is_no_race_for_a_stock_top(seat, card, to, pile):
    game = match("spit", spit_deal([["5C"], ["6H"], ["8C"], [], []],
                                   [["KD"], ["6D"], [], [], ["5S"]]))
    game.apply(move(1000, seat, card, to))                 # a 5 leaves a stock position
    events = game.apply(play(1100, 0, "6H", pile))         # 6H would have fitted that 5
    assert codes(events) == ["no_such_spit_pile"] and lockouts(events)[0].until == 1600.0


def test_spit_the_state_dict_carries_the_lockout():
    game = match("spit", SPIT_DEAL)
    game.apply(play(100, 0, "5C", 0))                       # 5C does not fit 7S
    assert lock_state(game)["cards_until"] == [600.0, None]


# -- Spit: a replay's round deal ------------------------------------------------------------------
def second_round() -> SpitGame:
    """Seat 0 clears its stock at 100, both slap: round 2 starts at 300 (seat 1 has no spit)."""
    deal = {"seats": [{"stock": [["5H"], [], [], [], []], "spit": ["4C"] + FILLER[:17]},
                      {"stock": [["9S", "JS"], [], [], [], []], "spit": ["2D"] + FILLER[17:20]}]}
    game = SpitGame(SpitRules({"misplay_lockout_s": 0.5}, 2), 0, 0, deal)
    game.start()
    game.apply(Intent(100, 0, PLAY, parse("5H"), 0))
    game.apply(Intent(200, 0, SLAP, pile=1))
    game.apply(Intent(300, 1, SLAP, pile=0))
    return game


def test_spit_a_replays_round_deal_is_the_table_the_lockout_watches_from_its_moment():
    game = second_round()
    deal = game.round_deal
    mine = deal["seats"][0]
    spit_top, stock_top = mine["spit"][0], mine["stock"][0][0]
    mine["spit"][0], mine["stock"][0][0] = stock_top, spit_top     # the same cards, swapped
    before = game._places()
    game.replace_round_deal(deal)
    assert game._places()[0] == parse(stock_top) and game._places()[2] == parse(spit_top)
    assert game.lock.places == game._places()
    noted = game.to_dict()["lock"]["past"][-2:]          # what the replayed deal replaced, at 300
    assert noted == [[300, 0, before[0]], [300, 2, before[2]]]


# -- California -----------------------------------------------------------------------------------
@pytest.mark.parametrize("pile", [None, "0", -1, 8])
def test_california_a_cover_of_a_pile_that_does_not_exist_is_a_misplay(pile):
    game = match("california", CALIFORNIA)
    events = game.apply(Intent(100, 0, COVER, pile=pile))
    assert codes(events) == ["no_such_pile"]
    assert [(e.seat, e.until, e.card) for e in lockouts(events)] == [(0, 600.0, parse("8C"))]


def test_california_the_state_dict_carries_the_lockout():
    game = match("california", CALIFORNIA)
    game.apply(Intent(100, 1, COVER, pile=2))               # pile 2 is not open
    assert lock_state(game)["cards_until"] == [None, 600.0]


# -- a timer before any intent --------------------------------------------------------------------
def test_the_tops_a_first_flip_covers_are_kept_though_no_intent_came_before_it():
    stuck = {"seats": [{"hand": ["5C"], "draw": [], "side": ["KS", "3C"]},
                       {"hand": ["2H"], "draw": [], "side": ["9D", "6C"]}]}
    game = match(deal=stuck)                                # nobody can play: the flip at 3000
    game.advance(3000)
    assert [pile[0] for pile in game.game.piles()] == [parse("3C"), parse("6C")]
    assert lock_state(game)["past"] == [[3000, 0, parse("KS")], [3000, 1, parse("9D")]]


# -- the event -------------------------------------------------------------------------------------
def test_a_lockout_event_made_without_a_streak_or_length_reads_as_the_first_in_a_row():
    event = LockedOut(10.0, 1, 510.0, "misplay", parse("3S"))
    assert (event.streak, event.length) == (1, None)


# -- the options ----------------------------------------------------------------------------------
def test_spit_scores_standard_unless_told_otherwise():
    assert options.resolve(options.SPIT, {})["scoring"] == "standard"
    assert options.resolve(options.SPIT, {"scoring": "standard"})["scoring"] == "standard"
    assert Match("spit", {}, 2, 1).rules.points is False
