"""Computer players and the misplay lockout: they never misplay on purpose, and a press spoiled
on its way (the reach past the point of no return) is a race lost within the grace, so over
many headless games with the game's lockout on no bot is ever locked. The masher is."""
from dataclasses import replace

import pytest

from game.bots import timing
from game.bots.bot import Bot
from game.bots.headless import play
from game.bots.masher import Masher
from game.config import RULE_DEFAULTS

LEVELS = list(timing.LEVELS) + ["adaptive", "reference"]


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_no_bot_is_ever_locked_over_many_games_with_the_lockout_on(variant):
    locked, refused = 0, 0
    for i in range(30):
        levels = [LEVELS[i % 6], LEVELS[(i // 6 + i) % 6]]
        out = play(variant, levels, seed=1000 + i, options=dict(RULE_DEFAULTS))
        assert not out.stalled
        locked += sum(out.locked)
        refused += sum(out.refused)
    assert refused > 0, "no race was ever lost: the test would prove nothing"
    assert locked == 0


def test_a_reach_longer_than_the_grace_would_be_locked_and_the_bots_keep_theirs_shorter(
        monkeypatch):
    slow = replace(timing.LEVELS["expert"], name="slow reach", motor=600.0)
    options = {**RULE_DEFAULTS, "misplay_grace_s": 0.1}

    def games():
        total = 0
        for seed in range(12):
            bots = {0: Bot(0, slow, seed), 1: Bot(1, "expert", seed)}
            total += play("speed", ["expert", "expert"], seed, options, bots=bots).locked[0]
        return total
    assert games() == 0                                    # the reach is kept under the grace
    monkeypatch.setattr(timing, "REACH_OF_GRACE", 100.0)    # without that: locked
    assert games() > 0


def test_a_call_that_would_land_after_its_window_is_not_made():
    """A reach of 0.4 s for a 0.6 s window: most calls would be committed in time and land
    late (a false call, locked); the bot sees that coming and does not call."""
    slow = replace(timing.LEVELS["easy"], name="slow hand", motor=400.0, late=0.0)
    options = {**RULE_DEFAULTS, "misplay_grace_s": 1.0, "call_window_s": 0.6}
    for seed in range(12):
        bots = {0: Bot(0, slow, seed), 1: Bot(1, slow, seed + 1)}
        out = play("speed", ["easy", "easy"], seed, options, bots=bots)
        assert sum(out.locked) == 0 and not out.stalled


def test_the_masher_is_locked_out():
    out = play("speed", ["medium", "medium"], 3, dict(RULE_DEFAULTS),
               bots={0: Masher(0, 120), 1: Bot(1, "medium", 3)}, limit_ms=60_000)
    assert out.locked[0] > 10 and out.locked[1] == 0


def test_a_blind_california_masher_presses_every_pile_and_loses():
    """California's keys name one pile each, so a masher rolling them over both rows mostly
    covers piles that are not open: locked out, it loses to a medium player (with the old
    "whichever pile of the column is open" routing it won 19 games in 20)."""
    from game.bots.masher import ROLLS
    from game.engine.intents import COVER
    assert {"aim_left", "aim_right", "slot1", "slot4"} <= set(ROLLS["california"])
    piles, won, locked = set(), 0, 0
    for seed in range(4):
        masher = Masher(seed % 2, 70)
        pushed = masher.presses

        def noted(now_ms, pushed=pushed):
            found = pushed(now_ms)
            piles.update(i.pile for i in found if i.kind == COVER)
            return found
        masher.presses = noted
        out = play("california", ["medium", "medium"], seed, dict(RULE_DEFAULTS),
                   bots={seed % 2: masher, 1 - seed % 2: Bot(1 - seed % 2, "medium", seed)})
        won += out.winner == seed % 2
        locked += out.locked[seed % 2]
        assert out.locked[1 - seed % 2] == 0
    assert piles == set(range(8))                       # every pile of both rows named
    assert won == 0 and locked > 4 * 4                 # locked out again and again, every game
