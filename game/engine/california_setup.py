"""California Speed's fixed rules for one game (options resolved) and its deals.

- Seed deal: the 52 cards are shuffled with the game's RNG and dealt one at a time, seat 0
  first (round-robin); each seat's deck holds its 26 cards, the first dealt on top.
- Explicit deal: `{"seats": [{"deck": [...]}, ...]}`, each deck top first; the engine lays the
  rows out from the decks at t = 0.
"""
from . import options
from .deal import DealError, DealReader, names_top_first, round_robin, seats_of, shuffled_deck


class CaliforniaRules:
    """Options of one game of California Speed."""
    __slots__ = ("seats", "layout", "max_rounds", "redeal_limit", "options")

    def __init__(self, given: dict | None, seats: int):
        opts = options.resolve(options.CALIFORNIA, given)
        if seats != 2:
            raise options.OptionError(f"California Speed is for 2 players, not {seats}")
        self.options = opts
        self.seats = seats
        self.layout = opts["layout"]
        self.max_rounds = opts["max_rounds"]
        self.redeal_limit = 3            # re-deals in a row with no cover before the shuffle


def seed_deal(state: int):
    """(decks, rng state), decks top last."""
    deck, state = shuffled_deck(state, 1)
    decks = [held[::-1] for held in round_robin(deck, 2)]
    return decks, state


def explicit_deal(deal: dict, seats: int) -> list[list[int]]:
    """The decks (top last) of a replay's `deal` object; DealError when it does not fit."""
    reader = DealReader()
    decks = []
    for index, entry in enumerate(seats_of(deal, seats)):
        where = f"deal.seats[{index}]"
        unknown = set(entry) - {"deck"}
        if unknown:
            raise DealError(f"{where} has unknown key {sorted(unknown)[0]!r}")
        decks.append(reader.pile(entry.get("deck", []), where + ".deck"))
    return decks


def deal_to_dict(decks) -> dict:
    return {"seats": [{"deck": names_top_first(deck)} for deck in decks]}
