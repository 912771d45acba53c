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
from typing import NamedTuple

import pygame

from game.i18n import pgettext
from game.ui.table.badges import place_badge
from game.ui.table.slots import RING, pad_spots

PAUSE_SIZE = 0.45              # the pause button, in card widths


def pad_rect(layout, seat: int) -> pygame.Rect:
    """Where the slap pad is drawn for `seat`: the middle of its spot beside its draw pile,
    clear of the table with room for a false call's ring round it (table/slots.pad_spots)."""
    spot = pad_spots(layout)[seat]
    if not spot.width:                          # no clear spot: beside the draw pile
        size = max(36, int(layout.card_w * 0.9))
        center = place_badge((size, size), layout, layout.seats[seat].draw)
        return pygame.Rect(center[0] - size // 2, center[1] - size // 2, size, size)
    size = round(spot.width / RING)
    pad = pygame.Rect(0, 0, size, size)
    pad.center = spot.center
    return pad


def pause_rect(layout) -> pygame.Rect:
    """The pause button: the top right corner of the table."""
    size = max(28, int(layout.card_w * PAUSE_SIZE))
    return pygame.Rect(layout.size[0] - size - 6, 6, size, size)


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


def draw_pad(surface, rect: pygame.Rect, text, pressed: bool = False) -> None:
    """The slap pad: a round red button with SLAP on it."""
    pygame.draw.circle(surface, (60, 10, 10), rect.center, rect.width // 2)
    inner = rect.width // 2 - max(3, rect.width // 12)
    pygame.draw.circle(surface, (230, 60, 50) if not pressed else (255, 120, 90), rect.center,
                       inner)
    label = text.fit(pgettext("slap pad", "SLAP"), max(10, rect.width // 4), inner * 2 - 4,
                     (255, 245, 230), True)
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
