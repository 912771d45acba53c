"""A gamepad alone on a machine that joins a match hosted on another (issue 31): run in its own
process (a fresh SDL on the X display the test gives), it joins the host at ADDRESS, picks a
remembered name with the right shoulder, takes its seat with A, plays with the d-pad and X/B
as a person would, pauses the host's table with Start and plays on with Start again, then
stays until the host has gone. It leaves a file in OUT_DIR at each step (`seated`, `played`,
`resumed`) for the test to follow, and prints one JSON line: what it saw.

    python tests/e2e/pad_online.py OUT_DIR ADDRESS
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
from game.net.address import where  # noqa: E402
from game.net.command import join  # noqa: E402
from game.store.profiles import save_name  # noqa: E402

pad_duel.BUTTON.update(y=3, leftshoulder=9, rightshoulder=10, dpup=11)


def until(player, test, seconds: float) -> bool:
    end = time.perf_counter() + seconds
    while not test() and time.perf_counter() < end:
        player.frames(0.05)
    return bool(test())


def main() -> None:
    out, address = Path(sys.argv[1]), sys.argv[2]
    save_name("Bo")                                   # a name remembered on this machine
    app = App(load_settings(out / "settings.toml"), size=(1280, 720), seed=3,
              replay_to=str(out / "match.jsonl"))
    player = PadPlayer(app, out)
    found = {}
    try:
        player.frames(1.0)
        join(app.ctx, where(address, ""))
        scene = app.scene
        found["reached"] = until(player, lambda: scene.client.state == "playing", 10)
        player.frames(1.0)                            # the table's guard time
        player.press("a")                             # the seat, here and at the host
        player.press("rightshoulder")                 # Guest → Bo
        found["name"] = scene.client.name
        (out / "seated").write_text("")
        found["started"] = until(player, lambda: scene.view is not None and
                                 scene.live.game_ms(time.perf_counter() * 1000) > 0, 30)
        end = time.perf_counter() + 4.0
        while time.perf_counter() < end:              # a few plays, as the table allows
            player.press("dpright")
            player.press("x" if int(time.perf_counter() * 10) % 2 else "b")
        player.frames(0.5)
        (out / "played").write_text("")
        player.press("start")                         # this player's pause: the host's table
        found["halted"] = until(player, lambda: scene.halted is not None, 5) and \
            list(scene.halted)
        player.shot("online_paused")
        found["seat"] = scene.seat
        player.press("start")                         # …plays on
        found["resumed"] = until(player, lambda: scene.halted is None, 5)
        (out / "resumed").write_text("")
        until(player, lambda: scene.client.state != "playing", 30)   # the host leaves
        player.frames(0.5)
    finally:
        found.update(seen=player.seen, last=app.scene.name, shots=player.shots)
        print(json.dumps(found), flush=True)
        player.pads.detach_all()
        app.quit()


if __name__ == "__main__":
    main()
