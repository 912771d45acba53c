"""California Speed's rules (RULES.md, "California Speed"): matches open piles, covers, doubles,
re-deals, the last-card win and the safety valves. Choices where RULES.md is silent:

- Layout pile `s*L + j` is seat s's j-th pile from the left. A row is dealt from the deck's top,
  left to right; a seat holding L cards or fewer lays out all but one, leaving its rightmost
  positions empty. An empty position has no top: it is never open and cannot be covered.
- Open piles are re-checked after every deal and every cover: every pile whose top shares its
  rank with another top opens; an open pile closes only when covered by a card of another rank
  (and opens again at once if that new top forms a match).
- The round ends the instant no pile is open (at t = 0 too, if the first row shows no match):
  there is no timer. Each seat picks up the piles on its own side — whoever's cards they hold —
  and puts them face down under its deck, so they come back pile 0 first, each pile in the order
  its cards were laid; then each seat deals a new row. The clock keeps running.
- Re-deals "with no card covered": a re-dealt row (not the first row of the game) that ends
  with no cover. When the 3rd such row in a row is picked up, each deck is shuffled (game RNG,
  seat 0 first) before the next row is dealt, and the count starts again.
- `max_rounds`: a row dealt counts as a round (the first row is round 1). When round
  `max_rounds` ends, the piles are picked up as usual and the game ends: the seat with the
  fewest cards (its deck, now holding everything it picked up) wins; equal counts are a draw.
"""
from . import cards, rng
from .events import Event
from .events_rounds import Covered, DecksShuffled, Opened, Redealt
from .game import Game
from .intents import COVER, Intent
from .misplay import Lockout
from .california_setup import CaliforniaRules, deal_to_dict, explicit_deal, seed_deal
from .refusals import DECK_EMPTY, NO_SUCH_PILE, PILE_EMPTY, PILE_NOT_OPEN, Refusal

RANK = cards.RANK
name = cards.name


class CaliforniaGame(Game):
    variant = "california"
    HANDLERS = {COVER: "_on_cover"}
    __slots__ = ("decks", "table", "open", "round", "covered", "barren", "deal")

    def __init__(self, rules: CaliforniaRules, seed: int, stream: int = 0,
                 deal: dict | None = None):
        self.rules = rules
        deal_rng, self.rng = rng.streams(seed, stream)
        if deal is None:
            self.decks, _ = seed_deal(deal_rng)
        else:
            self.decks = explicit_deal(deal, rules.seats)
        self.deal = deal_to_dict(self.decks)
        size = rules.seats * rules.layout
        self.table: list[list[int]] = [[] for _ in range(size)]
        self.open = [False] * size
        self.round = 0                # rows dealt so far
        self.covered = False          # a card covered since the last row was dealt
        self.barren = 0               # re-dealt rows in a row that ended with no cover
        self.now, self.over, self.winner, self.ranking = 0.0, False, None, []
        self.lock = Lockout.of(rules)

    def start(self) -> list[Event]:
        """The t = 0 moment: each seat deals its first row; matches open."""
        events: list[Event] = []
        self._deal_row(0.0, events, [0] * self.seats)
        self._update(0.0, events)
        return events

    # -- intents -----------------------------------------------------------------------------
    def _on_cover(self, intent: Intent, t: float, events: list) -> None:
        seat, pile = intent.seat, intent.pile
        refusal = self._cover_problem(seat, pile)
        if refusal:
            return self._reject(events, intent, t, refusal)
        card = self.decks[seat].pop()
        top = self.table[pile][-1]
        self.table[pile].append(card)
        double = RANK[card] == RANK[top]
        self.open[pile] = double
        self.covered = True
        events.append(Covered(t, seat, card, pile, double))
        if not self.decks[seat]:
            return self._end(t, events, seat, "covered with the last card")
        self._update(t, events)

    def _cover_problem(self, seat: int, pile) -> Refusal | None:
        """Why this cover is illegal now (None when it is legal)."""
        if not isinstance(pile, int) or not 0 <= pile < len(self.table):
            return Refusal(NO_SUCH_PILE, pile=pile)
        if not self.table[pile]:
            return Refusal(PILE_EMPTY, pile=pile)
        if not self.open[pile]:
            return Refusal(PILE_NOT_OPEN, top=self.table[pile][-1], pile=pile)
        if not self.decks[seat]:
            return Refusal(DECK_EMPTY)
        return None

    # -- opening, rounds ---------------------------------------------------------------------
    def _update(self, t: float, events: list) -> None:
        """Open new matches; while no pile is open, end the round and deal the next row."""
        while not self.over:
            self._open_matches(t, events)
            if any(self.open):
                return
            self._end_round(t, events)

    def _open_matches(self, t: float, events: list) -> None:
        by_rank: dict[int, list[int]] = {}
        for pile, cards_on in enumerate(self.table):
            if cards_on:
                by_rank.setdefault(RANK[cards_on[-1]], []).append(pile)
        opened = [pile for group in by_rank.values() if len(group) > 1 for pile in group
                  if not self.open[pile]]
        if opened:
            for pile in opened:
                self.open[pile] = True
            events.append(Opened(t, sorted(opened)))

    def _end_round(self, t: float, events: list) -> None:
        """No pile is open: pick up, then end by the valve, or (shuffle and) deal a new row."""
        barren = self.round > 1 and not self.covered
        self.barren = self.barren + 1 if barren else 0
        picked = [self._pick_up(seat) for seat in range(self.seats)]
        if self.round >= self.rules.max_rounds:
            return self._end_by_valve(t, events)
        if self.barren >= self.rules.redeal_limit:
            for deck in self.decks:
                self.rng = rng.shuffle(deck, self.rng)
            self.barren = 0
            events.append(DecksShuffled(t, list(range(self.seats))))
        self._deal_row(t, events, picked)

    def _pick_up(self, seat: int) -> int:
        """`seat`'s side goes face down under its deck; returns how many cards it picked up."""
        size = self.rules.layout
        gathered: list[int] = []
        for pile in range(seat * size, seat * size + size):
            gathered += self.table[pile]
            self.table[pile] = []
        gathered.reverse()                   # pile 0's bottom card comes back first
        self.decks[seat][:0] = gathered
        return len(gathered)

    def _deal_row(self, t: float, events: list, picked: list[int]) -> None:
        """Each seat deals a row from its deck's top, keeping at least one card."""
        self.round += 1
        self.covered = False
        self.open = [False] * len(self.table)
        size = self.rules.layout
        piles, dealt = [], []
        for seat, deck in enumerate(self.decks):
            count = size if len(deck) > size else max(len(deck) - 1, 0)
            for j in range(count):
                card = deck.pop()
                self.table[seat * size + j].append(card)
                piles.append(seat * size + j)
                dealt.append(card)
        events.append(Redealt(t, self.round, piles, dealt, picked))

    def _end_by_valve(self, t: float, events: list) -> None:
        left = self.cards_left()
        leaders = [seat for seat in range(self.seats) if left[seat] == min(left)]
        winner = leaders[0] if len(leaders) == 1 else None
        self._end(t, events, winner, f"{self.rules.max_rounds} rounds: fewest cards")

    # -- the misplay lockout's questions (misplay.py) ---------------------------------------
    def _places(self) -> tuple:
        return tuple(self.open)

    def _grace_place(self, intent: Intent) -> int | None:
        pile = intent.pile
        return pile if isinstance(pile, int) and 0 <= pile < len(self.table) else None

    def _would_fit(self, intent: Intent, was_open) -> bool:
        return was_open

    def _misplayed_card(self, intent: Intent) -> int | None:
        deck = self.decks[intent.seat]        # misplay.py locks only seats at the table
        return deck[-1] if deck else None

    # -- reading the state -------------------------------------------------------------------
    def open_piles(self) -> list[int]:
        return [pile for pile, is_open in enumerate(self.open) if is_open]

    def piles(self) -> list[list[int]]:
        return [pile[::-1] for pile in self.table]

    def cards_left(self) -> list[int]:
        return [len(deck) for deck in self.decks]

    def legal_intents(self, seat: int) -> list[Intent]:
        if self.over or not self.decks[seat]:
            return []
        return [Intent(0, seat, COVER, pile=pile) for pile in self.open_piles()]

    def copy(self) -> "CaliforniaGame":
        other = CaliforniaGame.__new__(CaliforniaGame)
        other.rules, other.deal, other.rng = self.rules, self.deal, self.rng
        other.decks = [deck[:] for deck in self.decks]
        other.table = [pile[:] for pile in self.table]
        other.open = self.open[:]
        other.round, other.covered, other.barren = self.round, self.covered, self.barren
        other.now, other.over, other.winner = self.now, self.over, self.winner
        other.ranking = self.ranking[:]
        other.lock = None if self.lock is None else self.lock.copy()
        return other

    def to_dict(self) -> dict:
        state = {
            "decks": [[name(c) for c in reversed(deck)] for deck in self.decks],
            "table": [[name(c) for c in reversed(pile)] for pile in self.table],
            "open": self.open[:], "round": self.round, "covered": self.covered,
            "barren": self.barren, "rng": self.rng, "now": self.now, "over": self.over,
            "winner": self.winner, "ranking": self.ranking[:],
        }
        if self.lock is not None:
            state["lock"] = self.lock.to_dict()
        return state
