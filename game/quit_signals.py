"""SIGTERM, SIGHUP and SIGINT end the game at once and cleanly (a cabinet's systemd stop, a
logout, Ctrl+C): the main loop stops, the scenes are left (the replay closed, a finished match
saved), the settings written, and `speed` exits 0. No dialog: closing the window still asks."""
import os
import signal

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                if hasattr(signal, name))


def prepare() -> None:
    """Before pygame starts: SDL must not turn these signals into a window-close (which asks)."""
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"


def install(app) -> None:
    """Each signal stops `app`'s loop (App.stop)."""
    for number in SIGNALS:
        signal.signal(number, lambda *_: app.stop())
