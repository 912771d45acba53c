"""Every screen the game shows, for the language checks: the screens of tests/ui/screens.py,
then the daily challenge, the ladder, the tutorial's question and its first lesson, Controls (a
device's map, the input test), the operator's pages and PIN, Spit's and California's tables (a
keyboard player seated: its plate names the device), an online match on the joining machine
paused by the host's player and then by its own, and a replay."""
from pathlib import Path

from game.replay.format import read_replay
from game.session import SeatInfo
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from tests.ui.screen import feed
from tests.ui.screens import walk
from tests.ui.test_tutorial_scene import frames
from tools.matches import finished_table


def every_screen(app):
    """Put each screen up in turn on `app` (headless), yielding its name."""
    yield from walk(app)
    title = TitleScene(app.ctx)
    app.switch(title)
    flow = app.ctx.flow
    for name, opening in [("daily challenge", lambda: flow.push("daily")),
                          ("ladder", lambda: flow.push("ladder")),
                          ("tutorial: press any button", lambda: flow.push("tutorial", "speed")),
                          ("tutorial: the first lesson", lambda: lesson(app)),
                          ("controls", lambda: flow.push("controls")),
                          ("input test", lambda: flow.push("input_test"))]:
        opening()
        yield name
    flow.push("controls")
    app.scene.menu.items[0].on_confirm()           # the first device's map
    yield "controls: a device"
    for page in ("coins", "timeouts", "bookkeeping", "lamp_test", "calibration"):
        flow.push(page)
        yield f"operator: {page}"
    yield from tables(app)
    yield from online_client(app)
    app.switch(TitleScene(app.ctx))                  # the last table is left (and written)
    replay = app.replay_to = str(Path(app.replay_to).with_name("watched.jsonl"))
    finished_table(app, 1)
    header, steps = read_replay(replay)
    app.switch(flow.replay(header, list(steps)))
    yield "replay"


def lesson(app):
    """The tutorial's first lesson, seated by a key, its table dealt and its words up."""
    feed(app, "keyboard", "d")
    frames(app, 2.3)                                  # "Ready… Set…" in wall time
    app.scene.view.hud._plates.clear()                # the plates drawn again, watched
    app.scene.view.layer.invalidate()


def tables(app):
    """A table of each variant a few seconds into its match."""
    for variant in ("spit", "california"):
        app.settings["game", "variant"] = variant
        if 0 not in app.hub.seats:
            app.hub.join("keyboard", "keyboard_left", 0)
        table = TableScene(app.ctx, [SeatInfo("Ana", "human", "keyboard#keyboard_left"),
                                     SeatInfo("Bruno", "bot", level="easy")])
        app.switch(table)
        table.update(table.session.start_ns + 4_000_000_000)
        yield f"table: {variant}"
    app.settings["game", "variant"] = "speed"


def online_client(app):
    """The joining machine's table of an online match (tests/ui/test_client_table.py's
    client), paused by the host's player, then by this machine's."""
    from game.net.live_replay import COUNTDOWN_MS
    from game.net.messages import Message
    from game.replay.recorder import Recorder
    from tests.net.test_own_moves import OPTIONS
    from tests.ui.test_client_table import Client, lines_of, table
    client = Client(seat=1)
    scene = table(app, client)
    feed(app, "keyboard", "a")                         # this keyboard takes the seat
    seats = [{"name": "Ana", "kind": "human", "device": "keyboard:keyboard_left"},
             {"name": "Bruno", "kind": "human", "device": "net:1:net"}]
    host = Recorder(Path(app.replay_to).with_name("host.jsonl"), "speed", OPTIONS, seats, 3,
                    None)
    client.replay.lines = lines_of(host)
    app.step()
    scene.live.offset_ms += COUNTDOWN_MS + 100          # past "Ready…"
    app.step()
    for seat, name in ((0, "the host's player"), (1, "this machine")):
        client.races.append(Message("table_paused", {"seat": seat, "why": "pause"}))
        app.step()
        yield f"online: paused by {name}"
