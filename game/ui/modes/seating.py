"""A one-player screen's seat: the device that pressed "play" plays, with its own layout (a
keyboard as one player with both hands). For the tutorial, the daily challenge and the ladder."""
from game.input.device_id import DeviceKind, SeatDevice
from game.session import SeatInfo

KEYBOARD_LAYOUT = "keyboard_solo"       # one player at the keyboard: both hands, Space calls


def layout_for(devices, device: str, suggested: str | None = None) -> str | None:
    """The layout `device` plays with alone (None: no layout fits it)."""
    if DeviceKind.KEYBOARD.owns(device):
        return KEYBOARD_LAYOUT
    if DeviceKind.MOUSE.owns(device):
        return "mouse"
    if suggested:
        return suggested
    found = devices.bindings.for_device(device)
    return found[0].name if found else None


def seat_player(ctx, device: str, layout: str, name: str, profile: str = ""):
    """Seat `device` as player 1 (every other seat freed); its SeatInfo, or None and a word
    on screen when the device cannot play."""
    for seat in list(ctx.devices.seats):
        ctx.devices.leave(seat)
    try:
        ctx.devices.join(device, layout, 0)
    except ValueError as error:
        ctx.say(str(error))
        return None
    label = ctx.devices.bindings[layout].label or layout
    return SeatInfo(name, "human", str(SeatDevice(device, layout)), label=label,
                    profile=profile)
