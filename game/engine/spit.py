"""Spit's play (RULES.md, "Spit"): stock plays and moves, stalemate spits; rounds and slaps are
in spit_rounds.py. Choices where RULES.md is silent:

- "Can play" means a stock top fits on a spit pile. Moves into an empty position (and `stack_own`
  stacks) are always allowed but do not count, so they neither end a stalemate nor block a spit.
- A spit request is rejected while the seat can play or when it has no spit cards. The spit comes
  when nobody can play and every seat still holding spit cards has asked, or `auto_flip_s` after
  the stalemate began; only seats holding spit cards turn one (a seat without cannot spit). So
  when one seat has run out and nobody can play, the other spits alone until it runs out too;
  then the round ends (spit_rounds.py).
- Rounds, slaps and the end of the game: see spit_rounds.py.
- A table that stands still (`stall_s`): moves into a stock position are not cards played onto
  a spit pile, so they neither end a stall nor restart its count. A stalled table is a
  stalemate, so when no seat holds a spit card it ends the round at once, as a stalemate
  without spit cards does ("nobody can play and neither player has spit cards left"): else a
  player who holds a play and never makes it would hold the table for ever.
"""
from . import cards, rng
from .events import (CardPlayed, Event, FlipRequestDropped, FlipRequested, Flipped, Refilled,
                     StalemateBegan, TableStalled)
from .events_rounds import StockMoved
from .game import due
from .intents import MOVE, PLAY, SLAP, SPIT, Intent
from .misplay import Lockout
from .refusals import (MUST_PLAY, NO_SPIT_CARDS, NO_SUCH_POSITION, NO_SUCH_SPIT_PILE,
                       NOT_ADJACENT, NOT_ON_STOCK, NOT_SAME_RANK, POSITION_TAKEN, ROUND_OVER,
                       SAME_POSITION, SPIT_PILE_UNUSED, Refusal)
from .spit_rounds import PLAYING, SLAPPING, SpitRounds
from .spit_setup import STOCK_PILES, SpitRules, deal_to_dict, explicit_deal, seed_deal

RANK = cards.RANK


class SpitGame(SpitRounds):
    variant = "spit"
    HANDLERS = {PLAY: "_on_play", MOVE: "_on_move", SPIT: "_on_spit", SLAP: "_on_slap"}
    __slots__ = ("stocks", "up", "spits", "centres", "requests", "stalemate_at", "phase",
                 "slaps", "slap_due", "round", "in_play", "scores", "deal", "round_deal",
                 "fresh", "stall_from", "stalled")

    def __init__(self, rules: SpitRules, seed: int, stream: int = 0, deal: dict | None = None):
        self.rules = rules
        deal_rng, self.rng = rng.streams(seed, stream)
        if deal is None:
            self.stocks, self.spits, _ = seed_deal(deal_rng)
        else:
            self.stocks, self.spits = explicit_deal(deal, rules.seats)
        self.deal = deal_to_dict(self.stocks, self.spits)
        self.centres = [[] for _ in range(rules.seats)]
        self.requests = [False] * rules.seats
        self.stalemate_at = None
        self.phase, self.slaps, self.slap_due = PLAYING, [None] * rules.seats, None
        self.round, self.scores = 0, [0] * rules.seats
        self.in_play = [False] * rules.seats
        self.up = [[0] * STOCK_PILES for _ in range(rules.seats)]
        self.round_deal, self.fresh = self.deal, False
        self.stall_from, self.stalled = 0.0, False
        self.now, self.over, self.winner, self.ranking = 0.0, False, None, []
        self.lock = Lockout.of(rules)

    def start(self) -> list[Event]:
        """The t = 0 "Spit!": every seat with spit cards turns one onto its own spit pile."""
        events: list[Event] = []
        self._begin_round(0.0, events)
        self._update(0.0, events)
        return events

    def apply(self, intent: Intent) -> list[Event]:
        self.fresh = False
        return super().apply(intent)

    # -- intents -----------------------------------------------------------------------------
    def _on_play(self, intent: Intent, t: float, events: list) -> None:
        seat, card, pile = intent.seat, intent.card, intent.pile
        refusal = self._play_problem(seat, card, pile)
        if refusal:
            return self._reject(events, intent, t, refusal)
        pos = self._position(seat, card)
        self.centres[pile].append(card)
        self.stall_from = t
        if self.stalled:                      # a card ends the stall and its stalemate
            self.stalled, self.stalemate_at = False, None
        events.append(CardPlayed(t, seat, card, pile, pos))
        self._take_from(seat, pos, t, events)
        self._update(t, events)

    def _source_problem(self, seat: int, card) -> Refusal | None:
        """Why `card` cannot leave its place now: the round is not being played, or it is not
        the face-up top of one of the seat's stock piles (None when it can)."""
        if self.phase != PLAYING:
            return Refusal(ROUND_OVER)
        if self._position(seat, card) is None:
            return Refusal(NOT_ON_STOCK, card)
        return None

    def _play_problem(self, seat: int, card, pile) -> Refusal | None:
        """Why this play is illegal now (None when it is legal)."""
        source = self._source_problem(seat, card)
        if source:
            return source
        if not isinstance(pile, int) or not 0 <= pile < len(self.centres):
            return Refusal(NO_SUCH_SPIT_PILE, pile=pile)
        centre = self.centres[pile]
        if not centre:
            return Refusal(SPIT_PILE_UNUSED, pile=pile)
        if not cards.adjacent(card, centre[-1]):
            return Refusal(NOT_ADJACENT, card, centre[-1])
        return None

    def _on_move(self, intent: Intent, t: float, events: list) -> None:
        seat, card, to = intent.seat, intent.card, intent.to
        refusal = self._move_problem(seat, card, to)
        if refusal:
            return self._reject(events, intent, t, refusal)
        pos = self._position(seat, card)
        target = self.stocks[seat][to]
        self.up[seat][to] = self.up[seat][to] + 1 if target else 1
        target.append(card)
        events.append(StockMoved(t, seat, card, pos, to))
        self._take_from(seat, pos, t, events)
        self._update(t, events)

    def _move_problem(self, seat: int, card, to) -> Refusal | None:
        """Why this move is illegal now (None when it is legal)."""
        source = self._source_problem(seat, card)
        if source:
            return source
        pos = self._position(seat, card)
        if not isinstance(to, int) or not 0 <= to < STOCK_PILES:
            return Refusal(NO_SUCH_POSITION, position=to)
        if to == pos:
            return Refusal(SAME_POSITION, card, position=to)
        target = self.stocks[seat][to]
        if not target:
            return None
        if not self.rules.stack_own:
            return Refusal(POSITION_TAKEN, position=to)
        if RANK[card] != RANK[target[-1]]:
            return Refusal(NOT_SAME_RANK, card, target[-1])
        return None

    def _on_spit(self, intent: Intent, t: float, events: list) -> None:
        seat = intent.seat
        if self.phase != PLAYING:
            return self._reject(events, intent, t, Refusal(ROUND_OVER))
        play = None if self.stalled else self.find_play(seat)
        if play:
            card, pile = play
            return self._reject(events, intent, t,
                                Refusal(MUST_PLAY, card, self.centres[pile][-1]))
        if not self.spits[seat]:
            return self._reject(events, intent, t, Refusal(NO_SPIT_CARDS))
        if self.requests[seat]:
            return
        self.requests[seat] = True
        events.append(FlipRequested(t, seat))
        self._update(t, events)

    # -- stock -------------------------------------------------------------------------------
    def _position(self, seat: int, card) -> int | None:
        """The stock position whose top is `card`, or None."""
        if not 0 <= seat < self.seats:
            return None
        for pos, pile in enumerate(self.stocks[seat]):
            if pile and pile[-1] == card:
                return pos
        return None

    def _take_from(self, seat: int, pos: int, t: float, events: list) -> None:
        """Lift the top of stock pile `pos`; turn the card under it face up."""
        pile = self.stocks[seat][pos]
        pile.pop()
        up = self.up[seat]
        up[pos] = min(up[pos] - 1, len(pile))
        if pile and up[pos] == 0:
            up[pos] = 1
            events.append(Refilled(t, seat, [pile[-1]]))

    def find_play(self, seat: int) -> tuple[int, int] | None:
        """A (card, spit pile) `seat` can play now, or None."""
        for pile in self.stocks[seat]:
            if pile:
                card = pile[-1]
                for index, centre in enumerate(self.centres):
                    if centre and cards.adjacent(card, centre[-1]):
                        return card, index
        return None

    def stock_count(self, seat: int) -> int:
        return sum(len(pile) for pile in self.stocks[seat])

    # -- settling after a change -------------------------------------------------------------
    def _update(self, t: float, events: list) -> None:
        """After any change: drop requests, stalemates and spits, and end rounds as they come."""
        while not self.over and self.phase == PLAYING:
            ended = self._settle(t, events)
            if ended is None:
                return
            self._end_round(ended[0], ended[1], t, events)

    def _settle(self, t: float, events: list):
        """None while play goes on; (cleared seat or None, reason) when the round is over."""
        while True:
            for seat in range(self.seats):
                if not self.stock_count(seat):
                    return seat, "played all stock cards"
            if self.stalled:                  # only the spit (or a card) ends a stall
                holders = self._holders()
                if not holders:
                    return None, "the table stalled and no spit cards are left"
                if not all(self.requests[seat] for seat in holders):
                    return None
                self._spit(t, events)
                continue
            can = [self.find_play(seat) is not None for seat in range(self.seats)]
            for seat in range(self.seats):
                if can[seat] and self.requests[seat]:
                    self.requests[seat] = False
                    events.append(FlipRequestDropped(t, seat))
            if any(can):
                self.stalemate_at = None
                return None
            holders = self._holders()
            if not holders:
                return None, "nobody can play and no spit cards are left"
            if self.stalemate_at is None:
                self.stalemate_at = t
                auto = self.rules.auto_flip_ms
                events.append(StalemateBegan(t, due(t, auto)))
            if not all(self.requests[seat] for seat in holders):
                return None
            self._spit(t, events)

    def _spit(self, t: float, events: list) -> None:
        """Every seat holding spit cards turns one onto its own spit pile."""
        piles, turned = [], []
        for seat in range(self.seats):
            if self.spits[seat]:
                card = self.spits[seat].pop()
                self.centres[seat].append(card)
                piles.append(seat)
                turned.append(card)
        events.append(Flipped(t, piles, turned))
        self.requests = [False] * self.seats
        self.stalemate_at, self.stalled, self.stall_from = None, False, t

    def _holders(self) -> list[int]:
        """The seats holding spit cards (the ones a spit waits for)."""
        return [seat for seat in range(self.seats) if self.spits[seat]]

    # -- timers ------------------------------------------------------------------------------
    def _next_due(self) -> float | None:
        if self.phase == SLAPPING:
            return self.slap_due
        if self.stalemate_at is not None:
            return due(self.stalemate_at, self.rules.auto_flip_ms)
        return self.stall_due()

    def stall_due(self) -> float | None:
        """When the table stalls if no card is played first (None: nothing is counted now)."""
        if self.phase != PLAYING or self.stalemate_at is not None or self.over:
            return None
        return due(self.stall_from, self.rules.stall_ms)

    def _fire(self, due: float, events: list) -> None:
        if self.phase == SLAPPING:
            return self._slap_timeout(due, events)
        if self.stalemate_at is None:
            return self._stall(due, events)
        self._spit(due, events)
        self._update(due, events)

    def _stall(self, t: float, events: list) -> None:
        """Nobody played for `stall_s`: a stalemate begins now, plays or not (and the spit comes
        at once if every seat holding spit cards has already asked)."""
        self.stalled, self.stalemate_at = True, t
        events.append(TableStalled(t, due(t, self.rules.auto_flip_ms)))
        self._update(t, events)

    # -- the misplay lockout's questions (misplay.py) ---------------------------------------
    def _places(self) -> tuple:
        """The spit piles' tops, then every seat's stock tops (None where empty)."""
        places = [centre[-1] if centre else None for centre in self.centres]
        for stock in self.stocks:
            places += [pile[-1] if pile else None for pile in stock]
        return tuple(places)

    def _grace_place(self, intent: Intent) -> int | None:
        if intent.kind == PLAY:
            pile = intent.pile
            return pile if isinstance(pile, int) and 0 <= pile < len(self.centres) else None
        to = intent.to
        if not isinstance(to, int) or not 0 <= to < STOCK_PILES:
            return None
        return len(self.centres) + intent.seat * STOCK_PILES + to

    def _would_fit(self, intent: Intent, top) -> bool:
        if intent.kind == PLAY:
            return top is not None and cards.adjacent(intent.card, top)
        return top is None or (self.rules.stack_own and RANK[top] == RANK[intent.card])

    # -- reading the state -------------------------------------------------------------------
    def piles(self) -> list[list[int]]:
        return [centre[::-1] for centre in self.centres]

    def cards_left(self) -> list[int]:
        return [self.stock_count(seat) + len(self.spits[seat]) for seat in range(self.seats)]

    def has_play(self, seat: int) -> bool:
        """Is a `play` among `legal_intents(seat)`? (Fast: no moves, no Intent objects.)"""
        return not self.over and self.phase == PLAYING and self.find_play(seat) is not None

    def legal_intents(self, seat: int) -> list[Intent]:
        if self.over:
            return []
        if self.phase == SLAPPING:
            return ([] if self.slaps[seat] is not None else
                    [Intent(0, seat, SLAP, pile=p) for p in range(len(self.centres))])
        tops = [pile[-1] for pile in self.stocks[seat] if pile]
        found = [Intent(0, seat, PLAY, c, p) for c in tops for p in range(len(self.centres))
                 if not self._play_problem(seat, c, p)]
        found += [Intent(0, seat, MOVE, c, to=to) for c in tops for to in range(STOCK_PILES)
                  if not self._move_problem(seat, c, to)]
        if (not self.requests[seat] and self.spits[seat]
                and (self.stalled or not self.find_play(seat))):
            found.append(Intent(0, seat, SPIT))
        return found

    def copy(self) -> "SpitGame":
        other = SpitGame.__new__(SpitGame)
        other.rules, other.deal, other.round_deal, other.rng = (self.rules, self.deal,
                                                               self.round_deal, self.rng)
        other.stocks = [[pile[:] for pile in stock] for stock in self.stocks]
        other.up = [up[:] for up in self.up]
        other.spits = [spit[:] for spit in self.spits]
        other.centres = [centre[:] for centre in self.centres]
        other.requests, other.slaps = self.requests[:], self.slaps[:]
        other.in_play, other.scores = self.in_play[:], self.scores[:]
        other.stalemate_at, other.phase, other.slap_due = (self.stalemate_at, self.phase,
                                                           self.slap_due)
        other.round, other.fresh = self.round, self.fresh
        other.stall_from, other.stalled = self.stall_from, self.stalled
        other.now, other.over, other.winner = self.now, self.over, self.winner
        other.ranking = self.ranking[:]
        other.lock = None if self.lock is None else self.lock.copy()
        return other

    def to_dict(self) -> dict:
        names = cards.name
        state = {
            "stocks": [[[names(c) for c in reversed(p)] for p in s] for s in self.stocks],
            "up": [up[:] for up in self.up],
            "spits": [[names(c) for c in reversed(s)] for s in self.spits],
            "centres": [[names(c) for c in reversed(p)] for p in self.centres],
            "requests": self.requests[:], "stalemate_at": self.stalemate_at,
            "phase": self.phase, "slaps": self.slaps[:], "slap_due": self.slap_due,
            "round": self.round, "in_play": self.in_play[:], "scores": self.scores[:],
            "rng": self.rng, "now": self.now, "over": self.over, "winner": self.winner,
            "ranking": self.ranking[:],
        }
        if self.rules.stall_ms is not None:
            state["stall_from"], state["stalled"] = self.stall_from, self.stalled
        if self.lock is not None:
            state["lock"] = self.lock.to_dict()
        return state
