"""Choosing the present path by measuring, once per machine, display and version.

`software` is timed on the live window (full presents); `accelerated` and `renderer` on a
hidden window with a GPU Renderer, as they would run: a whole-frame texture upload and present,
and an upload of a quarter of the frame (what changes in a busy frame) and present. The
fastest wins; software is kept unless another path is clearly faster (under 80% of its time),
because it starts fastest and needs no driver. The choice and its figures are stored in the
cache folder, written to the game's log, and shown on the options screen.
"""
import json
import os
import time

import pygame

from game import cache, log

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
        """Time every path now, keep and log the choice; returns it."""
        times = {"software": time_software(screen)} | time_gpu(screen.get_size())
        self.times, self.name, self.pending = times, pick(times), False
        if self.folder:
            cache.write(self.folder, self._file(),
                        json.dumps({"choice": self.name, "times": times}).encode())
        log.write(f"display: {self.describe()}")
        return self.name

    def describe(self) -> str:
        """e.g. "software (chosen: software 1.5 ms, accelerated 36 ms, renderer 27 ms)"."""
        if self.setting != "auto":
            return f"{self.name} (set in the settings)"
        if not self.times:
            return f"{self.name} (measuring…)" if self.pending else self.name
        figures = ", ".join(f"{k} {v:.1f} ms" for k, v in sorted(self.times.items(),
                                                                   key=lambda kv: kv[1]))
        return f"{self.name} (measured: {figures})"
