"""The table as a player's own machine shows it (pure): the host's match (the truth, from its
replay), plus this player's own moves the host has not judged yet, plus the timers already
due on the host's guessed clock. The player's card moves at once; the host's line for it
confirms the move or sends the card back, with the reason; for a race lost, the host's own
`race` message names the winner and the margin (ui/scenes/net_table.py pairs them by `t`).

`shown(truth)` is the match to draw: the truth itself while nothing is ahead of it, else a
copy with the moves and timers played on it. Every event shown ahead of the truth is kept
(`ahead`, by what it says, its time aside): when the truth's own event comes it is not shown
twice; a move the truth refused leaves its events unconfirmed, and they are dropped.
"""
from __future__ import annotations

import pickle
from dataclasses import dataclass, field, replace

from game.engine.events import CardPlayed, Rejected

ANSWER_MS = 1500.0              # a move the host has not answered in this long goes back


@dataclass(slots=True)
class Pending:
    """A move of this player's, shown before the host judged it."""
    intent: object
    made_ms: float               # local ms, when it was made
    said: list = field(default_factory=list)      # what it showed, as `said` keeps it


@dataclass(frozen=True, slots=True)
class Verdict:
    """The host's answer to one of this player's moves."""
    kind: str                    # the intent's kind: "play", "flip", "call", …
    ok: bool
    card: int | None = None
    pile: int | None = None
    refusal: object = None       # engine/refusals.Refusal when refused; None: no answer
    margin_ms: float | None = None    # a race lost: how much later than the winner (the
    winner: int | None = None         # host's `race`), and who won it
    t: float | None = None            # the host's game ms of the refused press


def said(event) -> str:
    """What an event says, its time aside: the same move shown ahead and then confirmed."""
    return repr(replace(event, t=0.0))


class OwnMoves:
    """This seat's moves ahead of the host's verdicts, and the table they make."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.pending: list[Pending] = []
        self.ahead: list[str] = []         # events shown before the truth had them
        self.copy = None                   # the match shown, when it is not the truth
        self.moved: set = set()            # (card, pile) this player's moves shown played
        self.back: list = []               # ... that went back since `take_back`

    def take_back(self) -> list:
        """The cards shown played that the host's table no longer lets stand (another player
        got there first, a move refused or unanswered): (card, pile) each, once."""
        back, self.back = self.back, []
        return back

    def shown(self, truth):
        return self.copy if self.copy is not None else truth

    def reset(self) -> None:
        """A new game (or a new replay): nothing is ahead."""
        self.pending.clear()
        self.ahead.clear()
        self.copy = None
        self.moved.clear()
        self.back.clear()

    # -- this player's moves ----------------------------------------------------------------
    def move(self, truth, intent, now_ms: float) -> list:
        """Play this player's intent (t: the guessed game ms) at once: the events to show."""
        if truth.game is None or truth.game.over or intent.t < 0:
            return []
        shown = self._copy(truth)
        intent = replace(intent, t=max(intent.t, shown.game.now))
        events = shown.apply(intent)
        self.moved |= self._plays(events)
        pending = Pending(intent, now_ms, [said(e) for e in events])
        self.pending.append(pending)
        self.ahead += pending.said
        return events

    def tick(self, truth, game_ms: float, now_ms: float) -> tuple[list, list[Verdict]]:
        """A frame: the timers due by `game_ms` fire on the shown table (events to show), and
        moves unanswered for too long go back (their verdicts)."""
        lost = [p for p in self.pending if now_ms - p.made_ms > ANSWER_MS]
        verdicts = []
        if lost:
            for p in lost:
                self.pending.remove(p)
                self._forget(p)
                verdicts.append(Verdict(p.intent.kind, False, p.intent.card, p.intent.pile))
            self._rebuild(truth, game_ms)
        game = self.shown(truth).game
        due = game.next_deadline() if game is not None and not game.over else None
        if due is None or due > game_ms:
            return [], verdicts
        return self._new(self._copy(truth).advance(game_ms)), verdicts

    def _new(self, events) -> list:
        """The timers' events not shown yet (a rebuilt copy fires again what was shown)."""
        known, fresh = list(self.ahead), []
        for event in events:
            text = said(event)
            if text in known:
                known.remove(text)
            else:
                fresh.append(event)
                self.ahead.append(text)
        return fresh

    # -- the host's lines --------------------------------------------------------------------
    def heard(self, truth, step, events, game_ms: float) -> tuple[list, Verdict | None]:
        """The truth applied one line (`step`, `events`): the events not shown yet, and the
        verdict on this player's move when the line was theirs."""
        fresh = []
        for event in events:
            text = said(event)
            if text in self.ahead:
                self.ahead.remove(text)
            else:
                fresh.append(event)
        verdict = None
        if step.kind == "intent" and step.intent.seat == self.seat:
            verdict = self._judged(step.intent, events)
        self._rebuild(truth, game_ms)
        return fresh, verdict

    def _judged(self, intent, events) -> Verdict | None:
        mine = next((p for p in self.pending if p.intent.kind == intent.kind), None)
        if mine is not None:
            for p in self.pending[:self.pending.index(mine) + 1]:
                self._forget(p)
            del self.pending[:self.pending.index(mine) + 1]
        refused = next((e for e in events if isinstance(e, Rejected) and e.seat == self.seat),
                       None)
        if refused is None:
            return Verdict(intent.kind, True, intent.card, intent.pile)
        return Verdict(intent.kind, False, intent.card, intent.pile, refused.refusal,
                       t=refused.t)

    def _forget(self, pending: Pending) -> None:
        """A move answered (or given up): what it showed ahead is confirmed or dropped."""
        for text in pending.said:
            if text in self.ahead:
                self.ahead.remove(text)

    # -- the shown table ----------------------------------------------------------------------
    def _copy(self, truth):
        if self.copy is None:
            self.copy = pickle.loads(pickle.dumps(truth))
        return self.copy

    def _rebuild(self, truth, game_ms: float) -> None:
        """The shown table again from the truth: the moves still pending replayed on a copy
        (their events shown already), else the truth itself. A move shown played that is
        played neither at the host nor on the new copy went back."""
        self.copy = None
        moved = set()
        if self.pending and truth.game is not None and not truth.game.over:
            shown = self._copy(truth)
            for p in self.pending:
                moved |= self._plays(shown.apply(replace(p.intent,
                                                         t=max(p.intent.t, shown.game.now))))
        hands = getattr(truth.game, "hands", None)
        stands = {(c, p) for c, p in self.moved - moved
                  if hands is not None and c not in hands[self.seat]}
        self.back += sorted(self.moved - moved - stands)
        self.moved = moved

    def _plays(self, events) -> set:
        return {(e.card, e.pile) for e in events
                if isinstance(e, CardPlayed) and e.seat == self.seat}
