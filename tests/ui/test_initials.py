"""A cabinet's initials: three letters from the name picker's alphabet (Ø, Ã, Ë …), turned on
the wheel by a panel or typed on a keyboard through SDL text input; the hint names the pad's
own buttons."""
import gettext

import pytest

from game import i18n
from game.records import Candidate, Records
from game.store import db as store
from game.store import highscores
from game.ui import text_input
from game.ui.scenes.initials import InitialsScene, letters
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from tests.ui.screen import feed, keys, type_text
from tests.ui.test_cabinet import BOARD, BOTS, make_app


@pytest.fixture
def cabinet(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    yield app
    app.quit()
    i18n.use("en")


def asked(cabinet) -> InitialsScene:
    table = TableScene(cabinet.ctx, list(BOTS))
    table.records = Records([0])
    table.records.found = [Candidate("win", 0, 20000.0)]
    scene = cabinet.flow.after_match_scene(table)
    cabinet.switch(scene)
    cabinet.step()
    return scene


def best() -> list:
    return highscores.top(store.connect(), "win", "speed")


def test_a_danish_panel_turns_back_one_from_a_to_o_with_a_stroke(cabinet):
    i18n.use("da", gettext.NullTranslations())
    asked(cabinet)
    feed(cabinet, BOARD, "b6", "slap")                  # down from A: Ø, Danish names' own
    feed(cabinet, BOARD, "b6", "b6", "slap", "slap")    # Å, then A
    assert isinstance(cabinet.scene, ResultsScene)
    assert best() == [("ØÅA", 20000.0)]


def test_a_keyboard_types_initials_with_o_stroke_and_a_dead_key(cabinet):
    scene = asked(cabinet)
    assert text_input._state["on"] is True              # the keyboard types here
    type_text(cabinet, "sø")                            # s is also the menu's "down": not here
    assert scene.at == 2 and [letters()[i] for i in scene.letters[:2]] == ["S", "Ø"]
    type_text(cabinet, "ã")                             # the ~ dead key, then a
    assert isinstance(cabinet.scene, ResultsScene) and best() == [("SØÃ", 20000.0)]
    assert text_input._state["on"] is False


def test_a_letter_not_on_the_wheel_is_said_and_skipped(cabinet):
    scene = asked(cabinet)
    said = []
    cabinet.ctx.say = lambda words, seconds=5.0: said.append(words)
    type_text(cabinet, "ñ")
    assert scene.at == 0 and said == ["“ñ” is not a letter of the initials"]
    keys(cabinet, "up", "return")                        # the arrows still turn the wheel
    assert scene.at == 1 and letters()[scene.letters[0]] == "B"


def test_every_letter_of_the_wheel_is_a_valid_high_score():
    for letter in letters():
        assert highscores.INITIALS.fullmatch(letter * 3), letter
