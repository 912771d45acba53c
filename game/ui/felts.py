"""The table's felt colours to choose, by name (Options → Table, kept per player): each felt
is one colour; its stitched edge and the faint pile spots are shades of it (`shade`)."""
from dataclasses import dataclass

from game.i18n import N_


@dataclass(frozen=True)
class Felt:
    label: str                     # marked with N_, shown as _(label)
    colour: tuple                  # the felt's middle; the vignette darkens its edges


FELTS = {
    "green": Felt(N_("Green felt"), (26, 98, 60)),
    "blue": Felt(N_("Blue felt"), (24, 70, 120)),
    "red": Felt(N_("Wine red felt"), (112, 30, 42)),
    "grey": Felt(N_("Charcoal felt"), (56, 60, 64)),
    "purple": Felt(N_("Purple felt"), (70, 40, 100)),
}
DEFAULT = "green"


def felt_of(name: str) -> Felt:
    """The felt `name`, or the green one for a name this version does not know."""
    return FELTS.get(name, FELTS[DEFAULT])


def shade(colour, towards_white: float) -> tuple:
    """`colour` moved this far (0..1) towards white: the felt's edge and spots."""
    return tuple(round(c + (255 - c) * towards_white) for c in colour)
