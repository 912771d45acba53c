"""No machine word on any screen, in any language: no text drawn is a raw device id or kind
("keyboard" on a Spit plate), a layout's name ("keyboard_left", "[keyboard_left]"), a screen's
name ("controls_device"), or an English catalog entry left untranslated ("Player 1" in Dutch);
nor what only a machine says: a settings file, a board's pin ("B0", "SLAP2"), a raw key name
("ENTER"), "CPU", a present path's timings. The pseudo-language check cannot see these: they
bypass the catalog, or pass through it as a value."""
import re
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from game import i18n
from game.input.kinds import KINDS
from game.ui.flow import screens
from tests.i18n.drawn import drawn

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"
# What only a machine says, whatever the language.
MACHINE = [re.compile(p) for p in (
    r"\b[a-z]+_[a-z0-9_]+\b",                 # an identifier: a layout, a setting's key
    r"\.toml\b", r"\bB\d{1,2}\b", r"\bSLAP\d\b", r"\bCPU\b", r"\bENTER\b",
    r"\b(?:software|renderer|accelerated) \d")]


def catalog(lang: str) -> tuple[dict, set]:
    """The language's compiled catalog: English → its words where they differ (a message with
    placeholders as a pattern: "Player {n}" finds "Player 1"), and every translation (a word
    that is both English and the language's own is no mistake)."""
    with (LOCALE / lang / "LC_MESSAGES" / "speed.mo").open("rb") as mo:
        messages = [m for m in read_mo(mo) if m.id]
    english, said = {}, set()
    for m in messages:
        ids = m.id if isinstance(m.id, (list, tuple)) else (m.id,)
        strings = m.string if isinstance(m.string, (list, tuple)) else (m.string,)
        said.update(s for s in strings if s)
        for one in ids:
            if one not in strings:
                english[pattern(one) if "{" in one else one] = strings[0]
    return english, said


def pattern(message: str) -> re.Pattern | str:
    """A message with placeholders as the texts it makes; the message itself when too little
    of it is words to tell ("{name}: {value}")."""
    parts = re.split(r"\{[^{}]*\}", message)
    if sum(len(re.findall(r"[A-Za-z]", p)) for p in parts) < 4:
        return message
    return re.compile(r"(\S+)".join(re.escape(p) for p in parts))    # a value: one word


def english() -> tuple[dict, set]:
    """English: nothing is left untranslated, and every message is its own words ("keyboard"
    is the word on a plate as well as the kind's code name)."""
    with (LOCALE / "speed.pot").open("rb") as pot:
        ids = [m.id for m in read_po(pot) if m.id]
    return {}, {one for i in ids for one in (i if isinstance(i, (list, tuple)) else (i,))}


def machine_names(app) -> set[str]:
    """Device kinds, layouts (the bindings' profiles) and screens, by their code names."""
    return set(KINDS) | set(app.hub.bindings.layouts) | set(screens())


def english_left(text: str, english: dict) -> str | None:
    """What `text` should have said, when it is an English message (a single letter, a key
    cap, is none)."""
    if text in english:
        return english[text]
    for message, said in english.items():
        if not isinstance(message, str) and message.fullmatch(text):
            return said
    return None


def found_on(texts, names: set, english: dict, said: set) -> list[str]:
    """Each text that is a machine's word, in words."""
    found = []
    for text in dict.fromkeys(t.strip() for t, _, _ in texts):
        if text in said:
            continue
        if text in names:
            found.append(f"{text!r}: a code name")
        elif len(text) > 1 and (left := english_left(text, english)) is not None:
            found.append(f"{text!r}: English left ({left!r})")
        elif any(p.search(text) for p in MACHINE):
            found.append(f"{text!r}: what a machine says")
    return found


def test_a_code_name_english_left_and_machine_words_are_found():
    names = {"keyboard", "keyboard_left", "controls_device"}
    english = {"Speed": "Speed", pattern("Player {n}"): "Speler {n}"}
    said = {"Speler 1", "Speed", "muis"}
    texts = [(t, 14, "") for t in ("keyboard", "Player 1", "Speler 1", "Speed", "muis",
                                   "Saved in bindings.toml as [keyboard_left]", "B0 B1 B2",
                                   "CPU 2", "2♥ op 3♦", "menu: Enter / ENTER / Space")]
    assert found_on(texts, names, english, said) == [
        "'keyboard': a code name", "'Player 1': English left ('Speler {n}')",
        "'Saved in bindings.toml as [keyboard_left]': what a machine says",
        "'B0 B1 B2': what a machine says", "'CPU 2': what a machine says",
        "'menu: Enter / ENTER / Space': what a machine says"]


@pytest.mark.parametrize("lang", ["en", "nl", "pt_BR", "da"])
def test_no_screen_draws_a_machine_word(app, lang):
    assert i18n.use(lang) == lang
    english_left, said = catalog(lang) if lang != "en" else english()
    names = machine_names(app)
    seen = drawn(app)
    assert "table: spit" in seen and "tutorial: the first lesson" in seen
    found = {name: found_on(shown.texts, names, english_left, said)
             for name, shown in seen.items()}
    found = {name: lines for name, lines in found.items() if lines}
    assert not found, "\n".join(f"{name}: {line}" for name, lines in found.items()
                                for line in lines)
