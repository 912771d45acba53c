"""The ladder's rungs each player has beaten, per variant, with the best (fastest) win."""
import time

from game.store.db import schema, transaction

schema("ladder", [
    "CREATE TABLE IF NOT EXISTS ladder (player TEXT NOT NULL COLLATE NOCASE, "
    "variant TEXT NOT NULL, rung TEXT NOT NULL, wins INTEGER NOT NULL, best REAL NOT NULL, "
    "finished REAL NOT NULL, PRIMARY KEY (player, variant, rung))",
])


def beat(db, player: str, variant: str, rung: str, seconds: float) -> bool:
    """`player` beat `rung` in `seconds`; True when it is their best time there."""
    with transaction(db):
        row = db.execute("SELECT best FROM ladder WHERE player = ? AND variant = ? AND "
                         "rung = ?", (player, variant, rung)).fetchone()
        if row is None:
            db.execute("INSERT INTO ladder VALUES (?, ?, ?, 1, ?, ?)",
                       (player, variant, rung, seconds, time.time()))
            return True
        db.execute("UPDATE ladder SET wins = wins + 1, best = MIN(best, ?), finished = ? "
                   "WHERE player = ? AND variant = ? AND rung = ?",
                   (seconds, time.time(), player, variant, rung))
        return seconds < row["best"]


def best_times(db, player: str, variant: str) -> dict[str, float]:
    """Rung → `player`'s best winning time there (beaten rungs only)."""
    rows = db.execute("SELECT rung, best FROM ladder WHERE player = ? AND variant = ?",
                      (player, variant))
    return {r["rung"]: r["best"] for r in rows}
