"""As a cabinet runs: `speed play --cabinet` in a real window on Xvfb with one emulated arcade
board (both players' halves, on a pty, in its own process) and nothing else. Attract mode
starts after the idle time; a button returns to the title and does not join; both players
join from the panel and play a match to the end; initials are entered with the slap pads; the
game is killed with SIGKILL, restarted, and the high score is still in the database."""
import json
import os
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
from tests.input.pad_emulator import (CABINET_SLAPS, P1_CARDS, P2_CARDS, SLAP_P1, SLAP_P2,
                                       PadEmulator, tap)

pytestmark = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (make test)")
MS = 1_000_000
tap = partial(tap, hold_ms=25)


def script(link: str, t0: int) -> dict:
    """Quiet until attract mode has started; a button (back to the title); Play; both halves
    join; start; then both players hammer their card buttons and slap pads (which also enter
    the initials, letter by letter, once the match is over)."""
    steps = tap(9000, 2) + tap(11000, SLAP_P1) + tap(13000, 0) + tap(13600, 8) + \
        tap(14600, SLAP_P1)
    at, rounds = 17500, 0
    while at < 150_000:
        for p1, p2 in zip(P1_CARDS, P2_CARDS):
            steps += tap(at, p1) + tap(at + 30, p2)
            at += 70
        rounds += 1
        if rounds % 3 == 0:                              # a slap each ~0.7 s
            steps += tap(at, SLAP_P1) + tap(at + 40, SLAP_P2)
            at += 80
    return {"link": link, "t0_ns": t0, "board_id": "CAB", "buttons": 16, "tick_us": 4,
            "slaps": CABINET_SLAPS,
            "send_delay_ms": [1, 3], "steps": steps + [{"at": 150_500, "do": "end"}]}


class Game:
    """The game process and the screens it reports (cabinet mode logs them on stdout)."""

    def __init__(self, env: dict, replay: str):
        self.screens: list[tuple[float, str]] = []
        self.proc = subprocess.Popen([sys.executable, "-m", "game", "play", "--cabinet",
                                      "--seed", "5", "--replay-to", replay], env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            if line.startswith("speed: screen "):
                self.screens.append((time.monotonic(), line.split()[-1]))

    def wait_for(self, screen: str, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if any(name == screen for _, name in self.screens):
                return True
            if self.proc.poll() is not None:
                return False
            time.sleep(0.1)
        return False

    def names(self) -> list[str]:
        return [name for _, name in self.screens]


def high_scores(data) -> list[tuple]:
    path = data / "speed" / "speed.sqlite3"
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT kind, initials, ms FROM highscores ORDER BY kind").fetchall()


def test_one_board_attract_match_initials_and_a_power_cut(display, tmp_path):  # noqa: F811
    link = str(tmp_path / "ttyCAB")
    config, data = tmp_path / "config", tmp_path / "data"
    (config / "speed").mkdir(parents=True)
    (config / "speed" / "settings.toml").write_text(
        # Both players hammer every button without looking: the misplay lockout (0.5 s in the
        # game's settings) would keep them from ever finishing; this test is of the cabinet.
        f"[game]\ngames_to_win = 1\nmisplay_lockout_s = 0\n"
        f"[serial]\nports = [\"{link}\"]\nautodetect = false\n"
        "[cabinet]\nattract_s = 2\n")
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(data)}
    board = PadEmulator(script(link, time.perf_counter_ns() + 500 * MS))
    board.ready.wait(10)
    game = Game(env, str(tmp_path / "match.jsonl"))
    try:
        assert game.wait_for("attract", 20), f"no attract mode: {game.names()}"
        assert game.wait_for("title", 20), "a button in attract mode: back to the title"
        assert game.wait_for("table", 20), f"the panel did not start a match: {game.names()}"
        assert game.wait_for("results", 150), f"the match did not end: {game.names()}"
        names = game.names()
        assert names[:4] == ["attract", "title", "join", "table"], names
        assert "initials" in names and names.index("initials") < names.index("results")
        game.proc.send_signal(signal.SIGKILL)                 # the power cut
        game.proc.wait(10)
        scores = high_scores(data)
        assert scores and all(len(initials) == 3 for _, initials, _ in scores), scores
    finally:
        if game.proc.poll() is None:
            game.proc.kill()
        board.close()

    header = json.loads((tmp_path / "match.jsonl").read_text().splitlines()[0])
    assert [s["device"] for s in header["seats"]] == ["serial:CAB:arcade", "serial:CAB:arcade_p2"]

    again = Game(env, str(tmp_path / "again.jsonl"))
    try:
        assert again.wait_for("attract", 20), "the restarted game did not come up"
        assert high_scores(data) == scores
    finally:
        again.proc.send_signal(signal.SIGTERM)
        again.proc.wait(20)
