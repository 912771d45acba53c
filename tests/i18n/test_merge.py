"""`tools/i18n.py merge-parts`: the engineers' PO fragments (game/locale/parts/<part>/<lang>.po)
folded into each language's catalog, updated against the template, the parts removed, and what
is still to do reported."""
from babel.messages.catalog import Catalog

from tools.i18n import _read, catalog_path, merge

HEAD = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n' \
       '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'


def template() -> Catalog:
    pot = Catalog()
    pot.add("Play")
    pot.add(("{n} card", "{n} cards"))
    pot.add("Flip", context="pile")
    pot.add("Quit")
    return pot


def test_the_parts_are_folded_in_updated_against_the_template_and_removed(tmp_path):
    menus, table = tmp_path / "parts" / "menus", tmp_path / "parts" / "table"
    menus.mkdir(parents=True)
    table.mkdir()
    (menus / "nl.po").write_text(HEAD + 'msgid "Play"\nmsgstr "Spelen"\n\n'
                                 'msgid "Gone from the code"\nmsgstr "Weg"\n', "utf-8")
    (table / "nl.po").write_text(HEAD + 'msgid "{n} card"\nmsgid_plural "{n} cards"\n'
                                 'msgstr[0] "{n} kaart"\nmsgstr[1] "{n} kaarten"\n\n'
                                 'msgctxt "pile"\nmsgid "Flip"\nmsgstr "Omdraaien"\n\n'
                                 'msgid "Play"\nmsgstr "Spelen!"\n', "utf-8")
    (table / "da.po").write_text(HEAD + 'msgctxt "pile"\nmsgid "Flip"\nmsgstr "Vend"\n', "utf-8")
    report = "\n".join(merge(tmp_path, template()))
    dutch = _read(catalog_path("nl", tmp_path), "nl")
    assert dutch.get("Play").string == "Spelen!"              # the later part, named:
    assert "'Play' is translated differently in parts/menus" in report
    assert dutch.get("{n} card").string == ("{n} kaart", "{n} kaarten")
    assert dutch.get("Flip", "pile").string == "Omdraaien"
    assert "nl/LC_MESSAGES/speed.po: 4 messages, 1 without a translation" in report
    assert "untranslated: 'Quit'" in report
    assert "not in the code (kept as obsolete): 'Gone from the code'" in report
    danish = _read(catalog_path("da", tmp_path), "da")
    assert danish.get("Flip", "pile").string == "Vend" and danish.get("Play").string == ""
    assert "da/LC_MESSAGES/speed.po: 4 messages, 3 without a translation" in report
    assert catalog_path("pt_BR", tmp_path).exists()
    assert not (tmp_path / "parts").exists() or not any((tmp_path / "parts").iterdir())
    plural = dict(_read(catalog_path("pt_BR", tmp_path)).mime_headers)["Plural-Forms"]
    assert plural == "nplurals=2; plural=(n > 1);"


def test_merging_again_changes_nothing(tmp_path):
    (tmp_path / "parts" / "menus").mkdir(parents=True)
    (tmp_path / "parts" / "menus" / "nl.po").write_text(HEAD + 'msgid "Play"\nmsgstr "Spelen"\n',
                                                        "utf-8")
    merge(tmp_path, template())
    before = catalog_path("nl", tmp_path).read_bytes()
    merge(tmp_path, template())
    assert catalog_path("nl", tmp_path).read_bytes() == before
