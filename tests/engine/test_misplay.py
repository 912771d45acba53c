"""The misplay lockout (RULES.md, "Misplays"), sentence by sentence, in every variant."""
import pytest

from game.engine import options
from game.engine.cards import parse
from game.engine.events import CallWindowOpened, Called, CardPlayed, FlipRequested, LockedOut
from game.engine.events import Rejected
from game.engine.events_rounds import Covered, StockMoved
from game.engine.intents import CALL, COVER, FLIP, MOVE, PLAY, SLAP, SPIT, Intent
from game.engine.match import Match
from tests.engine.misplay_deals import CALIFORNIA, SPEED, SPIT_DEAL

ON = {"misplay_lockout_s": 0.5}


def match(variant, deal, **given):
    game = Match(variant, {**ON, **given} if "off" not in given else {}, 2, 1)
    game.next_game(deal)
    return game


def play(t, seat, card, pile):
    return Intent(t, seat, PLAY, parse(card), pile)


def cover(t, seat, pile):
    return Intent(t, seat, COVER, pile=pile)


def apply(game, intent):
    return game.apply(intent)


def codes(events):
    return [e.code for e in events if isinstance(e, Rejected)]


def locks(events):
    return [(e.seat, e.until, e.cause, e.card) for e in events if isinstance(e, LockedOut)]


# -- a misplay, and the half-open lockout -------------------------------------------------------
def test_a_card_that_does_not_fit_locks_its_seats_card_intents_for_the_lockout():
    game = match("speed", SPEED, same_rank=False)
    events = apply(game, play(100, 0, "3S", 0))
    assert codes(events) == ["no_fit"] and isinstance(events[1], LockedOut)
    assert locks(events) == [(0, 600.0, "misplay", parse("3S"))]
    assert codes(apply(game, play(100, 0, "AS", 0))) == ["locked"]      # [t, ...: t included
    assert codes(apply(game, play(599.999, 0, "AS", 0))) == ["locked"]
    assert codes(apply(game, play(300, 1, "QH", 0))) == []              # the other seat plays
    events = apply(game, play(600, 0, "KD", 0))                          # ..., t + lockout)
    assert [type(e) for e in events] == [CardPlayed]


def test_locked_rejections_do_not_start_or_extend_a_lockout():
    game = match("speed", SPEED, same_rank=False)
    apply(game, play(100, 0, "3S", 0))
    for t in (200, 400, 599):
        events = apply(game, play(t, 0, "3S", 0))
        assert codes(events) == ["locked"] and not locks(events)
    assert codes(apply(game, play(600, 0, "AS", 0))) == []


@pytest.mark.parametrize("intent, code", [(play(100, 0, "AS", 2), "no_such_pile"),
                                          (play(100, 0, "AS", None), "no_such_pile")])
def test_no_such_pile_is_a_misplay(intent, code):
    events = apply(match("speed", SPEED), intent)
    assert codes(events) == [code] and locks(events)[0][2] == "misplay"


def test_a_joker_refused_as_the_last_card_is_not_a_misplay():
    game = match("speed", {"seats": [{"hand": ["AS"], "draw": [], "side": ["KS"]},
                                     {"hand": ["X1"], "draw": [], "side": ["2D"]}]}, jokers=True)
    events = apply(game, play(10, 1, "X1", 0))
    assert codes(events) == ["joker_last"] and not locks(events)


def test_refusals_for_other_reasons_are_not_misplays():
    game = match("speed", SPEED)
    events = apply(game, play(100, 0, "QH", 0))            # not the seat's card
    assert codes(events) == ["not_in_hand"] and not locks(events)
    game = match("speed", {"seats": [{"hand": ["AS"], "draw": [], "side": ["KS"]},
                                     {"hand": ["9D"], "draw": [], "side": ["2D"]}]})
    apply(game, play(10, 0, "AS", 0))                       # a call window opens
    events = apply(game, play(20, 1, "9D", 0))
    assert codes(events) == ["window_open"] and not locks(events)


def test_off_by_default_a_misplay_costs_nothing():
    game = match("speed", SPEED, same_rank=False, off=True)
    assert not game.game.lock
    events = apply(game, play(100, 0, "3S", 0))
    assert codes(events) == ["no_fit"] and not locks(events)
    assert codes(apply(game, play(101, 0, "AS", 0))) == []
    assert options.resolve(options.SPEED, {})["misplay_lockout_s"] == 0.0


# -- the grace: a lost race -----------------------------------------------------------------
@pytest.mark.parametrize("t, locked", [(1299.999, False), (1300, True), (1301, True)])
def test_a_race_lost_within_the_grace_is_not_a_misplay_and_the_boundary_is_t_minus_grace(
        t, locked):
    game = match("speed", SPEED, same_rank=False)
    apply(game, play(1000, 0, "AS", 0))                    # KS covered at c = 1000
    events = apply(game, play(t, 1, "QH", 0))              # QH fitted KS, not AS
    assert codes(events) == ["no_fit"]
    assert bool(locks(events)) is locked                    # counts while c > t - 0.3 s


def test_the_grace_is_an_option_in_seconds():
    game = match("speed", SPEED, same_rank=False, misplay_grace_s=0.05)
    apply(game, play(1000, 0, "AS", 0))
    assert locks(apply(game, play(1050, 1, "QH", 0)))
    game = match("speed", SPEED, same_rank=False, misplay_grace_s=0)
    apply(game, play(1000, 0, "AS", 0))
    assert locks(apply(game, play(1000, 1, "QH", 0)))      # c > t - 0 fails at c == t
    with pytest.raises(options.OptionError, match="misplay_grace_s"):
        options.resolve(options.SPEED, {"misplay_grace_s": -1})
    with pytest.raises(options.OptionError, match="misplay_lockout_s"):
        options.resolve(options.SPIT, {"misplay_lockout_s": None})


@pytest.mark.parametrize("t, locked", [(809, False), (810, True)])
def test_an_empty_pile_is_a_misplay_unless_its_top_went_within_the_grace(t, locked):
    deal = {"seats": [{"hand": ["AS"], "draw": [], "side": ["KS"]},
                      {"hand": ["3H", "5D"], "draw": [], "side": ["2D"]}]}
    game = match("speed", deal, call_window_s=0.5)
    apply(game, play(10, 0, "AS", 0))                       # no call: the penalty at 510
    game.advance(510)
    assert not game.game.centres[1]                         # the smaller pile (2D) was taken
    events = apply(game, play(t, 1, "3H", 1))
    assert codes(events) == ["pile_empty"] and bool(locks(events)) is locked


# -- false calls ------------------------------------------------------------------------------
def test_a_false_speed_call_locks_that_seats_calls_and_a_window_opening_keeps_its_length():
    game = match("speed", {"seats": [{"hand": ["AS"], "draw": [], "side": ["KS"]},
                                     {"hand": ["9D"], "draw": [], "side": ["2D"]}]})
    events = apply(game, Intent(100, 0, CALL))
    assert codes(events) == ["nobody_out"] and locks(events) == [(0, 600.0, "false_call", None)]
    events = apply(game, play(200, 0, "AS", 0))             # cards are not locked by a call
    opened = [e for e in events if isinstance(e, CallWindowOpened)]
    assert opened and opened[0].deadline == 3200.0          # its full length
    assert codes(apply(game, Intent(599, 0, CALL))) == ["locked"]
    events = apply(game, Intent(600, 0, CALL))
    assert [type(e) for e in events][0] is Called and game.game.winner == 0


def test_a_call_by_a_seat_not_entitled_is_a_false_call():
    game = match("speed", {"seats": [{"hand": ["AS"], "draw": [], "side": ["KS"]},
                                     {"hand": ["9D"], "draw": [], "side": ["2D"]}]})
    apply(game, play(10, 0, "AS", 0))
    events = apply(game, Intent(20, 1, CALL))
    assert codes(events) == ["not_finisher"] and locks(events)[0][:3] == (1, 520.0, "false_call")


def test_a_false_spit_slap_locks_slaps_and_not_cards():
    game = match("spit", SPIT_DEAL)
    events = apply(game, Intent(100, 0, SLAP, pile=0))
    assert codes(events) == ["round_not_over"] and locks(events)[0][2] == "false_call"
    assert codes(apply(game, Intent(200, 0, SLAP, pile=1))) == ["locked"]
    assert codes(apply(game, play(200, 0, "8C", 0))) == []


# -- flips and spits ----------------------------------------------------------------------------
def test_flips_are_never_locked_and_never_lock():
    game = match("speed", {"seats": [{"hand": ["5C"], "draw": [], "side": ["KS"]},
                                     {"hand": ["9D"], "draw": [], "side": ["2D"]}]})
    assert locks(apply(game, play(10, 0, "5C", 0)))        # a stalemate: it fits nowhere
    events = apply(game, Intent(20, 0, FLIP))
    assert [type(e) for e in events] == [FlipRequested]
    game = match("speed", SPEED)
    events = apply(game, Intent(20, 0, FLIP))               # must play: rejected, no lockout
    assert codes(events) == ["must_play"] and not locks(events)


def test_spits_are_never_locked():
    deal = {"seats": [{"stock": [["5C"], [], [], [], []], "spit": ["TD", "7S"]},
                      {"stock": [["KD"], [], [], [], []], "spit": ["QS", "2D"]}]}
    game = match("spit", deal)
    assert locks(apply(game, play(10, 0, "5C", 0)))
    assert [type(e) for e in apply(game, Intent(20, 0, SPIT))] == [FlipRequested]


# -- Spit ----------------------------------------------------------------------------------------
def test_spit_a_card_that_is_not_adjacent_and_a_move_onto_a_full_position_are_misplays():
    game = match("spit", SPIT_DEAL)
    events = apply(game, play(100, 0, "5C", 0))
    assert codes(events) == ["not_adjacent"] and locks(events) == [(0, 600.0, "misplay",
                                                                    parse("5C"))]
    game = match("spit", SPIT_DEAL)
    events = apply(game, Intent(100, 0, MOVE, parse("5C"), to=1))
    assert codes(events) == ["position_taken"] and locks(events)
    assert codes(apply(game, Intent(599, 0, MOVE, parse("5C"), to=3))) == ["locked"]
    assert [type(e) for e in apply(game, Intent(600, 0, MOVE, parse("5C"), to=3))] == [
        StockMoved]


@pytest.mark.parametrize("t, locked", [(1299, False), (1300, True)])
def test_spit_races_and_positions_filled_within_the_grace(t, locked):
    game = match("spit", SPIT_DEAL)
    apply(game, play(1000, 1, "6D", 0))                    # 7S covered at 1000
    assert bool(locks(apply(game, play(t, 0, "8C", 0)))) is locked
    game = match("spit", SPIT_DEAL)
    apply(game, Intent(1000, 0, MOVE, parse("5C"), to=3))  # position 3 filled at 1000
    assert bool(locks(apply(game, Intent(t, 0, MOVE, parse("9H"), to=3)))) is locked


# -- California -------------------------------------------------------------------------------
def test_california_covering_a_pile_that_is_not_open_is_a_misplay():
    game = match("california", CALIFORNIA)
    events = apply(game, cover(100, 0, 2))
    assert codes(events) == ["pile_not_open"]
    assert locks(events) == [(0, 600.0, "misplay", parse("8C"))]   # the card it would lay
    assert codes(apply(game, cover(599, 0, 0))) == ["locked"]
    assert [type(e) for e in apply(game, cover(600, 0, 0))][0] is Covered


@pytest.mark.parametrize("t, locked", [(1299, False), (1300, True)])
def test_california_a_pile_closed_within_the_grace_is_a_lost_race(t, locked):
    game = match("california", CALIFORNIA)
    apply(game, cover(1000, 1, 0))                         # 7C closes pile 0 at 1000
    events = apply(game, cover(t, 0, 0))
    assert codes(events) == ["pile_not_open"] and bool(locks(events)) is locked


# -- every deal of Speed ----------------------------------------------------------------------
@pytest.mark.parametrize("given, seats", [({}, 3), ({}, 4), ({"deal": "mcleod"}, 2),
                                          ({"jokers": True}, 2), ({"decks": 1}, 4)])
def test_every_speed_deal_locks_a_misplay(given, seats):
    for seed in range(20):
        game = Match("speed", {**ON, **given}, seats, seed)
        game.next_game()
        state = game.game
        misfit = [(card, pile) for card in state.hands[0] for pile, c in enumerate(state.centres)
                  if c and not state.rules.fit[card][c[-1]]]
        if misfit:
            break
    card, pile = misfit[0]
    events = game.apply(Intent(100, 0, PLAY, card, pile))
    assert locks(events) == [(0, 600.0, "misplay", card)]
    assert codes(game.apply(Intent(200, 0, PLAY, card, pile))) == ["locked"]


def test_a_state_copy_carries_the_lockout():
    game = match("speed", SPEED, same_rank=False)
    apply(game, play(100, 0, "3S", 0))
    twin = game.game.copy()
    assert codes(twin.apply(play(200, 0, "AS", 0))) == ["locked"]
    assert game.game.to_dict()["lock"]["cards_until"] == [600.0, None]
    assert twin.checksum() != match("speed", SPEED, same_rank=False).game.checksum()
