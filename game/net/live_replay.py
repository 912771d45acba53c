"""A replay as it grows (pure): the host's lines, read as they come (from the network, or from
a file being written), applied to a match one step at a time, and the host's game clock
guessed from when they came.

`take(lines, now_ms)` is given the replay's whole lines so far (text, newline included; the
host's bytes) and applies the ones it has not seen: each new step comes back with the events
it caused (a `Heard`). A
line 0 that differs from the one read starts again (the host's next match, or the same file
sent again after a dropped link). Untrusted: a line that is not a replay line stops the
reading with `problem` said once (the lines are a stranger's as much as a file is).

The clock: the host writes the header (and each `game` line) as a game is dealt, its t = 0
COUNTDOWN_MS later; every intent line was applied at its `t`, before it was sent. So the
host's game time is at least `t` when a line arrives: `game_ms(now)` follows the latest such
bound (and a bound far below it: the host paused, and game time skipped the pause).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from game.replay.format import ReplayError, parse_header, parse_step
from game.replay.runner import ReplayRun
from game.session import COUNTDOWN_S

COUNTDOWN_MS = COUNTDOWN_S * 1000
PAUSE_JUMP_MS = 1000.0            # a line this far behind the guessed clock: the host paused


@dataclass(frozen=True, slots=True)
class Heard:
    """One line applied: its step (replay/format.py Step) and the engine's events."""
    step: object
    events: list


class LiveReplay:
    """The match a growing replay shows so far."""

    def __init__(self) -> None:
        self.first = ""                   # line 0 as read (a different one: a new replay)
        self.read = 0                     # lines applied (the header counts)
        self.run: ReplayRun | None = None
        self.problem = ""
        self.offset_ms: float | None = None     # host game ms − local ms, as guessed
        self.restarted = False            # the last `take` read a new header (a new replay)
        self.starting: list = []          # the dealt game's start events, shown at its t = 0
        self.frozen_at: float | None = None     # local ms the host's table paused (told so)

    @property
    def header(self):
        return self.run.header if self.run is not None else None

    @property
    def match(self):
        return self.run.match if self.run is not None else None

    def game_ms(self, now_ms: float) -> float:
        """The host's game time now, as well as the lines tell it (before any: -COUNTDOWN)."""
        if self.frozen_at is not None:
            now_ms = min(now_ms, self.frozen_at)
        return -COUNTDOWN_MS if self.offset_ms is None else now_ms + self.offset_ms

    def freeze(self, now_ms: float) -> None:
        """The host said its table paused: its game clock stands still from `now_ms`."""
        if self.frozen_at is None:
            self.frozen_at = now_ms

    def thaw(self, now_ms: float) -> None:
        """The host's table plays on: game time skips the pause, as the host's does."""
        if self.frozen_at is not None and self.offset_ms is not None:
            self.offset_ms -= max(0.0, now_ms - self.frozen_at)
        self.frozen_at = None

    def take(self, lines: list[str], now_ms: float) -> list[Heard]:
        """Apply the whole lines not read yet, in order."""
        self.restarted = False
        if not lines or self.problem:
            return []
        if lines[0] != self.first and lines[0].endswith("\n"):
            self._start(lines[0], now_ms)
            if self.problem:
                return []
        heard: list[Heard] = []
        while self.read < len(lines) and lines[self.read].endswith("\n") and not self.problem:
            heard += self._step(self.read, lines[self.read], now_ms)      # (a line still
        return heard                                                       # written: later

    def _start(self, text: str, now_ms: float) -> None:
        self.first, self.read, self.run = text, 1, None
        self.frozen_at = None                    # a new match: not paused
        try:
            header = parse_header(_object(1, text))
            self.run = ReplayRun(header)
        except ReplayError as error:
            self.problem = str(error)
            return
        self.restarted = True
        self._dealt(now_ms)

    def _dealt(self, now_ms: float) -> None:
        """A game was dealt now: its t = 0 comes after the countdown; its start events wait."""
        self.offset_ms = -COUNTDOWN_MS - now_ms
        self.starting = list(self.run.last_events)

    def _step(self, index: int, text: str, now_ms: float) -> list[Heard]:
        self.read += 1
        try:
            step = parse_step(index + 1, _object(index + 1, text), self.run.header)
            events = self.run.step(step)
        except ReplayError as error:
            self.problem = str(error)
            return []
        if step.kind == "game":
            self._dealt(now_ms)
            return [Heard(step, [])]            # (its start events wait in `starting`)
        if step.t is not None:
            self._heard(step.t, now_ms)
        return [Heard(step, events)]

    def _heard(self, t: float, now_ms: float) -> None:
        if self.frozen_at is not None:
            now_ms = min(now_ms, self.frozen_at)
        bound = t - now_ms
        if self.offset_ms is None or bound > self.offset_ms or \
                bound < self.offset_ms - PAUSE_JUMP_MS:
            self.offset_ms = bound


def _object(number: int, text: str) -> dict:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ReplayError(number, "not valid JSON") from None
    if not isinstance(data, dict):
        raise ReplayError(number, "each line must be a JSON object")
    return data
