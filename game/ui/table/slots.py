"""Where every banner, badge and message on the table goes: one place each, none over another.

`table_slots(layout)` names them all: the status band (its countdowns and the big "SPEED!"),
each seat's message row (refusals, "Locked for 0.5 s: …"), each seat's slap pad spot with the
ring a false call draws round it (pointer.pad_rect, lockout.py), a race badge beside each centre
pile ("CPU 2 first by 9.9 ms"), the notice row under the table (the game's one-line messages:
"No replay: cannot write …") and the boards' corner. A new kind of banner gets its slot here
(add it to `table_slots`), and the overlap test then covers it in every variant and size.
"""
from pygame import Rect

BADGE_W, BADGE_H = 2.2, 0.75      # a race badge's room, in card widths (two short lines)
SHRINK = (1.0, 0.8, 0.65, 0.5, 0.4)   # how far a badge's room shrinks where it finds none
GAP = 4
PAD_W = 0.9                       # the slap pad's side, in card widths (at least PAD_MIN px)...
PAD_MIN, RING = 36, 1.5           # ... and the false call's ring round it: half its side again
_PADS: dict = {}                  # id(layout) → (layout, each seat's pad spot)


def table_slots(layout) -> dict[str, Rect]:
    """Every banner, badge and message place of `layout`, by name."""
    slots = {"band": layout.band, "notice": layout.extra["notice"],
             "boards": layout.extra["boards"]}
    for seat in layout.seats:
        slots[f"msg{seat.seat}"] = seat.message
    for seat, spot in enumerate(pad_spots(layout)):
        slots[f"pad{seat}"] = spot
    taken = [r for _, r in layout.named_rects() if r.width and r.height] + list(slots.values())
    for i, pile in enumerate(layout.centres):
        slots[f"badge{i}"] = badge_slot(layout, pile, taken)
        taken.append(slots[f"badge{i}"])
    return slots


def pad_spots(layout) -> list[Rect]:
    """Each seat's slap pad spot with room for the false call's ring round it (the ring's
    square; pointer.pad_rect is the pad in its middle): beside the seat's draw pile and its
    count (else past its message row, else past its name plate too), clear of the table, the
    band, the rows and the other pads; an empty rect where there is no room."""
    known = _PADS.get(id(layout))
    if known is not None and known[0] is layout:
        return known[1]
    taken = [r for _, r in layout.named_rects() if r.width and r.height]
    taken += [layout.extra["notice"], layout.extra["boards"]]
    side = int(max(PAD_MIN, layout.card_w * PAD_W) * RING)
    spots = []
    for seat in layout.seats:
        near = seat.draw.union(seat.draw_count)
        anchors = [near, near.union(seat.message), near.union(seat.message).union(seat.plate)]
        others = [r for r in taken if r not in (seat.draw, seat.draw_count)]
        for anchor in anchors:
            spot = clear_spot(layout, anchor, (side, side), others, (1.0, 0.85, 0.7, 0.6))
            if spot.width:
                break
        spots.append(spot)
        taken.append(spot)
    if len(_PADS) > 16:
        _PADS.clear()
    _PADS[id(layout)] = (layout, spots)
    return spots


def badge_slot(layout, pile: Rect, taken: list) -> Rect:
    """The race badge's place for `pile`: beside it (toward the middle of the table first),
    then below or above it, in the first spot clear of everything else, no wider than the
    pile's step along its row (so each pile of a row has room for one). Where no full-size
    spot is clear it is lower first (through two lines at the window's floor,
    `layout.badge_least`), then smaller all round (the badge's text shrinks to fit)."""
    w = min(int(layout.card_w * BADGE_W), row_step(layout, pile) - GAP)
    h = int(layout.card_w * BADGE_H)
    return first_clear(layout, pile, badge_shapes(w, h, min(h, layout.badge_least)), taken)


def row_step(layout, pile: Rect) -> int:
    """How far along its row the nearest other centre pile lies (the window's width where
    the pile has the row to itself)."""
    steps = [abs(other.centerx - pile.centerx) for other in layout.centres
             if other != pile and other.top < pile.bottom and pile.top < other.bottom]
    return min(steps, default=layout.size[0])


def badge_shapes(w: int, h: int, least: int) -> list[tuple[int, int]]:
    """A badge's sizes to try, largest first: as wide, lower and lower (through `least`, two
    lines at the window's floor), then smaller all round."""
    heights = sorted({int(h * s) for s in SHRINK} | ({least} if least else set()), reverse=True)
    return [(w, high) for high in heights] + [(int(w * s), int(h * s)) for s in SHRINK[1:]]


def clear_spot(layout, anchor: Rect, size: tuple, taken: list, scales) -> Rect:
    """The first spot of `size` (or of it shrunk by the next of `scales`) round `anchor`
    that lies on the screen clear of `taken`; an empty rect beside it where none is."""
    w, h = size
    return first_clear(layout, anchor, [(int(w * s), int(h * s)) for s in scales], taken)


def first_clear(layout, anchor: Rect, shapes: list, taken: list) -> Rect:
    """The first spot of the first of `shapes` that has one round `anchor` on the screen
    clear of `taken`; an empty rect beside it where none is."""
    screen = Rect((0, 0), layout.size).inflate(-2 * GAP, -2 * GAP)
    others = [r for r in taken if r != anchor]
    for w, h in shapes:
        for spot in _spots(anchor, w, h, screen):
            if screen.contains(spot) and spot.collidelist(others) < 0:
                return spot
    return Rect(anchor.right + GAP, anchor.top, 0, 0)      # nowhere: an empty slot


def _spots(pile: Rect, w: int, h: int, screen: Rect) -> list[Rect]:
    toward_middle = pile.centerx <= screen.centerx
    beside = [Rect(pile.right + GAP, pile.centery - h // 2, w, h),
              Rect(pile.left - GAP - w, pile.centery - h // 2, w, h)]
    if not toward_middle:
        beside.reverse()
    around = []
    for x in (pile.centerx - w // 2, pile.left, pile.right - w):
        around += [Rect(x, pile.bottom + GAP, w, h), Rect(x, pile.top - GAP - h, w, h)]
    corners = [Rect(pile.right + GAP, pile.bottom - h, w, h),
               Rect(pile.left - GAP - w, pile.bottom - h, w, h),
               Rect(pile.right + GAP, pile.top, w, h), Rect(pile.left - GAP - w, pile.top, w, h)]
    return beside + around + corners
