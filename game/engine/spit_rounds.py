"""Spit's rounds (RULES.md, "Spit": end of a round, slaps, fewer than 15 cards, winning, points,
safety valve), as a base class of SpitGame. Choices where RULES.md is silent:

- Rounds live inside one SpitGame, and the game clock keeps running: the next round is dealt
  (with the game's RNG) and its "Spit!" turned at the instant the previous round is settled, so
  every intent after that moment, its `t` still counted from the game's t = 0, belongs to the
  new round. `replace_round_deal` lets a replay's "round" line lay that round out explicitly.
- The round ends (checked after every change) when a seat's stock is empty, or when nobody can
  play and no seat has spit cards left, even if one seat still holds stock cards.
- A seat that starts a round with no spit cards (15 cards or fewer) has no spit pile that round.
- Slaps happen only after a round with two spit piles. The window starts at the round's end: if
  nobody slaps within `slap_window_s`, each seat takes its own spit pile; after the first slap
  the other seat has `slap_window_s` to slap, else it gets the pile that is left (null: wait for
  ever). A second slap by the same seat is rejected; so is any slap while a round is on.
- Single spit pile (its owner S, the seat without spit cards N): N clears first → N wins
  (`points`: N takes nothing, S takes the pile); S clears first → S takes nothing, N takes the
  pile and its unplayed stock; nobody can play and S has no spit cards left → the pile goes back
  to S, and each seat keeps its own stock.
- A seat left with no cards at all when a round is settled has won (standard), or ends the game
  (`points`: the lowest score wins).
- Points are scored at each round's end, before slapping; reaching `target` ends the game at
  once, without slapping. Equal lowest scores (or, for the valve, equal fewest cards) are a draw.
- `max_rounds`: after that many rounds the game ends once the last one is settled (piles taken),
  the fewest cards winning; each seat's cards are then held as face-down spit cards. The same
  valve ends the game at once when no seat would have a spit card in the next round (only
  possible with explicit deals of fewer than 32 cards): no spit pile could ever be started.
"""
from .deal import DealError
from .events import Event, Flipped
from .events_rounds import PileTaken, RoundEnded, RoundStarted, Slapped
from .game import Game, due
from .intents import Intent
from . import rng
from .refusals import ALREADY_SLAPPED, NO_SUCH_SPIT_PILE, ROUND_NOT_OVER, Refusal
from .spit_setup import (DEAL_ORDER, STOCK_PILES, check_same_cards, deal_to_dict, explicit_deal,
                         lay_out)

PLAYING, SLAPPING = "play", "slap"


class SpitRounds(Game):
    """Round starts and ends, slaps and the end of the game; SpitGame adds the play."""
    __slots__ = ()

    def replace_round_deal(self, deal: dict) -> list[Event]:
        """Lay the current round out as `deal` says (a replay's "round" line); only before any
        intent of the round, with exactly the cards each seat holds (DealError otherwise)."""
        if not self.fresh or self.over or self.phase != PLAYING:
            raise DealError("a round deal must come right after the round starts")
        held = [self.spits[s] + [c for p in self.stocks[s] for c in p] + self.centres[s]
                for s in range(self.seats)]
        stocks, spits = explicit_deal(deal, self.seats)
        check_same_cards(stocks, spits, held)
        self.stocks, self.spits = stocks, spits
        self.centres = [[] for _ in range(self.seats)]
        self.round -= 1
        events: list[Event] = []
        self._begin_round(self.now, events)
        self._update(self.now, events)
        self._note(self.now)
        return events

    def _on_slap(self, intent: Intent, t: float, events: list) -> None:
        seat, pile = intent.seat, intent.pile
        if self.phase != SLAPPING:
            return self._reject(events, intent, t, Refusal(ROUND_NOT_OVER))
        if not isinstance(pile, int) or not 0 <= pile < len(self.centres):
            return self._reject(events, intent, t, Refusal(NO_SUCH_SPIT_PILE, pile=pile))
        if self.slaps[seat] is not None:
            return self._reject(events, intent, t, Refusal(ALREADY_SLAPPED))
        self.slaps[seat] = pile
        first = 1 - seat
        if self.slaps[first] is None:
            window = self.rules.slap_window_ms
            self.slap_due = due(t, window)
            events.append(Slapped(t, seat, pile, self.slap_due))
            return
        events.append(Slapped(t, seat, pile))
        taken = [0, 0]
        taken[first] = self.slaps[first]
        taken[seat] = pile if pile != taken[first] else 1 - pile
        self._settle_round(taken, t, events)
        self._update(t, events)

    def _slap_timeout(self, t: float, events: list) -> None:
        """Nobody slapped: own piles; one slapped: the other gets the pile that is left."""
        taken = [0, 1]
        for seat, pile in enumerate(self.slaps):
            if pile is not None:
                taken = [1 - pile, 1 - pile]
                taken[seat] = pile
        self._settle_round(taken, t, events)
        self._update(t, events)

    # -- rounds ------------------------------------------------------------------------------
    def _begin_round(self, t: float, events: list) -> None:
        """Round start: record the layout, then "Spit!" from every seat with spit cards."""
        self.round += 1
        self.round_deal = deal_to_dict(self.stocks, self.spits)
        self.up = [[1 if pile else 0 for pile in stock] for stock in self.stocks]
        self.in_play = [bool(spit) for spit in self.spits]
        self.phase, self.slaps, self.slap_due = PLAYING, [None] * self.seats, None
        self.requests, self.stalemate_at = [False] * self.seats, None
        self.stall_from = t
        events.append(RoundStarted(t, self.round, self.cards_left()))
        piles = [seat for seat in range(self.seats) if self.spits[seat]]
        turned = [self.spits[seat].pop() for seat in piles]
        for seat, card in zip(piles, turned):
            self.centres[seat].append(card)
        events.append(Flipped(t, piles, turned, start=True))
        self.fresh = True

    def _end_round(self, cleared: int | None, reason: str, t: float, events: list) -> None:
        self.stalemate_at, self.requests = None, [False] * self.seats
        self.stalled = False                  # a stall without spit cards ends a round
        points = self.cards_left() if self.rules.points else []
        self.scores = [a + b for a, b in zip(self.scores, points)] if points else self.scores
        two_piles = all(self.in_play)
        slap_by = None
        if two_piles and not self._round_decides(cleared, points):
            self.phase = SLAPPING
            window = self.rules.slap_window_ms
            slap_by = self.slap_due = due(t, window)
        events.append(RoundEnded(t, self.round, reason, cleared, points, self.scores[:], slap_by))
        if self._round_decides(cleared, points):
            return self._decide(cleared, t, events)
        if not two_piles:
            self._settle_round(self._single_pile_takes(cleared), t, events)

    def _round_decides(self, cleared: int | None, points: list) -> bool:
        """Does this round end the game: the target reached, or the pile-less seat cleared first."""
        if points:
            return max(self.scores) >= self.rules.target
        return cleared is not None and not self.in_play[cleared] and any(self.in_play)

    def _decide(self, cleared: int | None, t: float, events: list) -> None:
        if self.rules.points:
            return self._end_by_points(t, events, "target reached")
        self._end(t, events, cleared, "cleared the stock against a single spit pile")

    def _single_pile_takes(self, cleared: int | None) -> list[int | None]:
        """Who takes the single spit pile: N if S cleared first, else its owner S."""
        taken: list[int | None] = [None] * self.seats
        if any(self.in_play):
            owner = self.in_play.index(True)
            taker = 1 - owner if cleared == owner else owner
            taken[taker] = owner
        return taken

    def _settle_round(self, taken: list[int | None], t: float, events: list) -> None:
        """Each seat adds the pile it took to its spit and stock cards; end, or deal a new round
        (the caller then runs `_update`, so rounds that end at once never recurse)."""
        for seat, pile in enumerate(taken):
            if pile is not None:
                events.append(PileTaken(t, seat, pile, len(self.centres[pile])))
        held = [(self.centres[pile] if pile is not None else []) + self.spits[seat]
                + [card for stock in self.stocks[seat] for card in stock]
                for seat, pile in enumerate(taken)]
        self.centres = [[] for _ in range(self.seats)]
        self.stocks = [[[] for _ in range(STOCK_PILES)] for _ in range(self.seats)]
        self.up = [[0] * STOCK_PILES for _ in range(self.seats)]
        self.spits = held
        self.phase, self.slaps, self.slap_due = PLAYING, [None] * self.seats, None
        if not all(held):
            out = [seat for seat in range(self.seats) if not held[seat]]
            if self.rules.points:
                return self._end_by_points(t, events, "out of cards")
            return self._end(t, events, out[0] if len(out) == 1 else None, "out of cards")
        if self.round >= self.rules.max_rounds:
            return self._end_by_valve(t, events, f"{self.rules.max_rounds} rounds")
        if all(len(mine) <= len(DEAL_ORDER) for mine in held):
            return self._end_by_valve(t, events, "no seat has spit cards for a new round")
        for seat in range(self.seats):
            self.rng = rng.shuffle(held[seat], self.rng)
            self.stocks[seat], self.spits[seat] = lay_out(held[seat])
        self._begin_round(t, events)

    def _end_by_points(self, t: float, events: list, reason: str) -> None:
        low = min(self.scores)
        leaders = [seat for seat in range(self.seats) if self.scores[seat] == low]
        winner = leaders[0] if len(leaders) == 1 else None
        score = self.scores
        self._end(t, events, winner, f"{reason}: lowest score", lambda s: score[s], score)

    def _end_by_valve(self, t: float, events: list, why: str) -> None:
        left = self.cards_left()
        leaders = [seat for seat in range(self.seats) if left[seat] == min(left)]
        winner = leaders[0] if len(leaders) == 1 else None
        self._end(t, events, winner, f"{why}: fewest cards",
                  scores=self.scores if self.rules.points else None)
