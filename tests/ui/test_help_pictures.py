"""The help screen draws each device with its bound controls coloured, from the live bindings."""
import pygame
import pytest

from game.input.bindings import Layout
from game.ui.devices.keyboard import draw_keyboard
from game.ui.devices.parts import PLAYER_COLOURS
from game.ui.text import TextCache
from game.ui.devices.keyboard import join_keys
from game.ui.scenes.help import HelpScene
from tests.ui.screen import count


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)])
def test_keyboard_pad_and_panel_are_drawn_with_their_controls(app, size):
    screen = pygame.display.set_mode(size)
    scene = HelpScene(app.ctx)
    frames = {}
    for _ in range(4):                               # one at a time, as large as they go
        scene.draw(screen, 0.0)
        assert len(scene.pictures) == 1
        frames.update(scene.pictures)
        for name, frame in scene.pictures.items():
            assert frame.width > size[0] * 0.8, "one picture alone uses the width"
            assert screen.get_rect().contains(frame), (name, size)
            check_colours(screen, name, frame)
        scene.on_press(None, "right")
    assert set(frames) == {"keyboard", "solo", "pad", "panel"}


def check_colours(screen, name, frame) -> None:
    """Bound controls are drawn in their player's colour (keyboard: both players')."""
    colours = {"keyboard": PLAYER_COLOURS, "solo": PLAYER_COLOURS[:1], "pad": PLAYER_COLOURS[1:],
               "panel": PLAYER_COLOURS[:1]}
    for colour in colours[name]:
        assert count(screen, frame, colour) > 200, (name, colour)


def test_a_click_on_the_narrow_help_line_turns_the_picture(app):
    screen = pygame.display.set_mode((640, 480))
    scene = HelpScene(app.ctx)
    scene.draw(screen, 0.0)
    assert list(scene.pictures) == ["keyboard"]
    scene.on_mouse((scene.tabs.right - 2, scene.tabs.centery), True)
    scene.draw(screen, 0.0)
    assert list(scene.pictures) == ["solo"]


def test_a_rebound_key_moves_on_the_picture(display):
    pygame.display.init()
    surface = pygame.display.set_mode((600, 300))
    mine = Layout("mine", "keyboard", "direct", {"slot1": ("z",), "flip": ("p",)})
    caps = draw_keyboard(surface, TextCache(), surface.get_rect(), [mine], 14)
    for control in ("z", "p"):
        assert count(surface, caps[control], PLAYER_COLOURS[0]) > caps[control].width
    for control in ("a", "e"):                       # the default keys are not marked
        assert count(surface, caps[control], PLAYER_COLOURS[0]) == 0


def test_the_one_player_layout_is_drawn_from_its_own_bindings(app):
    scene = HelpScene(app.ctx)
    scene.turn(1)                                          # one picture at a time: the second
    scene.draw(app.screen, 0.0)
    caps = scene.drawn["Keyboard: one player, both hands"]
    solo = app.hub.bindings["keyboard_solo"]
    for control in ("1", "j", "l", "k", "space"):          # its own keys, in its colour
        assert solo.actions_for(control)
        assert count(app.screen, caps[control], PLAYER_COLOURS[0]) > caps[control].width
    assert count(app.screen, caps["w"], PLAYER_COLOURS[0]) == 0     # the left player's aim
    assert join_keys(solo, [app.hub.bindings["keyboard_left"],
                            app.hub.bindings["keyboard_right"]]) == [
        "To play alone, join with 1, 2, 3, 4, 5, J, L, K, Space or I"]


class RecordingText(TextCache):
    """A text cache that remembers every string it was asked to draw."""

    def __init__(self):
        super().__init__()
        self.asked = []

    def render(self, text, size, colour=(255, 255, 255), bold=False, decoration=""):
        self.asked.append(text)
        return super().render(text, size, colour, bold, decoration)


@pytest.mark.parametrize("family, face, shoulder", [("playstation", "✕", "L1"),
                                                    ("xbox", "A", "Left bumper"),
                                                    ("nintendo", "B", "L")])
def test_the_pad_picture_names_buttons_as_the_pad_in_hand(app, family, face, shoulder):
    """The help pad as a pad of that family prints it; in words, never SDL's raw names."""
    from game.ui.devices.pad import draw_pad
    screen = pygame.display.set_mode((1280, 720))
    pad = next(p for p in app.ctx.devices.bindings.layouts.values() if p.device == "pad")
    text = RecordingText()
    draw_pad(screen, text, pygame.Rect(0, 0, 400, 500), pad, 14, family=family)
    said = " ".join(text.asked)
    assert face in text.asked                               # SDL's "a", the bottom button
    assert "D-pad left / Stick left: choose left" in said
    assert f"/ {shoulder}: play on left pile" in said
    for raw in ("DPLEFT", "STICKLEFT", "LEFTSHOULDER", "RIGHTSHOULDER"):
        assert raw not in said


def test_help_shows_the_family_of_the_pad_last_pressed(app):
    from game.input.raw_input import RawInput
    screen = pygame.display.set_mode((1280, 720))
    scene = HelpScene(app.ctx)
    app.ctx.pad_family = lambda device: "playstation"
    scene.on_press(RawInput(0, "pad:3", "dpleft", True), None)
    scene.turn(2)                                            # the pad's picture
    scene.draw(screen, 0.0)
    assert "Gamepad: PlayStation (one each)" in scene.drawn


def test_a_kind_without_a_picture_of_its_own_is_a_row_of_its_bound_buttons(display):
    from game.ui.devices.buttons import draw_buttons, help_pictures
    pygame.display.init()
    surface = pygame.display.set_mode((600, 300))
    drums = Layout("drums", "keyboard", "direct", {"slap": ("q",), "flip": ("p",)}, "Drums")
    drawn = draw_buttons(surface, TextCache(), surface.get_rect(), [drums], 14)
    assert len(drawn) == 2
    for button in drawn:                                   # each bound one in its colour
        assert count(surface, button, PLAYER_COLOURS[0]) > button.width
    (key, title, shown, _draw, tab), = help_pictures([drums], "")
    assert (key, title, tab, shown) == ("keyboard", "Drums", "Drums", [drums])


def test_a_california_picture_says_each_control_names_a_pile(display):
    """In California the card keys cover a pile of the aimed row and the aim keys choose the
    row; flip, slap and move do nothing there and are left unmarked."""
    from game.input.bindings import load_bindings
    from game.ui.devices.parts import played_in, summary
    pygame.display.init()
    surface = pygame.display.set_mode((900, 400))
    left = load_bindings(use_user=False)["keyboard_left"]
    said = summary(played_in(left, "california"))
    assert said[0] == "A S D F G: cover piles 1–5 of the aimed row"
    assert "W: aim at the bottom row" in said and "R: aim at the top row" in said
    assert not any("flip" in part or "slap" in part for part in said)
    assert summary(left)[0] == "A S D F G: cards 1–5"                 # Speed as before
    caps = draw_keyboard(surface, TextCache(), surface.get_rect(),
                         [played_in(left, "california")], 14)
    assert count(surface, caps["w"], PLAYER_COLOURS[0]) > caps["w"].width
    assert count(surface, caps["e"], PLAYER_COLOURS[0]) == 0          # flip: nothing here
    pad = summary(played_in(load_bindings(use_user=False)["gamepad"], "california"))
    assert any(part.endswith("choose the top row") for part in pad)
    assert any(part.endswith("cover the highlighted pile") for part in pad)


def test_help_draws_the_variant_being_played(app):
    screen = pygame.display.set_mode((1280, 720))
    app.ctx.settings["game", "variant"] = "california"
    scene = HelpScene(app.ctx)
    scene.draw(screen, 0.0)
    pictures = [p for _kind, column in scene._columns() for p in column]
    assert all(getattr(p, "variant", "") == "california" for _k, _t, ps, _d, _tab in pictures
               for p in ps)
