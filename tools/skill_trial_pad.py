"""tools/skill_trial.py's trial played with a gamepad (an SDL virtual pad plugged into the real
window's SDL, as tests/e2e/pad_duel.py does): the cursor scheme's d-pad moves the highlight (in
California: along a row, up/down the row), X plays or covers aiming left, B aiming right, A
flips, Y calls "Speed!" or slaps.

- `mash`: buttons rolled without looking, one every 70 ms (X, right, B, right, X, down or up,
  A, Y);
- `look`: every 400 ms the table is read and the highlight moved onto a card that fits, then
  X or B; A, Y when the table asks for them.

    DISPLAY=:N python tools/skill_trial_pad.py OUT_DIR VARIANT mash|look [SECONDS]
"""
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.e2e.pad_duel import BUTTON, PadPlayer  # noqa: E402  (sets the SDL drivers first)

from game.engine.intents import CALL, COVER, FLIP, PLAY, SLAP, SPIT  # noqa: E402
from game.input.actions import california_columns, spit_tops  # noqa: E402
from tools.skill_trial import Trial, summary  # noqa: E402

BUTTON.update(y=3, dpup=11)
ROLL = ["x", "dpright", "b", "dpright", "x", "dpdown", "a", "y"]
ROLL_CALIFORNIA = ["x", "dpright", "b", "dpright", "x", "dpup", "x", "dpright", "b", "dpdown"]


class PadTrial(Trial):
    def __init__(self, out: Path, variant: str):
        super().__init__(out, variant)
        self.pad = PadPlayer(self.app, out)

    def key(self, name: str) -> None:
        self.pad.press(name, gap=0.03)
        self.keys += 1

    def frames(self, seconds: float) -> None:
        self.pad.frames(seconds)
        self.seen = self.pad.seen

    def seat(self) -> None:
        self.frames(1.5)
        self.key("a")                          # title: Play (the variant in settings)
        self.frames(1.5)                       # the join screen's guard time
        self.key("a")                          # the pad takes seat 1
        self.frames(0.3)
        self.key("dpdown")
        self.key("a")                          # Add a computer
        self.frames(0.3)
        self.key("start")
        self.frames(3.0)                       # "Ready… Set…"
        self.table = self.app.scene
        self.shot("start")

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

    def choose(self, game) -> list[str]:
        legal = game.legal_intents(0)
        kinds = {i.kind for i in legal}
        if SLAP in kinds:
            return ["x" if min(i.pile for i in legal if i.kind == SLAP) == 0 else "b"]
        if CALL in kinds:
            return ["y"]
        plays = [i for i in legal if i.kind in (PLAY, COVER)]
        if plays:
            return self.keys_for(game, plays[0])
        return ["a"] if FLIP in kinds or SPIT in kinds else []

    def keys_for(self, game, intent) -> list[str]:
        control = self.app.hub.control(0)
        if intent.kind == COVER:
            row, column = divmod(intent.pile, california_columns(game))
            moves = [] if control.aimed(game) == row else ["dpup" if row else "dpdown"]
            slots = california_columns(game)
        else:
            cards = control.slots(game) if game.variant == "speed" else spit_tops(game, 0)
            if intent.card not in cards:
                return []
            column, moves, slots = cards.index(intent.card), [], len(cards)
        steps = (column - control.cursor) % slots
        moves += ["dpright"] * steps if steps <= slots // 2 else ["dpleft"] * (slots - steps)
        return moves + ["x" if intent.kind == COVER or intent.pile == 0 else "b"]


def main() -> int:
    if len(sys.argv) < 4 or sys.argv[3] not in ("mash", "look"):
        print("usage: tools/skill_trial_pad.py OUT_DIR VARIANT mash|look [SECONDS]",
              file=sys.stderr)
        return 2
    out, variant, way = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 45.0
    trial = PadTrial(out / f"pad_{variant}_{way}", variant)
    result = {"variant": variant, "way": way, "device": "pad"}
    try:
        trial.seat()
        getattr(trial, way)(seconds)
        trial.shot(f"{way}_end")
    finally:
        result.update(seen=trial.seen, shots=trial.shots, keys=trial.keys)
        trial.pad.pads.detach_all()
        trial.app.quit()
    try:
        result.update(summary(out / f"pad_{variant}_{way}" / "match.jsonl"))
    except (OSError, ValueError) as error:
        result["replay"] = str(error)
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
