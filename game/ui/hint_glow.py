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


def hand_rect(view, seat: int, slot: int):
    """Where hand slot `slot` of `seat` is drawn (None: not on this table)."""
    seats = view.layout.seats
    if seat < len(seats) and 0 <= slot < len(seats[seat].hand):
        return seats[seat].hand[slot]
    return None


class HandHints:
    """Each seated person's hint: after a still spell, the hand card that fits glows."""

    def __init__(self, seats, after_s: float):
        from game.hints import HintClock
        self.clocks = [HintClock(seat, after_s) for seat in seats]

    def on_events(self, events, now_s: float) -> None:
        for clock in self.clocks:
            clock.on_events(events, now_s)

    def draw(self, surface, view, game, now_s: float) -> list:
        """Draw the glows due now; the rectangles drawn (for the view to restore)."""
        drawn = []
        for clock in self.clocks:
            card = clock.card(game, now_s)
            hand = game.hands[clock.seat] if card is not None else []
            rect = hand_rect(view, clock.seat, hand.index(card)) if card in hand else None
            if rect is not None:
                drawn.append(draw_glow(surface, rect, now_s))
        return drawn
