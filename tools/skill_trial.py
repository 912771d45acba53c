"""A person's trial of issue 30 in a real window (run under Xvfb): the game in this process, its
window on the X display given by DISPLAY, the keys pressed by xdotool as a person's keyboard
would (X events, read by SDL like any key). One match against the computer per run, played
one of two ways with the left keyboard half (A S D F G, W R aim, E flip, Q slap):

- `mash`: the keys rolled without looking, one every 70 ms (California: the column keys over
  one row, an aim key, the other row, the other aim key);
- `look`: a player who looks: every 400 ms it reads the table and presses the key of a card
  that fits (California: aims at the pile's row first), or flip / "Speed!" / slap when that
  is what the table asks.

Screenshots every few seconds go to OUT_DIR; the last line is one JSON object: what the
seats' presses came to (landed, refused, locked, lockouts and their longest), the match
score, the scenes seen.

    DISPLAY=:N python tools/skill_trial.py OUT_DIR VARIANT mash|look [SECONDS]
"""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402
from game.engine.events import CardPlayed, LockedOut, Rejected  # noqa: E402
from game.engine.events_rounds import Covered  # noqa: E402
from game.engine.intents import CALL, COVER, FLIP, PLAY, SLAP, SPIT  # noqa: E402
from game.input.actions import california_columns, spit_tops  # noqa: E402

KEYS = {"slot1": "a", "slot2": "s", "slot3": "d", "slot4": "f", "slot5": "g",
        "aim_left": "w", "aim_right": "r", "flip": "e", "slap": "q"}
ROLL = ["a", "s", "d", "f", "g", "e", "q"]
ROLL_CALIFORNIA = ["a", "s", "d", "f", "g", "r", "a", "s", "d", "f", "g", "w"]


class Trial:
    def __init__(self, out: Path, variant: str):
        out.mkdir(parents=True, exist_ok=True)
        (out / "settings.toml").write_text(f'[game]\nvariant = "{variant}"\n')
        self.out, self.variant = out, variant
        self.app = App(load_settings(out / "settings.toml"), size=(1280, 720), seed=11,
                       replay_to=str(out / "match.jsonl"))
        self.seen, self.shots = [], []
        self.keys = 0
        self.window = None

    # -- the window and its keys -------------------------------------------------------------
    def frames(self, seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.app.wait_until(min(end, time.perf_counter() + self.app.frame_s))
            self.app.step()
            name = type(self.app.scene).__name__
            if not self.seen or self.seen[-1] != name:
                self.seen.append(name)

    def key(self, name: str) -> None:
        if self.window is None:
            found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", ".*"],
                                   capture_output=True, text=True, timeout=30).stdout.split()
            self.window = found[0]
            subprocess.run(["xdotool", "windowfocus", "--sync", self.window], timeout=30)
        subprocess.run(["xdotool", "key", name], timeout=30)
        self.keys += 1

    def shot(self, name: str) -> None:
        path = self.out / f"{self.variant}_{name}.png"
        pygame.image.save(self.app.screen, str(path))
        self.shots.append(str(path))

    # -- to the table --------------------------------------------------------------------------
    def seat(self) -> None:
        self.frames(1.5)
        self.key("Return")                    # title: Play (the variant in settings)
        self.frames(1.5)                      # the join screen's guard time
        self.key("a")                         # the left keyboard half takes seat 1
        self.frames(0.3)
        self.key("b")                         # a computer
        self.frames(0.3)
        self.key("Return")
        self.frames(3.0)                      # "Ready… Set…"
        self.table = self.app.scene
        self.shot("start")

    # -- two ways to play ---------------------------------------------------------------------
    def mash(self, seconds: float) -> None:
        roll = ROLL_CALIFORNIA if self.variant == "california" else ROLL
        end, k, shot_at = time.perf_counter() + seconds, 0, time.perf_counter() + 3
        while time.perf_counter() < end and self.app.scene is self.table:
            t = time.perf_counter()
            self.key(roll[k % len(roll)])
            k += 1
            self.frames(max(0.0, 0.07 - (time.perf_counter() - t)))
            if time.perf_counter() >= shot_at:
                self.shot(f"mash_{len(self.shots)}")
                shot_at += 4.0

    def look(self, seconds: float) -> None:
        end, shot_at = time.perf_counter() + seconds, time.perf_counter() + 3
        while time.perf_counter() < end and self.app.scene is self.table:
            session = self.table.session
            if session.started and not session.game.over:
                for name in self.choose(session.game):
                    self.key(name)
                    self.frames(0.05)
            self.frames(0.4)
            if time.perf_counter() >= shot_at:
                self.shot(f"look_{len(self.shots)}")
                shot_at += 4.0

    def choose(self, game) -> list[str]:
        """The keys a looking player presses now."""
        legal = game.legal_intents(0)
        kinds = {i.kind for i in legal}
        if CALL in kinds or SLAP in kinds:
            if SLAP in kinds:
                pile = min(i.pile for i in legal if i.kind == SLAP)
                control = self.app.hub.control(0)
                aim = control.aimed(game)
                return ([] if aim == pile else ["w" if pile == 0 else "r"]) + ["q"]
            return ["q"]
        plays = [i for i in legal if i.kind in (PLAY, COVER)]
        if plays:
            return self.keys_for(game, plays[0])
        if FLIP in kinds or SPIT in kinds:
            return ["e"]
        return []

    def keys_for(self, game, intent) -> list[str]:
        control = self.app.hub.control(0)
        if intent.kind == COVER:
            row, column = divmod(intent.pile, california_columns(game))
            aim = [] if control.aimed(game) == row else ["r" if row else "w"]
            return aim + [ROLL[column]]
        cards = control.slots(game) if game.variant == "speed" else spit_tops(game, 0)
        return [ROLL[cards.index(intent.card)]] if intent.card in cards else []


def summary(replay: Path) -> dict:
    """What seat 0's presses came to, from the replay the game wrote."""
    from game.replay.format import read_replay
    from game.replay.runner import ReplayRun
    header, steps = read_replay(str(replay))
    run, events = ReplayRun(header), []
    for step in steps:
        events += run.step(step)
    mine = [e for e in events if getattr(e, "seat", None) == 0]
    locks = [e for e in mine if isinstance(e, LockedOut)]
    return {"landed": sum(isinstance(e, (CardPlayed, Covered)) for e in mine),
            "bot_landed": sum(isinstance(e, (CardPlayed, Covered)) and e.seat == 1
                              for e in events),
            "refused": sum(isinstance(e, Rejected) and e.code != "locked" for e in mine),
            "locked_presses": sum(isinstance(e, Rejected) and e.code == "locked" for e in mine),
            "lockouts": len(locks), "lockout_lengths_s": sorted({round(e.length / 1000, 2)
                                                                 for e in locks}),
            "wins": list(run.match.wins)}


def main() -> int:
    if len(sys.argv) < 4 or sys.argv[3] not in ("mash", "look"):
        print("usage: tools/skill_trial.py OUT_DIR VARIANT mash|look [SECONDS]",
              file=sys.stderr)
        return 2
    out, variant, way = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 45.0
    trial = Trial(out / f"{variant}_{way}", variant)
    result = {"variant": variant, "way": way}
    try:
        trial.seat()
        getattr(trial, way)(seconds)
        trial.shot(f"{way}_end")
        trial.key("Escape")
        trial.frames(1.2)
        trial.shot("pause")
    finally:
        result.update(seen=trial.seen, shots=trial.shots, keys=trial.keys)
        trial.app.quit()
    try:
        result.update(summary(out / f"{variant}_{way}" / "match.jsonl"))
    except (OSError, ValueError) as error:
        result["replay"] = str(error)
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
