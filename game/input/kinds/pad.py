"""A gamepad (any SDL game controller): one device per pad, its buttons by SDL's names and
each named as that family of pad prints it (input/pad_family.py owns those names)."""
from __future__ import annotations

import re

from game.i18n import N_, _, pgettext
from game.input import pad_family as families
from game.input.kinds.kind import Kind, Listed, Present
from game.input.menu_bindings import gestures_from

BUTTONS = frozenset(
    "a b x y back guide start leftstick rightstick leftshoulder rightshoulder dpup dpdown "
    "dpleft dpright misc1 paddle1 paddle2 paddle3 paddle4 touchpad "
    "lefttrigger righttrigger stickleft stickright stickup stickdown".split())
MENU = {"up": ("dpup", "stickup"), "down": ("dpdown", "stickdown"),
        "left": ("dpleft", "stickleft"), "right": ("dpright", "stickright"),
        "confirm": ("a", "start"), "back": ("b", "back"), "help": ("guide",)}
OPERATOR = ("back", "start")                 # held 3 s: the operator menu
# How the tutorial's sentences call a button ("press LB"): as printed on it (never translated:
# "Start" is not the join screen's "Start", "Back" not the menus' "Back"), the d-pad in words.
PRINTED = {"a": "A", "b": "B", "x": "X", "y": "Y", "start": "Start", "back": "Back",
           "leftshoulder": "LB", "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT"}
SPOKEN = {"dpleft": N_("d-pad left"), "dpright": N_("d-pad right"), "dpup": N_("d-pad up"),
          "dpdown": N_("d-pad down")}
PIN_DIGITS = ("a", "b", "x", "y", "leftshoulder", "rightshoulder", "lefttrigger", "righttrigger")
FAMILY_PADS = {families.XBOX: N_("Xbox pad"), families.PLAYSTATION: N_("PlayStation pad"),
               families.NINTENDO: N_("Nintendo pad"), families.OTHER: N_("Gamepad")}


def pad_name(button: str, family: str = families.XBOX) -> str:
    """An SDL pad button as a pad of `family` labels it ("leftshoulder" → "LB" / "L1"), a
    direction in words ("D-pad left")."""
    if button in families.DIRECTIONS:
        return families.button_words(family, button)
    return families.button_label(family, button)


class Pad(Kind):
    name = "pad"
    remapped = True
    spelled_out = True
    picture = "pad"
    picker_buttons = {"leftshoulder": "prev", "rightshoulder": "next", "y": "ok"}
    pause_control = "start"

    def control(self, control):
        known = control in BUTTONS or re.fullmatch(r"button\d{1,2}", control)
        return control if known else None

    def menu(self, actions):
        return dict(MENU)

    def gestures(self, actions):
        return gestures_from(self.name, (), OPERATOR)

    def words(self, control, family=families.XBOX):
        return pad_name(control, family)

    def label(self, control, family=""):
        return families.button_label(family or families.OTHER, control)

    def cap(self, control, family=""):
        return families.button_label(family, control)

    def label_words(self, control, family, label):
        return families.button_words(family or families.OTHER, control)

    def spoken(self, control):
        if control in PRINTED:
            return PRINTED[control]
        return _(SPOKEN[control]) if control in SPOKEN else control.upper()

    def note(self, local):
        return pgettext("device", "pad {n}").format(n=int(local) + 1 if local.isdigit() else local)

    def map_key(self, device, guid):
        return guid(device)

    def pin_digit(self, control):
        return PIN_DIGITS.index(control) + 1 if control in PIN_DIGITS else None

    def listed(self, hub):
        found = []
        pads = hub.gamepads.pads.values() if hub.gamepads else ()
        for pad in sorted(pads, key=lambda p: p.device):
            family = getattr(pad, "family", "") or families.family_of(pad.name)
            shown = _("Gamepad: {name} ({family})").format(
                name=pad.name, family=families.FAMILY_NAMES[family]) \
                if family != families.OTHER else \
                _("Gamepad: {name} (gamepad)").format(name=pad.name)
            found.append(Listed(shown, pad.device, "gamepad", pad.guid, family))
        return found

    def remap_help(self, key):
        return _("Your changes are kept for every pad of this model.")

    def help_hint(self, family=""):
        return _("{back} or {ok}: back    D-pad: next device").format(
            back=self.cap("b", family), ok=self.cap("a", family))

    def menu_hint(self, cap):
        yes, no = cap("a"), cap("b")
        return _("Up/Down choose   {yes}: select   {no}: back").format(yes=yes, no=no)

    def join_ways(self, present: Present):
        """"Xbox pad: press A", once for each family of pad not seated."""
        free = sorted({family for device, family in present.pads.items()
                       if device not in present.held})
        return [_("{pad}: press {button}").format(pad=_(FAMILY_PADS.get(f, N_("Gamepad"))),
                                                   button=self.words("a", f))
                for f in free]


KIND = Pad()
