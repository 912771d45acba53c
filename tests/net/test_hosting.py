"""A match hosted as the app keeps it: the NetHost in the hub, the table's replay carried to
a machine after each frame (a new match from its line 0), the hosting over at the title."""
from game.engine.intents import Intent
from game.engine.queue import IntentQueue
from game.input.bindings import load_bindings
from game.input.devices import DeviceHub
from game.net.client import NetClient
from game.net.hosting import Hosting
from game.net.remote_machines import RemoteJoined, RemoteNamed
from game.replay.recorder import Recorder
from tests.input.conftest import pg  # noqa: F401 (a fixture)
from tests.waiting import wait_for


class Scene:
    def __init__(self, name, session=None):
        self.name, self.session = name, session


class Flow:
    """What hosting reads of the screen flow: the scene on show, the stack, the table."""
    def __init__(self, *stack):
        self.stack = list(stack)
        self.ctx = type("Ctx", (), {})()
        self.ctx.settings = {("game", "variant"): "speed"}

    @property
    def _top(self):
        return self.stack[-1]

    def table(self):
        return next((s for s in self.stack if s.session is not None), None)


def recorder(tmp_path, name):
    return Recorder(tmp_path / name, "speed", {}, [{"name": "A"}, {"name": "B"}], 5, None)


def test_the_tables_replay_reaches_a_machine_and_a_new_match_starts_its_file_again(
        pg, tmp_path):  # noqa: F811
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    hosting = Hosting.open(hub, port=0, bind="127.0.0.1")
    assert hosting.running and hosting.host in hub.sources
    assert hosting.where == f"127.0.0.1:{hosting.host.port}"
    client = NetClient(f"ws://127.0.0.1:{hosting.host.port}", name="Bo")
    assert client.wait_welcome(5)
    first = recorder(tmp_path, "one.jsonl")
    table = Scene("table", type("Session", (), {"lines": first.lines})())
    flow = Flow(Scene("title"), table)
    flow.ctx.scene = table
    first.intent(Intent(10.0, 0, "flip"))
    assert hosting.frame(flow)
    assert wait_for(lambda: len(client.replay.lines) == 2, 5)
    assert client.replay.text == (tmp_path / "one.jsonl").read_text()
    second = recorder(tmp_path, "two.jsonl")
    table.session.lines = second.lines                   # the rematch: a new replay
    hosting.frame(flow)
    assert wait_for(lambda: client.replay.text == (tmp_path / "two.jsonl").read_text(), 5)
    client.close()
    hosting.close()
    assert hosting.host not in hub.sources
    hub.close()


def test_a_machines_name_is_kept_for_its_seat_and_the_title_ends_it(pg):  # noqa: F811
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    hosting = Hosting.open(hub, port=0, bind="127.0.0.1")
    hosting.heard(RemoteJoined(1, "  Bo "))
    hosting.heard(RemoteJoined(None, "a watcher"))
    assert hosting.names == {"net:1": "Bo"}
    title = Scene("title")
    flow = Flow(title)
    flow.ctx.scene = title
    assert hosting.frame(flow) is False
    hosting.close()
    hub.close()


def test_a_port_taken_is_said_in_words(pg):  # noqa: F811
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    first = Hosting.open(hub, port=0, bind="127.0.0.1")
    second = Hosting.open(hub, port=first.host.port, bind="127.0.0.1")
    assert not second.running and second.problem.startswith("Cannot host a match here")
    second.close()
    first.close()
    hub.close()


def test_hosted_through_a_relay_friends_join_by_the_code_shown(pg, tmp_path):  # noqa: F811
    from game.net.address import where
    from game.net.loop_thread import LoopThread
    from game.net.relay import Relay, serve_relay
    relay_thread, bound = LoopThread("test-relay"), []
    serving = relay_thread.spawn(serve_relay("127.0.0.1", 0, Relay(log=lambda line: None),
                                             bound.append))
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    try:
        assert wait_for(lambda: bound, 5)
        url = f"ws://127.0.0.1:{bound[0]}"
        hosting = Hosting.open(hub, relay=url)
        assert hosting.running and len(hosting.where) == 5 and hosting.where.isupper()
        place = where(hosting.where.lower(), url)            # as the friend types it
        client = NetClient(place.url, code=place.code, watch=True)
        assert client.wait_welcome(5) and client.seat is None
        first = recorder(tmp_path, "one.jsonl")
        table = Scene("table", type("Session", (), {"lines": first.lines})())
        flow = Flow(Scene("title"), table)
        flow.ctx.scene = table
        hosting.frame(flow)
        assert wait_for(lambda: client.replay.text == (tmp_path / "one.jsonl").read_text(), 5)
        client.close()
        hosting.close()
    finally:
        hub.close()
        serving.cancel()
        wait_for(serving.done, 2)
        relay_thread.stop()


def test_the_match_is_said_nearby_only_while_the_join_screen_shows(pg, monkeypatch):  # noqa: F811
    said = []

    class Advertised:
        def __init__(self, name, address, port, variant, free):
            said.append(("up", name, port, variant, free))

        def close(self):
            said.append(("down",))
    monkeypatch.setattr("game.net.nearby.Advertised", Advertised)
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    hosting = Hosting.open(hub, port=0, bind="127.0.0.1")
    join = Scene("join")
    flow = Flow(Scene("title"), join)
    flow.ctx.scene = join
    hosting.frame(flow)
    hosting.frame(flow)
    assert said == [("up", said[0][1], hosting.host.port, "speed", 3)]
    assert said[0][1].startswith("Speed at ")
    flow.ctx.scene = Scene("table")
    hosting.frame(flow)
    assert wait_for(lambda: said[-1] == ("down",), 2)
    hosting.close()
    hub.close()


def test_a_seat_abandoned_before_the_match_is_offered_again_on_the_join_screen(
        pg, monkeypatch):  # noqa: F811
    monkeypatch.setattr("game.net.nearby.Advertised", lambda *a, **k: None)
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    hosting = Hosting.open(hub, port=0, bind="127.0.0.1")
    hosting.host.seats.abandoned[:] = [1, 2, 3]            # three machines came and went
    join = Scene("join")
    flow = Flow(Scene("title"), join)
    flow.ctx.scene = join
    hosting.frame(flow)
    assert hosting.host.abandoned == []
    client = NetClient(f"ws://127.0.0.1:{hosting.host.port}")
    assert client.wait_welcome(5) and client.seat == 1
    client.close()
    hosting.close()
    hub.close()


def test_a_name_picked_on_the_machine_replaces_the_seats_and_a_guest_gives_it_back(pg):  # noqa: F811
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    hosting = Hosting.open(hub, port=0, bind="127.0.0.1")
    hosting.heard(RemoteJoined(1, ""))
    assert hosting.names == {}
    hosting.heard(RemoteNamed(1, "Bo"))
    assert hosting.names == {"net:1": "Bo"}
    hosting.heard(RemoteNamed(1, ""))
    assert hosting.names == {}
    hosting.close()
    hub.close()
