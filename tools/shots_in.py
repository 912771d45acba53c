"""The screenshots in other languages: `python tools/shots_in.py nl [pt_BR da pseudo …]` writes
screenshots/<lang>/ with the menus and screens (scene_shots), the tables (screenshots), the
controls, the newcomer's and the touch pictures, each drawn in that language ("pseudo": the
pseudo-language of tools/i18n_pseudo.py). `make screenshots LANGUAGE=nl` (or LANGUAGE=all)."""
import importlib
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import i18n  # noqa: E402
from tools.i18n_pseudo import Pseudo  # noqa: E402

SHOTS = ["scene_shots", "screenshots", "controls_shots", "newcomer_shots", "touch_shots"]
ALL = ["nl", "pt_BR", "da"]


def speak(lang: str) -> None:
    if i18n.use(lang, Pseudo() if lang == "pseudo" else None) != lang:
        raise SystemExit(f"shots_in: no compiled catalog for {lang!r} (make catalogs)")


def shoot(lang: str) -> None:
    """Every picture of SHOTS, in `lang`, into screenshots/<lang>/."""
    out = ROOT / "screenshots" / lang
    out.mkdir(parents=True, exist_ok=True)
    for name in SHOTS:
        module = importlib.import_module(f"tools.{name}")
        speak(lang)
        if name == "screenshots":
            module.main(["screenshots", str(out)])
        elif name == "controls_shots":
            module.main(out)
        else:
            module.OUT = out
            module.main()
    print(f"{lang}: screenshots in {out}")


def main(argv: list[str]) -> int:
    languages = [lang for word in argv for lang in (ALL if word == "all" else [word])]
    if not languages:
        print(__doc__, file=sys.stderr)
        return 2
    for lang in languages:
        shoot(lang)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
