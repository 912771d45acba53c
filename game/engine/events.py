"""What the engine tells the screen, the sound and the stats. Times are game ms."""
from dataclasses import dataclass, field

from .refusals import Refusal


@dataclass(slots=True)
class Event:
    t: float


@dataclass(slots=True)
class CardPlayed(Event):
    """`card` left `seat`'s hand (or stock position `origin`) and landed on pile `pile`."""
    seat: int
    card: int
    pile: int
    origin: int | None = None


@dataclass(slots=True)
class Refilled(Event):
    """`cards` went from the draw pile into the hand (or a stock card turned face up)."""
    seat: int
    cards: list[int]


@dataclass(slots=True)
class Rejected(Event):
    """An intent that was illegal when applied: `refusal` says why (refusals.py); `card` and
    `pile` are the intent's."""
    seat: int
    kind: str
    refusal: Refusal
    card: int | None = None
    pile: int | None = None

    @property
    def code(self) -> str:
        return self.refusal.code

    @property
    def reason(self) -> str:
        """The engine's sentence, for logs and tests ("7H does not fit on 2C")."""
        return self.refusal.text


@dataclass(slots=True)
class LockedOut(Event):
    """`seat` misplayed (`cause` "misplay": `card` did not fit) or called falsely (`cause`
    "false_call"): its card intents, or its call and slap intents, are `locked` until `until`
    (game ms, the end of the half-open window [t, until)). Comes right after the Rejected.
    `length`: until − t in ms (longer than `misplay_lockout_s` when it grew); `streak`: the
    lockouts of this cause in a row, this one included (1: the first, or memory forgot)."""
    seat: int
    until: float
    cause: str
    card: int | None = None
    length: float | None = None
    streak: int = 1


@dataclass(slots=True)
class StalemateBegan(Event):
    """Nobody can play; `flip_at` is when the automatic flip comes (None: never)."""
    flip_at: float | None


@dataclass(slots=True)
class TableStalled(StalemateBegan):
    """Nobody played for `stall_s` (RULES.md, "A table that stands still"): a stalemate began
    although someone may hold a play, so every seat may ask to flip (or spit) until a card
    lands or the flip comes at `flip_at`."""


@dataclass(slots=True)
class FlipRequested(Event):
    seat: int


@dataclass(slots=True)
class FlipRequestDropped(Event):
    """`seat` got a legal play again, so its flip request no longer counts."""
    seat: int


@dataclass(slots=True)
class PilesRebuilt(Event):
    """Centre piles shuffled into new face-down side piles (`piles`: the side pile indices)."""
    piles: list[int]


@dataclass(slots=True)
class Flipped(Event):
    """Cards turned onto centre piles: `cards[i]` onto pile `piles[i]`. `start`: the t = 0 flip."""
    piles: list[int]
    cards: list[int]
    start: bool = False


@dataclass(slots=True)
class CallWindowOpened(Event):
    """`finisher` is out of cards; `callers` may call "Speed!" until `deadline`."""
    finisher: int
    callers: list[int]
    deadline: float


@dataclass(slots=True)
class Called(Event):
    """`seat` called "Speed!" (or slapped the pad) in time."""
    seat: int


@dataclass(slots=True)
class PenaltyTaken(Event):
    """`seat` turned centre pile `pile` (`count` cards) over as its new draw pile."""
    seat: int
    pile: int
    count: int


@dataclass(slots=True)
class GameWon(Event):
    """The game is over. `winner` None: a draw. `ranking`: seats best first. `reason` in words."""
    winner: int | None
    ranking: list[int]
    reason: str
    scores: list[int] = field(default_factory=list)


@dataclass(slots=True)
class MatchWon(Event):
    """The match is over: `winner` took `games_to_win` games. `wins[i]`: games won by seat i."""
    winner: int
    wins: list[int]
