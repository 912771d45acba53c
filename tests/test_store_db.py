"""The shared SQLite file: WAL mode, registered schemas, all-or-nothing transactions."""
import pytest

from game.store import db


def test_connect_creates_registered_tables_in_wal_mode(tmp_path):
    db.schema("test_things", ["CREATE TABLE IF NOT EXISTS things (n INTEGER)"])
    conn = db.connect(tmp_path / "x.sqlite3")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("SELECT count(*) FROM things").fetchone()[0] == 0


def test_a_failed_transaction_writes_nothing(tmp_path):
    db.schema("test_things", ["CREATE TABLE IF NOT EXISTS things (n INTEGER)"])
    conn = db.connect(tmp_path / "x.sqlite3")
    with pytest.raises(RuntimeError):
        with db.transaction(conn):
            conn.execute("INSERT INTO things VALUES (1)")
            raise RuntimeError("power cut")
    with db.transaction(conn):
        conn.execute("INSERT INTO things VALUES (2)")
    assert [r[0] for r in conn.execute("SELECT n FROM things")] == [2]
