"""Per-player statistics from engine events: cards played, pace, races, reactions, a timeline.

Fed by the session with every batch of engine events and, after it, the game they came from
(to sample cards left and who has a card to play). Times are match ms: each game's clock,
offset by the games before it, so a match reads as one line from start to end.
"""
from statistics import median
from typing import NamedTuple

from .engine.events import CallWindowOpened, Called, CardPlayed, Flipped, GameWon, Rejected
from .engine.events_rounds import Covered, RoundEnded, Slapped
from .engine.intents import COVER, PLAY

RACE_WINDOW_MS = 300.0     # two seats going for one pile this close together is a race
PLAY_KINDS = (PLAY, COVER)
MARKS = {Flipped: "flip", Slapped: "slap", Called: "speed", GameWon: "game"}


def has_play(game, seat: int) -> bool:
    """Has `seat` a card to play or cover with (not a move, flip or call)? The engine's fast
    answer where it has one (speed's `legal_plays`, spit's `has_play`)."""
    if hasattr(game, "has_play"):
        return game.has_play(seat)
    if hasattr(game, "legal_plays"):
        return bool(game.legal_plays(seat))
    return any(i.kind in PLAY_KINDS for i in game.legal_intents(seat))


class Landing(NamedTuple):
    """The last card that landed on a pile: by which seat, when (match ms)."""
    seat: int
    t: float


class Stats:
    def __init__(self, seats: int):
        self.played = [0] * seats
        self.rejected = [0] * seats
        self.races_won = [0] * seats
        self.races = 0
        self.timeline: list[list[tuple[float, int]]] = [[] for _ in range(seats)]
        self.marks: list[tuple[float, str, int | None]] = []   # (match ms, kind, seat)
        self.reactions: list[list[float]] = [[] for _ in range(seats)]
        self.calls: list[list[float]] = [[] for _ in range(seats)]   # "Speed!" / slap times
        self.margins: list[tuple[int, int, float]] = []   # (winner, loser, ms) of each race
        self._gap_sum = [0.0] * seats
        self._gap_count = [0] * seats
        self._last_play: list[float | None] = [None] * seats
        self._last_on_pile: dict[int, Landing] = {}
        self._playable_since: list[float | None] = [None] * seats
        self._call_from: float | None = None
        self._offset = 0.0          # match ms at this game's t = 0
        self._now = 0.0             # the latest game ms seen in this game

    def on_events(self, events, game=None) -> None:
        """Count a batch of events; with `game`, sample the state they left behind."""
        for event in events:
            self._now = max(self._now, event.t)
            self._mark(event)
            if isinstance(event, (CardPlayed, Covered)):
                self._race(event.seat, event.pile, event.t)
                self.played[event.seat] += 1
                self._note_gap(event.seat, event.t)
                self._note_reaction(event.seat, event.t)
                self._last_on_pile[event.pile] = Landing(event.seat, event.t)
            elif isinstance(event, Rejected):
                self.rejected[event.seat] += 1
                if event.kind == "play" and event.pile is not None:
                    self._race(event.seat, event.pile, event.t)
            elif isinstance(event, (CallWindowOpened, RoundEnded)):
                self._call_from = event.t
            elif isinstance(event, (Called, Slapped)) and self._call_from is not None:
                self.calls[event.seat].append(event.t - self._call_from)
        if game is not None and events:
            self._sample(game, self._now)

    def _mark(self, event) -> None:
        kind = MARKS.get(type(event))
        if kind and not (kind == "flip" and event.start):
            self.marks.append((self._offset + event.t, kind, getattr(event, "seat", None)))

    def _sample(self, game, t: float) -> None:
        """Cards left per seat (a point when it changes) and who has a card to play since when."""
        left = game.cards_left()
        for seat, line in enumerate(self.timeline):
            if seat < len(left) and (not line or line[-1][1] != left[seat]):
                line.append((self._offset + t, left[seat]))
            can = not game.over and has_play(game, seat)
            if not can:
                self._playable_since[seat] = None
            elif self._playable_since[seat] is None:
                self._playable_since[seat] = t

    def _note_reaction(self, seat: int, t: float) -> None:
        """A play: the time since this seat last got a card it could play."""
        since = self._playable_since[seat]
        if since is not None and t >= since:
            self.reactions[seat].append(t - since)
        self._playable_since[seat] = None

    def _race(self, seat: int, pile: int, t: float) -> None:
        """A play or miss on `pile` soon after another seat's play there: that seat won a race."""
        last = self._last_on_pile.get(pile)
        if last and last.seat != seat and t - last.t <= RACE_WINDOW_MS:
            self.races += 1
            self.races_won[last.seat] += 1
            self.margins.append((last.seat, seat, t - last.t))
            self._last_on_pile[pile] = Landing(last.seat, float("-inf"))   # one race per landing

    def _note_gap(self, seat: int, t: float) -> None:
        last = self._last_play[seat]
        if last is not None:
            self._gap_sum[seat] += t - last
            self._gap_count[seat] += 1
        self._last_play[seat] = t

    def mean_gap_ms(self, seat: int) -> float | None:
        """Mean time between this seat's plays within a game (None before two plays)."""
        count = self._gap_count[seat]
        return self._gap_sum[seat] / count if count else None

    def median_reaction_ms(self, seat: int) -> float | None:
        """The middle of this seat's reaction times (None before its first timed play)."""
        return median(self.reactions[seat]) if self.reactions[seat] else None

    def fastest_call_ms(self, seat: int) -> float | None:
        """This seat's quickest "Speed!" call or slap after the chance opened."""
        return min(self.calls[seat]) if self.calls[seat] else None

    def races_lost(self, seat: int) -> int:
        return sum(1 for _, loser, _ in self.margins if loser == seat)

    @property
    def duration_ms(self) -> float:
        """Match ms from the first game's t = 0 to the latest event."""
        return self._offset + self._now

    def new_game(self) -> None:
        """Keep totals over the match; gaps, races and reactions never span two games."""
        self._offset += self._now
        self._now = 0.0
        self._last_on_pile.clear()
        self._last_play = [None] * len(self._last_play)
        self._playable_since = [None] * len(self._playable_since)
        self._call_from = None
