"""A gamepad-only player at the real game window: run in its own process (a fresh SDL on the
X display the test gives), it plugs in an SDL virtual pad and plays as a person would, looking
at the table: title → Spit (d-pad right) → join → add a computer → play the match to the
results (pressing A all the while the results show) → rematch → pause with Start → quit to the
title. Prints one JSON line: the screens seen, how long the results stayed while A was being
pressed, the screenshots taken.

    python tests/e2e/pad_duel.py OUT_DIR
"""
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.input.conftest import VirtualPads  # noqa: E402  (it sets the dummy driver…)

os.environ["SDL_VIDEODRIVER"] = "x11"            # …the real window is wanted here
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402
from game.engine.intents import PLAY, SLAP, SPIT  # noqa: E402
from game.input.actions import spit_tops  # noqa: E402
from game.input.gamepad import sdl_library  # noqa: E402

BUTTON = {"a": 0, "b": 1, "x": 2, "start": 6, "dpdown": 12, "dpleft": 13, "dpright": 14}


class PadPlayer:
    """Presses a virtual pad's buttons between the app's frames."""

    def __init__(self, app, out: Path):
        self.app, self.out = app, out
        pygame.joystick.init()
        self.pads = VirtualPads(sdl_library())
        self.iid = self.pads.attach()
        self.seen: list[str] = []
        self.shots: list[str] = []

    def frames(self, seconds: float) -> None:
        """Let the game run (and note the screens it shows)."""
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.app.wait_until(time.perf_counter() + self.app.frame_s)
            self.app.step()
            name = type(self.app.scene).__name__
            if not self.seen or self.seen[-1] != name:
                self.seen.append(name)

    def press(self, *names: str, gap: float = 0.06) -> None:
        for name in names:
            self.pads.button(self.iid, BUTTON[name], True)
            self.frames(gap)
            self.pads.button(self.iid, BUTTON[name], False)
            self.frames(gap)

    def shot(self, name: str) -> None:
        path = self.out / f"pad_{name}.png"
        pygame.image.save(self.app.screen, str(path))
        self.shots.append(str(path))

    # -- at the table ----------------------------------------------------------------------
    def play_turn(self) -> None:
        """One decision, as a player looking at the table: spit, slap, or play a card."""
        game = self.app.scene.session.game
        legal = game.legal_intents(0)
        kinds = {i.kind for i in legal}
        if SLAP in kinds:
            pile = min(i.pile for i in legal if i.kind == SLAP)
            return self.press("x" if pile == 0 else "b")
        plays = [i for i in legal if i.kind == PLAY]
        if plays:
            return self._play(game, plays[0])
        if SPIT in kinds:
            return self.press("a")
        self.frames(0.1)

    def _play(self, game, intent) -> None:
        control = self.app.hub.control(0)
        slot = spit_tops(game, 0).index(intent.card)
        while control.cursor != slot:
            self.press("dpright")
        self.press("x" if intent.pile == 0 else "b")


def main() -> None:
    out = Path(sys.argv[1])
    settings = load_settings(out / "settings.toml")
    app = App(settings, size=(1280, 720), seed=11, replay_to=str(out / "duel.jsonl"))
    player = PadPlayer(app, out)
    result = {}
    try:
        player.frames(1.0)
        player.press("dpright")                          # title: Play < Spit >
        player.shot("title_spit")
        player.press("a")
        player.frames(1.0)                               # the join screen's guard time
        player.press("a")                                # join
        player.press("dpdown", "a")                      # Add a computer
        player.shot("join")
        player.press("start")
        table = app.scene
        deadline = time.perf_counter() + 150
        while app.scene is table and time.perf_counter() < deadline:
            if table.session.started and not table.session.game.over:
                player.play_turn()
            else:
                player.frames(0.1)
        results = app.scene
        app.replay_to = str(out / "rematch.jsonl")       # keep the first match's replay
        opened = time.perf_counter()
        player.shot("results")
        while app.scene is results and time.perf_counter() < opened + 10:
            player.press("a", gap=0.05)                  # still hammering A
        result["results_shown_s"] = time.perf_counter() - opened
        player.frames(0.5)
        rematch = app.scene
        player.frames(2.5)                               # "Ready… Set…"
        player.press("start")                            # pause
        player.frames(1.0)                               # the pause menu's guard time
        player.shot("pause")
        player.press("dpdown", "a")                      # Quit to the title screen
        player.frames(1.0)                               # asked first: its guard time
        player.press("dpdown", "a")                      # yes: Quit to the title screen
        player.frames(0.5)
        result["rematch_was_table"] = type(rematch).__name__
    finally:
        result.update(seen=player.seen, shots=player.shots, pad=f"pad:{player.iid}")
        print(json.dumps(result), flush=True)
        player.pads.detach_all()
        app.quit()


if __name__ == "__main__":
    main()
