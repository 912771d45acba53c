"""The one list of device kinds: each kind is a module of this package (keyboard.py, pad.py,
serial.py, mouse.py, touch.py, bot.py, net.py) answering what kind.py asks; `KINDS` names them in the
order screens list them. Everything else reads this registry (tests/test_one_source.py).
Adding a kind: its module, its line below, and its default layout in default_bindings.toml."""
from __future__ import annotations

from game.input.kinds import bot, keyboard, mouse, net, pad, serial, touch
from game.input.kinds.kind import Kind, Listed, Present

KINDS: dict[str, Kind] = {kind.name: kind for kind in (
    keyboard.KIND, pad.KIND, serial.KIND, mouse.KIND, touch.KIND, bot.KIND, net.KIND)}
BINDABLE = tuple(name for name, kind in KINDS.items() if kind.bindable)   # `device = ...`


def kind_named(name: str) -> Kind | None:
    """The kind called `name` ("pad"), None for none."""
    return KINDS.get(name)


def kind_of(device: str) -> Kind | None:
    """The kind of device id `device` ("pad:3" → the pad), None when it is no id of a kind."""
    kind = KINDS.get(device.split(":", 1)[0])
    return kind if kind is not None and kind.owns(device) else None


__all__ = ["BINDABLE", "KINDS", "Kind", "Listed", "Present", "kind_named", "kind_of"]
