"""What Options → Controls lists: every device a player can see the map of and remap, as each
kind lists its own (`Kind.listed`, game/input/kinds/: each keyboard half and the one-player
keyboard; each connected gamepad by its name and family; each board's halves; the mouse and
touch), with where its own map is saved and who shares it."""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.input.actions import APP_ACTIONS
from game.input.kinds import KINDS, Kind, kind_of
from game.input.remap import Partner


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
