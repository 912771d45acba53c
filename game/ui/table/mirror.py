"""The left-handed table: a seat's strip mirrored end for end, so its draw pile (and the mouse
and touch player's slap pad beside it) lies on the left and its name plate on the right.

What mirrors: the seat's plate, draw pile and count, side pile, message line and the row of its
cards, reflected across the strip's own middle (the strip keeps its place and size on the
table). What does not: the order of the hand (slot 1 stays the leftmost card, so key 1, the
panel's first button and the first card still match), the shared centre piles, and the seats
at the left and right edge of a three- or four-player table (their column has no hand side).
"""
from pygame import Rect

STRIPS = ("bottom", "top")


def mirror(layout, seats) -> list[int]:
    """Mirror each of `seats` that has a strip (in place); the seats mirrored."""
    done = []
    for seat in sorted(set(seats)):
        if 0 <= seat < len(layout.seats) and layout.seats[seat].where in STRIPS:
            _mirror_seat(layout, seat)
            done.append(seat)
    return done


def _rows_of(layout, seat: int) -> list[list[Rect]]:
    """The seat's rows of rects kept left to right: its hand, and its variant's rows (Spit's
    peek strips and stock counts, California's layout piles)."""
    rects = layout.seats[seat]
    rows = [rects.hand]
    for key in ("peeks", "stock_counts"):
        if key in layout.extra:
            rows.append(layout.extra[key][seat])
    columns = layout.extra.get("columns")
    if columns and not rects.hand:
        rows.append(layout.centres[seat * columns:(seat + 1) * columns])
    return rows


def _mirror_seat(layout, seat: int) -> None:
    rects = layout.seats[seat]
    rows = _rows_of(layout, seat)
    singles = [r for r in (rects.plate, rects.draw, rects.draw_count, rects.message,
                           rects.side, rects.side_count) if r is not None]
    own = [rects.plate, rects.draw] + ([rects.side] if rects.side else []) + \
        [r for row in rows for r in row]
    left, right = min(r.left for r in own), max(r.right for r in own)
    for r in singles + [r for row in rows for r in row]:
        r.x = left + right - r.right
    rects.hand.reverse()
    for key in ("peeks", "stock_counts"):
        if key in layout.extra:
            layout.extra[key][seat].reverse()
    columns = layout.extra.get("columns")
    if columns and not rects.hand:
        start = seat * columns
        layout.centres[start:start + columns] = layout.centres[start:start + columns][::-1]
