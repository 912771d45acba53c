"""Where the time goes, counted in work rather than wall time (a loaded machine distorts it
little): the start (imports, window, first draw) in process CPU, and cProfile's top entries
with the process CPU share over the first draw, the idle title, the attract screen and a
four-computer table at 60 fps, each in the real loop (`App.run`) on SDL's dummy video driver
(or X11 when SDL_VIDEODRIVER says so).

`slowest`: the four-computer table with a slap every 3 s (as bench/frames.py), each step's
thread CPU without the profiler: whole frames (a slap's shake and flash) and the others apart,
and what the slowest 1% of the steps were (whole or not, the still table's regions redrawn,
banners, cards in flight).

Run: python bench/cpu_profile.py [start|title|attract|table|slowest ...] [--seconds N] [--top N]
"""
import cProfile
import io
import os
import pstats
import sys
import tempfile
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
    os.environ.setdefault(folder, tempfile.mkdtemp(prefix="speed-profile-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SIZE = (1920, 1080)
STARTED = time.process_time()


def top(profile: cProfile.Profile, count: int) -> str:
    """The `count` functions with the most time of their own, then the most in total."""
    out = io.StringIO()
    stats = pstats.Stats(profile, stream=out).strip_dirs()
    stats.sort_stats("tottime").print_stats(count)
    stats.sort_stats("cumulative").print_stats(count)
    return "\n".join(line for line in out.getvalue().splitlines()
                     if line.strip() and not line.startswith(("   Ordered", "   List")))


def start(count: int) -> dict:
    """The start as `speed play` makes it: imports, the window and the title, the first draw."""
    profile = cProfile.Profile(time.thread_time)      # CPU, not wall: load does not count
    profile.enable()
    t0 = time.process_time()
    from game.app import App          # noqa: F401 - the imports `speed play` makes
    import game.launch                # noqa: F401
    t1 = time.process_time()
    from game.config import load_settings
    app = App(load_settings(), size=SIZE, seed=5)
    t2 = time.process_time()
    app.step()
    t3 = time.process_time()
    profile.disable()
    print(top(profile, count))
    app.quit()
    return {"imports_cpu_s": t1 - t0, "window_cpu_s": t2 - t1, "first_draw_cpu_s": t3 - t2,
            "interpreter_cpu_s": t0}


def loop_share(app, seconds: float, count: int, label: str) -> dict:
    """The process CPU share of `seconds` of the real loop, and its top entries."""
    def stop():
        time.sleep(seconds)
        app.running = False
        from game.input.devices import wake
        wake()
    profile = cProfile.Profile(time.thread_time)      # CPU, not wall: load does not count
    threading.Thread(target=stop, daemon=True).start()
    cpu, wall = time.process_time(), time.perf_counter()
    steps = [0]
    step = app.step
    app.step = lambda: (steps.__setitem__(0, steps[0] + 1), step())[1]
    profile.enable()
    app.run_loop() if hasattr(app, "run_loop") else _run(app)
    profile.disable()
    share = 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)
    print(f"--- {label}: {share:.1f}% of a core, {steps[0]} steps in {seconds:.0f} s")
    print(top(profile, count))
    return {f"{label}_cpu_pct": round(share, 2), f"{label}_steps": steps[0]}


def _run(app) -> None:
    """App.run without its quit (the app is used again)."""
    quit_ = app.quit
    app.quit = lambda: None
    try:
        app.run()
    finally:
        app.quit = quit_
    app.running = True


def make_app():
    from game.app import App
    from game.config import Settings
    app = App(Settings(), size=SIZE, seed=5, replay_to=os.devnull)
    app.guard_s = 0
    app.step()
    return app


def title(app, seconds, count) -> dict:
    app.flow.title()
    app.step()
    return loop_share(app, seconds, count, "title")


def attract(app, seconds, count) -> dict:
    app.flow.reset("attract")
    app.step()
    return loop_share(app, seconds, count, "attract")


def table(app, seconds, count) -> dict:
    from game.session import SeatInfo
    seats = [SeatInfo(f"CPU {n}", "bot", level="hard") for n in range(4)]
    app.flow.start_match(seats)
    app.step()
    return loop_share(app, seconds, count, "table")


def slowest(app, seconds, count) -> dict:
    """The slowest 1% of a table's steps (slaps every 3 s), timed without the profiler (it
    weighs Python calls, not the memory a whole 1080p frame moves): what they were."""
    from game.session import SeatInfo
    seats = [SeatInfo(f"CPU {n}", "bot", level="hard") for n in range(4)]
    app.flow.start_match(seats)
    app.step()
    steps, step, slap = [], app.step, [time.perf_counter() + 1.0]

    def measured():
        view, now = app.scene.view, time.perf_counter()
        if now >= slap[0]:
            view.slap(len(steps) % 4, now)
            slap[0] = now + 3.0
        whole = view.fx.shake.offset(now) != (0, 0) or view.fx.flash.level(now) > 0
        cpu = time.thread_time_ns()
        step()
        steps.append(((time.thread_time_ns() - cpu) / 1e6, {
            "whole": whole or view._whole, "regions": len(view.layer.changed),
            "banners": len(view.fx.banners), "flights": len(view.anim.active)}))
    app.step = measured
    threading.Thread(target=_stop_after, args=(app, seconds), daemon=True).start()
    _run(app)
    app.step = step
    cpus = sorted(c for c, _ in steps)
    whole = sorted(c for c, what in steps if what["whole"])
    rest = sorted(c for c, what in steps if not what["whole"])
    slow = sorted(steps, key=lambda s: -s[0])[:max(1, len(steps) // 100)]
    print(f"--- slowest: {len(steps)} steps, thread CPU p50 {percentile(cpus, 50):.2f} ms, p99 "
          f"{percentile(cpus, 99):.2f} ms; whole frames ({len(whole)}) p50/p90 "
          f"{percentile(whole, 50):.2f}/{percentile(whole, 90):.2f} ms, the others "
          f"{percentile(rest, 50):.2f}/{percentile(rest, 90):.2f} ms; the slowest {len(slow)}:")
    for cpu, what in slow:
        print(f"    {cpu:6.2f} ms  {what}")
    return {"slowest_steps": len(steps), "slowest_p50_ms": percentile(cpus, 50),
            "slowest_p99_ms": percentile(cpus, 99), "whole_p50_ms": percentile(whole, 50),
            "other_p50_ms": percentile(rest, 50),
            "slowest_whole_pct": 100 * sum(w["whole"] for _, w in slow) / len(slow)}


def percentile(values: list, p: float) -> float:
    return values[min(len(values) - 1, int(p / 100 * len(values)))] if values else 0.0


def _stop_after(app, seconds: float) -> None:
    time.sleep(seconds)
    app.running = False
    from game.input.devices import wake
    wake()


def main(argv: list) -> int:
    seconds = float(argv[argv.index("--seconds") + 1]) if "--seconds" in argv else 5.0
    count = int(argv[argv.index("--top") + 1]) if "--top" in argv else 15
    asked = [a for a in argv[1:] if a in ("start", "title", "attract", "table", "slowest")] or [
        "start", "title", "attract", "table"]
    figures = {}
    if "start" in asked:
        figures.update(start(count))
    app = None
    for name in asked:
        if name != "start":
            app = app or make_app()
            figures.update(globals()[name](app, seconds, count))
    import json
    print(json.dumps({"bench": "profile", **{k: round(v, 4) if isinstance(v, float) else v
                                             for k, v in figures.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
