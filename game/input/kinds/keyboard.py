"""The keyboard: one per machine, played by up to three layouts (the left and right player's
halves, one player with both hands). Its controls are pygame's key names; a key is named as
printed on it ("A", "←", "Right Shift")."""
from __future__ import annotations

import os

from game.i18n import N_, _, pgettext
from game.input.kinds.kind import Kind, Listed, Present
from game.marked import Shown
from game.nobreak import unbroken

KEYS = Shown({"left": "←", "right": "→", "up": "↑", "down": "↓", "space": N_("Space"),
              "return": N_("Enter"), "enter": N_("Keypad Enter"), "escape": N_("Esc"),
              "backspace": N_("Backspace"),
              "tab": N_("Tab"), "right shift": N_("Right Shift"),
              "left shift": N_("Left Shift"), "right ctrl": N_("Right Ctrl"),
              "left ctrl": N_("Left Ctrl"), "right alt": N_("Right Alt"),
              "left alt": N_("Left Alt")})
# How the tutorial's sentences call a key ("press the Down arrow").
SPOKEN = {"space": N_("Space"), "down": N_("Down arrow"), "up": N_("Up arrow"),
          "left": N_("Left arrow"), "right": N_("Right arrow"), "escape": N_("Esc"),
          "tab": N_("Tab"), "return": N_("Enter"), "right shift": N_("Right Shift"),
          "right ctrl": N_("Right Ctrl")}
MENU = {"up": ("up", "w"), "down": ("down", "s"), "left": ("left", "a"),
        "right": ("right", "d"), "confirm": ("return", "enter", "space"),
        "back": ("escape", "backspace"), "help": ("f1",)}
LISTED = ("keyboard_left", "keyboard_right", "keyboard_solo")     # Options → Controls
JOIN_SKIPS = ("return", "escape", "backspace", "b", "f1", "f2", "f11", "f12", "f9")  # menu keys


def key_name(key: str) -> str:
    """A pygame key name as printed on the key: "a" → "A", "right shift" → "Right Shift"."""
    if key in KEYS:
        return KEYS[key]
    return key.upper() if len(key) == 1 else key.title()


def caps(control: str) -> str:
    """A key (or any control) in capitals as printed on it: "Esc", "←", "A", "B5", "SLAP"."""
    return KEYS[control] if control in KEYS else control.upper()


def pygame_key_name(name: str) -> str | None:
    """pygame's own name for key `name` ("Keypad 1" → "[1]"), None when there is no such key."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import warnings
    import pygame.key
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return pygame.key.name(pygame.key.key_code(name)) or None
        except ValueError:
            return None


class Keyboard(Kind):
    name = "keyboard"
    single = True
    remapped = True
    matrix = True
    picture = "keyboard"
    players = {"keyboard_left": N_("the left player"), "keyboard_right": N_("the right player")}
    picker_actions = {"aim_left": "prev", "aim_right": "next", "flip": "ok"}
    solo_layout = "keyboard_solo"        # one player at the keyboard: both hands, Space calls
    pause_control = "escape"

    def control(self, control):
        return pygame_key_name(control)

    def menu(self, actions):
        return dict(MENU)

    def words(self, control, family=""):
        return key_name(control)

    def label(self, control, family=""):
        return key_name(control)

    def cap(self, control, family=""):
        return caps(control)

    def spoken(self, control):
        return _(SPOKEN[control]) if control in SPOKEN else super().spoken(control)

    def note(self, local):
        return pgettext("device", "keyboard")

    def pin_digit(self, control):
        """Keys 1..8, on the number row or the keypad ("[8]")."""
        name = control.strip("[]")
        return int(name) if name in "12345678" and len(name) == 1 else None

    def listed(self, hub):
        bindings = hub.bindings
        return [Listed(_(bindings[n].label) if bindings[n].label else n, self.name, n)
                for n in LISTED if n in bindings.layouts]

    def join_ways(self, present: Present):
        """Each free keyboard layout and the keys that would seat it (as the hub suggests one:
        the first free layout binding the key, sharing no key with a seated one)."""
        hub = present.hub
        if hub.keyboard is None:
            return []
        held = [s.layout for s in hub.seats.values() if s.device == self.name]
        free = [p for p in hub.bindings.for_device(self.name)
                if p not in held and not any(_shares(p, h) for h in held)]
        ways, claimed = [], set()
        for layout in free:
            keys = [k for k in _joining_keys(layout) if k not in claimed]
            claimed.update(_joining_keys(layout))
            if keys:
                names = unbroken(" ".join(key_name(k) for k in keys))
                # TRANSLATORS: "Keyboard, left player: any of A S D F G".
                ways.append(_("{layout}: any of {keys}").format(
                    layout=present.label(layout.label) if layout.label else layout.name,
                    keys=names))
        return ways

    def help_hint(self, family=""):
        return _("Esc, Enter or F1: back    Left/Right: next device    F11: fullscreen    "
                 "F2: sound on/off")


def _joining_keys(layout) -> list[str]:
    """The layout's card keys (all its keys when it has none) that are no menu key."""
    cards = [c for a in ("slot1", "slot2", "slot3", "slot4", "slot5")
             for c in layout.actions.get(a, ())]
    every = cards or [c for cs in layout.actions.values() for c in cs]
    return list(dict.fromkeys(c for c in every if c not in JOIN_SKIPS))


def _shares(one, other) -> bool:
    mine = {c for cs in one.actions.values() for c in cs if c not in JOIN_SKIPS}
    return bool(mine & {c for cs in other.actions.values() for c in cs})


KIND = Keyboard()
