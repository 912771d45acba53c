"""A one-player screen's seat: the device that pressed "play" plays, with its own layout: the
one it last played alone with (a keyboard's half the tutorial taught), else its one-player
layout (a keyboard as one player with both hands). For the daily challenge and the ladder."""
from game.i18n import _
from game.input.device_id import DeviceKind, SeatDevice
from game.session import SeatInfo



def layout_for(devices, device: str, suggested: str | None = None) -> str | None:
    """The layout `device` plays with alone (None: no layout fits it)."""
    kind = DeviceKind.of(device)
    if kind is not None and kind.solo_layout:     # the keyboard's both hands, the mouse's
        played = devices.played_with.get(device)
        return played if played in devices.bindings.layouts else kind.solo_layout
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


class PressingDevice:
    """Mixin for a one-player menu scene: the device of the last menu press (or the mouse's
    click) is the one `seat` seats."""
    device = "keyboard"

    def on_press(self, press, action) -> None:
        if action:
            self.device = press.device
        super().on_press(press, action)

    def on_mouse(self, pos, clicked: bool) -> None:
        if clicked:
            self.device = "mouse"
        super().on_mouse(pos, clicked)

    def seat(self, name: str, profile: str = ""):
        """The pressing device seated as player 1 (None, and a word on screen, when not)."""
        layout = layout_for(self.ctx.devices, self.device)
        if layout is None:
            self.ctx.say(_("This device has no layout to play with: see `speed bindings`"))
            return None
        return seat_player(self.ctx, self.device, layout, name, profile)
