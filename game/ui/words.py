"""Words a person reads: cards and piles named as players name them, for the screen only.

The engine refuses a move with a code and its fields (engine/refusals.py); its English sentence
("TD does not fit on AD", "pile 6 (KD) is not open") is for replays and `--check`. Here each
code has a player's words (`REFUSED`), filled from the fields: a card becomes a token `⟨TD⟩`
that the screen draws as "10♦" with the suit in its colour (`rich_text.py`) and a text-only
context spells "10 of diamonds" (`plain`); a pile is named by where it lies ("the left pile",
"Ana's second pile", "your third stock pile"). No pygame here.
"""
import re
from dataclasses import dataclass

from game.engine import cards, refusals

RANK_WORDS = {"A": "ace", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
RANK_SHORT = {"T": "10"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
VARIANT_WORDS = {"speed": "Speed", "spit": "Spit", "california": "California"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
CODE = r"(?:[2-9TJQKA][SHDC]|X[12])'*"
TOKEN = re.compile(r"⟨(" + CODE + r")⟩")


@dataclass
class Table:
    """What naming a pile needs: the variant, the players' names, California's row length."""
    variant: str
    names: list
    columns: int = 4

    @property
    def seats(self) -> int:
        return len(self.names)


# -- cards -------------------------------------------------------------------------------------
def token(card) -> str:
    """A card as a token for the screen: ⟨TD⟩ (an int card id or its code)."""
    return f"⟨{card if isinstance(card, str) else cards.name(card)}⟩"


def card_short(code: str) -> str:
    """"10♦", "A♠", "joker"."""
    body = code.rstrip("'")
    if body.startswith("X"):
        return "joker"
    return RANK_SHORT.get(body[0], body[0]) + SUIT_SYMBOLS[body[1]]


def card_words(code: str) -> str:
    """"10 of diamonds", "ace of spades", "joker"."""
    body = code.rstrip("'")
    if body.startswith("X"):
        return "joker"
    return f"{RANK_WORDS.get(body[0], body[0])} of {SUIT_WORDS[body[1]]}"


def plain(text: str) -> str:
    """`text` for a text-only context: every card token spelled out in words."""
    return TOKEN.sub(lambda m: card_words(m.group(1)), text)


def symbols(text: str) -> str:
    """`text` with every card token as "10♦" (for a terminal or a log)."""
    return TOKEN.sub(lambda m: card_short(m.group(1)), text)


def split(text: str) -> list:
    """`text` as runs: plain strings and ("card", code) pairs, in order."""
    runs, at = [], 0
    for found in TOKEN.finditer(text):
        if found.start() > at:
            runs.append(text[at:found.start()])
        runs.append(("card", found.group(1)))
        at = found.end()
    if at < len(text):
        runs.append(text[at:])
    return runs


# -- piles -------------------------------------------------------------------------------------
def whose(table: Table, owner: int, seat: int) -> str:
    return "your" if owner == seat else f"{table.names[owner]}'s"


def centre_pile(table: Table, pile: int, seat: int) -> str:
    """The shared pile `pile` as the player at `seat` would call it."""
    if table.variant == "speed" and table.seats == 2:
        return ("the left pile", "the right pile")[pile] if pile in (0, 1) else "that pile"
    if table.variant == "california":
        owner, column = divmod(pile, table.columns)
        if 0 <= owner < table.seats and column < len(ORDINALS):
            return f"{whose(table, owner, seat)} {ORDINALS[column]} pile"
        return "that pile"
    kind = "spit pile" if table.variant == "spit" else "pile"
    if 0 <= pile < table.seats:
        return f"{whose(table, pile, seat)} {kind}"
    return f"that {kind}"


def stock_pile(position: int) -> str:
    return f"your {ORDINALS[position]} stock pile" if 0 <= position < 5 else "that stock pile"


# -- refused moves -----------------------------------------------------------------------------
REFUSED = {       # a refusal's code → the words on screen; its fields as below (_fields)
    refusals.GAME_OVER: "The game is over",
    refusals.NOT_A_MOVE: "That is not a move in {Variant}",
    refusals.NOT_IN_HAND: "{card} is not in your hand",
    refusals.NO_SUCH_PILE: "There is no such pile",
    refusals.PILE_EMPTY: "{Pile} is empty until the next flip",
    refusals.JOKER_LAST: "A joker can't be your last card: press flip",
    refusals.NO_FIT: "{card} does not fit on {top}",
    refusals.WINDOW_OPEN: 'Not now: waiting for the "Speed!" call',
    refusals.MUST_PLAY: "No flip yet: you can play {card} on {top}",
    refusals.NOBODY_OUT: 'Nobody is out of cards: no "Speed!" yet',
    refusals.NOT_FINISHER: 'Only the player who ran out may call "Speed!"',
    refusals.ROUND_OVER: "The round is over: slap a spit pile",
    refusals.NOT_ON_STOCK: "{card} is not on top of a stock pile",
    refusals.NO_SUCH_SPIT_PILE: "There is no such spit pile",
    refusals.SPIT_PILE_UNUSED: "{Pile} is not in use this round",
    refusals.NOT_ADJACENT: "{card} does not fit on {top}",
    refusals.NO_SUCH_POSITION: "There is no such stock pile",
    refusals.SAME_POSITION: "{card} is already in {stock}",
    refusals.POSITION_TAKEN: "{Stock} is not empty",
    refusals.NOT_SAME_RANK: "{card} is not the same rank as {top}",
    refusals.NO_SPIT_CARDS: "You have no spit cards left",
    refusals.ROUND_NOT_OVER: "Slap only when the round is over",
    refusals.ALREADY_SLAPPED: "You already slapped",
    refusals.PILE_NOT_OPEN: "{Pile} ({top}) has no pair: it is not open",
    refusals.DECK_EMPTY: "Your deck is empty",
    refusals.LOCKED: "Locked out after a misplay",
}
CARD_FIELDS = ("card", "top")
INDEX_FIELDS = ("pile", "position")


def rejected(refusal: refusals.Refusal, seat: int, table: Table) -> str:
    """Why the engine refused `seat`'s move, in a player's words (cards as tokens). A refusal
    whose cards or piles are not ones a player could name is shown as the engine words it."""
    if not _nameable(refusal):
        return _capital(refusal.text)
    return REFUSED[refusal.code].format(**_fields(refusal, seat, table))


def _nameable(refusal: refusals.Refusal) -> bool:
    """Every card of its sentence named as a card and every pile or position a number."""
    for name in refusals.FIELDS[refusal.code]:
        value = getattr(refusal, name)
        if name in CARD_FIELDS and not refusal.names_as_card(value):
            return False
        if name in INDEX_FIELDS and not isinstance(value, int):
            return False
    return True


def _fields(refusal: refusals.Refusal, seat: int, table: Table) -> dict:
    """The values a player's words may use: {card} {top} {Pile} {stock} {Stock} {Variant}."""
    out = {name: token(getattr(refusal, name)) for name in CARD_FIELDS
           if getattr(refusal, name) is not None}
    if refusal.pile is not None:
        out["Pile"] = _capital(centre_pile(table, refusal.pile, seat))
    if refusal.position is not None:
        out["stock"] = stock_pile(refusal.position)
        out["Stock"] = _capital(stock_pile(refusal.position))
    if refusal.variant:
        out["Variant"] = "California Speed" if refusal.variant == "california" \
            else refusal.variant.title()
    return out


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- other table words -------------------------------------------------------------------------
def race(name: str, margin: str) -> str:
    """The badge of a close race: "Ana first by 12 ms"."""
    return f"{name} first {margin}"
