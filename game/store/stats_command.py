"""`speed stats [--json]`: the history database's report, without creating the database."""
import json
import sqlite3
import sys

from game.store.db import connect, default_path
from game.store.report import empty, format_report, report


def load() -> dict:
    """The report of the data folder's database (empty when there is none yet)."""
    path = default_path()
    if not path.exists():
        return empty()
    db = connect(path)
    try:
        return report(db)
    finally:
        db.close()


def run(as_json: bool) -> int:
    try:
        data = load()
    except (sqlite3.Error, OSError) as error:
        print(f"speed: cannot read {default_path()}: {error}", file=sys.stderr)
        return 1
    print(json.dumps(data, indent=1) if as_json else format_report(data))
    return 0
