"""The mouse seat at the table: pointer presses become the "mouse" device's controls, stamped
with the pointer's own time and fed to the hub like key presses (one queue, same rules).

Cards act when let go (so a card can be dragged onto a pile instead); the slap pad, the
draw pile and the piles act at the press itself, as fast as a key. Space on the keyboard is
the slap pad too, unless a keyboard player's layout uses it.
"""
from game.input.events import RawInput
from game.input.mouse import DEVICE, Drag
from game.ui.table import pointer


class TableMouse:
    def __init__(self, hub, view):
        self.hub, self.view = hub, view
        self.drag = Drag()

    def seat(self) -> int | None:
        """The seat the mouse plays, if any."""
        return next((s.index for s in self.hub.seats.values()
                     if s.device == DEVICE and not s.paused), None)

    def space(self, press) -> bool:
        """Space on a keyboard that plays no seat with it: the mouse player's slap pad."""
        if self.seat() is None or press.control != "space" or \
                not press.device.startswith("keyboard"):
            return False
        if any(s.device == press.device and s.profile.actions_for("space")
               for s in self.hub.seats.values()):
            return False
        self.feed(press.t_ns, ["pad"])
        return True

    def pause_hit(self, pos) -> bool:
        return self.seat() is not None and pointer.pause_rect(self.view.layout).collidepoint(pos)

    def on_pointer(self, p) -> None:
        seat = self.seat()
        if seat is None or seat >= len(self.view.layout.seats):
            return
        layout = self.view.layout
        pad = pointer.pad_rect(layout, seat)
        columns = layout.extra.get("columns", 4)
        if p.kind == "wheel" and p.wheel[0]:
            self.feed(p.t_ns, ["wheelright" if p.wheel[0] > 0 else "wheelleft"])
        elif p.kind == "down" and p.button == 1:
            under = pointer.target(layout, seat, p.pos, pad)
            self.drag.down(p)
            if under is not None and under[0] != "card":
                self.feed(p.t_ns, pointer.controls(self.view.variant, columns, under))
        elif p.kind == "move":
            self.drag.move(p)
        elif p.kind == "up" and p.button == 1:
            start, moved = self.drag.up()
            if start is None:
                return
            first = pointer.target(layout, seat, start.pos, pad)
            if first is None or first[0] != "card":
                return
            end = pointer.target(layout, seat, p.pos, pad) if moved else None
            self.feed(p.t_ns, pointer.controls(self.view.variant, columns, first, end))

    def feed(self, t_ns: int, controls: list) -> None:
        """Each control as a press and release of the mouse device, at `t_ns`."""
        for control in controls:
            self.hub.feed(RawInput(t_ns, DEVICE, control, True))
            self.hub.feed(RawInput(t_ns, DEVICE, control, False))

    def draw(self, surface, text) -> list:
        """The slap pad beside the mouse seat's draw pile, and the pause button; their rects."""
        seat = self.seat()
        if seat is None or seat >= len(self.view.layout.seats):
            return []
        pad, pause = pointer.pad_rect(self.view.layout, seat), pointer.pause_rect(
            self.view.layout)
        pointer.draw_pad(surface, pad, text)
        pointer.draw_pause(surface, pause)
        return [pad, pause]
