"""As a cabinet builder would: one button board carrying both players (an emulated board in its
own process on a pty, driving the real pyserial reader) plays the real game loop headless,
from joining to the table, and the replay shows every press in the order it truly happened:
with the boards read in a process of their own (the game's default) and by threads."""
import json
import time

import pytest

from game.app import App
from game.config import Settings
from game.launch import _serial_factory
from game.replay.runner import check
from game.ui.scenes.join import JoinScene
from game.ui.scenes.table_scene import TableScene
from tests.input.pad_emulator import CABINET_SLAPS, P1_CARDS, P2_CARDS, SLAP_P1, start_in_time, tap

MS = 1_000_000


def script(link: str, t0: int) -> dict:
    """Join both halves, start with the slap pad, then both players race card buttons 3 ms
    apart (player 2 first every other time) while the lines arrive 2-6 ms late."""
    steps = tap(300, 0) + tap(450, 8) + tap(600, SLAP_P1)
    for k in range(5):
        first, second = (P1_CARDS[k], P2_CARDS[k]) if k % 2 == 0 else (P2_CARDS[k], P1_CARDS[k])
        at = 3300 + 180 * k
        steps += tap(at, first) + tap(at + 3, second)
    return {"link": link, "t0_ns": t0, "board_id": "CAB", "buttons": 16, "tick_us": 4,
            "slaps": CABINET_SLAPS,
            "send_delay_ms": [2, 6], "drift_ppm": 150, "steps": steps + [{"at": 4500, "do": "end"}]}


@pytest.fixture(params=["process", "thread"])
def cabinet(request, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    link = str(tmp_path / "ttyCAB")
    # t0 far enough ahead that the app is made and the join screen shown before the script's
    # first press (0.3 s after t0), even while a loaded machine takes a second to make an App
    t0, (board,) = start_in_time(lambda t0: [script(link, t0)], 2500)
    settings = Settings()
    settings["serial", "ports"] = [link]
    settings["serial", "autodetect"] = False
    settings["serial", "reader"] = request.param
    app = App(settings, size=(1280, 720), serial=_serial_factory(settings), seed=21,
              replay_to=str(tmp_path / "cabinet.jsonl"))
    app.guard_s = 0                  # the script joins 0.3 s in (guards: tests/ui/test_menu_flow)
    yield app, board, t0, tmp_path / "cabinet.jsonl"
    app.quit()
    board.close()


def test_one_board_two_players_every_press_in_true_time_order(cabinet):
    app, board, t0, replay = cabinet
    app.switch(JoinScene(app.ctx))
    deadline = t0 + 4800 * MS
    while time.perf_counter_ns() < deadline:
        app.wait_until(time.perf_counter() + 1 / 60)
        app.step()
    table = app.scene
    assert isinstance(table, TableScene), "the slap pad should have started the match"
    assert [s.device for s in table.seats] == ["serial:CAB#arcade", "serial:CAB#arcade_p2"]
    table.leave()
    board.wait(10)

    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    intents = [line for line in lines[1:] if "seat" in line]
    truth = sorted((e for e in board.edges() if e["pressed"] and e["t_ns"] > t0 + 3000 * MS),
                   key=lambda e: e["t_ns"])
    assert len(intents) == len(truth) == 10
    seat_of = {b: 0 for b in P1_CARDS} | {b: 1 for b in P2_CARDS}
    assert [i["seat"] for i in intents] == [seat_of[e["button"]] for e in truth]
    start = table.session.start_ns
    for intent, edge in zip(intents, truth):
        assert abs(intent["t"] - (edge["t_ns"] - start) / MS) < 1.0   # placed within 1 ms
    assert check(str(replay))["applied"] == 10
