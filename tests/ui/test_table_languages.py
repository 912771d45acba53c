"""The table's words in every language: refusals from their codes, piles, cards, lockouts,
plates and the band, read through the shipped catalogs (game/locale/<lang>/LC_MESSAGES/),
with each language's decimals and plurals; every message of the table's files translated."""
import gettext
import io
import re
from pathlib import Path

import pygame
import pytest
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from tests.i18n_catalogs import po_path

from game import i18n
from game.engine import cards
from game.engine.match import Match
from game.engine.refusals import PILE_EMPTY, PILE_NOT_OPEN, POSITION_TAKEN, NO_FIT, Refusal
from game.input.pad_family import FAMILY_NAMES, OTHER, button_words
from game.ui import control_names, words
from game.ui.effects import margin_text
from game.ui.text import recording
from game.ui.table.view import TableView

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("nl", "pt_BR", "da")
TABLE_FILES = ["game/ui/words.py", "game/ui/rich_text.py", "game/ui/effects.py",
               "game/ui/control_names.py", "game/input/pad_family.py", "game/marked.py",
               *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "game/ui/table").glob("*.py")
                       if p.name not in ("lockout.py", "slots.py")),
               *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "game/ui/charts").glob("*.py")),
               *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "game/ui/devices").glob("*.py"))]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}


def fragment(lang: str):
    """The language's catalog (the table's words were merged into it from their part)."""
    with open(po_path(lang, "table"), "rb") as f:
        return read_po(f, locale=lang)


def translations(lang: str) -> gettext.GNUTranslations:
    """The table's fragment for `lang`, compiled in memory."""
    data = io.BytesIO()
    write_mo(data, fragment(lang))
    data.seek(0)
    return gettext.GNUTranslations(data)


@pytest.fixture
def speak():
    """speak("nl"): the table's words in Dutch until the test ends (then English again)."""
    def use(lang):
        i18n.use(lang, translations(lang) if lang in LANGUAGES else None)
    yield use
    i18n.use("en")


CAL = words.Table("california", ["Ana", "Bea"], columns=4)
SPEED2 = words.Table("speed", ["Ana", "Bea"])
SPIT = words.Table("spit", ["Ana", "Bea"])


@pytest.mark.parametrize("lang, refusal, table, shown", [
    ("nl", Refusal(PILE_EMPTY, pile=1), SPEED2, "De rechterstapel is leeg tot de volgende draai"),
    ("pt_BR", Refusal(PILE_EMPTY, pile=0), SPEED2,
     "O monte da esquerda fica vazio até a próxima virada"),
    ("da", Refusal(PILE_NOT_OPEN, top=cards.parse("KD"), pile=6), CAL,
     "Beas tredje bunke (⟨KD⟩) har intet par: den er ikke åben"),
    ("nl", Refusal(PILE_NOT_OPEN, top=cards.parse("KD"), pile=6), CAL,
     "De derde stapel van Bea (⟨KD⟩) heeft geen paar: hij is niet open"),
    ("pt_BR", Refusal(POSITION_TAKEN, position=2), SPIT, "Sua terceira pilha não está vazia"),
    ("da", Refusal(NO_FIT, cards.parse("TD"), cards.parse("AS")), SPEED2,
     "⟨TD⟩ passer ikke på ⟨AS⟩"),
])
def test_a_refusal_reads_in_the_players_language(speak, lang, refusal, table, shown):
    speak(lang)
    assert words.rejected(refusal, 0, table) == shown


def test_cards_are_named_as_each_language_names_them(speak):
    refusal = Refusal(NO_FIT, cards.parse("TD"), cards.parse("AS"))
    expected = {"nl": "ruiten 10 past niet op schoppen aas",
                "pt_BR": "10 de ouros não encaixa em ás de espadas",
                "da": "ruder 10 passer ikke på spar es",
                "en": "10 of diamonds does not fit on ace of spades"}
    for lang, said in expected.items():
        speak(lang)
        assert words.plain(words.rejected(refusal, 0, SPEED2)) == said
    speak("da")
    assert words.plain(words.token(53)) == "joker" and words.card_short("AS") == "A♠"


def test_lockouts_and_margins_take_the_languages_decimal_comma(speak):
    reason = words.rejected(Refusal(PILE_EMPTY, pile=1), 0, SPEED2)
    assert words.locked_out(0.5, reason) == \
        "Locked for 0.5 s: the right pile is empty until the next flip"
    speak("nl")
    reason = words.rejected(Refusal(PILE_EMPTY, pile=1), 0, SPEED2)
    assert words.locked_out(0.5, reason) == \
        "0,5 s geblokkeerd: de rechterstapel is leeg tot de volgende draai"
    assert words.still_locked(0.25, "false_call") == "Nog geblokkeerd: 0,25 s niet roepen"
    speak("da")
    assert margin_text(0.4) == "med 0,4 ms"
    assert words.race("Ana", margin_text(12.0)) == "Ana først\nmed 12 ms"


def test_tables_of_marked_words_are_looked_up_in_the_language_now(speak):
    assert words.LOCK_TAG["misplay"] == "LOCKED" and FAMILY_NAMES[OTHER] == "other pads"
    speak("da")
    assert words.LOCK_TAG["misplay"] == "LÅST"
    assert control_names.panel_name("slap") == "klaskeknappen"
    assert control_names.panel_name("b6") == "højre sigteknap"
    speak("pt_BR")
    assert FAMILY_NAMES[OTHER] == "outros controles" and FAMILY_NAMES["xbox"] == "Xbox"
    assert button_words("xbox", "dpleft") == "Direcional para a esquerda"
    assert control_names.key_name("space") == "Espaço"


def test_why_a_game_ended_is_said_from_the_engines_fixed_words(speak):
    speak("da")
    assert words.win_reason("4 rounds: fewest cards") == "4 runder: færrest kort"
    assert words.win_reason('"Speed!"') == 'råbte "Speed!"'
    assert words.win_reason("a reason never heard of") == "a reason never heard of"
    speak("pt_BR")
    assert words.win_reason("1 rounds: fewest cards") == "1 rodada: menos cartas"


def drawn_table(variant: str, size=(1280, 720)) -> list[str]:
    """Every text the table draws for a fresh game of `variant`."""
    match = Match(variant, {}, 2, 5)
    events = match.next_game(None)
    from game.ui.cards.art import CardArt
    view = TableView(size, 2, variant, CardArt(), None, ["Ana", "Bea"])
    view.reset(match.game)
    view.on_events(events, 0.0)
    with recording() as seen:
        view.draw(pygame.Surface(size), match.game, 5.0, 5000.0, match_wins=[0, 0])
    return [text for text, _px, _why in seen]


@pytest.mark.parametrize("lang, plate", [("nl", r"\d+ kaarten over"),
                                         ("pt_BR", r"\d+ cartas restantes"),
                                         ("da", r"\d+ kort tilbage")])
def test_the_plates_count_cards_in_the_players_language(art, speak, lang, plate):
    assert any(re.fullmatch(r"\d+ cards left", t) for t in drawn_table("speed"))
    speak(lang)
    shown = drawn_table("speed")
    assert any(re.fullmatch(plate, t) for t in shown), shown
    assert not any("cards left" in t for t in shown), shown


def test_a_plural_follows_the_languages_rule(speak):
    speak("pt_BR")                          # pt_BR: n > 1 is plural, so 0 and 1 are singular
    assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 carta"
    assert i18n.ngettext("{n} card", "{n} cards", 0).format(n=0) == "0 carta"
    speak("nl")
    assert i18n.ngettext("{n} card", "{n} cards", 0).format(n=0) == "0 kaarten"


def table_messages() -> set:
    """(context, msgid) of every message marked in the table's files."""
    found = set()
    for path in TABLE_FILES:
        for _line, message, _comments, context in extract_from_file(
                "python", str(ROOT / path), keywords=KEYWORDS):
            found.add((context, message[0] if isinstance(message, tuple) else message))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_of_the_table_is_translated_with_its_placeholders(lang):
    marked = table_messages()
    assert len(marked) > 150
    catalog = fragment(lang)
    assert catalog.plural_forms == ("nplurals=2; plural=(n > 1);" if lang == "pt_BR"
                                    else "nplurals=2; plural=(n != 1);")
    given = {}
    for m in catalog:
        if m.id:
            given[(m.context, m.id[0] if isinstance(m.id, tuple) else m.id)] = m
    assert marked - set(given) == set(), "not translated"
    names = re.compile(r"{\w+}")
    for key in marked:
        m = given[key]
        assert not m.fuzzy, key
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(strings), key
        for text in strings:
            assert set(names.findall(text)) == set(names.findall(ids[-1])), (key, text)


def test_a_language_switch_redraws_the_words_already_on_the_table(art, speak):
    """The still table and the plates are cached; switching the language redraws them at once
    (no new game, no new view)."""
    match = Match("spit", {}, 2, 5)
    events = match.next_game(None)
    view = TableView((1280, 720), 2, "spit", art, None, ["Ana", "Bea"])
    view.reset(match.game)
    view.on_events(events, 0.0)
    surface = pygame.Surface((1280, 720))
    view.draw(surface, match.game, 5.0, 5000.0, match_wins=[0, 0])
    speak("da")
    with recording() as seen:
        view.draw(surface, match.game, 5.1, 5100.0, match_wins=[0, 0])
    shown = [text for text, _px, _why in seen]
    assert any(re.fullmatch(r"\d+ kort tilbage", t) for t in shown), shown      # a plate
    assert any(re.fullmatch(r"\d+ kort", t) for t in shown), shown              # a pile's count


def test_the_key_caps_labels_are_looked_up_by_action_in_the_language(speak):
    from game.ui.devices.parts import SHORT
    assert SHORT.get("play_left", "?") == "play◂" and SHORT["hit"] == "slap"
    assert SHORT.get("unknown", "unknown") == "unknown" and SHORT["slot2"] == "2"
    speak("nl")
    assert SHORT.get("flip") == "draai" and SHORT["play_right"] == "speel▸"
