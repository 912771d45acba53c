"""The join screen's mouse and touch (a mixin of JoinScene): a click on a free seat takes it
for the mouse (again: leaves it); every tap on a free seat seats one more touch player
(touch:1, touch:2, …), a tap on a touch seat leaves it; a click on a seated player's name
turns their name picker; on the row of choices under the seats (or the leaving question's),
a pointer chooses, for the mouse's seat or the one touch player's.
"""
from game.input.mouse import DEVICE as MOUSE, TOUCH, touch_device
from game.input.seats import JoinRequest


class PointerSeating:
    """The pointer's seats and choices, on JoinScene's state (ctx, seats, pickers,
    picker_rects, boxes, actor, menu, asking) and its _join, leave_own and _picked."""

    def on_mouse(self, pos, clicked: bool) -> None:
        """A click on a seat's name: its left end goes back, its right end on, the middle
        picks (opens "New name…", keeps a letter); elsewhere the menu row takes it."""
        for seat, rect in self.picker_rects.items():
            picker = self.pickers.get(seat)
            if picker and clicked and rect.collidepoint(pos):
                third = (pos[0] - rect.left) * 3 // max(1, rect.width)
                self._picked(seat, picker, picker.on_action(("prev", "ok", "next")[third]))
                return
        if (self.asking or self.menu).on_mouse(pos, clicked) and clicked:
            self.ctx.sound.play("tick")

    def on_pointer(self, p) -> None:
        """The mouse or a tap: on a free seat, take it (the mouse again on its seat, or a tap
        on a touch player's seat: leave it); on the row of choices under the seats, choose."""
        if p.kind not in ("down", "move"):
            return
        self.actor = self._pointer_seat(p)
        clicked = p.kind == "down"
        if clicked and self.asking is None and any(r.collidepoint(p.pos) for r in self.picker_rects.values()):
            return self.on_mouse(p.pos, True)          # a name picker
        if (self.asking or self.menu).on_mouse(p.pos, clicked, p.button):
            if clicked:
                self.ctx.sound.play("tick")
            return
        if p.kind != "down" or self.in_guard(p.t_ns) or self.asking is not None:
            return
        box = next((i for i, r in enumerate(self.boxes) if r.collidepoint(p.pos)),
                   None)
        if box is not None:
            self._tapped(p, box)

    def _pointer_seat(self, p) -> int | None:
        """The seat a pointer chooses for in the menu: the mouse's, or the one touch player's."""
        if p.finger is None:
            return next((s.index for s in self.ctx.devices.seats.values() if s.device == MOUSE),
                        None)
        touch = [s.index for s in self.ctx.devices.seats.values() if s.device.startswith(TOUCH)]
        return touch[0] if len(touch) == 1 else None

    def _tapped(self, p, box: int) -> None:
        """A seat card clicked or tapped: the mouse takes one seat (its own again: leaves);
        every tap on a free seat seats one more touch player (on a touch seat: leaves it)."""
        held = self.ctx.devices.seats.get(box)
        if p.finger is None:
            if held is not None and held.device == MOUSE:
                self.actor = box
                self.leave_own()
            elif self.seats[box] is None and self._pointer_seat(p) is None:
                self._join(JoinRequest(p.t_ns, MOUSE, "card1", MOUSE), box)
        elif held is not None and held.device.startswith(TOUCH):
            self.actor = box
            self.leave_own()
        elif self.seats[box] is None:
            taken = {s.device for s in self.ctx.devices.seats.values()}
            device = next(touch_device(n) for n in range(1, 6) if touch_device(n) not in taken)
            profiles = self.ctx.devices.bindings.for_device(device)
            if profiles:
                self._join(JoinRequest(p.t_ns, device, "card1", profiles[0].name), box)
