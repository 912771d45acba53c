"""A table fitted to the player: felt, card back, card face, hand and text size.

The guests' choices are the settings' `[display]` keys; a named player's are kept in the
SQLite file (store/looks.py), copied from the guests' the first time they change one.

Whose table it is, when several sit at it (`seated_look`): the felt, the card back, the card
face and the text size are one table's, so they are those of the first seated named person who
chose their own (seat order: the join screen's first seat first); nobody has: the guests'.
The hand is each seat's own: a seat is mirrored (table/mirror.py) when its player, or for a
guest or a named player who never chose the settings, is left-handed. Computer players are
never mirrored.
"""
from dataclasses import dataclass

from game.i18n import N_, _
from game.store import looks as stored
from game.store.db import reading
from game.ui.cards.art import CardArt
from game.ui.cards.backs import BACKS
from game.ui.felts import FELTS, felt_of
from game.ui.text import TEXT_SIZES

KEYS = ("felt", "card_back", "card_face", "hand", "text_size")      # [display] settings
FACES = {"normal": N_("Classic"), "high": N_("High visibility")}
HANDS = {"right": N_("Right-handed"), "left": N_("Left-handed")}
SIZES = {"normal": N_("Normal"), "large": N_("Large"), "larger": N_("Larger")}
CHOICES = {"felt": list(FELTS), "card_back": list(BACKS), "card_face": list(FACES),
           "hand": list(HANDS), "text_size": list(TEXT_SIZES)}
WORDS = {"felt": {k: f.label for k, f in FELTS.items()},
         "card_back": {k: b.label for k, b in BACKS.items()},
         "card_face": FACES, "hand": HANDS, "text_size": SIZES}     # value → its N_ words


def guests_look(settings) -> dict:
    """The guests' choices: the settings' `[display]` keys."""
    return {key: settings["display", key] for key in KEYS}


def valid(choices: dict | None, fallback: dict) -> dict:
    """`choices` with every key this version knows, each a value it offers (else the
    fallback's)."""
    choices = choices or {}
    return {key: choices[key] if choices.get(key) in CHOICES[key] else fallback[key]
            for key in KEYS}


def load_look(player: str, settings, path=None) -> tuple[dict | None, str | None]:
    """`player`'s own choices (None: they never chose) and a one-line problem or None."""
    found, problem = reading(lambda db: stored.load(db, player), None,
                             _("{name}'s table could not be read").format(name=player), path)
    if problem:
        return None, problem
    return (valid(found, guests_look(settings)) if found is not None else None), None


def save_look(player: str, choices: dict, path=None) -> str | None:
    """Keep `player`'s choices; a one-line problem or None."""
    saved, problem = reading(lambda db: stored.save(db, player, dict(choices)), None,
                         _("{name}'s table could not be saved").format(name=player), path)
    return problem


@dataclass
class SeatedLook:
    """What a table is drawn with: its felt colour, card art choices, text size, the
    left-handed seats, and whose table it is ("" the guests')."""
    choices: dict
    mirrored: tuple
    owner: str = ""
    problems: tuple = ()

    @property
    def felt_colour(self) -> tuple:
        return felt_of(self.choices["felt"]).colour

    def art(self, current: CardArt, four_colour: bool) -> CardArt:
        """The card art of this table: `current` (and its cache) when it already is."""
        back, high = BACKS[self.choices["card_back"]], self.choices["card_face"] == "high"
        if current.back_style is back and current.high_visibility == high and \
                current.four_colour == four_colour:
            return current
        return CardArt(four_colour=four_colour, back=self.choices["card_back"],
                       face=self.choices["card_face"])


def guests_table(settings) -> SeatedLook:
    """The guests' table, nobody mirrored (attract mode, the replay viewer)."""
    return SeatedLook(guests_look(settings), ())


def seated_look(seats, settings, path=None) -> SeatedLook:
    """The look of a table with `seats` (session.SeatInfo): see the module's words."""
    guests = guests_look(settings)
    table, owner, mirrored, problems = guests, "", [], []
    for index, seat in enumerate(seats):
        if seat.kind != "human":
            continue
        own, problem = load_look(seat.profile, settings, path) if seat.profile else (None, None)
        if problem:
            problems.append(problem)
        if own is not None and not owner:
            table, owner = own, seat.profile
        if (own or guests)["hand"] == "left":
            mirrored.append(index)
    return SeatedLook(table, tuple(mirrored), owner, tuple(problems))
