"""A device's map as the Controls screens show and change it: which devices there are
(`targets`, as each kind lists its own: `Kind.listed`, game/input/kinds/: each keyboard half and
the one-player keyboard; each connected gamepad by its name and family; each board's halves;
the mouse and touch), where each one's own map is saved and who shares it (`Target`); its
actions and controls in words, and its map drawn as the help screen draws it (ui/devices);
saved into bindings.toml (a line-preserving, atomic edit: input/bindings_file.py), after which
the hub takes the new bindings so the menus, held gestures and seats follow at once. A problem
is said on screen in words."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _
from game.input.actions import APP_ACTIONS
from game.input.bindings import load_bindings, user_bindings_path
from game.input.bindings_file import reset_table, save_entries
from game.input.kinds import KINDS, Kind, kind_of
from game.input.pad_family import ARROWS
from game.input.remap import Partner
from game.later import shown
from game.ui.control_names import caps
from game.ui.devices import picture_of
from game.ui.devices.parts import WORDS, summary
from game.ui.palette import DIM, WHITE
from game.ui.text import wrap


# -- which devices ------------------------------------------------------------------------
@dataclass(frozen=True)
class Target:
    """One device's one layout, as Controls shows it."""
    label: str
    device: str
    layout: str
    key: str = ""                    # its own map's key: a pad's GUID, a board's id
    family: str = ""                 # a pad's family (pad_family.py: "xbox"…), "" not a pad

    @property
    def section(self) -> str:
        """The bindings.toml table it is saved in."""
        return f"{self.layout}@{self.key}" if self.key else self.layout

    @property
    def device_kind(self) -> Kind:
        """Its device's kind (a plain one when its id names none)."""
        return kind_of(self.device) or Kind()

    @property
    def kind(self) -> str:
        return self.device_kind.name

    @property
    def remappable(self) -> bool:
        """The mouse and touch play by pointing at the table: nothing to press for an action."""
        return self.device_kind.remapped

    def layout_of(self, bindings):
        return bindings.layout(self.layout, self.key)

    def partners(self, bindings) -> list[Partner]:
        """The other layouts of this device played at the same time by someone else."""
        mine = bindings[self.layout]
        who = self.device_kind.players
        out = []
        for name, other in bindings.layouts.items():
            if "@" in name or name == self.layout or other.device != mine.device:
                continue
            if _game_controls(bindings.layout(name)) & _game_controls(mine) or \
                    name not in who or self.layout not in who:
                continue
            out.append(Partner(bindings.layout(name, self.key), _(who[name]),
                               keys=self.device_kind.matrix))
        return out


def _game_controls(layout) -> set:
    return {c for a, bound in layout.actions.items() if a not in APP_ACTIONS for c in bound}


def targets(hub) -> list[Target]:
    """Every device to list, each kind's in the registry's order (keyboards first, then pads,
    boards, the mouse)."""
    return [Target(*listed) for kind in KINDS.values() for listed in kind.listed(hub)]


# -- in words and drawn -------------------------------------------------------------------
NAMES = {**WORDS, "slap": N_("slap / \"Speed!\""), "aim1": N_("aim at pile 1"),
         "aim2": N_("aim at pile 2"), "aim3": N_("aim at pile 3"), "aim4": N_("aim at pile 4"),
         "menu_up": N_("menu up"), "menu_down": N_("menu down"), "menu_left": N_("menu left"),
         "menu_right": N_("menu right"), "menu_confirm": N_("menu confirm"),
         "menu_back": N_("menu back"), "menu_help": N_("help"),
         "hold_back": N_("back (held 1 s)"), "hold_operator": N_("open the operator menu (hold 3 s)"),
         "coin": N_("coin"), "service": N_("service")}


def action_name(action: str) -> str:
    """An action in the player's words ("card 1", "menu up")."""
    return _(NAMES[action]) if action in NAMES else action.replace("_", " ")


def control_label(target, control: str) -> str:
    """A control as printed on the device: "✕" on a PlayStation pad, "B5" on a board."""
    return target.device_kind.cap(control, target.family)


def control_words(target, control: str) -> str:
    """A control in words for a sentence: "✕ button", "Left bumper", "B5", "SPACE"."""
    kind = target.device_kind
    return kind.label_words(control, target.family, kind.cap(control, target.family))


def shown_controls(controls, target=None) -> str:
    """Controls as the list beside the map says them: "A / Menu", a direction in words
    ("D-pad left / Stick left", never "◀ / L◀")."""
    return " / ".join(caps(c) if target is None else control_words(target, c)
                      if c in ARROWS else control_label(target, c)
                      for c in controls) or "—"


def draw_lines(surface, text, lines, size: int, x: int, y: int, colour=WHITE,
               centre: bool = False) -> int:
    """Lines one under the other from (x, y) (centred on x when `centre`); the y below."""
    for line in lines:
        shown = text.render(line, size, colour)
        surface.blit(shown, shown.get_rect(midtop=(x, y)) if centre else (x, y))
        y += shown.get_height() + 2
    return y


def draw_map(surface, text, rect: pygame.Rect, target, bindings, unit: int) -> None:
    """The device's map as the help screen draws it (a kind with no picture, the mouse: its
    bindings in words)."""
    layout = target.layout_of(bindings)
    partners = [p.layout for p in target.partners(bindings)]
    picture = picture_of(target.device_kind)
    if picture is not None:
        picture.draw_map(surface, text, rect, [layout] + partners, unit, target.family)
    else:
        about = target.device_kind.about
        lines = ([_(about)] if about else []) + summary(layout)
        y = rect.top
        for line in lines:
            y = draw_lines(surface, text, wrap(text.font(int(unit * 0.9)), line, rect.width),
                           int(unit * 0.9), rect.left, y, DIM if y > rect.top else WHITE)


# -- saved ---------------------------------------------------------------------------------
def _apply(ctx, change, done: str) -> bool:
    path = user_bindings_path()
    try:
        change(path)
    except OSError as error:
        ctx.say(_("Could not save your controls in {path}: {error}").format(
            path=path, error=error.strerror or error), 8.0)
        return False
    bindings = load_bindings(path)
    ctx.devices.rebind(bindings)
    ctx.say(shown(bindings.errors[0]) if bindings.errors else done,
            6.0 if bindings.errors else 3.0)
    return True


def save_map(ctx, target, entries: dict) -> bool:
    """Write `entries` (action → controls; None: back to the default) for `target`."""
    if not entries:
        return True
    return _apply(ctx, lambda path: save_entries(path, target.section, entries),
                  _("Saved: {device}").format(device=target.label))


def reset_map(ctx, target) -> bool:
    """Drop the target's own map: its defaults again."""
    return _apply(ctx, lambda path: reset_table(path, target.section),
                  _("{device}: back to the default controls").format(device=target.label))
