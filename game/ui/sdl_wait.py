"""Waiting for the next event the way SDL itself can: asleep until one comes.

`pygame.event.wait(ms)` asks SDL for events every millisecond (it pumps, finds nothing, sleeps
1 ms, and again), about 3% of a core on X11 just to wait: the table's every frame, the title's
every hour. SDL's own `SDL_WaitEventTimeout` sleeps on the display's connection (X11, Wayland)
and on a wake-up that `pygame.event.post` from any thread sends, so it returns the moment a key
is pressed or a reader thread posts, and costs nothing in between; where it cannot (no such
display, a joystick that must be polled) SDL polls as pygame does. It is called with no event
to fill: the event stays in SDL's queue for the next `pygame.event.get` (pygame's own pump and
filters see it as ever).

pygame does not offer it, so it is found in the SDL library pygame loaded (Linux: the process's
mapped libraries); anywhere it is not found, `SdlWait.available` is False and the app waits as
before.
"""
import ctypes
import sys


def _loaded_sdl() -> str | None:
    """The path of the SDL2 library in this process (Linux), or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                fields = line.split(None, 5)
                if len(fields) == 6 and "/libSDL2" in fields[5]:
                    return fields[5].strip()
    except OSError:
        return None
    return None


class SdlWait:
    """SDL_WaitEventTimeout, when it can be reached; call after the display is open."""

    def __init__(self, path: str | None = None):
        self._wait = None
        path = path or _loaded_sdl()
        if path is None:
            return
        try:
            wait = ctypes.CDLL(path).SDL_WaitEventTimeout
        except (OSError, AttributeError):
            return
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
        self._wait = wait

    @property
    def available(self) -> bool:
        return self._wait is not None

    def wait(self, milliseconds: int) -> bool:
        """Asleep until an event is in SDL's queue (True: it is left there) or `milliseconds`
        have passed (False)."""
        return bool(self._wait(None, max(0, int(milliseconds))))
