"""Why the engine refuses an intent, as a value: a code and the fields its sentence names.

Each code's English sentence below is the replay contract's wording (logs, tests, `--check`);
its fields are the names in braces. The screen words a refusal from its code and fields
(game/ui/words.py), never from this sentence.
"""
from dataclasses import dataclass
from string import Formatter

from . import cards

# every variant
GAME_OVER = "game_over"
NOT_A_MOVE = "not_a_move"
NO_SUCH_SEAT = "no_such_seat"    # an intent from a seat that is not at the table
LOCKED = "locked"             # the misplay lockout (RULES.md, "Misplays")
# speed (the pile codes also California's)
NOT_IN_HAND = "not_in_hand"
NO_SUCH_PILE = "no_such_pile"
PILE_EMPTY = "pile_empty"
JOKER_LAST = "joker_last"
NO_FIT = "no_fit"
WINDOW_OPEN = "window_open"
MUST_PLAY = "must_play"
NOBODY_OUT = "nobody_out"
NOT_FINISHER = "not_finisher"
# spit
ROUND_OVER = "round_over"
NOT_ON_STOCK = "not_on_stock"
NO_SUCH_SPIT_PILE = "no_such_spit_pile"
SPIT_PILE_UNUSED = "spit_pile_unused"
NOT_ADJACENT = "not_adjacent"
NO_SUCH_POSITION = "no_such_position"
SAME_POSITION = "same_position"
POSITION_TAKEN = "position_taken"
NOT_SAME_RANK = "not_same_rank"
NO_SPIT_CARDS = "no_spit_cards"
ROUND_NOT_OVER = "round_not_over"
ALREADY_SLAPPED = "already_slapped"
# california
PILE_NOT_OPEN = "pile_not_open"
DECK_EMPTY = "deck_empty"

ENGLISH = {       # code → the engine's sentence; {card} {top}: cards, {pile} {position}: indices
    GAME_OVER: "the game is over",
    NOT_A_MOVE: "{kind!r} is not a move in {variant}",
    NOT_IN_HAND: "{card} is not in your hand",
    NO_SUCH_PILE: "there is no pile {pile}",
    PILE_EMPTY: "pile {pile} is empty",
    JOKER_LAST: "a joker cannot be your last card (you hold only jokers)",
    NO_FIT: "{card} does not fit on {top}",
    WINDOW_OPEN: 'waiting for the "Speed!" call',
    MUST_PLAY: "you can play {card} on {top}",
    NOBODY_OUT: "nobody is out of cards",
    NOT_FINISHER: "only the player who ran out may call",
    ROUND_OVER: "the round is over: slap a spit pile",
    NOT_ON_STOCK: "{card} is not on top of one of your stock piles",
    NO_SUCH_SPIT_PILE: "there is no spit pile {pile}",
    SPIT_PILE_UNUSED: "spit pile {pile} is not in use this round",
    NOT_ADJACENT: "{card} is not adjacent to {top}",
    NO_SUCH_POSITION: "there is no stock position {position}",
    SAME_POSITION: "{card} is already in stock position {position}",
    POSITION_TAKEN: "stock position {position} is not empty",
    NOT_SAME_RANK: "{card} is not the same rank as {top}",
    NO_SPIT_CARDS: "you have no spit cards",
    ROUND_NOT_OVER: "the round is not over",
    ALREADY_SLAPPED: "you already slapped",
    PILE_NOT_OPEN: "pile {pile} ({top}) is not open",
    DECK_EMPTY: "your deck is empty",
    LOCKED: "locked out after a misplay",
    NO_SUCH_SEAT: "there is no such seat at this table",
}
CODES = tuple(ENGLISH)
FIELDS = {code: tuple(name for _, name, _, _ in Formatter().parse(text) if name)
          for code, text in ENGLISH.items()}          # code → the fields its refusal carries


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refusal: `code` and the fields it names (the others stay None)."""
    code: str
    card: int | None = None        # the card refused (or, must_play, the card that could go)
    top: int | None = None         # the card it was measured against: a pile's or stock's top
    pile: int | None = None        # a centre, spit or layout pile, as the intent named it
    position: int | None = None    # a stock position (spit's move `to`)
    kind: str | None = None        # not_a_move: the intent's kind
    variant: str | None = None     # not_a_move: the game's variant

    @property
    def text(self) -> str:
        """The engine's sentence: "7H does not fit on 2C"."""
        return ENGLISH[self.code].format(
            card=self._card_text(self.card), top=self._card_text(self.top),
            pile=self.pile, position=self.position, kind=self.kind, variant=self.variant)

    def names_as_card(self, value) -> bool:
        """Does its sentence give `value` a card's name? A card id does; Speed's hand check has
        always named any int as one (-1 reads "X2"); anything else is written as repr."""
        return cards.is_card(value) or (self.code == NOT_IN_HAND and isinstance(value, int))

    def _card_text(self, value) -> str:
        return cards.name(value) if self.names_as_card(value) else repr(value)
