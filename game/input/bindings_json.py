"""`speed bindings --json`: every layout (and every device's own map), every bindable action
and its controls, menu actions, held gestures and the cabinet's inputs included."""
from game.input.bindings import BINDABLE, Bindings


def bindings_data(bindings: Bindings) -> dict:
    """The bindings as plain data: {"sources", "errors", "layouts": {table name: {...}}}."""
    layouts = {}
    for name, layout in bindings.layouts.items():
        layouts[name] = {
            "layout": layout.name, "device": layout.device, "key": layout.key,
            "label": layout.label, "scheme": layout.scheme, "seat": layout.seat,
            "actions": {a: list(layout.controls(a)) for a in BINDABLE if layout.controls(a)},
            "menu": {m: list(c) for m, c in layout.menu.items()},
            "gestures": [{"action": c.action, "controls": sorted(c.controls),
                          "seconds": c.seconds} for c in layout.gestures],
        }
    return {"sources": bindings.sources, "errors": bindings.errors, "layouts": layouts}
