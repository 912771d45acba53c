"""The registry of variants: name → (rules class, game class). Spit and California add a line."""
from .california import CaliforniaGame
from .california_setup import CaliforniaRules
from .speed import SpeedGame
from .speed_setup import SpeedRules
from .spit import SpitGame
from .spit_setup import SpitRules

VARIANTS = {
    "speed": (SpeedRules, SpeedGame),
    "spit": (SpitRules, SpitGame),
    "california": (CaliforniaRules, CaliforniaGame),
}

# The games' names as players say them, the same in every language (docs/GLOSSARY.md).
NAMES = {"speed": "Speed", "spit": "Spit", "california": "California Speed"}


def rules_for(variant: str, options: dict | None, seats: int):
    """The resolved rules of `variant` (OptionError / KeyError naming the problem)."""
    if variant not in VARIANTS:
        raise KeyError(f"unknown variant {variant!r} (known: {', '.join(VARIANTS)})")
    return VARIANTS[variant][0](options, seats)


def new_game(variant: str, rules, seed: int, index: int = 0, deal: dict | None = None):
    """A game of `variant`, dealt from (seed, index) or from `deal`, not yet started."""
    return VARIANTS[variant][1](rules, seed, index, deal)
