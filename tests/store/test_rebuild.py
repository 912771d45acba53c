"""`speed stats --rebuild` gives exactly the database the live game saved: real matches of
every variant (people with profiles, a guest, computers), an unfinished match, a damaged file
and a hostile one in the replays folder; the two databases are compared table by table."""
import json
import sqlite3

import pytest

from game.cli import main
from game.store.db import connect
from tests.store.live_matches import computer, forget_kept, new_app, person, play

TABLES = {
    "profiles": "SELECT name FROM profiles ORDER BY name",
    "matches": "SELECT m.finished, m.variant, m.options, m.seed, m.games, m.winner, "
               "m.duration_ms, r.file, r.started FROM matches m JOIN replays r "
               "ON r.match_id = m.id ORDER BY m.finished, r.file",
    "players": "SELECT m.finished, mp.seat, mp.name, mp.kind, mp.level, p.name AS profile, "
               "mp.games_won, mp.result, mp.played, mp.misses, mp.races_won, mp.races_lost, "
               "mp.pace_ms, mp.reaction_ms, mp.fastest_call_ms, mp.rating_before, "
               "mp.rating_after FROM match_players mp JOIN matches m ON m.id = mp.match_id "
               "LEFT JOIN profiles p ON p.id = mp.profile_id ORDER BY m.finished, mp.seat",
    "ratings": "SELECT p.name, r.variant, r.rating, r.matches FROM ratings r "
               "JOIN profiles p ON p.id = r.profile_id ORDER BY p.name, r.variant",
    "highscores": "SELECT kind, variant, ms, initials FROM highscores ORDER BY kind, variant, "
                  "ms, id",
}


def dump(path) -> dict:
    db = sqlite3.connect(path)
    try:
        return {name: db.execute(query).fetchall() for name, query in TABLES.items()}
    finally:
        db.close()


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A data folder after real matches, and a copy of the database the live game saved."""
    data = tmp_path_factory.mktemp("data")
    forget_kept()
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(data))
    app = new_app(seed=5)
    ana, bo, guest = person("Ana", "Ana"), person("Bo", "Bo"), person("Guest")
    play(app, "speed", [ana, computer("CPU", "hard")])
    play(app, "speed", [ana, bo], games_to_win=2)
    play(app, "spit", [bo, guest])
    play(app, "california", [ana, bo])
    play(app, "speed", [guest, bo, computer("CPU", "easy")])
    play(app, "speed", [ana, bo], until_ms=3_000)       # left mid-match: not in the history
    folder = data / "speed" / "replays"
    (folder / "damaged.jsonl").write_text('{"format": "speed-replay", "vers')
    (folder / "other.jsonl").write_text('{"format": "chess-pgn"}\n')
    live = data / "speed" / "speed.sqlite3"
    yield data, live, dump(live)
    patch.undo()


def test_the_live_game_saved_every_finished_match_with_its_replay(played):
    data, live, saved = played
    assert len(saved["matches"]) == 5
    assert {row[1] for row in saved["matches"]} == {"speed", "spit", "california"}
    assert [row[0] for row in saved["profiles"]] == ["Ana", "Bo"]
    guests = [row for row in saved["players"] if row[3] == "human" and row[5] is None]
    assert len(guests) == 2 and all(row[-1] is None for row in guests)
    assert saved["highscores"]
    first = min(saved["matches"], key=lambda row: row[8])          # by `started`
    header = json.loads((data / "speed" / "replays" / first[7]).open().readline())
    assert header["seats"][0]["profile"] == "Ana" and "profile" not in header["seats"][1]
    assert first[8] < first[0] and "started" in header


def test_rebuild_gives_exactly_what_the_live_game_saved(played, capsys, monkeypatch):
    data, live, saved = played
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    live.rename(live.with_name("live.sqlite3"))
    try:
        assert main(["stats", "--rebuild"]) == 0
        assert dump(live) == saved
    finally:
        live.with_name("live.sqlite3").replace(live)
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == f"speed: rebuilt {live} from 5 replays (3 skipped)"
    skipped = sorted(out[:-1])
    assert len(skipped) == 3
    assert skipped[0].startswith("speed: skipped 2") and skipped[0].endswith(
        ": the match was not played to its end")
    assert skipped[1].startswith("speed: skipped damaged.jsonl: damaged or another format "
                                 "(line 1: not valid JSON")
    assert skipped[2] == ('speed: skipped other.jsonl: damaged or another format (line 1: '
                          'header must have "format": "speed-replay")')


def test_a_damaged_database_is_set_aside_and_rebuilt_at_the_same_figures(played, monkeypatch,
                                                                          capsys):
    data, live, saved = played
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    original = live.read_bytes()
    try:
        live.write_bytes(original[:4096] + b"\0" * 100 + original[4196:])  # a bad sector
        for suffix in ("-wal", "-shm"):
            live.with_name(live.name + suffix).unlink(missing_ok=True)
        assert main(["stats", "--json"]) == 0
        said = capsys.readouterr()
        assert said.err == ("speed: Your history file was damaged; it was rebuilt from 5 "
                            "replays\n")
        assert json.loads(said.out)["matches"] == 5
        assert dump(live) == saved
        aside = [p for p in live.parent.glob("speed.sqlite3.broken-*")
                 if not p.name.endswith(("-wal", "-shm"))]
        assert len(aside) == 1 and aside[0].read_bytes()[:4096] == original[:4096]
    finally:
        for path in live.parent.glob("speed.sqlite3.broken-*"):
            path.unlink()
        live.write_bytes(original)


def test_a_database_of_a_newer_game_is_never_overwritten(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    db = connect()
    db.execute("PRAGMA user_version=99")
    db.close()
    path = tmp_path / "speed" / "speed.sqlite3"
    before = path.read_bytes()
    assert main(["stats", "--rebuild"]) == 1
    assert "newer version of the game; it is not overwritten" in capsys.readouterr().err
    assert main(["stats"]) == 1
    assert "newer version" in capsys.readouterr().err
    assert path.read_bytes() == before
