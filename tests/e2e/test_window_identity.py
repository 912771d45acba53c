"""The game's window is known by its own class name and carries its own icon (not pygame's)."""
import os
import shutil
import signal
import subprocess
import sys

import pygame
import pytest

from game.ui.icon import WM_CLASS, make_icon
from tests.e2e.test_play_window import display, xdotool  # noqa: F401  (the Xvfb fixture)

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (make test installs them)")


def test_the_window_is_found_by_its_class_name_and_has_an_icon(display, tmp_path):  # noqa: F811
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    env.pop("SDL_VIDEO_X11_WMCLASS", None)
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--size", "640x480"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        found = xdotool(display, "search", "--sync", "--class", f"^{WM_CLASS}$")
        assert found, "no window of class speed"
        if shutil.which("xprop"):
            props = subprocess.run(["xprop", "-id", found.split()[0], "WM_CLASS",
                                    "_NET_WM_ICON"], env={**os.environ, "DISPLAY": display},
                                   capture_output=True, text=True, timeout=30).stdout
            assert f'"{WM_CLASS}"' in props and "__main__" not in props
            assert "_NET_WM_ICON(CARDINAL) = " in props
    finally:
        game.send_signal(signal.SIGTERM)
        game.communicate(timeout=20)


def test_the_icon_is_cards_on_felt():
    pygame.display.init()
    icon = make_icon(64)
    colours = {icon.get_at((x, y))[:3] for x in range(0, 64, 2) for y in range(0, 64, 2)}
    assert (22, 96, 58) in colours and (250, 250, 245) in colours and (200, 30, 40) in colours
