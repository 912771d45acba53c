"""Elo-style ratings per player and variant. Computer players have fixed ratings by level.

A match ranks its players by games won; each pair of players is one Elo game (win 1, draw ½),
the changes summed and scaled by 1/(players − 1). Only profiles' ratings move: computer players
keep their level's rating and guests (no profile) count as a newcomer.
"""
from game.store.db import reading, schema

START = 1200.0
K = 32.0
BOT_RATINGS = {"easy": 900.0, "medium": 1150.0, "hard": 1400.0, "expert": 1650.0,
               "master": 1900.0, "adaptive": 1300.0}

schema("ratings", [
    "CREATE TABLE IF NOT EXISTS ratings (profile_id INTEGER NOT NULL REFERENCES profiles(id), "
    "variant TEXT NOT NULL, rating REAL NOT NULL, matches INTEGER NOT NULL, "
    "PRIMARY KEY (profile_id, variant))",
])


def bot_rating(level: str) -> float:
    return BOT_RATINGS.get(level, START)


def expected(rating: float, other: float) -> float:
    """The Elo expected score of `rating` against `other`."""
    return 1.0 / (1.0 + 10 ** ((other - rating) / 400.0))


def changes(ratings: list[float], wins: list[int], k: float = K) -> list[float]:
    """Each player's rating change after a match in which seat i won `wins[i]` games."""
    n = len(ratings)
    out = []
    for i in range(n):
        total = 0.0
        for j in range(n):
            if j != i:
                score = 1.0 if wins[i] > wins[j] else 0.5 if wins[i] == wins[j] else 0.0
                total += score - expected(ratings[i], ratings[j])
        out.append(k * total / max(1, n - 1))
    return out


def rating(db, profile_id: int, variant: str) -> float:
    row = db.execute("SELECT rating FROM ratings WHERE profile_id = ? AND variant = ?",
                     (profile_id, variant)).fetchone()
    return row["rating"] if row else START


def save(db, profile_id: int, variant: str, value: float) -> None:
    """Inside the match's transaction: the profile's new rating in `variant`."""
    db.execute("INSERT INTO ratings (profile_id, variant, rating, matches) VALUES (?, ?, ?, 1) "
               "ON CONFLICT (profile_id, variant) DO UPDATE SET rating = excluded.rating, "
               "matches = matches + 1", (profile_id, variant, value))


def by_name(db) -> dict[str, dict[str, float]]:
    """variant → profile name → rating, for the profiles with a rated match in that variant."""
    table: dict[str, dict[str, float]] = {}
    for row in db.execute("SELECT p.name, r.variant, r.rating FROM ratings r "
                          "JOIN profiles p ON p.id = r.profile_id WHERE r.matches > 0"):
        table.setdefault(row["variant"], {})[row["name"]] = row["rating"]
    return table


def load_by_name(path=None) -> tuple[dict[str, dict[str, float]], str | None]:
    """`by_name` of the data folder's database, and a one-line problem or None."""
    return reading(by_name, {}, "Ratings are not available", path)
