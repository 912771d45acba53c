"""Names sorted as each language sorts them, and matched whatever their case, without ICU.

Dutch, Brazilian Portuguese and English sort an accented letter with its base letter (É with
E, Ç with C, Ã with A: the accent only breaks a tie), Æ as AE and Ø as O. Danish has three
letters of its own after Z: Æ Ø Å (Ä sorts as Æ, Ö as Ø, Ü as Y, and "aa" as Å: Aage and
Åse sit together after Zita, as in a Danish phone book). Within the same letters, small before
capital, then the name itself, so the order is total. Pure: no pygame.
"""
import unicodedata

from game import i18n

DANISH = {"æ": ("{", ""), "ä": ("{", "¨"), "ø": ("|", ""), "ö": ("|", "¨"), "ő": ("|", "˝"),
          "å": ("}", ""), "ü": ("y", "¨"), "ű": ("y", "˝")}     # letter → (primary, accent)
SPELT_OUT = {"æ": "ae", "ø": "o", "œ": "oe", "ß": "ss", "đ": "d", "ł": "l", "ı": "i"}


def fold(name: str) -> str:
    """`name` as compared whatever its case or how its accents were typed: "SØREN" and
    "søren", "João" typed with a dead key or in one piece, are one name."""
    return unicodedata.normalize("NFC", name.strip()).casefold()


def sort_key(name: str, language: str | None = None) -> tuple:
    """The key that sorts `name` as `language` (default: the player's) sorts it."""
    language = language or i18n.current()
    text = unicodedata.normalize("NFC", name)
    if language == "da":
        text = text.replace("aa", "å").replace("Aa", "Å").replace("AA", "Å")
    primary, accents, capitals = [], [], []
    for char in text:
        small = char.lower()
        base, accent = _letter(small, language)
        primary.append(base)
        accents.append(accent)
        capitals.append(char != small)
    return "".join(primary), tuple(accents), tuple(capitals), name


def _letter(small: str, language: str) -> tuple[str, str]:
    """(the letters it sorts as, its accents) for one small letter."""
    if language == "da" and small in DANISH:
        return DANISH[small]
    if small in SPELT_OUT:
        return SPELT_OUT[small], small
    parts = unicodedata.normalize("NFD", small)
    return parts[0], parts[1:]


def sorted_names(names, language: str | None = None) -> list[str]:
    """`names` in the order `language` (default: the player's) sorts them."""
    return sorted(names, key=lambda name: sort_key(name, language))
