"""A player who could play and has not: after `STUCK_MS` with a card that fits and no play
of their own, the table says so near them ("A card fits: 10♠ on 9♦"), where hints for
beginners are on (the option, and always in the tutorial). A flip turns new cards up: the wait
starts again (the note is never there the moment after one).

`StuckWatch.update(game, game_ms)` returns, for each watched seat that is stuck, the card that
fits and the card it goes on. It reads only the game's state (its legal plays and cards left),
on the engine's clock: no pygame here, and nothing but the screen changes."""
from game.engine.events import Flipped
from game.engine.intents import PLAY

STUCK_MS = 5000.0


def a_fit(game, seat: int) -> tuple[int, int] | None:
    """(card, top card) of one play `seat` could make now, or None (Speed and Spit)."""
    if getattr(game, "over", False) or getattr(game, "window", None):
        return None
    piles = game.piles()
    for intent in game.legal_intents(seat):
        if intent.kind == PLAY and intent.card is not None and piles[intent.pile]:
            return intent.card, piles[intent.pile][0]
    return None


class StuckWatch:
    """Watches `seats` (the people; the computer is never told) of one match."""

    def __init__(self, seats, after_ms: float = STUCK_MS):
        self.seats, self.after_ms = list(seats), after_ms
        self.since: dict[int, tuple] = {}      # seat → (game ms a fit was first seen, key)

    def heard(self, events) -> None:
        """A flip (or a spit) puts new cards on the piles: every wait starts again."""
        if any(isinstance(e, Flipped) for e in events):
            self.since.clear()

    def update(self, game, game_ms: float) -> dict[int, tuple[int, int]]:
        """Each stuck seat's (card, top): a fit seen for `after_ms` with no play since."""
        stuck = {}
        for seat in self.seats:
            fit = a_fit(game, seat) if game_ms >= 0 else None
            if fit is None:
                self.since.pop(seat, None)
                continue
            key = (id(game), game.cards_left()[seat])       # a play of theirs: a new key
            start, seen = self.since.get(seat, (game_ms, key))
            if seen != key:
                start = game_ms
            self.since[seat] = (start, key)
            if game_ms - start >= self.after_ms:
                stuck[seat] = fit
        return stuck
