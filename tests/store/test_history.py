"""Profiles, match history and ratings in the one SQLite file; `speed stats` reads them."""
import json

import pytest

from game.cli import main
from game.session import SeatInfo, Session
from game.store import profiles, ratings
from game.store.db import connect
from game.store.history import record, save_session, summary
from game.store.report import format_report, report


def played(seats, seed=3, variant="speed", games_to_win=1) -> Session:
    """A bot sitting played to the end of its match in simulated time."""
    session = Session(variant, {"games_to_win": games_to_win}, seats, seed, record=False)
    now = 0
    session.new_game(now)
    while not session.match.over and not (session.game.over and session.game.winner is None) \
            and now < 3600 * 10**9:
        now += 20_000_000
        session.update(now)
        if session.game.over and not session.match.over and session.game.winner is not None:
            session.new_game(now)
    return session


def bot(name, level, profile=""):
    return SeatInfo(name, "bot", level=level, profile=profile)


def people(session) -> dict:
    """The sitting's summary with its profiled bots standing in for people (they play alone)."""
    match = summary(session)
    for player, info in zip(match["players"], session.seats):
        if info.profile:
            player.update(kind="human", level=None, profile=info.profile)
    return match


@pytest.fixture
def db(tmp_path):
    conn = connect(tmp_path / "s.sqlite3")
    yield conn
    conn.close()


def test_a_match_is_remembered_with_every_players_figures(db):
    session = played([bot("Ana", "expert", "Ana"), bot("CPU", "easy")], games_to_win=2)
    match_id = record(db, people(session))
    rows = db.execute("SELECT * FROM match_players WHERE match_id = ? ORDER BY seat",
                      (match_id,)).fetchall()
    assert [r["name"] for r in rows] == ["Ana", "CPU"]
    assert rows[0]["played"] == session.stats.played[0] > 0
    assert rows[0]["games_won"] == session.match.wins[0]
    assert {rows[0]["result"], rows[1]["result"]} == {"won", "lost"}
    assert rows[0]["profile_id"] == profiles.find(db, "Ana") and rows[1]["profile_id"] is None
    assert rows[0]["rating_after"] != rows[0]["rating_before"] == ratings.START


def test_ratings_move_towards_the_results_and_bots_stay_fixed():
    up, down = ratings.changes([1200.0, 1200.0], [2, 0])
    assert up == pytest.approx(16.0) and down == pytest.approx(-16.0)
    assert ratings.changes([1200.0, 1200.0], [1, 1]) == [0.0, 0.0]
    beat_better, _ = ratings.changes([1200.0, ratings.bot_rating("expert")], [2, 1])
    beat_worse, _ = ratings.changes([1200.0, ratings.bot_rating("easy")], [2, 1])
    assert beat_better > beat_worse > 0
    levels = ["easy", "medium", "hard", "expert"]
    assert [ratings.bot_rating(l) for l in levels] == sorted(ratings.bot_rating(l) for l in levels)


def test_the_report_counts_variants_opponents_and_bests(db):
    for seed in (1, 2, 3):
        record(db, people(played([bot("Ana", "expert", "Ana"), bot("CPU", "easy")], seed)))
    record(db, people(played([bot("Ana", "hard", "Ana"), bot("Bo", "hard", "Bo")], 4)))
    data = report(db)
    assert data["matches"] == 4 and [p["name"] for p in data["players"]] == ["Ana", "Bo"]
    ana = data["players"][0]
    assert sum(ana["by_variant"]["speed"].values()) == 4
    assert sum(ana["by_opponent"]["computer (easy)"].values()) == 3
    assert sum(ana["by_opponent"]["Bo"].values()) == 1
    assert ana["best"]["reaction_ms"] > 0 and len(ana["history"]) == 4
    assert "speed" in ana["ratings"]
    text = format_report(data)
    assert "Ana: 4 matches" in text and "against computer (easy)" in text


def test_profile_names_are_checked_in_words(db):
    assert profiles.name_problem("") and profiles.name_problem("x" * 30)
    assert profiles.name_problem("a;drop") and profiles.name_problem("ANA") is None
    with pytest.raises(ValueError, match="at most"):
        profiles.create(db, "x" * 30)
    first = profiles.create(db, "Ana")
    assert profiles.create(db, "ana") == first          # names are one per person, any case
    profiles.create(db, "Bo")
    assert set(profiles.names(db)) == {"Ana", "Bo"}


def test_speed_stats_on_a_fresh_data_folder_is_empty_but_valid(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "fresh"))
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"matches": 0, "players": []}
    assert not (tmp_path / "fresh").exists()           # reading made nothing
    assert main(["stats"]) == 0
    assert "No players yet" in capsys.readouterr().out


def test_speed_stats_prints_what_was_saved(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert save_session(played([bot("A", "easy"), bot("B", "easy")])) == ({}, None)
    with connect() as db:
        record(db, people(played([bot("Ana", "easy", "Ana"), bot("CPU", "expert")])))
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["matches"] == 2 and data["players"][0]["name"] == "Ana"
    assert data["players"][0]["by_opponent"] == {"computer (expert)": {"won": 0, "lost": 1,
                                                                        "drawn": 0}}
    assert data["players"][0]["ratings"]["speed"] < ratings.START


def test_an_unwritable_data_folder_is_one_line_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    _, problem = save_session(played([bot("A", "easy"), bot("B", "easy")]),
                              blocker / "x.sqlite3")
    assert problem and "could not be saved" in problem and "\n" not in problem


def test_every_bot_level_has_its_fixed_rating():
    from game.bots import LEVELS
    assert set(LEVELS) <= set(ratings.BOT_RATINGS)


def test_a_damaged_history_file_is_set_aside_and_rebuilt_by_speed_stats(tmp_path, monkeypatch,
                                                                         capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    (tmp_path / "speed").mkdir()
    damaged = b"not a database at all" * 200
    (tmp_path / "speed" / "speed.sqlite3").write_bytes(damaged)
    assert main(["stats"]) == 0
    err = capsys.readouterr().err
    assert err == "speed: Your history file was damaged; it was rebuilt from 0 replays\n"
    aside = list((tmp_path / "speed").glob("speed.sqlite3.broken-*"))
    assert [p.read_bytes() for p in aside] == [damaged]
    assert main(["stats"]) == 0 and capsys.readouterr().err == ""      # said once
