"""The letters a name is spelt from on a wheel (a pad's or a panel's name picker, a cabinet's
initials): A–Z, the digits, and the letters Danish, Dutch and Brazilian Portuguese add.

The wheel wraps both ways and goes back to A after each letter kept, so the letters nearest A
backwards cost as little as B or C. A–Z, then the digits and the few marks, then the accented
letters, the player's own language's last (its most used one next to A, one step behind ERASE
and DONE in the picker). Spelling names of each language costs fewest presses that way
(`python3 bench/name_wheel.py` prints the figures: each accented letter after its base letter
pushes R, S and T so far along that every name costs more). Pure: no pygame.
"""
import string

PLAIN = string.ascii_uppercase
ACCENTED = "ÁÀÂÃÄÅÆÇÉÈÊËÍÏÓÔÕÖØÚÜ"       # every accented capital of the four languages
OWN = {"da": "ØÅÆ", "pt_BR": "ÃÁÉÇÍÓÚÂÊÔÕÀ", "nl": "ËÏÉÜÖÈÄ"}   # each language's, most used first
PICKER_MARKS, INITIALS_MARKS = " -", " ."
LETTERS = PLAIN + ACCENTED                 # what a wheel's letters may be, in any language


def wheel(language: str, marks: str) -> str:
    """The wheel's order for `language` ("da", "en", …): A–Z, the digits, `marks`, the
    accented letters of other languages, then the language's own, its most used one last."""
    own = OWN.get(language, "")
    others = "".join(c for c in ACCENTED if c not in own)
    return PLAIN + string.digits + marks + others + own[::-1]


def cased(letter: str, typed: str) -> str:
    """A wheel's letter as a name writes it after `typed`: a capital starting each word ("Søren",
    "João", "Van Dijk"), small letters after."""
    return letter if not typed or typed[-1] in " -'" else letter.lower()
