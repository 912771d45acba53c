"""What a device id says: its kind (`DeviceKind.of("pad:3")`), and a seat's device with the
layout it plays (`SeatDevice`, written "device#layout"). No pygame here.

Device ids: "keyboard" and "mouse" (one each), "pad:<instance id>", "serial:<board id>",
"touch:<player>", "bot:<seat>".
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class DeviceKind(str, Enum):
    """The kind of a device; its value is the id's head and the bindings' `device = ...`."""
    KEYBOARD = "keyboard"
    MOUSE = "mouse"
    PAD = "pad"
    SERIAL = "serial"
    TOUCH = "touch"
    BOT = "bot"

    @property
    def single(self) -> bool:
        """One such device per machine: its id is the kind itself ("keyboard", "mouse")."""
        return self in (DeviceKind.KEYBOARD, DeviceKind.MOUSE)

    @property
    def prefix(self) -> str:
        """How the ids of this kind begin ("pad:"; "keyboard" is a whole id)."""
        return self.value if self.single else self.value + ":"

    def local_id(self, device: str) -> str:
        """The id without its kind ("serial:CAB" → "CAB")."""
        return device.removeprefix(self.prefix)

    def owns(self, device: str) -> bool:
        """Is `device` an id of this kind?"""
        return device == self.value if self.single else device.startswith(self.prefix)

    @classmethod
    def of(cls, device: str) -> DeviceKind | None:
        """The kind of device id `device`, or None when it is no id of a known kind."""
        head = device.split(":", 1)[0]
        kind = cls._value2member_map_.get(head)
        return kind if kind is not None and kind.owns(device) else None


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
