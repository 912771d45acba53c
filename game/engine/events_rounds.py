"""Events of the round-based variants (Spit's rounds and slaps, California's covers and re-deals).

Times are game ms, as in events.py; the game clock keeps running across rounds.
"""
from dataclasses import dataclass, field

from .events import Event


@dataclass(slots=True)
class RoundStarted(Event):
    """Round `round` (1-based) is dealt; `held[i]`: the cards seat i holds in it (stock + spit)."""
    round: int
    held: list[int]


@dataclass(slots=True)
class RoundEnded(Event):
    """Round `round` is over. `cleared`: the seat that played its last stock card (None: nobody
    could play and no spit cards were left). `points`: this round's points (points scoring),
    `totals`: the running scores. `slap_by`: when the slap phase times out (None: no slap phase,
    or no timeout)."""
    round: int
    reason: str
    cleared: int | None = None
    points: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    slap_by: float | None = None


@dataclass(slots=True)
class Slapped(Event):
    """`seat` slapped spit pile `pile`; `deadline`: the other seat's last moment to slap (None:
    the slaps are complete, or there is no timeout)."""
    seat: int
    pile: int
    deadline: float | None = None


@dataclass(slots=True)
class PileTaken(Event):
    """`seat` took spit pile `pile` (`count` cards) into its hand for the next round."""
    seat: int
    pile: int
    count: int


@dataclass(slots=True)
class Covered(Event):
    """California: `seat` covered layout pile `pile` with `card`; `double`: same rank (stays
    open)."""
    seat: int
    card: int
    pile: int
    double: bool = False


@dataclass(slots=True)
class Opened(Event):
    """California: layout piles `piles` became open (their tops form a match)."""
    piles: list[int]


@dataclass(slots=True)
class Redealt(Event):
    """California: round `round` dealt `cards[i]` face up onto pile `piles[i]`. `picked[s]`: the
    cards seat s picked up from its side first (all 0 for the first deal)."""
    round: int
    piles: list[int]
    cards: list[int]
    picked: list[int]


@dataclass(slots=True)
class DecksShuffled(Event):
    """California: after re-deals with no card covered, every seat's deck was shuffled."""
    seats: list[int]


@dataclass(slots=True)
class StockMoved(Event):
    """Spit: `seat` moved `card` from stock position `origin` to position `to` (a gap, or a
    same-rank top with `stack_own`)."""
    seat: int
    card: int
    origin: int
    to: int
