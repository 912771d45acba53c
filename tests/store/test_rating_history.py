"""Every rated match keeps each player's rating before and after it, saved in the match's own
transaction: the history chains from the start rating to the current one, per variant, and a
save cut short (an error, or SIGKILL inside the transaction) leaves no trace of that match."""
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.store import history, profiles, ratings
from game.store.db import connect
from game.store.report import rating_lines, report
from tests.store.half_saved import match
from tests.store.test_history import bot, people, played

CHILD = str(Path(__file__).with_name("half_saved.py"))


@pytest.fixture
def db(tmp_path):
    conn = connect(tmp_path / "s.sqlite3")
    yield conn
    conn.close()


def chains(db) -> dict:
    """The report's rating lines for Speed, checked to chain from START to the ratings table."""
    data = report(db)
    json.loads(json.dumps(data))                    # `speed stats --json` stays valid JSON
    lines = rating_lines(data, "speed")
    for player in data["players"]:
        rated = [h for h in player["history"] if h["variant"] == "speed"]
        for before, after in zip(rated, rated[1:]):
            assert after["rating_before"] == before["rating"]
    for name, line in lines.items():
        assert line[0] == ratings.START
        stored = next(p for p in data["players"] if p["name"] == name)["ratings"]["speed"]
        assert line[-1] == pytest.approx(stored, abs=0.05)
    return lines


def test_each_rated_match_keeps_the_rating_it_left_per_variant(db):
    for n in range(4):
        history.record(db, match(n), finished=1000.0 + n)
    spit = people(played([bot("Ana", "hard", "Ana"), bot("CPU", "easy")], 2, variant="spit"))
    history.record(db, spit, finished=2000.0)
    lines = chains(db)
    assert set(lines) == {"Ana", "Bo"} and [len(line) for line in lines.values()] == [5, 5]
    assert len(set(lines["Ana"])) > 1                       # it moved
    assert list(rating_lines(report(db), "spit")) == ["Ana"]
    assert len(rating_lines(report(db), "spit")["Ana"]) == 2
    assert rating_lines(report(db), "california") == {}


def test_a_guest_or_a_computer_has_no_rating_history(db):
    history.record(db, summary_of_guests(), finished=1.0)
    assert rating_lines(report(db), "speed") == {}


def summary_of_guests() -> dict:
    guests = match(0)
    for player in guests["players"]:
        player["profile"] = None
    return guests


def test_an_error_in_the_middle_of_a_save_leaves_no_trace(db, monkeypatch):
    history.record(db, match(0), finished=1.0)
    before = chains(db)

    save = ratings.save

    def full_disk_after_the_first(db_, profile_id, *args):
        save(db_, profile_id, *args)                 # Ana's new rating is written…
        if profile_id != profiles.find(db_, "Ana"):
            raise OSError("disk full")               # …and Bo's fails
    monkeypatch.setattr(ratings, "save", full_disk_after_the_first)
    with pytest.raises(OSError):
        history.record(db, match(1), finished=2.0)
    assert db.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 1
    assert chains(db) == before


def test_a_copy_killed_inside_the_save_loses_nothing_it_had_saved(tmp_path):
    path = tmp_path / "speed.sqlite3"
    child = subprocess.Popen([sys.executable, CHILD, str(path), "3"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline()
        assert line.strip() == "MIDSAVE", child.stderr.read()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    db = connect(path)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 3
        lines = chains(db)
        assert [len(line) for line in lines.values()] == [4, 4]      # start + 3 matches each
        history.record(db, match(3), finished=2000.0)                   # the next save carries on
        assert [len(line) for line in chains(db).values()] == [5, 5]
    finally:
        db.close()
