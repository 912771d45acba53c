"""Named player profiles: the regulars of a couch, picked or created on the join screen.

A name is kept as it was typed ("Søren", "João": its case and accents; composed, NFC) and is
one name whatever its case: "SØREN" finds "Søren" (game/collation.py's `fold`; SQLite's
NOCASE folds only A–Z, so the lookup folds in Python). Names are listed as the player's
language sorts them.
"""
import sqlite3
import time
import unicodedata

from game.collation import fold, sorted_names
from game.i18n import _, ngettext
from game.store.db import reading, schema, transaction

NAME_MAX = 10
NAME_MARKS = " -_'."                 # what a name may hold besides letters and digits

schema("profiles", [
    "CREATE TABLE IF NOT EXISTS profiles (id INTEGER PRIMARY KEY, "
    "name TEXT NOT NULL UNIQUE COLLATE NOCASE, created REAL NOT NULL)",
])


def name_fault(name: str) -> str | None:
    """Why `name` cannot be a profile's name, for machines and logs, in English: "empty",
    "too long", "a character a name cannot hold" (None: it can)."""
    name = as_typed(name)
    if not name:
        return "empty"
    if len(name) > NAME_MAX:
        return "too long"
    if not all(name_char(c) for c in name):
        return "a character a name cannot hold"
    return None


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a profile's name, in the player's words (None: it can)."""
    fault = name_fault(name)
    if fault == "empty":
        return _("A name needs at least one letter")
    if fault == "too long":
        return too_long()
    return _("Use letters, digits, spaces and - _ ' . in a name") if fault else None


def too_long() -> str:
    """Why a name cannot be longer, in words ("A name has at most 10 letters")."""
    return ngettext("A name has at most {n} letter", "A name has at most {n} letters",
                    NAME_MAX).format(n=NAME_MAX)


def name_char(char: str) -> bool:
    """May `char` be in a name (a letter of any alphabet, a digit, a space or - _ ' .)?"""
    return char.isalnum() or char in NAME_MARKS


def as_typed(name: str) -> str:
    """`name` as it is kept: its case and accents as typed, composed (NFC), no outer spaces."""
    return unicodedata.normalize("NFC", name).strip()


def names(db, language: str | None = None) -> list[str]:
    """Every profile's name, as `language` (default: the player's) sorts them."""
    return sorted_names([row["name"] for row in db.execute("SELECT name FROM profiles")],
                        language)


def find(db, name: str) -> int | None:
    """The id of the profile called `name`, whatever its case; None: nobody is."""
    wanted = fold(name)
    for row in db.execute("SELECT id, name FROM profiles"):
        if fold(row["name"]) == wanted:
            return row["id"]
    return None


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
                      (as_typed(name), time.time())).lastrowid


def load_names(path=None) -> tuple[list[str], str | None]:
    """The remembered names from the data folder's database, and a one-line problem or None."""
    return reading(names, [], _("Remembered names are not available"), path)


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
        return _("{name} could not be remembered ({problem})").format(name=name, problem=error)
    return None
