"""The pseudo-language: every message wrapped and accented ("Play" → "⟦Ƥļàý⟧"), its
`{placeholders}` kept, so a text on screen that did not come through the catalog shows itself.

    i18n.use("pseudo", Pseudo())         (tests/i18n/, `make screenshots LANGUAGE=pseudo`)

`unmarked(text)` is what of a drawn text is words outside every ⟦…⟧ and not on the allowlist:
what is not words (numbers, times, signs), a single letter (the name wheel's), card indices
("10♥", "K"), key caps ("F1"…"F12"), the names the test seats players with, and the languages'
own names (Options → Language names each in itself: "Nederlands", "Dansk").
"""
import gettext
import re

from game.i18n import LANGUAGES

OPEN, CLOSE = "⟦", "⟧"
PLAIN, ACCENTED = "aceinosuyzACEINOSUYZPl", "àçéïñöšüýžÅÇÉÏÑØŠÜÝŽƤļ"
ACCENTS = str.maketrans(PLAIN, ACCENTED)
PLACEHOLDER = re.compile(r"(\{\{|\}\}|\{[^{}]*\})")
NAMES = {"Ana", "Bruno", "Cleo", "Carla", "Dirk"} | {     # the test players', the languages'
    word for name in LANGUAGES.values() for word in re.findall(r"\w+", name)} | {
    "Speed", "SPEED", "Spit", "California",       # the games' names, kept in every language
    "Sam",                                        # the tutorial's teacher
    "View", "Menu"}                               # printed on an Xbox pad's buttons
ALLOWED = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]?|F\d{1,2}|\w")     # a card, a key cap, a letter
WRAPPED = re.compile(re.escape(OPEN) + r".*?" + re.escape(CLOSE), re.S)


def pseudo(message: str) -> str:
    """`message` accented and wrapped, its placeholders left as they are."""
    pieces = PLACEHOLDER.split(message)
    return OPEN + "".join(p if PLACEHOLDER.fullmatch(p) else p.translate(ACCENTS)
                          for p in pieces) + CLOSE


class Pseudo(gettext.NullTranslations):
    """A catalog that translates every message into the pseudo-language."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, singular, plural, n):
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return pseudo(message)

    def npgettext(self, context, singular, plural, n):
        return pseudo(singular if n == 1 else plural)


def unmarked(text: str) -> list[str]:
    """The words of a drawn `text` that came through no catalog and are not on the allowlist;
    [] when all of it is the catalog's. A word is the catalog's when it lies inside ⟦…⟧
    (nested; a line that a wrapped text was cut into may begin inside one, or end inside one)
    or is spelt in the pseudo-language's letters: an accent, and no letter it would accent."""
    words = re.findall(r"[^\W\d_][\w'’.-]*", _outside(text))
    return [w for w in words if w not in NAMES and not ALLOWED.fullmatch(w)
            and not _pseudo_word(w)]


def _outside(text: str) -> str:
    """`text` with everything inside brackets blanked out."""
    depth, lowest = 0, 0
    for c in text:
        depth += (c == OPEN) - (c == CLOSE)
        lowest = min(lowest, depth)
    depth, out = -lowest, []                # a line cut from inside a bracket starts inside
    for c in text:
        depth += (c == OPEN) - (c == CLOSE)
        out.append(c if depth == 0 and c != CLOSE else " ")
    return "".join(out)


def _pseudo_word(word: str) -> bool:
    return any(c in ACCENTED for c in word) and not any(c in PLAIN for c in word)
