"""A stalled table on screen (issue 30, "What a player sees"): the band says nobody has played
and that anyone may flip (spit) now, with the automatic flip's countdown; the stall's own count
through normal play is not ticked."""
import pytest

from game.engine import events as ev
from game.engine.match import Match
from game.ui import words
from tests.ui.test_table import FakeSound, view_for

SPEED = {"seats": [{"hand": ["QS", "7C"], "draw": [], "side": ["KS", "3C"]},
                   {"hand": ["2H", "4H"], "draw": [], "side": ["9D", "6C"]}]}
SPIT = {"seats": [{"stock": [["5C"], ["9H"], ["8C", "2C"], [], []], "spit": ["7S", "QC", "JC"]},
                  {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D", "QD", "JD"]}]}


def stalled(variant, deal, **given):
    match = Match(variant, {"stall_s": 4.0, "same_rank": False, **given}
                  if variant == "speed" else {"stall_s": 4.0, **given}, 2, 1)
    events = match.next_game(deal)
    return match, events


@pytest.mark.parametrize("variant, deal, verb", [("speed", SPEED, "flip"),
                                                 ("spit", SPIT, "spit")])
def test_the_band_says_the_table_stalled_and_counts_down_the_automatic_one(art, variant, deal,
                                                                         verb):
    match, events = stalled(variant, deal)
    view = view_for(art, match.game, events)
    assert "Nobody" not in view.hud._status(match.game, 3000.0)[0]
    view.on_events(match.advance(4000), 4.0)
    text, _, fraction = view.hud._status(match.game, 5500.0)
    assert text == f"Nobody has played for 4 s — {verb} when you like\n" \
                   f"auto {verb} in 1.5 s"
    assert fraction == pytest.approx(0.5)


def test_without_an_automatic_flip_the_band_has_no_countdown(art):
    match, events = stalled("speed", SPEED, auto_flip_s=None)
    view = view_for(art, match.game, events)
    match.advance(4000)
    text, _, fraction = view.hud._status(match.game, 9000.0)
    assert text == "Nobody has played for 4 s — flip when you like" and fraction is None
    assert words.stalled(2.5, "spit", None) == "Nobody has played for 2.5 s — spit when you like"


def test_the_stalls_count_is_not_ticked_but_its_flip_is(art):
    match, events = stalled("speed", SPEED)
    sound = FakeSound()
    view = view_for(art, match.game, events, sound)
    view._countdown_tick(match.game, 2000.0)              # 2 s before the stall
    assert "tick" not in sound.played
    stall = match.advance(4000)
    view.on_events(stall, 4.0)
    assert any(isinstance(e, ev.TableStalled) for e in stall) and "tick" in sound.played
    ticks = sound.played.count("tick")
    view._countdown_tick(match.game, 5000.0)              # 2 s before the automatic flip
    assert sound.played.count("tick") == ticks + 1
