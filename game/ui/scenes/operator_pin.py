"""The operator PIN (`[cabinet] operator_pin`, digits 1-8): asked before the operator menu opens
by the held gesture or F9 (the service switch, inside the locked cabinet, skips it). Entered on
the panel's buttons: card buttons 1-5, pile buttons 6-7, the slap pad 8 (player 2's half the
same); a keyboard's digit keys; a pad's A B X Y, shoulders and triggers; or a click on the digits
drawn on screen. Three wrong PINs go back to the screen it was asked over.
"""
import pygame

from game.i18n import N_, _
from game.input.device_id import DeviceKind
from game.ui.menu import draw_dialog
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Overlay, Scene

TITLE = N_("Operator PIN")
HINT = N_("Card buttons 1-5, pile buttons 6-7, slap pad 8 (keys 1-8, pad A B X Y LB RB LT RT)")
WRONG, TRIES = N_("Wrong PIN"), 3


def pin_digit(device: str, control: str) -> str | None:
    """The PIN digit ("1".."8") a press stands for, None when it is none."""
    kind = DeviceKind.of(device)
    digit = kind.pin_digit(control) if kind is not None else None
    return str(digit) if digit else None


class PinScene(Overlay, Scene):
    """Pushed over the screen it is asked over; right: `on_right()` (the operator menu in its
    place), back or three wrong: back to that screen."""
    name, operator = "pin", True

    def __init__(self, ctx, pin: str, on_right):
        super().__init__(ctx)
        self.pin, self.on_right = pin, on_right
        self.entered, self.wrong = "", 0
        self.boxes: list[tuple[pygame.Rect, str]] = []

    def on_press(self, press, action) -> None:
        digit = pin_digit(press.device, press.control)
        if digit:
            self.type(digit)
        elif action == "back":
            self.ctx.flow.back()

    def on_pointer(self, p) -> None:
        if p.kind == "down":
            for box, digit in self.boxes:
                if box.collidepoint(p.pos):
                    self.type(digit)

    def type(self, digit: str) -> None:
        """One digit; with as many as the PIN, in or (said) wrong."""
        self.entered += digit
        self.ctx.redraw()
        if len(self.entered) < len(self.pin):
            return
        if self.entered == self.pin:
            self.on_right()
            return
        self.entered, self.wrong = "", self.wrong + 1
        self.ctx.say(_(WRONG), 2.0)
        if self.wrong >= TRIES:
            self.ctx.flow.back()

    def draw(self, surface, now_s: float) -> None:
        """The screen dimmed under a panel: the title, a dot per digit, the digits to click."""
        self.under.draw(surface, now_s)
        panel, unit = draw_dialog(surface, 22, 11, 170)
        width, text = surface.get_width(), self.ctx.text
        title = text.render(_(TITLE), int(unit * 1.6), GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(width // 2, panel.top + unit)))
        dots = " ".join("●" if k < len(self.entered) else "○" for k in range(len(self.pin)))
        shown = text.render(dots, int(unit * 1.5), WHITE)
        surface.blit(shown, shown.get_rect(midtop=(width // 2, panel.top + unit * 3.4)))
        self.boxes = []
        size = unit * 2
        left = width // 2 - (8 * size + 7 * unit // 3) // 2
        for k in range(8):
            box = pygame.Rect(left + k * (size + unit // 3), panel.top + unit * 6, size, size)
            pygame.draw.rect(surface, DIM, box, width=2, border_radius=unit // 4)
            label = text.render(str(k + 1), unit, WHITE, bold=True)
            surface.blit(label, label.get_rect(center=box.center))
            self.boxes.append((box, str(k + 1)))
        hint = text.fit(_(HINT), max(10, unit * 2 // 3), panel.width - unit, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, panel.bottom - unit // 3)))
