"""The catalogs are in step with the code and complete: extracting again changes nothing; every
shipped catalog has every message translated, none fuzzy, its plural rule (pt_BR n > 1), every
{placeholder} kept, and GNU msgfmt -c passes; every character is in the shipped fonts."""
import shutil

import pytest

from game.ui.text import FONT_FILES, FONTS
from tools.i18n import LOCALE, TEMPLATE, _read, catalog_path, rendered, template
from tools.i18n_check import LANGUAGES, PLURALS, catalog_problems, placeholders
from tools.ttf_cmap import characters

HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n' \
         '"Plural-Forms: {plural}\\n"\n\n'


def test_the_template_is_in_step_with_the_code():
    """Run `python tools/i18n.py extract` (then merge-parts) when this fails."""
    assert rendered(template()) == TEMPLATE.read_bytes()
    assert len([m for m in _read(TEMPLATE) if m.id]) >= 18


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="GNU gettext (make test installs it)")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_shipped_catalog_is_complete_and_msgfmt_clean(lang):
    assert catalog_problems(_read(TEMPLATE), lang, catalog_path(lang)) == []
    assert not list((LOCALE / "parts").glob("*/*.po")) if (LOCALE / "parts").exists() else True


def test_the_check_finds_every_kind_of_mistake(tmp_path):
    pot = tmp_path / "speed.pot"
    pot.write_text(HEADER.format(plural="nplurals=2; plural=(n != 1);")
                   + 'msgid "{name} wins"\nmsgstr ""\n\nmsgid "Play"\nmsgstr ""\n\n'
                   'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] ""\nmsgstr[1] ""\n\n'
                   'msgid "Back"\nmsgstr ""\n', encoding="utf-8")
    po = tmp_path / "pt_BR.po"
    po.write_text(HEADER.format(plural="nplurals=2; plural=(n != 1);")
                  + '#, python-brace-format\nmsgid "{name} wins"\nmsgstr "{nome} vence"\n\n'
                  '#, fuzzy\nmsgid "Play"\nmsgstr "Jogar"\n\n'
                  '#, python-brace-format\nmsgid "{n} card"\nmsgid_plural "{n} cards"\n'
                  'msgstr[0] "{n} carta"\nmsgstr[1] ""\n', encoding="utf-8")
    found = "\n".join(catalog_problems(_read(pot), "pt_BR", po))
    assert "Plural-Forms is 'nplurals=2; plural=(n != 1);'" in found
    assert "'{name} wins': placeholders ['nome'], the English has ['name']" in found
    assert "'Play': fuzzy" in found and "'{n} card': not translated" in found
    assert "'Back' is missing" in found
    if shutil.which("msgfmt"):
        assert "a format specification for argument 'name' doesn't exist in 'msgstr'" in found


def test_placeholders_are_the_format_names():
    assert placeholders("{name} won by {ms:.0f} ms {{not}}") == {"name", "ms"}
    assert PLURALS["pt_BR"] == "nplurals=2; plural=(n > 1);"


def test_every_character_of_every_catalog_is_in_the_shipped_fonts():
    fonts = {name: characters(FONTS / name) for name in FONT_FILES.values()}
    missing = {}
    for lang in LANGUAGES:
        for message in _read(catalog_path(lang)):
            strings = message.string if isinstance(message.string, tuple) else [message.string]
            for text in filter(None, strings):
                for name, has in fonts.items():
                    lost = {c for c in text if ord(c) not in has and c not in "\n"}
                    if lost:
                        missing.setdefault(f"{lang} {name}", set()).update(lost)
    assert not missing, missing
    assert all(ord(c) in fonts["DejaVuSans.ttf"] for c in "ÆØÅæøåÃÕÇÁÉÍÓÚÂÊÔÀËÏÜ⟦⟧")
    assert ord("中") not in fonts["DejaVuSans.ttf"]        # the reader can say no
