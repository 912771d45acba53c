"""A lockout that grows (RULES.md, "Misplays": `misplay_lockout_max_s`, `misplay_memory_s`),
sentence by sentence, in every variant."""
import pytest

from game.engine import options
from game.engine.cards import parse
from game.engine.events import LockedOut, Rejected
from game.engine.intents import CALL, COVER, MOVE, PLAY, SLAP, Intent
from game.engine.match import Match
from game.engine.misplay import Lockout
from game.engine.speed_setup import SpeedRules
from tests.engine.misplay_deals import CALIFORNIA, SPEED, SPIT_DEAL

GROWS = {"misplay_lockout_s": 0.5, "misplay_lockout_max_s": 4.0, "misplay_memory_s": 2.0,
         "same_rank": False}


def match(variant="speed", deal=SPEED, **given):
    game = Match(variant, {**GROWS, **given}, 2, 1)
    game.next_game(deal)
    return game


def misplay(t, seat=0, card="3S", pile=0):
    return Intent(t, seat, PLAY, parse(card), pile)


def lock_of(events):
    """(until, length, streak, cause) of the one LockedOut in `events`, else None."""
    found = [(e.until, e.length, e.streak, e.cause) for e in events if isinstance(e, LockedOut)]
    assert len(found) <= 1
    return found[0] if found else None


def codes(events):
    return [e.code for e in events if isinstance(e, Rejected)]


def test_the_rules_example_doubles_up_to_the_maximum_and_forgets_after_the_memory():
    game = match()
    got = [lock_of(game.apply(misplay(t))) for t in (100, 700, 1800, 4000, 10500)]
    assert got == [(600.0, 500.0, 1, "misplay"), (1700.0, 1000.0, 2, "misplay"),
                   (3800.0, 2000.0, 3, "misplay"), (8000.0, 4000.0, 4, "misplay"),
                   (11000.0, 500.0, 1, "misplay")]


def test_the_lockout_stays_at_the_maximum_while_the_seat_keeps_misplaying():
    game = match(misplay_lockout_max_s=1.5)
    got = [lock_of(game.apply(misplay(t)))[1] for t in (0, 600, 1700, 3300, 4900)]
    assert got == [500.0, 1000.0, 1500.0, 1500.0, 1500.0]     # twice, but never above 1.5 s


@pytest.mark.parametrize("t, length", [(2599.999, 1000.0), (2600, 500.0), (2601, 500.0)])
def test_memory_counts_from_the_end_of_the_previous_lockout_strictly_less(t, length):
    game = match()
    game.apply(misplay(100))                                  # locked until 600
    assert lock_of(game.apply(misplay(t)))[1] == length


def test_the_memory_is_an_option():
    game = match(misplay_memory_s=0.25)
    game.apply(misplay(100))                                  # until 600
    assert lock_of(game.apply(misplay(849)))[1:3] == (1000.0, 2)
    assert lock_of(game.apply(misplay(2100)))[1:3] == (500.0, 1)   # 1849 + 250 < 2100
    game = match(misplay_memory_s=0)
    game.apply(misplay(100))
    assert lock_of(game.apply(misplay(600)))[1:3] == (500.0, 1)    # 600 < 600 + 0 is false


@pytest.mark.parametrize("maximum", [None, 0.3, 0.5, 0])
def test_no_maximum_or_one_not_above_the_lockout_means_no_growth(maximum):
    game = match(misplay_lockout_max_s=maximum)
    got = [lock_of(game.apply(misplay(t))) for t in (100, 600, 1100)]
    assert [g[:2] for g in got] == [(600.0, 500.0), (1100.0, 500.0), (1600.0, 500.0)]
    assert [g[2] for g in got] == [1, 2, 3]                   # still misplays in a row


def test_by_default_the_engine_never_grows_the_lockout():
    game = Match("speed", {"misplay_lockout_s": 0.5, "same_rank": False}, 2, 1)
    game.next_game(SPEED)
    assert [lock_of(game.apply(misplay(t)))[1] for t in (100, 600, 1100)] == [500.0] * 3
    defaults = options.resolve(options.SPEED, {})
    assert defaults["misplay_lockout_max_s"] is None and defaults["misplay_memory_s"] == 2.0


def test_a_card_that_lands_in_between_does_not_break_the_row():
    game = match()
    game.apply(misplay(100))
    assert not codes(game.apply(misplay(650, card="AS")))    # AS lands on KS
    assert lock_of(game.apply(misplay(700)))[1:3] == (1000.0, 2)   # 3S on AS: no fit


def test_locked_rejections_neither_lengthen_nor_count():
    game = match()
    game.apply(misplay(100))
    for t in (200, 300, 599):
        events = game.apply(misplay(t))
        assert codes(events) == ["locked"] and lock_of(events) is None
    assert lock_of(game.apply(misplay(600)))[:3] == (1600.0, 1000.0, 2)


def test_a_lost_race_is_not_a_misplay_and_does_not_grow_the_next_lockout():
    game = match()
    game.apply(misplay(100, seat=1, card="5D"))              # seat 1 locked until 600
    game.apply(misplay(1000, card="AS"))                      # KS covered at 1000
    events = game.apply(misplay(1100, seat=1, card="QH"))    # QH fitted KS: a lost race
    assert codes(events) == ["no_fit"] and lock_of(events) is None
    assert lock_of(game.apply(misplay(1200, seat=1, card="5D")))[1:3] == (1000.0, 2)


def test_each_seat_grows_its_own_lockout():
    game = match()
    game.apply(misplay(100))
    assert lock_of(game.apply(misplay(200, seat=1, card="5D")))[1:3] == (500.0, 1)
    assert lock_of(game.apply(misplay(700)))[1:3] == (1000.0, 2)


def test_false_calls_grow_apart_from_misplays():
    game = match()
    game.apply(misplay(100))                                  # cards locked until 600
    assert lock_of(game.apply(Intent(700, 0, CALL))) == (1200.0, 500.0, 1, "false_call")
    assert lock_of(game.apply(Intent(1300, 0, CALL))) == (2300.0, 1000.0, 2, "false_call")
    assert lock_of(game.apply(misplay(1400)))[1:3] == (1000.0, 2)


def test_spit_misplays_and_false_slaps_grow():
    game = match("spit", SPIT_DEAL)
    assert lock_of(game.apply(misplay(100, card="5C")))[1] == 500.0
    assert lock_of(game.apply(Intent(700, 0, MOVE, parse("5C"), to=1)))[1:3] == (1000.0, 2)
    assert lock_of(game.apply(Intent(800, 0, SLAP, pile=0)))[1:3] == (500.0, 1)
    assert lock_of(game.apply(Intent(1400, 0, SLAP, pile=0)))[1:3] == (1000.0, 2)


def test_california_misplays_grow():
    game = match("california", CALIFORNIA)
    assert lock_of(game.apply(Intent(100, 0, COVER, pile=2)))[1] == 500.0
    assert lock_of(game.apply(Intent(700, 0, COVER, pile=2)))[:3] == (1700.0, 1000.0, 2)


def test_a_copy_keeps_the_growth_and_the_state_shows_it():
    game = match()
    game.apply(misplay(100))
    twin = game.game.copy()
    assert lock_of(twin.apply(misplay(700)))[1] == 1000.0
    assert lock_of(game.game.copy().apply(misplay(700)))[1] == 1000.0   # the copy was apart
    state = game.game.to_dict()["lock"]
    assert state["lengths"] == {"misplay": [500.0, 0.0], "false_call": [0.0, 0.0]}
    assert state["streaks"] == {"misplay": [1, 0], "false_call": [0, 0]}
    plain = Match("speed", {"misplay_lockout_s": 0.5}, 2, 1)
    plain.next_game(SPEED)
    assert "lengths" not in plain.game.to_dict()["lock"]      # old checksums stay as they were
    assert game.game.lock.locked_by(0, "misplay") == (500.0, 1)


def test_the_lockout_reads_its_options_in_milliseconds():
    rules = SpeedRules({"misplay_lockout_s": 0.25, "misplay_lockout_max_s": 1.25,
                        "misplay_memory_s": 0.75, "misplay_grace_s": 0.1}, 2)
    lock = Lockout.of(rules)
    assert (lock.lockout_ms, lock.max_ms, lock.memory_ms, lock.grace_ms) == (
        250.0, 1250.0, 750.0, 100.0)
    assert lock.grows and not Lockout(500.0, 0.0, 2, 500.0).grows
    assert not Lockout(500.0, 0.0, 2).grows


@pytest.mark.parametrize("name, value, message", [
    ("misplay_lockout_max_s", -1, "option 'misplay_lockout_max_s' must be seconds >= 0 or null,"
                                  " not -1"),
    ("misplay_lockout_max_s", "4", "option 'misplay_lockout_max_s' must be seconds >= 0 or "
                                   "null, not '4'"),
    ("misplay_memory_s", None, "option 'misplay_memory_s' must be seconds >= 0, not None"),
    ("misplay_memory_s", True, "option 'misplay_memory_s' must be seconds >= 0, not True"),
])
def test_bad_growth_options_get_one_clear_line(name, value, message):
    for spec in (options.SPEED, options.SPIT, options.CALIFORNIA):
        with pytest.raises(options.OptionError) as caught:
            options.resolve(spec, {name: value})
        assert str(caught.value) == message
