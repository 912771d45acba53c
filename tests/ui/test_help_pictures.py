"""The help screen draws each device with its bound controls coloured, from the live bindings."""
import pygame
import pytest

from game.input.bindings import Profile
from game.ui.devices.keyboard import draw_keyboard
from game.ui.devices.parts import PLAYER_COLOURS
from game.ui.effects import TextCache
from game.ui.scenes.help import HelpScene
from tests.ui.screen import count


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080)])
def test_keyboard_pad_and_panel_are_drawn_with_their_controls(app, size):
    screen = pygame.display.set_mode(size)
    scene = HelpScene(app, app.scene)
    frames = {}
    for _ in range(3):                               # narrow windows show one at a time
        scene.draw(screen, 0.0)
        frames.update(scene.pictures)
        if len(scene.pictures) == 3:
            break
        for name, frame in scene.pictures.items():
            assert frame.width > size[0] * 0.8, "one picture alone uses the width"
            check_colours(screen, name, frame)
        scene.on_press(None, "right")
    assert set(frames) == {"keyboard", "pad", "panel"}
    if len(scene.pictures) < 3:
        return
    for name, frame in frames.items():
        assert screen.get_rect().contains(frame), (name, size)
        assert all(not frame.colliderect(other) for other in frames.values()
                   if other is not frame), (name, size)
    for name, frame in frames.items():
        check_colours(screen, name, frame)


def check_colours(screen, name, frame) -> None:
    """Bound controls are drawn in their player's colour (keyboard: both players')."""
    colours = {"keyboard": PLAYER_COLOURS, "pad": PLAYER_COLOURS[1:], "panel": PLAYER_COLOURS[:1]}
    for colour in colours[name]:
        assert count(screen, frame, colour) > 200, (name, colour)


def test_a_click_on_the_narrow_help_line_turns_the_picture(app):
    screen = pygame.display.set_mode((640, 480))
    scene = HelpScene(app, app.scene)
    scene.draw(screen, 0.0)
    assert list(scene.pictures) == ["keyboard"]
    scene.on_mouse((scene.tabs.right - 2, scene.tabs.centery), True)
    scene.draw(screen, 0.0)
    assert list(scene.pictures) == ["pad"]


def test_a_rebound_key_moves_on_the_picture(display):
    pygame.display.init()
    surface = pygame.display.set_mode((600, 300))
    mine = Profile("mine", "keyboard", "direct", {"slot1": ("z",), "flip": ("p",)})
    caps = draw_keyboard(surface, TextCache(), surface.get_rect(), [mine], 14)
    for control in ("z", "p"):
        assert count(surface, caps[control], PLAYER_COLOURS[0]) > caps[control].width
    for control in ("a", "e"):                       # the default keys are not marked
        assert count(surface, caps[control], PLAYER_COLOURS[0]) == 0
