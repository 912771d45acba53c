"""A rebuild gives back what the replays hold and keeps what they cannot: the coin ledger."""
from game.store.db import connect
from game.store.ledger import Ledger
from game.store.rebuild import rebuild


def test_a_rebuild_keeps_the_credits_and_coins_of_a_readable_file(tmp_path):
    path = tmp_path / "speed.sqlite3"
    db = connect(path)
    Ledger(db).record("coin", credits=3, coins=1, detail="serial:P1 coin")
    db.close()
    (tmp_path / "replays").mkdir()
    rebuild(path, folder=tmp_path / "replays")
    db = connect(path)
    try:
        assert Ledger(db).state() == (3, 1)
        kinds = [row["kind"] for row in db.execute("SELECT kind FROM ledger_events")]
        assert kinds == ["coin"]
    finally:
        db.close()


def test_a_damaged_file_rebuilds_with_an_empty_ledger(tmp_path):
    path = tmp_path / "speed.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    (tmp_path / "replays").mkdir()
    rebuild(path, folder=tmp_path / "replays")
    db = connect(path)
    try:
        assert Ledger(db).state() == (0, 0)
    finally:
        db.close()
