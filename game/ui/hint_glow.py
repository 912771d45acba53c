"""A hinted card's glow: a pulsing gold frame round the card's rectangle on the table."""
import math

import pygame

from game.ui.palette import GOLD


def draw_glow(surface, rect, now_s: float) -> pygame.Rect:
    """Draw the glow round `rect`; the rectangle it covered (for the table to restore)."""
    pulse = 0.5 + 0.5 * math.sin(now_s * 5.0)
    grow = max(4, rect.width // 10)
    outer = pygame.Rect(rect).inflate(grow * 2, grow * 2)
    glow = pygame.Surface(outer.size, pygame.SRCALPHA)
    for ring in range(grow):
        alpha = int((60 + 150 * pulse) * (1 - ring / grow))
        pygame.draw.rect(glow, (*GOLD[:3], alpha), glow.get_rect().inflate(-ring * 2, -ring * 2),
                         width=2, border_radius=grow + rect.width // 12)
    return surface.blit(glow, outer)


def place_rect(view, seat: int, place):
    """Where a hint's place is drawn: ("hand", slot) the seat's card in that slot (a Speed hand
    card, a Spit stock top), ("pile", p) layout pile `p` (None: not on this table)."""
    layout, (kind, index) = view.layout, place
    if kind == "pile":
        return layout.centres[index] if 0 <= index < len(layout.centres) else None
    if seat < len(layout.seats) and 0 <= index < len(layout.seats[seat].hand):
        return layout.seats[seat].hand[index]
    return None


class HandHints:
    """Each seated person's hint: after a still spell, the card that fits glows (Speed a hand
    card, Spit a stock top, California both cards of a match to cover; `first_only`: the first
    of them alone, the one the tutorial's words name)."""

    def __init__(self, seats, after_s: float, first_only: bool = False):
        from game.hints import HintClock
        self.clocks = [HintClock(seat, after_s) for seat in seats]
        self.first_only = first_only

    def on_events(self, events, now_s: float) -> None:
        for clock in self.clocks:
            clock.on_events(events, now_s)

    def draw(self, surface, view, game, now_s: float) -> list:
        """Draw the glows due now; the rectangles drawn (for the view to restore)."""
        drawn = []
        for clock in self.clocks:
            places = clock.places(game, now_s)
            for place in places[:1] if self.first_only else places:
                rect = place_rect(view, clock.seat, place)
                if rect is not None:
                    drawn.append(draw_glow(surface, rect, now_s))
        return drawn
