"""The table layout: where every pile, hand slot, plate and banner goes, from the window size.

Pure geometry (pygame.Rect only, no drawing). Everything is measured in card widths `w` and
scaled so the whole table fits the window: each variant and seat count has a fixed need in card
widths across and down, the card width is the largest that meets both, and the parts are
anchored to the edges of a centred content box, so spare room only pulls them further apart.

Speed, two players: seat 0 along the bottom, seat 1 along the top, both upright; the side
piles and the two shared centre piles in a row across the middle. Three and four players:
seat 0 bottom, 1 left, 2 top (four players), and the last seat right; every seat's own
centre pile lies in front of it, around the message band in the middle.

A variant registers its own function in LAYOUTS (spit, california), leaving Speed's alone.

Spit (two players): each seat's strip is plate | five stock positions | its face-down spit
cards; under each stock top (above it, for the top seat) a strip where the cards beneath peek
out, then the position's count. The two spit piles sit across the middle (pile i started by
seat i, 0 on the left), each with its count, the band between them.

California (two players): each seat's row of 4 or 5 layout piles (option `columns`) between
its plate and its face-down deck; the rows lie close above and below the band so a column's
two piles line up. Pile `s * columns + j` is seat s's j-th pile from the left.
"""
from dataclasses import dataclass, field
from typing import NamedTuple

from pygame import Rect

ASPECT = 1.4          # card height / width (cards.art.CARD_ASPECT)
GAP = 0.15            # between neighbouring cards
GROUP = 0.3           # between groups (plate | hand | draw pile)
LABEL = 0.32          # a count label under a pile
MSG = 0.42            # one line of a seat's message (rejected reasons)
MARGIN = 0.25         # to the content box edge
PLATE = 2.4           # name plate width, top and bottom seats
SIDE_INFO = 2 + GAP   # info column width of a left/right seat (draw and side pile abreast)
SPREAD = 1.3          # the content box may be this much larger than the tight need
PEEK = 0.5            # Spit: the strip where the cards under a stock top peek out
PEEK_LAYERS = 4       # Spit: at most this many cards peek out under a top (4 face down)
SPIT_BAND = 4.2       # Spit: band width between the two spit piles
CAL_BAND = 1.1        # California: band height between the two rows
CAL_MSG = 2 * MSG     # California: two lines' room for a seat's message (a row of four piles
                      # is too narrow for a lockout's reason on one line at a readable size)
MIN_SIZE = (200, 150) # the smallest window a table is laid out for


@dataclass
class SeatRects:
    """One seat's part of the table. `where`: bottom, top, left or right."""
    seat: int
    where: str
    plate: Rect
    hand: list[Rect]
    draw: Rect
    draw_count: Rect
    message: Rect
    side: Rect | None = None
    side_count: Rect | None = None


@dataclass
class TableLayout:
    """Every rect of the table; `centres[i]` is pile i, fed by `sides[i]`."""
    size: tuple[int, int]
    card_w: int
    card_h: int
    seats: list[SeatRects]
    centres: list[Rect]
    sides: list[Rect]
    side_counts: list[Rect]
    band: Rect
    extra: dict = field(default_factory=dict)
    pad_least: int = 0          # px: the slap pad's least side, for its word (the view's text)
    badge_least: int = 0        # px: a race badge's least height, two lines at the floor

    def end_piles(self) -> tuple[int, int] | None:
        """The piles drawn leftmost and rightmost (None: no piles)."""
        by_x = sorted(range(len(self.centres)), key=lambda i: self.centres[i].centerx)
        return (by_x[0], by_x[-1]) if by_x else None

    def named_rects(self) -> list[tuple[str, Rect]]:
        """Every distinct rect with a name, for overlap tests and debugging."""
        out: list[tuple[str, Rect]] = [("band", self.band)] + self._extra_rects()
        out += [(f"centre{i}", r) for i, r in enumerate(self.centres)]
        seen = set()
        for s in self.seats:
            out += [(f"s{s.seat}.plate", s.plate), (f"s{s.seat}.draw", s.draw),
                    (f"s{s.seat}.draw_count", s.draw_count), (f"s{s.seat}.message", s.message)]
            out += [(f"s{s.seat}.hand{i}", r) for i, r in enumerate(s.hand)]
            if s.side is not None:
                out += [(f"s{s.seat}.side", s.side), (f"s{s.seat}.side_count", s.side_count)]
                seen.add(id(s.side))
        for i, (side, count) in enumerate(zip(self.sides, self.side_counts)):
            if id(side) not in seen:
                out += [(f"side{i}", side), (f"side{i}_count", count)]
        return out

    def _extra_rects(self) -> list[tuple[str, Rect]]:
        """The rects in `extra` (a rect, a list of rects, or a list of such lists), named."""
        out = []
        for key, value in self.extra.items():
            if isinstance(value, Rect):
                out.append((key, value))
            elif isinstance(value, list):
                for i, item in enumerate(value):
                    items = item if isinstance(item, list) else [item]
                    out += [(f"{key}{i}.{j}", r) for j, r in enumerate(items)
                            if isinstance(r, Rect)]
        return out


class _Box:
    """Converts card-width units into pixels inside the centred content box."""

    def __init__(self, size: tuple[int, int], need_x: float, need_y: float):
        width, height = size
        self.w = max(8, int(min(width / need_x, height / need_y)))
        self.h = round(self.w * ASPECT)
        bw = min(width, int(need_x * self.w * SPREAD))
        bh = min(height, int(need_y * self.w * SPREAD))
        self.left, self.top = (width - bw) // 2, (height - bh) // 2
        self.right, self.bottom = self.left + bw, self.top + bh
        self.cx, self.cy = width // 2, height // 2

    def u(self, units: float) -> int:
        """Card-width units → pixels."""
        return int(round(units * self.w))

    def card(self, x: int, y: int) -> Rect:
        return Rect(x, y, self.w, self.h)


def _row(box: _Box, x: int, y: int, count: int) -> list[Rect]:
    """`count` cards left to right from (x, y), GAP apart."""
    step = box.w + box.u(GAP)
    return [box.card(x + i * step, y) for i in range(count)]


def _column(box: _Box, x: int, y: int, count: int) -> list[Rect]:
    """`count` cards top to bottom from (x, y), GAP apart."""
    step = box.h + box.u(GAP)
    return [box.card(x, y + i * step) for i in range(count)]


def _strip_width(with_side: bool) -> float:
    """A top/bottom seat: plate | five hand cards | draw pile (| side pile)."""
    hand = 5 + 4 * GAP
    return PLATE + GROUP + hand + GROUP + 1 + ((GAP + 1) if with_side else 0)


def _strip(box: _Box, seat: int, where: str, with_side: bool) -> SeatRects:
    """A horizontal seat at the bottom or top of the box, centred across."""
    total = box.u(_strip_width(with_side))
    x = box.cx - total // 2
    label = box.u(LABEL)
    y = box.bottom - box.u(MARGIN) - box.h - label if where == "bottom" else box.top + box.u(MARGIN)
    plate = Rect(x, y, box.u(PLATE), box.h)
    hand = _row(box, plate.right + box.u(GROUP), y, 5)
    draw = box.card(hand[-1].right + box.u(GROUP), y)
    draw_count = Rect(draw.x, draw.bottom, box.w, label)
    msg_h, gap = box.u(MSG), box.u(GAP)
    msg_y = y - gap - msg_h if where == "bottom" else draw_count.bottom + gap
    message = Rect(hand[0].x, msg_y, hand[-1].right - hand[0].x, msg_h)
    rects = SeatRects(seat, where, plate, hand, draw, draw_count, message)
    if with_side:
        rects.side = box.card(draw.right + gap, y)
        rects.side_count = Rect(rects.side.x, rects.side.bottom, box.w, label)
    return rects


def _column_seat(box: _Box, seat: int, where: str) -> SeatRects:
    """A vertical seat at the left or right: a hand column and an info column beside it."""
    gap, label, info_w = box.u(GAP), box.u(LABEL), box.u(SIDE_INFO)
    hand_h = 5 * box.h + 4 * gap
    y = box.cy - hand_h // 2
    margin, group = box.u(MARGIN), box.u(GROUP)
    if where == "left":
        hand_x = box.left + margin
        info_x = hand_x + box.w + group
    else:
        hand_x = box.right - margin - box.w
        info_x = hand_x - group - info_w
    hand = _column(box, hand_x, y, 5)
    plate_h = box.h
    info_h = plate_h + gap + box.h + label + gap + 2 * box.u(MSG)
    top = box.cy - info_h // 2
    plate = Rect(info_x, top, info_w, plate_h)
    draw = box.card(info_x, plate.bottom + gap)
    side = box.card(info_x + info_w - box.w, draw.y)
    draw_count = Rect(draw.x, draw.bottom, box.w, label)
    side_count = Rect(side.x, side.bottom, box.w, label)
    message = Rect(info_x, draw_count.bottom + gap, info_w, 2 * box.u(MSG))
    return SeatRects(seat, where, plate, hand, draw, draw_count, message, side, side_count)


def _speed_two(size: tuple[int, int]) -> TableLayout:
    """Two players: strips at the bottom and top, piles and band across the middle."""
    band_units = 3.6
    middle = 2 * (1 + GAP) + 2 * GROUP + 2 + band_units
    need_x = max(_strip_width(False), middle) + 2 * MARGIN
    need_y = 2 * MARGIN + 3 * (ASPECT + LABEL) + 2 * (2 * GAP + MSG) + 2 * GAP
    box = _Box(size, need_x, need_y)
    seats = [_strip(box, 0, "bottom", False), _strip(box, 1, "top", False)]
    gap, group, label = box.u(GAP), box.u(GROUP), box.u(LABEL)
    y = box.cy - (box.h + label) // 2
    band_w = box.u(band_units)
    centres = [box.card(box.cx - band_w // 2 - group - box.w, y),
               box.card(box.cx + band_w - band_w // 2 + group, y)]
    sides = [box.card(centres[0].x - gap - box.w, y), box.card(centres[1].right + gap, y)]
    counts = [Rect(s.x, s.bottom, box.w, label) for s in sides]
    band = Rect(centres[0].right + group, y, centres[1].x - centres[0].right - 2 * group, box.h)
    return TableLayout(size, box.w, box.h, seats, centres, sides, counts, band)


def _speed_around(size: tuple[int, int], players: int) -> TableLayout:
    """Three or four players: bottom, left, (top,) right; own centre piles around the band."""
    wheres = ["bottom", "left", "top", "right"] if players == 4 else ["bottom", "left", "right"]
    zone = MARGIN + 1 + GROUP + SIDE_INFO + GAP
    need_x = 2 * zone + _strip_width(True) + 2 * GAP
    strip = ASPECT + LABEL + 2 * GAP + MSG
    need_y = max(2 * MARGIN + 5 * ASPECT + 4 * GAP,
                 2 * MARGIN + 2 * strip + 3 * ASPECT + 4 * GAP)
    box = _Box(size, need_x, need_y)
    seats = []
    for seat, where in enumerate(wheres):
        make = _strip if where in ("bottom", "top") else _column_seat
        seats.append(_strip(box, seat, where, True) if make is _strip
                     else _column_seat(box, seat, where))
    centres, band = _centres_around(box, seats)
    if players == 3:
        band = _top_band(box, centres)
    return TableLayout(size, box.w, box.h, seats, centres, [s.side for s in seats],
                       [s.side_count for s in seats], band)


def _centres_around(box: _Box, seats: list[SeatRects]) -> tuple[list[Rect], Rect]:
    """Each seat's centre pile in front of it; the band between the left and right piles."""
    gap, group = box.u(GAP), box.u(GROUP)
    mid_y = box.cy - box.h // 2
    centres, left_x, right_x = [], box.cx - box.u(2.5), box.cx + box.u(2.5)
    for s in seats:
        if s.where == "bottom":
            centres.append(box.card(box.cx - box.w // 2, mid_y + box.h + 2 * gap))
        elif s.where == "top":
            centres.append(box.card(box.cx - box.w // 2, mid_y - box.h - 2 * gap))
        elif s.where == "left":
            pile = box.card(max(s.plate.right, s.hand[0].right) + group, mid_y)
            centres.append(pile)
            left_x = pile.right + group
        else:
            pile = box.card(min(s.plate.x, s.hand[0].x) - group - box.w, mid_y)
            centres.append(pile)
            right_x = pile.x - group
    return centres, Rect(left_x, mid_y, right_x - left_x, box.h)


def _top_band(box: _Box, centres: list[Rect]) -> Rect:
    """Three players: the band takes the empty top seat's place, the piles close in."""
    left, bottom, right = centres[1], centres[0], centres[2]
    left.x = box.cx - box.u(2.5) - box.w // 2
    right.x = box.cx + box.u(2.5) - box.w // 2
    bottom.y = left.bottom + box.u(GAP)
    width = box.u(_strip_width(True))
    top = box.top + box.u(MARGIN)
    room = left.y - box.u(GAP) - top
    height = min(room, box.h)
    return Rect(box.cx - width // 2, top + (room - height) // 2, width, height)


def _speed(size: tuple[int, int], players: int) -> TableLayout:
    if players == 2:
        return _speed_two(size)
    return _speed_around(size, players)


def _two_only(variant: str, players: int) -> None:
    if players != 2:
        raise ValueError(f"{variant} is laid out for 2 players, not {players}")


class SpitStrip(NamedTuple):
    """A Spit seat's strip: its rectangles (the stock tops as `hand`), peek strips, counts."""
    rects: SeatRects
    peeks: list
    counts: list


def _spit_strip(box: _Box, seat: int, where: str) -> SpitStrip:
    """A Spit seat's strip, at the bottom or the top of the table; its message row runs over
    the plate's column too (a misplay's line names two cards and often that the pile has
    changed: over the stock alone it fell under the window's floor at 640x480)."""
    x = box.cx - box.u(_strip_width(False)) // 2
    label, peek, gap, msg_h = box.u(LABEL), box.u(PEEK), box.u(GAP), box.u(MSG)
    bottom = where == "bottom"
    y = (box.bottom - box.u(MARGIN) - label - peek - box.h if bottom
         else box.top + box.u(MARGIN) + label + peek)
    plate = Rect(x, y, box.u(PLATE), box.h)
    stock = _row(box, plate.right + box.u(GROUP), y, 5)
    draw = box.card(stock[-1].right + box.u(GROUP), y)
    if bottom:
        peeks = [Rect(r.x, r.bottom, r.width, peek) for r in stock]
        counts = [Rect(r.x, r.bottom + peek, r.width, label) for r in stock]
        draw_count, msg_y = Rect(draw.x, draw.bottom, box.w, label), y - gap - msg_h
    else:
        peeks = [Rect(r.x, r.y - peek, r.width, peek) for r in stock]
        counts = [Rect(r.x, r.y - peek - label, r.width, label) for r in stock]
        draw_count, msg_y = Rect(draw.x, draw.y - label, box.w, label), draw.bottom + gap
    message = Rect(plate.x, msg_y, stock[-1].right - plate.x, msg_h)
    return SpitStrip(SeatRects(seat, where, plate, stock, draw, draw_count, message), peeks, counts)


def _spit(size: tuple[int, int], players: int) -> TableLayout:
    """Spit: stock strips at the bottom and top, the two spit piles and the band between."""
    _two_only("Spit", players)
    strip = LABEL + PEEK + ASPECT + GAP + MSG
    need_x = max(_strip_width(False), 2 + 2 * GROUP + SPIT_BAND) + 2 * MARGIN
    need_y = 2 * MARGIN + 2 * strip + ASPECT + LABEL + 4 * GAP
    box = _Box(size, need_x, need_y)
    parts = [_spit_strip(box, 0, "bottom"), _spit_strip(box, 1, "top")]
    group, label = box.u(GROUP), box.u(LABEL)
    y = box.cy - (box.h + label) // 2
    band_w = box.u(SPIT_BAND)
    centres = [box.card(box.cx - band_w // 2 - group - box.w, y),
               box.card(box.cx + band_w - band_w // 2 + group, y)]
    band = Rect(centres[0].right + group, y, centres[1].x - centres[0].right - 2 * group, box.h)
    extra = {"peeks": [p.peeks for p in parts], "stock_counts": [p.counts for p in parts],
             "centre_counts": [Rect(c.x, c.bottom, box.w, label) for c in centres],
             "owners": [0, 1]}
    return TableLayout(size, box.w, box.h, [p.rects for p in parts], centres, [], [], band, extra)


def _row_width(columns: int) -> float:
    """A California seat: plate | its layout piles | its deck."""
    return PLATE + GROUP + columns + (columns - 1) * GAP + GROUP + 1


def _california_row(box: _Box, seat: int, where: str, y: int, columns: int):
    """A California seat's row at height `y`: (SeatRects, its layout piles)."""
    x = box.cx - box.u(_row_width(columns)) // 2
    label, gap, msg_h = box.u(LABEL), box.u(GAP), box.u(CAL_MSG)
    plate = Rect(x, y, box.u(PLATE), box.h)
    piles = _row(box, plate.right + box.u(GROUP), y, columns)
    deck = box.card(piles[-1].right + box.u(GROUP), y)
    if where == "bottom":
        count, msg_y = Rect(deck.x, deck.bottom, box.w, label), y - gap - msg_h
    else:
        count, msg_y = Rect(deck.x, deck.y - label, box.w, label), deck.bottom + gap
    message = Rect(piles[0].x, msg_y, piles[-1].right - piles[0].x, msg_h)
    return SeatRects(seat, where, plate, [], deck, count, message), piles


def _california(size: tuple[int, int], players: int, columns: int = 4) -> TableLayout:
    """California: the two rows close around the band, decks and plates at their ends."""
    _two_only("California Speed", players)
    if columns not in (4, 5):
        raise ValueError(f"California Speed lays out 4 or 5 piles a row, not {columns}")
    need_x = _row_width(5) + 2 * MARGIN
    need_y = 2 * MARGIN + 2 * (LABEL + ASPECT + GAP + CAL_MSG) + 2 * GAP + CAL_BAND
    box = _Box(size, need_x, need_y)
    gap, msg_h, band_h = box.u(GAP), box.u(CAL_MSG), box.u(CAL_BAND)
    band_y = box.cy - band_h // 2
    top_y = band_y - gap - msg_h - gap - box.h
    bottom_y = band_y + band_h + gap + msg_h + gap
    seat0, row0 = _california_row(box, 0, "bottom", bottom_y, columns)
    seat1, row1 = _california_row(box, 1, "top", top_y, columns)
    band = Rect(row0[0].x, band_y, row0[-1].right - row0[0].x, band_h)
    extra = {"columns": columns}
    return TableLayout(size, box.w, box.h, [seat0, seat1], row0 + row1, [], [], band, extra)


LAYOUTS = {"speed": _speed, "spit": _spit, "california": _california}


def layout_for(variant: str, size: tuple[int, int], players: int, **options) -> TableLayout:
    """The layout of `variant` for `players` seats in a window of `size` (ValueError if unknown);
    `options` go to the variant's function (California: `columns`, 4 or 5)."""
    if variant not in LAYOUTS:
        raise ValueError(f"no table layout for variant {variant!r} (known: {', '.join(LAYOUTS)})")
    if players not in (2, 3, 4):
        raise ValueError(f"the table is laid out for 2 to 4 players, not {players}")
    width, height = size
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        raise ValueError(f"window {width}x{height} is too small for the table")
    notice = notice_height(height)
    layout = LAYOUTS[variant]((width, height - notice), players, **options)
    layout.size = size                     # the table above, the notice row below it
    corner = width // 5                    # the boards' badges, bottom left
    layout.extra["notice"] = Rect(corner, height - notice, width - corner - 4, notice)
    layout.extra["boards"] = Rect(0, height - notice, corner - 2, notice)
    return layout


def notice_height(height: int) -> int:
    """The row under the table for the game's one-line messages (and the boards' badges):
    as tall as a line of them, none where the window is too small to spare it."""
    row = max(22, height // 26)
    return row if height - row >= MIN_SIZE[1] else 0
