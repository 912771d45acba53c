"""The keyboard as a device: pygame KEYDOWN/KEYUP events → RawInput(t, "keyboard", key name).

Every event of one drain gets the drain's time (pygame events carry no useful timestamp), so
drain at ~1 kHz (DeviceHub.poll) to keep the stamping error near 0.5 ms. Key repeat is ignored:
a key that is already down does not press again until it has been released.

Key ghosting — why the default two-player layouts look as they do (docs/INPUT.md has more):
a laptop keyboard is a grid of row and column wires; with three keys down on three corners of
a rectangle of that grid, the fourth corner reads as pressed too (a phantom), or is blocked.
So a phantom or a lost key for player B can only come from player A when A's keys share grid
wires with B's. The grid is not published and differs per model, but it follows the physical
layout loosely, so the defaults keep the players apart on both axes: the left player uses the
left letter block on the Q and A rows (q w e r t / a s d f g, plus tab), the right player the
bottom right: the N row from n to / and the arrow keys (plus right shift and right ctrl). The
sets share no physical row and no physical column, and no modifier except the right-hand ones
(left shift, ctrl and alt are left alone: window managers and sticky keys grab them).
"""
from __future__ import annotations

import pygame

from game.input.raw_input import RawInput, now_ns
from game.input.source import Source

DEVICE = "keyboard"
EVENT_TYPES = (pygame.KEYDOWN, pygame.KEYUP)


def key_name(key: int) -> str:
    """The control name of a pygame key code (pygame's compat names: "a", "right shift")."""
    return pygame.key.name(key)


class Keyboard(Source):
    """Turns key events into RawInputs, dropping auto-repeat and unnamed keys (a source)."""
    events = frozenset(EVENT_TYPES)

    def __init__(self, device: str = DEVICE):
        super().__init__()
        self.device = device
        self.held: set[str] = set()

    def take(self, event, t_ns: int) -> list[RawInput]:
        raw = self.handle(event, t_ns)
        return [raw] if raw else []

    def drain(self, t_ns: int) -> list[RawInput]:
        """Lost focus → SDL sends no key-ups: the held keys released here."""
        if self.held and not pygame.key.get_focused():
            return self.release_all(t_ns)
        return []

    def handle(self, event: pygame.event.Event, t_ns: int | None = None) -> RawInput | None:
        """The RawInput for one KEYDOWN/KEYUP event (None for repeats and other events)."""
        if event.type not in EVENT_TYPES:
            return None
        name = key_name(event.key)
        if not name:
            return None
        pressed = event.type == pygame.KEYDOWN
        if pressed == (name in self.held):
            return None                      # a repeat, or a release we never saw pressed
        (self.held.add if pressed else self.held.discard)(name)
        return RawInput(now_ns() if t_ns is None else t_ns, self.device, name, pressed)

    def release_all(self, t_ns: int | None = None) -> list[RawInput]:
        """Releases for every held key (the window lost focus: SDL will not send KEYUPs)."""
        t_ns = now_ns() if t_ns is None else t_ns
        out = [RawInput(t_ns, self.device, name, False) for name in sorted(self.held)]
        self.held.clear()
        return out
