"""`speed stats [--json] [--rebuild]`: the history database's report, without creating the
database; a damaged one is set aside and rebuilt from the replays first (game/store/health.py)."""
import json
import sqlite3
import sys

from game.store import health
from game.store.db import connect, default_path
from game.store.rebuild import newer_file, progress_bar, rebuild
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


def run(as_json: bool, rebuilding: bool = False) -> int:
    if rebuilding:
        return run_rebuild()
    notice = health.check(progress=progress_bar())
    if notice:
        print(f"speed: {notice}", file=sys.stderr)
    try:
        data = load()
    except (sqlite3.Error, OSError) as error:
        print(f"speed: cannot read {default_path()}: {error}", file=sys.stderr)
        return 1
    print(json.dumps(data, indent=1) if as_json else format_report(data))
    return 0


def run_rebuild() -> int:
    """Rebuild the database from the replays folder; a line per skipped file, then a total."""
    path = default_path()
    if newer_file(path):
        print(f"speed: {path} was written by a newer version of the game; it is not "
              "overwritten", file=sys.stderr)
        return 1
    try:
        done = rebuild(path, progress=progress_bar())
    except (sqlite3.Error, OSError) as error:
        print(f"speed: cannot write {path}: {error}", file=sys.stderr)
        return 1
    for line in done.lines(path):
        print(f"speed: {line}")
    return 0
