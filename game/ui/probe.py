"""Choosing the present path by measuring, once per machine, display and version.

`software` is timed on the live window (full presents); `accelerated` and `renderer` on a
hidden window with a GPU Renderer, as they would run: a whole-frame texture upload and present,
and an upload of a quarter of the frame (what changes in a busy frame) and present. The GPU
probe runs in a child process (`python -m game.ui.probe W H`) while the title stays live, so a
GL driver loaded only to be measured (Mesa's llvmpipe maps ~100 MB) does not stay in the game's
memory and its start-up (~0.5 s) does not freeze the screen. The
fastest wins; software is kept unless another path is clearly faster (under 80% of its time),
because it starts fastest and needs no driver. The choice and its figures are stored in the
cache folder, written to the game's log, and shown on the options screen.
"""
import json
import os
import subprocess
import sys
import time

import pygame

from game import cache, log
from game.i18n import N_
from game.later import Later

REPEATS = 7
KEEP_SOFTWARE = 0.8


def median_ms(action, repeats: int = REPEATS) -> float:
    """The median wall time of `action()` in ms (after one untimed warm-up call)."""
    action()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)[repeats // 2]


def time_software(screen) -> float:
    """Whole-frame presents on the live window."""
    return median_ms(pygame.display.flip)


def time_gpu(size) -> dict:
    """path → ms for the GPU paths, on a hidden Renderer window ({} when there is none)."""
    try:
        from pygame._sdl2 import video
        window = pygame.Window("Speed probe", size, hidden=True)
    except (pygame.error, ImportError, AttributeError):
        return {}
    try:
        renderer = video.Renderer(window)
        frame = pygame.Surface(size).convert()
        frame.fill((20, 90, 55))
        texture = video.Texture(renderer, size, streaming=True)
        part = pygame.Rect(0, 0, size[0] // 2, size[1] // 2)
        piece = frame.subsurface(part)
        full = median_ms(lambda: (texture.update(frame), renderer.blit(texture),
                                  renderer.present()))
        some = median_ms(lambda: (texture.update(piece, part), renderer.blit(texture),
                                  renderer.present()))
        return {"accelerated": full, "renderer": some}
    except pygame.error:
        return {}
    finally:
        window.destroy()


class GpuProbe:
    """time_gpu in a child process, running while the game goes on (the title stays live)."""

    def __init__(self, size, timeout_s: float = 20.0):
        self.deadline = time.perf_counter() + timeout_s
        try:
            self.child = subprocess.Popen([sys.executable, "-m", "game.ui.probe", str(size[0]),
                                           str(size[1])], stdout=subprocess.PIPE,
                                          stderr=subprocess.DEVNULL, text=True)
        except OSError:
            self.child = None

    def done(self) -> bool:
        return self.child is None or self.child.poll() is not None or \
            time.perf_counter() > self.deadline

    def times(self) -> dict:
        """path → ms ({} when the probe failed or took too long); waits for the child."""
        if self.child is None:
            return {}
        try:
            out, _ = self.child.communicate(timeout=max(0.0, self.deadline - time.perf_counter()))
            times = json.loads(out.strip().splitlines()[-1])
            return {k: float(v) for k, v in times.items() if k in ("accelerated", "renderer")}
        except (subprocess.SubprocessError, ValueError, IndexError, AttributeError):
            self.child.kill()
            self.child.wait()
            return {}


def time_gpu_apart(size) -> dict:
    """time_gpu in a child process, waiting for it."""
    return GpuProbe(size).times()


def pick(times: dict) -> str:
    """The fastest path; software unless another is clearly faster."""
    best = min(times, key=times.get)
    if "software" in times and times[best] > KEEP_SOFTWARE * times["software"]:
        return "software"
    return best


class PathChoice:
    """The present path setting ("auto" or a path) and, for auto, the measured choice."""

    def __init__(self, setting: str, folder=None):
        self.setting, self.folder = setting, folder
        self.times: dict = {}
        stored = self._load() if setting == "auto" else None
        self.name = setting if setting != "auto" else (stored or "software")
        self.pending = setting == "auto" and stored is None      # measure when the game idles
        self._probe: GpuProbe | None = None
        self._software = 0.0

    def _file(self) -> str:
        display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "-"
        driver = pygame.display.get_driver() if pygame.display.get_init() else "-"
        return f"present-{cache.version_key(__file__)}-{driver}-{display.replace(':', '_')}.json"

    def _load(self) -> str | None:
        data = cache.read(self.folder, self._file()) if self.folder else None
        try:
            stored = json.loads(data) if data else None
            choice, times = stored["choice"], {k: float(v) for k, v in stored["times"].items()}
        except (ValueError, TypeError, KeyError, AttributeError):
            return None
        if choice in times:
            self.times = times
            return choice
        return None

    def measure(self, screen) -> str:
        """Time every path now (waiting for the GPU probe), keep and log the choice."""
        return self._keep({"software": time_software(screen)} |
                          time_gpu_apart(screen.get_size()))

    def advance(self, screen) -> str | None:
        """Measure without stopping the game: the first call times software and starts the
        GPU probe; a later call, once the probe is done, keeps and returns the choice."""
        if self._probe is None:
            self._software = time_software(screen)
            self._probe = GpuProbe(screen.get_size())
            return None
        if not self._probe.done():
            return None
        return self._keep({"software": self._software} | self._probe.times())

    def _keep(self, times: dict) -> str:
        self.times, self.name, self.pending = times, pick(times), False
        if self.folder:
            cache.write(self.folder, self._file(),
                        json.dumps({"choice": self.name, "times": times}).encode())
        log.write(f"display: {self.describe()}")
        return self.name

    def describe(self) -> str:
        """e.g. "software (measured: software 1.5 ms, accelerated 36 ms, renderer 27 ms)":
        English for the log, said in the player's language on screen (`later.shown`)."""
        if self.setting != "auto":
            return Later(N_("{path} (set in the settings)"), path=self.name)
        if not self.times:
            return Later(N_("{path} (measuring…)"), path=self.name) if self.pending else \
                self.name
        figures = ", ".join(f"{k} {v:.1f} ms" for k, v in sorted(self.times.items(),
                                                                   key=lambda kv: kv[1]))
        return Later(N_("{path} (measured: {figures})"), path=self.name, figures=figures)


    def words(self) -> Later:
        """What the player reads on Options (no timings, no path jargon beyond its name): the
        figures are the log's (`describe`)."""
        path = Later(self.name)                    # "software": said as the options name it
        if self.setting != "auto":
            return Later(N_("Chosen by you; Automatic tries each way on this computer and "
                            "keeps the fastest"))
        if self.pending or not self.times:
            return Later(N_("Automatic: trying each way on this computer…"))
        return Later(N_("Automatic: {path} was the fastest way on this computer"), path=path)


def main(argv: list) -> int:
    """Child mode: print the GPU paths' times for a W x H frame as one JSON line."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)           # a pixel format for convert()
    print(json.dumps(time_gpu((int(argv[1]), int(argv[2])))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
