"""A keyboard with both players' halves: each bound key coloured by its player, marked with
what it does, the key's own letter in its corner (the keyboard kind's picture)."""
import pygame

from game.i18n import _, pgettext
from game.input.actions import CABINET_ACTIONS
from game.input.kinds.keyboard import key_name
from game.ui.devices.parts import PLAYER_COLOURS, bound, cap, legend, summary
from game.ui.layout_words import layout_label
from game.ui.palette import WHITE

# Where a keyboard has its keys, in key widths: each letter row's indent (Tab before Q, as wide
# as the indent, Shift after the bottom row's slash), the space bar, the arrows to the right.
ROWS = [("1234567890", 0.5), ("qwertyuiop", 1.0), ("asdfghjkl;", 1.25), ("zxcvbnm,./", 1.75)]
ARROWS = [("up", 1, 0), ("left", 0, 1), ("down", 1, 1), ("right", 2, 1)]
TAB_ROW, SHIFT_ROW = 1, 3            # Tab on the Q row, right Shift on the Z row
SHIFT_W, ARROWS_X, WIDE = 2.0, 14.0, 17     # Shift's width; the arrows' left; keys across


def draw_keyboard(surface, text, rect: pygame.Rect, players, unit: int, notes=()) -> dict:
    """`players`: the keyboard profiles of the left and right player (or the one player's);
    `notes`, lines said under the legend. Returns each drawn key's rectangle by its control."""
    key = max(8, min(rect.width // WIDE, rect.height // 9))
    top = rect.top
    caps = {}
    for r, (letters, indent) in enumerate(ROWS):
        for c, letter in enumerate(letters):
            box = pygame.Rect(rect.left + int((c + indent) * key), top + r * key, key - 2,
                              key - 2)
            caps[letter] = _key(surface, text, box, letter, players)
    tab = pygame.Rect(rect.left, top + TAB_ROW * key, int(key * ROWS[TAB_ROW][1]) - 2, key - 2)
    caps["tab"] = _key(surface, text, tab, "tab", players, pgettext("key cap", "Tab"))
    space = pygame.Rect(rect.left + int(3.5 * key), top + 4 * key, key * 5 - 2, key - 2)
    caps["space"] = _key(surface, text, space, "space", players,
                         pgettext("key cap", "space"))
    arrows_x = rect.left + int(ARROWS_X * key)
    for name, dx, dy in ARROWS:
        box = pygame.Rect(arrows_x + dx * key, top + (3 + dy) * key, key - 2, key - 2)
        caps[name] = _key(surface, text, box, name, players, {"up": "↑", "down": "↓",
                                                              "left": "←", "right": "→"}[name])
    letters, indent = ROWS[SHIFT_ROW]
    shift = pygame.Rect(rect.left + int((indent + len(letters)) * key), top + SHIFT_ROW * key,
                        int(key * SHIFT_W) - 2, key - 2)
    caps["right shift"] = _key(surface, text, shift, "right shift", players,
                               pgettext("key cap", "Shift"))
    lines = [([f"{layout_label(p.label) if p.label else p.name}:"] + summary(p), PLAYER_COLOURS[i % 2])
             for i, p in enumerate(players)] + ([(list(notes), WHITE)] if notes else [])
    legend(surface, text, pygame.Rect(rect.left, top + 5 * key + unit // 2, rect.width,
                                      rect.bottom - top - 5 * key), lines, unit)
    return caps


def _key(surface, text, box, control: str, players, name: str = "") -> pygame.Rect:
    for i, profile in enumerate(players):
        label = bound(profile, control)
        if label:
            return cap(surface, text, box, label, name or control.upper(),
                       PLAYER_COLOURS[i % 2])
    return cap(surface, text, box, name or control.upper())


def help_pictures(layouts, family: str) -> list:
    """The help screen's keyboards: both players' halves, then one player with both hands
    (key, title, layouts, draw, tab)."""
    solo = [p for p in layouts if "solo" in p.name][:1]
    two = [p for p in layouts if "solo" not in p.name][:2]
    two_title, solo_title = _("Keyboard: two players"), _("Keyboard: one player, both hands")
    found = [("keyboard", two_title, two, draw_keyboard, two_title)] if two else []
    if solo:
        found.append(("solo", solo_title, solo,
                      lambda *a: draw_keyboard(*a, notes=join_keys(solo[0], two)), solo_title))
    return found


def draw_map(surface, text, rect: pygame.Rect, layouts, unit: int, family: str) -> None:
    """One layout's map on Controls, the other players' halves beside it."""
    draw_keyboard(surface, text, rect, layouts, unit)


def join_keys(solo, others) -> list[str]:
    """How to join in the one-player layout: with a key no two-player half binds (a line)."""
    theirs = {c for p in others for cs in p.actions.values() for c in cs}
    own = list(dict.fromkeys(c for action, cs in solo.actions.items() for c in cs
                             if c not in theirs and action not in CABINET_ACTIONS))
    names = [key_name(c) for c in own]
    if not names:
        return []
    # TRANSLATORS: the last of several keys: "A, S or D".
    keys = names[0] if len(names) == 1 else _("{keys} or {last}").format(
        keys=", ".join(names[:-1]), last=names[-1])
    return [_("To play alone, join with {keys}").format(keys=keys)]
