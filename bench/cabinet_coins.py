"""The coin-op figures of bench/cabinet.py: a coin's board edge to the credit on screen (an
emulated board on a pty, its COIN input, the real reader process and the real main loop:
the time from the edge to the present of the first frame showing the new credits), the
credits across a SIGKILL (a child process adds coins and kills itself; another one reads
them back), the bookkeeping against a scripted evening, and every waiting screen's timeout
(each screen opened in a cabinet app, left idle: does it go on by itself?)."""
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MS = 1_000_000


def coin_to_credit_ms(coins: int = 40) -> list[float]:
    """Each coin: the board's edge (true host time) → the frame with its credit presented."""
    from game.app import App
    from game.config import load_settings
    from game.input.devices import wake
    from game.launch import _serial_factory
    from tests.input.pad_emulator import PadEmulator, tap
    with tempfile.TemporaryDirectory() as tmp:
        link = os.path.join(tmp, "ttyCOIN")
        steps = [s for k in range(coins) for s in tap(k * 250, 16, hold_ms=40)]
        emu = PadEmulator({"link": link, "t0_ns": time.perf_counter_ns() + 4000 * MS,
                           "board_id": "COIN", "buttons": 17, "coins": [16], "tick_us": 4,
                           "send_delay_ms": [1, 3], "steps": steps + [
                               {"at": coins * 250 + 1500, "do": "end"}]})
        emu.ready.wait(10)
        settings = load_settings(Path(tmp) / "none.toml")
        settings["serial", "ports"], settings["serial", "autodetect"] = [link], False
        settings["cabinet", "enabled"], settings["cabinet", "free_play"] = True, False
        settings["cabinet", "credit_cap"] = 99
        app = App(settings, size=(1280, 720), serial=_serial_factory(settings), seed=3)
        shown: list[tuple[int, int]] = []               # (present time, credits drawn)
        present = app.presenter.present

        def presented(changed):
            credits = app.cabinet.credits
            present(changed)
            shown.append((time.perf_counter_ns(), credits))
        app.presenter.present = presented

        def stop():
            app.running = False
            wake()
        threading.Timer((emu.t0 - time.perf_counter_ns()) / 1e9 + coins * 0.25 + 1.0,
                        stop).start()
        app.run()
        edges = [e["t_ns"] for e in emu.edges() if e["pressed"]]
        emu.close()
    out = []
    for k, edge in enumerate(edges, start=1):
        first = next((t for t, credits in shown if credits >= k and t >= edge), None)
        if first is not None:
            out.append((first - edge) / MS)
    if len(out) != len(edges):
        raise SystemExit(f"bench: {len(edges) - len(out)} of {len(edges)} coins never shown")
    return out


KILLED = """
import os, signal
from game.app import App
from game.config import Settings
settings = Settings(); settings["cabinet", "enabled"] = True
settings["cabinet", "free_play"] = False
app = App(settings, size=(640, 480))
for _ in range({coins}):
    app.cabinet.add_coin("bench")
app.cabinet.pay()
print(app.cabinet.credits, flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""
READ = """
from game.app import App
from game.config import Settings
settings = Settings(); settings["cabinet", "enabled"] = True
settings["cabinet", "free_play"] = False
app = App(settings, size=(640, 480))
print(app.cabinet.credits, flush=True)
app.quit()
"""


def credits_across_a_kill(coins: int = 5) -> tuple[int, int]:
    """(credits the killed game had, credits the next one starts with)."""
    env = {**os.environ, "XDG_DATA_HOME": tempfile.mkdtemp(),
           "XDG_CONFIG_HOME": tempfile.mkdtemp()}
    run = lambda code: subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,  # noqa
                                      capture_output=True, text=True, timeout=60)
    killed = run(KILLED.format(coins=coins))
    if killed.returncode != -signal.SIGKILL or not killed.stdout.strip():
        raise SystemExit(f"bench: the killed game failed: {killed.stderr[-400:]}")
    again = run(READ)
    return int(killed.stdout.split()[-1]), int(again.stdout.split()[-1])


def bookkeeping_ok(app) -> int:
    """1 when the counters match tests/store/test_bookkeeping.py's scripted evening."""
    from game.store import bookkeeping
    from game.store import db as store
    from tests.store.test_bookkeeping import COINS, DEAD, PLAYS, evening
    evening(app)
    data = store.reading(bookkeeping.report, None, "")[0]
    return int((data["coins"], data["plays"], data["dead"]) == (COINS, PLAYS, [DEAD]))


def screens_timing_out(app) -> tuple[list[str], list[str]]:
    """(screens that wait for a player, those of them that went on by themselves)."""
    from game.session import SeatInfo
    from game.ui.flow import screens
    from game.ui.scenes.table_scene import TableScene
    from game.ui.timeouts import rule_for
    from tools.matches import finished_table

    def paused_table():
        table = TableScene(app.ctx, [SeatInfo("A", "bot", level="hard"),
                                     SeatInfo("B", "bot", level="hard")])
        app.switch(table)
        table.pause()
    openers = {
        "title": app.flow.title, "join": lambda: app.flow.push("join"),
        "results": lambda: (finished_table(app, games=1), app.flow.replace(
            "results", app.scene.table)),
        "initials": lambda: finished_table(app, games=1),
        "table": paused_table, "operator": app.flow.operator,
        "pin": lambda: app.flow.push("pin", "1", lambda: None),
        "confirm_quit": lambda: (paused_table(), app.flow.push("confirm_quit")),
        **{name: (lambda name=name: app.flow.push(name)) for name in (
            "options", "stats", "boards", "help", "bookkeeping", "coins", "timeouts")},
    }
    app.settings["cabinet", "attract_s"] = app.cabinet.attract_s = 30
    waiting, gone = [], []
    for name, kind in screens().items():
        opener = openers.get(name)
        if opener is None or (rule_for(kind) is None and name != "title"):
            continue                              # a page not built here, or never waiting
        app.flow.title()
        opener()
        app.step()
        if app.scene.name != name:
            continue                              # (initials: only with a new record)
        waiting.append(name)
        scene = app.scene
        for _ in range(3):                        # up to three timers in a row
            app.cabinet_loop.timer.since_ns -= 3600 * 10**9
            if name == "title":
                scene.idle_from -= 3600 * 10**9
            app.step()
        if app.scene is not scene:
            gone.append(name)
    return waiting, gone


def lamps_seen_by_firmware(commands: int = 20) -> tuple[int, int]:
    """(lamp changes the host's reader sent, those the compiled AVR firmware under simavr
    acted on: its LED pin read back at the level asked), through the real PadManager."""
    from game.input.pad_manager import PadManager
    from tests.hardware.test_firmware_avr import Sim
    from tests.waiting import wait_for
    from tools import firmware
    try:
        firmware.build_all()
    except firmware.BuildError as error:
        raise SystemExit(f"bench: the firmware does not build: {error}")
    sim = Sim()
    manager = PadManager(lambda raw: None, lambda status: None, ports=[sim.pty],
                         autodetect=False).start()
    seen = 0
    try:
        if not wait_for(lambda: any(b.lamps for b in manager.snapshot()), 10):
            raise SystemExit("bench: the simulated board declared no lamps")
        for k in range(commands):
            level = 255 if k % 2 == 0 else 0
            manager.set_lamps("P1", {"slap": level})
            seen += wait_for(lambda: sim.lamp(7) == (1 if level else 0), 2)
    finally:
        manager.stop()
        sim.close()
    return commands, seen
