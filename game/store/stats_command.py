"""`speed stats [--json] [--rebuild] [--bookkeeping]`: the history database's report (or the
cabinet's bookkeeping, store/bookkeeping.py), without creating the database; a damaged one is set
aside and rebuilt from the replays first (game/store/health.py)."""
import json
import sqlite3
import sys

from game.i18n import _
from game.store import bookkeeping, health
from game.store.db import connect, default_path
from game.store.rebuild import newer_file, progress_bar, rebuild
from game.store.report import empty, format_report, report


def load(books: bool = False) -> dict:
    """The report of the data folder's database (empty when there is none yet); `books`: the
    cabinet's bookkeeping."""
    path = default_path()
    if not path.exists() and not books:
        return empty()
    db = connect(path if path.exists() else ":memory:")      # nothing kept yet: all zero
    try:
        return bookkeeping.report(db) if books else report(db)
    finally:
        db.close()


def run(as_json: bool, rebuilding: bool = False, books: bool = False) -> int:
    if rebuilding:
        return run_rebuild()
    notice = health.check(progress=progress_bar())
    if notice:
        print(f"speed: {notice}", file=sys.stderr)
    try:
        data = load(books)
    except (sqlite3.Error, OSError) as error:
        print(_("speed: cannot read {path}: {error}").format(path=default_path(), error=error),
              file=sys.stderr)
        return 1
    text = "\n".join(bookkeeping.lines(data)) if books else format_report(data)
    print(json.dumps(data, indent=1) if as_json else text)
    return 0


def run_rebuild() -> int:
    """Rebuild the database from the replays folder; a line per skipped file, then a total."""
    path = default_path()
    if newer_file(path):
        print(_("speed: {path} was written by a newer version of the game; it is not "
                "overwritten").format(path=path), file=sys.stderr)
        return 1
    try:
        done = rebuild(path, progress=progress_bar())
    except (sqlite3.Error, OSError) as error:
        print(_("speed: cannot write {path}: {error}").format(path=path, error=error),
              file=sys.stderr)
        return 1
    for line in done.lines(path):
        print(f"speed: {line}")
    return 0
