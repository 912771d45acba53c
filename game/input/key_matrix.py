"""Where a key sits on a laptop's key matrix (loosely), and the two-player ghosting rule.

A laptop keyboard is a grid of row and column wires; with three keys down on three corners of
a rectangle of that grid, the fourth corner reads as pressed (a phantom) or is blocked. So one
player can only make a phantom press for the other, or hide one of the other's keys, when
their keys share a wire. The real grid is not published and differs per model, but it follows
the physical rows and columns loosely, so the rule the default layouts keep (keyboard.py,
docs/INPUT.md "Key ghosting") is: **the two players' keys share no physical row and no
physical column**. `ghost_clash` checks a key against the other player's keys. No pygame here.
"""
from __future__ import annotations

from game.i18n import _

ROWS = {   # row name → its keys, left to right; a key's column is its place in the row
    "number row": "` 1 2 3 4 5 6 7 8 9 0 - =".split(),
    "Q row": "tab q w e r t y u i o p [ ] \\".split(),
    "A row": "caps lock|a|s|d|f|g|h|j|k|l|;|'|return".split("|"),
    "Z row": "left shift|z|x|c|v|b|n|m|,|.|/|right shift".split("|"),
    "space row": "left ctrl|left meta|left alt|space|right alt|right meta|menu|right ctrl"
                 .split("|"),
}
# Where each row's first key sits, in key widths from the left edge (rows are staggered):
# a key's column is the key-wide strip under its centre.
ROW_START = {"number row": -1.0, "Q row": -1.5, "A row": -1.75, "Z row": -2.25,
             "space row": -1.5}
WIDE = {"tab": 1.5, "caps lock": 1.75, "left shift": 2.25, "right shift": 2.75,
        "return": 2.25, "space": 6.0, "left ctrl": 1.25, "left meta": 1.25, "left alt": 1.25,
        "right alt": 1.25, "right meta": 1.25, "menu": 1.25, "right ctrl": 1.25, "\\": 1.5}
# The arrow keys are their own small block on every laptop: own rows, own columns.
ARROWS = {"up": ("arrow keys, top", "arrow column 2"), "left": ("arrow keys", "arrow column 1"),
          "down": ("arrow keys", "arrow column 2"), "right": ("arrow keys", "arrow column 3")}


def _positions() -> dict[str, tuple[str, tuple[int, ...]]]:
    """key → (row name, the columns it spans)."""
    found = {}
    for row, keys in ROWS.items():
        x = ROW_START[row]
        for key in keys:
            width = WIDE.get(key, 1.0)
            first, last = int(x + 0.25 + 10) - 10, int(x + width - 0.25 + 10) - 10
            found[key] = (row, tuple(range(first, last + 1)))
            x += width
    return found


POSITIONS = _positions()


def place(key: str):
    """(row, columns) of `key` on the matrix; None for keys off the main block (F keys,
    the keypad…), which this rule leaves alone."""
    if key in ARROWS:
        row, column = ARROWS[key]
        return row, (column,)
    return POSITIONS.get(key)


def ghost_clash(key: str, others) -> tuple[str, str] | None:
    """(the other player's key, "key", "row" or "column") that `key` shares a wire with (or
    is), or None. Keys off the main block and the arrows clash only with themselves."""
    mine = place(key)
    for other in others:
        if other == key:
            return other, "key"
        theirs = place(other)
        if mine is None or theirs is None:
            continue
        if theirs[0] == mine[0]:
            return other, "row"
        if set(theirs[1]) & set(mine[1]):
            return other, "column"
    return None


def clash_words(key: str, other: str, how: str, player: str) -> str:
    """Why a key is refused, in words a player understands."""
    names = {"key": key.upper(), "other": other.upper(), "player": player}
    if how == "key":
        return _("{key} is already one of {player}'s keys.").format(**names)
    if how == "row":
        return _("{key} is on the same row of the keyboard as {player}'s {other}. Laptop "
                 "keyboards wire each row together: when one of you holds keys there, the "
                 "other's presses can vanish or appear by themselves. Pick a key on another "
                 "row and column.").format(**names)
    return _("{key} is on the same column of the keyboard as {player}'s {other}. Laptop "
             "keyboards wire each column together: when one of you holds keys there, the "
             "other's presses can vanish or appear by themselves. Pick a key on another row "
             "and column.").format(**names)
