"""Every text the game draws goes through one `TextCache`: DejaVu Sans, cached surfaces, and a
floor under every size a player must read.

The floor (`min_text_px`) is 14 px of line height in a 1280×720 window and scales with the
window (never under 11 px). `fit` shrinks a line to its width no further than that floor and
lays what still does not fit out again on more lines, never squeezing it. A caller that draws a
decoration (a card's corner index, a chart's tick) may go smaller by naming why
(`decoration="..."`). `recording()` collects every text any cache draws with its pixel height,
for the minimum-text test; `measuring()` every text with the box it was laid into and the size
it came out, for the test that no text overflows its box in any language (tests/i18n/).

The text size (Options → Table: normal, large, larger) scales every text, the floor with it:
`set_text_size` sets it for every cache, `TextCache(text_size=...)` for one (a table seated
with a player of their own size).
"""
import re
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.nobreak import NO_BREAK
from game.ui.palette import WHITE

FONTS = Path(__file__).resolve().parent / "fonts"
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
_open_fonts: dict = {}       # (bold, points) → Font: one open font file each, for every cache


def shared_font(bold: bool, points: int) -> pygame.font.Font:
    """The shipped font at `points`, opened once for every TextCache. Each open font holds its
    file open, so caches that each opened their own ran a long session (or a test run) out of
    file descriptors; they are closed when pygame quits (`close_fonts`)."""
    font = _open_fonts.get((bold, points))
    if font is None:
        if not pygame.font.get_init():
            pygame.font.init()
        if not _open_fonts:
            pygame.register_quit(close_fonts)    # after the font module's: called before it
        font = _open_fonts[(bold, points)] = pygame.font.Font(str(FONTS / FONT_FILES[bold]),
                                                              points)
    return font


def close_fonts() -> None:
    """Every shared font let go while the font module still runs (a font freed after it has
    quit is never closed, and its file stays open)."""
    _open_fonts.clear()
READABLE_PX, AT_SIZE, LEAST_PX = 14, (1280, 720), 11
_record: list | None = None          # while recording: every (text, px high, reason) drawn
_boxes: list | None = None           # while measuring: every (text, box width, drawn w, h)
_texts: dict = {}                    # while measuring: id(image) → (its text, the image)
TEXT_SIZES = {"normal": 1.0, "large": 1.2, "larger": 1.4}
_size = {"scale": 1.0}                # every cache's text size, unless it has its own


def set_text_size(name: str) -> None:
    """Every text cache without a size of its own draws at text size `name` from now on."""
    _size["scale"] = TEXT_SIZES.get(name, 1.0)


def text_scale() -> float:
    """How much larger than normal the text size in use draws."""
    return _size["scale"]


@contextmanager
def recording():
    """Every text drawn meanwhile, by any TextCache, as (text, px high, decoration reason)."""
    global _record
    _record, seen = [], []
    try:
        _record = seen
        yield seen
    finally:
        _record = None


@contextmanager
def measuring():
    """Every text drawn meanwhile as (text, width of its box or None, drawn width, drawn
    height, decoration reason): `fit` and `wrapped` know the box, a bare `render` does not.
    `text_of(surface)` meanwhile names the text an image shows (where it is put: the test)."""
    global _boxes
    seen: list = []
    try:
        _boxes = seen
        _texts.clear()
        yield seen
    finally:
        _boxes = None
        _texts.clear()


def text_of(surface) -> str | None:
    """While measuring: the text `surface` is an image of (None: not a TextCache's)."""
    found = _texts.get(id(surface))
    return found[0] if found and found[1] is surface else None


def _measured(text: str, box: int | None, surface, decoration: str = "") -> None:
    if _boxes is not None and text.strip():
        _boxes.append((text, box, surface.get_width(), surface.get_height(), decoration))
        _texts[id(surface)] = (text, surface)


def min_text_px(window) -> int:
    """The smallest line height a player must read in a window of `window` (w, h) pixels."""
    scale = min(window[0] / AT_SIZE[0], window[1] / AT_SIZE[1])
    return max(LEAST_PX, round(READABLE_PX * scale))


def _window() -> tuple[int, int]:
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    return screen.get_size() if screen else AT_SIZE


class TextCache:
    """Rendered text by (text, size, colour, bold); fonts by (size, bold). Bounded size."""

    def __init__(self, limit: int = 600, text_size: str | None = None):
        self.fonts: dict = {}                # (size, bold, scale) → points of `shared_font`
        self.surfaces: dict = {}
        self.limit = limit
        self.floors: dict = {}               # (window size, bold, scale) → floor size
        self.own_scale = TEXT_SIZES.get(text_size) if text_size else None

    @property
    def scale(self) -> float:
        """How much larger than normal this cache draws (the text size)."""
        return self.own_scale or _size["scale"]

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """DejaVu Sans (shipped), sized like pygame's default font was. The default
        (freesansbold) is already bold and hinted to whole pixels per glyph, which spaced
        letters unevenly ("a nd", "l e f t"), and synthetic bold on top widened it further."""
        key = (max(8, int(size)), bold, self.scale)
        points = self.fonts.get(key)
        if points is None:
            points = self.fonts[key] = max(6, round(key[0] * 0.7 * key[2]))
        return shared_font(bold, points)

    def size_for(self, px: int, bold: bool = False) -> int:
        """The smallest `size` whose lines are at least `px` high."""
        size = max(8, int(px))
        while self.font(size, bold).get_height() < px:
            size += 1
        return size

    def floor(self, bold: bool = False) -> int:
        """The smallest size a player must read in the window now."""
        key = (_window(), bold, self.scale)
        if key not in self.floors:
            self.floors[key] = self.size_for(round(min_text_px(key[0]) * key[2]), bold)
        return self.floors[key]

    def readable(self, size: int, bold: bool = False) -> int:
        """`size`, raised to the window's floor."""
        return max(int(size), self.floor(bold))

    def render(self, text: str, size: int, colour=WHITE, bold: bool = False,
               decoration: str = "") -> pygame.Surface:
        """`text` on one line; `decoration`: why it may be smaller than the floor."""
        key = (text, int(size), colour, bold, self.scale)
        surface = self.surfaces.get(key)
        if surface is None:
            if len(self.surfaces) >= self.limit:
                self.surfaces.clear()
            surface = self.font(size, bold).render(text, True, colour).convert_alpha()
            self.surfaces[key] = surface
        if _record is not None and text.strip():
            _record.append((text, self.font(size, bold).get_height(), decoration))
        _measured(text, None, surface, decoration)
        return surface

    def fit(self, text: str, size: int, width: int, colour=WHITE, bold=False,
            decoration: str = "") -> pygame.Surface:
        """`text` at `size`, or smaller until it is at most `width` pixels wide, but never
        under the window's floor: what still does not fit is laid out on more lines."""
        size = self.fit_size(text, size, width, bold, decoration)
        if self.font(size, bold).size(text)[0] <= width or not _SPACE.search(text.strip()):
            out = self.render(text, size, colour, bold, decoration)
        else:
            out = self.lines(wrap(self.font(size, bold), text, width), size, colour, bold,
                             decoration)
        _measured(text, width, out, decoration)
        return out

    def ellipsized(self, text: str, size: int, width: int, colour=WHITE,
                   bold=False) -> pygame.Surface:
        """`text` on one line at `size`, or smaller down to the floor, cut short with "…"
        where it is still wider than `width` (a name beside a tag: never on two lines)."""
        size = self.fit_size(text, size, width, bold)
        font, shown = self.font(size, bold), text
        while len(shown) > 1 and font.size(shown)[0] > width:
            shown = shown[:-2].rstrip() + "…" if shown.endswith("…") else shown[:-1] + "…"
        out = self.render(shown, size, colour, bold)
        _measured(shown, width, out)
        return out

    def wrapped(self, text: str, size: int, width: int, colour=WHITE, bold=False) -> pygame.Surface:
        """`text` at `size` (raised to the floor), broken onto more lines to fit `width`."""
        size = self.readable(size, bold)
        if self.font(size, bold).size(text)[0] <= width:
            out = self.render(text, size, colour, bold)
        else:
            out = self.lines(wrap(self.font(size, bold), text, width), size, colour, bold)
        _measured(text, width, out)
        return out

    def fit_size(self, text: str, size: int, width: int, bold=False, decoration="") -> int:
        """The size `fit` draws `text` at: `size`, or smaller to fit `width`, down to the
        floor (for a decoration, down to 6)."""
        least = 6 if decoration else self.floor(bold)
        size = max(int(size), least)
        while self.font(size, bold).size(text)[0] > width and size > least:
            size = max(least, int(size * 0.9))
        return size

    def lines(self, lines: list[str], size: int, colour=WHITE, bold=False,
              decoration: str = "") -> pygame.Surface:
        """Several lines centred on one another, as one image."""
        shown = [self.render(line, size, colour, bold, decoration) for line in lines]
        out = pygame.Surface((max(s.get_width() for s in shown),
                              sum(s.get_height() for s in shown)), pygame.SRCALPHA)
        y = 0
        for line in shown:
            out.blit(line, line.get_rect(midtop=(out.get_width() // 2, y)))
            y += line.get_height()
        return out


_BREAKS = re.compile(rf"[^\S{NO_BREAK}]+")     # the spaces a line may break at
_SPACE = re.compile(r"\s")                      # any space, a no-break one too


def wrap(font, text: str, width: int, between: str = " ") -> list[str]:
    """`text` broken into lines at most `width` wide between its words (or, with `between`,
    between the items it separates: a key hint's, never inside one); a long part alone. Words
    joined by no-break spaces (a key list: game/nobreak.py) stay on one line, unless they alone
    are wider than `width`: then they break between them too."""
    if between == " ":
        parts = [word for part in _BREAKS.split(text) for word in _kept(font, part, width)]
    else:
        parts = [p.strip() for p in text.split(between)]
    lines, line = [], ""
    for part in filter(None, parts):
        trial = f"{line}{between}{part}" if line else part
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = part
        else:
            line = trial
    return lines + [line] if line else lines


def _kept(font, part: str, width: int) -> list[str]:
    """A run of words joined by no-break spaces, whole; its words when it is wider than
    `width` on its own."""
    if NO_BREAK in part and font.size(part)[0] > width:
        return part.split(NO_BREAK)
    return [part]
