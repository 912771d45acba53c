"""Suit symbols as vector shapes, and the classic pip layouts for A-10.

A shape is a tuple of primitives in unit coordinates: the symbol fits a box of height 1 centred
on (0, 0), y pointing down. A primitive is ``("poly", points)`` or ``("circle", (x, y), r)``.
`draw_suit` scales, places and (for pips in the lower half of a card) turns a shape upside down.
Drawing is plain `pygame.draw`; the caller supersamples and smoothscales for antialiasing.
"""

import math

import pygame

SPADE, HEART, DIAMOND, CLUB = range(4)

# Pip positions for ranks 1..10 as (column, row): column 0..2 = left, centre, right; row 0..1 from
# the top of the pip area to its bottom. Pips below the middle are drawn upside down.
PIP_LAYOUTS = {
    1: [(1, 0.5)],
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    7: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    8: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    9: [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5),
        (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)],
    10: [(0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3),
         (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)],
}


def _normalise(points: list, height: float, top: float) -> list:
    """Scale `points` to `height` and move their top edge to `top`, centred on x = 0."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    k = height / (max(ys) - min(ys))
    mid_x = (max(xs) + min(xs)) / 2
    return [((x - mid_x) * k, top + (y - min(ys)) * k) for x, y in points]


def _heart_points(steps: int = 72) -> list:
    """The classic parametric heart, point down, height 1, x slightly narrowed."""
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x * 0.92, y))
    return _normalise(pts, 1.0, -0.5)


def _quad(p0, p1, p2, steps: int = 10) -> list:
    """Points along a quadratic Bezier curve from p0 to p2 (p2 excluded)."""
    out = []
    for i in range(steps):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _stem(top: float, half_top: float, half_base: float) -> tuple:
    """A flared stem with concave sides, from y = `top` down to the base at y = 0.5."""
    pts = _quad((half_top, top), (half_top * 1.2, 0.42), (half_base, 0.5))
    pts += _quad((-half_base, 0.5), (-half_top * 1.2, 0.42), (-half_top, top))
    pts.append((-half_top, top))
    return ("poly", pts)


def _spade() -> tuple:
    body = [(x * 1.02, -y) for x, y in _heart_points()]
    body = _normalise(body, 0.8, -0.5)
    return (("poly", body), _stem(0.12, 0.045, 0.2))


def _heart() -> tuple:
    return (("poly", _heart_points()),)


def _diamond() -> tuple:
    w, bow = 0.37, 0.045
    corners = [(0, -0.5), (w, 0), (0, 0.5), (-w, 0)]
    pts = []
    for i, p0 in enumerate(corners):
        p2 = corners[(i + 1) % 4]
        mid = ((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2)
        dist = math.hypot(*mid)
        ctrl = (mid[0] * (1 - bow / dist), mid[1] * (1 - bow / dist))
        pts += _quad(p0, ctrl, p2)
    return (("poly", pts),)


def _club() -> tuple:
    r = 0.205
    top, left, right = (0, -0.5 + r), (-0.235, 0.03), (0.235, 0.03)
    hub = ("poly", [top, right, (0, 0.16), left])
    circles = tuple(("circle", c, r) for c in (top, left, right))
    return circles + (hub, _stem(0.08, 0.045, 0.2))


SHAPES = (_spade(), _heart(), _diamond(), _club())


def draw_suit(surface: pygame.Surface, suit: int, centre, size: float, colour,
              flip: bool = False) -> None:
    """Draw suit `suit` (0..3 = S H D C) of height `size` px centred on `centre`."""
    cx, cy = centre
    k = -size if flip else size
    for prim in SHAPES[suit]:
        if prim[0] == "poly":
            pygame.draw.polygon(surface, colour, [(cx + x * k, cy + y * k) for x, y in prim[1]])
        else:
            (x, y), r = prim[1], prim[2]
            pygame.draw.circle(surface, colour, (cx + x * k, cy + y * k), r * size)


def pip_centres(rank: int, area: pygame.Rect) -> list:
    """(x, y, flipped) for each pip of `rank` (1..10) inside the pip area `area`."""
    out = []
    for col, row in PIP_LAYOUTS[rank]:
        x = area.left + area.width * col / 2
        y = area.top + area.height * row
        out.append((x, y, row > 0.5))
    return out


def star_points(centre, outer: float, inner: float, points: int = 5) -> list:
    """Vertices of a star polygon, one point straight up."""
    cx, cy = centre
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out
