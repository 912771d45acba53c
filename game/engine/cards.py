"""Cards as small ints, their replay names, and rank adjacency with the ace loop.

A card id is ``deck * 54 + k``: ``k`` in 0..51 is ``suit * 13 + rank - 1`` (suits in the order
S H D C, ranks A=1 .. K=13), and ``k`` 52 and 53 are the jokers X1 and X2. Deck 0 is the first
deck; a card of deck 1 is named with a trailing ``'`` ("7H'").
"""

RANKS = "A23456789TJQK"
SUITS = "SHDC"
DECK_SIZE = 54          # ids per deck, jokers included
MAX_DECKS = 2
JOKER = 0               # the rank of a joker

RANK = [0] * (DECK_SIZE * MAX_DECKS)
SUIT = [-1] * (DECK_SIZE * MAX_DECKS)
for _card in range(DECK_SIZE * MAX_DECKS):
    _k = _card % DECK_SIZE
    if _k < 52:
        RANK[_card] = _k % 13 + 1
        SUIT[_card] = _k // 13
del _card, _k


def make(rank: int, suit: int, deck: int = 0) -> int:
    """The id of a normal card (rank 1..13, suit index into SUITS)."""
    return deck * DECK_SIZE + suit * 13 + rank - 1


def joker(number: int, deck: int = 0) -> int:
    """The id of joker X1 (number 1) or X2 (number 2)."""
    return deck * DECK_SIZE + 51 + number


def deck_cards(decks: int = 1, jokers: bool = False) -> list[int]:
    """Every card of `decks` decks, in id order."""
    per_deck = 54 if jokers else 52
    return [d * DECK_SIZE + k for d in range(decks) for k in range(per_deck)]


def name(card: int) -> str:
    """The replay name of a card: "7H", "TS", "X1", "7H'"."""
    deck, k = divmod(card, DECK_SIZE)
    text = f"X{k - 51}" if k >= 52 else RANKS[k % 13] + SUITS[k // 13]
    return text + "'" * deck


def is_card(value) -> bool:
    """Is `value` a card id (of either deck, jokers included)?"""
    return isinstance(value, int) and 0 <= value < len(RANK)


def parse(text: str) -> int:
    """The card id for a replay name; ValueError naming the text when it is not a card."""
    if not isinstance(text, str):
        raise ValueError(f"card must be a string like \"7H\", not {text!r}")
    body = text.rstrip("'")
    deck = len(text) - len(body)
    if deck < MAX_DECKS and len(body) == 2:
        if body in ("X1", "X2"):
            return joker(int(body[1]), deck)
        rank, suit = RANKS.find(body[0]), SUITS.find(body[1])
        if rank >= 0 and suit >= 0:
            return make(rank + 1, suit, deck)
    raise ValueError(f"unknown card {text!r}")


def _fit_table(same_rank: bool) -> list[list[bool]]:
    """FIT[card][top]: may `card` go onto `top` (jokers are wild both ways)."""
    size = DECK_SIZE * MAX_DECKS
    table = [[False] * size for _ in range(size)]
    for card in range(size):
        for top in range(size):
            a, b = RANK[card], RANK[top]
            gap = abs(a - b)
            table[card][top] = (a == JOKER or b == JOKER or gap in (1, 12)
                                or (same_rank and gap == 0))
    return table


FIT_ADJACENT = _fit_table(same_rank=False)
FIT_SAME_RANK = _fit_table(same_rank=True)


def _fits_on(table: list[list[bool]]) -> list[frozenset[int]]:
    """FITS_ON[top]: every card that may go onto `top`, as a set (fast set tests on hands)."""
    return [frozenset(card for card in range(len(table)) if table[card][top])
            for top in range(len(table))]


FITS_ON_ADJACENT = _fits_on(FIT_ADJACENT)
FITS_ON_SAME_RANK = _fits_on(FIT_SAME_RANK)


def fits(card: int, top: int, same_rank: bool = False) -> bool:
    """Does `card` fit on `top`: adjacent rank (ace loops), a joker, or (option) same rank."""
    return (FIT_SAME_RANK if same_rank else FIT_ADJACENT)[card][top]


def adjacent(card: int, top: int) -> bool:
    """Strict one-up/one-down with the ace loop, no jokers (Spit's rule)."""
    gap = abs(RANK[card] - RANK[top])
    return RANK[card] != JOKER and RANK[top] != JOKER and gap in (1, 12)
