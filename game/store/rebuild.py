"""`speed stats --rebuild`: the database made again from the replays folder alone.

Every replay is read (trusting nothing: a damaged, foreign or unfinished one is skipped with a
one-line reason), the matches are put in the order they were played, and every derived table
is written into a fresh file in one transaction, then swapped in by rename. A derived table is
one function `(db, facts)` in DERIVED, run inside that transaction for each match in order
(a part's own `with transaction(db):` joins it).
"""
import os
import sqlite3
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game.paths import data_dir
from game.replay.format import ReplayError
from game.store import daily_rebuild, derive, highscores, history
from game.store.db import VERSION, connect, transaction

KEPT = ("ledger_state", "ledger_events")     # not derived: copied across a rebuild
DERIVED = [history.insert_facts, highscores.insert_facts, daily_rebuild.insert_daily]


@dataclass
class Rebuilt:
    read: int = 0                                   # matches written
    skipped: list[tuple[str, str]] = field(default_factory=list)   # (file name, why)

    def lines(self, target) -> list[str]:
        """What the rebuild says: a line per skipped file, then what it read."""
        said = [f"skipped {name}: {why}" for name, why in self.skipped]
        return said + [f"rebuilt {target} from {self.read} replay"
                       f"{'' if self.read == 1 else 's'} ({len(self.skipped)} skipped)"]


def replays_folder() -> Path:
    return data_dir() / "replays"


def replay_files(folder) -> list[Path]:
    """The replay files of a folder (none when it is missing or unreadable)."""
    try:
        return sorted(p for p in Path(folder).iterdir() if p.suffix == ".jsonl" and p.is_file())
    except OSError:
        return []


def read_all(files, progress=None) -> tuple[list, list[tuple[str, str]]]:
    """(every finished match's facts, in the order played; the skipped files and why)."""
    found, skipped = [], []
    for n, path in enumerate(files, start=1):
        why = None
        try:
            facts = derive.from_file(path)
            if not facts.finished:
                why = "the match was not played to its end"
        except ReplayError as error:
            why = f"damaged or another format ({error})"
        except (RecursionError, MemoryError, ValueError, TypeError, KeyError, IndexError,
                AttributeError) as error:          # a hostile file the engine cannot follow
            why = f"cannot be replayed ({type(error).__name__}: {str(error)[:80]})"
        if why:
            skipped.append((path.name, why))
        else:
            found.append(facts)
        if progress:
            progress(n, len(files))
    found.sort(key=lambda f: (f.started, f.source))
    return found, skipped


def rebuild(target, folder=None, progress=None) -> Rebuilt:
    """Write a fresh database at `target` from the replays in `folder` (OSError, sqlite3.Error
    when it cannot be written; the old file is then untouched)."""
    found, skipped = read_all(replay_files(folder or replays_folder()), progress)
    target = Path(target)
    fresh = target.with_name(target.name + ".rebuilding")
    _remove(fresh, "", "-wal", "-shm", "-journal")
    db = connect(fresh)
    try:
        kept = _attach_old(db, target)
        with transaction(db):
            for table in kept:                       # what no replay holds: the coin ledger
                db.execute(f"INSERT INTO main.{table} SELECT * FROM old.{table}")
            for facts in found:
                for write in DERIVED:
                    write(db, facts)
        if kept:
            db.execute("DETACH DATABASE old")
        db.execute("PRAGMA journal_mode=DELETE")     # one self-contained file to rename
    finally:
        db.close()
    _remove(target, "-wal", "-shm")                  # the old file's log must not follow
    os.replace(fresh, target)
    return Rebuilt(len(found), skipped)


def _attach_old(db, target: Path) -> list[str]:
    """The old file's tables that replays cannot give back (KEPT), attached as `old` when it
    still reads; [] for a new or damaged file (its ledger is then lost with it)."""
    if not target.exists():
        return []
    try:
        db.execute("ATTACH DATABASE ? AS old", (str(target),))
        names = {row[0] for row in db.execute("SELECT name FROM old.sqlite_master")}
    except sqlite3.DatabaseError:
        return []                                    # (closing the fresh file detaches it)
    return [table for table in KEPT if table in names]


def _remove(path: Path, *suffixes: str) -> None:
    for suffix in suffixes:
        try:
            os.remove(f"{path}{suffix}")
        except FileNotFoundError:
            pass


def newer_file(path) -> bool:
    """Was the database at `path` written by a newer game (never to be overwritten)?"""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            return db.execute("PRAGMA user_version").fetchone()[0] > VERSION
        finally:
            db.close()
    except sqlite3.Error:
        return False


def progress_bar(stream=None):
    """A progress bar on a terminal (None when `stream`, standard error, is not one)."""
    stream = stream or sys.stderr
    if stream.closed or not stream.isatty():
        return None

    def show(n: int, total: int) -> None:
        width = 30
        done = width * n // max(total, 1)
        stream.write(f"\rreading replays [{'#' * done}{'.' * (width - done)}] {n}/{total}")
        if n == total:
            stream.write("\n")
        stream.flush()
    return show
