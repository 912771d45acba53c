"""The screenshot tools (tools/*shot*.py) still run against the game as it is now: each
imports, and the quick ones draw their pictures in another language (into a folder of the
test's), each in a process of its own (a tool sets SDL and XDG folders when imported)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOLS = sorted(p.stem for p in (ROOT / "tools").glob("*.py")
               if "shot" in p.stem or p.stem == "screenshots")
RUN = """import sys
from pathlib import Path
from game import i18n
from tools import {tool} as tool
assert i18n.use("nl") == "nl"
tool.OUT = Path(sys.argv[1])
tool.main({args})
"""
QUICK = {"online_shots": "", "scene_shots": "", "newcomer_shots": "", "shell_shots": "'nl'"}


def python(code: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("tool", TOOLS)
def test_each_shot_tool_imports(tool):
    done = python(f"import tools.{tool}")
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("tool", sorted(QUICK))
def test_the_quick_shot_tools_draw_in_dutch(tool, tmp_path):
    done = python(RUN.format(tool=tool, args=QUICK[tool]), str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert list(tmp_path.rglob("*.png"))


def test_help_from_a_pad_is_drawn_at_the_pads_page(tmp_path):
    """help_<family>.png: help opened from that family's pad, not the keyboard's page again."""
    done = python(RUN.format(tool="scene_shots", args=""), str(tmp_path))
    assert done.returncode == 0, done.stderr
    pictures = {name: (tmp_path / f"scene_{name}.png").read_bytes()
                for name in ("help", "help_xbox", "help_playstation", "help_nintendo")}
    assert len(set(pictures.values())) == 4
