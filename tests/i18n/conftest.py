"""The language tests: headless pygame (tests/ui's fixtures), and English again after each test
(the language is the game's one global)."""
import pytest

from game import i18n
from tests.ui.conftest import app, display  # noqa: F401  (the fixtures, shared)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use(i18n.SOURCE)
