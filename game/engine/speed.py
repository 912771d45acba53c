"""Speed's rules (RULES.md, "Speed"): plays, refill, must-play, stalemate flips, rebuilds, the
safety valve, the "Speed!" call window and its penalty, jokers, McLeod and 3–4 players.

Side pile `i` always feeds centre pile `i` (two players: the two side piles; McLeod: seat i's
spit cards; three or four players: seat i's own side pile), so one flip serves every deal.
"""
from . import cards, rng
from .events import (CallWindowOpened, Called, CardPlayed, Event, FlipRequestDropped,
                     FlipRequested, Flipped, PenaltyTaken, PilesRebuilt, Refilled,
                     StalemateBegan, TableStalled)
from .game import Game, due
from .intents import CALL, FLIP, PLAY, Intent
from .misplay import Lockout
from .speed_setup import HAND_SIZE, SpeedRules, deal_to_dict, explicit_deal, seed_deal
from .deal import DealReader, names_top_first
from .refusals import (JOKER_LAST, MUST_PLAY, NO_FIT, NO_SUCH_PILE, NOBODY_OUT, NOT_FINISHER,
                       NOT_IN_HAND, PILE_EMPTY, WINDOW_OPEN, Refusal)

RANK = cards.RANK
name = cards.name
JOKER_IDS = frozenset(card for card in range(len(RANK)) if RANK[card] == cards.JOKER)


class SpeedGame(Game):
    variant = "speed"
    HANDLERS = {PLAY: "_on_play", FLIP: "_on_flip", CALL: "_on_call"}
    __slots__ = ("hands", "draws", "sides", "centres", "requests", "stalemate_at",
                 "window", "rebuilds", "deal", "stall_from", "stalled")

    def __init__(self, rules: SpeedRules, seed: int, stream: int = 0, deal: dict | None = None):
        self.rules = rules
        deal_rng, self.rng = rng.streams(seed, stream)
        if deal is None:
            self.hands, self.draws, self.sides, _ = seed_deal(rules, deal_rng)
        else:
            self.hands, self.draws, self.sides = explicit_deal(rules, deal)
        self.deal = ([h[:] for h in self.hands], [d[:] for d in self.draws],
                     [s[:] for s in self.sides])
        self.centres = [[] for _ in range(rules.seats)]
        self.requests = [False] * rules.seats
        self.stalemate_at = None      # game time the current stalemate began
        self.window = None            # (deadline, finisher, callers) while "Speed!" may be called
        self.rebuilds = 0             # rebuilds since a card was last played from a hand
        self.stall_from = 0.0         # when the `stall_s` count started (RULES.md)
        self.stalled = False          # is the current stalemate a stall?
        self.now, self.over, self.winner, self.ranking = 0.0, False, None, []
        self.lock = Lockout.of(rules)

    def initial_deal(self) -> dict:
        """This game's deal as a replay `deal` object (what a recorder writes in the header)."""
        return deal_to_dict(*self.deal)

    def start(self) -> list[Event]:
        """The t = 0 moment: hands filled, the top of every side pile turned face up."""
        events: list[Event] = []
        for seat in range(self.seats):
            self._refill(seat, 0.0, events)
        self._turn_sides(0.0, events, start=True)
        self._settle(0.0, events)
        return events

    # -- intents -----------------------------------------------------------------------------
    def _on_play(self, intent: Intent, t: float, events: list) -> None:
        seat, card, pile = intent.seat, intent.card, intent.pile
        hand, centres = self.hands[seat], self.centres
        # The checks of _play_problem, inline and in its order; it only names the refusal.
        if (self.window or card not in hand or not isinstance(pile, int)
                or not 0 <= pile < len(centres) or not centres[pile]
                or (RANK[card] == 0 and self.only_jokers(seat))
                or not self.rules.fit[card][centres[pile][-1]]):
            return self._reject(events, intent, t, self._play_problem(seat, card, pile))
        slot = hand.index(card)
        del hand[slot]
        centres[pile].append(card)
        self.rebuilds = 0
        self.stall_from = t
        if self.stalled:                      # a card ends the stall and its stalemate
            self.stalled, self.stalemate_at = False, None
        events.append(CardPlayed(t, seat, card, pile))
        draw = self.draws[seat]
        if draw:
            if len(hand) == HAND_SIZE - 1:        # the usual case: one card into the slot
                drawn = draw.pop()
                hand.insert(slot, drawn)
                events.append(Refilled(t, seat, [drawn]))
            else:
                self._refill(seat, t, events, slot)
        if not hand:
            return self._ran_out(seat, t, events)
        self._settle(t, events)

    def _play_problem(self, seat: int, card, pile) -> Refusal | None:
        """Why this play is illegal now (None when it is legal)."""
        if self.window:
            return Refusal(WINDOW_OPEN)
        hand = self.hands[seat]
        if card not in hand:
            return Refusal(NOT_IN_HAND, card)
        if not isinstance(pile, int) or not 0 <= pile < len(self.centres):
            return Refusal(NO_SUCH_PILE, pile=pile)
        centre = self.centres[pile]
        if not centre:
            return Refusal(PILE_EMPTY, pile=pile)
        if RANK[card] == 0 and self.only_jokers(seat):
            return Refusal(JOKER_LAST)
        if not self.rules.fit[card][centre[-1]]:
            return Refusal(NO_FIT, card, centre[-1])
        return None

    def _on_flip(self, intent: Intent, t: float, events: list) -> None:
        seat = intent.seat
        if self.window:
            return self._reject(events, intent, t, Refusal(WINDOW_OPEN))
        play = None if self.stalled else self.find_play(seat)
        if play:
            card, pile = play
            return self._reject(events, intent, t,
                                Refusal(MUST_PLAY, card, self.centres[pile][-1]))
        if self.requests[seat]:
            return
        self.requests[seat] = True
        events.append(FlipRequested(t, seat))
        if all(self.requests):
            self._flip(t, events)

    def _on_call(self, intent: Intent, t: float, events: list) -> None:
        if not self.window:
            return self._reject(events, intent, t, Refusal(NOBODY_OUT))
        _, finisher, callers = self.window
        if intent.seat not in callers:
            return self._reject(events, intent, t, Refusal(NOT_FINISHER))
        self.window = None
        events.append(Called(t, intent.seat))
        self._end(t, events, intent.seat, '"Speed!"')

    # -- what follows a play -----------------------------------------------------------------
    def _refill(self, seat: int, t: float, events: list, slot: int | None = None) -> None:
        """Fill the hand to 5 from the draw pile; the first card takes the played card's slot."""
        hand, draw = self.hands[seat], self.draws[seat]
        missing = HAND_SIZE - len(hand)
        if missing > 0 and draw:
            drawn = draw[:-missing - 1:-1]
            del draw[-len(drawn):]
            if slot is None:
                hand.extend(drawn)
            else:
                hand.insert(slot, drawn[0])
                hand.extend(drawn[1:])
            events.append(Refilled(t, seat, drawn))

    def _ran_out(self, seat: int, t: float, events: list) -> None:
        """`seat` has no cards left: win now, or open the "Speed!" call window."""
        mode = self.rules.verbal_win
        if mode == "off":
            return self._end(t, events, seat, "out of cards")
        callers = [seat] if mode == "finisher" else list(range(self.seats))
        deadline = due(t, self.rules.call_window_ms)      # None: waits for the call for ever
        self.window = (deadline, seat, callers)
        self.stalemate_at = None
        events.append(CallWindowOpened(t, seat, callers, deadline))

    def _settle(self, t: float, events: list) -> None:
        """Drop flip requests of seats that can play again; start or end the stalemate. (A
        stall's stalemate only ends by a card or the flip, which clear `stalled` first.)"""
        anyone_can_play = False
        requests = self.requests
        for seat in range(self.seats):
            if (requests[seat] or not anyone_can_play) and self._can_play(seat):
                anyone_can_play = True
                if requests[seat]:
                    requests[seat] = False
                    events.append(FlipRequestDropped(t, seat))
        if anyone_can_play or self.window or self.over:
            self.stalemate_at = None
        elif self.stalemate_at is None:
            self.stalemate_at = t
            auto = self.rules.auto_flip_ms
            events.append(StalemateBegan(t, due(t, auto)))

    def find_play(self, seat: int) -> tuple[int, int] | None:
        """A legal (card, pile) for `seat`, or None."""
        hand = self.hands[seat]
        if not hand:
            return None
        fits_on = self.rules.fits_on
        for pile, centre in enumerate(self.centres):
            if centre and not fits_on[centre[-1]].isdisjoint(hand):
                fitting = fits_on[centre[-1]]
                for card in hand:
                    if card in fitting and (RANK[card] or not self.only_jokers(seat)):
                        return card, pile
        return None

    def _can_play(self, seat: int) -> bool:
        """Has `seat` a legal play (find_play's answer; one set test per pile without jokers)."""
        hand = self.hands[seat]
        if not JOKER_IDS.isdisjoint(hand):
            return self.find_play(seat) is not None
        fits_on = self.rules.fits_on
        for centre in self.centres:
            if centre and not fits_on[centre[-1]].isdisjoint(hand):
                return True
        return False

    def only_jokers(self, seat: int) -> bool:
        """Are all of `seat`'s remaining cards jokers? Then no joker may be played: a joker can
        never be the last card, and a player left with only jokers has no legal play."""
        for pile in (self.hands[seat], self.draws[seat]):
            for card in pile:
                if RANK[card]:
                    return False
        return True

    # -- timers ------------------------------------------------------------------------------
    def _next_due(self) -> float | None:
        if self.window:
            return self.window[0]
        if self.stalemate_at is not None:
            return due(self.stalemate_at, self.rules.auto_flip_ms)
        return self.stall_due()

    def stall_due(self) -> float | None:
        """When the table stalls if no card is played first (None: nothing is counted now)."""
        if self.window or self.stalemate_at is not None or self.over:
            return None
        return due(self.stall_from, self.rules.stall_ms)

    def _fire(self, due: float, events: list) -> None:
        if self.window:
            finisher = self.window[1]
            self.window = None
            self._take_penalty(finisher, due, events)
            self.stall_from = due
            self._settle(due, events)
        elif self.stalemate_at is not None:
            self._flip(due, events)
        else:
            self._stall(due, events)

    def _stall(self, t: float, events: list) -> None:
        """Nobody played for `stall_s`: a stalemate begins now, plays or not."""
        self.stalled, self.stalemate_at = True, t
        events.append(TableStalled(t, due(t, self.rules.auto_flip_ms)))

    # -- flips, rebuilds, penalties ----------------------------------------------------------
    def _flip(self, t: float, events: list) -> None:
        """The stalemate flip: joker-only seats take a penalty pile, rebuild, turn the sides."""
        for seat in range(self.seats):
            if self.hands[seat] and self.only_jokers(seat):
                self._take_penalty(seat, t, events)
        empty = [i for i, side in enumerate(self.sides) if not side]
        if empty:
            if self.rebuilds + 1 >= self.rules.stalemate_limit:
                return self._end_by_valve(t, events)
            self.rebuilds += 1
            self._rebuild(empty, t, events)
        self._turn_sides(t, events)
        self.requests = [False] * self.seats
        self.stalemate_at, self.stalled, self.stall_from = None, False, t
        self._settle(t, events)

    def _rebuild(self, empty: list[int], t: float, events: list) -> None:
        """Shuffle each empty side pile's centre pile into it (McLeod keeps the centre's top)."""
        for pile in empty:
            centre = self.centres[pile]
            keep = centre[-1:] if self.rules.mcleod else []
            rebuilt = centre[:-1] if self.rules.mcleod else centre[:]
            self.rng = rng.shuffle(rebuilt, self.rng)
            self.sides[pile], self.centres[pile] = rebuilt, keep
        events.append(PilesRebuilt(t, empty))

    def _turn_sides(self, t: float, events: list, start: bool = False) -> None:
        piles, turned = [], []
        for pile, side in enumerate(self.sides):
            if side:
                card = side.pop()
                self.centres[pile].append(card)
                piles.append(pile)
                turned.append(card)
        events.append(Flipped(t, piles, turned, start))

    def _take_penalty(self, seat: int, t: float, events: list) -> None:
        """`seat` turns the smallest non-empty centre pile over as its new draw pile."""
        sizes = [(len(c), i) for i, c in enumerate(self.centres) if c]
        if not sizes:
            return
        _, pile = min(sizes)
        taken = self.centres[pile]
        self.centres[pile] = []
        taken.reverse()                      # bottom card becomes the top of the draw pile
        self.draws[seat] = taken + self.draws[seat]
        events.append(PenaltyTaken(t, seat, pile, len(taken)))
        self._refill(seat, t, events)

    def _end_by_valve(self, t: float, events: list) -> None:
        left = self.cards_left()
        fewest = min(left)
        leaders = [s for s in range(self.seats) if left[s] == fewest]
        winner = leaders[0] if len(leaders) == 1 else None
        self.stalemate_at, self.stalled = None, False
        self._end(t, events, winner, "endless stalemate: fewest cards left")

    # -- the misplay lockout's questions (misplay.py) ---------------------------------------
    def _places(self) -> tuple:
        return tuple([centre[-1] if centre else None for centre in self.centres])

    def _grace_place(self, intent: Intent) -> int | None:
        pile = intent.pile
        return pile if isinstance(pile, int) and 0 <= pile < len(self.centres) else None

    def _would_fit(self, intent: Intent, top) -> bool:
        return top is not None and self.rules.fit[intent.card][top]

    # -- reading the state -------------------------------------------------------------------
    def piles(self) -> list[list[int]]:
        return [centre[::-1] for centre in self.centres]

    def cards_left(self) -> list[int]:
        return [len(h) + len(d) for h, d in zip(self.hands, self.draws)]

    def legal_plays(self, seat: int) -> list[tuple[int, int]]:
        """Every (card, pile) `seat` may play now (fast: no reasons, no Intent objects)."""
        if self.over or self.window:
            return []
        hand = self.hands[seat]
        fits_on = self.rules.fits_on
        jokers_only = self.rules.jokers and self.only_jokers(seat)
        plays = []
        for pile, centre in enumerate(self.centres):
            if centre:
                fitting = fits_on[centre[-1]]
                if fitting.isdisjoint(hand):          # skip piles nothing in the hand fits
                    continue
                for card in hand:
                    if card in fitting and not (jokers_only and RANK[card] == 0):
                        plays.append((card, pile))
        return plays

    def legal_intents(self, seat: int) -> list[Intent]:
        if self.over:
            return []
        if self.window:
            return [Intent(0, seat, CALL)] if seat in self.window[2] else []
        plays = [Intent(0, seat, PLAY, card, pile) for card, pile in self.legal_plays(seat)]
        if plays and not self.stalled:
            return plays
        return plays if self.requests[seat] else plays + [Intent(0, seat, FLIP)]

    def copy(self) -> "SpeedGame":
        other = SpeedGame.__new__(SpeedGame)
        other.rules, other.deal, other.rng = self.rules, self.deal, self.rng
        other.hands = [h[:] for h in self.hands]
        other.draws = [d[:] for d in self.draws]
        other.sides = [s[:] for s in self.sides]
        other.centres = [c[:] for c in self.centres]
        other.requests = self.requests[:]
        other.stalemate_at, other.window, other.rebuilds = (self.stalemate_at, self.window,
                                                            self.rebuilds)
        other.stall_from, other.stalled = self.stall_from, self.stalled
        other.now, other.over, other.winner = self.now, self.over, self.winner
        other.ranking = self.ranking[:]
        other.lock = None if self.lock is None else self.lock.copy()
        return other

    def to_dict(self) -> dict:
        state = {
            "hands": [[name(c) for c in h] for h in self.hands],
            "draws": [names_top_first(d) for d in self.draws],
            "sides": [names_top_first(s) for s in self.sides],
            "centres": [names_top_first(c) for c in self.centres],
            "requests": self.requests[:], "stalemate_at": self.stalemate_at,
            "window": None if self.window is None else [self.window[0], self.window[1],
                                                        list(self.window[2])],
            "rebuilds": self.rebuilds, "rng": self.rng, "now": self.now, "over": self.over,
            "winner": self.winner, "ranking": self.ranking[:],
        }
        if self.rules.stall_ms is not None:
            state["stall_from"], state["stalled"] = self.stall_from, self.stalled
        if self.lock is not None:
            state["lock"] = self.lock.to_dict()
        return state

    @classmethod
    def from_dict(cls, rules: SpeedRules, data: dict) -> "SpeedGame":
        """A game rebuilt from `to_dict()` output (its `initial_deal` is the restored piles)."""
        game = cls.__new__(cls)
        game.rules = rules
        read = DealReader().pile
        game.hands = [[cards.parse(c) for c in h] for h in data["hands"]]
        game.draws = [read(d, "draws") for d in data["draws"]]
        game.sides = [read(s, "sides") for s in data["sides"]]
        game.centres = [read(c, "centres") for c in data["centres"]]
        game.deal = ([h[:] for h in game.hands], [d[:] for d in game.draws],
                     [s[:] for s in game.sides])
        game.requests = list(data["requests"])
        game.stalemate_at, game.rebuilds = data["stalemate_at"], data["rebuilds"]
        window = data["window"]
        game.window = None if window is None else (window[0], window[1], list(window[2]))
        game.rng, game.now, game.over = data["rng"], data["now"], data["over"]
        game.winner, game.ranking = data["winner"], list(data["ranking"])
        game.stall_from = data.get("stall_from", game.now)
        game.stalled = data.get("stalled", False)
        game.lock = Lockout.of(rules)
        return game
