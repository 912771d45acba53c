"""Hints for beginners: after a few seconds without a play, where a seat's playable cards are.
No pygame, no clock: the scene hands in its time (`now_s`) and the game's events.

What glows is a list of *places* on the table: ("hand", slot) is the seat's own card in that
slot (Speed: a hand card; Spit: the stock top at that position), ("pile", p) layout pile `p`
(California: both cards of a match the seat can cover, its own row's first, listed first)."""
from game.engine import cards
from game.engine.events import CardPlayed, Flipped, PenaltyTaken, Refilled
from game.engine.events_rounds import (Covered, Redealt, RoundStarted, Slapped,
                                       StockMoved)
from game.engine.intents import COVER, PLAY

HINT_AFTER_S = 4.0        # a table that stood still this long shows a card that fits
TUTORIAL_AFTER_S = 2.5    # the tutorial's match hints sooner
CHANGES = (CardPlayed, Flipped, PenaltyTaken, Refilled, Covered, Redealt, RoundStarted,
           Slapped, StockMoved)


def hint_places(game, seat: int) -> list[tuple[str, int]]:
    """Where `seat` could play now, as places to glow ([] when nothing fits)."""
    if game is None or game.over:
        return []
    kinds = {"speed": _speed, "spit": _spit, "california": _california}
    return kinds.get(game.variant, lambda g, s: [])(game, seat)


def _speed(game, seat: int) -> list:
    plays = game.legal_plays(seat)
    return [("hand", game.hands[seat].index(plays[0][0]))] if plays else []


def _spit(game, seat: int) -> list:
    play = next((i for i in game.legal_intents(seat) if i.kind == PLAY), None)
    if play is None:
        return []
    tops = [pile[-1] if pile else None for pile in game.stocks[seat]]
    return [("hand", tops.index(play.card))]


def _california(game, seat: int) -> list:
    open_piles = [i.pile for i in game.legal_intents(seat) if i.kind == COVER]
    if not open_piles:
        return []
    own = len(game.table) // game.seats
    first = min(open_piles, key=lambda p: (not own * seat <= p < own * (seat + 1), p))
    rank = cards.RANK[game.table[first][-1]]
    pair = [p for p in open_piles if cards.RANK[game.table[p][-1]] == rank and p != first]
    return [("pile", p) for p in [first] + pair]


class HintClock:
    """When `seat`'s playable card glows: `after_s` seconds after the table last changed."""

    def __init__(self, seat: int, after_s: float = HINT_AFTER_S):
        self.seat, self.after_s = seat, after_s
        self.since: float | None = None

    def on_events(self, events, now_s: float) -> None:
        """A play, a refill, a flip, a cover or a new round starts the wait again."""
        if any(isinstance(e, CHANGES) for e in events):
            self.since = now_s

    def places(self, game, now_s: float) -> list[tuple[str, int]]:
        """The places to glow now ([]: not yet, or nothing fits)."""
        if self.since is None:
            self.since = now_s
        if now_s - self.since < self.after_s:
            return []
        return hint_places(game, self.seat)

    def card(self, game, now_s: float) -> int | None:
        """The Speed hand card to glow now, or None: not yet, or nothing fits."""
        places = self.places(game, now_s)
        hand = getattr(game, "hands", None)
        return hand[self.seat][places[0][1]] if places and hand is not None else None
