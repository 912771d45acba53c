"""Pictures of Options → Controls, a device's map, the remap screen (with an answer refused)
and the input test, at 640×480 and 1920×1080, for a keyboard, an Xbox-family pad, a
PlayStation-family pad and an arcade panel: screenshots/controls_*.png. Headless; the pads
and the board are stand-ins with real names (the screens only read their names and ids).

    python tools/controls_shots.py [OUT_DIR]
"""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.input.boards import BoardInfo  # noqa: E402
from game.input.gamepad import Pad  # noqa: E402
from game.input.raw_input import RawInput  # noqa: E402
from game.ui.scenes.controls_map import targets  # noqa: E402

SIZES = [(640, 480), (1920, 1080)]
PADS = [Pad(90, None, True, "Xbox Wireless Controller", "030000005e040000130b000011050000",
            family="xbox"),
        Pad(91, None, True, "DualSense Wireless Controller", "030000004c050000e60c000011810000",
            family="playstation")]
BOARD = BoardInfo("CAB", "/dev/ttyACM0", "in sync", firmware="1.4", buttons=16,
                  held=frozenset({7}))
WANTED = {"keyboard": "keyboard_left", "xbox": "xbox", "playstation": "playstation",
          "panel": "serial"}


def stand_ins(app) -> None:
    """Two named pads and one board, as the hub would list them."""
    for pad in PADS:
        app.hub.gamepads.pads[pad.instance_id] = pad
    app.hub.boards.snapshot = lambda: [BOARD]


def shoot(app, out: Path, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(out / f"controls_{name}.png"))


def pick(app, which: str):
    found = targets(app.hub)
    if which == "keyboard":
        return next(t for t in found if t.layout == "keyboard_left")
    if which == "panel":
        return next(t for t in found if t.kind == "serial")
    return next(t for t in found if t.family == WANTED[which])


def press(app, device: str, control: str, held_s: float = 0.05) -> None:
    t = time.perf_counter_ns()
    app.hub.feed(RawInput(t, device, control))
    app.poll()
    app.step()
    app.hub.feed(RawInput(t + int(held_s * 1e9), device, control, False))
    app.poll()
    app.step()


REFUSED = {"keyboard": "n", "xbox": "y", "playstation": "b", "panel": "b8"}
GOOD = {"keyboard": "z", "xbox": "leftstick", "playstation": "rightstick", "panel": "b3"}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for size in SIZES:
        app = App(Settings(), size=size, seed=5, replay_to=os.devnull)
        app.guard_s = 0.0
        stand_ins(app)
        tag = f"{size[0]}x{size[1]}"
        app.flow.push("controls")
        controls = app.scene
        shoot(app, out, f"list_{tag}")
        for which in ("keyboard", "xbox", "playstation", "panel"):
            target = pick(app, which)
            app.flow.push("controls_device", target)
            shoot(app, out, f"{which}_{tag}")
            wanted = ["play_left", "flip"] if target.kind == "pad" else ["slot1", "slot2"]
            app.flow.push("remap", target, wanted)
            press(app, target.device, GOOD[which] if which != "keyboard" else "b")
            press(app, target.device, REFUSED[which])
            shoot(app, out, f"{which}_remap_{tag}")
            app.scene.saved = True                       # leave without saving
            app.flow.stack.pop_to(controls)
        app.flow.push("input_test")
        for device, control in (("keyboard", "a"), ("pad:90", "x"), ("pad:91", "dpup"),
                                ("serial:CAB", "b2")):
            app.hub.feed(RawInput(time.perf_counter_ns(), device, control))
        app.poll()
        shoot(app, out, f"input_test_{tag}")
        print(f"{tag}: {len(list(out.glob(f'controls_*{tag}.png')))} screenshots in {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else
         Path(__file__).resolve().parent.parent / "screenshots")
