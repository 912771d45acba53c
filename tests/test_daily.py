"""The daily challenge: the same for everyone on one date and another the next day, the level
rising through the week, streaks across missed and lost days and across time zones, the share
line, `speed daily --json`, and the results kept per player."""
import json
import subprocess
import sys
from datetime import date, datetime, timedelta, timezone

import pytest

from game.bots.timing import LEVELS
from game.daily import challenge, local_day, recent, share_line, streaks
from game.store.daily import record, result_of, results
from game.store.db import connect

MONDAY = date(2026, 11, 30)


def daily_json(tmp_path, *args):
    done = subprocess.run([sys.executable, "-m", "game", "daily", "--json", *args],
                          capture_output=True, text=True, timeout=60,
                          env={"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
                               "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_speed_daily_json_is_stable_for_a_date_and_changes_the_next_day(tmp_path):
    first = daily_json(tmp_path, "--date", "2026-12-24")
    assert first == daily_json(tmp_path, "--date", "2026-12-24")
    after = daily_json(tmp_path, "--date", "2026-12-25")
    assert first["date"] == "2026-12-24" and after["date"] == "2026-12-25"
    assert first["seed"] != after["seed"] and first["opponent"] != after["opponent"]
    assert set(first) == {"date", "variant", "seed", "opponent", "streak"}
    assert first["streak"] == {"player": "", "current": 0, "best": 0}


def test_a_bad_date_is_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "game", "daily", "--date", "2026-02-30"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == "speed: --date: '2026-02-30' is not a date like 2026-12-24"


def test_the_opponent_rises_through_the_week():
    order = list(LEVELS)
    week = [challenge(MONDAY + timedelta(days=k)) for k in range(7)]
    ranks = [order.index(c.opponent.level) for c in week]
    assert ranks == sorted(ranks) and ranks[0] < ranks[-1]
    assert week[0].opponent.level == "easy" and week[-1].opponent.level == "master"
    assert len({c.seed for c in week}) == 7
    assert week[0].opponent.timing() != LEVELS[week[0].opponent.level]   # a temperament


def test_streaks_across_missed_and_lost_days():
    d = lambda k: MONDAY + timedelta(days=k)             # noqa: E731
    won = {d(0), d(1), d(2), d(4), d(5)}                  # day 3 missed (or lost)
    assert streaks(won, d(5)) == (2, 3)
    assert streaks(won, d(6)) == (2, 3)                   # today not played yet: still alive
    assert streaks(won, d(7)) == (0, 3)                   # a whole day missed: gone
    assert streaks(set(), d(0)) == (0, 0)
    assert streaks({d(k) for k in range(10)}, d(9)) == (10, 10)
    assert streaks({d(0), d(31)}, d(31)) == (1, 1)        # a month apart


def test_the_local_date_decides_the_day_across_time_zones():
    late = datetime(2026, 12, 1, 7, 30, tzinfo=timezone.utc)       # 23:30 the day before in LA
    los_angeles, tokyo = timezone(timedelta(hours=-8)), timezone(timedelta(hours=9))
    assert local_day(late, los_angeles) == date(2026, 11, 30)
    assert local_day(late, tokyo) == date(2026, 12, 1)
    # a player who flies from Tokyo to Los Angeles: each win counted on the local day it was
    # played, so Tokyo's Dec 1 then LA's Dec 1 (the same date again) keeps a 2-day run, not 3
    days = {local_day(datetime(2026, 11, 30, 1, 0, tzinfo=timezone.utc), tokyo),   # Nov 30
            local_day(datetime(2026, 11, 30, 23, 0, tzinfo=timezone.utc), tokyo),  # Dec 1
            local_day(datetime(2026, 12, 2, 1, 0, tzinfo=timezone.utc), los_angeles)}  # Dec 1
    assert days == {date(2026, 11, 30), date(2026, 12, 1)}
    assert streaks(days, date(2026, 12, 2)) == (2, 2)
    with pytest.raises(ValueError):
        local_day(datetime(2026, 12, 1, 12, 0))          # a moment without a zone


def test_the_share_line_and_the_last_30_days():
    c = challenge(date(2026, 12, 24))
    assert share_line(c, True, (2, 1), 221.4, 5) == \
        f"Speed daily 2026-12-24: beat {c.opponent.name} 2\u20131 in 3:41 \U0001F5255"
    assert share_line(c, False, (1, 2), 59.6, 0).endswith("lost to " + c.opponent.name +
                                                          " 1\u20132 in 1:00")
    days = recent({date(2026, 12, 24): True, date(2026, 12, 20): False}, date(2026, 12, 24))
    assert len(days) == 30 and days[-1] == (date(2026, 12, 24), True)
    assert days[-5] == (date(2026, 12, 20), False) and days[0][1] is None


def test_results_keep_the_best_of_a_day_per_player(tmp_path):
    db = connect(tmp_path / "s.sqlite3")
    day = date(2026, 12, 24)
    record(db, "Ana", day, False, (1, 2), 300.0, "Otto")
    record(db, "Ana", day, True, (2, 1), 250.0, "Otto")
    record(db, "Ana", day, False, (0, 2), 100.0, "Otto")      # a loss never replaces a win
    record(db, "Ana", day, True, (2, 0), 200.0, "Otto")       # a faster win does
    record(db, "Bo", day, False, (0, 2), 90.0, "Otto")
    row = result_of(db, "ana", day)
    assert (row["won"], row["score"], row["seconds"]) == (1, "2-0", 200.0)
    assert results(db, "Bo") == {day: False} and results(db, "Cy") == {}


def test_a_daily_match_played_to_its_end_is_kept_and_shared(tmp_path, monkeypatch):
    from types import SimpleNamespace

    from game.bots import Bot
    from game.engine.queue import IntentQueue
    from game.session import SeatInfo
    from game.ui.modes.daily import DailyMode
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    c = challenge(MONDAY)                               # Pip, Speed
    said = []
    ctx = SimpleNamespace(replay_to=str(tmp_path / "d.jsonl"), queue=IntentQueue(),
                          say=lambda words, seconds=0: said.append(words))
    mode = DailyMode(c, "Ana")
    seats = [SeatInfo("Ana", "bot", level="master"), SeatInfo(c.opponent.name, "bot")]
    session = mode.session(ctx, seats, c.variant, {}, 0, 0)
    assert 0 in session.bots and session.bots[1].level == c.opponent.timing()
    now = 0
    while not session.match.over:
        session.new_game(now, countdown_s=0)
        while not session.game.over:
            now = max(now + 1, session.next_event_ns() or now + 1)
            session.update(now)
    session.close()
    mode.save(SimpleNamespace(session=session, ctx=ctx))
    db = connect()
    row = result_of(db, "Ana", MONDAY)
    db.close()
    wins = session.match.wins
    assert row["score"] == f"{wins[0]}-{wins[1]}" and bool(row["won"]) == (wins[0] > wins[1])
    assert said and said[-1].startswith("Speed daily 2026-11-30: ")
    assert json.loads(open(tmp_path / "d.jsonl").readline())["daily"] == "2026-11-30"
