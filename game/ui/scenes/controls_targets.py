"""What Options → Controls lists: every device a player can see the map of and remap (each
keyboard half and the one-player keyboard; each connected gamepad by its name and family; each
board's halves; the mouse and touch), with where its own map is saved and who shares it."""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, _
from game.input.actions import APP_ACTIONS
from game.input.device_id import DeviceKind
from game.input.pad_family import FAMILY_NAMES, OTHER, family_of
from game.input.remap import Partner

WHO = {"keyboard_left": N_("the left player"), "keyboard_right": N_("the right player"),
       "arcade": N_("player 1"), "arcade_p2": N_("player 2")}
# The default layouts' labels (input/default_bindings.toml), said in the player's language
# wherever a label is shown as `_(label)`; a label a player wrote in bindings.toml stays as written.
LABELS = (N_("Keyboard, left player"), N_("Keyboard, right player"),
          N_("Keyboard, one player (both hands)"), N_("Gamepad"), N_("Arcade panel, player 1"),
          N_("Arcade panel, player 2"), N_("Mouse or touch"), N_("Touch"))


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
    def kind(self) -> str:
        kind = DeviceKind.of(self.device)
        return kind.value if kind else ""

    @property
    def remappable(self) -> bool:
        """The mouse and touch play by pointing at the table: nothing to press for an action."""
        return self.kind in ("keyboard", "pad", "serial")

    def layout_of(self, bindings):
        return bindings.layout(self.layout, self.key)

    def partners(self, bindings) -> list[Partner]:
        """The other layouts of this device played at the same time by someone else."""
        mine = bindings[self.layout]
        out = []
        for name, other in bindings.layouts.items():
            if "@" in name or name == self.layout or other.device != mine.device:
                continue
            if _game_controls(bindings.layout(name)) & _game_controls(mine) or \
                    name not in WHO or self.layout not in WHO:
                continue
            out.append(Partner(bindings.layout(name, self.key), _(WHO[name]),
                               keys=mine.device == "keyboard"))
        return out


def _game_controls(layout) -> set:
    return {c for a, bound in layout.actions.items() if a not in APP_ACTIONS for c in bound}


def targets(hub) -> list[Target]:
    """Every device to list, keyboards first, then pads, boards, the mouse."""
    bindings = hub.bindings
    found = [Target(_(bindings[n].label) if bindings[n].label else n, "keyboard", n)
             for n in ("keyboard_left", "keyboard_right", "keyboard_solo")
             if n in bindings.layouts]
    pads = hub.gamepads.pads.values() if hub.gamepads else ()
    for pad in sorted(pads, key=lambda p: p.device):
        family = getattr(pad, "family", "") or family_of(pad.name)
        shown = _("Gamepad: {name} ({family})").format(name=pad.name, family=FAMILY_NAMES[family]) \
            if family != OTHER else _("Gamepad: {name} (gamepad)").format(name=pad.name)
        found.append(Target(shown, pad.device, "gamepad", pad.guid, family))
    for board in hub.boards.snapshot():
        if not getattr(board, "board_id", ""):
            continue
        device = f"serial:{board.board_id}"
        for name in ("arcade", "arcade_p2"):
            if name in bindings.layouts:
                found.append(Target(_("Board {board}, {player}").format(
                    board=board.board_id, player=_(WHO[name])), device, name, board.board_id))
    found.append(Target(_("Mouse and touch"), "mouse", "mouse"))
    return found
