"""Every device alone at the real window (issue 34), each driven by the project's own
drivers in a process of its own: a virtual pad alone (pad_alone.py) with Flip moved off A,
and the mouse alone (mouse_alone.py, xdotool): leaving every screen they open, clicking each
part of the title's Play row and each Options tab."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_play_window import display  # noqa: F401  (the Xvfb fixture)

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (make test)")
HERE = Path(__file__).parent


def run(driver: str, display: str, tmp_path: Path) -> dict:  # noqa: F811
    (tmp_path / "settings.toml").write_text("[game]\nbot_level = \"easy\"\n")
    env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(HERE / driver), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_pad_alone_with_flip_moved_off_a_leaves_every_screen_and_starts(display,  # noqa: F811
                                                                         tmp_path):
    bindings = tmp_path / "config" / "speed" / "bindings.toml"
    bindings.parent.mkdir(parents=True)
    bindings.write_text('[gamepad]\nflip = ["leftstick"]\n')          # Flip moved from A to L3
    found = run("pad_alone.py", display, tmp_path)
    stayed, before, after = found["help_after_down"]
    assert stayed and before > 0 and after == before + 1, found       # the pad's, then Down
    assert found["after_help"] == "title" and found["options"] == "options", found
    assert found["seated"][:2] == [True, False] and found["with_computer"][:2] == [True, True]
    assert found["started"] == "table" and found["asked"] == "confirm_quit", found
    assert found["last"] == "title", found


def test_the_mouse_alone_leaves_every_screen_and_clicks_what_it_points_at(display,  # noqa: F811
                                                                         tmp_path):
    found = run("mouse_alone.py", display, tmp_path)
    assert found["help_left"] == ["help", "title"], found             # a left click leaves
    assert found["help_right"] == ["help", "title"], found            # a right click too
    assert found["help_wheel"] == ["help", 1], found                  # the wheel turns
    assert found["help_back"] == "title", found                       # the Back button
    first, after_right, after_left, then = found["play_row"]
    assert after_right != first and after_left == first and then == "join", found  # ▸ ◂ Play
    assert found["join_back"] == "title", found
    assert found["tabs"] == list(range(len(found["tabs"]))), found    # each tab opens itself
    assert found["options_back"] == "title", found
