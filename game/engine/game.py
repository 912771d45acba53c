"""The seam every variant plugs into: a game is plain data plus `apply`, `advance` and `copy`.

A variant subclasses `Game`, lists its intent kinds in `HANDLERS` (kind → method name), keeps
its timers behind `_next_due`/`_fire`, and reports `piles` and `cards_left` for replays. The
base class owns the rules every variant shares: time only moves forward, timers due at or before
an intent's time fire before it (windows are half-open), and after the end every intent is
rejected.
"""
import zlib

DUE_DIGITS = 6        # timers are kept to the nanosecond of game ms, see `due`


def due(t: float, delay: float | None) -> float | None:
    """When a timer started at `t` with `delay` ms fires (None: never). Rounded, so that
    decimal times add up as written: a stalemate at 256.22 plus 3000 is due at exactly the
    3256.22 a replay line says, not at 3256.2200000000003 (windows are half-open)."""
    return None if delay is None else round(t + delay, DUE_DIGITS)

from .events import Event, GameWon, Rejected
from .intents import Intent
from .refusals import GAME_OVER, NO_SUCH_SEAT, NOT_A_MOVE, Refusal


class Game:
    variant = ""
    HANDLERS: dict[str, str] = {}       # intent kind → method name
    _handler_functions: dict = {}
    __slots__ = ("rules", "now", "over", "winner", "ranking", "rng", "lock")

    def __init_subclass__(cls, **kwargs):
        """Resolve HANDLERS' method names to functions once, when the variant class is made."""
        super().__init_subclass__(**kwargs)
        cls._handler_functions = {kind: getattr(cls, method)
                                  for kind, method in cls.HANDLERS.items()}

    # -- what every variant provides ---------------------------------------------------------
    def piles(self) -> list[list[int]]:
        """The shared piles, each top first (speed: centre, spit: spit, california: layout)."""
        raise NotImplementedError

    def cards_left(self) -> list[int]:
        """Per seat, the cards that stand between the seat and winning."""
        raise NotImplementedError

    def legal_intents(self, seat: int) -> list[Intent]:
        """Every intent `seat` could make now that would not be rejected (t is left 0)."""
        raise NotImplementedError

    def copy(self) -> "Game":
        raise NotImplementedError

    def to_dict(self) -> dict:
        raise NotImplementedError

    def _next_due(self) -> float | None:
        """The game time of the next timer, or None."""
        return None

    def _fire(self, due: float, events: list[Event]) -> None:
        """Fire the timer that is due at `due`."""

    # -- what the misplay lockout asks (misplay.py; only called when the option is on) -------
    def _places(self) -> tuple:
        """The values a card intent is measured against, one per place (a pile's top...)."""
        raise NotImplementedError

    def _grace_place(self, intent: Intent) -> int | None:
        """The place of `_places()` that `intent` was sent to (None: no such place)."""
        raise NotImplementedError

    def _would_fit(self, intent: Intent, value) -> bool:
        """Would `intent` have been accepted with its place holding `value`?"""
        raise NotImplementedError

    def _misplayed_card(self, intent: Intent) -> int | None:
        """The card a refused card intent tried to lay (for the LockedOut event)."""
        return intent.card

    def _note(self, t: float) -> None:
        """The table changed at `t` outside an intent or a timer (a replay's round deal)."""
        if self.lock is not None:
            self.lock.note(self, t)

    # -- shared mechanics --------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return self.rules.seats

    def apply(self, intent: Intent) -> list[Event]:
        """Fire timers due by `intent.t`, then apply the intent (a late one at the current time)."""
        events: list[Event] = []
        lock = self.lock
        if lock is not None and lock.places is None:
            lock.begin(self)
        if intent.t >= self.now:          # >=: a timer due right now fires before the intent
            due = self._next_due()
            if due is not None and due <= intent.t:
                self._run_timers(intent.t, events)
            self.now = intent.t
        if self.over:
            events.append(Rejected(self.now, intent.seat, intent.kind, Refusal(GAME_OVER),
                                   intent.card, intent.pile))
            return events
        method = self._handler_functions.get(intent.kind)
        if method is None:
            refusal = Refusal(NOT_A_MOVE, kind=intent.kind, variant=self.variant)
            events.append(Rejected(self.now, intent.seat, intent.kind, refusal))
            return events
        if not 0 <= intent.seat < self.seats:       # -1 played the last seat's hand, 2 raised
            events.append(Rejected(self.now, intent.seat, intent.kind, Refusal(NO_SUCH_SEAT),
                                   intent.card, intent.pile))
            return events
        if lock is None:
            method(self, intent, self.now, events)
        else:
            lock.apply(self, method, intent, self.now, events)
        return events

    def advance(self, t: float) -> list[Event]:
        """Move game time on to `t`, firing every timer due at or before it (not after the end:
        the clock of a finished game stays at the moment it ended)."""
        events: list[Event] = []
        if t >= self.now and not self.over:
            self._run_timers(t, events)
            self.now = t
        return events

    def _run_timers(self, t: float, events: list[Event]) -> None:
        while not self.over:
            due = self._next_due()
            if due is None or due > t:
                return
            self.now = max(self.now, due)
            if self.lock is not None:
                self.lock.begin(self)
                self._fire(due, events)
                self.lock.note(self, due)
            else:
                self._fire(due, events)

    def next_deadline(self) -> float | None:
        """When the next timer fires (for countdowns on screen)."""
        return None if self.over else self._next_due()

    def stall_due(self) -> float | None:
        """When the table stalls unless a card is played (RULES.md, `stall_s`; None: it is not
        counting, or the variant has no stall). A countdown the screen does not tick."""
        return None

    def _reject(self, events: list, intent: Intent, t: float, refusal: Refusal) -> None:
        events.append(Rejected(t, intent.seat, intent.kind, refusal, intent.card, intent.pile))

    def _end(self, t: float, events: list, winner: int | None, reason: str,
             order_key=None, scores=None) -> None:
        """End the game: rank seats (winner first, then by `order_key`, seat order on ties)."""
        left = self.cards_left()
        key = order_key or (lambda s: left[s])
        ranking = sorted(range(self.seats), key=lambda s: (s != winner, key(s), s))
        self.over, self.winner, self.ranking = True, winner, ranking
        events.append(GameWon(t, winner, ranking, reason, list(scores or [])))

    def checksum(self) -> int:
        """A CRC of the whole state, equal for equal states on every machine."""
        return zlib.crc32(repr(sorted(self.to_dict().items())).encode())
