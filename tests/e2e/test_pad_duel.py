"""As a gamepad player with no keyboard: the real game window on Xvfb, one SDL virtual pad
(tests/e2e/pad_duel.py plays it in its own process), from the title to a Spit match against the
computer, the results (which stay while A is hammered), a rematch, pause with Start and back to
the title. Checked through the replay the game wrote and through the screenshots."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.replay.runner import check
from tests.e2e.test_play_window import display  # noqa: F401  (the Xvfb fixture)

pytestmark = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (make test)")
DRIVER = Path(__file__).with_name("pad_duel.py")


def test_a_pad_alone_plays_spit_from_the_title_to_a_rematch_and_back(display, tmp_path):  # noqa: F811
    (tmp_path / "settings.toml").write_text("[game]\nbot_level = \"easy\"\nmax_rounds = 1\n")
    env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(DRIVER), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])

    seen = result["seen"]
    assert seen[:3] == ["TitleScene", "JoinScene", "TableScene"]
    assert seen[3:5] == ["ResultsScene", "TableScene"] and seen[-1] == "TitleScene"
    assert result["rematch_was_table"] == "TableScene"
    assert 3.0 <= result["results_shown_s"] < 5.0, "the results must stay 3 s, then A rematches"

    lines = [json.loads(line) for line in (tmp_path / "duel.jsonl").read_text().splitlines()]
    header = lines[0]
    assert header["variant"] == "spit"
    assert [s["kind"] for s in header["seats"]] == ["human", "bot"]
    assert header["seats"][0]["device"] == f"{result['pad']}:gamepad"
    pad_intents = [line for line in lines[1:] if line.get("seat") == 0]
    assert len(pad_intents) >= 5, "the pad played"
    assert check(str(tmp_path / "duel.jsonl"))["applied"] > 0

    keep = Path(__file__).resolve().parents[2] / "screenshots"
    for path in result["shots"]:
        shot = pygame.image.load(path)
        assert shot.get_size() == (1280, 720)
        assert len({shot.get_at((x, 360))[:3] for x in range(0, 1280, 4)}) > 3, path
        if keep.is_dir():                                # for a person to look at
            shutil.copy(path, keep / Path(path).name)
