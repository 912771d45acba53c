"""Per-player statistics from engine events: cards played, pace, races won, rejections."""
from .engine.events import CardPlayed, Rejected
from .engine.events_rounds import Covered

RACE_WINDOW_MS = 300.0     # two seats going for one pile this close together is a race


class Stats:
    def __init__(self, seats: int):
        self.played = [0] * seats
        self.rejected = [0] * seats
        self.races_won = [0] * seats
        self.races = 0
        self._gap_sum = [0.0] * seats
        self._gap_count = [0] * seats
        self._last_play: list[float | None] = [None] * seats
        self._last_on_pile: dict[int, tuple[int, float]] = {}

    def on_events(self, events) -> None:
        for event in events:
            if isinstance(event, (CardPlayed, Covered)):
                self._race(event.seat, event.pile, event.t)
                self.played[event.seat] += 1
                self._note_gap(event.seat, event.t)
                self._last_on_pile[event.pile] = (event.seat, event.t)
            elif isinstance(event, Rejected):
                self.rejected[event.seat] += 1
                if event.kind == "play" and event.pile is not None:
                    self._race(event.seat, event.pile, event.t)

    def _race(self, seat: int, pile: int, t: float) -> None:
        """A play or miss on `pile` soon after another seat's play there: that seat won a race."""
        last = self._last_on_pile.get(pile)
        if last and last[0] != seat and t - last[1] <= RACE_WINDOW_MS:
            self.races += 1
            self.races_won[last[0]] += 1
            self._last_on_pile[pile] = (last[0], float("-inf"))   # one race per landing

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

    def new_game(self) -> None:
        """Keep totals over the match; gaps and races never span two games."""
        self._last_on_pile.clear()
        self._last_play = [None] * len(self._last_play)
