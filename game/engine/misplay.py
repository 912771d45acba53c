"""The misplay lockout (RULES.md, "Misplays"): a card sent where it cannot fit, or a false
"Speed!" call or Spit slap, locks that seat's card intents (or its calls and slaps) for
`misplay_lockout_s` — unless the press only lost a race within `misplay_grace_s`. A seat that
keeps misplaying is locked longer (`misplay_lockout_max_s`, `misplay_memory_s`): twice its
previous lockout of that kind when the new one starts less than the memory after the previous
one ended, never above the maximum, never below `misplay_lockout_s`.

A game with the option on holds one `Lockout`. It watches the table's *places* (Speed: the
centre tops; Spit: the spit tops, then every seat's five stock tops; California: whether each
layout pile is open), each variant's `_places()`, and keeps the values they had until they
changed in the last `misplay_grace_s`. A rejected card intent is a lost race when the variant
says (`_would_fit`) that it would have been accepted on one of those past values: a top
covered at c still counts when c > t − grace. Choices where RULES.md is silent:

- Misplays are the "does not fit where it was sent" refusals of MISPLAY_CODES: Speed
  `no_fit`, `pile_empty`, `no_such_pile`; Spit `not_adjacent`, `spit_pile_unused`,
  `no_such_spit_pile` and, for `move`, a position that is not empty (`position_taken`,
  `not_same_rank`, `same_position`) or does not exist (`no_such_position`); California
  `pile_not_open`, `pile_empty`, `no_such_pile`. A joker refused as the last card fits the
  top, so it is not a misplay, nor is any other refusal (not the seat's card, game or round
  over, a call window open, `locked` itself).
- False calls are the refusals of FALSE_CALL_CODES: a "Speed!" call when nobody is out or by a
  seat not entitled to call, a Spit slap while no round is waiting for slaps. A second slap by
  a seat that has slapped (`already_slapped`) is not: slaps were being made.
- "In a row" (LockedOut's `streak`): lockouts of one kind, each starting less than
  `misplay_memory_s` after the previous one ended. Only time breaks a row: a card that lands
  in between does not (the rule counts from the previous lockout's end, nothing else).
- The windows use the intent's time as the engine applies it (a late intent: the engine's
  clock), like every other rule; the lockout ends at `due(t, lockout)`, half-open.
"""
from .events import LockedOut, Rejected
from .game import due
from .intents import CALL, COVER, MOVE, PLAY, SLAP
from .options import millis
from .refusals import (LOCKED, NO_FIT, NO_SUCH_PILE, NO_SUCH_POSITION, NO_SUCH_SPIT_PILE,
                       NOBODY_OUT, NOT_ADJACENT, NOT_FINISHER, NOT_SAME_RANK, PILE_EMPTY,
                       PILE_NOT_OPEN, POSITION_TAKEN, ROUND_NOT_OVER, SAME_POSITION,
                       SPIT_PILE_UNUSED, Refusal)

CARD_KINDS = frozenset((PLAY, MOVE, COVER))
CALL_KINDS = frozenset((CALL, SLAP))
MISPLAY_CODES = frozenset((NO_FIT, PILE_EMPTY, NO_SUCH_PILE, NOT_ADJACENT, SPIT_PILE_UNUSED,
                           NO_SUCH_SPIT_PILE, POSITION_TAKEN, NOT_SAME_RANK, SAME_POSITION,
                           NO_SUCH_POSITION, PILE_NOT_OPEN))
FALSE_CALL_CODES = frozenset((NOBODY_OUT, NOT_FINISHER, ROUND_NOT_OVER))
MISPLAY, FALSE_CALL = "misplay", "false_call"
NEVER = float("-inf")


class Lockout:
    """One game's lockouts: per seat, until when its card intents and its calls are locked,
    how long that lockout was and how many came in a row, and the places' recent past for the
    grace."""
    __slots__ = ("lockout_ms", "grace_ms", "max_ms", "memory_ms", "cards_until", "calls_until",
                 "lengths", "streaks", "places", "past")

    def __init__(self, lockout_ms: float, grace_ms: float, seats: int,
                 max_ms: float | None = None, memory_ms: float = 2000.0):
        self.lockout_ms, self.grace_ms = lockout_ms, grace_ms
        self.max_ms, self.memory_ms = max_ms, memory_ms
        self.cards_until = [NEVER] * seats
        self.calls_until = [NEVER] * seats
        self.lengths = {MISPLAY: [0.0] * seats, FALSE_CALL: [0.0] * seats}  # the last lockout's
        self.streaks = {MISPLAY: [0] * seats, FALSE_CALL: [0] * seats}      # lockouts in a row
        self.places = None            # the places' values when last noted
        self.past: list = []          # (c, place, value it had until c), oldest first

    @classmethod
    def of(cls, rules) -> "Lockout | None":
        """The lockout a game with these rules needs (None: the option is off)."""
        given = rules.options
        lockout = given["misplay_lockout_s"]
        if not lockout:
            return None
        return cls(millis(lockout), millis(given["misplay_grace_s"]), rules.seats,
                   millis(given["misplay_lockout_max_s"]), millis(given["misplay_memory_s"]))

    @property
    def grows(self) -> bool:
        """Can a lockout be longer than `lockout_ms`?"""
        return self.max_ms is not None and self.max_ms > self.lockout_ms

    def copy(self) -> "Lockout":
        other = Lockout(self.lockout_ms, self.grace_ms, len(self.cards_until), self.max_ms,
                        self.memory_ms)
        other.cards_until, other.calls_until = self.cards_until[:], self.calls_until[:]
        other.lengths = {cause: lengths[:] for cause, lengths in self.lengths.items()}
        other.streaks = {cause: streaks[:] for cause, streaks in self.streaks.items()}
        other.places, other.past = self.places, self.past[:]
        return other

    def to_dict(self) -> dict:
        def ends(until):
            return [None if u == NEVER else u for u in until]
        state = {"cards_until": ends(self.cards_until), "calls_until": ends(self.calls_until),
                 "past": [list(entry) for entry in self.past]}
        if self.grows:
            state["lengths"] = {cause: lengths[:] for cause, lengths in self.lengths.items()}
            state["streaks"] = {cause: streaks[:] for cause, streaks in self.streaks.items()}
        return state

    # -- watching the table ------------------------------------------------------------------
    def begin(self, game) -> None:
        """Take the table as it is as the starting point (before the first intent)."""
        if self.places is None:
            self.places = game._places()

    def note(self, game, t: float) -> None:
        """The table may have changed at `t`: keep the values that places had until now."""
        now = game._places()
        before = self.places
        if now != before:
            if before is not None:
                past = self.past
                for place, old in enumerate(before):
                    if old != now[place]:
                        past.append((t, place, old))
            self.places = now
        past = self.past
        if past and past[0][0] <= t - self.grace_ms:
            limit = due(t, -self.grace_ms)
            self.past = [entry for entry in past if entry[0] > limit]

    def raced(self, game, intent, t: float) -> bool:
        """Would `intent` have been accepted on the table at some moment after t − grace?"""
        place = game._grace_place(intent)
        if place is None:
            return False
        limit = due(t, -self.grace_ms)
        return any(c > limit and where == place and game._would_fit(intent, old)
                   for c, where, old in self.past)

    # -- an intent ---------------------------------------------------------------------------
    def apply(self, game, method, intent, t: float, events: list) -> None:
        """Apply `intent` through its handler `method`, locked or locking as the rule says.
        A rejected intent moves nothing, so only an accepted one is noted."""
        kind, seat = intent.kind, intent.seat
        until = (self.cards_until if kind in CARD_KINDS else
                 self.calls_until if kind in CALL_KINDS else None)
        if until is not None and 0 <= seat < len(until) and t < until[seat]:
            return game._reject(events, intent, t, Refusal(LOCKED))
        start = len(events)
        method(game, intent, t, events)
        if len(events) == start or type(events[start]) is not Rejected:
            return self.note(game, t)
        if until is None or not 0 <= seat < len(until):
            return
        code = events[start].code
        if until is self.cards_until:
            if code in MISPLAY_CODES and not self.raced(game, intent, t):
                self._lock(until, seat, t, MISPLAY, game._misplayed_card(intent), events)
        elif code in FALSE_CALL_CODES:
            self._lock(until, seat, t, FALSE_CALL, None, events)

    def _lock(self, until: list, seat: int, t: float, cause: str, card, events: list) -> None:
        """Lock `seat` from `t`: twice its previous lockout of this cause when that one ended
        less than the memory before `t` (capped by the maximum), else the plain lockout."""
        lengths, streaks = self.lengths[cause], self.streaks[cause]
        if t < due(until[seat], self.memory_ms):          # NEVER + memory is still NEVER
            streaks[seat] += 1
            length = self.lockout_ms
            if self.grows:
                length = max(length, min(2 * lengths[seat], self.max_ms))
        else:
            streaks[seat], length = 1, self.lockout_ms
        lengths[seat] = length
        until[seat] = due(t, length)
        events.append(LockedOut(t, seat, until[seat], cause, card, length, streaks[seat]))

    def locked_by(self, seat: int, cause: str) -> tuple[float, int]:
        """(length in ms, lockouts in a row) of `seat`'s latest lockout of `cause`."""
        return self.lengths[cause][seat], self.streaks[cause][seat]
