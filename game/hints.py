"""Hints for beginners: after a few seconds without a play, which of a seat's cards fits.
No pygame, no clock: the scene hands in its time (`now_s`) and the game's events."""
from game.engine.events import CardPlayed, Flipped, PenaltyTaken, Refilled

HINT_AFTER_S = 4.0        # a table that stood still this long shows a card that fits
TUTORIAL_AFTER_S = 2.5    # the tutorial's match hints sooner
CHANGES = (CardPlayed, Flipped, PenaltyTaken, Refilled)


class HintClock:
    """When `seat`'s playable card glows: `after_s` seconds after the table last changed."""

    def __init__(self, seat: int, after_s: float = HINT_AFTER_S):
        self.seat, self.after_s = seat, after_s
        self.since: float | None = None

    def on_events(self, events, now_s: float) -> None:
        """A play, a refill or a flip starts the wait again."""
        if any(isinstance(e, CHANGES) for e in events):
            self.since = now_s

    def card(self, game, now_s: float) -> int | None:
        """The hand card to glow now (Speed), or None: not yet, or nothing fits."""
        if self.since is None:
            self.since = now_s
        if now_s - self.since < self.after_s or game is None or game.over:
            return None
        plays = game.legal_plays(self.seat) if hasattr(game, "legal_plays") else []
        hand = getattr(game, "hands", None)
        return plays[0][0] if plays and hand is not None else None
