"""High-score candidates from a match's engine events: people's fastest wins and fastest
"Speed!" calls (computer players never enter the table). No pygame, no clock: event times."""
from dataclasses import dataclass

from game.engine.events import Called, CallWindowOpened, GameWon


@dataclass(frozen=True)
class Candidate:
    kind: str          # "win" or "call" (game/store/highscores.py)
    seat: int
    ms: float


class Records:
    def __init__(self, humans):
        self.humans = set(humans)
        self.window_at: float | None = None
        self.found: list[Candidate] = []

    def on_events(self, events) -> None:
        for event in events:
            if isinstance(event, CallWindowOpened):
                self.window_at = event.t
            elif isinstance(event, Called) and self.window_at is not None:
                if event.seat in self.humans:
                    self.found.append(Candidate("call", event.seat, event.t - self.window_at))
                self.window_at = None
            elif isinstance(event, GameWon):
                self.window_at = None
                if event.winner in self.humans and event.t > 0:
                    self.found.append(Candidate("win", event.winner, event.t))

    def best(self) -> list[Candidate]:
        """Each seat's fastest of each kind, in the order kinds first happened."""
        chosen: dict[tuple[str, int], Candidate] = {}
        for found in self.found:
            key = (found.kind, found.seat)
            if key not in chosen or found.ms < chosen[key].ms:
                chosen[key] = found
        return list(chosen.values())
