"""No word reaches the screen without the catalog: every screen drawn in the pseudo-language
(tools/i18n_pseudo.py: "Play" → "⟦Ƥļàý⟧") shows only wrapped words. Allowed outside the
brackets, and nothing else: what is not words (numbers, times, signs), a single letter (the name
wheel's), card indices ("10♥", "K"), key caps "F1"–"F12", the names the test seats, and the
languages' names in themselves (Options → Language)."""
import pytest

from game import i18n
from tests.i18n.drawn import drawn
from tools.i18n_pseudo import Pseudo, pseudo, unmarked


def test_the_pseudo_language_wraps_and_accents_every_message_and_keeps_placeholders():
    assert pseudo("Play") == "⟦Ƥļàý⟧"
    assert pseudo("{name} wins") == "⟦{name} wïñš⟧"
    assert pseudo("{n} cards {{braces}} {x:.1f}") == "⟦{n} çàrdš {{bràçéš}} {x:.1f}⟧"
    i18n.use("pseudo", Pseudo())
    assert i18n.ngettext("{n} card", "{n} cards", 2).format(n=2) == "⟦2 çàrdš⟧"
    assert i18n.pgettext("pile", "Flip") == "⟦Fļïp⟧"
    assert i18n.current() == "pseudo"


def test_what_did_not_come_through_the_catalog_is_found():
    assert unmarked("⟦Ƥļàý⟧") == []
    assert unmarked("Play") == ["Play"]
    assert unmarked("⟦{n} çàrdš⟧ left") == ["left"]
    assert unmarked("10♥  K♠  F1  0:42  4 ms") == ["ms"]
    assert unmarked("Ana") == [] and unmarked("Søren") == ["Søren"]
    assert unmarked("◂ Português (Brasil) ▸") == []


def test_every_screen_draws_only_words_that_came_through_the_catalog(app):
    i18n.use("pseudo", Pseudo())
    seen = drawn(app)
    assert len(seen) >= 30 and all(shown.texts for shown in seen.values())
    for screen, words in (("online: paused by the host's player",
                           pseudo("Paused by {name}").format(name="Ana")),
                          ("online: paused by this machine",
                           pseudo("Paused by you: press pause again to play on."))):
        assert any(words in text for text, _, _ in seen[screen].texts), screen
    found = {name: sorted({f"{text!r} ({', '.join(unmarked(text))})" for text, _, _ in
                           shown.texts if unmarked(text)}) for name, shown in seen.items()}
    found = {name: texts for name, texts in found.items() if texts}
    for name, texts in found.items():
        print(f"== {name}: {len(texts)} unmarked")
        for text in texts:
            print(f"   {text}")
    assert not found, f"unmarked words on {len(found)} screens: {sorted(found)}"
