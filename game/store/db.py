"""The one SQLite database of the game (`speed.sqlite3` in the data folder).

WAL mode and a busy timeout, so two copies of the game can write at once and a crash or a power
cut never leaves a half-written match: every write is one transaction (`with transaction(db):`).
Each part of the game declares its tables with `schema(name, statements)`; `connect` creates
whatever is missing, so parts can be added without a migration step.
"""
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path

from game.i18n import _
from game.paths import data_dir

FILE_NAME = "speed.sqlite3"
VERSION = 1                   # PRAGMA user_version this game writes; a newer file is left alone
WAIT_S = 10.0                 # how long a write waits for another copy of the game
_SCHEMAS: dict[str, list[str]] = {}


def schema(name: str, statements: list[str]) -> None:
    """Register a part's `CREATE TABLE IF NOT EXISTS …` statements (run on every connect)."""
    _SCHEMAS[name] = statements


class NewerDatabase(sqlite3.DatabaseError):
    """The file was written by a newer version of the game: it is never written to here."""

    def __init__(self, path):
        super().__init__(_("{path} was written by a newer version of the game; history is not "
                           "saved by this one").format(path=path))


def default_path() -> Path:
    return data_dir() / FILE_NAME


def connect(path: Path | str | None = None) -> sqlite3.Connection:
    """Open (creating if needed) the database, in WAL mode, with every registered schema."""
    path = Path(path) if path else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=WAIT_S, isolation_level=None)
    db.row_factory = sqlite3.Row
    try:
        _check_version(db, path)
        _switch_to_wal(db, WAIT_S)
    except BaseException:
        db.close()
        raise
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA foreign_keys=ON")
    with transaction(db):
        for statements in _SCHEMAS.values():
            for statement in statements:
                db.execute(statement)
    return db


def _check_version(db: sqlite3.Connection, path: Path) -> None:
    """Refuse a file of a newer game; mark a new or older one as this version's."""
    found = db.execute("PRAGMA user_version").fetchone()[0]
    if found > VERSION:
        raise NewerDatabase(path)
    if found < VERSION:
        db.execute(f"PRAGMA user_version={VERSION}")


def _switch_to_wal(db: sqlite3.Connection, wait_s: float) -> None:
    """`PRAGMA journal_mode=WAL`, retried: SQLite does not wait on its busy timeout when another
    copy holds a write lock on a database still in rollback mode (two copies' first save)."""
    deadline = time.monotonic() + wait_s
    while True:
        try:
            db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() >= deadline:
                raise
            time.sleep(0.005)


def reading(query, default, words: str, path=None):
    """`query(db)` on the data folder's database, with None; or `default` and a one-line problem
    ("{words} ({error})") when the file cannot be opened or read."""
    try:
        db = connect(path)
        try:
            return query(db), None
        finally:
            db.close()
    except (OSError, sqlite3.Error) as error:
        return default, f"{words} ({error})"


@contextmanager
def transaction(db: sqlite3.Connection):
    """One atomic write: BEGIN IMMEDIATE … COMMIT, rolled back on any error. Inside another
    transaction (the rebuild's one), it is part of that one."""
    if db.in_transaction:
        yield db
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
