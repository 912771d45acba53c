"""The catalogs' tool (docs: game/i18n.py, docs/GLOSSARY.md).

    python tools/i18n.py extract        the marked strings of game/ → game/locale/speed.pot
    python tools/i18n.py merge-parts    fold game/locale/parts/*/<lang>.po into each language's
                                        catalog, update it against the template, remove the parts
    python tools/i18n.py compile [PO…]  speed.po → speed.mo beside it (`make catalogs`)
    python tools/i18n.py check          every catalog complete, none fuzzy, `msgfmt -c` clean

The template is stable: no date that changes, messages sorted, locations without line numbers
(a line moving is no change of words), so extracting twice changes nothing.
"""
import datetime
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.i18n_check import LANGUAGES, PLURALS, problems  # noqa: E402

LOCALE = ROOT / "game" / "locale"
TEMPLATE = LOCALE / "speed.pot"
STAMP = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)   # never changes
HEADER = "# The words of Speed, the card race.\n# This file is distributed under the same " \
         "license as the Speed project.\n#"


def catalog_path(lang: str, locale: Path = LOCALE) -> Path:
    return locale / lang / "LC_MESSAGES" / "speed.po"


def _new(locale: str | None = None) -> Catalog:
    catalog = Catalog(locale=locale, domain="speed", project="Speed", version="1",
                      header_comment=HEADER, creation_date=STAMP, revision_date=STAMP,
                      charset="utf-8", fuzzy=False, language_team=locale or "LANGUAGE",
                      last_translator="Speed", msgid_bugs_address="the Speed issue tracker")
    _plurals(catalog, locale)
    return catalog


def _plurals(catalog: Catalog, locale: str | None) -> None:
    """The plural rule the game uses (CLDR's newer three-form pt rule is not gettext's)."""
    if locale in PLURALS:
        count, expression = PLURALS[locale].split(";")[:2]
        catalog._num_plurals = int(count.split("=")[1])
        catalog._plural_expr = expression.split("=", 1)[1].strip()


def template() -> Catalog:
    """Every marked string of game/, as babel.cfg says to find them."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    catalog = _new()
    found = extract_from_dir(ROOT, method_map, options_map, keywords={},
                             comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for filename, lineno, message, comments, context in found:
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                    context=context)
    return catalog


def rendered(catalog: Catalog) -> bytes:
    """`catalog` as its file holds it: sorted, locations without line numbers."""
    out = io.BytesIO()
    write_po(out, catalog, width=96, sort_output=True, include_lineno=False)
    return out.getvalue()


def _write(catalog: Catalog, path: Path) -> bool:
    """Write `catalog` to `path`; True when the file changed."""
    text = rendered(catalog)
    if path.exists() and path.read_bytes() == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    return True


def _read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as file:
        return read_po(file, locale=locale)


def extract() -> int:
    changed = _write(template(), TEMPLATE)
    count = len([m for m in _read(TEMPLATE) if m.id])
    print(f"{TEMPLATE.relative_to(ROOT)}: {count} messages" + ("" if changed else
                                                             " (unchanged)"))
    return 0


def merge_parts() -> int:
    extract()
    for line in merge(LOCALE, _read(TEMPLATE)):
        print(line)
    return 0


def merge(locale: Path, pot: Catalog) -> list[str]:
    """Each part's messages (`locale`/parts/*/<lang>.po) into its language's catalog (a part's
    translation wins over an older one; two parts disagreeing are named), each catalog updated
    against the template `pot`, the parts removed; what is left to do, in lines."""
    parts = sorted((locale / "parts").glob("*/*.po"))
    report = []
    for lang in LANGUAGES:
        path = catalog_path(lang, locale)
        catalog = _read(path, lang) if path.exists() else _new(lang)
        _plurals(catalog, lang)
        given: dict = {}
        for part in (p for p in parts if p.stem == lang):
            for message in _read(part, lang):
                if not message.id or not _translated(message):
                    continue
                key = (message.id, message.context)
                if key in given and given[key][1] != message.string:
                    report.append(f"{part}: {_first(message.id)!r} is translated differently "
                                  f"in parts/{given[key][0]}; keeping this one")
                given[key] = (part.parent.name, message.string)
                if catalog.get(message.id, message.context) is not None:
                    catalog.delete(message.id, message.context)
                catalog.add(message.id, message.string, context=message.context,
                            flags=[f for f in message.flags if f != "fuzzy"])
        catalog.update(pot, no_fuzzy_matching=True, update_creation_date=False)
        catalog.revision_date = STAMP
        _write(catalog, path)
        missing = [_first(m.id) for m in catalog if m.id and not _translated(m)]
        report.append(f"{path}: {len([m for m in catalog if m.id])} messages, {len(missing)} "
                      f"without a translation")
        report += [f"  untranslated: {message_id!r}" for message_id in missing]
        report += [f"  not in the code (kept as obsolete): {_first(m.id)!r}"
                   for m in catalog.obsolete.values()]
    for part in parts:
        part.unlink()
    for folder in (locale / "parts").glob("*"):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    return report


def _first(message_id) -> str:
    return message_id if isinstance(message_id, str) else message_id[0]


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(strings) and "fuzzy" not in message.flags


def compile_catalogs(paths: list[str]) -> int:
    """speed.po → speed.mo (Babel's compiler), every language or the files named."""
    targets = [Path(p) for p in paths] or [catalog_path(lang) for lang in LANGUAGES]
    for po in targets:
        if not po.exists():
            continue
        catalog = _read(po)
        with open(po.with_suffix(".mo"), "wb") as out:
            write_mo(out, catalog, use_fuzzy=False)
    return 0


def compile_stale() -> list[Path]:
    """Compile each catalog whose .mo is missing or older than its .po (the tests' set-up,
    as `make catalogs`); the catalogs compiled."""
    stale = [po for po in (catalog_path(lang) for lang in LANGUAGES) if po.exists() and (
        not po.with_suffix(".mo").exists()
        or po.with_suffix(".mo").stat().st_mtime < po.stat().st_mtime)]
    compile_catalogs([str(po) for po in stale])
    return stale


def check() -> int:
    """Every problem of the shipped catalogs, one line each; 1 when there is any."""
    found = problems(_read(TEMPLATE), {lang: catalog_path(lang) for lang in LANGUAGES})
    for line in found:
        print(line)
    print(f"{len(found)} problems in {len(LANGUAGES)} catalogs ({', '.join(PLURALS)})")
    return 1 if found else 0


def main(argv: list[str]) -> int:
    commands = {"extract": extract, "merge-parts": merge_parts, "check": check}
    if argv[:1] == ["compile"]:
        return compile_catalogs(argv[1:])
    if len(argv) != 1 or argv[0] not in commands:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return commands[argv[0]]()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
