"""A gamepad-only player remaps "play on left pile" (the cursor scheme's card play) at the real
window: title → Options → Players → Controls → its pad → play on left pile → Y (refused: it
slaps) → left stick click; back to the title with B; Play, join, add a computer, start; then
at the table the left stick plays the highlighted card and X, the old button, does nothing.
Prints one JSON line: the screens seen, the remap's answers, the pad's device id, when X and
the stick were pressed.

    python tests/e2e/pad_remap.py OUT_DIR
"""
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.e2e import pad_duel  # noqa: E402  (sets the drivers, the real window)
from tests.e2e.pad_duel import PadPlayer  # noqa: E402

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402

pad_duel.BUTTON.update(y=3, leftstick=7, dpup=11)


def main() -> None:
    out = Path(sys.argv[1])
    app = App(load_settings(out / "settings.toml"), size=(1280, 720), seed=11,
              replay_to=str(out / "match.jsonl"))
    player = PadPlayer(app, out)
    result = {"answers": [], "presses": []}
    try:
        player.frames(1.0)
        player.press("dpdown", "a")                                  # title: Options
        player.frames(1.0)
        player.press("dpup", "dpright", "dpright", "dpdown", "dpdown", "dpdown", "dpdown", "a")
        player.frames(1.0)                                           # Controls
        labels = [item.label for item in app.scene.menu.items]
        pad_row = next(n for n, label in enumerate(labels) if label.startswith("Gamepad"))
        player.press(*["dpdown"] * pad_row, "a")
        player.frames(1.0)                                           # the pad's map
        player.shot("controls_pad")
        player.press(*["dpdown"] * 5, "a")                           # play on left pile
        player.frames(1.0)
        remap = getattr(app.scene, "remap", None)                     # the remap screen's
        player.press("y", "leftstick")
        player.frames(1.0)
        player.press("b")
        player.frames(1.0)
        player.press("b")
        player.frames(1.0)
        player.press("b")                                            # the title
        player.frames(1.0)
        player.press("dpup", "a")                  # Play (the title remembers Options)
        player.frames(1.0)
        player.press("a")                                            # join
        player.press("dpdown", "a")                                  # Add a computer
        player.press("start")
        player.frames(3.5)                                           # "Ready… Set…"
        for name in ("x", "leftstick", "x", "leftstick"):
            result["presses"].append((name, time.perf_counter_ns()))
            player.press(name, gap=0.25)
        player.frames(0.5)
        result["answers"] = [(o.action, o.words, o.ok) for o in remap.log] if remap else []
    finally:
        result.update(seen=player.seen, pad=f"pad:{player.iid}")
        print(json.dumps(result), flush=True)
        player.pads.detach_all()
        app.quit()


if __name__ == "__main__":
    main()
