"""With an SDL virtual pad alone (tests/e2e/pad_remap.py drives it in its own process): remap
the pad's card play at Options → Controls, then play a match where the new button plays card 1
and the old one no longer does, checked in the replay the game wrote."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_play_window import display  # noqa: F401  (the Xvfb fixture)

pytestmark = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (make test)")
DRIVER = Path(__file__).with_name("pad_remap.py")


def test_a_pad_alone_remaps_its_card_play_and_the_match_follows(display, tmp_path):  # noqa: F811
    (tmp_path / "settings.toml").write_text("[game]\nbot_level = \"easy\"\n")
    config = tmp_path / "config"
    env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(DRIVER), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert "RemapScene" in result["seen"] and result["seen"][-1] == "TableScene", str(result)
    answers = result["answers"]
    assert [ok for _, _, ok in answers] == [False, True], answers
    assert "already does slap" in answers[0][1]
    saved = (config / "speed" / "bindings.toml").read_text()
    assert '["gamepad@' in saved and 'play_left = ["leftstick"]' in saved

    lines = [json.loads(line) for line in (tmp_path / "match.jsonl").read_text().splitlines()]
    header = lines[0]
    assert header["seats"][0]["device"] == f"{result['pad']}:gamepad"
    mine = [line for line in lines[1:] if line.get("seat") == 0]
    assert len(mine) == 2, mine                      # two stick clicks; the two Xs: nothing
    assert all(line["intent"] in ("play", "reject") or "card" in line for line in mine)
    assert mine[0]["card"] == header["deal"]["seats"][0]["hand"][0]   # the cursor's card 1
