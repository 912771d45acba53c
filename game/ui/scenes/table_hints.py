"""What the table shows of each seated person's controls (a mixin of TableScene): the cursor
or the aim, the keys under a keyboard seat's hand slots and its aim keys, the control that
calls "Speed!" and the one that asks for the flip, each as its device names it ("Y", "Q",
"E", "SLAP" for the mouse's pad on the table), whether the seat is unplugged, and the link of
a player on another machine.
"""
from game.i18n import pgettext
from game.input.device_id import DeviceKind
from game.ui.control_names import control_name, slot_keys
from game.ui.table.view import SeatHints


class SeatControlHints:
    """The seats' controls in words and keys, on TableScene's state (ctx, seats, net)."""

    def hints(self) -> dict:
        hub, hints = self.ctx.devices, {}
        paused = set(hub.paused_seats())
        for seat, device in hub.holders().items():
            if seat < len(self.seats):
                control = hub.control(seat)
                hints[seat] = SeatHints(cursor=control.cursor if control.scheme == "cursor"
                                        else None, aim=control.aim, device=device,
                                        paused=seat in paused, keys=slot_keys(self.ctx.devices.seats[seat]),
                                        call=self._call_words(seat), link=self.net.links.get(seat))
        return hints

    def _flips(self) -> dict:
        """Each seated person's flip control, named (the band names it when one plays)."""
        named = {seat: self._flip_words(seat) for seat in self.ctx.devices.holders()
                 if seat < len(self.seats)}
        return {seat: key for seat, key in named.items() if key}

    def _flip_words(self, seat: int) -> str:
        """The control that asks for the flip for this seat, as its device names it ("E",
        "A"); "" for a pointer (its draw pile is clicked)."""
        held = self.ctx.devices.seats[seat]
        kind = DeviceKind.of(held.device)
        bound = held.layout.actions.get("flip") or held.layout.actions.get("hit") or ()
        if not bound or (kind is not None and kind.pointer):
            return ""
        family = self.ctx.pad_family(held.device) if kind is DeviceKind.PAD else "other"
        return control_name(held.device, bound[0], family)

    def _call_words(self, seat: int) -> str:
        """The control that calls "Speed!" for this seat, as its device names it ("Y", "Q",
        "SLAP" for the mouse's pad on the table)."""
        held = self.ctx.devices.seats[seat]
        kind = DeviceKind.of(held.device)
        if kind is not None and kind.pointer:
            return pgettext("slap pad", "SLAP")    # the pad drawn on the table, labelled so
        bound = held.layout.actions.get("hit") or held.layout.actions.get("slap") or ()
        if not bound:
            return ""
        family = self.ctx.pad_family(held.device) if kind is DeviceKind.PAD else "other"
        return control_name(held.device, bound[0], family)

