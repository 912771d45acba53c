"""Shared test set-up: headless SDL for every test that touches pygame."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def pytest_sessionstart(session):
    """The languages' compiled catalogs, as `make catalogs` makes them, if missing or stale."""
    try:
        from tools.i18n import compile_stale
    except ImportError:              # Babel is not installed: the catalogs are what they are
        return
    compile_stale()
