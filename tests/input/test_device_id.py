"""Device ids: their kind, and a seat's "device#layout"."""
import pytest

from game.input.device_id import DeviceKind, SeatDevice
from game.session import SeatInfo


@pytest.mark.parametrize("device, kind", [
    ("keyboard", DeviceKind.KEYBOARD), ("mouse", DeviceKind.MOUSE), ("pad:3", DeviceKind.PAD),
    ("serial:CAB", DeviceKind.SERIAL), ("touch:2", DeviceKind.TOUCH), ("bot:1", DeviceKind.BOT),
    ("", None), ("pad", None), ("keyboard:1", None), ("joystick:1", None)])
def test_the_kind_of_a_device_id(device, kind):
    assert DeviceKind.of(device) is kind


def test_a_kind_owns_its_ids_and_strips_its_prefix():
    assert DeviceKind.SERIAL.owns("serial:CAB") and not DeviceKind.SERIAL.owns("pad:1")
    assert DeviceKind.SERIAL.local_id("serial:CAB") == "CAB"


@pytest.mark.parametrize("text, device, layout, replay", [
    ("serial:CAB#arcade_p2", "serial:CAB", "arcade_p2", "serial:CAB:arcade_p2"),
    ("keyboard#keyboard_left", "keyboard", "keyboard_left", "keyboard:keyboard_left"),
    ("touch:1#touch", "touch:1", "touch", "touch:1:touch"),
    ("", "", "", "")])
def test_a_seat_device_reads_and_writes_its_text(text, device, layout, replay):
    seat = SeatDevice.parse(text)
    assert (seat.device, seat.layout) == (device, layout)
    assert str(seat) == text and seat.replay_text() == replay
    assert SeatInfo("P1", device=text).header().get("device", "") == replay
