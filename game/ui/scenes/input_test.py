"""The input test: every connected device live. Each control lights while it is held, with
the actions it is bound to; a pad's sticks and triggers as bars; a board's buttons held since
the screen opened are marked stuck (as the Boards page marks them), and the board links to the
Boards page. Leave as on the Boards page: hold any one control 2 s, then let go (so every
control, Esc and B too, can be tried once), press Esc or B twice in a row, or click Back.
"""
import pygame

from game.i18n import N_, _, ngettext
from game.input.bindings import CABINET_ACTIONS
from game.input.kinds.pad import BUTTONS as PAD_BUTTONS
from game.input.pad_family import button_label
from game.ui.control_names import caps
from game.ui.devices.parts import CAP, CAP_EDGE, PLAYER_COLOURS, SHORT
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Scene
from game.ui.stuck_buttons import StuckButtons

PAD_SHOWN = [b for b in ("a b x y back guide start leftshoulder rightshoulder leftstick "
                         "rightstick dpup dpdown dpleft dpright".split()) if b in PAD_BUTTONS]
AXES = ((N_("left stick x"), 0), (N_("left stick y"), 1), (N_("right stick x"), 2),
        (N_("right stick y"), 3), (N_("left trigger"), 4), (N_("right trigger"), 5))
CABINET_WORDS = {"coin": N_("coin"), "service": N_("service")}
STATES = {"in sync": N_("in sync"), "syncing": N_("syncing"), "unplugged": N_("unplugged"),
          "refused": N_("refused")}
STUCK = (200, 60, 60)
TWICE_NS = 1_500_000_000                 # back pressed twice within this: leave


class InputTestScene(Scene):
    name = "input_test"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.buttons = StuckButtons()
        self.links: dict = {}            # rect → what a click there does
        self.keys_seen: list[str] = []   # keyboard keys pressed here, unbound ones too
        self.mouse = ""                  # the pointer's last news ("": none yet)
        self.now_ns = 0
        self.last_back = None            # ((device, control), t_ns) of a lone press of back

    def guard_s(self) -> float:
        return 0.0                       # every press is a test: none is ignored

    def on_press(self, press, action) -> None:
        last, self.last_back = self.last_back, None
        if action == "back":                     # Esc or B twice in a row: back (once: tried)
            if last and last[0] == (press.device, press.control) and \
                    press.t_ns - last[1] <= TWICE_NS:
                return self.back()
            self.last_back = ((press.device, press.control), press.t_ns)
        self.buttons.press(press.device, press.control, press.t_ns, self.ctx.boards.snapshot())
        if press.device == "keyboard" and press.control not in self.keys_seen:
            self.keys_seen = (self.keys_seen + [press.control])[-12:]
        self.ctx.redraw()

    def on_hold(self, hold) -> None:
        """Held combinations are tried here, not obeyed."""

    def on_pointer(self, p) -> None:
        self.mouse = _("pointer at {x}, {y}  ({event})").format(x=p.pos[0], y=p.pos[1],
                                                                 event=p.kind)
        if p.kind == "down":
            for rect, go in self.links.items():
                if pygame.Rect(rect).collidepoint(p.pos):
                    go()
                    return

    def update(self, now_ns: int) -> None:
        self.now_ns = now_ns
        if self.buttons.look(self.ctx.boards.snapshot(), self.ctx.devices.gestures.down, now_ns):
            self.back()

    def back(self) -> None:
        self.ctx.flow.back()

    def boards_page(self) -> None:
        self.ctx.flow.push("boards")

    # -- what each device shows ----------------------------------------------------------------
    def rows(self) -> list[tuple[str, list[str], str, object]]:
        """(title, controls, device, the pad or board) for each device connected."""
        hub = self.ctx.devices
        keyboard = [c for layout in hub.bindings.for_device("keyboard")
                    for a, bound in layout.actions.items() for c in bound]
        keyboard = list(dict.fromkeys(keyboard + self.keys_seen))
        rows = [(_("Keyboard"), keyboard, "keyboard", None)]
        for pad in (hub.gamepads.pads.values() if hub.gamepads else ()):
            rows.append((_("Gamepad: {name}").format(name=pad.name),
                         PAD_SHOWN + ["lefttrigger", "righttrigger"], pad.device, pad))
        for info in hub.boards.snapshot():
            if info.board_id:
                controls = [f"b{n}" for n in range(max(info.buttons, 16))]
                state = _(STATES[info.state]) if info.state in STATES else info.state
                title = _("Board {board} ({state})").format(board=info.board_id, state=state)
                rows.append((title, controls + ["slap", "slap2"],
                             f"serial:{info.board_id}", info))
        return rows

    def meaning(self, device: str, control: str) -> list[tuple[str, int]]:
        """(short label, player colour index) for each layout action `control` plays."""
        hub = self.ctx.devices
        out = []
        for n, layout in enumerate(hub.bindings.for_device(device, hub.device_key(device))):
            for action in layout.actions_for(control):
                out.append((_(SHORT[action]) if action in SHORT else action, n))
            cabinet = layout.cabinet_action(control)
            if cabinet in CABINET_ACTIONS:
                out.append((_(CABINET_WORDS[cabinet]) if cabinet in CABINET_WORDS else cabinet,
                            n))
        return list(dict.fromkeys(out))

    # -- drawing -------------------------------------------------------------------------------
    def animating(self) -> bool:
        return True                           # sticks move, boards come and go

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("Input test"), big=1.6)
        unit = max(12, unit * 3 // 4) if height > 600 else unit    # room for every device
        self.links = {}
        down = self.ctx.devices.gestures.down
        rows = self.rows()
        for n, (title, controls, device, source) in enumerate(rows):
            if y > height - unit * 8:
                left = len(rows) - n
                more = text.fit(ngettext("… and {n} more device: a bigger window shows them all",
                                         "… and {n} more devices: a bigger window shows them all",
                                         left).format(n=left), unit, width - 2 * unit, DIM)
                surface.blit(more, (unit, y))
                break
            shown = text.fit(title, unit, width - 2 * unit, GOLD, bold=True)
            surface.blit(shown, (unit, y))
            if device.startswith("serial:"):
                link = text.render(_("Boards page ›"), unit, GOLD)
                place = link.get_rect(topright=(width - unit, y))
                surface.blit(link, place)
                self.links[tuple(place.inflate(8, 4))] = self.boards_page
            y += shown.get_height() + 2
            stuck = {f"b{n}" for n in self.buttons.stuck_on(device[7:])} \
                if device.startswith("serial:") else set()
            family = getattr(source, "family", "")
            label = (lambda c: button_label(family, c)) if family else caps
            y = self._cells(surface, controls, device, down.get(device, {}), stuck, y, unit,
                            label)
            if hasattr(source, "handle"):
                y = self._bars(surface, source, y, unit)
            y += unit // 3
        self._footer(surface, unit)

    def _cells(self, surface, controls, device, held, stuck, y, unit, label=caps) -> int:
        """One cell per control: lit while held, its actions under its name."""
        width = surface.get_width()
        text = self.ctx.text
        widest = max((text.font(text.floor(True), True).size(label(c))[0] for c in controls),
                     default=0)                    # a long key name ("ESCAPE") widens its cell
        cell_w, cell_h = max(unit * 3, width // 14, widest + 12), int(unit * 1.9)
        x = unit
        for control in controls:
            if x + cell_w > width - unit:
                x, y = unit, y + cell_h + 4
            box = pygame.Rect(x, y, cell_w - 4, cell_h)
            fill = STUCK if control in stuck else GOLD if control in held else CAP
            pygame.draw.rect(surface, fill, box, border_radius=unit // 4)
            pygame.draw.rect(surface, CAP_EDGE, box, width=1, border_radius=unit // 4)
            name = text.fit(label(control), int(unit * 0.75), box.width - 4,
                            (20, 20, 20) if control in held else WHITE, bold=True)
            surface.blit(name, name.get_rect(midtop=(box.centerx, box.top + 2)))
            meaning = self.meaning(device, control)
            if control in stuck:
                meaning = [(_("stuck"), 0)]
            if meaning:
                who = meaning[0][1]
                words = " ".join(dict.fromkeys(m[0] for m in meaning))
                colour = WHITE if control in stuck else PLAYER_COLOURS[who % 2]
                shown = text.fit(words, int(unit * 0.7), box.width - 4, colour)
                surface.blit(shown, shown.get_rect(midbottom=(box.centerx, box.bottom - 2)))
            x += cell_w
        return y + cell_h + 4

    def _bars(self, surface, pad, y: int, unit: int) -> int:
        """A pad's sticks and triggers, each a bar from the centre (triggers from the left)."""
        width = surface.get_width()
        text = self.ctx.text
        bar_w = (width - 2 * unit) // 6 - unit // 2
        for n, (name, axis) in enumerate(AXES):
            x = unit + n * (bar_w + unit // 2)
            row_y = y
            value = _axis(pad, axis)
            box = pygame.Rect(x, row_y + unit, bar_w, unit // 2)
            pygame.draw.rect(surface, CAP, box)
            trigger = axis >= 4
            start = box.left if trigger else box.centerx
            length = int(box.width * max(0.0, value)) if trigger else int(box.width / 2 * value)
            pygame.draw.rect(surface, GOLD, pygame.Rect(min(start, start + length), box.top,
                                                        abs(length), box.height))
            label = text.fit(_(name), int(unit * 0.7), bar_w, DIM)
            surface.blit(label, (x, row_y))
        return y + unit * 2

    def _footer(self, surface, unit: int) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        news = self.mouse or _("move the mouse, click, touch")
        mouse = text.fit(_("Mouse / touch: {news}").format(news=news), int(unit * 0.8),
                         width - 2 * unit, WHITE)
        surface.blit(mouse, (unit, height - unit * 4))
        back = text.render(_("Back"), int(unit * 1.1), GOLD, bold=True)
        rect = back.get_rect(bottomright=(width - unit, height - unit * 2)).inflate(unit, 6)
        pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=unit // 3)
        surface.blit(back, back.get_rect(center=rect.center))
        self.links[tuple(rect)] = self.back
        armed = self.buttons.armed(self.now_ns)
        hint = _("Let go of {control} to go back (press another to stay).").format(
            control=caps(armed[1])) if armed else _(
            "Press anything to see it light.  Back: Esc or B twice, or hold any one control "
            "2 s and let go.")
        shown = text.fit(hint, int(unit * 0.8), width - 2 * unit, GOLD if armed else DIM)
        surface.blit(shown, shown.get_rect(midbottom=(width // 2, height - unit // 2)))


def _axis(pad, axis: int) -> float:
    """An axis of a pad, -1..1 (a trigger 0..1), 0 when it cannot be read."""
    try:
        value = pad.handle.get_axis(axis)
    except (pygame.error, AttributeError, IndexError):
        return 0.0
    value = value / 32767 if isinstance(value, int) else value
    return max(-1.0, min(1.0, value))
