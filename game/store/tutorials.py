"""Finished tutorials, per player and variant ("" is whoever plays without a remembered name)."""
import time

from game.store.db import schema, transaction

schema("tutorials", [
    "CREATE TABLE IF NOT EXISTS tutorials (player TEXT NOT NULL COLLATE NOCASE, "
    "variant TEXT NOT NULL, finished REAL NOT NULL, PRIMARY KEY (player, variant))",
])


def mark_finished(db, player: str, variant: str, when: float | None = None) -> None:
    """`player` has been through `variant`'s tutorial (the latest time is kept)."""
    with transaction(db):
        db.execute("INSERT INTO tutorials (player, variant, finished) VALUES (?, ?, ?) "
                   "ON CONFLICT (player, variant) DO UPDATE SET finished = excluded.finished",
                   (player.strip(), variant, time.time() if when is None else when))


def finished(db, player: str | None = None) -> set[str]:
    """The variants whose tutorial `player` finished (None: anyone on this machine)."""
    if player is None:
        rows = db.execute("SELECT DISTINCT variant FROM tutorials")
    else:
        rows = db.execute("SELECT variant FROM tutorials WHERE player = ?", (player.strip(),))
    return {row["variant"] for row in rows}
