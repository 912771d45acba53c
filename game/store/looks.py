"""Each named player's table (felt, card back and face, hand, text size), kept in the SQLite
file and put on the table when that player is seated (ui/look.py decides whose table it is)."""
import json
import time

from game.store.db import schema, transaction

schema("looks", [
    "CREATE TABLE IF NOT EXISTS looks (player TEXT NOT NULL PRIMARY KEY COLLATE NOCASE, "
    "choices TEXT NOT NULL, changed REAL NOT NULL)",
])


def save(db, player: str, choices: dict) -> None:
    """`player`'s choices from now on (setting name → value), in one transaction."""
    with transaction(db):
        db.execute("INSERT INTO looks (player, choices, changed) VALUES (?, ?, ?) "
                   "ON CONFLICT (player) DO UPDATE SET choices = excluded.choices, "
                   "changed = excluded.changed",
                   (player.strip(), json.dumps(choices, sort_keys=True), time.time()))


def load(db, player: str) -> dict | None:
    """`player`'s choices, or None for a player who never chose (or an unreadable row)."""
    row = db.execute("SELECT choices FROM looks WHERE player = ?", (player.strip(),)).fetchone()
    if row is None:
        return None
    try:
        found = json.loads(row["choices"])
    except ValueError:
        return None
    return found if isinstance(found, dict) else None
