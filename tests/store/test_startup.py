"""At start-up a damaged history file is set aside and rebuilt from the replays, and the game
says so once, on screen; a newer game's file is left alone and said so too."""
import argparse
import shutil
import signal
import sqlite3

from game import launch, quit_signals
from game.app import App
from game.store.db import connect
from tests.store.live_matches import computer, new_app, person, play

ARGS = argparse.Namespace(size="640x480", fullscreen=False, seed=5, replay_to=None,
                          variant="speed", cabinet=False)


def started(monkeypatch) -> list[str]:
    """`speed play` up to its main loop: the messages on screen as the loop would begin."""
    seen = []
    monkeypatch.setattr(App, "run", lambda app: seen.extend(m for m, _ in app.messages) or 0)
    handlers = {number: signal.getsignal(number) for number in quit_signals.SIGNALS}
    try:
        assert launch.run(ARGS) == 0
    finally:
        for number, handler in handlers.items():       # the test run's own again
            signal.signal(number, handler)
    return seen


def test_a_damaged_history_is_rebuilt_at_start_up_and_said_once(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = new_app(seed=2)
    play(app, "speed", [person("Ana", "Ana"), computer("CPU", "hard")])
    play(app, "spit", [person("Ana", "Ana"), person("Guest")])
    path = tmp_path / "speed" / "speed.sqlite3"
    shutil.copy(path, tmp_path / "good.sqlite3")
    path.write_bytes(b"\0" * 8192)                    # a half-copied backup
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    assert started(monkeypatch) == ["Your history file was damaged; it was rebuilt from 2 "
                                    "replays"]
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM matches").fetchone()[0] == 2
    assert db.execute("SELECT name FROM profiles").fetchall() == [("Ana",)]
    assert started(monkeypatch) == []                 # said once: the file is good now


def test_a_newer_games_history_is_left_alone_and_said(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    db = connect()
    db.execute("PRAGMA user_version=7")
    db.close()
    before = (tmp_path / "speed" / "speed.sqlite3").read_bytes()
    said = started(monkeypatch)
    assert len(said) == 1 and "newer version of the game" in said[0]
    assert (tmp_path / "speed" / "speed.sqlite3").read_bytes() == before
