"""A player on another machine is one more input source of the hub: seated, played, paused."""
from game.engine.queue import IntentQueue
from game.input.bindings import load_bindings
from game.input.devices import DeviceHub
from game.input.raw_input import RawInput
from game.input.source import Plugged, Source
from game.net.remote_machines import RemoteJoined, device_of
from tests.input.conftest import pg  # noqa: F401 (a fixture)
from tests.waiting import wait_for


class Wire(Source):
    """What a NetHost hands the hub at its poll, scripted."""

    def __init__(self):
        super().__init__()
        self.pending: list = []

    def drain(self, t_ns):
        news, self.pending = self.pending, []
        return news


def test_a_remote_seat_plays_pauses_and_resumes_through_the_hub(pg):  # noqa: F811
    wire = Wire()
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False, more=(wire,))
    played = []
    hub.plays_to(lambda seat, action, raw: played.append((seat.index, action, raw.t_ns)))
    seat = hub.join(device_of(1), "net", seat=1)
    wire.pending = [RemoteJoined(1, "Ana"), RawInput(1_000, device_of(1), "slot2")]
    others = hub.poll()
    assert others == [RemoteJoined(1, "Ana")]                  # for the join screen
    for press in hub.take_presses():
        hub.play(press)
    assert played == [(seat, "slot2", 1_000)]                   # stamped as pressed there
    wire.pending = [Plugged(device_of(1), False)]
    hub.poll()
    assert hub.paused_seats() == [1]
    wire.pending = [Plugged(device_of(1), True)]
    hub.poll()
    assert hub.paused_seats() == [] and hub.holders() == {1: device_of(1)}
    hub.close()


def test_a_key_on_one_machine_plays_its_seat_on_the_host(pg, table):  # noqa: F811
    """The machine's own hub looks its key up (A: slot 1 on the left keyboard); the host's
    hub gets the action from the network as device net:<seat>, played for the seat it gave
    that device, stamped when the key was pressed there."""
    t = table()
    bindings = load_bindings(use_user=False)
    there = DeviceHub(IntentQueue(), bindings, keyboard=False, gamepads=False)
    there.join("keyboard", "keyboard_left")
    here = DeviceHub(IntentQueue(), bindings, keyboard=False, gamepads=False, more=(t.host,))
    played = []
    here.plays_to(lambda seat, action, raw: played.append((seat.index, action, raw.device)))
    client = t.machine(t.link(delay_ms=20).address)
    assert client.wait_welcome(5)
    here.join(device_of(client.seat), "net", seat=1)
    pressed = there.feed(RawInput(client.clock_ns(), "keyboard", "a"))
    assert client.play(pressed) == [1]

    def routed():
        here.poll()
        for press in here.take_presses():
            here.play(press)
        return played
    assert wait_for(routed, 5)
    assert played == [(1, "slot1", device_of(1))]
    here.close()
    there.close()


def test_a_host_added_to_a_running_hub_and_removed(pg):  # noqa: F811
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False)
    wire = Wire()
    hub.add_source(wire)
    wire.errors.append("net: cannot host: port taken")
    wire.pending = [RawInput(5, device_of(1), "slot1")]
    hub.poll()
    assert [p.device for p in hub.take_join_requests()] == [device_of(1)]   # asks to join
    assert hub.take_notices() == ["net: cannot host: port taken"]
    hub.remove_source(wire)
    wire.pending = [RawInput(6, device_of(1), "slot1")]
    hub.poll()
    assert hub.take_join_requests() == [] and wire not in hub.sources
    hub.close()
