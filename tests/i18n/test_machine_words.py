"""What machines read is the same in every language: a replay written in any language is the
same bytes (but for the time it started), and `speed replay --check` prints the same bytes."""
import json
import os
import subprocess
import sys
from pathlib import Path

from game import i18n
from tools.i18n_pseudo import Pseudo
from tools.matches import finished_table

ROOT = Path(__file__).resolve().parents[2]
SPOKEN = ["en", "nl", "pt_BR", "da"]


def without_start(path: Path) -> bytes:
    """The replay's bytes, the header's wall-clock start left out."""
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    assert header.pop("started")
    return json.dumps(header).encode() + b"\n" + b"\n".join(lines[1:])


def test_a_replay_is_the_same_bytes_whatever_the_language(app, tmp_path):
    written = {}
    for lang in SPOKEN + ["pseudo"]:
        i18n.use(lang, Pseudo() if lang == "pseudo" else None)
        assert i18n.current() == lang
        app.seed, app.replay_to = 11, str(tmp_path / f"{lang}.jsonl")
        finished_table(app, 1)
        written[lang] = without_start(Path(app.replay_to))
    assert len(written["en"]) > 2000
    assert all(data == written["en"] for data in written.values())


def test_replay_check_prints_the_same_bytes_whatever_the_language(app, tmp_path):
    app.replay_to = str(tmp_path / "match.jsonl")
    finished_table(app, 1)
    settings = tmp_path / "settings.toml"
    printed = {}
    for lang in SPOKEN:
        settings.write_text(f'[game]\nlanguage = "{lang}"\n', encoding="utf-8")
        env = {**os.environ, "SPEED_SETTINGS": str(settings), "LANGUAGE": lang,
               "XDG_DATA_HOME": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy"}
        done = subprocess.run([sys.executable, "-m", "game", "replay", "--check",
                               app.replay_to], capture_output=True, env=env, cwd=ROOT)
        assert done.returncode == 0, done.stderr
        printed[lang] = done.stdout
    assert json.loads(printed["en"])["applied"] > 10
    assert all(out == printed["en"] for out in printed.values())
