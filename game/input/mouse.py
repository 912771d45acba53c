"""The mouse and touch screens as a device: pointer events stamped like key presses.

pygame's mouse and SDL finger events become `Pointer`s stamped with the drain time (the hub
drains at ~1 kHz, as for keys). A pointer has a place, so what it means is decided by the
screen under it: the table turns a click on a card, a drag onto a pile, a click on the draw
pile or the slap pad drawn on the table into this device's controls (`CONTROLS` of
input/kinds/mouse.py), fed to the hub as `RawInput(t, "mouse", control)` — through the
"mouse" seat's own bindings profile and the one intent queue, like any key. Touches arrive
as finger events (positions 0..1 of the window); the mouse events SDL makes up from touches
are dropped so a tap counts once. A finger's Pointer carries its `finger` ((touch_id,
finger_id)), so two fingers down at once are two pointers: each touch player is a device of
its own, `touch:1`..`touch:4` (`touch_device`).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.input.device_id import DeviceKind
from game.input.source import Source

DEVICE = "mouse"
EVENT_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
               pygame.MOUSEWHEEL, pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)
TOUCH = "touch:"                 # touch players' devices: touch:1 .. touch:4
DRAG_PX = 8                      # a press that moves further than this is a drag, not a click


@dataclass(slots=True, frozen=True)
class Pointer:
    """One pointer happening at host time `t_ns`. kind: "down", "up", "move" or "wheel";
    `button` 1 left (a touch), 3 right; `wheel` (x, y) notches for "wheel"; `finger`
    (touch_id, finger_id) for a touch, None for the mouse."""
    t_ns: int
    kind: str
    pos: tuple[int, int]
    button: int = 1
    wheel: tuple[int, int] = (0, 0)
    finger: tuple[int, int] | None = None

    @property
    def key(self):
        """Which press this belongs to: the finger, or "mouse"."""
        return DEVICE if self.finger is None else self.finger


def touch_device(number: int) -> str:
    """The device id of touch player `number` (1..4)."""
    return f"{TOUCH}{number}"


def is_pointer_device(device: str) -> bool:
    """The mouse or a touch player: a device that plays by pointing at the table."""
    kind = DeviceKind.of(device)
    return kind is not None and kind.pointer


def pointer(event, t_ns: int, size: tuple[int, int]) -> Pointer | None:
    """The Pointer of a mouse or finger event (None for one SDL made up from a touch)."""
    kind = event.type
    if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
        pos = (int(event.x * size[0]), int(event.y * size[1]))
        name = {pygame.FINGERDOWN: "down", pygame.FINGERUP: "up"}.get(kind, "move")
        finger = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
        return Pointer(t_ns, name, pos, finger=finger)
    if getattr(event, "touch", False):
        return None
    if kind == pygame.MOUSEWHEEL:
        return Pointer(t_ns, "wheel", tuple(pygame.mouse.get_pos()), 0, (event.x, event.y))
    if kind == pygame.MOUSEMOTION:
        return Pointer(t_ns, "move", tuple(event.pos))
    if event.button in (4, 5):                     # old-style wheel buttons
        return None
    name = "down" if kind == pygame.MOUSEBUTTONDOWN else "up"
    return Pointer(t_ns, name, tuple(event.pos), event.button)


class Pointers(Source):
    """The mouse and the touch screen as a source: each event a stamped `Pointer`, placed
    in the window (touches come in 0..1 of it)."""
    events = frozenset(EVENT_TYPES)

    def take(self, event, t_ns: int) -> list[Pointer]:
        found = pointer(event, t_ns, _window_size())
        return [found] if found is not None else []


def _window_size() -> tuple[int, int]:
    surface = pygame.display.get_surface()
    return surface.get_size() if surface is not None else (1, 1)


class Drag:
    """Where a press started, to tell a click from a drag when it is let go."""

    def __init__(self):
        self.start: Pointer | None = None
        self.moved = False

    def down(self, p: Pointer) -> None:
        self.start, self.moved = p, False

    def move(self, p: Pointer) -> None:
        if self.start is not None and not self.moved:
            dx, dy = p.pos[0] - self.start.pos[0], p.pos[1] - self.start.pos[1]
            self.moved = dx * dx + dy * dy > DRAG_PX * DRAG_PX

    def up(self) -> tuple[Pointer | None, bool]:
        """(the press, whether it was dragged) and forget it."""
        start, moved = self.start, self.moved
        self.start, self.moved = None, False
        return start, moved
