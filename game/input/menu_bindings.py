"""What a layout's controls mean on the menus, and its held gestures (pure): the menu actions,
a held combination (`Combo`), the gestures "back" and "operator" from their controls, and a
menu looked up by control.

Every bindings layout carries a `menu` (menu action → controls) and `gestures` (held
combinations). Their defaults are each device kind's (game/input/kinds/: `Kind.menu`,
`Kind.gestures`): a keyboard's and a pad's menu keys are their own; an arcade panel's come
from its game bindings (the aim buttons move up and down, card buttons 2 and 4 change a
choice, the slap pad confirms), and so do its gestures (both aim buttons held 1 s: back, pause
at the table; + the slap pad 3 s: the operator menu). A pad's Back + Start held 3 s open the
operator menu. A rebinding of the panel reaches the menus.
"""
from __future__ import annotations

from dataclasses import dataclass

MENU_ACTIONS = ("up", "down", "left", "right", "confirm", "back", "help")
BACK_S = 1.0
OPERATOR_S = 3.0


@dataclass(frozen=True)
class Combo:
    """Controls of one device held together for `seconds` mean `action` ("back", "operator")."""
    kind: str                  # device kind: "serial", "pad"
    controls: frozenset
    seconds: float
    action: str
    unless: str = ""           # not while this control is also held (it is a longer combo)


def gestures_from(kind: str, back, operator) -> tuple[Combo, ...]:
    """The gestures "back" (controls `back` held BACK_S) and "operator" (`operator` held
    OPERATOR_S); while a longer combination that holds the back one is under way (its
    first extra control is held too), "back" waits."""
    back, operator = frozenset(back), frozenset(operator)
    longer = sorted(operator - back) if back and back < operator else []
    combos = []
    if back:
        combos.append(Combo(kind, back, BACK_S, "back", unless=longer[0] if longer else ""))
    if operator:
        combos.append(Combo(kind, operator, OPERATOR_S, "operator"))
    return tuple(combos)


def menu_by_control(menu: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """control → its menu action (the first one it is bound to)."""
    found: dict[str, str] = {}
    for action, controls in menu.items():
        for control in controls:
            found.setdefault(control, action)
    return found
