"""What a layout's controls mean on the menus, and its held gestures, from its bindings (pure).

Every bindings layout carries a `menu` (menu action → controls) and `gestures` (held
combinations). Their defaults per device kind: a keyboard's and a pad's menu keys are their
own; an arcade panel's come from its game bindings (the aim buttons move up and down, card
buttons 2 and 4 change a choice, the slap pad confirms), and so do its gestures (both aim
buttons held 1 s: back, pause at the table; + the slap pad 3 s: the operator menu). A pad's
Back + Start held 3 s open the operator menu. A rebinding of the panel reaches the menus.
"""
from __future__ import annotations

from dataclasses import dataclass

MENU_ACTIONS = ("up", "down", "left", "right", "confirm", "back", "help")
BACK_S = 1.0
OPERATOR_S = 3.0
KEYBOARD_MENU = {"up": ("up", "w"), "down": ("down", "s"), "left": ("left", "a"),
                 "right": ("right", "d"), "confirm": ("return", "enter", "space"),
                 "back": ("escape", "backspace"), "help": ("f1",)}
PAD_MENU = {"up": ("dpup", "stickup"), "down": ("dpdown", "stickdown"),
            "left": ("dpleft", "stickleft"), "right": ("dpright", "stickright"),
            "confirm": ("a", "start"), "back": ("b", "back"), "help": ("guide",)}
# A panel's menu action → the game action whose buttons it takes.
PANEL_MENU = {"up": "aim_left", "down": "aim_right", "left": "slot2", "right": "slot4",
              "confirm": "hit"}
PAD_OPERATOR = ("back", "start")


@dataclass(frozen=True)
class Combo:
    """Controls of one device held together for `seconds` mean `action` ("back", "operator")."""
    kind: str                  # device kind: "serial", "pad"
    controls: frozenset
    seconds: float
    action: str
    unless: str = ""           # not while this control is also held (it is a longer combo)


def default_menu(kind: str, actions: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """The menu of a layout of device `kind` with these game bindings."""
    if kind == "keyboard":
        return dict(KEYBOARD_MENU)
    if kind == "pad":
        return dict(PAD_MENU)
    if kind == "serial":
        return {menu: actions[game] for menu, game in PANEL_MENU.items() if actions.get(game)}
    return {}


def default_gestures(kind: str, actions: dict[str, tuple[str, ...]]) -> tuple[Combo, ...]:
    """The held gestures of a layout of device `kind` with these game bindings."""
    if kind == "pad":
        return gestures_from(kind, (), PAD_OPERATOR)
    aims = [actions.get(a, ())[:1] for a in ("aim_left", "aim_right")]
    hit = actions.get("hit", ())[:1]
    if kind != "serial" or not all(aims) or not hit:
        return ()
    both = aims[0] + aims[1]
    return gestures_from(kind, both, both + hit)


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
