"""Words a person reads: cards and piles named as players name them, for the screen only.

The engine reports in the replay contract's codes ("TD does not fit on AD", "pile 6 (KD) is
not open"); replays and `--check` keep them. Here a card becomes a token `⟨TD⟩` that the screen
draws as "10♦" with the suit in its colour (`rich_text.py`) and a text-only context spells
"10 of diamonds" (`plain`); a pile is named by where it lies ("the left pile", "Ana's second
pile", "your third stock pile"). No pygame here.
"""
import re
from dataclasses import dataclass

from game.engine import cards

RANK_WORDS = {"A": "ace", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
RANK_SHORT = {"T": "10"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
VARIANT_WORDS = {"speed": "Speed", "spit": "Spit", "california": "California"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
CODE = r"(?:[2-9TJQKA][SHDC]|X[12])'*"
TOKEN = re.compile(r"⟨(" + CODE + r")⟩")
CARD = re.compile(r"(?<![\w⟨])(" + CODE + r")(?![\w⟩])")


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


# -- rejected moves ----------------------------------------------------------------------------
C1, C2, N = f"(?P<c1>{CODE})", f"(?P<c2>{CODE})", r"(?P<n>-?\d+)"
REASONS = [                       # the engine's wording → the words on screen
    (f"{C1} is not in your hand", "{c1} is not in your hand"),
    (f"{C1} does not fit on {C2}", "{c1} does not fit on {c2}"),
    (f"{C1} is not adjacent to {C2}", "{c1} does not fit on {c2}"),
    (f"you can play {C1} on {C2}", "No flip yet: you can play {c1} on {c2}"),
    (f"pile {N} is empty", "{Pile} is empty until the next flip"),
    (f"there is no pile {N}", "There is no such pile"),
    ("a joker cannot be your last card.*", "A joker can't be your last card: press flip"),
    ('waiting for the "Speed!" call', 'Not now: waiting for the "Speed!" call'),
    ("nobody is out of cards", 'Nobody is out of cards: no "Speed!" yet'),
    ("only the player who ran out may call", 'Only the player who ran out may call "Speed!"'),
    ("the game is over", "The game is over"),
    (r"'\w+' is not a move in (?P<v>\w+)", "That is not a move in {V}"),
    (f"{C1} is not on top of one of your stock piles", "{c1} is not on top of a stock pile"),
    (f"there is no spit pile {N}", "There is no such spit pile"),
    (f"spit pile {N} is not in use this round", "{Pile} is not in use this round"),
    (f"there is no stock position {N}", "There is no such stock pile"),
    (f"{C1} is already in stock position {N}", "{c1} is already in {stock}"),
    (f"stock position {N} is not empty", "{Stock} is not empty"),
    (f"{C1} is not the same rank as {C2}", "{c1} is not the same rank as {c2}"),
    ("the round is over: slap a spit pile", "The round is over: slap a spit pile"),
    ("you have no spit cards", "You have no spit cards left"),
    ("the round is not over", "Slap only when the round is over"),
    ("you already slapped", "You already slapped"),
    (rf"pile {N} \({C1}\) is not open", "{Pile} ({c1}) has no pair: it is not open"),
    ("your deck is empty", "Your deck is empty"),
]
COMPILED = [(re.compile(pattern + "$"), words) for pattern, words in REASONS]


def rejected(reason: str, seat: int, table: Table) -> str:
    """The engine's reason for refusing `seat`'s move, in a player's words (cards as tokens)."""
    for pattern, words in COMPILED:
        found = pattern.match(reason)
        if found:
            return words.format(**_fields(found.groupdict(), seat, table))
    return _capital(_piles(CARD.sub(lambda m: token(m.group(1)), reason), seat, table))


def _fields(groups: dict, seat: int, table: Table) -> dict:
    """The values a template may use: {c1} {c2} {Pile} {stock} {Stock} {V}."""
    out = {k: token(v) for k, v in groups.items() if k in ("c1", "c2") and v}
    if groups.get("n") is not None:
        n = int(groups["n"])
        out["Pile"] = _capital(centre_pile(table, n, seat))
        out["stock"] = stock_pile(n)
        out["Stock"] = _capital(stock_pile(n))
    if groups.get("v"):
        out["V"] = {"california": "California Speed"}.get(groups["v"], groups["v"].title())
    return out


def _piles(text: str, seat: int, table: Table) -> str:
    return re.sub(r"\bpile (\d+)", lambda m: centre_pile(table, int(m.group(1)), seat), text)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- other table words -------------------------------------------------------------------------
def race(name: str, margin: str) -> str:
    """The badge of a close race: "Ana first by 12 ms"."""
    return f"{name} first {margin}"
