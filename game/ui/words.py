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
from game.i18n import N_, _, decimal, ngettext, pgettext
from game.marked import Shown

RANK_WORDS = {"A": N_("ace"), "J": N_("jack"), "Q": N_("queen"), "K": N_("king")}
RANK_SHORT = {"T": "10"}
SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
VARIANT_WORDS = {"speed": "Speed", "spit": "Spit", "california": "California"}
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
        return _("joker")
    return RANK_SHORT.get(body[0], body[0]) + SUIT_SYMBOLS[body[1]]


def card_words(code: str) -> str:
    """"10 of diamonds", "ace of spades", "joker" (in the player's language: "ruiten 10")."""
    body = code.rstrip("'")
    if body.startswith("X"):
        return _("joker")
    rank = _(RANK_WORDS[body[0]]) if body[0] in RANK_WORDS else RANK_SHORT.get(body[0], body[0])
    # TRANSLATORS: a card in words: "10 of diamonds", "ace of spades".
    return _("{rank} of {suit}").format(rank=rank, suit=_(SUIT_WORDS[body[1]]))


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
# Each pile's name is one whole phrase for the translator (an ordinal agrees with its noun).
LEFT_RIGHT = (N_("the left pile"), N_("the right pile"))
YOUR_ROW = (N_("your first pile"), N_("your second pile"), N_("your third pile"),
            N_("your fourth pile"), N_("your fifth pile"), N_("your sixth pile"))
THEIR_ROW = (N_("{name}'s first pile"), N_("{name}'s second pile"), N_("{name}'s third pile"),
             N_("{name}'s fourth pile"), N_("{name}'s fifth pile"), N_("{name}'s sixth pile"))
OWNED = {"pile": (N_("your pile"), N_("{name}'s pile"), N_("that pile")),
         "spit pile": (N_("your spit pile"), N_("{name}'s spit pile"), N_("that spit pile"))}
YOUR_STOCK = (N_("your first stock pile"), N_("your second stock pile"),
              N_("your third stock pile"), N_("your fourth stock pile"),
              N_("your fifth stock pile"))


def _owned(phrases: tuple, table: Table, owner: int, seat: int) -> str:
    """(yours, someone's) phrases: the one for `owner` as `seat` reads it."""
    return _(phrases[0]) if owner == seat else _(phrases[1]).format(name=table.names[owner])


def centre_pile(table: Table, pile: int, seat: int) -> str:
    """The shared pile `pile` as the player at `seat` would call it."""
    if table.variant == "speed" and table.seats == 2:
        return _(LEFT_RIGHT[pile]) if pile in (0, 1) else _(OWNED["pile"][2])
    if table.variant == "california":
        owner, column = divmod(pile, table.columns)
        if 0 <= owner < table.seats and column < len(YOUR_ROW):
            return _owned((YOUR_ROW[column], THEIR_ROW[column]), table, owner, seat)
        return _(OWNED["pile"][2])
    phrases = OWNED["spit pile" if table.variant == "spit" else "pile"]
    if 0 <= pile < table.seats:
        return _owned(phrases, table, pile, seat)
    return _(phrases[2])


def stock_pile(position: int) -> str:
    return _(YOUR_STOCK[position]) if 0 <= position < 5 else _("that stock pile")


CARD_FITS = N_("A card fits: {card} on {top}")      # a player stuck, or their flip refused


def card_fits(card, top) -> str:
    """What a stuck player is told: "A card fits: ⟨TS⟩ on ⟨9D⟩"."""
    return _(CARD_FITS).format(card=token(card), top=token(top))


# -- refused moves -----------------------------------------------------------------------------
REFUSED = {       # a refusal's code → the words on screen; its fields as below (_fields)
    refusals.GAME_OVER: N_("The game is over"),
    refusals.NOT_A_MOVE: N_("That is not a move in {Variant}"),
    refusals.NO_SUCH_SEAT: N_("There is no such seat at this table"),
    refusals.NOT_IN_HAND: N_("{card} is not in your hand"),
    refusals.NO_SUCH_PILE: N_("There is no such pile"),
    refusals.PILE_EMPTY: N_("{Pile} is empty until the next flip"),
    refusals.JOKER_LAST: N_("A joker can't be your last card: press flip"),
    refusals.NO_FIT: N_("{card} does not fit on {top}"),
    refusals.WINDOW_OPEN: N_('Not now: waiting for the "Speed!" call'),
    refusals.MUST_PLAY: N_("No flip while a card fits: {card} on {top}"),
    refusals.NOBODY_OUT: N_('Nobody is out of cards: no "Speed!" yet'),
    refusals.NOT_FINISHER: N_('Only the player who ran out may call "Speed!"'),
    refusals.ROUND_OVER: N_("The round is over: slap a spit pile"),
    refusals.NOT_ON_STOCK: N_("{card} is not on top of a stock pile"),
    refusals.NO_SUCH_SPIT_PILE: N_("There is no such spit pile"),
    refusals.SPIT_PILE_UNUSED: N_("{Pile} is not in use this round"),
    refusals.NOT_ADJACENT: N_("{card} does not fit on {top}"),
    refusals.NO_SUCH_POSITION: N_("There is no such stock pile"),
    refusals.SAME_POSITION: N_("{card} is already in {stock}"),
    refusals.POSITION_TAKEN: N_("{Stock} is not empty"),
    refusals.NOT_SAME_RANK: N_("{card} is not the same rank as {top}"),
    refusals.NO_SPIT_CARDS: N_("You have no spit cards left"),
    refusals.ROUND_NOT_OVER: N_("Slap only when the round is over"),
    refusals.ALREADY_SLAPPED: N_("You already slapped"),
    refusals.PILE_NOT_OPEN: N_("{Pile} ({top}) has no pair: it is not open"),
    refusals.DECK_EMPTY: N_("Your deck is empty"),
    refusals.LOCKED: N_("Locked out after a misplay"),
}
CARD_FIELDS = ("card", "top")
INDEX_FIELDS = ("pile", "position")


def rejected(refusal: refusals.Refusal, seat: int, table: Table) -> str:
    """Why the engine refused `seat`'s move, in a player's words (cards as tokens). A refusal
    whose cards or piles are not ones a player could name is shown as the engine words it."""
    if not _nameable(refusal):
        return _capital(refusal.text)
    return _(REFUSED[refusal.code]).format(**_fields(refusal, seat, table))


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


# -- the misplay lockout ---------------------------------------------------------------------
def seconds(value_s: float) -> str:
    """"0.5 s", "1 s", "0.25 s" (a decimal comma where the language writes one)."""
    shown = f"{round(value_s, 2):g}"
    digits = len(shown.split(".")[1]) if "." in shown else 0
    return _("{seconds} s").format(seconds=decimal(round(value_s, 2), digits))


def locked_out(length_s: float, reason: str, streak: int = 1, cause: str = "misplay") -> str:
    """A misplay or false call that locked its player: "Locked for 0.5 s: 9♣ does not fit on
    10♦" (`reason`: the refusal's words, cards as tokens); the second one or more in a row
    (`streak`, LockedOut's) says that instead: "Locked for 2 s: 3 wrong cards in a row"."""
    why = lock_why(reason, streak, cause)
    if why:
        why = why if why.startswith("⟨") else why[:1].lower() + why[1:]
        return _("Locked for {seconds}: {reason}").format(seconds=seconds(length_s),
                                                         reason=why)
    return _("Locked for {seconds}").format(seconds=seconds(length_s))


def lock_why(reason: str, streak: int = 1, cause: str = "misplay") -> str:
    """Why a lockout came, alone (its line once the cards are free again): the refusal's
    first clause, or "3 wrong cards in a row" for the second lockout or more in a row."""
    if streak > 1:
        return (ngettext("{n} false call in a row", "{n} false calls in a row", streak)
                if cause == "false_call" else
                ngettext("{n} wrong card in a row", "{n} wrong cards in a row", streak)
                ).format(n=streak)
    return reason.split(": ")[0]            # its first clause: the line stays short


def pile_changed(said: str) -> str:
    """A red line whose pile has had another card since it was said ("J♦ does not fit on 8♠"
    while the pile shows 7♣ now): it says so."""
    # TRANSLATORS: {said} is a refusal's or lockout's line naming a pile's top card.
    return _("{said} (that pile has changed)").format(said=said)


def still_locked(left_s: float, cause: str) -> str:
    """A press made during a lockout: how long it still lasts."""
    left = seconds(max(0.05, left_s))
    if cause == "false_call":
        return _("Still locked: no calls for {seconds}").format(seconds=left)
    return _("Still locked: no cards for {seconds}").format(seconds=left)


def stalled(stall_s: float, variant: str, left_s: float | None) -> str:
    """The band while the table is stalled (RULES.md, `stall_s`): nobody played for that long,
    so anyone may flip (Spit: spit); the automatic one's countdown (`left_s`; None: none)."""
    if variant == "spit":
        head = _("Nobody has played for {seconds} — spit when you like")
        tail = _("auto spit in {seconds} s")
    else:
        head = _("Nobody has played for {seconds} — flip when you like")
        tail = _("auto flip in {seconds} s")
    text = head.format(seconds=seconds(stall_s))
    if left_s is None:
        return text
    return text + "\n" + tail.format(seconds=decimal(max(0.0, left_s), 1))


# TRANSLATORS: on the dimmed hand or slap pad of a player locked out (short, capitals).
LOCK_TAG = Shown({"misplay": N_("LOCKED"), "false_call": N_("NO CALL")})


# -- other table words -------------------------------------------------------------------------
def race(name: str, margin: str) -> str:
    """The badge of a close race, on two lines: "Ana first" over "by 12 ms" (`margin`:
    effects.margin_text)."""
    # TRANSLATORS: a race badge on two lines; {margin} is "by 12 ms".
    return _("{name} first\n{margin}").format(name=name, margin=margin)


def link_dropped(name: str, seconds: int) -> str:
    """A dropped link's countdown on the host's paused table."""
    # TRANSLATORS: on the paused table: a player on another machine lost the link; the seat
    # waits this many seconds for it to come back, then the match is abandoned.
    return ngettext("{name}'s link dropped: {n} second to come back",
                    "{name}'s link dropped: {n} seconds to come back",
                    seconds).format(name=name, n=seconds)


def lost_by(name: str, margin_ms: float) -> str:
    """Who lost a close race with a player on another machine, and by how much: "Bob lost by
    12 ms" (the second line of `race`)."""
    digits = 1 if margin_ms < 10 and margin_ms != int(margin_ms) else 0
    # TRANSLATORS: the second line of a race badge when a player on another machine raced:
    # who lost, and by how many milliseconds: "Bob lost by 12 ms".
    return _("{name} lost by {ms} ms").format(name=name, ms=decimal(margin_ms, digits))


def win_reason(reason: str) -> str:
    """Why a game ended, from the engine's fixed words (GameWon.reason), in the player's
    language; words not known here are shown as the engine gave them."""
    known = {'"Speed!"': pgettext("how a game was won", '"Speed!"'),
             "out of cards": _("out of cards"),
             "endless stalemate: fewest cards left": _("endless stalemate: fewest cards left"),
             "target reached: lowest score": _("target reached: lowest score"),
             "out of cards: lowest score": _("out of cards: lowest score"),
             "no seat has spit cards for a new round: fewest cards":
                 _("no seat has spit cards for a new round: fewest cards"),
             "cleared the stock against a single spit pile":
                 _("cleared the stock against a single spit pile"),
             "covered with the last card": _("covered with the last card")}
    if reason in known:
        return known[reason]
    rounds = ROUNDS_OVER.fullmatch(reason)
    if rounds:
        n = int(rounds.group(1))
        return ngettext("{n} round: fewest cards", "{n} rounds: fewest cards", n).format(n=n)
    return reason


ROUNDS_OVER = re.compile(r"(\d+) rounds: fewest cards")
