"""Every word that reaches a screen without the catalog: each screen of tests/i18n/screens.py
drawn headless in the pseudo-language, and what it drew outside ⟦…⟧ listed per screen (what
tests/i18n/test_pseudo.py checks). Run: python tools/i18n_unmarked.py [WIDTHxHEIGHT]"""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="speed-unmarked-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-unmarked-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from tests.i18n.drawn import drawn  # noqa: E402
from tools.i18n_pseudo import Pseudo, unmarked  # noqa: E402


def main(argv: list[str]) -> int:
    size = tuple(int(n) for n in (argv[1] if len(argv) > 1 else "1280x720").split("x"))
    app = App(Settings(), size=size, seed=11, replay_to=os.path.join(
        os.environ["XDG_DATA_HOME"], "replay.jsonl"))
    app.guard_s = app.results_hold_s = 0
    i18n.use("pseudo", Pseudo())
    total = 0
    for name, shown in drawn(app).items():
        texts = sorted({text for text, _, _ in shown.texts if unmarked(text)})
        total += len(texts)
        if texts:
            print(f"== {name}: {len(texts)}")
            for text in texts:
                print(f"   {text!r}  ({', '.join(unmarked(text))})")
    app.quit()
    print(f"{total} unmarked texts")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
