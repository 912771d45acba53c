"""Procedural card art: sizes, caching, colours, pip counts and layout symmetry, extras."""

import hashlib
import time

import pygame
import pytest

from game.engine import cards
from game.ui.cards.art import CARD_ASPECT, CardArt


@pytest.fixture(scope="module")
def art(display):
    return CardArt()


@pytest.fixture(scope="module")
def art4(display):
    return CardArt(four_colour=True)


def centre_rgb(surf: pygame.Surface) -> tuple:
    return tuple(surf.get_at(surf.get_rect().center))[:3]


def is_red(c) -> bool:
    return c[0] > 150 and c[1] < 80 and c[2] < 80


def is_dark(c) -> bool:
    return max(c) < 70


def blobs(surf: pygame.Surface, colour, region: pygame.Rect) -> int:
    """Connected areas of (roughly) `colour` inside `region`, ignoring specks."""
    sub = surf.subsurface(region)
    mask = pygame.mask.from_threshold(sub, colour, (70, 70, 70, 255))
    return len(mask.connected_components(minimum=20))


def pip_region(width: int, height: int) -> pygame.Rect:
    """The card between the two corner-index columns."""
    return pygame.Rect(round(width * 0.22), 0, width - 2 * round(width * 0.22), height)


@pytest.mark.parametrize("width", [40, 41, 57, 90, 133, 200, 257, 400])
def test_sizes_have_card_aspect(art, width):
    size = (width, round(width * CARD_ASPECT))
    assert art.size(width) == size
    assert art.face(cards.parse("7H"), width).get_size() == size
    assert art.back(width).get_size() == size


def test_cache_returns_same_object_and_second_deck_shares_faces(art):
    card = cards.parse("QD")
    assert art.face(card, 90) is art.face(card, 90)
    assert art.face(cards.parse("QD'"), 90) is art.face(card, 90)
    assert art.face(cards.parse("X2'"), 90) is art.face(cards.parse("X2"), 90)
    assert art.back(90) is art.back(90)
    assert art.shadow(90) is art.shadow(90)
    assert art.highlight(90, "yellow") is art.highlight(90, (255, 255, 0))
    assert art.face(card, 91) is not art.face(card, 90)


def test_an_image_not_kept_is_made_the_same_and_a_kept_one_is_handed_back(art):
    card = cards.parse("9S")
    fresh = art.face(card, 77, keep=False)
    assert ("face", card, 77) not in art._cache          # the table keeps its own copy
    assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(art.face(card, 77), "RGBA")
    assert art.face(card, 77, keep=False) is art.face(card, 77)    # kept already: that one
    assert art.back(77, keep=False) is not art.back(77, keep=False)


def test_every_face_differs(art):
    faces = [art.face(c, 90) for c in cards.deck_cards(1, jokers=True)] + [art.back(90)]
    digests = {hashlib.sha1(pygame.image.tobytes(f, "RGBA")).hexdigest() for f in faces}
    assert len(digests) == 55
    assert pygame.image.tobytes(art.back(90, 1), "RGBA") != pygame.image.tobytes(art.back(90),
                                                                                  "RGBA")


def test_corners_are_transparent_and_the_card_opaque(art):
    for img in (art.face(cards.parse("AS"), 90), art.back(90)):
        w, h = img.get_size()
        for xy in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert img.get_at(xy).a == 0, xy
        assert img.get_at((w // 2, 3)).a > 250
        assert img.get_at((w // 2, h // 2)).a == 255
        assert img.get_flags() & pygame.SRCALPHA


def test_two_colour_suits(art):
    assert is_dark(centre_rgb(art.face(cards.parse("AS"), 90)))
    assert is_red(centre_rgb(art.face(cards.parse("AH"), 90)))
    assert is_red(centre_rgb(art.face(cards.parse("AD"), 90)))
    assert is_dark(centre_rgb(art.face(cards.parse("AC"), 90)))
    assert is_red(centre_rgb(art.face(cards.parse("3H"), 90)))  # the middle pip of a three


def test_four_colour_deck_makes_diamonds_blue_and_clubs_green(art4):
    r, g, b = centre_rgb(art4.face(cards.parse("AD"), 90))
    assert b > 150 and r < 80
    r, g, b = centre_rgb(art4.face(cards.parse("5C"), 90))
    assert g > 100 and r < 60 and b < 90
    assert is_red(centre_rgb(art4.face(cards.parse("AH"), 90)))
    assert is_dark(centre_rgb(art4.face(cards.parse("AS"), 90)))


@pytest.mark.parametrize("suit", "SHDC")
def test_pip_counts_match_the_rank(art, suit):
    colour = (205, 20, 35) if suit in "HD" else (25, 25, 30)
    for rank in range(2, 11):
        img = art.face(cards.parse(cards.RANKS[rank - 1] + suit), 200)
        assert blobs(img, colour, pip_region(*img.get_size())) == rank, (rank, suit)


@pytest.mark.parametrize("name", ["2S", "4H", "TS", "TH", "TC", "6D", "8D"])
def test_symmetric_layouts_look_the_same_upside_down(art, name):
    """2, 4 and 10 (and any diamond) are the same turned round: only sub-pixel edges differ."""
    img = art.face(cards.parse(name), 120)
    turned = pygame.transform.rotate(img, 180)
    diffs = [abs(x - y) for x, y in zip(pygame.image.tobytes(img, "RGB"),
                                        pygame.image.tobytes(turned, "RGB"))]
    assert max(diffs) < 190 and sum(diffs) / len(diffs) < 2.5


def test_middle_row_pips_stay_upright(art):
    """Classic layout: the side pips level with the centre of a 6 point up, unlike a 10's."""
    img = art.face(cards.parse("6C"), 120)
    turned = pygame.transform.rotate(img, 180)
    diffs = [abs(x - y) for x, y in zip(pygame.image.tobytes(img, "RGB"),
                                        pygame.image.tobytes(turned, "RGB"))]
    assert max(diffs) > 200


def test_corner_index_is_at_top_left_and_bottom_right(art):
    img = art.face(cards.parse("KH"), 200)
    w, h = img.get_size()
    top_left = pygame.Rect(0, 0, round(w * 0.21), round(h * 0.3))
    bottom_right = top_left.copy()
    bottom_right.bottomright = (w, h)
    ink = [blobs(img, (205, 20, 35), r) for r in (top_left, bottom_right)]
    assert ink == [2, 2]  # the "K" and the heart, in each corner


def test_jokers_and_courts_are_pictures(art):
    for name in ("JS", "QH", "KD", "X1", "X2"):
        img = art.face(cards.parse(name), 120)
        colours = {tuple(img.get_at((x, y))) for x in range(0, 120, 3) for y in range(0, 168, 3)}
        assert len(colours) > 40, name


def test_shadow_is_soft_and_larger_than_the_card(art):
    shadow = art.shadow(90)
    m = art.shadow_margin(90)
    assert shadow.get_size() == (90 + 2 * m, 126 + 2 * m)
    centre = shadow.get_at(shadow.get_rect().center)
    assert 60 <= centre.a < 255 and max(centre[:3]) < 20
    assert shadow.get_at((0, 0)).a == 0
    edge = shadow.get_at((m, shadow.get_height() // 2)).a
    assert 0 < edge < centre.a


def test_highlight_is_a_ring_around_the_card(art):
    ring = art.highlight(90, (255, 200, 0))
    t = art.highlight_margin(90)
    assert ring.get_size() == (90 + 2 * t, 126 + 2 * t)
    on_ring = ring.get_at((t // 2, ring.get_height() // 2))
    assert on_ring.a > 200 and on_ring.r > 240 and on_ring.g > 180
    assert ring.get_at(ring.get_rect().center).a == 0


@pytest.mark.parametrize("bad", [-1, 108, "7H", None, 3.0])
def test_bad_card_id_is_one_line_value_error(art, bad):
    with pytest.raises(ValueError, match="card id"):
        art.face(bad, 90)


@pytest.mark.parametrize("bad", [0, 7, 90.0, "90"])
def test_bad_width_is_one_line_value_error(art, bad):
    with pytest.raises(ValueError, match="card width"):
        art.face(0, bad)


def test_rendering_a_whole_deck_at_90_is_fast(display):
    fresh = CardArt()
    start = time.perf_counter()
    for card in cards.deck_cards(1, jokers=True):
        fresh.face(card, 90)
    assert time.perf_counter() - start < 1.0
