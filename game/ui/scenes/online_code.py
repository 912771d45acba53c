"""A room code or an address spelt, to join or watch a match, or the relay's address to keep:
on the letter wheel (ui/code_wheel.py) by pad or arcade panel, typed on a keyboard, or turned
with the mouse (a click on a character's upper half: the next one, its lower half: the one
before; the wheel turns it too; the buttons under it erase and go).

`purpose`: "join", "watch" (a code or an address) or "relay" (the relay's address, kept in
the settings).
"""
import pygame

from game.config import save_settings
from game.i18n import N_, _
from game.input.device_id import DeviceKind
from game.ui.code_wheel import CodeWheel
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, SOFT, WHITE
from game.ui.scenes.base import Scene
from game.ui.text_input import text_input

TITLES = {"join": N_("Join: a room code or an address"),
          "watch": N_("Watch: a room code or an address"),
          "relay": N_("The relay's address")}
HINT = N_("Up/Down: character   confirm: keep it   back: erase   ✓ (or Enter, Start): go   "
          "or type it")
NOT_A_RELAY = N_("“{text}” is not an address like relay.example.org:8765")


def types_text(control: str) -> bool:
    """A keyboard key whose character comes as text (on_text), not as a press."""
    return len(control) == 1 or control in ("space", "period", "colon", "minus", "slash")


class OnlineCodeScene(Scene):
    name = "online_code"

    def __init__(self, ctx, purpose: str = "join"):
        super().__init__(ctx)
        self.purpose = purpose
        start = ""
        if purpose == "relay":
            start = ctx.settings["online", "relay"].removeprefix("ws://")
        self.wheel = CodeWheel(text=start)
        self.typing = False                   # a keyboard types: a cursor, not the wheel
        self.boxes: list[pygame.Rect] = []
        self.buttons: dict[str, pygame.Rect] = {}

    # -- input -------------------------------------------------------------------------------
    def update(self, now_ns: int) -> None:
        text_input(True)

    def leave(self) -> None:
        text_input(False)

    def pause(self) -> None:
        text_input(False)

    def on_text(self, text: str) -> None:
        self.typing = True
        refused = self.wheel.type_text(text)
        if refused:
            self.ctx.say(_("“{char}” is not in an address").format(char=refused[0]), 3.0)
        self._after()

    def on_press(self, press, action) -> None:
        keyboard = DeviceKind.KEYBOARD.owns(press.device)
        if keyboard and press.control in ("return", "enter", "kp_enter"):
            self.wheel.finish()
        elif keyboard and press.control == "backspace":
            self.wheel.erase()
        elif keyboard and press.control == "escape":
            return self.ctx.flow.back()
        elif keyboard and types_text(press.control):
            return                                # its character came as text
        elif press.control == "start":
            self.wheel.finish()
        elif action in ("up", "down"):
            self.typing = False
            self.wheel.turn(1 if action == "up" else -1)
        elif action in ("confirm", "right"):
            self.wheel.keep()
        elif action in ("back", "left"):
            if not self.wheel.text and action == "back":
                return self.ctx.flow.back()
            self.wheel.erase()
        else:
            return
        self.ctx.sound.play("tick")
        self._after()

    def on_hold(self, hold) -> None:
        self.ctx.flow.back()                      # both aim buttons held: back

    def on_pointer(self, p) -> None:
        self.typing = False
        if p.kind == "wheel" and p.wheel[1]:
            self.wheel.turn(1 if p.wheel[1] > 0 else -1)
        elif p.kind == "down" and p.button == 1:
            self._clicked(p.pos)
        else:
            return
        self.ctx.redraw()

    def _clicked(self, pos) -> None:
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                {"erase": self.wheel.erase, "go": self.wheel.finish,
                 "back": self.ctx.flow.back}[name]()
                return self._after()
        if self.boxes and self.boxes[-1].collidepoint(pos):
            box = self.boxes[-1]
            self.wheel.turn(1 if pos[1] < box.centery else -1)
        elif self.boxes and pygame.Rect(self.boxes[-1].right, self.boxes[-1].top,
                                        self.boxes[-1].width, self.boxes[-1].height
                                        ).collidepoint(pos):
            self.wheel.keep()
            self._after()

    def _after(self) -> None:
        """Done: join, watch, or keep the relay's address."""
        self.ctx.redraw()
        if not self.wheel.done:
            return
        from game.net.address import NOT_AN_ADDRESS, relay_url, where
        from game.net.command import join, relay_of
        text = self.wheel.text
        if self.purpose == "relay":
            url = relay_url(text)
            if url is None:
                self.wheel.done = False
                return self.ctx.say(_(NOT_A_RELAY).format(text=text), 5.0)
            self._keep_relay(url)
            return self.ctx.flow.back()
        place = where(text, relay_of(self.ctx.settings))
        if place is None:
            self.wheel.done = False
            return self.ctx.say(_(NOT_AN_ADDRESS).format(text=text), 5.0)
        join(self.ctx, place, self.purpose == "watch")

    def _keep_relay(self, url: str) -> None:
        self.ctx.settings["online", "relay"] = url
        try:
            save_settings(self.ctx.settings)
        except OSError as error:
            self.ctx.say(_("Could not save settings: {error}").format(error=error), 6.0)

    # -- drawing -----------------------------------------------------------------------------
    def animating(self) -> bool:
        return True                               # the current character blinks

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _(TITLES[self.purpose]))
        shown = self.wheel.text + "_" if self.typing and not self.wheel.done else \
            self.wheel.shown()
        size = min(unit * 3, (width - 4 * unit) // max(6, len(shown) + 1))
        y += unit * 3
        self.boxes = []
        x = (width - (len(shown) * int(size * 1.1))) // 2
        for i, char in enumerate(shown):
            box = pygame.Rect(x + i * int(size * 1.1), y, size, int(size * 1.3))
            chosen = i == len(shown) - 1 and not self.wheel.done
            pygame.draw.rect(surface, GOLD if chosen else DIM, box, width=2 + 2 * chosen,
                             border_radius=size // 8)
            blink = chosen and int(now_s * 3) % 2
            face = text.render(char, int(size * 0.8), WHITE if blink or not chosen else GOLD,
                               bold=True)
            surface.blit(face, face.get_rect(center=box.center))
            self.boxes.append(box)
        self._buttons(surface, y + int(size * 1.3) + unit * 2, unit)
        note = text.fit(_(HINT), unit, width - 2 * unit, SOFT)
        surface.blit(note, note.get_rect(midbottom=(width // 2, height - unit)))

    def _buttons(self, surface, y: int, unit: int) -> None:
        """Erase, Go and Back as buttons for the mouse."""
        labels = {"erase": _("Erase"), "go": _("Go"), "back": _("Back")}
        shown = {k: self.ctx.text.render(v, int(unit * 1.3), WHITE, bold=True)
                 for k, v in labels.items()}
        total = sum(s.get_width() for s in shown.values()) + unit * 6
        x = (surface.get_width() - total) // 2
        self.buttons = {}
        for key, face in shown.items():
            rect = face.get_rect(topleft=(x + unit, y)).inflate(unit, unit // 2)
            pygame.draw.rect(surface, (30, 60, 40), rect, border_radius=unit // 3)
            pygame.draw.rect(surface, DIM, rect, width=2, border_radius=unit // 3)
            surface.blit(face, face.get_rect(center=rect.center))
            self.buttons[key] = rect
            x += face.get_width() + unit * 2
