"""Reading explicit deals (card lists top first) and dealing from a seed, shared by variants.

Inside the engine every pile is a list with its top card LAST (so a draw is `pop()`); replay
files and deals list piles top FIRST. `pile_from_names` and `names_top_first` convert.
"""
from . import cards, rng


class DealError(ValueError):
    """A deal that names an unknown card, a card twice, or has the wrong shape."""


class DealReader:
    """Reads the card lists of one explicit deal, refusing any card named twice."""

    def __init__(self):
        self.seen: dict[int, str] = {}

    def pile(self, value, where: str) -> list[int]:
        """A top-first list of names → an engine pile (top last)."""
        if not isinstance(value, list):
            raise DealError(f"{where} must be a list of cards")
        pile = []
        for text in value:
            try:
                card = cards.parse(text)
            except ValueError as error:
                raise DealError(f"{where}: {error}") from None
            if card in self.seen:
                raise DealError(f"{where}: {text} is dealt twice (also in {self.seen[card]})")
            self.seen[card] = where
            pile.append(card)
        pile.reverse()
        return pile

    def hand(self, value, where: str) -> list[int]:
        """A hand keeps the order it is given in."""
        pile = self.pile(value, where)
        pile.reverse()
        return pile


def seats_of(deal, seats: int) -> list[dict]:
    """The per-seat entries of a deal, checked against the number of seats."""
    if not isinstance(deal, dict) or not isinstance(deal.get("seats"), list):
        raise DealError('deal must be an object with a "seats" list')
    entries = deal["seats"]
    if len(entries) != seats:
        raise DealError(f"deal has {len(entries)} seats but the header has {seats}")
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise DealError(f"deal.seats[{index}] must be an object")
    return entries


def names_top_first(pile: list[int]) -> list[str]:
    return [cards.name(card) for card in reversed(pile)]


def shuffled_deck(state: int, decks: int) -> tuple[list[int], int]:
    """All normal cards of `decks` decks, shuffled; returns (cards, new rng state)."""
    deck = cards.deck_cards(decks, jokers=False)
    return deck, rng.shuffle(deck, state)


def jokers_of(decks: int) -> list[int]:
    return [cards.joker(number, deck) for deck in range(decks) for number in (1, 2)]


def round_robin(items: list[int], piles: int) -> list[list[int]]:
    """Deal `items` one at a time onto `piles` piles, as a dealer does."""
    dealt: list[list[int]] = [[] for _ in range(piles)]
    for index, card in enumerate(items):
        dealt[index % piles].append(card)
    return dealt
