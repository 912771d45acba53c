"""Speed's fixed rules for one game (options resolved) and its deals: standard, McLeod, 3–4 players.

Seed deal algorithm (documented in docs/RULES-CHOICES.md): the normal cards of the game's decks
are shuffled with the game's RNG and dealt in this order — every seat's side pile (the first
card of which is the centre card flipped at t = 0), then every seat's hand (two-player deals
only), then McLeod stocks; what is left (plus the jokers when they are on, shuffled in with
it) is dealt round-robin into the draw piles. Three and four players take their hand of 5 from
the top of their draw pile.
"""
from . import cards, options, rng
from .deal import (DealError, DealReader, jokers_of, names_top_first, round_robin, seats_of,
                   shuffled_deck)

HAND_SIZE = 5


class SpeedRules:
    """Options of one game of Speed, resolved to what the hot path wants."""
    __slots__ = ("seats", "stall_ms", "same_rank", "fit", "auto_flip_ms", "stalemate_limit",
                 "verbal_win", "call_window_ms", "games_to_win", "jokers", "mcleod", "decks",
                 "options", "fits_on")

    def __init__(self, given: dict | None, seats: int):
        opts = options.resolve(options.SPEED, given)
        if seats not in (2, 3, 4):
            raise options.OptionError(f"Speed is for 2, 3 or 4 players, not {seats}")
        if opts["deal"] == "mcleod" and seats != 2:
            raise options.OptionError("the McLeod deal is for two players")
        if opts["decks"] is None:
            opts["decks"] = 2 if seats == 4 else 1
        self.options = opts
        self.seats = seats
        self.same_rank = opts["same_rank"]
        self.fit = cards.FIT_SAME_RANK if self.same_rank else cards.FIT_ADJACENT
        self.fits_on = cards.FITS_ON_SAME_RANK if self.same_rank else cards.FITS_ON_ADJACENT
        self.auto_flip_ms = options.millis(opts["auto_flip_s"])
        self.stall_ms = options.millis(opts["stall_s"])           # None: the table never stalls
        self.stalemate_limit = opts["stalemate_limit"]
        self.verbal_win = opts["verbal_win"]
        self.call_window_ms = options.millis(opts["call_window_s"])    # None: no time limit
        self.games_to_win = opts["games_to_win"]
        self.jokers = opts["jokers"]
        self.mcleod = opts["deal"] == "mcleod"
        self.decks = opts["decks"]


def seed_deal(rules: SpeedRules, state: int):
    """(hands, draws, sides, rng state) dealt from the RNG; piles top last."""
    n = rules.seats
    deck, state = shuffled_deck(state, rules.decks)
    side_size = 11 if rules.mcleod else 6
    sides = [deck[i * side_size:(i + 1) * side_size] for i in range(n)]
    rest = deck[n * side_size:]
    hands: list[list[int]] = [[] for _ in range(n)]
    if n == 2:
        hands = [rest[0:5], rest[5:10]]
        rest = rest[10:]
    if rules.jokers:
        rest += jokers_of(rules.decks)
        state = rng.shuffle(rest, state)
    draws = round_robin(rest, n)
    return hands, draws, sides, state


def explicit_deal(rules: SpeedRules, deal: dict):
    """(hands, draws, sides) from a replay's `deal` object; DealError when it does not fit."""
    reader = DealReader()
    hands, draws, sides = [], [], []
    for index, entry in enumerate(seats_of(deal, rules.seats)):
        where = f"deal.seats[{index}]"
        unknown = set(entry) - {"hand", "draw", "side"}
        if unknown:
            raise DealError(f"{where} has unknown key {sorted(unknown)[0]!r}")
        hands.append(reader.hand(entry.get("hand", []), where + ".hand"))
        draws.append(reader.pile(entry.get("draw", []), where + ".draw"))
        sides.append(reader.pile(entry.get("side", []), where + ".side"))
    return hands, draws, sides


def deal_to_dict(hands, draws, sides) -> dict:
    """The replay `deal` object for these piles (top first)."""
    return {"seats": [{"hand": [cards.name(c) for c in hand],
                       "draw": names_top_first(draw), "side": names_top_first(side)}
                      for hand, draw, side in zip(hands, draws, sides)]}
