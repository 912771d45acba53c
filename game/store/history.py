"""Match history: every finished match and every player's figures, one transaction a match.

`summary(session)` turns a finished sitting into plain data; `record(db, summary)` writes it,
with the players' new ratings, in one transaction: a crash before the COMMIT leaves no trace,
after it the match is there (WAL), and two copies of the game finishing at once both land.
"""
import json
import sqlite3
import time

from game.store import profiles, ratings
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
])
PLAYER_FIGURES = ("played", "misses", "races_won", "races_lost", "pace_ms", "reaction_ms",
                  "fastest_call_ms")


def summary(session) -> dict:
    """A finished sitting as plain data: the match and each player's figures."""
    stats, wins = session.stats, list(session.match.wins)
    games = session.match.index + 1
    players = []
    for seat, info in enumerate(session.seats):
        best = max(wins)
        result = "won" if wins[seat] == best and wins.count(best) == 1 else \
            "drawn" if wins[seat] == best else "lost"
        players.append({
            "seat": seat, "name": info.name, "kind": info.kind,
            "level": info.level if info.kind == "bot" else None,
            "profile": (info.profile or None) if info.kind == "human" else None,
            "games_won": wins[seat], "result": result,
            "played": stats.played[seat], "misses": stats.rejected[seat],
            "races_won": stats.races_won[seat], "races_lost": stats.races_lost(seat),
            "pace_ms": stats.mean_gap_ms(seat), "reaction_ms": stats.median_reaction_ms(seat),
            "fastest_call_ms": stats.fastest_call_ms(seat)})
    winner = next((p["seat"] for p in players if p["result"] == "won"), None)
    return {"variant": session.variant, "options": dict(session.options), "seed": session.seed,
            "games": games, "winner": winner, "duration_ms": stats.duration_ms,
            "players": players}


def record(db, match: dict, finished: float | None = None) -> int:
    """Write one finished match and its ratings in one transaction; the new match's id."""
    with transaction(db):
        ids = [profiles.ensure(db, p["profile"]) if p["profile"] else None
               for p in match["players"]]
        before = [_rating_of(db, p, pid, match["variant"]) for p, pid in
                  zip(match["players"], ids)]
        delta = ratings.changes(before, [p["games_won"] for p in match["players"]])
        match_id = db.execute(
            "INSERT INTO matches (finished, variant, options, seed, games, winner, duration_ms) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (finished or time.time(), match["variant"], json.dumps(match["options"]),
             match["seed"], match["games"], match["winner"], match["duration_ms"])).lastrowid
        for player, pid, old, change in zip(match["players"], ids, before, delta):
            new = old + change if pid is not None else None
            if new is not None:
                ratings.save(db, pid, match["variant"], new)
            db.execute(
                "INSERT INTO match_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "?, ?)",
                (match_id, player["seat"], player["name"], player["kind"], player["level"], pid,
                 player["games_won"], player["result"],
                 *(player[k] for k in PLAYER_FIGURES), old if pid else None, new))
    return match_id


def _rating_of(db, player: dict, profile_id: int | None, variant: str) -> float:
    if player["kind"] == "bot":
        return ratings.bot_rating(player["level"])
    return ratings.rating(db, profile_id, variant) if profile_id else ratings.START


def save_session(session, path=None) -> tuple[dict[int, tuple[float, float]], str | None]:
    """Record a finished sitting in the data folder's database. Returns each rated seat's
    (rating before, after) and a one-line problem (None when it was saved)."""
    try:
        db = connect(path)
        try:
            db.execute("PRAGMA synchronous=FULL")      # a power cut after this keeps the match
            match_id = record(db, summary(session))
            rows = db.execute("SELECT seat, rating_before, rating_after FROM match_players "
                              "WHERE match_id = ? AND rating_after IS NOT NULL", (match_id,))
            return {r["seat"]: (r["rating_before"], r["rating_after"]) for r in rows}, None
        finally:
            db.close()
    except (OSError, sqlite3.Error) as error:      # a full disk, a read-only folder, a lock
        return {}, f"This match could not be saved to the history ({error})"
