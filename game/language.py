"""Which language the game speaks from the start: `--language` on the command line, else the
settings' `language` ("auto": the environment's), chosen before `speed --help` is built and
before anything is drawn."""
import os

from game import i18n

CHOICES = ("auto", *i18n.LANGUAGES)


def asked(argv: list[str]) -> str | None:
    """The `--language X` (or `--language=X`) of a command line, None when it has none."""
    for n, word in enumerate(argv):
        if word == "--language" and n + 1 < len(argv):
            return argv[n + 1]
        if word.startswith("--language="):
            return word.split("=", 1)[1]
    return None


def start(argv: list[str]) -> str:
    """Speak the language the command line or the settings file asks for; the code in use."""
    wanted = asked(argv)
    if wanted is None:
        from game.config import load_settings
        wanted = load_settings(os.environ.get("SPEED_SETTINGS"))["game", "language"]
    return i18n.use(i18n.choose(wanted))


def apply(settings, chosen: str | None = None) -> str:
    """`speed play`: a `--language` for this run only (not saved), then the settings'."""
    if chosen:
        settings.override(("game", "language"), chosen)
    return i18n.use(i18n.choose(settings["game", "language"]))
