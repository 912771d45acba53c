"""The adaptive level: follow the opponent's recent pace and keep the game close.

It watches what anyone at the table sees: when each other seat's cards land. Both its own and
the opponents' gaps between plays (within a run of play, not across a stalemate) are smoothed;
each of its own plays nudges its thinking-time `scale` so that its gaps follow the opponents',
a little slower when it is ahead in cards and a little faster when it is behind.
"""
RUN_GAP_MS = 2500.0      # a longer gap is a stalemate or a lapse, not the player's pace
SMOOTHING = 0.25         # weight of the newest gap
NUDGE = 0.35             # how far one play moves the scale towards the target
LOWEST, HIGHEST = 0.35, 5.0
CARD_LEAD = 0.03         # per card of lead: this much slower (behind: faster)


class Pace:
    """Smoothed gaps between plays, per seat, and the scale that matches them."""

    def __init__(self, seat: int):
        self.seat = seat
        self.last: dict[int, float] = {}
        self.gap: dict[int, float] = {}
        self.scale = 1.0

    def played(self, seat: int, t: float) -> None:
        """`seat`'s card landed at game time `t`."""
        before = self.last.get(seat)
        self.last[seat] = t
        if before is None or not 0 < t - before < RUN_GAP_MS:
            return
        old = self.gap.get(seat)
        self.gap[seat] = t - before if old is None else old + SMOOTHING * (t - before - old)
        if seat == self.seat:
            self._nudge()

    def reset_game(self) -> None:
        """A new game: gaps carry over (the same person), run starts do not."""
        self.last.clear()

    def opponents_gap(self) -> float | None:
        gaps = [g for s, g in self.gap.items() if s != self.seat]
        return sum(gaps) / len(gaps) if gaps else None

    def _nudge(self) -> None:
        theirs, mine = self.opponents_gap(), self.gap.get(self.seat)
        if theirs is None or mine is None:
            return
        want = self.scale * (theirs / mine) * self.lead_factor
        self.scale += NUDGE * (min(HIGHEST, max(LOWEST, want)) - self.scale)

    lead_factor = 1.0

    def set_lead(self, left: tuple) -> None:
        """Cards left per seat (visible counts): ahead → slow down a little, behind → hurry."""
        others = [n for s, n in enumerate(left) if s != self.seat]
        if others:
            lead = min(others) - left[self.seat]
            self.lead_factor = max(0.7, min(1.4, 1.0 + CARD_LEAD * lead))
