"""Match history: every finished match and every player's figures, one transaction a match.
The database is an index of the replays: each match row names its replay file (`replays`).

`summary(session)` turns a finished sitting into plain data; `record(db, summary)` writes it,
with the players' new ratings, in one transaction: a crash before the COMMIT leaves no trace,
after it the match is there (WAL), and two copies of the game finishing at once both land.
"""
import json
import sqlite3
import time

from game.replay.format import ReplayError
from game.i18n import _
from game.store import derive, profiles, ratings
from game.store.db import connect, schema, transaction

schema("history", [
    "CREATE TABLE IF NOT EXISTS matches (id INTEGER PRIMARY KEY, finished REAL NOT NULL, "
    "variant TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER, games INTEGER NOT NULL, "
    "winner INTEGER, duration_ms REAL NOT NULL)",
    "CREATE TABLE IF NOT EXISTS match_players (match_id INTEGER NOT NULL REFERENCES matches(id), "
    "seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT, "
    "profile_id INTEGER REFERENCES profiles(id), games_won INTEGER NOT NULL, "
    "result TEXT NOT NULL, played INTEGER NOT NULL, misses INTEGER NOT NULL, "
    "races_won INTEGER NOT NULL, races_lost INTEGER NOT NULL, pace_ms REAL, reaction_ms REAL, "
    "fastest_call_ms REAL, rating_before REAL, rating_after REAL, "
    "PRIMARY KEY (match_id, seat))",
    "CREATE INDEX IF NOT EXISTS match_players_profile ON match_players (profile_id)",
    "CREATE TABLE IF NOT EXISTS replays (match_id INTEGER PRIMARY KEY REFERENCES matches(id), "
    "file TEXT NOT NULL, started REAL NOT NULL)",
])
PLAYER_FIGURES = ("played", "misses", "races_won", "races_lost", "pace_ms", "reaction_ms",
                  "fastest_call_ms")


def summary(session) -> dict:
    """A finished sitting as plain data, derived from its replay (game/store/derive.py)."""
    return derive.from_lines(session.lines).match


def record(db, match: dict, finished: float | None = None) -> int:
    """Write one finished match and its ratings in one transaction; the new match's id."""
    with transaction(db):
        return insert(db, match, finished)


def insert(db, match: dict, finished: float | None = None) -> int:
    """Inside a transaction: one finished match and its players' new ratings; its id."""
    ids = [profiles.ensure(db, p["profile"]) if p["profile"] else None
           for p in match["players"]]
    rated = not match.get("abandoned")              # abandoned: kept, no rating moves
    before = [_rating_of(db, p, pid, match["variant"]) for p, pid in zip(match["players"], ids)]
    delta = ratings.changes(before, [p["games_won"] for p in match["players"]])
    match_id = db.execute(
        "INSERT INTO matches (finished, variant, options, seed, games, winner, duration_ms) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (finished or time.time(), match["variant"], json.dumps(match["options"]),
         match["seed"], match["games"], match["winner"], match["duration_ms"])).lastrowid
    for player, pid, old, change in zip(match["players"], ids, before, delta):
        new = old + change if pid is not None and rated else None
        if new is not None:
            ratings.save(db, pid, match["variant"], new)
        db.execute(
            "INSERT INTO match_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?)",
            (match_id, player["seat"], player["name"], player["kind"], player["level"], pid,
             player["games_won"], player["result"],
             *(player[k] for k in PLAYER_FIGURES), old if pid and rated else None, new))
    return match_id


def insert_facts(db, facts) -> int:
    """Inside a transaction: a replay's match (derive.MatchFacts), indexed by its file."""
    match_id = insert(db, facts.match, facts.finished_at)
    db.execute("INSERT INTO replays (match_id, file, started) VALUES (?, ?, ?)",
               (match_id, facts.source, facts.started))
    return match_id


def _rating_of(db, player: dict, profile_id: int | None, variant: str) -> float:
    if player["kind"] == "bot":
        return ratings.bot_rating(player["level"])
    return ratings.rating(db, profile_id, variant) if profile_id else ratings.START


def save_session(session, path=None, abandoned: bool = False
                 ) -> tuple[dict[int, tuple[float, float]], str | None]:
    """Record a finished sitting in the data folder's database. Returns each rated seat's
    (rating before, after) and a one-line problem (None when it was saved, or once said).
    A match that cannot be saved now is kept and saved with the next one (or at exit).
    `abandoned`: a player on another machine never came back; the match as far as it went
    is kept, every player's result "abandoned", no rating moved."""
    replay = session.replay
    try:
        source = replay.path.name if replay and replay.path else ""
        facts = derive.from_lines(session.lines, source)
    except ReplayError as error:
        return {}, _("This match could not be saved to the history ({error})").format(error=error)
    if abandoned:
        facts.match = abandoned_match(facts.match)
    _pending.append(facts)
    try:
        db = connect(path)
        try:
            db.execute("PRAGMA synchronous=FULL")      # a power cut after this keeps the match
            match_id = _write_pending(db)
            rows = db.execute("SELECT seat, rating_before, rating_after FROM match_players "
                              "WHERE match_id = ? AND rating_after IS NOT NULL", (match_id,))
            _said.clear()
            return {r["seat"]: (r["rating_before"], r["rating_after"]) for r in rows}, None
        finally:
            db.close()
    except (OSError, sqlite3.Error) as error:      # a full disk, a read-only folder, a lock
        return {}, _say_once(_("This match could not be saved to the history ({error}); it is "
                               "kept and saved when it can be").format(error=error))


def abandoned_match(match: dict) -> dict:
    """A match a player left for good: no winner, each player's result "abandoned", not
    rated."""
    players = [{**p, "result": "abandoned"} for p in match["players"]]
    return {**match, "winner": None, "players": players, "abandoned": True}


_pending: list = []      # finished matches not yet in the database, oldest first
_said: list[str] = []


def _write_pending(db) -> int:
    """Write every kept match, oldest first, one transaction each; the last one's id."""
    match_id = None
    while _pending:
        with transaction(db):
            match_id = insert_facts(db, _pending[0])
        _pending.pop(0)
    return match_id


def _say_once(message: str) -> str | None:
    if _said:
        return None
    _said.append(message)
    return message


def retry_pending(path=None) -> int:
    """At exit: write the matches kept in memory if the database takes them now; how many
    are still not saved."""
    if _pending:
        try:
            db = connect(path)
            try:
                _write_pending(db)
            finally:
                db.close()
        except (OSError, sqlite3.Error):
            pass
    return len(_pending)
