"""Issue 18's last gap: the quit question, the initials and the name picker name the pad's
buttons as the pad in the player's hands prints them (input/pad_family.py)."""
import pytest

from game.input.device_id import SeatDevice
from game.session import SeatInfo
from game.ui.scenes.base import Scene
from game.ui.scenes.confirm import ConfirmQuit
from game.ui.scenes.join_card import seat_lines
from game.ui.scenes.name_picker import NamePicker
from tests.ui.test_initials import asked, cabinet  # noqa: F401 - the cabinet fixture
from tests.ui.test_pad_names import said


class Still(Scene):
    def draw(self, surface, now_s: float) -> None:
        surface.fill((0, 0, 0))


@pytest.mark.parametrize("families, a, b", [({"pad:0": "playstation"}, "✕", "○"),
                                            ({"pad:0": "nintendo"}, "B", "A"),
                                            ({}, "A", "B")])
def test_the_quit_question_names_the_pads_answer_buttons(app, monkeypatch, families, a, b):
    monkeypatch.setattr(app.ctx, "pad_families", lambda: families)
    app.switch(Still(app.ctx))
    app.switch(ConfirmQuit(app.ctx), overlay=True)            # drawn over the screen under it
    text = said(app, app.scene, monkeypatch)
    assert f"Up/Down and Enter, {a} or the slap pad to answer.   Esc or {b}: keep playing" in text


def test_the_initials_hint_names_a_playstation_pads_buttons(cabinet, monkeypatch):  # noqa: F811
    monkeypatch.setattr(cabinet.ctx, "pad_families", lambda: {"pad:0": "playstation"})
    text = said(cabinet, asked(cabinet), monkeypatch)
    assert "confirm (slap pad, ✕, Enter): next   back (○): previous" in text


def test_the_name_picker_names_a_playstation_pads_buttons(app, monkeypatch):
    monkeypatch.setattr(app.ctx, "pad_family", lambda device: "playstation")
    info = SeatInfo("Player 1", "human", str(SeatDevice("pad:0", "gamepad")))
    picker = NamePicker([], "Player 1")

    class Join:
        ctx = app.ctx
    lines = [words for words, _ in seat_lines(Join, info, picker, {})]
    assert "Who are you? L1 or R1 to change, △ for a new name" in lines
    picker.on_action("prev"), picker.on_action("ok")
    lines = [words for words, _ in seat_lines(Join, info, picker, {})]
    assert "L1 or R1 turns the letter, △ keeps it" in lines
