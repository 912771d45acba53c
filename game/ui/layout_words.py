"""The shipped bindings' layout labels in the player's language ("Keyboard, left player" →
"Toetsenbord, linkerspeler"). The bindings file keeps its English labels; a label a player wrote
in their own bindings file is shown as written."""
from game.i18n import N_, _

# The labels of game/input/default_bindings.toml, for the catalog.
DEFAULT_LABELS = frozenset((
    N_("Keyboard, left player"), N_("Keyboard, right player"),
    N_("Keyboard, one player (both hands)"), N_("Gamepad"), N_("Arcade panel, player 1"),
    N_("Arcade panel, player 2"), N_("Mouse or touch"), N_("Touch"),
    N_("Player on another machine")))


def layout_label(label: str) -> str:
    """A layout's label as the screen shows it."""
    return _(label) if label in DEFAULT_LABELS else label
