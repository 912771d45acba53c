"""Shared test set-up: headless SDL for every test that touches pygame; under xdist (`make
test`), the real-window tests in lanes of their own (tests/lanes.py)."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def pytest_sessionstart(session):
    """The languages' compiled catalogs, as `make catalogs` makes them, if missing or stale
    (once, by the main process: never by several xdist workers at the same time)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return
    try:
        from tools.i18n import compile_stale
    except ImportError:              # Babel is not installed: the catalogs are what they are
        return
    compile_stale()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`-n N` (xdist's load mode): the real-window tests in lanes, the rest a file at a time."""
    if config.getvalue("dist") != "load":
        return None
    from tests.lanes import LaneScheduling
    return LaneScheduling(config, log)


def pytest_configure(config):
    """Under `-n N`, the workers (started after this, with this environment) know the lanes."""
    if config.getvalue("dist") == "load" and not os.environ.get("PYTEST_XDIST_WORKER"):
        os.environ["SPEED_TEST_LANES"] = "1"


def pytest_runtest_setup(item):
    """Under `-n N`: a test out of the lanes lets the lanes' tests, which keep time, go first."""
    if os.environ.get("PYTEST_XDIST_WORKER") and os.environ.get("SPEED_TEST_LANES"):
        from tests.lanes import yield_cpu
        yield_cpu(item.nodeid)


@pytest.fixture(autouse=True)
def _one_test_one_language():
    """Each test starts in English and leaves no language listener behind: an App a test
    made and never quit would otherwise still remake its screens (and open its files) when a
    later test changes the language."""
    from game import i18n
    listeners = list(i18n._listeners)
    yield
    i18n._listeners[:] = listeners
    if i18n.current() != i18n.SOURCE:
        i18n.use(i18n.SOURCE)
