"""Daily challenge results per player (the player's local date is the day): a win replaces a
loss of the same day, never the other way round; streaks come from the days won."""
import time
from datetime import date

from game.store.db import schema, transaction

schema("daily", [
    "CREATE TABLE IF NOT EXISTS daily_results (player TEXT NOT NULL COLLATE NOCASE, "
    "day TEXT NOT NULL, won INTEGER NOT NULL, score TEXT NOT NULL, seconds REAL NOT NULL, "
    "opponent TEXT NOT NULL, finished REAL NOT NULL, PRIMARY KEY (player, day))",
])


def record(db, player: str, day: date, won: bool, score: tuple[int, int], seconds: float,
           opponent: str) -> None:
    """Keep `player`'s result of `day` (a win is kept over a loss; a faster win over a slower)."""
    with transaction(db):
        row = db.execute("SELECT won, seconds FROM daily_results WHERE player = ? AND day = ?",
                         (player, day.isoformat())).fetchone()
        if row is not None and (row["won"] > won or
                                (row["won"] == won and row["seconds"] <= seconds)):
            return
        db.execute("INSERT OR REPLACE INTO daily_results VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (player, day.isoformat(), int(won), f"{score[0]}-{score[1]}", seconds,
                    opponent, time.time()))


def results(db, player: str) -> dict[date, bool]:
    """Every day `player` played: won or not."""
    rows = db.execute("SELECT day, won FROM daily_results WHERE player = ?", (player,))
    return {date.fromisoformat(r["day"]): bool(r["won"]) for r in rows}


def result_of(db, player: str, day: date):
    """`player`'s row for `day` (won, score, seconds, opponent), or None."""
    return db.execute("SELECT won, score, seconds, opponent FROM daily_results "
                      "WHERE player = ? AND day = ?", (player, day.isoformat())).fetchone()


def last_player(db) -> str:
    """Who played the daily challenge last on this machine ("" when nobody has)."""
    row = db.execute("SELECT player FROM daily_results ORDER BY finished DESC LIMIT 1")
    found = row.fetchone()
    return found["player"] if found else ""
