"""Cabinet figures: process start to an interactive title (cabinet mode, headless), the time
attract mode takes to start after its idle time, a press in attract mode to the title on
screen, how many screens a gamepad alone and an arcade panel alone reach, and the coin-op
figures of bench/cabinet_coins.py (a coin's board edge to its credit on screen, credits
across a SIGKILL, the bookkeeping of a scripted evening, the screens that time out).

    .venv/bin/python bench/cabinet.py [presses]

Targets: boot to title <= 1 s, a press in attract mode shows the title within 100 ms, every
screen reached by pad and by panel, coin → credit <= 50 ms (p99), the credits survive a
SIGKILL, every waiting screen times out. The last line is one JSON object.
"""
import contextlib
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.cabinet_coins import (bookkeeping_ok, coin_to_credit_ms,  # noqa: E402
                                 credits_across_a_kill, lamps_seen_by_firmware,
                                 screens_timing_out)
from bench.cabinet_walk import PAD, PANEL, SCREENS, walk  # noqa: E402

BOOT = """
import time; t0 = time.perf_counter()
from game.app import App
from game.config import Settings
settings = Settings(); settings["cabinet", "enabled"] = True
app = App(settings, size=(1280, 720))
app.step()
print(time.perf_counter() - t0, flush=True)
app.quit()
"""


def boot_to_title_s(runs: int = 3) -> float:
    """Process start (the interpreter's own start included) to the title's first frame."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", BOOT], cwd=ROOT, capture_output=True,
                              text=True, timeout=60, env={**os.environ, "XDG_DATA_HOME":
                                                          tempfile.mkdtemp()})
        if done.returncode:
            raise SystemExit(f"bench/cabinet.py: the game did not start: {done.stderr[-400:]}")
        times.append(time.perf_counter() - start)
    return min(times)


def cabinet_app(attract_s: int = 1):
    from game.app import App
    from game.config import Settings
    settings = Settings()
    settings["cabinet", "enabled"] = True
    settings["cabinet", "attract_s"] = attract_s
    return App(settings, size=(1280, 720), seed=3, replay_to=os.devnull)


def attract_start_s(app) -> float:
    """Title opened (idle) → attract mode on screen, with attract_s = 1."""
    from game.ui.scenes.attract import AttractScene
    from game.ui.scenes.title import TitleScene
    app.switch(TitleScene(app.ctx))
    start = time.perf_counter()
    while not isinstance(app.scene, AttractScene):
        app.wait_until(time.perf_counter() + app.frame_s)
        app.step()
        if time.perf_counter() - start > 10:
            raise SystemExit("bench/cabinet.py: attract mode did not start in 10 s")
    return time.perf_counter() - start


def press_to_title_ms(app, presses: int) -> list[float]:
    """A button pressed in attract mode → the frame showing the title presented."""
    from game.input.raw_input import RawInput
    from game.ui.scenes.attract import AttractScene
    from game.ui.scenes.title import TitleScene
    out = []
    for n in range(presses):
        app.switch(AttractScene(app.ctx))
        for _ in range(5):                                   # the demo is running
            app.wait_until(time.perf_counter() + app.frame_s)
            app.step()
        t = time.perf_counter_ns()
        app.hub.feed(RawInput(t, "serial:CAB", "b2"))
        app.hub.feed(RawInput(t + 1, "serial:CAB", "b2", False))
        while not isinstance(app.scene, TitleScene):
            app.wait_until(time.perf_counter() + 0.001)
        app.step()                                           # the title drawn and presented
        out.append((time.perf_counter_ns() - t) / 1e6)
    return out


def main() -> None:
    presses = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    boot = boot_to_title_s()
    print(f"boot to an interactive title (process start, cabinet mode): {boot:.3f} s")
    quiet = contextlib.redirect_stdout(io.StringIO())   # cabinet mode logs its screens
    with quiet:
        app = cabinet_app()
        attract = attract_start_s(app)
        times = press_to_title_ms(app, presses)
    print(f"attract mode on screen {attract:.3f} s after the title opened (attract_s = 1)")
    p95 = sorted(times)[max(0, int(len(times) * 0.95) - 1)]
    print(f"press in attract mode → title presented: median {statistics.median(times):.1f} ms,"
          f" p95 {p95:.1f} ms, max {max(times):.1f} ms ({presses} presses)")
    with quiet:
        app.quit()
    reached = {}
    for name, device in (("pad", PAD), ("panel", PANEL)):
        with contextlib.redirect_stdout(io.StringIO()):
            app = cabinet_app(attract_s=60)
            reached[name] = walk(app, device)
            app.quit()
        missing = sorted(set(SCREENS) - reached[name])
        print(f"screens reached by {name} alone: {len(reached[name])} of {len(SCREENS)}"
              + (f" (missing: {', '.join(missing)})" if missing else ""))
    coins = coin_figures()
    print("(figures taken on a shared, loaded machine: timings are noisy)")
    print(json.dumps({**{"bench": "cabinet", "boot_to_title_s": round(boot, 3),
                      "attract_start_s": round(attract, 3),
                      "press_to_title_ms": round(statistics.median(times), 1),
                      "press_to_title_p95_ms": round(p95, 1),
                      "screens_reached_by_pad": len(reached["pad"]),
                      "screens_reached_by_panel": len(reached["panel"]),
                      "screens_total": len(SCREENS)}, **coins}))


def coin_figures() -> dict:
    """The coin-op figures (bench/cabinet_coins.py), printed as they come."""
    with contextlib.redirect_stdout(io.StringIO()):        # cabinet mode logs its credits
        times = sorted(coin_to_credit_ms())
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"coin (board edge) → credit on screen: median {statistics.median(times):.1f} ms, "
          f"p99 {p99:.1f} ms, max {times[-1]:.1f} ms ({len(times)} coins, emulated board, "
          "reader process, real loop)")
    before, after = credits_across_a_kill()
    print(f"credits before a SIGKILL {before}, after the restart {after}")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()         # a ledger of its own
    with contextlib.redirect_stdout(io.StringIO()):
        app = cabinet_app(attract_s=60)
        app.settings["cabinet", "free_play"] = False
        app.cabinet.coins_per_play = 1
        books = bookkeeping_ok(app)
        waiting, gone = screens_timing_out(app)
        app.quit()
    print(f"bookkeeping matches a scripted evening: {'yes' if books else 'NO'}")
    sent, seen = lamps_seen_by_firmware()
    print(f"lamp changes sent {sent}, acted on by the AVR firmware under simavr {seen}")
    print(f"screens waiting for a player: {len(waiting)}, timing out: {len(gone)}"
          + (f" (never: {', '.join(sorted(set(waiting) - set(gone)))})"
             if set(waiting) - set(gone) else ""))
    return {"coin_to_credit_ms": round(p99, 1),
            "coin_to_credit_median_ms": round(statistics.median(times), 1),
            "credits_before_restart": before, "credits_after_restart": after,
            "bookkeeping_ok": books, "lamps_sent": sent,
            "lamps_seen_by_firmware": seen,
            "screens_waiting": len(waiting), "screens_timing_out": len(gone)}


if __name__ == "__main__":
    main()
