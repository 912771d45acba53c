"""The help screen draws each device with its bound controls coloured, from the live bindings."""
import pygame
import pytest

from game.input.bindings import Layout
from game.ui.devices.keyboard import draw_keyboard
from game.ui.devices.parts import PLAYER_COLOURS
from game.ui.effects import TextCache
from game.ui.scenes.help import HelpScene, join_keys
from tests.ui.screen import count


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)])
def test_keyboard_pad_and_panel_are_drawn_with_their_controls(app, size):
    screen = pygame.display.set_mode(size)
    scene = HelpScene(app.ctx, app.scene)
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
    scene = HelpScene(app.ctx, app.scene)
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
    scene = HelpScene(app.ctx, app.scene)
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
