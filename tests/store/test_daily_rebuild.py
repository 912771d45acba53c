"""The daily challenge's results rebuilt from replays whose header has "daily": "<date>". The
daily table is built elsewhere (game/store/daily.py, issue 22); until it is merged a stand-in
with its `record` stands for it here."""
import sqlite3
import sys
import types

import pytest

from game.store import daily_rebuild, rebuild
from game.store.db import transaction
from tests.replay.test_untrusted_rebuild import HEADER, finished_lines


def stand_in():
    """`game.store.daily` as the daily challenge has it: record(db, player, day, won, …)."""
    module = types.ModuleType("game.store.daily")
    kept = []

    def record(db, player, day, won, score, seconds, opponent):
        with transaction(db):                       # joins the rebuild's one transaction
            db.execute("CREATE TABLE IF NOT EXISTS daily_results (player, day, won, score, "
                       "seconds, opponent)")
            db.execute("INSERT INTO daily_results VALUES (?, ?, ?, ?, ?, ?)",
                       (player, day.isoformat(), int(won), f"{score[0]}-{score[1]}", seconds,
                        opponent))
        kept.append(player)
    module.record = record
    return module


@pytest.fixture
def daily(monkeypatch):
    module = stand_in()
    monkeypatch.setitem(sys.modules, "game.store.daily", module)
    import game.store
    monkeypatch.setattr(game.store, "daily", module, raising=False)
    monkeypatch.setattr(rebuild, "DERIVED", rebuild.DERIVED + [daily_rebuild.insert_daily])
    return module


def test_a_daily_replay_keeps_its_day_and_result(daily, tmp_path):
    assert daily_rebuild.available()
    folder = tmp_path / "replays"
    folder.mkdir()
    (folder / "a.jsonl").write_text("\n".join(finished_lines({**HEADER, "daily": "2026-11-28"}))
                                    + "\n")
    (folder / "b.jsonl").write_text("\n".join(finished_lines({**HEADER, "seed": 8})) + "\n")
    (folder / "c.jsonl").write_text("\n".join(finished_lines({**HEADER, "seed": 9,
                                                              "daily": "not a day"})) + "\n")
    done = rebuild.rebuild(tmp_path / "out.sqlite3", folder)
    assert done.read == 3
    rows = sqlite3.connect(tmp_path / "out.sqlite3").execute(
        "SELECT player, day, score, opponent FROM daily_results").fetchall()
    assert len(rows) == 1
    player, day, score, opponent = rows[0]
    assert (player, day, opponent) == ("Ana", "2026-11-28", "Bo") and score in ("1-0", "0-1")
