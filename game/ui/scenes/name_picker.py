"""The join screen's name picker: a seated player chooses who they are with their own controls.

Choosing: previous / next step through Guest, the remembered names (as the player's language
sorts them) and "New name"; OK on "New name" opens the editor.
Spelling on a wheel (pads, panels, the mouse; arcade initials): previous / next turn the
current letter, OK keeps it and moves on; the wheel (game/alphabet.py) runs A–Z, 0–9, space,
-, the accented letters (the player's language's own nearest A), then ERASE and DONE (one
step back from A), so a name is a few presses on any pad, panel or keyboard half. Each word
starts with a capital, the rest are small: "Søren", "João".
Typing (a keyboard seat): the keyboard types the name through SDL's text input (`type_text`:
any layout, dead keys), Enter keeps it, Backspace erases, Esc goes back to choosing. While a
keyboard seat types (`NameTyping`, the join scene's part), SDL's text input is on and the
keyboard only types: the letters come as text (TEXTINPUT, in the keyboard's own layout, dead
keys too); no key joins a seat, adds a computer, frees a seat or starts the match meanwhile
(pads, panels and the mouse go on as usual).
"""
import unicodedata

from game.alphabet import PICKER_MARKS, cased, wheel
from game.collation import fold, sorted_names
from game.i18n import N_, _, current
from game.input.device_id import DeviceKind
from game.store.profiles import NAME_MAX, as_typed, name_char, too_long
from game.ui.text_input import drawable, text_input

ERASE, DONE = "⌫", "✓"
NEW = N_("New name…")
TYPING_HINT = N_("Type your name: Enter keeps it, Backspace erases, Esc goes back")
REFUSED = N_("“{char}” cannot be in a name")
# What turns the picker on each kind of device, chosen to stay clear of the join screen's own
# menu (a pad's d-pad and A/B/Start, a panel's aim buttons and slap pad, the keyboard's Enter,
# B, Backspace and Esc): keyboard halves use their aim and flip keys, pads the shoulder
# buttons and Y, panels the outer and middle card buttons. Keyboard and panel go through the
# seat's bound actions, a pad through its buttons (each kind's `picker_actions` and
# `picker_buttons`, game/input/kinds/). While a name is typed, the keyboard's
# Enter, Backspace and Esc act on it (TYPING_KEYS) and every other key only types.
TYPING_KEYS = {"return": "done", "enter": "done", "backspace": "erase", "escape": "cancel"}


def letters() -> str:
    """The wheel in the player's language, with ERASE and DONE one and two steps back from A."""
    return wheel(current(), PICKER_MARKS) + ERASE + DONE


def pick_action(device: str, layout, control: str) -> str | None:
    """prev / next / ok for a seated device's press, or None when it means something else."""
    kind = DeviceKind.of(device)
    if kind is None:
        return None
    if kind.picker_buttons:
        return kind.picker_buttons.get(control)
    table = kind.picker_actions
    return next((table[a] for a in layout.actions_for(control) if a in table), None)


class NamePicker:
    def __init__(self, names: list[str], guest: str, taken=lambda name: False,
                 typing: bool = False):
        """`names`: the remembered names (shared with the other seats' pickers); `typing`: a
        keyboard seat, whose new name is typed rather than spelt on the wheel."""
        self.names, self.guest, self.taken, self.typing = names, guest, taken, typing
        self.at: str | None = None     # the choice: None the guest, a name, or NEW
        self.typed: str | None = None  # the name being spelt or typed (None: choosing)
        self.letter = 0

    def _keys(self) -> list:
        return [None] + sorted_names(self.names) + [NEW]

    @property
    def choices(self) -> list[str]:
        """What previous / next step through, as shown."""
        return [self.guest] + sorted_names(self.names) + [_(NEW)]

    @property
    def index(self) -> int:
        return self._keys().index(self.at)

    @property
    def profile(self) -> str:
        """The chosen remembered name ("" for a guest or while choosing a new one)."""
        return self.at if self.at not in (None, NEW) else ""

    @property
    def keyboard_typing(self) -> bool:
        """Is a name being typed on the keyboard now (SDL text input wanted)?"""
        return self.typing and self.typed is not None

    def on_action(self, action: str) -> str | None:
        """Apply prev / next / ok (and, while typing: done / erase / cancel); returns a
        finished new name when one was just made."""
        if self.typed is not None:
            return self._type(action) if self.typing else self._edit(action)
        if action in ("prev", "next"):
            self._step(-1 if action == "prev" else 1)
        elif action == "ok" and self.at == NEW:
            self.typed, self.letter = "", 0
        return None

    def _step(self, step: int) -> None:
        """The next choice that no other seat holds."""
        keys = self._keys()
        index = keys.index(self.at)
        for _turn in range(len(keys)):
            index = (index + step) % len(keys)
            self.at = keys[index]
            if not self.profile or not self.taken(self.profile):
                return

    def _edit(self, action: str) -> str | None:
        wheel_letters = letters()
        if action in ("prev", "next"):
            self.letter = (self.letter + (-1 if action == "prev" else 1)) % len(wheel_letters)
        elif action == "ok":
            current_letter = wheel_letters[self.letter]
            if current_letter == DONE:
                return self._finish()
            if current_letter == ERASE:
                self.typed = self.typed[:-1]
            elif len(self.typed) < NAME_MAX:
                self.typed += cased(current_letter, self.typed)
                self.letter = wheel_letters.index(DONE) if len(self.typed) >= NAME_MAX else 0
        return None

    def _type(self, action: str) -> str | None:
        """A key acting on the typed name (the clicked middle of the box keeps it too)."""
        if action in ("done", "ok"):
            return self._finish()
        if action == "erase":
            self.typed = self.typed[:-1]
        elif action == "cancel":
            self.cancel()
        return None

    def type_text(self, text: str, drawable=lambda char: True) -> str | None:
        """What the keyboard typed (a TEXTINPUT's text) added to the name, as typed; a
        character no name may hold, or that the font cannot draw, is left out: the
        problem in words (None: all of it was taken)."""
        if self.typed is None:
            return None
        whole = unicodedata.normalize("NFC", self.typed + text)     # a lone accent composes
        kept = next((n for n in range(len(self.typed), -1, -1)
                     if whole[:n] == self.typed[:n]), 0)
        self.typed = whole[:kept]
        for char in whole[kept:]:
            if not name_char(char) or not drawable(char):
                return _(REFUSED).format(char=char)
            if len(self.typed) >= NAME_MAX:
                return too_long()
            self.typed += char
        return None

    def _finish(self) -> str | None:
        name, self.typed = as_typed(self.typed or ""), None
        if not name:
            return None
        same = [n for n in self.names if fold(n) == fold(name)]
        if not same:
            self.names.append(name)
        self.at = same[0] if same else name
        return self.at

    def cancel(self) -> None:
        self.typed = None

    def hint(self) -> str:
        """The seat's own line while a name is typed on the keyboard ("": the usual one)."""
        return _(TYPING_HINT) if self.keyboard_typing else ""

    def shown(self, tag=lambda name: "") -> str:
        """The line the seat box shows: the choice (a remembered name followed by its
        `tag(name)`, its rating), or the name being spelt with its cursor."""
        if self.typed is None:
            choice = self.choices[self.index]
            if self.profile:
                choice = f"{choice} {tag(choice)}".strip()
            return f"◂ {choice} ▸"
        if self.typing:
            return f"{self.typed}▏"
        return f"{self.typed}[{cased(letters()[self.letter], self.typed)}]"


# -- a name typed on the keyboard ----------------------------------------------------------
class NameTyping:
    """What the join scene (it has `pickers`, `ctx` and `_picked`) does while a name is typed."""

    def typist(self) -> int | None:
        """The seat typing its name on the keyboard now (None: nobody)."""
        return next((seat for seat, picker in self.pickers.items() if picker.keyboard_typing),
                    None)

    def typing_press(self, press) -> bool:
        """A keyboard press while a name is typed: Enter, Backspace and Esc act on it, every
        other key only typed (its text comes to `on_text`). True: the press was the typist's."""
        seat = self.typist()
        if seat is None or not DeviceKind.KEYBOARD.owns(press.device):
            return False
        move = TYPING_KEYS.get(press.control)
        if move:
            picker = self.pickers[seat]
            self._picked(seat, picker, picker.on_action(move))
        return True

    def typing_holds(self, request) -> bool:
        """Is this a keyboard key pressed while a name is typed (it types; it never joins)?"""
        return self.typist() is not None and DeviceKind.KEYBOARD.owns(request.device)

    def on_text(self, text: str) -> None:
        seat = self.typist()
        if seat is None:
            return
        problem = self.pickers[seat].type_text(text, drawable)
        if problem:
            self.ctx.say(problem, 3.0)
        self.ctx.redraw()

    def follow_typing(self) -> None:
        """SDL's text input on exactly while somebody types a name."""
        text_input(self.typist() is not None)

    def leave(self) -> None:
        text_input(False)
        super().leave()
