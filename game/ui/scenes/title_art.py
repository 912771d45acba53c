"""The title screen's table: two hands of cards fanned out on the felt either side of the menu,
and the two centre piles in the space between the menu and the key hints, drawn once per window
size and card art. The menu's box is kept clear (with a margin) at every window size: the cards
shrink to the room they have, and a pile with no room is left out.

Drawing them (card art supersampled, each card turned smoothly) is most of the title's first
frame, so the layer is also kept in the cache folder (game/cache.py), named by everything it
is drawn from: a second start shows the title without drawing a card."""
import math
import zlib

import pygame

from game import cache
from game.engine.cards import make
from game.paths import cache_dir
from game.ui.cards.backs import BACKS

LEFT_HAND = [make(r, s) for r, s in ((1, 0), (2, 1), (3, 3), (4, 2), (5, 0))]   # A♠ 2♥ 3♣ 4♦ 5♠
CENTRE = [make(13, 1), make(12, 3)]                                              # K♥  Q♣
CARD_TALL = 1.45                    # a card's height (with its little stack), in widths
_cache: dict = {}


def decor(size, art, clear: pygame.Rect | None = None, floor: int | None = None):
    """The cards (a transparent layer the size of the window), by size, art and the room left
    to them: `clear` (the menu's box, kept free) and `floor` (the hints' top)."""
    piece, at = decor_piece(size, art, clear, floor)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.blit(piece, at, special_flags=pygame.BLEND_RGBA_MAX)     # copied, not blended
    return layer


def decor_piece(size, art, clear: pygame.Rect | None = None, floor: int | None = None):
    """The cards' box alone and where it lies: (image, topleft). What the title draws, and all
    that is kept in memory (a fifth of a window-sized layer)."""
    width, height = size
    clear = pygame.Rect(clear) if clear else pygame.Rect(width // 3, height // 6, width // 3,
                                                        height // 2)
    floor = height * 17 // 20 if floor is None else floor
    key = (size, id(art), tuple(clear), floor)
    piece = _cache.get(key)
    if piece is None:
        _cache.clear()
        piece = _cache[key] = _kept(size, art, clear, floor)
    return piece


def _file(size, art, clear: pygame.Rect, floor: int) -> str:
    """The cache file's name: the code that draws the cards, the art's choices, the room."""
    from game.ui.cards import art as art_module, backs, bold, court, shapes
    code = cache.version_key(__file__, *(m.__file__ for m in (art_module, backs, bold, court,
                                                               shapes)))
    back = next((name for name, style in BACKS.items() if style is art.back_style), "-")
    room = "-".join(str(n) for n in (*size, *clear, floor))
    return f"title-{code}-{back}-{int(art.four_colour)}{int(art.high_visibility)}-{room}.rgba"


def _kept(size, art, clear: pygame.Rect, floor: int) -> tuple:
    """The cards' box from the cache folder, else drawn and kept there: (image, topleft)."""
    name = _file(size, art, clear, floor)
    data = cache.read(cache_dir(), name)
    if data is not None:
        try:
            return _unpacked(data)
        except (ValueError, zlib.error, pygame.error):
            pass                                        # a broken file: drawn again
    layer = _draw(size, art, clear, floor)
    box = layer.get_bounding_rect()
    piece = layer.subsurface(box).copy(), box.topleft
    cache.write(cache_dir(), name, _packed(*piece))
    return piece


def _packed(piece: pygame.Surface, at) -> bytes:
    """The cards' box (x, y, w, h) and its RGBA pixels, compressed."""
    w, h = piece.get_size()
    pixels = pygame.image.tobytes(piece, "RGBA") if w and h else b""
    head = ",".join(str(n) for n in (*at, w, h)).encode()
    return head + b"\n" + zlib.compress(pixels, 1)


def _unpacked(data: bytes) -> tuple:
    head, pixels = data.split(b"\n", 1)
    x, y, w, h = (int(n) for n in head.split(b","))
    if not (w and h):
        return pygame.Surface((0, 0), pygame.SRCALPHA), (x, y)
    return pygame.image.frombytes(zlib.decompress(pixels), (w, h), "RGBA"), (x, y)


def _draw(size, art, clear: pygame.Rect, floor: int) -> pygame.Surface:
    width, height = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    card_w = max(24, min(width // 12, height // 8))
    margin = max(6, card_w // 4)
    side = clear.left - 2 * margin                    # the room either side of the menu
    for faces, x, tilt in ((lambda w: [art.face(c, w) for c in LEFT_HAND], margin, 12),
                           (lambda w: [art.back(w) for _ in range(5)],
                            width - margin - side, -12)):
        room = pygame.Rect(x, clear.top, side, floor - margin - clear.top)
        hand = _fitted_fan(faces, card_w, tilt, room)
        if hand is not None:
            layer.blit(hand, hand.get_rect(center=room.center))
    room = floor - clear.bottom - 2 * margin           # between the menu and the hints
    centre_w = min(card_w * 4 // 5, int(room / CARD_TALL), width // 7)
    if centre_w >= 16:
        _centre(layer, art, (width // 2, clear.bottom + margin + room // 2), centre_w)
    return layer


def _fitted_fan(faces, card_w: int, tilt: float, room: pygame.Rect):
    """A fanned hand as large as `card_w` cards allow that fits in `room` (None: no room)."""
    hand = _fan_image(faces(card_w), card_w, tilt)
    scale = min(1.0, room.width / hand.get_width(), room.height / hand.get_height())
    if scale < 1.0:
        card_w = int(card_w * scale)
        if card_w < 16:
            return None
        hand = _fan_image(faces(card_w), card_w, tilt)
    return hand


def _fan_image(faces, card_w: int, tilt: float) -> pygame.Surface:
    """The fanned hand alone, cropped to its cards."""
    canvas = pygame.Surface((card_w * 7, card_w * 7), pygame.SRCALPHA)
    _fan(canvas, faces, (card_w * 7 // 2, card_w * 2), card_w, tilt)
    return canvas.subsurface(canvas.get_bounding_rect()).copy()


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
