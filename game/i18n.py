"""The player's language: gettext catalogs shipped in `game/locale/` (compiled by the Makefile
from the `.po` files), looked up at the moment a word is drawn, so switching applies at once.

Mark every string a player reads: `_("Play")`, `ngettext("{n} card", "{n} cards", n)`,
`pgettext("pile", "Flip")` where one English word means two things, and `N_("…")` for a
constant kept in a table and translated where it is shown (`_(TITLES[key])`). Placeholders are
`str.format` names (`"{name} wins"`), never `%s`, so a translation may move them.
"""
import gettext
import os
import weakref
from pathlib import Path

DOMAIN = "speed"
LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = {"en": "English", "nl": "Nederlands", "pt_BR": "Português (Brasil)", "da": "Dansk"}
SOURCE = "en"

_state = {"code": SOURCE, "catalog": gettext.NullTranslations()}
_listeners: list = []


def _(message: str) -> str:
    """`message` in the player's language."""
    return _state["catalog"].gettext(message)


def N_(message: str) -> str:
    """Marks `message` for the catalog without translating it (translated where shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _state["catalog"].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _state["catalog"].pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _state["catalog"].npgettext(context, singular, plural, n)


def decimal(value: float, digits: int = 1) -> str:
    """A number as the language writes it: "0.5" in English, "0,5" in nl, pt_BR and da."""
    text = f"{value:.{digits}f}"
    return text if _state["code"] in (SOURCE, "pseudo") else text.replace(".", ",")


def current() -> str:
    """The language in use ("en", "nl", "pt_BR", "da", or a test's "pseudo")."""
    return _state["code"]


def use(code: str, catalog: gettext.NullTranslations | None = None) -> str:
    """Speak `code` from now on (a name not shipped, or a catalog not compiled: English).
    Returns the code in use."""
    if catalog is None:
        catalog = gettext.NullTranslations()
        if code in LANGUAGES and code != SOURCE:
            try:
                catalog = gettext.translation(DOMAIN, LOCALE_DIR, [code])
            except OSError:
                code = SOURCE
        elif code != SOURCE:
            code = SOURCE
    _state.update(code=code, catalog=catalog)
    for ref in list(_listeners):
        listener = ref()
        if listener is None:
            _listeners.remove(ref)
        else:
            listener(code)
    return code


def on_change(listener) -> None:
    """Call `listener(code)` whenever the language changes (caches of drawn words). A bound
    method is held weakly: an app or cache that is gone stops listening."""
    ref = weakref.WeakMethod(listener) if hasattr(listener, "__self__") else \
        (lambda: listener)
    _listeners.append(ref)


def off_change(listener) -> None:
    """`listener` no longer hears of changes (an app that quit)."""
    _listeners[:] = [ref for ref in _listeners if ref() not in (None, listener)]


def month(number: int) -> str:
    """The short name of month `number` (1-12) in the language ("Dec", "dez.")."""
    return (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
            pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
            pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
            pgettext("month", "Oct"), pgettext("month", "Nov"),
            pgettext("month", "Dec"))[number - 1]


def date(day) -> str:
    """A date (datetime.date) as the language writes it on screen, the month's name through
    the catalog: "1 Dec 2026", "1 dec. 2026", "1 de dez. de 2026", "1. dec. 2026"."""
    # TRANSLATORS: a date on screen: {day} the day of the month, {month} its short name
    return pgettext("date", "{day} {month} {year}").format(day=day.day,
                                                          month=month(day.month), year=day.year)


def from_environment(env=None) -> str:
    """The shipped language the environment asks for: `LANGUAGE` (a list), `LC_ALL`,
    `LC_MESSAGES`, `LANG`, in that order as gettext reads them; else English."""
    env = os.environ if env is None else env
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for wanted in (env.get(name) or "").split(":"):
            code = match(wanted)
            if code:
                return code
    return SOURCE


def match(wanted: str) -> str | None:
    """"pt_BR.UTF-8" → "pt_BR", "nl_BE" → "nl", "da" → "da", "C" → None."""
    base = wanted.split(".")[0].split("@")[0].replace("-", "_")
    if not base or base in ("C", "POSIX"):
        return None
    if base in LANGUAGES:
        return base
    language = base.split("_")[0].lower()
    if language == "pt":
        return "pt_BR"
    return language if language in LANGUAGES else None


def choose(setting: str, env=None) -> str:
    """The language for a setting: "auto" (from the environment) or a shipped code."""
    return from_environment(env) if setting == "auto" else (match(setting) or SOURCE)
