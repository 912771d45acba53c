"""Bookkeeping against a scripted evening on a cabinet: N coins, M plays (matches on the
table, with presses from the panel), one button that stops working; the counts on the page,
in `speed stats --bookkeeping --json`, and a two-step reset."""
import json
import subprocess
import sys

from game.session import SeatInfo
from game.store import bookkeeping
from game.store import db as store
from game.ui.scenes.operator import BookkeepingScene
from game.ui.scenes.table_scene import TableScene
from tests.ui.screen import feed as press
from tests.ui.test_cabinet import BOARD, make_app

COINS, PLAYS = 7, 11
DEAD = f"{BOARD} b3"


def evening(app) -> None:
    """COINS coins; PLAYS matches each paid for, the panel pressing b0..b4 in each, except
    that b3 stops working after the first match."""
    for _ in range(COINS):
        press(app, BOARD, "coin")
        app.cabinet._last_coin.clear()                 # coins far apart, not a bounce
    for match in range(PLAYS):
        app.cabinet.credits = max(app.cabinet.credits, 1)
        assert app.cabinet.pay()
        app.switch(TableScene(app.ctx, [SeatInfo("Ana", "bot", level="hard"),
                                        SeatInfo("Bruno", "bot", level="hard")]))
        app.step()
        buttons = ["b0", "b1", "b2", "b3", "b4"] if match == 0 else ["b0", "b1", "b2", "b4"]
        press(app, BOARD, *buttons)
        app.flow.title()
        app.step()


def test_a_scripted_evening_counts_right(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, free_play=False)
    try:
        evening(app)
        data = store.reading(bookkeeping.report, None, "")[0]
        assert data["coins"] == COINS and data["plays"] == PLAYS
        assert sum(day["coins"] for day in data["days"]) == COINS
        assert sum(n for n in data["matches"].values()) == PLAYS
        assert data["matches"] == {"speed": PLAYS}
        assert data["presses"][f"{BOARD} b0"] == PLAYS and data["presses"][DEAD] == 1
        assert data["dead"] == [DEAD]
        assert data["uptime_s"] >= 0 and data["play_s"] >= 0

        page = BookkeepingScene(app.ctx)
        app.switch(page, overlay=True)
        app.step()
        assert f"Coins {COINS}   Plays {PLAYS}" in bookkeeping.summary(page.data)[0]
        page._reset()                                  # the first press only asks
        assert store.reading(bookkeeping.report, None, "")[0]["coins"] == COINS
        page._reset()
        after = store.reading(bookkeeping.report, None, "")[0]
        assert after["coins"] == after["plays"] == 0 and after["dead"] == []
    finally:
        app.quit()


def test_the_stats_command_prints_the_bookkeeping_as_json(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, free_play=False)
    try:
        evening(app)
    finally:
        app.quit()
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "game", "stats", "--bookkeeping", "--json"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert (data["coins"], data["plays"], data["dead"]) == (COINS, PLAYS, [DEAD])
