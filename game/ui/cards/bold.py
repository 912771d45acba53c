"""The high-visibility card face: a big rank and a big suit in opposite corners (and again
turned round at the other two), on a card with a thick dark outline, in deeper colours. For
players who read the cards from across a room or with weaker eyes; chosen in Options → Table.

Drawn at the supersampled size the caller gives (see art.py) and cached by it like the normal
face. The layout is in fractions of the card width, so it is the same at every size.
"""
import pygame

from game.ui.cards.shapes import draw_suit, star_points

OUTLINE = (20, 20, 24)
DEEP = {(205, 20, 35): (190, 0, 20), (20, 80, 210): (0, 60, 200), (15, 135, 45): (0, 115, 30),
        (25, 25, 30): (10, 10, 12)}
RANK_H, SUIT_H, PAD, RANK_W = 0.5, 0.36, 0.07, 0.48     # of the card width


def outline_width(unit: float) -> int:
    """The thick edge round a high-visibility card (supersampled px)."""
    return max(2, round(unit * 0.05))


def deep(colour) -> tuple:
    """The deeper shade of a suit colour the high-visibility face prints in."""
    return DEEP.get(tuple(colour), tuple(colour))


def draw_bold_face(surf: pygame.Surface, rect: pygame.Rect, unit: float, rank_text: str,
                   suit: int | None, colour, glyph) -> None:
    """Rank top left and suit top right, both turned round at the bottom; `suit` None is a
    joker (a star for the suit). `glyph(text, height, colour)` makes the rank's letters."""
    colour = deep(colour)
    pygame.draw.rect(surf, OUTLINE, rect, outline_width(unit), border_radius=round(unit * 0.075))
    half = pygame.Surface((rect.width, rect.height // 2), pygame.SRCALPHA)
    pad = round(unit * PAD)
    edge = pad + outline_width(unit) // 2
    rank_h, size = round(unit * RANK_H), unit * SUIT_H
    middle_y = pad + rank_h / 2
    if suit is None:                                       # a joker: stars, never a J
        pygame.draw.polygon(half, colour, star_points((edge + unit * 0.24, middle_y),
                                                      unit * 0.27, unit * 0.11))
    else:
        text = glyph(rank_text, rank_h, colour)
        if text.get_width() > unit * RANK_W:               # "10": clear of the suit
            text = pygame.transform.smoothscale(text, (round(unit * RANK_W), rank_h))
        half.blit(text, (edge, pad))
    centre = (rect.width - edge - size * 0.42, middle_y)
    if suit is None:
        pygame.draw.polygon(half, colour, star_points(centre, size * 0.5, size * 0.2))
    else:
        draw_suit(half, suit, centre, size, colour)
    surf.blit(half, rect.topleft)
    turned = pygame.transform.rotate(half, 180)
    surf.blit(turned, turned.get_rect(bottomright=rect.bottomright))
