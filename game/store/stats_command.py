"""`speed stats [--json] [--bookkeeping]`: the history database's report (or the cabinet's
bookkeeping, store/bookkeeping.py), without creating the database."""
import json
import sqlite3
import sys

from game.store import bookkeeping
from game.store.db import connect, default_path
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


def run(as_json: bool, books: bool = False) -> int:
    try:
        data = load(books)
    except (sqlite3.Error, OSError) as error:
        print(f"speed: cannot read {default_path()}: {error}", file=sys.stderr)
        return 1
    text = "\n".join(bookkeeping.lines(data)) if books else format_report(data)
    print(json.dumps(data, indent=1) if as_json else text)
    return 0
