"""Options → Controls: pick a device (`ControlsScene`), see its map as the help screen draws it
and remap it (`ControlsDeviceScene`): all its actions in a row or one, reset it to the
defaults, pin a panel half or board to a seat; and the live input test.

Every device runs it alone: a keyboard's arrows and Enter, a pad's d-pad and A, a panel's aim
buttons and slap pad (their menu meaning comes from the bindings), the mouse by clicking.
A device's map (which devices, in words, drawn, saved) is controls_map.py; remapping one action
after another, controls_remap.py; the input test, input_test.py.
"""
import pygame

from game.i18n import N_, _
from game.input.bindings import CABINET_ACTIONS, HOLD_KEYS, MENU_KEYS
from game.input.remap import remappable
from game.ui.board_rows import row_words
from game.ui.menu import Item, Menu, draw_felt
from game.ui.palette import DIM, GOLD
from game.ui.scenes.base import MenuScene
from game.ui.scenes.controls_map import (action_name, control_label, draw_map, reset_map,
                                        save_map, shown_controls, targets)

CABINET_ONLY = (*CABINET_ACTIONS, "hold_operator")
SEATS = {0: N_("any seat (who joins first)"), 1: N_("seat 1 (left; bottom of a cocktail)"),
         2: N_("seat 2 (right; top of a cocktail)"), 3: N_("seat 3"), 4: N_("seat 4")}


class ControlsScene(MenuScene):
    """The devices to pick from, then the input test."""

    name = "controls"

    def __init__(self, ctx):
        super().__init__(ctx, Menu(_("Controls"), []), on_back=self.back)
        self.build()

    def build(self) -> None:
        found = targets(self.ctx.devices)
        items = [Item(t.label, (lambda t=t: self.ctx.flow.push("controls_device", t)),
                      help=self._help(t)) for t in found]
        refused = refused_items(self.ctx.boards.snapshot())
        under = [(max((n + 1 for n, t in enumerate(found) if t.key == board_id),
                      default=len(found)), k)             # under the board of its id
                 for k, (board_id, _item) in enumerate(refused)]
        for at, k in sorted(under, reverse=True):         # the lowest last: places hold
            items.insert(at, refused[k][1])
        if not any(t.kind == "pad" for t in found):
            items.append(Item(_("No gamepad connected (plug one in: it appears here)"),
                              self.build))
        items += [Item(_("Input test"), lambda: self.ctx.flow.push("input_test"),
                       help=_("Press anything on any device: see it light, and what it does.")),
                  Item(_("Back"), self.back)]
        selected = self.menu.selected
        self.menu = Menu(_("Controls"), items, _("Choose a device to see and change its controls"))
        self.menu.selected = min(selected, len(items) - 1)
        self.seen = self._listed()

    @staticmethod
    def _help(target) -> str:
        return target.device_kind.remap_help(target.key)

    def _listed(self) -> tuple:
        """What the list shows of the devices: which there are, and which boards are refused."""
        return (tuple((t.device, t.layout) for t in targets(self.ctx.devices)),
                tuple(b.port for b in self.ctx.boards.snapshot() if b.state == "refused"))

    def update(self, now_ns: int) -> None:
        """Pads and boards come and go: the list follows."""
        if self._listed() != self.seen:
            self.build()
            self.ctx.redraw()

    def back(self) -> None:
        self.ctx.flow.back()


def refused_items(boards) -> list[tuple[str, Item]]:
    """(its id, its row) of each board refused for another's id, listed once as the boards
    screen says it: which, why ("refused: same id as the board on …") and, as its help, what
    to do. Its buttons are the other board's: nothing of its own to change."""
    items = []
    for info in boards:
        if info.state == "refused":
            title, (why, _colour), todo = row_words(info)
            items.append((info.board_id, Item(_("{label}:  {value}").format(label=title,
                                                                            value=why),
                                              help=todo[0][0] if todo else "")))
    return items


class ControlsDeviceScene(MenuScene):
    """One device: its map drawn beside the list of its actions."""
    name = "controls_device"

    def __init__(self, ctx, target):
        target = next((t for t in targets(ctx.devices) if t.section == target.section and
                       t.device == target.device), target)     # its label in today's language
        super().__init__(ctx, Menu(target.label, []), on_back=self.back)
        self.target = target
        self.offset = (0, 0)
        self.bindings = None
        self.build()

    def build(self) -> None:
        self.bindings = bindings = self.ctx.devices.bindings
        layout = self.target.layout_of(bindings)
        items = []
        if self.target.remappable:
            actions = self.actions(layout)
            items.append(Item(_("Remap all, one after another"), lambda: self.remap(
                actions), help=_("Each action in turn; hold any button 2 s to skip one.")))
            items += [self._action_item(layout, a) for a in actions + [
                m for m in MENU_KEYS if layout.controls(m)]]
            items += [Item(_("{action}:  {controls}").format(
                action=action_name(h), controls=shown_controls(layout.controls(h), self.target)),
                (lambda h=h: self.remap([h])), help=_("Held together. Confirm, then press the "
                                                      "new ones together and let go"))
                for h in self._shown(HOLD_KEYS) if layout.controls(h)]
            if self.target.kind == "serial":
                items.append(self._seat_item(layout))
            items.append(Item(_("Reset to the defaults"), self.reset,
                              help=_("Forgets your changes to this device")))
        items += [Item(_("Input test"), lambda: self.ctx.flow.push("input_test")),
                  Item(_("Back"), self.back)]
        selected = self.menu.selected
        self.menu = Menu(_("Its controls"), items)
        self.menu.selected = min(selected, len(items) - 1)

    def actions(self, layout) -> list[str]:
        """The actions to remap (a coin and the service switch only on a cabinet)."""
        return self._shown(remappable(layout))

    def _shown(self, actions) -> list:
        """The actions listed: a coin, the service switch and the operator menu only on a
        cabinet (at home they mean nothing to a player)."""
        cabinet = self.ctx.cabinet.enabled
        return [a for a in actions if cabinet or a not in CABINET_ONLY]

    def _action_item(self, layout, action: str) -> Item:
        return Item(_("{action}:  {controls}").format(
            action=action_name(action),
            controls=shown_controls(layout.controls(action), self.target)),
            lambda: self.remap([action]), help=_("Confirm, then press its new control"))

    def _seat_item(self, layout) -> Item:
        values = [0, 1, 2]

        def pin(seat):
            save_map(self.ctx, self.target, {"seat": seat or None})
        return Item(_("Plays at"), values=values, index=values.index(layout.seat)
                    if layout.seat in values else 0, on_change=pin,
                    show=lambda seat: _(SEATS[seat]),
                    help=_("A seat for this half: player 1's buttons are seat 1 whoever joins "
                           "first"))

    def remap(self, actions) -> None:
        self.ctx.flow.push("remap", self.target, actions)

    def reset(self) -> None:
        reset_map(self.ctx, self.target)
        self.build()

    def back(self) -> None:
        self.ctx.flow.back()

    # -- drawing: the map on the left (or top), the list on the right (or below) ----------------
    def areas(self, size):
        width, height = size
        if width >= height * 1.2:
            split = int(width * 0.56)
            return pygame.Rect(0, 0, split, height), pygame.Rect(split, 0, width - split, height)
        split = int(height * 0.42)
        return pygame.Rect(0, 0, width, split), pygame.Rect(0, split, width, height - split)

    def draw(self, surface, now_s: float) -> None:
        if self.bindings is not self.ctx.devices.bindings:
            self.build()                      # saved meanwhile (a remap, a reset)
        draw_felt(surface)
        picture, listing = self.areas(surface.get_size())
        unit = max(12, min(surface.get_width() // 48, surface.get_height() // 30))
        heading = self.ctx.text.fit(self.target.label, int(unit * 1.6), picture.width - 2 * unit,
                                    GOLD, bold=True)
        surface.blit(heading, (unit, unit))
        margin = pygame.Rect(unit, unit * 2 + heading.get_height(), picture.width - 2 * unit,
                             picture.height - heading.get_height() - unit * 4)
        draw_map(surface, self.ctx.text, margin, self.target, self.bindings, unit)
        kept = self.target.device_kind.remap_help(self.target.key) if self.target.remappable \
            else ""
        where = self.ctx.text.fit(kept or _("Your changes are kept for next time"),
                                  int(unit * 0.7), picture.width - 2 * unit, DIM)
        self.said = pygame.Rect(unit, 0, picture.width - 2 * unit, unit * 3 // 2)
        self.said.bottom = surface.blit(where, where.get_rect(
            bottomleft=(unit, picture.bottom - unit // 2))).top - unit // 4
        self.offset = listing.topleft
        self.menu.draw(surface.subsurface(listing), self.ctx.text, hint=self.hint())

    def message_area(self):
        """"Saved: …" and the reset's words under the map, clear of the list's key hints."""
        return getattr(self, "said", None)

    def hint(self) -> str:
        """How to choose and go back, with the buttons named as on this device."""
        return self.target.device_kind.menu_hint(lambda c: control_label(self.target, c))

    def on_mouse(self, pos, clicked: bool) -> None:
        super().on_mouse((pos[0] - self.offset[0], pos[1] - self.offset[1]), clicked)
