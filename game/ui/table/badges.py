"""Where a small badge goes next to a pile: beside it, never over the card, and clear of
every other part of the table when there is room (a race margin must not hide the card it
is about)."""
from pygame import Rect

GAP = 6


def place_badge(size: tuple[int, int], layout, pile: Rect) -> tuple[int, int]:
    """The centre for a badge of `size` next to `pile`: the side facing the middle of the
    table first, then the other side, below, above; the first spot clear of the table's
    other rects (the band, where badges belong, does not count)."""
    w, h = size
    screen = Rect((0, 0), layout.size)
    obstacles = [r for name, r in layout.named_rects() if name != "band" and r != pile]
    toward_middle = pile.centerx <= screen.centerx
    spots = [Rect(pile.right + GAP, pile.centery - h // 2, w, h),
             Rect(pile.left - GAP - w, pile.centery - h // 2, w, h)]
    if not toward_middle:
        spots.reverse()
    spots += [Rect(pile.centerx - w // 2, pile.bottom + GAP, w, h),
              Rect(pile.centerx - w // 2, pile.top - GAP - h, w, h)]
    for spot in spots:
        if screen.contains(spot) and spot.collidelist(obstacles) < 0:
            return spot.center
    for spot in spots:                        # no clear spot: at least never over the card
        if screen.contains(spot):
            return spot.center
    return spots[0].clamp(screen).center
