"""The join screen's name picker: a seated player chooses who they are with their own controls.

Choosing: previous / next step through Guest, the remembered names and "New name"; OK on
"New name" opens the letter editor. Editing (arcade initials): previous / next turn the current
letter, OK keeps it and moves on; the letters run A–Z, 0–9, space, -, then ERASE and DONE
(one step back from A), so a name is a few presses on any pad, panel or keyboard half.
"""
from game.input.device_id import DeviceKind
from game.store.profiles import NAME_LETTERS, NAME_MAX

ERASE, DONE = "⌫", "✓"
LETTERS = NAME_LETTERS + ERASE + DONE
NEW = "New name…"
# What turns the picker on each kind of device, chosen to stay clear of the join screen's own
# menu (a pad's d-pad and A/B/Start, a panel's aim buttons and slap pad, the keyboard's Enter,
# B, Backspace and Esc): keyboard halves use their aim and flip keys, pads the shoulder
# buttons and Y, panels the outer and middle card buttons. Keyboard and panel go through the
# seat's bound actions, a pad through its buttons.
BY_ACTION = {"keyboard": {"aim_left": "prev", "aim_right": "next", "flip": "ok"},
             "serial": {"slot1": "prev", "slot5": "next", "slot3": "ok"}}
PAD_BUTTONS = {"leftshoulder": "prev", "rightshoulder": "next", "y": "ok"}


def pick_action(device: str, layout, control: str) -> str | None:
    """prev / next / ok for a seated device's press, or None when it means something else."""
    if DeviceKind.PAD.owns(device):
        return PAD_BUTTONS.get(control)
    table = BY_ACTION.get("keyboard" if DeviceKind.KEYBOARD.owns(device) else "serial", {})
    return next((table[a] for a in layout.actions_for(control) if a in table), None)


class NamePicker:
    def __init__(self, names: list[str], guest: str, taken=lambda name: False):
        self.names, self.guest, self.taken = names, guest, taken
        self.index = 0                 # 0: guest, 1..: names, last: NEW
        self.typed: str | None = None  # the name being spelt (None: choosing)
        self.letter = 0

    @property
    def choices(self) -> list[str]:
        return [self.guest] + self.names + [NEW]

    @property
    def profile(self) -> str:
        """The chosen remembered name ("" for a guest or while choosing a new one)."""
        return self.choices[self.index] if 0 < self.index < len(self.choices) - 1 else ""

    def on_action(self, action: str) -> str | None:
        """Apply prev/next/ok; returns a finished new name when one was just spelt."""
        if self.typed is not None:
            return self._edit(action)
        if action in ("prev", "next"):
            self._step(-1 if action == "prev" else 1)
        elif action == "ok" and self.choices[self.index] == NEW:
            self.typed, self.letter = "", 0
        return None

    def _step(self, step: int) -> None:
        """The next choice that no other seat holds."""
        for _ in range(len(self.choices)):
            self.index = (self.index + step) % len(self.choices)
            if not self.profile or not self.taken(self.profile):
                return

    def _edit(self, action: str) -> str | None:
        if action in ("prev", "next"):
            self.letter = (self.letter + (-1 if action == "prev" else 1)) % len(LETTERS)
        elif action == "ok":
            current = LETTERS[self.letter]
            if current == DONE:
                return self._finish()
            if current == ERASE:
                self.typed = self.typed[:-1]
            elif len(self.typed) < NAME_MAX:
                self.typed += current
                self.letter = LETTERS.index(DONE) if len(self.typed) >= NAME_MAX else 0
        return None

    def _finish(self) -> str | None:
        name, self.typed = (self.typed or "").strip(), None
        if not name:
            return None
        if name.lower() not in (n.lower() for n in self.names):
            self.names.append(name)
        self.index = 1 + [n.lower() for n in self.names].index(name.lower())
        return name

    def cancel(self) -> None:
        self.typed = None

    def shown(self, tag=lambda name: "") -> str:
        """The line the seat box shows: the choice (a remembered name followed by its
        `tag(name)`, its rating), or the name being spelt with its cursor."""
        if self.typed is None:
            choice = self.choices[self.index]
            if self.profile:
                choice = f"{choice} {tag(choice)}".strip()
            return f"◂ {choice} ▸"
        return f"{self.typed}[{LETTERS[self.letter]}]"

