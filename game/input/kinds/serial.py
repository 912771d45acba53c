"""A serial board (an arcade panel, hardware/): one device per board id, two panel halves
(layouts `arcade`, `arcade_p2`). Its controls are b0..b31 and the slap pads; a button is named
by its place ("card button 1", "the left aim button", "the slap pad"). It has no Esc: its menus
follow its game buttons and it goes back by holding both aim buttons."""
from __future__ import annotations

from game.i18n import N_, _, pgettext
from game.input.kinds.kind import Kind, Listed, Present
from game.input.menu_bindings import gestures_from
from game.nobreak import unbroken

CONTROLS = frozenset([f"b{k}" for k in range(32)] + ["slap", "slap2", "slap3", "slap4",
                                                    "coin", "coin2"])
# A panel's menu action → the game action whose buttons it takes.
MENU = {"up": "aim_left", "down": "aim_right", "left": "slot2", "right": "slot4",
        "confirm": "hit"}
PIN_DIGITS = {**{f"b{k}": k % 8 + 1 for k in range(16)}, "slap": 8, "slap2": 8}
AIM_BUTTONS = (N_("the left aim button"), N_("the right aim button"), N_("button 8"))
# The tutorial's instruction for a control whose verb is not "press" ("hit the slap pad").
PRESSES = {"slap": N_("hit the slap pad"), "slap2": N_("hit the slap pad"),
           "b5": N_("press the left pile button"), "b6": N_("press the right pile button"),
           "b13": N_("press the left pile button"), "b14": N_("press the right pile button")}


def panel_name(control: str) -> str:
    """A panel's control by its place: "b0" → "card button 1", "slap" → "the slap pad"."""
    if control.startswith("slap"):
        return _("the slap pad")
    number = int(control[1:]) % 8 if control[1:].isdigit() else 0
    return _("card button {n}").format(n=number + 1) if number < 5 else \
        _(AIM_BUTTONS[number - 5])


def pad_word(control: str) -> str:
    """A board's slap pad as its operator reads it: "slap" → "slap pad", "slap2" → "slap pad 2"
    (the settings and the protocol keep the control's own name)."""
    number = control[len("slap"):]
    if not control.startswith("slap") or (number and not number.isdigit()):
        return control
    return _("slap pad {n}").format(n=number) if number else _("slap pad")


def panel_cap(control: str) -> str:
    """A panel button's short mark: "1"-"5", "◀", "▶", "8", the slap pad's word."""
    if control.startswith("slap"):
        return pgettext("slap pad", "SLAP")
    place = _place(control) if control in CONTROLS and control.startswith("b") else None
    if place is None:
        return _("coin") if control.startswith("coin") else control
    return ("1", "2", "3", "4", "5", "◀", "▶", "8")[place]


def _place(control: str) -> int | None:
    """A panel button's place, 0-7 (as panel_name counts), None: the slap pad."""
    if control.startswith("slap"):
        return None
    return int(control[1:]) % 8 if control[1:].isdigit() else 0


class Serial(Kind):
    name = "serial"
    remapped = True
    picture = "panel"
    players = {"arcade": N_("player 1"), "arcade_p2": N_("player 2")}
    picker_actions = {"slot1": "prev", "slot5": "next", "slot3": "ok"}

    def control(self, control):
        return control if control in CONTROLS else None

    def menu(self, actions):
        return {menu: actions[game] for menu, game in MENU.items() if actions.get(game)}

    def gestures(self, actions):
        """Both aim buttons held: back; with the slap pad too: the operator menu."""
        aims = [actions.get(a, ())[:1] for a in ("aim_left", "aim_right")]
        hit = actions.get("hit", ())[:1]
        if not all(aims) or not hit:
            return ()
        both = aims[0] + aims[1]
        return gestures_from(self.name, both, both + hit)

    def words(self, control, family=""):
        return panel_name(control)

    def label(self, control, family=""):
        """A panel button as its picture marks it: card buttons 1-5, the aim buttons as arrows,
        the slap pad "SLAP" as the table's pad says it; never the board's pin ("B0", "SLAP2")."""
        return panel_cap(control)

    def cap(self, control, family=""):
        return panel_name(control) if control in CONTROLS else control

    def grouped(self, controls):
        """"card buttons 1 2 3 4 5", "the aim buttons" ("": not several buttons of one sort).
        Decided from the controls, not from their names' words."""
        if len(controls) < 2:
            return ""
        places = [_place(c) for c in controls]
        if all(n is not None and n < 5 for n in places):
            return _("card buttons {numbers}").format(
                numbers=unbroken(" ".join(str(n + 1) for n in places)))
        if all(n in (5, 6) for n in places):
            return _("the aim buttons")
        return ""

    def spoken(self, control):
        number = control[1:]
        if control.startswith("b") and number.isdigit():
            return _("card button {n}").format(n=int(number) % 8 + 1)
        return _("the slap pad") if control.startswith("slap") else control

    def press(self, control):
        return _(PRESSES[control]) if control in PRESSES else super().press(control)

    def pause_words(self):
        return _("both pile buttons held")

    def note(self, local):
        return pgettext("device", "board {name}").format(name=local)

    def map_key(self, device, guid):
        return self.local_id(device)

    def pin_digit(self, control):
        return PIN_DIGITS.get(control)

    def listed(self, hub):
        bindings, found, seen = hub.bindings, [], set()
        for board in hub.boards.snapshot():        # a refused board's id is another's: once
            if not getattr(board, "board_id", "") or board.state == "refused" or \
                    board.board_id in seen:
                continue
            seen.add(board.board_id)
            for name in self.players:
                if name in bindings.layouts:
                    found.append(Listed(_("Board {board}, {player}").format(
                        board=board.board_id, player=_(self.players[name])),
                        self.prefix + board.board_id, name, board.board_id))
        return found

    def remap_help(self, key):
        return _("Kept for board {board}: wire its buttons in any order, then remap.").format(
            board=key)

    def menu_hint(self, cap):
        return _("Aims: choose   slap: select   both aims held: back")

    def join_ways(self, present: Present):
        layouts = present.hub.bindings.layouts.values()
        if present.boards and any(p.device == self.name for p in layouts):
            return [_("Arcade panel: any button")]
        return []


KIND = Serial()
