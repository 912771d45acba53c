"""The high-score table: the fastest wins and the fastest "Speed!" calls, with three-letter
initials, per game (Speed, Spit, California). Kept in the game's one SQLite file
(game/store/db.py), every write one transaction, so a power cut never leaves half a score.

kinds: "win" — a game won, `ms` from its first flip to the win; "call" — a "Speed!" call,
`ms` from the moment the call window opened to the call.
"""
import re
import sqlite3
import string

from game.alphabet import INITIALS_MARKS, LETTERS
from game.i18n import N_
from game.store import db as store

KINDS = {"win": N_("Fastest wins"), "call": N_("Fastest \"Speed!\" calls")}   # shown: _(…)
TABLE_SIZE = 10
INITIALS = re.compile("[" + re.escape(LETTERS + string.digits + INITIALS_MARKS) + "]{3}")

store.schema("highscores", [
    """CREATE TABLE IF NOT EXISTS highscores (
           id INTEGER PRIMARY KEY,
           kind TEXT NOT NULL,
           variant TEXT NOT NULL,
           ms REAL NOT NULL,
           initials TEXT NOT NULL,
           at TEXT NOT NULL DEFAULT (datetime('now')))""",
    "CREATE INDEX IF NOT EXISTS highscores_rank ON highscores (kind, variant, ms)",
])


def top(conn: sqlite3.Connection, kind: str, variant: str,
        n: int = TABLE_SIZE) -> list[tuple[str, float]]:
    """The best `n` (initials, ms) of one table, fastest first (ties: the older first)."""
    rows = conn.execute("SELECT initials, ms FROM highscores WHERE kind = ? AND variant = ? "
                        "ORDER BY ms, id LIMIT ?", (kind, variant, n))
    return [(row[0], row[1]) for row in rows]


def qualifies(conn: sqlite3.Connection, kind: str, variant: str, ms: float) -> bool:
    """Would `ms` enter the table?"""
    best = top(conn, kind, variant)
    return len(best) < TABLE_SIZE or ms < best[-1][1]


def add(conn: sqlite3.Connection, kind: str, variant: str, ms: float, initials: str) -> None:
    """Enter a score (one transaction); the table keeps its best TABLE_SIZE rows."""
    if kind not in KINDS or not isinstance(initials, str) or not INITIALS.fullmatch(initials):
        raise ValueError(f"bad high score: {kind!r} {initials!r}")
    with store.transaction(conn):
        insert(conn, kind, variant, ms, initials)


def insert(conn: sqlite3.Connection, kind: str, variant: str, ms: float, initials: str) -> None:
    """Inside a transaction: enter a checked score and trim its table to TABLE_SIZE rows."""
    conn.execute("INSERT INTO highscores (kind, variant, ms, initials) VALUES (?, ?, ?, ?)",
                 (kind, variant, float(ms), initials))
    conn.execute("DELETE FROM highscores WHERE kind = ? AND variant = ? AND id NOT IN "
                 "(SELECT id FROM highscores WHERE kind = ? AND variant = ? "
                 "ORDER BY ms, id LIMIT ?)", (kind, variant, kind, variant, TABLE_SIZE))


def note(candidate, initials: str) -> dict:
    """The replay line that keeps a high score entered at the end of a match."""
    return {"intent": "initials", "kind": candidate.kind, "seat": candidate.seat,
            "initials": initials}


def insert_facts(conn: sqlite3.Connection, facts) -> None:
    """Inside a transaction: the high scores a replay's notes entered (derive.MatchFacts). The
    time is the replay's own, never the note's: a hand-edited file cannot forge a score."""
    found = {(c.kind, c.seat): c for c in facts.candidates}
    for line in facts.initials:
        candidate = found.pop((line.get("kind"), line.get("seat")), None)
        initials = line.get("initials")
        if candidate and isinstance(initials, str) and INITIALS.fullmatch(initials):
            insert(conn, candidate.kind, facts.header.variant, candidate.ms, initials)


def reset(conn: sqlite3.Connection) -> None:
    """Clear every table (the operator menu)."""
    with store.transaction(conn):
        conn.execute("DELETE FROM highscores")
