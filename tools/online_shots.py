"""Pictures of the online screens in screenshots/, headless: the title's "Play online", the
online menu, the join list with a match heard nearby, a room code being spelt, and the join
screen of a match hosted here (the address shown big)."""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.net.nearby import Match  # noqa: E402
from tests.ui.screen import feed as press  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"


class Heard:
    """Stands in for the local network: one match heard nearby."""
    def matches(self):
        return [Match("Speed at ana-laptop", "127.0.0.1", 8766, "speed", 3)]

    def close(self):
        pass


def shoot(app, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(OUT / f"online_{name}.png"))


def main() -> None:
    OUT.mkdir(exist_ok=True)
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull)
    app.guard_s = 0
    app.flow.title()
    for _ in range(6):
        press(app, "keyboard", "down")
    shoot(app, "title")
    app.flow.push("online")
    shoot(app, "menu")
    app.flow.push("online_find", False)
    app.scene.nearby = Heard()
    app.scene.update(10**12)
    shoot(app, "find")
    app.flow.push("online_code", "join")
    for _ in range(3):
        press(app, "keyboard", "up")
    app.scene.on_text("KX7")
    shoot(app, "code")
    app.flow.title()
    from game.net.command import host
    host(app.ctx, None, 0)
    shoot(app, "hosting")
    from game.net.remote_machines import RemoteJoined, RemoteNamed
    app.ctx.hosting.heard(RemoteJoined(1, ""))
    press(app, "net:1", "slot1")                     # a machine's player takes a seat…
    app.ctx.hosting.heard(RemoteNamed(1, "Bo"))      # …and names themselves there
    shoot(app, "hosting_named")
    app.flow.title()
    app.step()
    client_table(app)
    app.quit()


def client_table(app) -> None:
    """The client's table: waiting for its seat, its player named there, a race lost (the card
    back, by the host's margin), the host's table paused, the host gone."""
    import time
    from game.engine.intents import Intent
    from game.replay.recorder import Recorder
    from tests.net.test_own_moves import OPTIONS, a_race
    from game.net.messages import Message
    from tests.ui.test_client_table import Client, lines_of
    seed, mine, theirs = a_race()
    client = Client(seat=0)
    app.flow.push("net_table", client, False)
    shoot(app, "client_waiting")
    press(app, "keyboard", "a")
    press(app, "keyboard", "r", "e")                 # New name…: typed
    app.scene.on_text("Bo")
    shoot(app, "client_naming")
    press(app, "keyboard", "return")
    shoot(app, "client_named")
    rec = Recorder(Path(os.environ["XDG_DATA_HOME"]) / "host.jsonl", "speed", OPTIONS,
                   [{"name": "Ana", "kind": "human", "device": "net:0:net"},
                    {"name": "Bo", "kind": "human", "device": "keyboard:keyboard_right"}],
                   seed, None)
    client.replay.lines = lines_of(rec)
    app.step()
    scene = app.scene
    scene.live.offset_ms += 2100
    app.step()
    time.sleep(0.5)
    slot = scene.live.match.game.hands[0].index(mine.card)
    app.hub.seats[0].control.aim = mine.pile
    press(app, "keyboard", "asdfg"[slot])
    shoot(app, "client_moved_at_once")
    rec.intent(Intent(10.0, 1, "play", theirs.card, theirs.pile))
    rec.intent(Intent(22.0, 0, "play", mine.card, mine.pile))
    client.races.append(Message("race", {"first": 1, "second": 0, "pile": mine.pile,
                                         "margin_ms": 11.6, "t_ms": 22.0}))
    client.replay.lines = lines_of(rec)
    app.step()
    time.sleep(0.3)
    shoot(app, "client_race_lost")
    client.races.append(Message("table_paused", {"seat": 1, "why": "pause"}))
    app.step()
    shoot(app, "client_paused")
    client.races.append(Message("table_resumed", {}))
    app.step()
    client.state = "lost"
    app.step()
    scene.lost_at -= 5
    shoot(app, "client_host_gone")


if __name__ == "__main__":
    main()
