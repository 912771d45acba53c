"""Text with cards in it, drawn for the screen: a card token (`words.token`) becomes a small
white chip showing "10♦" with the suit drawn in its colour (the game's font has no suit
glyphs, so suits are drawn with the card art's own shapes)."""
import pygame

from game.i18n import current, pgettext
from game.ui import words
from game.ui.cards.art import TWO_COLOURS
from game.ui.cards.shapes import draw_suit

SUITS = "SHDC"                     # draw_suit's order
CHIP = (250, 248, 240)
_chips: dict = {}


def render(cache, line: str, size: int, colour, bold: bool = False,
           suit_colours=TWO_COLOURS) -> pygame.Surface:
    """`line` at `size`; its card tokens drawn as chips."""
    runs = words.split(line)
    if all(isinstance(run, str) for run in runs):
        return cache.render(line, size, colour, bold)
    pieces = [cache.render(run, size, colour, bold) if isinstance(run, str)
              else chip(cache, run[1], size, suit_colours) for run in runs]
    height = max(p.get_height() for p in pieces)
    out = pygame.Surface((sum(p.get_width() for p in pieces), height), pygame.SRCALPHA)
    x = 0
    for piece in pieces:
        out.blit(piece, (x, (height - piece.get_height()) // 2))
        x += piece.get_width()
    return out


def fit(cache, line: str, size: int, width: int, colour, bold: bool = False,
        suit_colours=TWO_COLOURS) -> pygame.Surface:
    """`line` at `size`, or smaller until it is at most `width` pixels wide."""
    surface = render(cache, line, size, colour, bold, suit_colours)
    while surface.get_width() > width and size > cache.floor(bold):
        size = int(size * 0.85)
        surface = render(cache, line, size, colour, bold, suit_colours)
    return surface


def chip(cache, code: str, size: int, suit_colours=TWO_COLOURS) -> pygame.Surface:
    """A card as a little white chip: its rank and its suit in the suit's colour."""
    key = (code, size, tuple(suit_colours), current())
    image = _chips.get(key)
    if image is not None:
        return image
    body = code.rstrip("'")
    if body.startswith("X"):
        rank_text, suit = pgettext("card chip", "JOKER"), None
        ink = (120, 40, 150)
    else:
        suit = SUITS.index(body[1])
        rank_text, ink = words.RANK_SHORT.get(body[0], body[0]), suit_colours[suit]
    label = cache.render(rank_text, size, ink, True)
    pad, symbol = max(2, size // 8), int(size * 0.7)
    w = label.get_width() + (symbol + pad if suit is not None else 0) + 2 * pad
    h = max(label.get_height(), symbol) + pad // 2
    image = pygame.Surface((w + 2, h), pygame.SRCALPHA)         # 1 px of air each side
    pygame.draw.rect(image, CHIP, (1, 0, w, h), border_radius=max(2, size // 5))
    image.blit(label, (1 + pad, (h - label.get_height()) // 2))
    if suit is not None:
        centre = (1 + pad + label.get_width() + pad // 2 + symbol / 2, h / 2)
        draw_suit(image, suit, centre, symbol, ink)
    if len(_chips) > 400:
        _chips.clear()
    _chips[key] = image
    return image
