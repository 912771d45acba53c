"""A gamepad alone at the real window (issue 34), Flip moved off A beforehand (the pad's map in
bindings.toml, as the remap screen writes it): title → How to play (Down turns the pictures,
B leaves) → Options (B leaves) → Play: A seats, A adds a computer, A starts → Start pauses →
"Quit to the title screen" asks → yes. Prints one JSON line: the screens seen and what was
found on the way.

    python tests/e2e/pad_alone.py OUT_DIR
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.e2e import pad_duel  # noqa: E402  (sets the drivers, the real window)
from tests.e2e.pad_duel import PadPlayer  # noqa: E402

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402

pad_duel.BUTTON.update(y=3, back=4, leftstick=7, dpup=11)


def main() -> None:
    out = Path(sys.argv[1])
    app = App(load_settings(out / "settings.toml"), size=(1280, 720), seed=11,
              replay_to=str(out / "match.jsonl"))
    player = PadPlayer(app, out)
    found = {}
    try:
        player.frames(1.0)
        player.press("dpdown", "dpdown", "dpdown", "a")               # How to play
        player.frames(0.8)
        help_scene = app.scene
        before = getattr(help_scene, "device", None)                   # the pad's own picture
        player.press("dpdown")                                         # scrolls: the next picture
        player.frames(0.3)
        found["help_after_down"] = (app.scene is help_scene, before,
                                    getattr(help_scene, "device", None))
        player.press("b")                                              # back
        player.frames(0.8)
        found["after_help"] = app.scene.name
        player.press("dpup", "dpup", "a")                              # Options
        player.frames(0.8)
        found["options"] = app.scene.name
        player.press("b")
        player.frames(0.8)
        player.press("dpup", "a")                                      # Play
        player.frames(0.8)
        player.press("a")                                              # seat 1
        player.frames(0.3)
        join = app.scene
        found["seated"] = [s is not None for s in join.seats]
        player.press("dpdown", "a")                                    # Add a computer, by A
        player.frames(0.3)
        found["with_computer"] = [s is not None for s in join.seats]
        player.press("dpup", "a")                                      # Start, by A
        player.frames(3.0)
        found["started"] = app.scene.name
        player.press("start")                                          # pause
        player.frames(0.8)
        player.press("dpdown", "a")                                    # Quit to the title screen
        player.frames(0.8)
        found["asked"] = app.scene.name
        player.press("dpdown", "a")                                    # yes
        player.frames(0.8)
    finally:
        found.update(seen=player.seen, last=app.scene.name)
        print(json.dumps(found), flush=True)
        player.pads.detach_all()
        app.quit()


if __name__ == "__main__":
    main()
