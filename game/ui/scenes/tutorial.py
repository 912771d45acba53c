"""The tutorial's first screen: "press any button on the controller you will play with" —
that device takes the seat, with the layout that button joins a match with (the keyboard's A:
its left half, E flips, Q calls; the arrows: its right half), so the lesson teaches the keys
the learner will play with; the lesson's table follows (ui/modes/tutorial.py)."""
from game.i18n import _
from game.input.device_id import DeviceKind, SeatDevice
from game.input.pad_family import hint_names
from game.session import SeatInfo
from game.tutorial.catalog import LESSONS
from game.tutorial.lessons import GENTLE_LEVEL, PLAYER, TEACHER_NAME
from game.ui.text import wrap
from game.ui.menu import draw_page
from game.ui.palette import DIM, WHITE
from game.ui.scenes.base import Scene
from game.engine.variants import NAMES

MENU_KEYS = ("return", "escape", "backspace", "f1", "f2", "f11", "f12")


class TutorialIntro(Scene):
    """"Press any button on the controller you will learn with": that device takes the seat."""
    name = "tutorial"

    def __init__(self, ctx, variant: str = "speed"):
        super().__init__(ctx)
        self.variant = variant if variant in LESSONS else "speed"
        for seat in list(ctx.devices.seats):
            ctx.devices.leave(seat)
        ctx.devices.take_join_requests()

    def on_press(self, press, action) -> None:
        if action == "back" and DeviceKind.of(press.device) is not DeviceKind.SERIAL:
            self.ctx.flow.back()

    def update(self, now_ns: int) -> None:
        for request in self.ctx.devices.take_join_requests():
            if self.in_guard(request.t_ns):
                continue
            if DeviceKind.KEYBOARD.owns(request.device) and request.control in MENU_KEYS:
                continue
            if request.layout:                  # the layout this button joins a match with
                self._seat(request.device, request.layout)
                return

    def on_pointer(self, p) -> None:
        """A click seats the mouse; a right click goes back."""
        if p.kind == "down" and not self.in_guard(p.t_ns):
            if p.button == 3:
                self.ctx.flow.back()
            else:
                self._seat("mouse", "mouse")

    def _seat(self, device: str, layout: str) -> None:
        try:
            self.ctx.devices.join(device, layout, PLAYER)
        except ValueError as error:
            self.ctx.say(str(error))
            return
        label = self.ctx.devices.bindings[layout].label or layout
        seats = [SeatInfo(_("You"), "human",
                          str(SeatDevice(device, layout)), label=label),
                 SeatInfo(TEACHER_NAME, "bot", level=GENTLE_LEVEL)]
        self.ctx.flow.tutorial_table(seats, self.variant)

    def animating(self) -> bool:
        return False

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("Learn to play"), wide=40, tall=24, big=2.5)
        y = max(y + unit, height // 3)
        for line in intro_lines(self.variant):
            for part in wrap(text.font(unit), line, width * 3 // 4):
                shown = text.render(part, unit, WHITE)
                surface.blit(shown, shown.get_rect(center=(width // 2, y)))
                y += unit * 3 // 2
        pads = hint_names(self.ctx.pad_families().values())    # as the pads in use name B
        back = text.fit(_("Back to the title: Esc, {b} on a pad, or a right click").format(
            b=pads["b"]), text.readable(unit * 2 // 3), width - 2 * unit, DIM)
        surface.blit(back, back.get_rect(center=(width // 2, height - unit * 2)))




def intro_lines(variant: str) -> tuple[str, ...]:
    return (_("A short game that teaches you {game}, one step at a time, on the real table.")
            .format(game=NAMES[variant]),
            _("Press any button on the controller you will play with:"),
            _("a key, a gamepad button, an arcade button, or click with the mouse."))
