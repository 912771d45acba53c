"""What a shipped catalog must be: every message of the template translated, none fuzzy, the
language's plural rule, every `{placeholder}` kept, and `msgfmt -c` (GNU gettext) content."""
import re
import shutil
import subprocess
from pathlib import Path

from babel.messages.pofile import read_po

LANGUAGES = ("nl", "pt_BR", "da")
PLURALS = {"nl": "nplurals=2; plural=(n != 1);", "pt_BR": "nplurals=2; plural=(n > 1);",
           "da": "nplurals=2; plural=(n != 1);"}
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)?(?:[!:][^{}]*)?\}")


def placeholders(text: str) -> set[str]:
    """The `str.format` names in `text` ("{name} wins" → {"name"}; "{{" is no placeholder)."""
    return {m.group(1) or "" for m in PLACEHOLDER.finditer(text or "")}


def _forms(value) -> list[str]:
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _label(message) -> str:
    text = message.id if isinstance(message.id, str) else message.id[0]
    return f"{message.context}|{text}" if message.context else text


def message_problems(message) -> list[str]:
    """What is wrong with one translated message (nothing: [])."""
    if "fuzzy" in message.flags:
        return ["fuzzy"]
    strings = _forms(message.string)
    if not all(strings):
        return ["not translated"]
    ids = _forms(message.id)
    wanted = [placeholders(i) for i in ids]
    found = []
    for n, string in enumerate(strings):
        got = placeholders(string)
        if len(ids) == 1 and got != wanted[0]:
            found.append(f"placeholders {sorted(got)}, the English has {sorted(wanted[0])}")
        elif len(ids) > 1 and got not in wanted:
            found.append(f"form {n}: placeholders {sorted(got)}, the English has "
                         f"{sorted(wanted[-1])}")
    return found


def catalog_problems(template, lang: str, path: Path) -> list[str]:
    """Every problem of one language's catalog, one line each, naming the file."""
    if not path.exists():
        return [f"{path}: missing"]
    with open(path, "rb") as file:
        catalog = read_po(file, locale=lang)
    where = str(path)
    found = []
    plural = catalog.mime_headers and dict(catalog.mime_headers).get("Plural-Forms", "")
    if (plural or "").replace(" ", "") != PLURALS[lang].replace(" ", ""):
        found.append(f"{where}: Plural-Forms is {plural!r}, not {PLURALS[lang]!r}")
    for wanted in template:
        if not wanted.id:
            continue
        message = catalog.get(wanted.id, wanted.context)
        if message is None:
            found.append(f"{where}: {_label(wanted)!r} is missing")
            continue
        if _forms(message.id) != _forms(wanted.id):
            found.append(f"{where}: {_label(wanted)!r}: the plural differs from the code's")
        found += [f"{where}: {_label(wanted)!r}: {p}" for p in message_problems(message)]
    return found + msgfmt_problems(path)


def msgfmt_problems(path: Path) -> list[str]:
    """GNU msgfmt's own check (formats, plural forms, the header), one line per complaint."""
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        return [f"{path}: msgfmt not found: install the gettext package (make test does)"]
    done = subprocess.run([msgfmt, "-c", "-o", "/dev/null", str(path)], capture_output=True,
                          text=True)
    if done.returncode == 0:
        return []
    return [line for line in done.stderr.splitlines() if line.strip()] or \
        [f"{path}: msgfmt -c failed"]


def problems(template, catalogs: dict) -> list[str]:
    """Every problem of every catalog: `catalogs` maps a language to its speed.po."""
    return [line for lang, path in catalogs.items()
            for line in catalog_problems(template, lang, path)]
