"""The registry of variants: name → (rules class, game class). Spit and California add a line."""
from .speed import SpeedGame
from .speed_setup import SpeedRules

VARIANTS = {
    "speed": (SpeedRules, SpeedGame),
}


def rules_for(variant: str, options: dict | None, seats: int):
    """The resolved rules of `variant` (OptionError / KeyError naming the problem)."""
    if variant not in VARIANTS:
        raise KeyError(f"unknown variant {variant!r} (known: {', '.join(VARIANTS)})")
    return VARIANTS[variant][0](options, seats)


def new_game(variant: str, rules, seed: int, index: int = 0, deal: dict | None = None):
    """A game of `variant`, dealt from (seed, index) or from `deal`, not yet started."""
    return VARIANTS[variant][1](rules, seed, index, deal)
