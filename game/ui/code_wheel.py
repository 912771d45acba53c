"""A room code or an address spelt on a letter wheel, as the name picker and the initials are
(ui/scenes/name_picker.py): up / down turn the current character, confirm keeps it and moves
on, back steps back; DONE and ERASE sit one and two steps back from the first character, so a
pad or an arcade panel alone spells it. A keyboard types it (text input), Backspace erases,
Enter is done. The mouse clicks a character's upper or lower half to turn it. Pure: no pygame.

`room_code`: a wheel for a relay's room codes only (its letters), done by itself once the code
is whole; otherwise the wheel has what an address needs (letters, digits, . : - /).
"""
from game.net.room_code import CODE_LENGTH, CODE_LETTERS
from game.ui.scenes.name_picker import DONE, ERASE

ADDRESS_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.:-/"
MAX_CHARS = 64


class CodeWheel:
    def __init__(self, room_code: bool = False, text: str = "") -> None:
        self.room_code = room_code
        self.chars = (CODE_LETTERS if room_code else ADDRESS_CHARS) + ERASE + DONE
        self.text = "".join(c for c in text.upper() if c in self.chars[:-2])[:MAX_CHARS]
        self.at = 0                        # the wheel's position for the character being made
        self.done = False

    @property
    def current(self) -> str:
        return self.chars[self.at]

    def turn(self, step: int) -> None:
        """Up (+1: the next character) or down."""
        self.at = (self.at + step) % len(self.chars)

    def keep(self) -> None:
        """Confirm: the current character is kept (ERASE erases, DONE is done)."""
        char = self.current
        if char == ERASE:
            self.erase()
        elif char == DONE:
            self.finish()
        elif len(self.text) < (CODE_LENGTH if self.room_code else MAX_CHARS):
            self.text += char
            self.at = 0                    # the next character starts at the first again
            self.done = self.room_code and len(self.text) == CODE_LENGTH

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.done = False

    def finish(self) -> None:
        self.done = bool(self.text)

    def type_text(self, typed: str) -> list[str]:
        """Characters typed on a keyboard, each kept (the ones the wheel has not: returned)."""
        refused = []
        for char in typed.upper():
            if char in self.chars[:-2]:
                self.at = self.chars.index(char)
                self.keep()
            elif not char.isspace():
                refused.append(char)
        return refused

    def shown(self) -> str:
        """What has been spelt, and the character being chosen."""
        return self.text + ("" if self.done else self.current)
