"""Each store test starts and ends with nothing kept in memory by another (matches or replays
a failed write left for later: game/store/history.py, game/replay/recorder.py)."""
import pytest

from tests.store.live_matches import forget_kept


@pytest.fixture(autouse=True)
def nothing_kept():
    forget_kept()
    yield
    forget_kept()
