"""The mouse at the table: what is under the pointer, and the mouse controls it means.

A click or tap on a card plays it where it fits (the keyboard's direct scheme: `cardK` is
`slotK`); a card dragged onto a pile aims there first (`pileP`, then `cardK`); a click on the
draw pile or a side pile asks to flip (`draw`); the slap pad drawn beside the seat's draw pile
(`pad`) calls "Speed!" or flips, as an arcade pad does. Spit: a click on a spit pile slaps it
or spits (`pileP`, `pad`); a card dragged onto an empty stock place moves there. California:
a click on a pile covers it (`pileR` aims at its row, `cardK` covers column K), and so does
the seat's deck dragged onto a pile (with two touch players a finger on the other row's pile
plays for that row's seat: reach across from your own deck).
"""
import math
from typing import NamedTuple

import pygame

from game.i18n import pgettext
from game.ui.table.badges import place_badge
from game.ui.table.slots import RING, pad_spots

PAUSE_SIZE = 0.45              # the pause button, in card widths
LABEL_EDGE = 2                 # px the slap pad's word keeps clear of its disc's edge...
THIN_RIM = 1                   # ... and the thinnest dark rim left round the disc
PAUSE_MARGIN = 6               # px between the pause button and the window's edge or a pile


def pad_rect(layout, seat: int) -> pygame.Rect:
    """Where the slap pad is drawn for `seat`: the middle of its spot beside its draw pile,
    clear of the table with room for a false call's ring round it (table/slots.pad_spots);
    larger, up to the whole spot, where its word needs it (`layout.pad_least`: pad_least)."""
    spot = pad_spots(layout)[seat]
    if not spot.width:                          # no clear spot: beside the draw pile
        size = max(36, int(layout.card_w * 0.9), layout.pad_least)
        center = place_badge((size, size), layout, layout.seats[seat].draw)
        return pygame.Rect(center[0] - size // 2, center[1] - size // 2, size, size)
    size = min(spot.width, max(round(spot.width / RING), layout.pad_least))
    pad = pygame.Rect(0, 0, size, size)
    pad.center = spot.center
    return pad


def pause_rect(layout) -> pygame.Rect:
    """The pause button: the top right corner of the table, or where a pile, its count or
    a plate lies there (a window nearly as high as wide: the top seat's draw pile) down the
    right edge to the first place clear of them all and of every slap pad's spot (its ring)."""
    size = max(28, int(layout.card_w * PAUSE_SIZE))
    corner = pygame.Rect(layout.size[0] - size - PAUSE_MARGIN, PAUSE_MARGIN, size, size)
    taken = [r for _, r in layout.named_rects()] + pad_spots(layout)
    rect = corner.copy()
    while rect.bottom <= layout.size[1]:
        hits = rect.collidelistall(taken)
        if not hits:
            return rect
        rect.top = max(taken[i].bottom for i in hits) + PAUSE_MARGIN
    return corner


class Spot(NamedTuple):
    """What is under the pointer: a "card" of the hand or a centre "pile" (with its index),
    the "draw" pile or the slap "pad"."""
    kind: str
    index: int | None = None


def target(layout, seat: int, pos, pad: pygame.Rect | None = None) -> Spot | None:
    """The Spot under `pos` for the player at `seat`, or None."""
    if pad is not None and pad.collidepoint(pos):
        return Spot("pad")
    mine = layout.seats[seat]
    for k, rect in enumerate(mine.hand):
        if rect.collidepoint(pos):
            return Spot("card", k)
    for p, rect in enumerate(layout.centres):
        if rect.collidepoint(pos):
            return Spot("pile", p)
    flips = [mine.draw] + list(layout.sides)
    if any(rect.collidepoint(pos) for rect in flips):
        return Spot("draw")
    return None


def owner(layout, seats, pos):
    """Which of `seats` (the pointer players' seats) a finger starting at `pos` plays for:
    the seat whose own cards, draw pile or slap pad it is on, else the nearest seat's hand."""
    seats = [s for s in seats if s < len(layout.seats)]
    for seat in seats:
        mine = layout.seats[seat]
        if any(r.collidepoint(pos) for r in [*mine.hand, mine.draw, pad_rect(layout, seat)]):
            return seat
    if not seats:
        return None

    def distance(seat):
        rects = layout.seats[seat].hand or [layout.seats[seat].draw]
        hand = rects[0].unionall(rects)
        dx = max(hand.left - pos[0], 0, pos[0] - hand.right)
        dy = max(hand.top - pos[1], 0, pos[1] - hand.bottom)
        return dx * dx + dy * dy
    return min(seats, key=distance)


def on_release(variant: str, under: Spot | None) -> bool:
    """Does a press on `under` act when let go (it may become a drag)? A card does; so does
    California's deck, dragged onto a pile of either row to cover it."""
    return under is not None and (under.kind == "card" or
                                  (variant == "california" and under.kind == "draw"))


def controls(variant: str, columns: int, start: Spot, end: Spot | None = None, game=None,
             seat: int = 0) -> list:
    """The mouse controls a click on `start` (or a drag from `start` to `end`) means."""
    if start.kind == "draw" and variant == "california":     # the deck dragged onto a pile
        return controls(variant, columns, end) if end is not None and end.kind == "pile" else []
    if end is not None and start.kind == "card" and end != start:
        if end.kind == "pile":
            return [f"pile{end.index + 1}", f"card{start.index + 1}"]
        if end.kind == "card" and variant == "spit":          # into an empty stock place
            return [f"card{end.index + 1}", f"card{start.index + 1}"]
        return []
    if start.kind == "card":
        return [f"card{start.index + 1}"]
    if start.kind == "pile":
        if variant == "california":
            row, column = divmod(start.index, columns)
            return [f"pile{row + 1}", f"card{column + 1}"]
        return [f"pile{start.index + 1}"] + (["pad"] if variant == "spit" else [])
    return {"draw": ["draw"], "pad": ["pad"]}.get(start.kind, [])


def pad_least(text) -> int:
    """The least side of a slap pad that holds its word at the window's floor inside its
    red disc, a thin rim left round it."""
    return math.ceil(_word_reach(text)) + 2 * THIN_RIM


def _word_reach(text) -> float:
    """The diagonal of the pad's word at the window's floor, with its edge: the least
    diameter of a disc it lies inside."""
    font = text.font(text.floor(True), True)
    return math.hypot(font.size(pgettext("slap pad", "SLAP"))[0] + LABEL_EDGE,
                      font.get_height())


def _disc(side: int, text) -> int:
    """The radius of the red disc of a pad `side` wide: inside a rim of a twelfth of it
    (at least 3 px), or larger, over a thinner rim, where its word needs the room."""
    rim = max(3, side // 12)
    return min(side // 2 - THIN_RIM, max(side // 2 - rim, math.ceil(_word_reach(text) / 2)))


def draw_pad(surface, rect: pygame.Rect, text, pressed: bool = False) -> None:
    """The slap pad: a round red button with SLAP on it, the word inside the red disc (as
    wide as the disc's chord at the word's height)."""
    pygame.draw.circle(surface, (60, 10, 10), rect.center, rect.width // 2)
    inner = _disc(rect.width, text)
    pygame.draw.circle(surface, (230, 60, 50) if not pressed else (255, 120, 90), rect.center,
                       inner)
    size = max(10, rect.width // 4)
    high = text.font(text.readable(size, True), True).get_height()
    chord = int(math.sqrt(max(0, (2 * inner) ** 2 - high ** 2)))
    label = text.fit(pgettext("slap pad", "SLAP"), size, chord - LABEL_EDGE, (255, 245, 230),
                     True)
    surface.blit(label, label.get_rect(center=rect.center))


def draw_pause(surface, rect: pygame.Rect) -> None:
    """The pause button: two bars on a dark square."""
    pygame.draw.rect(surface, (12, 30, 20), rect, border_radius=rect.width // 5)
    pygame.draw.rect(surface, (255, 210, 80), rect, 2, border_radius=rect.width // 5)
    bar = pygame.Rect(0, 0, max(3, rect.width // 6), rect.height // 2)
    for dx in (-rect.width // 7, rect.width // 7):
        bar.center = (rect.centerx + dx, rect.centery)
        surface.fill((255, 210, 80), bar)


def draw_held(surface, card: pygame.Rect, colour, lifted=None) -> tuple:
    """A ring round a card held down by a finger or the mouse; once dragged (`lifted`: its
    picture and where the pointer has carried it) its place is dimmed and the card drawn
    under the pointer, ringed. The rects covered."""
    radius = max(4, card.width // 10)
    if lifted is None:
        ring = card.inflate(10, 10)
        pygame.draw.rect(surface, colour, ring, 4, border_radius=radius)
        return (ring,)
    picture, at = lifted
    shade = pygame.Surface(card.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surface.blit(shade, card)
    surface.blit(picture, at)
    ring = at.inflate(10, 10)
    pygame.draw.rect(surface, colour, ring, 4, border_radius=radius)
    return card.inflate(10, 10), ring
