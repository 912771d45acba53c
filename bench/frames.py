"""Frames a player sees: the real game (`App`) in a real X window (Xvfb), title → join (three
computers and a keyboard player) → a 1920x1080 four-player table, `seconds` at the table.

Every whole `App.step` (scene update, bots, engine, draw, present) is timed from outside, wall
and thread CPU. Key presses are real XTest presses stamped when sent: the press stamp error
(RawInput.t_ns − sent) and the input-to-frame time (sent → end of the present of the first
frame drawn after the engine applied the press). A slap effect every 3 s. Also: process CPU on
the still title screen and on attract mode (after the table), time from launching the process to
its first presented frame, broken down (the interpreter and imports, the window and the title
built, the first draw; wall and process CPU), RSS at the title and at the table. The game is
started twice in the same folders, as a player starts it: the first start (its caches, history
file and display path made) is only timed (`first_frame_cold_s`), the second one measured. One child process per display path (SDL reads its framebuffer
choice once per process); the last line is one JSON object for the path the game chose itself.

Run: python bench/frames.py [seconds] [path ...]     (paths: auto software accelerated renderer)
"""
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

SIZE = (1920, 1080)
FRAME_MS = 1000 / 60
PATHS = ["auto", "software", "accelerated", "renderer"]
CARD_KEYS = ["a", "s", "d", "f", "g", "w", "r"]       # left keyboard player: cards and aim


def percentile(values: list, p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] if ordered else 0.0


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        line = next(l for l in status if l.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024


def cpu_s(helper_pid: int | None = None) -> float:
    """CPU seconds of this process, plus those of the serial reader's process if it has one
    (the game runs one: `speed play`'s serial factory is used here too)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    helper = 0.0
    if helper_pid:
        try:
            with open(f"/proc/{helper_pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            helper = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
    return usage.ru_utime + usage.ru_stime + helper


def thread_cpu_s() -> dict:
    """CPU seconds of each thread of this process, by "name#id"."""
    out = {}
    for tid in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{tid}/stat") as stat:
                text = stat.read()
        except OSError:
            continue
        name, fields = text[text.index("(") + 1:text.rindex(")")], text.rsplit(")", 1)[1].split()
        out[f"{name}#{tid}"] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return out


class Record:
    """What the child measures; filled from the main loop (steps) and the driver thread."""

    def __init__(self):
        self.first_present_ns = 0
        self.presents = 0
        self.last_present_ns = 0
        self.table = False
        self.wall_ms, self.cpu_ms, self.gaps_ms = [], [], []
        self.stamps, self.sent = [], []          # keyboard press stamps; XTest send times
        self.applied: list[int] = []             # stamps of the keyboard seat's applied intents
        self.shown: list[tuple] = []             # (stamp, end of the present that showed it)
        self.figures: dict = {}
        self.attract = False                     # the driver asks the loop for attract mode
        self.whole: list[bool] = []              # per table step: a whole frame presented
        self.present_ms: list[float] = []        # per table step: wall time in the present
        self.step_present = [0, False]           # this step's present (ns, whole)


def instrument(rec: Record) -> None:
    """Wrap App.step, the present and Session.apply so they report to `rec`."""
    import pygame
    from game import app as app_mod

    def presented():
        rec.presents += 1
        rec.last_present_ns = time.perf_counter_ns()
        rec.first_present_ns = rec.first_present_ns or rec.last_present_ns

    for name in ("flip", "update"):
        original = getattr(pygame.display, name)
        setattr(pygame.display, name,
                lambda *a, _o=original, **k: (_o(*a, **k), presented())[0])
    from game.ui.present import RendererPresenter, SurfacePresenter
    present = RendererPresenter.present
    RendererPresenter.present = lambda self, rects=None: (present(self, rects), presented())[0]
    for kind in (RendererPresenter, SurfacePresenter):
        kind.present = timed_present(kind.present, rec)
    step = app_mod.App.step
    state = {"slap": 0.0, "last": 0}

    def timed_step(self):
        now = time.perf_counter()
        if rec.attract and self.scene.name != "attract":
            self.flow.reset("attract")
        if rec.table and now >= state["slap"]:
            self.scene.view.slap(random.randrange(4), now)
            state["slap"] = now + 3.0
        before, wall, cpu = rec.presents, time.perf_counter_ns(), time.thread_time_ns()
        rec.applied.clear()
        rec.step_present[:] = [0, False]
        step(self)
        wall, cpu = time.perf_counter_ns() - wall, time.thread_time_ns() - cpu
        if rec.presents != before:
            rec.shown += [(s, rec.last_present_ns) for s in rec.applied]
        if rec.table:
            rec.wall_ms.append(wall / 1e6)
            rec.cpu_ms.append(cpu / 1e6)
            rec.present_ms.append(rec.step_present[0] / 1e6)
            rec.whole.append(rec.step_present[1])
            if state["last"]:
                rec.gaps_ms.append((rec.last_present_ns - state["last"]) / 1e6)
        state["last"] = rec.last_present_ns

    app_mod.App.step = timed_step


def timed_present(present, rec: Record):
    """`present`, its wall time and whether it sent the whole frame noted for this step."""
    def timed(self, rects=None):
        begun = time.perf_counter_ns()
        present(self, rects)
        rec.step_present[:] = [time.perf_counter_ns() - begun, rects is None]
    return timed


def split_frames(rec: Record) -> dict:
    """The steps that presented a whole frame (a slap's shake and flash, a resize) and the
    others, apart: how many, their wall and CPU p99, and the present's share of the wall."""
    whole = [i for i, w in enumerate(rec.whole) if w]
    part = [i for i, w in enumerate(rec.whole) if not w]

    def p99(values, indices):
        return percentile([values[i] for i in indices], 99)
    return {"whole_frames_pct": 100 * len(whole) / max(1, len(rec.whole)),
            "whole_wall_p99_ms": p99(rec.wall_ms, whole),
            "whole_cpu_p99_ms": p99(rec.cpu_ms, whole),
            "whole_present_p99_ms": p99(rec.present_ms, whole),
            "whole_wall_p50_ms": percentile([rec.wall_ms[i] for i in whole], 50),
            "whole_wall_p90_ms": percentile([rec.wall_ms[i] for i in whole], 90),
            "part_wall_p99_ms": p99(rec.wall_ms, part), "part_cpu_p99_ms": p99(rec.cpu_ms, part),
            "part_present_p99_ms": p99(rec.present_ms, part)}


def instrument_table(rec: Record) -> None:
    """Session.apply reports the keyboard seat's applied intents (wrapped once the title is up:
    the start does not import the session)."""
    from game.session import Session
    apply = Session.apply

    def recorded_apply(self, intent):
        if rec.table and intent.seat == rec.figures.get("seat"):
            rec.applied.append(self.host_ns(intent.t))
        return apply(self, intent)
    Session.apply = recorded_apply


def sent_for(rec: Record, stamp: int) -> int:
    """The send time of the press stamped `stamp` (0 if unknown). The engine's time is
    rounded to the microsecond, so the stamp comes back within a few µs."""
    near = [i for i, s in enumerate(rec.stamps) if abs(s - stamp) < 5_000]
    return rec.sent[near[-1]] if near and near[-1] < len(rec.sent) else 0


Record.sent_for = sent_for


class Driver:
    """The player: waits for the title, idles there, joins, plays card keys at the table."""

    def __init__(self, app, rec: Record, seconds: float):
        from bench.xkeys import XKeys
        self.app, self.rec, self.seconds = app, rec, seconds
        self.keys = XKeys()
        self.rng = random.Random(7)

    def press(self, key: str, after: float = 0.25) -> None:
        """Press `key` (its send time noted at once), release it 30 ms later, wait `after`."""
        self.rec.sent.append(self.keys.down(key))
        time.sleep(0.03)
        self.keys.up(key)
        time.sleep(after)

    def run(self) -> None:
        from game.input.devices import wake
        rec, app = self.rec, self.app
        while not rec.first_present_ns:
            time.sleep(0.01)
        self.keys.focus_at(SIZE[0] // 2, SIZE[1] // 2)
        time.sleep(1.0)
        pid = getattr(app.hub.boards.reader, "pid", None)
        cpu, wall = cpu_s(pid), time.perf_counter()
        time.sleep(3.0)
        rec.figures["idle_title_cpu_pct"] = 100 * (cpu_s(pid) - cpu) / (time.perf_counter() - wall)
        rec.figures["rss_title_mb"] = rss_mb()
        instrument_table(rec)
        for key in ("Return", "b", "b", "b", "a", "Return"):
            self.press(key, 0.4)
        self.play()
        self.attract()
        app.running = False                 # not QUIT: a player's close asks to confirm
        wake()

    def attract(self) -> None:
        """Attract mode's process CPU, once its demo game is under way."""
        self.rec.attract = True
        while self.app.scene.name != "attract":
            time.sleep(0.01)
        time.sleep(1.0)
        pid = getattr(self.app.hub.boards.reader, "pid", None)
        cpu, wall = cpu_s(pid), time.perf_counter()
        time.sleep(3.0)
        self.rec.figures["attract_cpu_pct"] = 100 * (cpu_s(pid) - cpu) / (
            time.perf_counter() - wall)

    def play(self) -> None:
        rec, app = self.rec, self.app
        while getattr(getattr(app.scene, "session", None), "game", None) is None or \
                app.scene.session.game_ms(time.perf_counter_ns() - app.scene.session.hold_ns) < 0:
            time.sleep(0.01)
        rec.figures["seat"] = next(s for s, seat in app.hub.seats.items()
                                   if seat.device.startswith("keyboard"))
        cpu, wall, threads = cpu_s(), time.perf_counter(), thread_cpu_s()
        rec.table = True
        while time.perf_counter() - wall < self.seconds:
            self.press(self.rng.choice(CARD_KEYS), self.rng.uniform(0.12, 0.3))
        rec.table = False
        rec.figures["table_cpu_pct"] = 100 * (cpu_s() - cpu) / (time.perf_counter() - wall)
        rec.figures["table_s"] = time.perf_counter() - wall
        rec.figures["table_threads_pct"] = {
            name: round(100 * (spent - threads.get(name, 0.0)) / rec.figures["table_s"], 2)
            for name, spent in thread_cpu_s().items() if spent > threads.get(name, 0.0)}
        rec.figures["rss_table_mb"] = rss_mb()


def child(path: str, seconds: float, launched_ns: int, cold: bool = False) -> None:
    """One run of the real game on $DISPLAY with display path `path`; prints one JSON line.
    `cold`: the first start in these folders, only timed to its first frame (and left on the
    title a while, as a player would: the display path is measured there)."""
    begun = time.perf_counter_ns(), time.process_time()
    rec = Record()
    instrument(rec)
    import game.launch  # noqa: F401 - everything `speed play` imports
    from game.app import App
    from game.config import load_settings
    imported = time.perf_counter_ns(), time.process_time()
    settings = load_settings(os.path.join(os.environ["XDG_CONFIG_HOME"], "speed",
                                          "settings.toml"))
    if path != "auto":
        settings["display", "present"] = path
    from game.launch import _serial_factory
    app = App(settings, size=SIZE, serial=_serial_factory(settings), seed=5)
    app.guard_s = 0                       # its keys come 0.4 s apart (menu guard: issue 7)
    app.hub.feed = watch_presses(app.hub.feed, rec)
    built = time.perf_counter_ns(), time.process_time()
    drawn = []
    step = App.step

    def first_step(self):
        step(self)
        if rec.first_present_ns and not drawn:
            drawn.append(time.process_time())
    App.step = first_step
    if cold:
        threading.Thread(target=quit_later, args=(app, rec), daemon=True).start()
        app.run()
        print(json.dumps({"first_frame_cold_s": (rec.first_present_ns - launched_ns) / 1e9}))
        return
    driver = Driver(app, rec, seconds)
    threading.Thread(target=driver.run, daemon=True).start()
    app.run()
    start = {"start_imports_s": (imported[0] - launched_ns) / 1e9,
             "start_window_s": (built[0] - imported[0]) / 1e9,
             "start_first_draw_s": (rec.first_present_ns - built[0]) / 1e9,
             "start_interpreter_cpu_s": begun[1], "start_imports_cpu_s": imported[1] - begun[1],
             "start_window_cpu_s": built[1] - imported[1],
             "start_first_draw_cpu_s": (drawn or [built[1]])[0] - built[1]}
    frames = len(rec.wall_ms)
    rec.input_ms = [(shown - rec.sent_for(s)) / 1e6 for s, shown in rec.shown if rec.sent_for(s)]
    print(json.dumps({
        "present_path": getattr(app, "present_path", path), "frames": frames,
        "frame_p50_ms": percentile(rec.wall_ms, 50), "frame_p99_ms": percentile(rec.wall_ms, 99),
        "cpu_p50_ms": percentile(rec.cpu_ms, 50), "cpu_p99_ms": percentile(rec.cpu_ms, 99),
        "gap_p99_ms": percentile(rec.gaps_ms, 99),
        "missed_16ms_pct": 100 * sum(w > FRAME_MS for w in rec.wall_ms) / max(1, frames),
        "fps": frames / rec.figures.get("table_s", 1),
        "table_step_cpu_pct": 100 * sum(rec.cpu_ms) / 1000 / rec.figures.get("table_s", 1),
        "presses": len(rec.sent), "stamped": len(rec.stamps),
        "stamp_p50_ms": percentile(stamp_errors(rec), 50),
        "stamp_p99_ms": percentile(stamp_errors(rec), 99),
        "input_to_frame_p50_ms": percentile(rec.input_ms, 50),
        "input_to_frame_p99_ms": percentile(rec.input_ms, 99), "input_n": len(rec.input_ms),
        "first_frame_s": (rec.first_present_ns - launched_ns) / 1e9, **split_frames(rec), **start,
        **rec.figures}))


def quit_later(app, rec: Record, idle_s: float = 4.0) -> None:
    """The cold start's run: the title left idle `idle_s` after its first frame, then quit."""
    from game.input.devices import wake
    while not rec.first_present_ns:
        time.sleep(0.01)
    time.sleep(idle_s)
    app.running = False
    wake()


def watch_presses(feed, rec: Record):
    """The hub's feed, noting the stamp of every keyboard press."""
    def watched(raw):
        if raw.pressed and raw.device.startswith("keyboard"):
            rec.stamps.append(raw.t_ns)
        return feed(raw)
    return watched


def stamp_errors(rec: Record) -> list:
    return [(t - s) / 1e6 for t, s in zip(rec.stamps, rec.sent)]


def xvfb():
    """A 1920x1080 virtual X screen on a display number Xvfb picks; (process, DISPLAY)."""
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1920x1080x24",
                               "-nolisten", "tcp"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    number = server.stdout.readline().strip()
    if not number.isdigit():
        raise SystemExit("frames bench: Xvfb did not start (make test installs it)")
    return server, f":{number}"


def run_path(display: str, path: str, seconds: float) -> dict:
    """The child for one display path, in fresh config/data/cache folders: a first start,
    then the measured second one."""
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
               "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": f"{tmp}/config",
               "XDG_DATA_HOME": f"{tmp}/data", "XDG_CACHE_HOME": f"{tmp}/cache"}
        env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
        env.pop("PYTHONDONTWRITEBYTECODE", None)      # start as an installed game: compiled
        cold = run_child(env, path, seconds, "--cold")
        return {**run_child(env, path, seconds), **cold}


def run_child(env: dict, path: str, seconds: float, *flags: str) -> dict:
    launched = time.perf_counter_ns()
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", path,
                           str(seconds), str(launched), *flags], env=env, capture_output=True,
                          text=True, timeout=seconds + 120)
    lines = [l for l in done.stdout.splitlines() if l.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"frames bench: the {path} run failed:\n{done.stderr[-2000:]}")
    return json.loads(lines[-1])


def show(path: str, r: dict) -> None:
    print(f"{path:<12} [{r['present_path']}] fps {r['fps']:5.1f}  step wall p50/p99 "
          f"{r['frame_p50_ms']:6.2f}/{r['frame_p99_ms']:6.2f} ms  cpu p50/p99 "
          f"{r['cpu_p50_ms']:5.2f}/{r['cpu_p99_ms']:5.2f} ms  over 16.7 ms "
          f"{r['missed_16ms_pct']:4.1f}%  gap p99 {r['gap_p99_ms']:5.1f} ms", flush=True)
    print(f"{'':<12} presses {r['presses']} stamped {r['stamped']}: stamp error p50/p99 "
          f"{r['stamp_p50_ms']:.2f}/{r['stamp_p99_ms']:.2f} ms; input-to-frame p50/p99 "
          f"{r['input_to_frame_p50_ms']:.1f}/{r['input_to_frame_p99_ms']:.1f} ms "
          f"(n={r['input_n']}); title idle {r['idle_title_cpu_pct']:.1f}% CPU, table "
          f"{r['table_cpu_pct']:.1f}% (its steps {r['table_step_cpu_pct']:.1f}%), attract "
          f"{r['attract_cpu_pct']:.1f}%; RSS title/table "
          f"{r['rss_title_mb']:.0f}/{r['rss_table_mb']:.0f} MB", flush=True)
    print(f"{'':<12} first frame {r['first_frame_s']:.3f} s (first start "
          f"{r['first_frame_cold_s']:.3f} s): imports {r['start_imports_s']:.3f} s (CPU "
          f"{r['start_imports_cpu_s']:.3f}), window {r['start_window_s']:.3f} s (CPU "
          f"{r['start_window_cpu_s']:.3f}), first draw {r['start_first_draw_s']:.3f} s (CPU "
          f"{r['start_first_draw_cpu_s']:.3f})", flush=True)
    print(f"{'':<12} whole frames {r['whole_frames_pct']:.1f}% (wall p50/p90 "
          f"{r['whole_wall_p50_ms']:.2f}/{r['whole_wall_p90_ms']:.2f} ms): wall/CPU/present p99 "
          f"{r['whole_wall_p99_ms']:.2f}/{r['whole_cpu_p99_ms']:.2f}/"
          f"{r['whole_present_p99_ms']:.2f} ms; the others {r['part_wall_p99_ms']:.2f}/"
          f"{r['part_cpu_p99_ms']:.2f}/{r['part_present_p99_ms']:.2f} ms; the table's threads "
          f"{r['table_threads_pct']}", flush=True)


def main(argv: list) -> int:
    if "--child" in argv:
        at = argv.index("--child")
        child(argv[at + 1], float(argv[at + 2]), int(argv[at + 3]), "--cold" in argv)
        return 0
    seconds = float(argv[1]) if len(argv) > 1 else 20.0
    paths = argv[2:] or PATHS
    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.join(ROOT, "game")],
                   check=False)                     # pip compiles an installed game's modules
    server, display = xvfb()
    try:
        results = {path: run_path(display, path, seconds) for path in paths}
        for path, result in results.items():
            show(path, result)
    finally:
        server.terminate()
        server.wait(timeout=10)
    r = results[paths[0]]
    keys = ["present_path", "frame_p50_ms", "frame_p99_ms", "cpu_p50_ms", "cpu_p99_ms",
            "whole_frames_pct", "whole_wall_p99_ms", "whole_cpu_p99_ms", "part_wall_p99_ms",
            "part_cpu_p99_ms", "missed_16ms_pct", "fps",
            "input_to_frame_p99_ms", "idle_title_cpu_pct", "table_cpu_pct", "table_step_cpu_pct",
            "attract_cpu_pct",
            "first_frame_s", "first_frame_cold_s", "start_imports_s", "start_window_s",
            "start_first_draw_s", "start_imports_cpu_s", "start_window_cpu_s",
            "start_first_draw_cpu_s", "rss_title_mb", "rss_table_mb", "stamp_p50_ms",
            "stamp_p99_ms"]
    print(json.dumps({"bench": "frames", **{k: r[k] if isinstance(r[k], str) else round(r[k], 3)
                                            for k in keys}}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
