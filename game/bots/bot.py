"""Computer players. A bot looks at the settled table (only what its seat can see), picks a
move, thinks for a human time and then reaches: until the point of no return it still watches
the table and thinks again if the move stopped working; after it, the press goes into the same
queue as a person's, stamped when the card lands, and may be refused like anyone's late press.

The session calls `presses(now)` before it applies due intents (reaches that passed the point
of no return join the queue) and `look(game, now, events)` after (the bot sees the settled
table and the events everyone saw). `next_time()` says when the bot next needs a call.
"""
import math
import random

from ..engine.events import (CardPlayed, FlipRequestDropped, FlipRequested, Rejected,
                             StalemateBegan)
from ..engine.events_rounds import Covered, StockMoved
from ..engine.intents import CALL, COVER, PLAY, SLAP, Intent
from . import timing
from .adaptive import Pace
from .strategy import choose, useful
from .views import see

LEVELS = timing.NAMES
PLAYED = (CardPlayed, Covered, StockMoved)
QUIET = (FlipRequested, FlipRequestDropped, StalemateBegan)    # the table stays as it was
REFLEX = (CALL, SLAP)            # one obvious answer: a simple reaction, no choice
ANY = -1                         # a pile top the bot cannot predict (its own cover)


class Plan:
    """A move decided on: the press passes the point of no return at `commit`, lands at `due`."""
    __slots__ = ("intent", "commit", "due")

    def __init__(self, intent: Intent, commit: float, due: float):
        self.intent, self.commit, self.due = intent, commit, due


def key(intent) -> tuple:
    return intent.kind, intent.card, intent.pile


class Bot:
    def __init__(self, seat: int, level: "str | timing.Level" = "medium", seed: int = 0):
        self.level = timing.level_named(level) if isinstance(level, str) else level
        self.seat, self.name = seat, self.level.name
        self.rnd = random.Random(seed * 7919 + seat)
        self.pace = Pace(seat) if self.name == timing.ADAPTIVE else None
        self.pressed = 0                 # presses made (for the bench)
        self.reset()

    def reset(self) -> None:
        """A new game: nothing planned, nothing seen."""
        self.plan: Plan | None = None
        self.busy_until = 0.0            # its last press lands then
        self.seen = None                 # the table (signature) it last decided on
        self.expected = None             # the shared tops it expects (its own move included)
        self.refused: set = set()        # moves refused on the table as it is now...
        self.refused_on = None           # ... (its signature; None: the one seen next)
        self.slow_next = 0.0             # post-error slowing for the next decision
        self.fresh = False               # looked since the last event (nothing new to see)
        self.form = math.exp(self.rnd.gauss(0.0, self.level.form)) if self.level.form else 1.0
        if self.pace:
            self.pace.reset_game()

    @property
    def scale(self) -> float:
        """Thinking-time factor: this game's form (and the adaptive level's pace)."""
        return self.form * (self.pace.scale if self.pace else 1.0)

    def presses(self, now_ms: float) -> list[Intent]:
        """The press whose point of no return has passed: it goes into the queue now."""
        plan = self.plan
        if plan is None or plan.commit > now_ms:
            return []
        self.plan, self.busy_until = None, plan.due
        self.pressed += 1
        return [plan.intent]

    def next_time(self) -> float | None:
        """The next game time the bot acts by itself (its press), or None."""
        return None if self.plan is None else self.plan.commit

    def look(self, game, now_ms: float, events=()) -> None:
        """See the settled table (and what just happened) and plan, keep or drop a move."""
        self._read(events)
        if game.over:
            self.plan = None
            return
        if now_ms < self.busy_until:
            self.fresh = False
            return                        # its hand is still on the way
        if self.fresh and not events:
            return                        # nothing happened since it last looked
        self.fresh = True
        view = see(game, self.seat)
        if self.pace:
            self.pace.set_lead(view.left)
        signature = view.signature()
        if signature == self.seen:
            return
        options = self._usable(view, signature)
        if self.plan is not None:
            if any(key(o) == key(self.plan.intent) for o in options):
                self.seen = signature
                self.expected = self._expect(view, self.plan.intent)
                return                    # the change does not spoil the move: reach on
            self.plan = None              # it does: think again
        self.seen = signature
        if options:
            self._decide(view, options, now_ms, game)

    def _usable(self, view, signature) -> list[Intent]:
        """The view's moves less those the engine refused on this very table."""
        if self.refused and self.refused_on is None:
            self.refused_on = signature
        elif signature != self.refused_on:
            self.refused.clear()
        return [o for o in view.options() if key(o) not in self.refused]

    def _decide(self, view, options: list[Intent], now_ms: float, game=None) -> None:
        """Choose a move and when it lands (a human time from the level's model). With the
        misplay lockout on, the reach stays shorter than the grace, so that a press spoiled
        on its way is a lost race, and a call or slap that would land after its window has
        closed is not made (a person sees the penalty taken and does not slap)."""
        level, rnd = self.level, self.rnd
        intent = choose(view, options, level, rnd)
        if intent is None:
            return
        surprised = self.expected is not None and not _same(view.tops, self.expected)
        scale = self.scale * timing.spacing(level, view.variant)
        if intent.kind in REFLEX:
            think = timing.think_ms(level, rnd, 1, False, scale) + timing.late_ms(level, rnd)
        else:
            choices = sum(1 for o in options if useful(view, o))
            think = timing.think_ms(level, rnd, max(choices, 1), surprised, scale)
        think += self.slow_next
        self.slow_next = 0.0
        commit = round(now_ms + think, 3)
        grace = _grace_ms(game)
        due = round(commit + timing.reach_ms(level, rnd, grace), 3)
        if grace is not None and intent.kind in REFLEX and _closes_by(game, due):
            self.plan = None
            return
        self.plan = Plan(Intent(due, self.seat, intent.kind, intent.card, intent.pile,
                                intent.to, source=f"bot:{self.name}"), commit, due)
        self.expected = self._expect(view, intent)

    def _expect(self, view, intent: Intent) -> tuple:
        """The shared tops once `intent` has landed (as far as the bot can tell)."""
        tops = list(view.tops)
        if intent.kind == PLAY:
            tops[intent.pile] = intent.card
        elif intent.kind == COVER:
            tops[intent.pile] = ANY
        return tuple(tops)

    def _read(self, events) -> None:
        """Its own refused presses (a red banner everyone sees) and the others' plays."""
        for event in events:
            if isinstance(event, Rejected):
                if event.seat == self.seat:
                    self.refused.add((event.kind, event.card, event.pile))
                    self.refused_on = None
                    self.slow_next = self.level.error_slowing
                    self.seen = None
            elif not isinstance(event, QUIET):
                self.refused.clear()      # the table changed since: the refusal is stale
                if self.pace and isinstance(event, PLAYED):
                    self.pace.played(event.seat, event.t)


def _grace_ms(game) -> float | None:
    """The game's misplay grace in ms while its lockout is on, else None."""
    lock = getattr(game, "lock", None)
    return None if lock is None else lock.grace_ms


def _closes_by(game, t: float) -> bool:
    """Will the call or slap window now open have closed by `t`?"""
    deadline = game.next_deadline()
    return deadline is not None and deadline <= t


def _same(tops: tuple, expected: tuple) -> bool:
    return len(tops) == len(expected) and all(
        e == ANY or t == e for t, e in zip(tops, expected))
