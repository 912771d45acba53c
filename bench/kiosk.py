"""The kiosk boot path against a session with a window manager: memory at the title and
seconds to the first title frame, under Xvfb on this machine.

kiosk   `xinit hardware/cabinet/xinitrc -- Xvfb …`: X with the game alone, as
        speed-kiosk@.service starts it (but Xvfb instead of Xorg, no tty).
wm      Xvfb, then a window manager (openbox, when installed), then `speed play --cabinet`:
        the desktop image's shape without its panels, file manager and other session
        services, which only add to it (so this is a lower bound of what the kiosk saves).

Measured: seconds from starting the first process (xinit / Xvfb) to the first title frame
on the screen (the root window read until the yellow "SPEED" shows at the top), and the RSS
(VmRSS) of every process of the session 3 s later: X server, window manager, game and its
serial reader; the present path set to software in both, so the first run's probe of the
present paths (a child process) is not measured. Not measured: the boot of the machine
before X, the Xorg driver (Xvfb has none), a real desktop's session services. Prints one JSON line.

Run: python bench/kiosk.py [WIDTHxHEIGHT] [--runs=3]   (each kind once more first, to
fill the caches; then alternated, medians printed)
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tools.x_root import root_picture  # noqa: E402


QUIET = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}


def free_display() -> str:
    n = 140
    while Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
        n += 1
    return f":{n}"


def title_shown(display: str) -> bool:
    """The title's yellow "SPEED" is on the screen (at the top middle)."""
    try:
        picture = root_picture(display)
    except RuntimeError:
        return False
    width, height = picture.get_size()
    for x in range(width // 3, 2 * width // 3, 3):
        for y in range(0, height // 6, 3):
            c = picture.get_at((x, y))
            if c.r > 200 and c.g > 170 and c.b < 120:
                return True
    return False


def session_rss(root_pid: int) -> dict:
    """VmRSS (MB) of `root_pid` and all its descendants, by command name."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = {}, [root_pid]
    while todo:
        pid = todo.pop()
        todo += children.get(pid, [])
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        rss = int(fields.get("VmRSS", "0 kB").split()[0]) / 1024
        name = fields["Name"].strip()
        found[name] = round(found.get(name, 0) + rss, 1)
    return found


def run(kind: str, size: str, home: Path) -> dict:
    display = free_display()
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache")}
    xvfb = [shutil.which("Xvfb"), display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"]
    started = time.perf_counter()
    if kind == "kiosk":
        procs = [subprocess.Popen(["xinit", str(ROOT / "hardware/cabinet/xinitrc"), "--",
                                   *xvfb], env=env, **QUIET)]
    else:                     # X, then the window manager and the game as a session starts them
        procs = [subprocess.Popen(xvfb, env=env, **QUIET)]
        socket = Path(f"/tmp/.X11-unix/X{display[1:]}")
        while not socket.exists():
            time.sleep(0.01)
        time.sleep(0.05)                                 # (the socket is there before it listens)
        env["DISPLAY"] = display
        procs.append(subprocess.Popen(["openbox"], env=env, **QUIET))
        procs.append(subprocess.Popen([str(ROOT / ".venv/bin/python"), "-m", "game", "play",
                                       "--cabinet"], cwd=ROOT, env=env, **QUIET))
    try:
        deadline = started + 120
        while not title_shown(display):
            if time.perf_counter() > deadline:
                raise RuntimeError(f"{kind}: no title frame within 120 s")
            time.sleep(0.05)
        to_title = time.perf_counter() - started
        time.sleep(3)
        rss: dict = {}
        for proc in procs:
            for name, mb in session_rss(proc.pid).items():
                rss[name] = round(rss.get(name, 0) + mb, 1)
    finally:
        for proc in reversed(procs):                     # the game first, X last
            proc.terminate()
            proc.wait(timeout=30)
    return {"to_title_s": round(to_title, 2), "rss_mb": rss,
            "rss_total_mb": round(sum(rss.values()), 1)}


def main() -> None:
    size = next((a for a in sys.argv[1:] if "x" in a), "1366x768")
    runs = int(next((a.split("=")[1] for a in sys.argv[1:] if a.startswith("--runs=")), 3))
    pygame.init()
    out = {"bench": "kiosk", "size": size, "runs": runs}
    kinds = ["kiosk"] + (["wm"] if shutil.which("openbox") else [])
    with tempfile.TemporaryDirectory() as tmp:
        results: dict[str, list] = {kind: [] for kind in kinds}
        for kind in kinds:
            (Path(tmp) / kind / "config" / "speed").mkdir(parents=True)
            (Path(tmp) / kind / "config" / "speed" / "settings.toml").write_text(
                '[display]\npresent = "software"\n')   # no present-path probe mid-measure
            run(kind, size, Path(tmp) / kind)            # a first run fills the caches
        for _ in range(runs):                            # alternated: the load hits both alike
            for kind in kinds:
                results[kind].append(run(kind, size, Path(tmp) / kind))
    for kind, measured in results.items():
        out[kind] = {"to_title_s_median": statistics.median(m["to_title_s"] for m in measured),
                     "to_title_s": [m["to_title_s"] for m in measured],
                     "rss_total_mb_median": statistics.median(m["rss_total_mb"] for m in measured),
                     "rss_mb_last": measured[-1]["rss_mb"]}
    if "wm" not in out:
        out["wm"] = "not measured: no window manager installed (apt install openbox)"
    else:
        out["saved_mb"] = round(out["wm"]["rss_total_mb_median"] -
                                out["kiosk"]["rss_total_mb_median"], 1)
        out["saved_s"] = round(out["wm"]["to_title_s_median"] -
                               out["kiosk"]["to_title_s_median"], 2)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
