"""A serial board in the real game: the hold its report delays give while a match is drawn.

The real `App` runs its real loop in a 1920x1080 X window (Xvfb) with an emulated board
(tests/input/pad_emulator.py, on a pty, read by the real PadManager through `speed play`'s
own serial factory). Once the board is in sync, it takes seat 1 of a four-player Speed table
against three computers and plays a card button every 150 ms for `seconds`. Prints one JSON
line: the board's report delays (host arrival minus the board's stamp on the host clock),
the hold they give the table, the hold the table used at the end, intents that still came
after the engine had passed their time (IntentQueue.late: the hold was too short for them),
and presses lost or invented on the way to the hub. `[serial] reader = "thread"` in the
settings measures the reader threads in the game's own process instead: `--thread`.

`--loaded`: with every core kept busy by another process meanwhile. `--no-rt`: the game
without the right to a real-time priority (as a cabinet user without an rtprio limit; run
as root, through `setpriv`), so the reader process runs at normal priority.

Run: python bench/board_in_game.py [seconds] [--thread] [--loaded] [--no-rt]
"""
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MS = 1_000_000
SIZE = (1920, 1080)


def spread_ms(delays: list[int]) -> dict:
    """p50, p99, p99.9 and max of report delays (ns), in ms."""
    ordered = sorted(delays) or [0]
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {"p50": round(at(0.5) / MS, 3), "p99": round(at(0.99) / MS, 3),
            "p99.9": round(at(0.999) / MS, 3), "max": round(ordered[-1] / MS, 3),
            "n": len(delays)}


def wait_in_sync(app, board_id: str, seconds: float = 10.0) -> bool:
    """Run the title screen until the board says it is in sync."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.poll()
        app.step()
        if any(b.board_id == board_id and b.state == "in sync" for b in app.hub.boards.snapshot()):
            return True
        time.sleep(0.005)
    return False


def child(seconds: float, reader: str, link: str, t0: int) -> dict:
    """One measured match in this process (its DISPLAY is an Xvfb screen), on the board at
    `link` whose presses begin at `t0`."""
    from game.app import App
    from game.config import load_settings
    from game.input.devices import wake
    from game.input.engine_delay import report_hold_ns
    from game.launch import _serial_factory
    from game.session import SeatInfo
    from game.ui.scenes.table_scene import TableScene

    settings = load_settings(Path(link).with_name("none.toml"))
    settings["serial", "ports"] = [link]
    settings["serial", "autodetect"] = False
    settings["serial", "reader"] = reader
    app = App(settings, size=SIZE, serial=_serial_factory(settings), seed=5)
    presses, delays = [], []
    feed = app.hub.feed

    def counted(raw):
        if raw.pressed and raw.device == "serial:G1":
            presses.append(raw)
        return feed(raw)
    app.hub.feed = counted

    def stop():
        delays.extend(app.hub.boards.reader.delays("G1"))
        app.running = False
        wake()
    try:
        if not wait_in_sync(app, "G1"):
            raise SystemExit("board_in_game: the emulated board never got in sync")
        seats = [SeatInfo("P1", device="serial:G1#arcade")] + \
            [SeatInfo(f"C{k}", "bot", level="hard") for k in (2, 3, 4)]
        table = TableScene(app.ctx, seats)
        app.switch(table)
        threading.Timer((t0 - time.perf_counter_ns()) / 1e9 + seconds + 0.5, stop).start()
        app.run()
    finally:
        app.quit()
    return {"report_delay_ms": spread_ms(delays),
            "hold_ms": round(report_hold_ns([delays]) / MS, 2),
            "table_hold_ms": round(table.session.hold_ns / MS, 2),
            "late_intents": table.session.queue.late, "presses_got": len(presses),
            "realtime_reader": getattr(app.hub.boards.reader, "realtime", None)}


def measure(seconds: float = 15.0, reader: str = "process", loaded: bool = False,
            no_rt: bool = False) -> dict:
    """The game under its own Xvfb screen (every core busy too, if `loaded`) and the board
    emulated here, at a real-time priority (a real board's clock does not wait for a CPU);
    the game's figures, and presses lost or invented."""
    from bench.frames import xvfb
    from tests.input.fault_cases import script, taps
    from tests.input.pad_emulator import PadEmulator
    server, display = xvfb()
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range((os.cpu_count() or 2) if loaded else 0)]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            emu = PadEmulator(script(tmp, "ttyG", "G1", taps(0, int(seconds * 1000 / 150), 150),
                                     after_ms=6000, realtime=True))
            emu.ready.wait(10)
            env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
                   "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": f"{tmp}/config",
                   "XDG_DATA_HOME": f"{tmp}/data", "XDG_CACHE_HOME": f"{tmp}/cache"}
            drop = ["setpriv", "--bounding-set=-sys_nice"] if no_rt and os.geteuid() == 0 \
                else []
            done = subprocess.run(drop + [sys.executable, __file__, "--child", str(seconds),
                                          reader, os.path.join(tmp, "ttyG"), str(emu.t0)],
                                  env=env, capture_output=True, text=True,
                                  timeout=seconds + 120)
            emu.close()
    finally:
        for spinner in spinners:
            spinner.kill()
        server.terminate()
        server.wait(timeout=10)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"board_in_game: the run failed:\n{done.stderr[-2000:]}")
    figures = json.loads(lines[-1])
    made = sum(1 for e in emu.edges() if e["pressed"])
    return {**figures, "presses_made": made,
            "presses_lost": max(0, made - figures["presses_got"]),
            "presses_invented": max(0, figures["presses_got"] - made)}


def main(argv: list) -> int:
    if "--child" in argv:
        at = argv.index("--child")
        seconds, reader, link, t0 = argv[at + 1:at + 5]
        print(json.dumps(child(float(seconds), reader, link, int(t0))), flush=True)
        return 0
    reader = "thread" if "--thread" in argv else "process"
    numbers = [a for a in argv[1:] if not a.startswith("--")]
    seconds = float(numbers[0]) if numbers else 15.0
    loaded, no_rt = "--loaded" in argv, "--no-rt" in argv
    print(json.dumps({"bench": "board_in_game", "reader": reader, "loaded": loaded,
                      "realtime_allowed": not no_rt, **measure(seconds, reader, loaded, no_rt)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
