"""A keyboard/pad-driven menu: a column of items, actions or choices, drawn centred on felt."""
from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.i18n import _
from game.ui.text import TextCache, wrap
from game.ui.palette import DIM, GOLD, WHITE

HINT_GAP = "   "             # between the items of a key hint ("Aims: choose   slap: select")
SMALLEST_ITEMS = 0.7         # of a page's unit: a long menu's words shrink so far, then it scrolls

FELT_TOP, FELT_BOTTOM = (22, 96, 58), (8, 46, 28)


@dataclass
class Item:
    """A menu line: an action (`on_confirm`), a choice among `values` (`on_change`), or both
    (Left/Right choose, confirm acts: the title's "Play < Spit >")."""
    label: str
    on_confirm: Callable[[], None] | None = None
    values: list = field(default_factory=list)
    index: int = 0
    on_change: Callable[[object], None] | None = None
    show: Callable[[object], str] = str
    help: str = ""
    careful: bool = False       # it undoes something (Back, Quit): never reached by wrapping

    @property
    def value(self):
        return self.values[self.index] if self.values else None

    def text(self) -> str:
        if not self.values:
            return self.label
        # TRANSLATORS: a menu choice and its value, e.g. "Volume:  80%".
        return _("{label}:  {value}").format(label=self.label, value=self.show(self.value))


class Menu:
    def __init__(self, title: str, items: list[Item], subtitle: str = ""):
        self.title, self.items, self.subtitle = title, items, subtitle
        self.selected = 0
        self.rects: dict = {}          # item index → where it was last drawn, for the mouse
        self.arrows: dict = {}         # "up"/"down" → a scroll arrow's rect, when the list scrolls
        self.values_at: dict = {}      # item index → where its value ("<  Spit  >") was drawn
        self.choices_at: dict = {}     # item index → each value's own rect (a row of tabs)
        self.notes_top: int | None = None   # where the key hints at the bottom begin, as drawn
        self.more: pygame.Rect | None = None  # the "3–9 of 16" line, when the list scrolls
        self.counted: tuple | None = None   # (start, end): the items "3–7 of 9" counts (a
        #                                    ladder's rungs, not its Player and Back rows)

    def on_mouse(self, pos, clicked: bool, button: int = 1) -> bool:
        """Hovering selects an item; a click confirms it. On a choice, a click on one of its
        values drawn apart (a tab) picks that value; else the left third of its value steps
        back, the right third forward (an action that is also a choice, the title's "Play
        < Spit >": only its value's ends step, the rest acts); the right button steps back.
        A click on a scroll arrow scrolls. True when over an item or an arrow."""
        for way, rect in self.arrows.items():
            if rect.collidepoint(pos):
                if clicked:
                    self.scroll(-1 if way == "up" else 1)
                return True
        for i, rect in self.rects.items():
            if rect.collidepoint(pos):
                self.selected = i
                if clicked:
                    self._click(self.items[i], i, rect, pos, button)
                return True
        return False

    def _click(self, item: Item, index: int, rect, pos, button: int) -> None:
        tab = next((n for n, r in enumerate(self.choices_at.get(index, ())) if r.collidepoint(pos)),
                   None)
        if tab is not None and button == 1:
            if tab != item.index:
                self._change(item, tab - item.index)
            return
        value = self.values_at.get(index, rect) if item.on_confirm else rect
        third = max(1, value.width // (4 if item.on_confirm else 3))   # "<  " of "<  Spit  >"
        back = button == 3 or (item.values and value.left <= pos[0] < value.left + third)
        forward = item.values and pos[0] >= value.right - third and \
            (value is rect or pos[0] <= value.right)
        if item.values and (back or forward or not item.on_confirm):
            self._change(item, -1 if back else 1)
        elif button == 1:
            self.on_menu("confirm")

    def scroll(self, steps: int) -> None:
        """The mouse wheel or a scroll arrow: move the selection `steps` items (the list
        scrolls with it)."""
        self.selected = max(0, min(len(self.items) - 1, self.selected + steps))

    def on_menu(self, action: str) -> bool:
        """Handle up/down/left/right/confirm; True when the action was used."""
        item = self.items[self.selected]
        if action in ("up", "down"):
            self.step(-1 if action == "up" else 1)
        elif action in ("left", "right") and item.values:
            self._change(item, -1 if action == "left" else 1)
        elif action == "confirm":
            if item.on_confirm:             # an action (that may also offer a choice)
                item.on_confirm()
            elif item.values:
                self._change(item, 1)
        else:
            return False
        return True

    def step(self, step: int) -> None:
        """Move the cursor one item; past either end it wraps round, but never onto a
        careful item (the player who pressed Up from the top did not mean Quit)."""
        after = self.selected + step
        if not 0 <= after < len(self.items) and self.items[after % len(self.items)].careful:
            return
        self.selected = after % len(self.items)

    def _change(self, item: Item, step: int) -> None:
        item.index = (item.index + step) % len(item.values)
        if item.on_change:
            item.on_change(item.value)

    def draw(self, surface, text: TextCache, hint: str = "") -> None:
        """Title, subtitle, the items (scrolling round the selected one when they do not all
        fit), and the key hints at the bottom."""
        width, height = surface.get_size()
        unit, y = draw_page(surface, text, self.title, wide=40, tall=24, big=3)
        if self.subtitle:
            sub = text.fit(self.subtitle, unit, width - 2 * unit, DIM)
            surface.blit(sub, sub.get_rect(midtop=(width // 2, y)))
            y += sub.get_height() + unit
        self._notes(surface, text, hint, unit)   # first: the rows stop above them, however
        scale = getattr(text, "scale", 1.0)                     # many lines they wrap into
        room = self.notes_top - unit // 2 - y
        steady = self._highest_notes(text, hint, unit, (width, height)) - unit // 2 - y
        size, row = _rows(unit, scale, steady, len(self.items), height)  # not moved by the cursor
        first, tops, below = self._window(text, size, row, room, width - 2 * unit, unit)
        shown = len(tops)
        self.rects, self.values_at = {}, {}
        for i, top in zip(range(first, first + shown), tops):
            chosen = i == self.selected
            words = ("> " if chosen else "") + self.items[i].text()
            label = text.fit(words, int(size * 1.2), width - 2 * unit, GOLD if chosen else WHITE,
                             bold=chosen)
            self.place(surface, i, label, label.get_rect(midtop=(width // 2, y + top)))
            if self.items[i].values:
                self.values_at[i] = self._value_span(text, i, words, self.rects[i], size, chosen)
        self.arrows, self.more = {}, None
        if first > 0 or first + shown < len(self.items):
            # TRANSLATORS: which items of a scrolling menu are shown, e.g. "3–9 of 16".
            start, end = self.counted or (0, len(self.items))
            more = text.render(_("{first}–{last} of {count}").format(
                first=max(first, start) - start + 1, last=min(first + shown, end) - start,
                count=end - start), text.readable(unit), DIM)
            place = self.more = more.get_rect(midtop=(width // 2, y + below))
            surface.blit(more, place)
            self._arrows(surface, place, unit, first > 0, first + shown < len(self.items))

    def _window(self, text, size: int, row: int, room: int, width: int, unit: int):
        """The rows shown round the selected item: (the first's index, each one's top from
        the list's top, the y under the last). A row is `row` high, or as high as its words
        wrapped onto more lines and a little space (never on the row under it); as many as fit
        `room`, with the "1–7 of 11" line under them when not all do."""
        shown = max(1, min(len(self.items), room // row))
        while True:
            limit = room if shown == len(self.items) else room - unit * 3 // 2
            first = min(max(0, self.selected - shown // 2), len(self.items) - shown)
            tops, y = [], 0
            for i in range(first, first + shown):
                tops.append(y)
                y += max(row, self._height(text, i, size, width) + unit // 4)
            if y <= limit or shown == 1:
                return first, tops, y
            shown -= 1

    def _height(self, text, index: int, size: int, width: int) -> int:
        """Item `index`'s words as high as they draw chosen (bold, after "> "; the widest, so
        the rows do not move with the cursor)."""
        words = "> " + self.items[index].text()
        return text.fit(words, int(size * 1.2), width, GOLD, bold=True).get_height()

    def _notes(self, surface, text, hint: str, unit: int) -> None:
        """The chosen item's help and the key hints at the bottom, the keys lowest, each
        above the one below however many lines it wraps into; `notes_top` where they begin."""
        width, height = surface.get_size()
        help_line = self.items[self.selected].help if self.items else ""
        self.notes_top = height
        for bottom, images in _notes_laid(text, (help_line, _keys_line(hint)), unit, width,
                                          height):
            for note in reversed(images):
                drawn = surface.blit(note, note.get_rect(midbottom=(width // 2, bottom)))
                bottom = drawn.top
                self.notes_top = min(self.notes_top, drawn.top)

    def _highest_notes(self, text, hint: str, unit: int, size) -> int:
        """Where the notes would begin under the item whose help wraps into the most lines
        (measured, not drawn): the rows' room, the same wherever the cursor is."""
        width, height = size
        top = height
        for help_line in {item.help for item in self.items}:
            for bottom, images in _notes_laid(text, (help_line, _keys_line(hint)), unit, width,
                                              height):
                top = min(top, bottom - sum(image.get_height() for image in images))
        return top

    def _value_span(self, text, index: int, words: str, rect, unit: int, chosen: bool):
        """Where item `index`'s value sits at the end of its drawn line `words`."""
        item = self.items[index]
        whole = text.render(words, int(unit * 1.2), WHITE, bold=chosen).get_width()
        value = text.render(item.show(item.value), int(unit * 1.2), WHITE, bold=chosen)
        width = value.get_width() * rect.width // max(1, whole)
        return pygame.Rect(rect.right - width, rect.top, width, rect.height)

    def box(self) -> pygame.Rect:
        """The rectangle round the items as last drawn, with the "3–9 of 16" line and its
        arrows when the list scrolls."""
        rects = list(self.rects.values()) + list(self.arrows.values()) + \
            ([self.more] if self.more else [])
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    def _arrows(self, surface, beside, unit: int, up: bool, down: bool) -> None:
        """Clickable ▲ ▼ either side of the "3–9 of 16" line (for a mouse without a wheel,
        and touch screens)."""
        half = unit * 2 // 3
        for way, shown, cx in (("up", up, beside.left - unit * 2), ("down", down,
                                                                    beside.right + unit * 2)):
            if not shown:
                continue
            box = pygame.Rect(0, 0, half * 3, half * 3)
            box.center = (cx, beside.centery)
            tip, base = (box.centery - half, box.centery + half // 2) if way == "up" else \
                (box.centery + half, box.centery - half // 2)
            pygame.draw.polygon(surface, GOLD, [(box.centerx, tip), (box.centerx - half, base),
                                                (box.centerx + half, base)])
            self.arrows[way] = box

    def place(self, surface, index: int, label, rect) -> None:
        """Blit item `index`'s label at `rect` and remember it for the mouse."""
        self.rects[index] = rect
        surface.blit(label, rect)


def _notes_laid(text, lines, unit: int, width: int, height: int) -> list:
    """The notes at the bottom of a `width` x `height` menu, lowest first, as (the y its last
    row ends at, its rows' images): each a unit and a half over the one below, and never on
    it however many rows that one wrapped into."""
    laid, above = [], height
    for n, line in enumerate(l for l in lines if l):
        rows, size = note_rows(text, line, unit, width - 2 * unit)
        images = [text.fit(row, size, width - 2 * unit, DIM) for row in rows]
        bottom = min(height - unit * (1 + 2 * n), above - unit // 4)
        laid.append((bottom, images))
        above = bottom - sum(image.get_height() for image in images)
    return laid


def _keys_line(hint: str) -> str:
    """The key hints at the bottom of a menu: the screen's own `hint`, or the keyboard's."""
    return hint or _(
        "Up/Down choose   Left/Right change   Enter or A select   Esc or B back   F1 help")


def _rows(unit: int, scale: float, room: int, items: int, height: int) -> tuple[int, int]:
    """(the items' unit, a row's height) for `items` in `room`: 1.9 units a row; closer rows
    (down to 1.6 units, the words still clear of each other) when that shows them all; then
    smaller words (down to SMALLEST_ITEMS of the page's unit, and a 36th of the window's
    `height`: a wide window's menu is not left scrolling where a small one shows every item);
    else 1.9 units, and the list scrolls."""
    row = int(unit * 1.9 * scale)
    if items * row <= room:
        return unit, row
    if items * int(unit * 1.6 * scale) <= room:
        return unit, room // items
    smaller = int(room / (items * 1.6 * scale))
    if smaller >= max(unit * SMALLEST_ITEMS, height / 36):
        return smaller, room // items
    return unit, row


_felt_cache: dict = {}


def draw_page(surface, text: TextCache, title: str, wide: int = 48, tall: int = 30,
              big: float = 2.0) -> tuple[int, int]:
    """Felt and a centred gold title; returns (the page's unit, the y below the title)."""
    width, height = surface.get_size()
    draw_felt(surface)
    unit = max(12, min(width // wide, height // tall))
    shown = text.render(title, int(unit * big), GOLD, bold=True)
    surface.blit(shown, shown.get_rect(midtop=(width // 2, unit)))
    return unit, unit * 2 + shown.get_height()


def draw_felt(surface) -> None:
    """A vertical felt gradient, cached per size."""
    size = surface.get_size()
    felt = _felt_cache.get(size)
    if felt is None:
        felt = felt_gradient(size, FELT_TOP, FELT_BOTTOM)
        _felt_cache.clear()
        _felt_cache[size] = felt
    surface.blit(felt, (0, 0))


def felt_gradient(size, top, bottom, steps: int = 32) -> pygame.Surface:
    """A vertical gradient from `top` to `bottom`: a `steps`-row strip scaled smoothly to the
    height, then stretched to the width (two C calls instead of a line per row)."""
    strip = pygame.Surface((2, steps))
    for y in range(steps):
        mix = y / (steps - 1)
        strip.fill([int(a + (b - a) * mix) for a, b in zip(top, bottom)], (0, y, 2, 1))
    column = pygame.transform.smoothscale(strip, (2, max(1, size[1])))
    return pygame.transform.scale(column, (max(1, size[0]), max(1, size[1])))


def draw_dialog(surface, wide: int, tall: int, shade: int) -> tuple[pygame.Rect, int]:
    """The screen dimmed (alpha `shade`) under a framed panel `wide` × `tall` units, centred;
    (the panel, the unit)."""
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, shade))
    surface.blit(dim, (0, 0))
    width, height = surface.get_size()
    unit = max(14, height // 22)
    panel = pygame.Rect(0, 0, min(width - 20, unit * wide), unit * tall)
    panel.center = (width // 2, height // 2)
    pygame.draw.rect(surface, (12, 40, 26), panel, border_radius=unit // 2)
    pygame.draw.rect(surface, GOLD, panel, width=3, border_radius=unit // 2)
    return panel, unit


def note_rows(text: TextCache, line: str, size: int, width: int) -> tuple[list[str], int]:
    """A note as the rows to draw and their size: itself, shrunk to fit `width` no further
    than the floor; a key hint still too wide breaks between its items (HINT_GAP), never
    inside one ("beide vast:" / "terug")."""
    items = [item for item in line.strip().split(HINT_GAP) if item.strip()]
    size = text.fit_size(line, size, width)
    font = text.font(size)
    if len(items) < 2 or font.size(line)[0] <= width:
        return [line], size
    return wrap(font, line, width, HINT_GAP), size
