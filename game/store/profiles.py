"""Named player profiles: the regulars of a couch, picked or created on the join screen."""
import sqlite3
import string
import time

from game.store.db import reading, schema, transaction

NAME_MAX = 10
NAME_LETTERS = string.ascii_uppercase + string.digits + " -"   # what the name picker offers

schema("profiles", [
    "CREATE TABLE IF NOT EXISTS profiles (id INTEGER PRIMARY KEY, "
    "name TEXT NOT NULL UNIQUE COLLATE NOCASE, created REAL NOT NULL)",
])


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a profile's name, in words (None: it can)."""
    name = name.strip()
    if not name:
        return "A name needs at least one letter"
    if len(name) > NAME_MAX:
        return f"A name has at most {NAME_MAX} letters"
    if not all(c.isalnum() or c in " -_'." for c in name):
        return "Use letters, digits, spaces and - _ ' . in a name"
    return None


def names(db) -> list[str]:
    """Every profile's name, the most recently playing first, then the newest."""
    rows = db.execute(
        "SELECT p.name, MAX(m.finished) AS last FROM profiles p "
        "LEFT JOIN match_players mp ON mp.profile_id = p.id "
        "LEFT JOIN matches m ON m.id = mp.match_id "
        "GROUP BY p.id ORDER BY last IS NULL, last DESC, p.created DESC").fetchall()
    return [row["name"] for row in rows]


def find(db, name: str) -> int | None:
    row = db.execute("SELECT id FROM profiles WHERE name = ?", (name.strip(),)).fetchone()
    return row["id"] if row else None


def create(db, name: str) -> int:
    """The id of profile `name`, made now if it is new (ValueError: a name that cannot be)."""
    problem = name_problem(name)
    if problem:
        raise ValueError(problem)
    with transaction(db):
        return ensure(db, name)


def ensure(db, name: str) -> int:
    """Inside a transaction: the id of profile `name`, inserted when missing."""
    found = find(db, name)
    if found is not None:
        return found
    return db.execute("INSERT INTO profiles (name, created) VALUES (?, ?)",
                      (name.strip(), time.time())).lastrowid


def load_names(path=None) -> tuple[list[str], str | None]:
    """The remembered names from the data folder's database, and a one-line problem or None."""
    return reading(names, [], "Remembered names are not available", path)


def save_name(name: str, path=None) -> str | None:
    """Remember `name` now (the join screen's new name); a one-line problem or None."""
    from game.store.db import connect
    try:
        db = connect(path)
        try:
            create(db, name)
        finally:
            db.close()
    except ValueError as error:
        return str(error)
    except (OSError, sqlite3.Error) as error:
        return f"{name} could not be remembered ({error})"
    return None
