"""A shipped language's catalog for tests, read from its PO text (no compiled .mo needed): the
shell part's fragment while it is there, else the merged catalog it was folded into."""
import gettext
import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parent.parent / "game" / "locale"


def po_path(language: str, part: str = "shell") -> Path:
    fragment = LOCALE / "parts" / part / f"{language}.po"
    return fragment if fragment.exists() else LOCALE / language / "LC_MESSAGES" / "speed.po"


def catalog(language: str, part: str = "shell") -> gettext.GNUTranslations:
    """The language's translations, as `i18n.use(language, catalog(language))` takes them."""
    with open(po_path(language, part), "rb") as handle:
        messages = read_po(handle, locale=language)
    compiled = io.BytesIO()
    write_mo(compiled, messages)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)
