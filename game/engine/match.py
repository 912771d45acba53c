"""A match: games of one variant until a seat has won `games_to_win` of them."""
from .events import Event, GameWon, MatchWon
from .intents import Intent
from .variants import new_game, rules_for


class Match:
    def __init__(self, variant: str, options: dict | None, seats: int, seed: int):
        self.variant, self.seed = variant, seed
        self.rules = rules_for(variant, options, seats)
        self.games_to_win = getattr(self.rules, "games_to_win", 1)
        self.wins = [0] * seats
        self.index = -1
        self.game = None
        self.over = False
        self.winner: int | None = None

    def next_game(self, deal: dict | None = None, start: bool = True) -> list[Event]:
        """Deal the next game and (unless `start` is False: call `start()` at its t = 0) start
        it; returns the start events."""
        self.index += 1
        self.game = new_game(self.variant, self.rules, self.seed, self.index, deal)
        return self.start() if start else []

    def start(self) -> list[Event]:
        """The current game's t = 0: the first cards are turned."""
        return self._count(self.game.start())

    def apply(self, intent: Intent) -> list[Event]:
        return self._count(self.game.apply(intent))

    def advance(self, t: float) -> list[Event]:
        return self._count(self.game.advance(t))

    def _count(self, events: list[Event]) -> list[Event]:
        """Score finished games; add MatchWon when a seat reaches `games_to_win`."""
        if not self.game.over:
            return events
        for event in events:
            if isinstance(event, GameWon) and event.winner is not None and not self.over:
                self.wins[event.winner] += 1
                if self.wins[event.winner] >= self.games_to_win:
                    self.over, self.winner = True, event.winner
                    events = events + [MatchWon(event.t, event.winner, self.wins[:])]
                    break
        return events
