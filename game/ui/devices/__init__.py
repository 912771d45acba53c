"""Pictures of the input devices with each control labelled from the live bindings: a keyboard
with both players' halves, a gamepad, an arcade panel (the help screen and Options → Controls
show them). One module per picture, named by its kind (`Kind.picture`, game/input/kinds/);
each has `help_pictures(layouts, family)` (the help screen's tabs) and `draw_map(...)` (a
device's map on Controls)."""
from importlib import import_module


def picture_of(kind):
    """The picture module of device kind `kind`, None for a kind drawn in words only."""
    return import_module(f"{__name__}.{kind.picture}") if kind is not None and kind.picture \
        else None
