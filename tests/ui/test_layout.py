"""The table layout: every rect inside the window and no two overlapping, at every size."""
import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.ui.layout import ASPECT, layout_for

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
