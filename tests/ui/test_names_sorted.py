"""Wherever names are listed, they come as the player's language sorts them: the stats screen's
players (the name picker's are in test_name_picker.py)."""
import gettext

import pytest

from game import i18n
from game.store.db import connect
from game.store.profiles import create
from game.ui.scenes.stats_screen import StatsScene


@pytest.mark.parametrize("language, order", [("da", ["Anna", "Zita", "Ærø", "Åse"]),
                                             ("pt_BR", ["Ærø", "Anna", "Åse", "Zita"])])
def test_the_stats_screen_lists_players_as_the_language_sorts(app, language, order):
    with connect() as db:
        for name in ("Zita", "Åse", "Anna", "Ærø"):
            create(db, name)
    i18n.use(language, gettext.NullTranslations())
    try:
        scene = StatsScene(app.ctx)
        assert [p["name"] for p in scene.data["players"]] == order
    finally:
        i18n.use("en")
