"""Held gestures, for devices with no Esc key: which controls every device holds, and the
combinations held long enough (an arcade panel's both aim buttons held 1 s mean "back",
pause at the table; + its slap pad 3 s open the operator menu; a gamepad's Back + Start 3 s
too). Which controls make them comes from the bindings (menu_bindings.py). No pygame here: fed
RawInputs, asked with the host time.

A press that joins a combination already under way (the second aim button while the first is
held, the slap while both are) is part of the gesture, not a menu move: `in_combo(raw)`.
"""
from dataclasses import dataclass

from game.input.bindings import load_bindings
from game.input.device_id import DeviceKind
from game.input.raw_input import RawInput


@dataclass(frozen=True)
class Gesture:
    """A combination held long enough: `control` names its first control (the panel half)."""
    t_ns: int
    device: str
    control: str
    action: str


class HeldGestures:
    """Which controls every device holds, since when; the combinations that came due."""

    def __init__(self, combos=None, resolver=None):
        """`combos`: the bindings' gestures (`Bindings.gestures()`; the defaults' when None);
        or `resolver(device)`: the gestures of that one device (its own map, if it has one)."""
        self.combos = load_bindings(use_user=False).gestures() if combos is None else combos
        self.resolver, self._per_device = resolver, {}
        self.down: dict[str, dict[str, int]] = {}      # device → control → pressed at
        self.fired: set = set()                         # (device, combo) already reported

    def feed(self, raw: RawInput) -> None:
        """Note a press or a release."""
        held = self.down.setdefault(raw.device, {})
        if raw.pressed:
            held[raw.control] = raw.t_ns
        else:
            held.pop(raw.control, None)
            self.fired = {(d, c) for d, c in self.fired
                          if d != raw.device or raw.control not in c.controls}

    def in_combo(self, raw: RawInput) -> bool:
        """Is this press the second (or later) control of a combination being held?"""
        held = self.down.get(raw.device, {})
        for combo in self._combos(raw.device):
            others = combo.controls - {raw.control}
            if raw.control in combo.controls and others and any(c in held for c in others):
                return True
        return False

    def take(self, now_ns: int) -> list[Gesture]:
        """Combinations held for their time since the last call (each once per holding)."""
        due = []
        for device, held in self.down.items():
            for combo in self._combos(device):
                if (device, combo) in self.fired or not combo.controls <= held.keys():
                    continue
                if combo.unless and combo.unless in held:
                    continue
                since = max(held[c] for c in combo.controls)
                if now_ns - since >= combo.seconds * 1e9:
                    self.fired.add((device, combo))
                    first = sorted(combo.controls, key=_order)[0]
                    due.append(Gesture(now_ns, device, first, combo.action))
        return due

    def rebound(self) -> None:
        """The bindings changed: ask the resolver again."""
        self._per_device.clear()

    def _combos(self, device: str):
        found = self._per_device.get(device)
        if found is None:
            kind = DeviceKind.of(device)
            combos = self.resolver(device) if self.resolver else self.combos
            found = [c for c in combos if kind is not None and c.kind == kind.value]
            self._per_device[device] = found
        return found


def _order(control: str) -> tuple:
    """b5 before b6 before slap: the first control of a combo names its panel half."""
    return (not control.startswith("b"), len(control), control)
