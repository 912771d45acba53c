"""The title screen's table: two hands of cards fanned out on the felt either side of the menu,
and the two centre piles below it, drawn once per window size and card art."""
import math

import pygame

from game.engine.cards import make

LEFT_HAND = [make(r, s) for r, s in ((1, 0), (2, 1), (3, 3), (4, 2), (5, 0))]   # A♠ 2♥ 3♣ 4♦ 5♠
CENTRE = [make(13, 1), make(12, 3)]                                              # K♥  Q♣
_cache: dict = {}


def decor(size, art, centre: bool = True) -> pygame.Surface:
    """The cards (a transparent layer the size of the window), cached by size and art;
    `centre` False: no centre piles (a menu long enough to reach down there)."""
    key = (size, id(art), centre)
    layer = _cache.get(key)
    if layer is None:
        _cache.clear()
        layer = _cache[key] = _draw(size, art, centre)
    return layer


def _draw(size, art, centre: bool = True) -> pygame.Surface:
    width, height = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    card_w = max(24, min(width // 12, height // 8))
    y = height * 11 // 20
    _fan(layer, [art.face(c, card_w) for c in LEFT_HAND], (card_w * 5 // 2, y), card_w, 12)
    _fan(layer, [art.back(card_w) for _ in range(5)], (width - card_w * 5 // 2, y), card_w,
         -12)
    if centre:
        _centre(layer, art, (width // 2, height * 7 // 10), card_w * 4 // 5)
    return layer


def _centre(layer, art, centre, card_w: int) -> None:
    """The middle of a Speed table: two face-up piles between two face-down side piles."""
    gap = card_w // 4
    faces = [art.back(card_w), art.face(CENTRE[0], card_w), art.face(CENTRE[1], card_w),
             art.back(card_w)]
    total = sum(f.get_width() for f in faces) + gap * 3
    x = centre[0] - total // 2
    for n, face in enumerate(faces):
        for depth in range(3 if n in (0, 3) else 1):        # a little stack under the backs
            layer.blit(face, face.get_rect(midleft=(x - depth * 2, centre[1] - depth * 2)))
        x += face.get_width() + gap


def _fan(layer, faces, centre, card_w: int, tilt: float) -> None:
    """Cards spread round a pivot below them, like a hand held up, the whole hand tilted by
    `tilt` degrees towards the menu."""
    count = len(faces)
    radius = card_w * 2.2
    for i, face in enumerate(faces):
        angle = tilt + (i - (count - 1) / 2) * -11
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        x = centre[0] - radius * math.sin(math.radians(angle))
        y = centre[1] + radius - radius * math.cos(math.radians(angle))
        layer.blit(turned, turned.get_rect(center=(round(x), round(y))))
