"""The table layout: every rect inside the window and no two overlapping, at every size."""
import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.ui.table.layout import ASPECT, layout_for

SIZES = [(1024, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900),
         (1600, 900), (1920, 1080), (1920, 1200), (2560, 1080), (2560, 1440), (3440, 1440),
         (3840, 1080), (3840, 2160), (1080, 1920), (1024, 1600), (1200, 1920), (2160, 3840),
         (1024, 1024), (2000, 600)]


def _overlaps(layout):
    rects = layout.named_rects()
    return [(a, b) for (a, ra), (b, rb) in itertools.combinations(rects, 2) if ra.colliderect(rb)]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_rects_disjoint_and_inside(size, players):
    layout = layout_for("speed", size, players)
    window = (0, 0) + size
    for name, rect in layout.named_rects():
        assert rect.width > 0 and rect.height > 0, name
        assert rect.collidelist([window]) == 0 and rect.clamp(window) == rect, (name, rect, size)
    assert _overlaps(layout) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_counts_of_everything(players):
    layout = layout_for("speed", (1280, 720), players)
    assert len(layout.seats) == players
    assert len(layout.centres) == (players if players > 2 else 2)
    assert len(layout.sides) == len(layout.centres)
    for seat in layout.seats:
        assert len(seat.hand) == 5
        assert all(r.size == (layout.card_w, layout.card_h) for r in seat.hand)


def test_two_players_face_each_other_upright():
    layout = layout_for("speed", (1280, 720), 2)
    bottom, top = layout.seats
    assert bottom.where == "bottom" and top.where == "top"
    pile = layout.centres[0]
    assert top.hand[0].bottom < pile.top < pile.bottom < bottom.hand[0].top
    for seat in (bottom, top):              # upright cards for both: as tall as the art's
        assert seat.hand[0].height == round(seat.hand[0].width * ASPECT)


def test_own_centre_pile_in_front_of_each_seat():
    layout = layout_for("speed", (1920, 1080), 4)
    centre = layout.band.center
    for seat, pile in zip(layout.seats, layout.centres):
        dist_own = _dist(seat.hand[2].center, pile.center)
        others = [_dist(seat.hand[2].center, p.center) for p in layout.centres if p is not pile]
        assert dist_own < min(others), seat.where
        assert _dist(pile.center, centre) < _dist(seat.hand[2].center, centre)


def test_cards_grow_with_the_window():
    small = layout_for("speed", (1024, 600), 4).card_w
    big = layout_for("speed", (3840, 2160), 4).card_w
    assert big > 3 * small
    assert layout_for("speed", (1280, 720), 2).card_w >= 90


def test_unknown_variant_and_bad_sizes_say_so():
    with pytest.raises(ValueError, match="no table layout for variant 'poker'"):
        layout_for("poker", (1280, 720), 2)
    with pytest.raises(ValueError, match="2 to 4 players"):
        layout_for("speed", (1280, 720), 5)
    with pytest.raises(ValueError, match="too small"):
        layout_for("speed", (100, 100), 2)


def _dist(a, b):
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


ROUND_VARIANTS = [("spit", {}), ("california", {"columns": 4}), ("california", {"columns": 5})]


@pytest.mark.parametrize("variant,options", ROUND_VARIANTS)
@pytest.mark.parametrize("size", SIZES)
def test_spit_and_california_rects_disjoint_and_inside(size, variant, options):
    layout = layout_for(variant, size, 2, **options)
    window = (0, 0) + size
    for name, rect in layout.named_rects():
        assert rect.width > 0 and rect.height > 0, name
        assert rect.clamp(window) == rect, (name, rect, size)
    assert _overlaps(layout) == []


def test_spit_has_five_stock_positions_with_peeks_and_counts_per_seat():
    layout = layout_for("spit", (1280, 720), 2)
    names = dict(layout.named_rects())
    bottom, top = layout.seats
    assert (bottom.where, top.where) == ("bottom", "top")
    for seat in layout.seats:
        assert len(seat.hand) == 5 and all(r.height == layout.card_h for r in seat.hand)
        assert seat.hand[-1].right < seat.draw.x                 # the spit cards beside them
    for s in (0, 1):
        assert all(f"peeks{s}.{p}" in names and f"stock_counts{s}.{p}" in names
                   for p in range(5))
    peek0, peek1 = layout.extra["peeks"][0][3], layout.extra["peeks"][1][3]
    assert peek0.top == bottom.hand[3].bottom                     # under the top, toward seat 0
    assert peek1.bottom == top.hand[3].top                        # above it, toward seat 1
    left, right = layout.centres
    assert left.right < layout.band.left < layout.band.right < right.left
    assert top.hand[0].bottom < left.top < left.bottom < bottom.hand[0].top
    assert layout.sides == [] and len(layout.extra["centre_counts"]) == 2


@pytest.mark.parametrize("columns", [4, 5])
def test_california_rows_line_up_in_columns_around_the_band(columns):
    layout = layout_for("california", (1920, 1080), 2, columns=columns)
    assert len(layout.centres) == 2 * columns
    row0, row1 = layout.centres[:columns], layout.centres[columns:]
    for low, high in zip(row0, row1):
        assert low.x == high.x and high.bottom < layout.band.top < layout.band.bottom < low.top
    for seat, row in zip(layout.seats, (row0, row1)):
        assert seat.plate.right < row[0].left and row[-1].right < seat.draw.left
        assert seat.draw.y == row[0].y
    assert layout.card_w == layout_for("california", (1920, 1080), 2, columns=4).card_w


def test_round_variants_refuse_what_they_cannot_lay_out():
    with pytest.raises(ValueError, match="Spit is laid out for 2 players, not 3"):
        layout_for("spit", (1280, 720), 3)
    with pytest.raises(ValueError, match="4 or 5 piles a row, not 6"):
        layout_for("california", (1280, 720), 2, columns=6)
