"""A cabinet whose builder wired player 1's aim buttons the other way round: `speed play
--cabinet` on Xvfb with one emulated board (a pty, its own process) and nothing else. The panel
walks to Options → Controls → Board CAB, player 1 → Remap all, answers every action (the aims
swapped; the coin skipped by holding a button 2 s), then walks every screen with the new
buttons: back by holding both aims, the title's "down" is now B5 (the old map would have gone
up, to another screen), join, the table, pause by the held aims, its menu's Quit, asked first, yes: the title."""
import json
import os
import shutil
import time
from functools import partial

import pytest

from tests.e2e.test_cabinet_board import Game
from tests.e2e.test_play_window import display  # noqa: F401  (the Xvfb fixture)
from tests.input.pad_emulator import CABINET_SLAPS, SLAP_P1, PadEmulator, tap

pytestmark = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (make test)")
MS = 1_000_000
tap = partial(tap, hold_ms=40)
UP, DOWN, RIGHT = 5, 6, 3                       # the panel's menu buttons before the remap


def hold_both(at: int) -> list[dict]:
    return tap(at, 5, hold_ms=1500) + tap(at, 6, hold_ms=1500)


def script(link: str, t0: int) -> dict:
    steps = tap(12000, DOWN) + tap(12500, SLAP_P1)                       # title → Options
    steps += tap(14000, UP) + tap(14400, RIGHT) + tap(14800, RIGHT)      # the Players page
    steps += tap(15200, DOWN) + tap(15600, DOWN) + tap(16000, DOWN) + tap(16400, DOWN)
    steps += tap(16800, SLAP_P1)                                         # Controls
    steps += tap(18000, DOWN) + tap(18400, DOWN) + tap(18800, DOWN) + tap(19200, SLAP_P1)
    steps += tap(21000, SLAP_P1)                                         # Remap all
    answers = [0, 1, 2, 3, 4, 6, 5, SLAP_P1]                             # the aims swapped
    for n, button in enumerate(answers):
        steps += tap(23000 + 500 * n, button)
    steps += tap(27500, 0, hold_ms=3000)                                 # coin: skipped
    steps += hold_both(32500) + hold_both(35500) + hold_both(38500)      # back ×3: the title
    steps += tap(41000, 6) + tap(41500, 5) + tap(42000, SLAP_P1)         # new up, down: Options
    steps += hold_both(43500) + tap(46000, 6) + tap(46500, SLAP_P1)      # title (it kept
    #                                                   the cursor on Options), new up: Play
    steps += tap(48500, 0) + tap(49100, 8) + tap(50000, SLAP_P1)         # join both, start
    at = 54500
    while at < 60000:                                                    # play a little
        steps += tap(at, 0) + tap(at + 200, 4) + tap(at + 300, 9)
        at += 600
    steps += hold_both(61000)                                            # pause
    steps += tap(63500, 5) + tap(64000, SLAP_P1)                         # new down: Quit
    steps += tap(65500, 5) + tap(66000, SLAP_P1)                         # asked first: yes
    return {"link": link, "t0_ns": t0, "board_id": "CAB", "buttons": 16, "tick_us": 4,
            "slaps": CABINET_SLAPS, "send_delay_ms": [1, 2],
            "steps": steps + [{"at": 69000, "do": "end"}]}


def in_order(wanted: list[str], seen: list[str]) -> bool:
    it = iter(seen)
    return all(name in it for name in wanted)


def test_a_board_remapped_in_cabinet_mode_walks_every_screen_with_its_new_buttons(
        display, tmp_path):  # noqa: F811
    link = str(tmp_path / "ttyCAB")
    config, data = tmp_path / "config", tmp_path / "data"
    (config / "speed").mkdir(parents=True)
    (config / "speed" / "settings.toml").write_text(
        f"[serial]\nports = [\"{link}\"]\nautodetect = false\n[cabinet]\nattract_s = 600\n")
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(data)}
    board = PadEmulator(script(link, time.perf_counter_ns() + 500 * MS))
    board.ready.wait(10)
    game = Game(env, str(tmp_path / "match.jsonl"))
    try:
        assert game.wait_for("join", 80), game.names()
        deadline = time.monotonic() + 40               # the table, paused, quit: the title
        while time.monotonic() < deadline and game.names()[-2:] != ["confirm_quit", "title"]:
            time.sleep(0.3)
    finally:
        game.proc.terminate()
        game.proc.wait(20)
        board.close()
    names = game.names()
    assert in_order(["options", "controls", "controls_device", "remap",
                     "controls_device", "controls", "options", "title", "options", "title",
                     "join", "table", "confirm_quit", "title"], names), str(names)
    assert "help" not in names, names                  # the old "down" would have gone up
    saved = (config / "speed" / "bindings.toml").read_text()
    assert '["arcade@CAB"]' in saved and 'aim_left = ["b6"]' in saved, saved
    assert 'aim_right = ["b5"]' in saved and "coin" not in saved, saved
    lines = [json.loads(line) for line in (tmp_path / "match.jsonl").read_text().splitlines()]
    assert [s["device"] for s in lines[0]["seats"]] == ["serial:CAB:arcade",
                                                       "serial:CAB:arcade_p2"]
    assert any(line.get("seat") == 0 for line in lines[1:]), "player 1 played"


