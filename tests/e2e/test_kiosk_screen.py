"""As a cabinet builder with no desktop would see it: `speed play --cabinet` under X with no
window manager (Xvfb alone) at 1366x768 and 1920x1080, on the display module's and the
renderer's window. Read from the X server itself (xwininfo, the root window's picture): the
window sits at +0+0 with the display's size and the whole table shows, centred, with no black
band; the same after turning the monitor in the operator menu (F9) and after leaving it."""
import os
import shutil
import signal
import subprocess
import sys
import time
from types import SimpleNamespace

import pygame
import pytest

from game.config import Settings
from game.ui.scenes.operator import OperatorScene
from tools.x_root import root_picture, windows

pytestmark = pytest.mark.skipif(not all(map(shutil.which, ("Xvfb", "xdotool", "xwininfo"))),
                                reason="needs Xvfb, xdotool and xwininfo (make system-deps)")
SHOTS = os.environ.get("SPEED_KIOSK_SHOTS")        # a folder: keep the pictures to look at


@pytest.fixture
def bare_x(request):
    """Xvfb at the asked size with no window manager; its DISPLAY name."""
    width, height = request.param
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0",
                               f"{width}x{height}x24", "-nolisten", "tcp"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    number = server.stdout.readline().strip()
    assert number.isdigit(), "Xvfb did not start"
    yield f":{number}", (width, height)
    server.terminate()
    server.wait(timeout=10)


def key(display: str, *keys: str) -> None:
    for name in keys:
        subprocess.run(["xdotool", "key", name], env={**os.environ, "DISPLAY": display},
                       check=True, timeout=30)
        time.sleep(0.15)


def shown(display: str) -> list:
    """The Speed windows, but the renderer path's hidden 1x1 one (pixel format only)."""
    return [w for w in windows(display) if w[2:] != (1, 1)]


def settle(display: str, size) -> list:
    """The Speed windows once one is at the display's size (a loaded machine takes its
    time: up to 60 s), then a second and a half more for the frames."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = shown(display)
        if len(found) == 1 and found[0][2:] == size:
            break
        time.sleep(0.25)
    time.sleep(1.5)
    return shown(display)


def monitor_turned_downs() -> int:
    """How many Down presses reach "Monitor turned" in the operator menu (from its items)."""
    menu = OperatorScene.__new__(OperatorScene)
    labels = [item.label for item in menu._items(SimpleNamespace(
        settings=Settings(), devices=SimpleNamespace(network=lambda: None)))]
    return labels.index("Monitor turned")


def is_title_yellow(colour) -> bool:
    return colour.r > 200 and colour.g > 170 and colour.b < 120


def title_yellow(picture, degrees: int) -> list:
    """The points of the yellow "SPEED" in the canvas's top band (turned 90°: the right)."""
    width, height = picture.get_size()
    top = (pygame.Rect(0, 0, width, height * 0.15) if degrees == 0 else
           pygame.Rect(width * 0.85, 0, width * 0.15, height))
    return [(x, y) for x in range(top.left, top.right, 2) for y in range(top.top, top.bottom, 2)
            if is_title_yellow(picture.get_at((x, y)))]


def check_whole_table(display: str, size, degrees: int, name: str) -> None:
    """The root window shows the full title screen once it is drawn (a loaded machine: up to
    60 s): no black band at any edge, and its yellow "SPEED" centred across the (turned)
    screen."""
    deadline = time.monotonic() + 60
    picture = root_picture(display)
    while not title_yellow(picture, degrees) and time.monotonic() < deadline:
        time.sleep(0.5)
        picture = root_picture(display)
    if SHOTS:
        pygame.image.save(picture, os.path.join(SHOTS, f"{name}.png"))
    width, height = size
    for strip in ((0, 0, 6, height), (width - 6, 0, 6, height), (0, 0, width, 6),
                  (0, height - 6, width, 6)):
        mean = pygame.transform.average_color(picture, strip)
        assert max(mean[:3]) > 20, f"{name}: a black band at the edge {strip}: {mean}"
    yellow = title_yellow(picture, degrees)
    assert yellow, f"{name}: no title on the screen"
    across = [p[0] for p in yellow] if degrees == 0 else [p[1] for p in yellow]
    middle = (width if degrees == 0 else height) / 2
    centre = (min(across) + max(across)) / 2
    assert abs(centre - middle) <= 10, f"{name}: the title is off centre ({centre} vs {middle})"


@pytest.mark.parametrize("bare_x,present", [((1366, 768), "software"), ((1366, 768), "renderer"),
                                            ((1920, 1080), "software"),
                                            ((1920, 1080), "renderer")],
                         indirect=["bare_x"], ids=["1366-software", "1366-renderer",
                                                   "1920-software", "1920-renderer"])
def test_cabinet_covers_the_display_with_no_window_manager(bare_x, present, tmp_path):
    display, size = bare_x
    config = tmp_path / "config" / "speed"
    config.mkdir(parents=True)
    (config / "settings.toml").write_text(f'[display]\npresent = "{present}"\n')
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--cabinet"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    name = f"{size[0]}x{size[1]}-{present}"
    try:
        assert settle(display, size) == [(0, 0, *size)], "the cabinet window is misplaced"
        check_whole_table(display, size, 0, f"{name}-title")
        key(display, "F9")                                   # the operator menu
        time.sleep(1.2)                                      # (a new screen's guard time)
        key(display, *["Down"] * monitor_turned_downs(), "Right")    # Monitor turned: 90°
        key(display, "Escape")                               # back to the title
        time.sleep(1.2)
        assert settle(display, size) == [(0, 0, *size)], "misplaced after turning"
        check_whole_table(display, size, 90, f"{name}-turned")
        assert 'rotate = 90' in (config / "settings.toml").read_text()
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=30)
    assert "Traceback" not in err, err

