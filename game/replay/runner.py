"""Applying a replay to the engine without a window: `--check`, sync tests and the viewer."""
from ..engine import cards
from ..engine.deal import DealError
from ..engine.events import Rejected
from ..engine.match import Match
from ..engine.options import OptionError
from .format import ReplayError, read_replay


class ReplayRun:
    """A match rebuilt from a header, fed the file's steps one at a time."""

    def __init__(self, header):
        self.header = header
        self.rejected: list[int] = []
        self.applied = 0
        try:
            self.match = Match(header.variant, header.options, len(header.seats), header.seed)
            self.last_events = self.match.next_game(header.deal)
        except (OptionError, DealError, KeyError) as error:
            raise ReplayError(1, _text(error)) from None

    def step(self, step) -> list:
        """Apply one Step; returns the engine events it caused."""
        if step.kind == "end":
            events = self.match.advance(step.t)
        elif step.kind == "game":
            events = self._next_game(step)
        elif step.kind == "round":
            events = self._round(step)
        elif step.kind in ("note", "torn"):
            events = []
        else:
            events = self.match.apply(step.intent)
            self.applied += 1
            if any(isinstance(e, Rejected) for e in events):
                self.rejected.append(step.index)
        self.last_events = events
        return events

    def _round(self, step) -> list:
        """A marker (rounds are dealt by the engine), or a hand-written deal for this round."""
        deal = step.data.get("deal")
        replace = getattr(self.match.game, "replace_round_deal", None)
        if deal is None or replace is None:
            return []
        try:
            return replace(deal)
        except DealError as error:
            raise ReplayError(step.line, _text(error)) from None

    def _next_game(self, step) -> list:
        deal = step.data.get("deal")
        try:
            return self.match.next_game(deal)
        except DealError as error:
            raise ReplayError(step.line, _text(error)) from None

    def summary(self) -> dict:
        """The JSON object `speed replay --check` prints (REPLAY_FORMAT.md)."""
        game = self.match.game
        return {
            "winner": game.winner if game.over else None,
            "rejected": self.rejected,
            "applied": self.applied,
            "piles": [[cards.name(c) for c in pile] for pile in game.piles()],
            "seats": [{"cards_left": n} for n in game.cards_left()],
            "match": {"games": self.match.index + 1, "wins": self.match.wins,
                      "winner": self.match.winner},
        }


def _text(error: Exception) -> str:
    return error.args[0] if error.args else str(error)


def check(path: str) -> dict:
    """Apply every line of the file; the summary. Raises ReplayError for a malformed file."""
    header, steps = read_replay(path)
    run = ReplayRun(header)
    for step in steps:
        run.step(step)
    return run.summary()


def states(path: str):
    """Yield (step, checksum of the game state) after every line: the sync test's view."""
    header, steps = read_replay(path)
    run = ReplayRun(header)
    yield None, run.match.game.checksum()
    for step in steps:
        run.step(step)
        yield step, run.match.game.checksum()
