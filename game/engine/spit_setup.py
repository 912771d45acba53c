"""Spit's fixed rules for one game (options resolved) and its deals (RULES.md, "Spit").

- Seed deal: the 52 cards are shuffled with the game's RNG and dealt one at a time, seat 0
  first (round-robin), so each seat holds 26, in the order they were dealt.
- Laying out (every round): a seat deals its cards in order into the five stock positions "the
  usual way" — one round per pile position, left to right: positions 0 1 2 3 4, then 1 2 3 4,
  then 2 3 4, then 3 4, then 4 (1, 2, 3, 4, 5 cards; the last card dealt onto a pile is its
  face-up top). With fewer than 15 cards it stops where the cards run out. The cards left after
  the stock are the spit cards, the first of them on top.
- A new round: each seat's cards (the spit pile it took, bottom to top, then its remaining spit
  cards, then its stock piles 0..4, each bottom to top — the engine's list order) are shuffled
  with the game's RNG, seat 0 first, and laid out as above.
"""
from . import cards, options
from .deal import DealError, DealReader, names_top_first, round_robin, seats_of, shuffled_deck

STOCK_PILES = 5
# Stock position of each card dealt, in dealing order (one round per pile position).
DEAL_ORDER = [pos for start in range(STOCK_PILES) for pos in range(start, STOCK_PILES)]


class SpitRules:
    """Options of one game of Spit, resolved to what the hot path wants."""
    __slots__ = ("seats", "stall_ms", "auto_flip_ms", "stack_own", "slap_window_ms", "points",
                 "target", "max_rounds", "options")

    def __init__(self, given: dict | None, seats: int):
        opts = options.resolve(options.SPIT, given)
        if seats != 2:
            raise options.OptionError(f"Spit is for 2 players, not {seats}")
        self.options = opts
        self.seats = seats
        self.auto_flip_ms = options.millis(opts["auto_flip_s"])
        self.stall_ms = options.millis(opts["stall_s"])           # None: the table never stalls
        self.stack_own = opts["stack_own"]
        self.slap_window_ms = options.millis(opts["slap_window_s"])
        self.points = opts["scoring"] == "points"
        self.target = opts["target"]
        self.max_rounds = opts["max_rounds"]


def lay_out(held: list[int]) -> tuple[list[list[int]], list[int]]:
    """Deal `held` (first card first) into five stock piles and spit cards (piles top last)."""
    stock: list[list[int]] = [[] for _ in range(STOCK_PILES)]
    for card, pos in zip(held, DEAL_ORDER):
        stock[pos].append(card)
    spit = held[len(DEAL_ORDER):]
    spit.reverse()                       # the first spit card dealt is on top (last)
    return stock, spit


def seed_deal(state: int):
    """(stocks, spits, rng state) for a game dealt from the RNG."""
    deck, state = shuffled_deck(state, 1)
    stocks, spits = [], []
    for held in round_robin(deck, 2):
        stock, spit = lay_out(held)
        stocks.append(stock)
        spits.append(spit)
    return stocks, spits, state


def explicit_deal(deal: dict, seats: int):
    """(stocks, spits) from a replay's `deal` object; DealError when it does not fit."""
    reader = DealReader()
    stocks, spits = [], []
    for index, entry in enumerate(seats_of(deal, seats)):
        where = f"deal.seats[{index}]"
        unknown = set(entry) - {"stock", "spit"}
        if unknown:
            raise DealError(f"{where} has unknown key {sorted(unknown)[0]!r}")
        stock = entry.get("stock", [[]] * STOCK_PILES)
        if not isinstance(stock, list) or len(stock) != STOCK_PILES:
            raise DealError(f"{where}.stock must be a list of {STOCK_PILES} stock piles")
        stocks.append([reader.pile(pile, f"{where}.stock[{pos}]")
                       for pos, pile in enumerate(stock)])
        spits.append(reader.pile(entry.get("spit", []), where + ".spit"))
    return stocks, spits


def deal_to_dict(stocks, spits) -> dict:
    """The replay `deal` object for these piles (top first)."""
    return {"seats": [{"stock": [names_top_first(pile) for pile in stock],
                       "spit": names_top_first(spit)} for stock, spit in zip(stocks, spits)]}


def check_same_cards(stocks, spits, held: list[list[int]]) -> None:
    """DealError unless seat i's stock and spit cards are exactly the cards in `held[i]`."""
    for seat, (stock, spit) in enumerate(zip(stocks, spits)):
        dealt = sorted(spit + [card for pile in stock for card in pile])
        if dealt != sorted(held[seat]):
            missing = sorted(set(held[seat]) - set(dealt))
            extra = sorted(set(dealt) - set(held[seat]))
            detail = (f"{cards.name(extra[0])} is not seat {seat}'s card" if extra else
                      f"seat {seat}'s {cards.name(missing[0])} is missing")
            raise DealError(f"round deal does not match the cards held: {detail}")
