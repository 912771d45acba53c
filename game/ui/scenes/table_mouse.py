"""The pointer seats at the table: the mouse's and each touch player's presses become their
device's controls, stamped with the pointer's own time and fed to the hub like key presses
(one queue, same rules).

Each press is followed on its own (a `Drag` per finger, and one for the mouse), so two
players' fingers down at once each play their own cards. The mouse plays the "mouse" seat; a
finger plays for the pointer seat whose cards it starts on (`pointer.owner`), as that seat's
device ("touch:N", or "mouse" for a mouse player who also taps). Cards act when let go (so a
card can be dragged onto a pile instead); the slap pad, the draw pile and the piles act at the
press itself, as fast as a key. (Space on the keyboard is the mouse player's slap pad too:
the hub lends it to the mouse seat, the mouse kind's `borrows`, input/kinds/mouse.py.)
"""
from game.input.raw_input import RawInput
from game.input.mouse import DEVICE, Drag, is_pointer_device
from game.ui.table import pointer
from game.ui.palette import TABLE_SEAT_COLOURS as SEAT_COLOURS


class TableMouse:
    def __init__(self, hub, view):
        self.hub, self.view = hub, view
        self.drags: dict = {}          # Pointer.key → (Drag, seat, device), while pressed
        self.at: dict = {}             # Pointer.key → where it is now, while pressed

    def seats(self) -> dict[int, str]:
        """seat → its device, for the seats played by pointing (mouse, touch), unpaused."""
        return {s.index: s.device for s in self.hub.seats.values()
                if is_pointer_device(s.device) and not s.paused
                and s.index < len(self.view.layout.seats)}

    def seat(self) -> int | None:
        """The seat the mouse plays, if any."""
        return next((s for s, device in self.seats().items() if device == DEVICE), None)

    def pause_hit(self, pos) -> bool:
        return bool(self.seats()) and pointer.pause_rect(self.view.layout).collidepoint(pos)

    def player(self, p) -> tuple[int | None, str | None]:
        """(seat, device) a pointer press plays for: the mouse its own seat, a finger the
        pointer seat whose cards it starts on."""
        seats = self.seats()
        if p.finger is None:
            seat = self.seat()
        else:
            seat = pointer.owner(self.view.layout, sorted(seats), p.pos)
        return seat, seats.get(seat)

    def on_pointer(self, p) -> None:
        layout = self.view.layout
        columns = layout.extra.get("columns", 4)
        if p.kind == "wheel" and p.wheel[0] and self.seat() is not None:
            self.feed(p.t_ns, DEVICE, ["wheelright" if p.wheel[0] > 0 else "wheelleft"])
        elif p.kind == "down" and p.button == 1:
            seat, device = self.player(p)
            if seat is None:
                return
            drag = Drag()
            drag.down(p)
            self.drags[p.key], self.at[p.key] = (drag, seat, device), p.pos
            under = pointer.target(layout, seat, p.pos, pointer.pad_rect(layout, seat))
            if under is not None and not pointer.on_release(self.view.variant, under):
                self.feed(p.t_ns, device, pointer.controls(self.view.variant, columns, under))
        elif p.kind == "move" and p.key in self.drags:
            self.drags[p.key][0].move(p)
            self.at[p.key] = p.pos
        elif p.kind == "up" and p.button == 1 and p.key in self.drags:
            self.at.pop(p.key, None)
            self.let_go(p, *self.drags.pop(p.key))

    def let_go(self, p, drag: Drag, seat: int, device: str) -> None:
        """A press let go: the card it started on is played (or dragged where it ends)."""
        layout = self.view.layout
        if seat not in self.seats():
            return
        start, moved = drag.up()
        pad = pointer.pad_rect(layout, seat)
        first = pointer.target(layout, seat, start.pos, pad)
        if not pointer.on_release(self.view.variant, first):
            return
        end = pointer.target(layout, seat, p.pos, pad) if moved else None
        self.feed(p.t_ns, device, pointer.controls(self.view.variant,
                                                   layout.extra.get("columns", 4), first, end))

    def feed(self, t_ns: int, device: str, controls: list) -> None:
        """Each control as a press and release of `device`, at `t_ns`."""
        for control in controls:
            self.hub.feed(RawInput(t_ns, device, control, True))
            self.hub.feed(RawInput(t_ns, device, control, False))

    def draw(self, surface, text) -> list:
        """The slap pad beside each pointer seat's draw pile, the pause button, and a ring in
        the seat's colour round each card a finger (or the mouse) holds, the card itself
        carried under the pointer once it is dragged; their rects."""
        seats = self.seats()
        if not seats:
            return []
        rects = [pointer.pad_rect(self.view.layout, seat) for seat in sorted(seats)]
        for pad in rects:
            pointer.draw_pad(surface, pad, text)
        pause = pointer.pause_rect(self.view.layout)
        pointer.draw_pause(surface, pause)
        rings = [pointer.draw_held(surface, card, SEAT_COLOURS[seat % 4], lifted)
                 for card, seat, lifted in self._lifted(surface)]
        return rects + [pause] + [r.clip(surface.get_rect()) for pair in rings for r in pair]

    def _lifted(self, surface) -> list:
        """(card rect, seat, the card's picture where the pointer has carried it, or None)
        for each card held; the picture is taken before anything is drawn over the card."""
        found = []
        for key, (card, seat) in self.held().items():
            drag = self.drags[key][0]
            lifted = None
            if drag.moved and surface.get_rect().contains(card):
                dx, dy = (self.at[key][i] - drag.start.pos[i] for i in (0, 1))
                lifted = (surface.subsurface(card).copy(), card.move(dx, dy))
            found.append((card, seat, lifted))
        return found

    def held(self) -> dict:
        """Pointer.key → (the card's rect, seat) for each card (or California deck) held down
        now."""
        layout, found = self.view.layout, {}
        for key, (drag, seat, _) in self.drags.items():
            if drag.start is None or seat >= len(layout.seats):
                continue
            under = pointer.target(layout, seat, drag.start.pos)
            if pointer.on_release(self.view.variant, under):
                mine = layout.seats[seat]
                found[key] = (mine.hand[under[1]] if under[0] == "card" else mine.draw, seat)
        return found
