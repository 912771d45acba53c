"""The computer players' levels in the player's language ("medium" → "gemiddeld"): the settings,
replays and the bots keep the English names; the screens and `speed stats` show these."""
from game.i18n import pgettext


def level_word(level: str) -> str:
    """A level's name as the screen shows it (an unknown one: as it is)."""
    words = {"easy": pgettext("level", "easy"), "medium": pgettext("level", "medium"),
             "hard": pgettext("level", "hard"), "expert": pgettext("level", "expert"),
             "master": pgettext("level", "master"), "adaptive": pgettext("level", "adaptive")}
    return words.get(level, level)
