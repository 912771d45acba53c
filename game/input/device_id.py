"""What a device id says: its kind (`DeviceKind.of("pad:3")`, an entry of the registry in
game/input/kinds/), and a seat's device with the layout it plays (`SeatDevice`, written
"device#layout"). No pygame here.

Device ids: "<kind>" for a kind with one device per machine ("keyboard", "mouse"), else
"<kind>:<local id>" ("pad:<instance id>", "serial:<board id>", "touch:<player>", "bot:<seat>").
"""
from __future__ import annotations

from dataclasses import dataclass

from game.input.kinds import KINDS, Kind, kind_named, kind_of


class _Kinds(type):
    """`DeviceKind.PAD` is the pad's entry of the registry (game/input/kinds/), found by name:
    the kinds are listed there only."""

    def __getattr__(cls, name: str) -> Kind:
        kind = kind_named(name.lower()) if name.isupper() else None
        if kind is None:
            raise AttributeError(name)
        return kind

    def __call__(cls, name: str) -> Kind:
        """The kind called `name` (a layout's `device = ...`); ValueError for none."""
        kind = kind_named(name)
        if kind is None:
            raise ValueError(f"{name!r} is no device kind")
        return kind

    def __iter__(cls):
        return iter(KINDS.values())

    def __instancecheck__(cls, thing) -> bool:
        return isinstance(thing, Kind)


class DeviceKind(metaclass=_Kinds):
    """The kinds of devices, as the registry has them: `DeviceKind.of("pad:3")`,
    `DeviceKind.SERIAL.owns(device)`, `.local_id(device)`, `.value` (the id's head)."""

    @staticmethod
    def of(device: str) -> Kind | None:
        """The kind of device id `device`, or None when it is no id of a known kind."""
        return kind_of(device)


@dataclass(frozen=True)
class SeatDevice:
    """A seat's device and the bindings layout it plays, as the join screen chose them."""
    device: str
    layout: str

    @classmethod
    def parse(cls, text: str) -> SeatDevice:
        """From the "device#layout" text ("serial:CAB#arcade"); an empty text: no device."""
        device, _, layout = text.partition("#")
        return cls(device, layout)

    @property
    def kind(self) -> DeviceKind | None:
        return DeviceKind.of(self.device)

    def __str__(self) -> str:
        return f"{self.device}#{self.layout}" if self.layout else self.device

    def replay_text(self) -> str:
        """As a replay header writes it: "serial:CAB:arcade" (../shared/REPLAY_FORMAT.md)."""
        return f"{self.device}:{self.layout}" if self.layout else self.device
