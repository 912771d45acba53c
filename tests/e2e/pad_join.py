"""A gamepad-only newcomer on the join screen of the real game window: run in its own process
(a fresh SDL on the X display the test gives), it plugs in an SDL virtual pad and walks the
traps the join screen used to have: Left from Start, the cursor after adding a computer, Back
with people seated. Prints one JSON line of what it saw.

    python tests/e2e/pad_join.py OUT_DIR
"""
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.e2e.pad_duel import PadPlayer  # noqa: E402  (it sets the drivers)

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402
from game.ui.text import recording  # noqa: E402


def chosen(app) -> str:
    menu = app.scene.menu
    return menu.items[menu.selected].label


def words_on_screen(player) -> str:
    """Everything drawn in the next frames, wrapped lines joined."""
    with recording() as texts:
        player.app.dirty = True
        player.frames(0.1)
    return " ".join(" ".join(text.split()) for text, _, _ in texts)


def main() -> None:
    out = Path(sys.argv[1])
    app = App(load_settings(out / "settings.toml"), size=(1280, 720), seed=3,
              replay_to=os.devnull)
    player = PadPlayer(app, out)
    seen = {}
    try:
        player.frames(1.0)
        player.press("a")                                # title: Play
        player.frames(1.0)                               # the join screen's guard time
        seen["empty_seat"] = words_on_screen(player)
        player.shot("join_empty")
        player.press("a")                                # sit down
        player.press("dpright", "a")                     # Add a computer
        seen["after_adding"] = chosen(app)
        player.press("dpleft")
        seen["left_once"] = chosen(app)
        player.press("dpleft", "dpleft")
        seen["left_from_start"] = chosen(app)
        player.press("dpright", "dpright", "dpright", "dpright", "a")   # Back
        seen["asked"] = app.scene.asking is not None
        seen["asked_words"] = words_on_screen(player)
        player.shot("join_asking")
        player.press("b")                                # stay
        seen["seated_after_stay"] = sum(s is not None for s in app.scene.seats)
        player.press("a", "dpright", "a")                # Back again, then Leave
        seen["scene_after_leave"] = type(app.scene).__name__
    finally:
        seen.update(scenes=player.seen, shots=player.shots)
        print(json.dumps(seen), flush=True)
        player.pads.detach_all()
        app.quit()
        pygame.quit()


if __name__ == "__main__":
    main()
