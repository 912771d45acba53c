"""A gamepad-only beginner in the tutorial, in its own process: plugs in an SDL virtual pad,
opens `speed play --tutorial`'s first screen, presses A to take the seat, and at every step
first presses a wrong button, then does what the step says with the pad (the highlight moved
onto the card with the d-pad, X or B to play it, A to flip, Y to call). Prints one JSON line:
each step with what it was after the wrong press and after the right one, and the words shown.

    python tests/e2e/pad_tutorial.py OUT_DIR
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.e2e.pad_duel import BUTTON, PadPlayer  # noqa: E402  (sets the SDL drivers first)

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402
from game.ui.flow import Flow  # noqa: E402

BUTTON.setdefault("y", 3)                  # SDL's Y, which the duel never needed
WRONG = {"play": "a", "refill": "y", "misplay": "y", "flip": "y", "play_out": "y", "call": "a"}


def right(player, scene) -> None:
    """What the step asks, done with the pad."""
    game, key = scene.session.game, scene.mode.step.key
    if key == "flip":
        return player.press("a")
    if key == "call":                         # the wrong slaps' lockout grew: wait it out,
        for _ in range(60):                   # as a person waits for the NO CALL ring to end
            lock = scene.session.game.lock
            if lock is None or lock.calls_until[0] <= scene.session.game.now:
                break
            player.frames(0.1)
        return player.press("y")
    hand = game.hands[0]
    card = hand[0] if key == "misplay" else game.legal_plays(0)[0][0]
    control = player.app.hub.control(0)
    while control.cursor != hand.index(card):
        player.press("dpright")
    player.press("x")
    if key == "misplay":                      # again once the cards are free: locked longer
        player.frames(1.3)
        player.press("x")


def main() -> None:
    out = Path(sys.argv[1])
    app = App(load_settings(out / "settings.toml"), size=(1280, 720),
              replay_to=str(out / "tutorial.jsonl"), start=Flow.tutorial_opening)
    player = PadPlayer(app, out)
    result = {"steps": []}
    try:
        player.frames(1.0)
        player.press("a")                              # "press any button": the pad plays
        scene = app.scene
        player.frames(3.0)                             # "Ready… Set…"
        while scene.mode.step is not None and len(result["steps"]) < 40:
            key = scene.mode.step.key
            words = scene.mode.words()[1]
            player.press(WRONG[key])
            player.frames(0.3)
            after_wrong = scene.mode.step.key if scene.mode.step else None
            player.shot(f"tutorial_{len(result['steps'])}_{key}")
            right(player, scene)
            player.frames(0.4)
            result["steps"].append({"key": key, "words": words, "after_wrong": after_wrong,
                                    "after_right": scene.mode.step.key if scene.mode.step else None})
        player.frames(3.5)
        result["match_words"] = scene.mode.words()[1]
        result["wins"] = scene.session.match.wins
    finally:
        result.update(seen=player.seen)
        print(json.dumps(result), flush=True)
        player.pads.detach_all()
        app.quit()


if __name__ == "__main__":
    main()
