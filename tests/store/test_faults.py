"""Every storage fault survived, nothing lost: a full disk (a tiny tmpfs filled up), a read-only
remount, a data folder deleted mid-match and a database locked longer than the wait. The match
plays on at the live table, the players are told once, and what could not be written is kept
and written when it can be; the rebuild then gives the same history. The tmpfs needs root (the
test machines have it); without it those tests are skipped and the injected-writer tests in
tests/replay/test_messages.py still run."""
import shutil
import sqlite3
import subprocess

import pytest

from game.keep import keep_what_was_played
from game.replay.runner import check
from game.store import db as store
from game.store.rebuild import rebuild
from tests.store.live_matches import computer, new_app, person, play

ANA, BO = person("Ana", "Ana"), person("Bo", "Bo")


@pytest.fixture
def tiny_disk(tmp_path, monkeypatch):
    """The data folder on a 512 KiB tmpfs of its own."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount)],
                          capture_output=True)
    if done.returncode:
        pytest.skip("mounting a tmpfs needs root")
    monkeypatch.setenv("XDG_DATA_HOME", str(mount))
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=True)


def fill(mount) -> None:
    """Write a file until the disk is full."""
    with open(mount / "filler", "wb", buffering=0) as filler:
        try:
            while True:
                filler.write(b"\0" * 4096)
        except OSError:
            pass


def messages(app) -> list[str]:
    return [text for text, _ in app.messages]


def saved(mount) -> list[tuple]:
    db = sqlite3.connect(mount / "speed" / "speed.sqlite3")
    try:
        return db.execute("SELECT m.variant, r.file, m.duration_ms FROM matches m "
                          "JOIN replays r ON r.match_id = m.id ORDER BY r.started").fetchall()
    finally:
        db.close()


def replay_of(table):
    return check(str(table.session.replay.path))


def test_a_full_disk_keeps_the_replay_and_the_match_and_writes_them_later(tiny_disk):
    app = new_app(seed=3)
    play(app, "speed", [ANA, computer("CPU", "hard")])
    fill(tiny_disk)
    full = play(app, "spit", [ANA, BO])                 # replay and database both refused
    said = [m for m in messages(app) if "could not be" in m]
    assert len([m for m in said if m.startswith("The replay ") and "written" in m]) == 1
    assert len([m for m in said if m.startswith("This match could not be saved")]) == 1
    assert "kept and saved when it can be" in said[-1]
    (tiny_disk / "filler").unlink()                     # room again
    assert len(saved(tiny_disk)) == 1                   # the refused match is not in yet
    last = play(app, "california", [ANA, BO])
    assert [row[0] for row in saved(tiny_disk)] == ["speed", "spit", "california"]
    assert replay_of(full)["match"]["winner"] is not None and replay_of(last)["winner"] is not None
    assert [text for text in messages(app) if "could not" in text] == said     # told once


def test_a_read_only_disk_keeps_everything_until_exit(tiny_disk):
    app = new_app(seed=4)
    play(app, "speed", [ANA, BO])
    subprocess.run(["mount", "-o", "remount,ro", str(tiny_disk)], check=True)
    try:
        table = play(app, "speed", [BO, computer("CPU", "easy")])
        assert any("could not be written" in m for m in messages(app))
        assert not table.session.replay.path.exists()
    finally:
        subprocess.run(["mount", "-o", "remount,rw", str(tiny_disk)], check=True)
    keep_what_was_played(app.settings)                  # what the game does as it ends
    assert len(saved(tiny_disk)) == 2
    assert replay_of(table)["winner"] is not None


def test_a_data_folder_deleted_mid_match_is_written_again_whole(tiny_disk):
    app = new_app(seed=6)
    play(app, "speed", [ANA, BO])
    table = play(app, "speed", [ANA, BO], meanwhile=(2_000, lambda: shutil.rmtree(
        tiny_disk / "speed")))
    assert any("deleted" in m for m in messages(app))
    rows = saved(tiny_disk)                             # a new database: the old one went too
    assert rows == [("speed", table.session.replay.path.name, rows[0][2])]
    result = replay_of(table)
    assert result["winner"] is not None
    assert result["applied"] == sum(1 for line in table.session.lines
                                    if "t" in line and line["intent"] != "end")


def test_a_database_locked_longer_than_the_wait_saves_the_match_later(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(store, "WAIT_S", 0.2)
    app = new_app(seed=8)
    play(app, "speed", [ANA, BO])
    other = sqlite3.connect(tmp_path / "speed" / "speed.sqlite3", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")                    # another copy, writing for a long time
    play(app, "speed", [BO, ANA])
    assert any("locked" in m and "kept" in m for m in messages(app))
    other.execute("ROLLBACK")
    other.close()
    play(app, "spit", [ANA, BO])
    rows = saved(tmp_path)
    assert [row[0] for row in rows] == ["speed", "speed", "spit"]
    rebuilt = tmp_path / "rebuilt.sqlite3"
    assert rebuild(rebuilt, tmp_path / "speed" / "replays").read == 3
    assert saved_in(rebuilt) == rows


def saved_in(path) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT m.variant, r.file, m.duration_ms FROM matches m "
                          "JOIN replays r ON r.match_id = m.id ORDER BY r.started").fetchall()
    finally:
        db.close()
