"""A coin-op cabinet as it runs: `speed play --cabinet` in a real window on Xvfb, one emulated
board (on a pty, in its own process) that declares its coin input with a COIN line and a lamp
on each button. Three coins at one coin a credit (the slap pads, the panel's start, light
up once a play is paid for), a play (both halves of the panel join and start: one credit
taken; at the table the seated sides are lit and the slap pads dark until "Speed!" may be
called), SIGKILL; the game started again shows the two credits left (its log and the SQLite
file say so); then the join screen, left with nobody seated, times out to attract mode."""
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from functools import partial

import pytest

from tests.e2e.test_play_window import display  # noqa: F401  (the Xvfb fixture)
from tests.input.pad_emulator import CABINET_SLAPS, SLAP_P1, PadEmulator, tap

pytestmark = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (make test)")
MS = 1_000_000
COIN = 16
tap = partial(tap, hold_ms=40)                 # a coin mech's pulse is 20-100 ms


def board(link: str, steps: list) -> PadEmulator:
    """The panel (both halves), its coin input declared; `steps` start 2.5 s after now."""
    emu = PadEmulator({"link": link, "t0_ns": time.perf_counter_ns() + 2500 * MS,
                       "board_id": "CAB", "buttons": 17, "tick_us": 4, "slaps": CABINET_SLAPS,
                       "coins": [COIN], "lamps": list(range(16)), "send_delay_ms": [1, 3],
                       "steps": steps + [{"at": 60_000, "do": "end"}]})
    emu.ready.wait(10)
    return emu


class Game:
    """The game process, and the screens and credits it logs on stdout (cabinet mode)."""

    def __init__(self, env: dict):
        self.log: list[str] = []
        self.proc = subprocess.Popen([sys.executable, "-m", "game", "play", "--cabinet",
                                      "--seed", "5"], env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.log.append(line.strip())

    def wait_for(self, line: str, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if line in self.log:
                return True
            if self.proc.poll() is not None:
                return False
            time.sleep(0.05)
        return False

    def credits(self) -> int | None:
        """The credits last logged (as the corner of the screen shows them)."""
        found = [int(m.group(1)) for m in map(re.compile(r"speed: credits (\d+)").match,
                                              self.log) if m]
        return found[-1] if found else None


def lamps(emu: PadEmulator, before_ns: int | None = None) -> dict[int, int]:
    """Each lamp's level as the board was last told (before `before_ns`, if given)."""
    levels = {}
    for r in emu.reports:
        if r["ev"] == "lamp" and (before_ns is None or r["t_ns"] < before_ns):
            levels[r["button"]] = r["level"]
    return levels


def test_coins_a_play_a_power_cut_and_the_join_screen_timing_out(display, tmp_path):  # noqa: F811
    link = str(tmp_path / "ttyCAB")
    config, data = tmp_path / "config", tmp_path / "data"
    (config / "speed").mkdir(parents=True)
    (config / "speed" / "settings.toml").write_text(
        f"[serial]\nports = [\"{link}\"]\nautodetect = false\n"
        "[cabinet]\nfree_play = false\ncoins_per_credit = 1\ncredits_per_play = 1\n"
        "attract_s = 0\njoin_s = 4\n")
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(data)}
    game = Game(env)
    assert game.wait_for("speed: credits 0", 30), game.log   # up, the ledger read
    steps = tap(0, COIN) + tap(400, COIN) + tap(800, COIN) + tap(2000, SLAP_P1) + \
        tap(3000, 0) + tap(3600, 8) + tap(5000, SLAP_P1)
    emu = board(link, steps)
    try:
        assert game.wait_for("speed: credits 3", 20), game.log
        first_coin = next(e["t_ns"] for e in emu.edges() if e["button"] == COIN)
        assert lamps(emu, first_coin)[SLAP_P1] == 0, "no credit: the start is dark"
        assert game.wait_for("speed: screen table", 20), game.log
        assert game.wait_for("speed: credits 2", 5), game.log
        time.sleep(1.0)
        at_table = lamps(emu)
        assert [at_table[b] for b in (0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14)] == \
            [255] * 14, at_table
        assert at_table[SLAP_P1] == at_table[15] == 0, at_table     # no call window yet
        lit = [r for r in emu.reports if r["ev"] == "lamp" and r["button"] == SLAP_P1
               and r["level"] == 255]
        assert lit and first_coin < lit[0]["t_ns"], "a credit lit the start"
        game.proc.send_signal(signal.SIGKILL)                # the power cut
        game.proc.wait(10)
    finally:
        if game.proc.poll() is None:
            game.proc.kill()
        emu.close()
    with sqlite3.connect(data / "speed" / "speed.sqlite3") as db:
        assert db.execute("SELECT credits FROM ledger_state").fetchone() == (2,)
        assert db.execute("SELECT COUNT(*) FROM ledger_events WHERE kind = 'coin'"
                          ).fetchone() == (3,)

    again = Game(env)
    try:
        assert again.wait_for("speed: credits 2", 30), again.log   # on screen after restart
        emu = board(link, tap(0, SLAP_P1))                         # Play: the join screen
        assert again.wait_for("speed: screen join", 20), again.log
        assert again.wait_for("speed: screen attract", 20), again.log
        assert again.credits() == 2
    finally:
        again.proc.send_signal(signal.SIGTERM)
        again.proc.wait(20)
        emu.close()
