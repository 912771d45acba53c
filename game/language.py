"""Which language the game speaks from the start: `--language` on the command line, else the
settings' `language` ("auto": the environment's), chosen before `speed --help` is built and
before anything is drawn."""
import argparse
import os

from game import i18n
from game.i18n import N_

CHOICES = ("auto", *i18n.LANGUAGES)
# argparse's own words (it looks them up through its module's `_`), for `speed --help`
ARGPARSE = (N_("usage: "), N_("positional arguments"), N_("options"),
            N_("show this help message and exit"), N_("%(prog)s: error: %(message)s\n"),
            N_("invalid choice: %(value)r (choose from %(choices)s)"),
            N_("argument %(argument_name)s: %(message)s"),
            N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
            N_("expected one argument"))


def asked(argv: list[str]) -> str | None:
    """The `--language X` (or `--language=X`) of a command line, None when it has none."""
    for n, word in enumerate(argv):
        if word == "--language" and n + 1 < len(argv):
            return argv[n + 1]
        if word.startswith("--language="):
            return word.split("=", 1)[1]
    return None


def start(argv: list[str]) -> str:
    """Speak the language the command line or the settings file asks for, argparse too; the
    code in use."""
    wanted = asked(argv)
    if wanted not in CHOICES:            # none given, or one argparse refuses (in the settings')
        from game.config import load_settings
        wanted = load_settings(os.environ.get("SPEED_SETTINGS"))["game", "language"]
    argparse._, argparse.ngettext = i18n._, i18n.ngettext
    return i18n.use(i18n.choose(wanted))


def apply(settings, chosen: str | None = None) -> str:
    """`speed play`: a `--language` for this run only (not saved), then the settings'; a
    language whose catalog is not compiled is a problem shown at start (English meanwhile)."""
    if chosen:
        settings.override(("game", "language"), chosen)
    return speak(i18n.choose(settings["game", "language"]), settings.errors.append)


def speak(code: str, complain) -> str:
    """Speak `code`; `complain(words)` when it cannot be (its catalog is not built)."""
    spoken = i18n.use(code)
    if spoken != code:
        complain(i18n._("{language} is not installed (make catalogs builds it): the game "
                        "speaks English").format(language=i18n.LANGUAGES[code]))
    return spoken
