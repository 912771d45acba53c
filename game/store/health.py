"""At start-up and in `speed stats`: a database that cannot be read is set aside and rebuilt
from the replays; one written by a newer game is left alone. Each says so once, in words."""
import os
import sqlite3
import time
from pathlib import Path

from game.i18n import _, ngettext
from game.store.db import VERSION, default_path
from game.store.rebuild import rebuild

DAMAGED = ("not a database", "malformed", "corrupt", "encrypted")   # not "disk I/O error":
#   a full disk says that too, and a file set aside for it would not be rebuilt


def problem(path) -> str | None:
    """"damaged", "newer", or None (fine, missing, or only busy or locked for now)."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1.0)
    except sqlite3.Error as error:
        return _damaged(error)
    try:
        if db.execute("PRAGMA user_version").fetchone()[0] > VERSION:
            return "newer"
        rows = db.execute("PRAGMA quick_check").fetchall()
        return None if [tuple(r) for r in rows] == [("ok",)] else "damaged"
    except sqlite3.Error as error:
        return _damaged(error)
    finally:
        db.close()


def _damaged(error: sqlite3.Error) -> str | None:
    return "damaged" if any(word in str(error).lower() for word in DAMAGED) else None


def set_aside(path: Path) -> Path:
    """Rename the damaged file (and its logs) to `<name>.broken-<date>`; the new name."""
    aside = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        if os.path.exists(f"{path}{suffix}"):
            os.replace(f"{path}{suffix}", f"{aside}{suffix}")
    return aside


def check(path=None, folder=None, progress=None) -> str | None:
    """Look at the database once; the words to show the player, or None when all is well."""
    path = Path(path) if path else default_path()
    if not path.exists():
        return None
    found = problem(path)
    if found == "newer":
        return _("Your history file was written by a newer version of the game: it is kept "
                 "as it is, and this one plays on without saving history")
    if found != "damaged":
        return None
    try:
        aside = set_aside(path)
    except OSError as error:
        return _("Your history file is damaged and could not be set aside ({error})").format(
            error=error)
    try:
        done = rebuild(path, folder, progress)
    except (OSError, sqlite3.Error) as error:
        os.replace(aside, path)                      # as it was: tried again next time
        return _("Your history file is damaged and could not be rebuilt ({error})").format(
            error=error)
    return ngettext("Your history file was damaged; it was rebuilt from {n} replay",
                    "Your history file was damaged; it was rebuilt from {n} replays",
                    done.read).format(n=done.read)
