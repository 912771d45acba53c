"""A finished match survives SIGKILL right after it; two copies saving at once lose nothing."""
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

from game.store.db import connect

CHILD = str(Path(__file__).with_name("copy_of_the_game.py"))


def start(*args):
    return subprocess.Popen([sys.executable, CHILD, *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def wait_for(child, word: str) -> None:
    line = child.stdout.readline()
    assert line.strip() == word, child.stderr.read()


def test_a_match_killed_right_after_its_end_is_in_the_history(tmp_path):
    child = start(tmp_path, 5, "kill")
    try:
        wait_for(child, "RESULTS")
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert child.returncode == -signal.SIGKILL
    db = connect(tmp_path / "speed" / "speed.sqlite3")
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    names = [r["name"] for r in db.execute("SELECT name FROM match_players ORDER BY seat")]
    assert names == ["Ana", "Bo"]
    assert db.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 1


def test_two_copies_finishing_at_once_lose_neither(tmp_path):
    go, saves = tmp_path / "go", 15
    copies = [start(tmp_path, seed, "race", go, saves) for seed in (1, 2)]
    try:
        for child in copies:
            wait_for(child, "READY")
        go.write_text("go")
        for child in copies:
            wait_for(child, "DONE")
    finally:
        for child in copies:
            child.kill()
            child.wait(30)
    db = connect(tmp_path / "speed" / "speed.sqlite3")
    total = 2 + 2 * saves            # each copy's results screen saved its match, then `saves`
    assert db.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == total
    assert db.execute("SELECT COUNT(*) FROM match_players").fetchone()[0] == 2 * total
    row = db.execute("SELECT matches FROM ratings").fetchone()
    assert row["matches"] == 2 * saves          # every rating update read the one before it


def test_a_copy_opening_a_new_database_waits_for_another_copys_write(tmp_path):
    """SQLite refuses the switch to WAL at once (no busy wait) while a rollback-mode database
    is write-locked: the first save of two copies started together must wait, not fail."""
    path = tmp_path / "speed.sqlite3"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("CREATE TABLE t (x)")
    other.execute("BEGIN IMMEDIATE")
    threading.Timer(0.2, other.execute, ("COMMIT",)).start()
    db = connect(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
