"""Gamepads as devices: SDL game controllers → RawInput(t, "pad:<instance id>", button name).

Pads come and go at any time (CONTROLLERDEVICEADDED/REMOVED, JOYDEVICEADDED/REMOVED); each is
keyed by its SDL instance id, which a replugged pad gets afresh. Buttons carry SDL's
Xbox-style names (a, b, x, y, leftshoulder, dpup, start, ...). The left stick and the
triggers become buttons too, with hysteresis so a stick resting near the threshold does not
chatter: "stickleft"/"stickright"/"stickup"/"stickdown", "lefttrigger"/"righttrigger".

A joystick SDL has no controller mapping for still works: its buttons 0..9 take Xbox names
in the usual DirectInput order (a b x y leftshoulder rightshoulder back start leftstick
rightstick; later ones are "button10"...), its first hat is the d-pad and its first two axes
the stick. For an unusual pad, put its mapping line in a file named by
SDL_GAMECONTROLLERCONFIG_FILE (SDL's own variable; lines in SDL's gamecontrollerdb.txt
format): it is loaded here line by line, so a bad line is reported with its number instead
of being skipped in silence.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os
import sys
from dataclasses import dataclass, field
from functools import lru_cache

import pygame
import pygame._sdl2.controller as sdl_controller

from game.i18n import N_
from game.input.pad_family import family_of, sdl_family
from game.input.raw_input import RawInput, now_ns
from game.input.source import Plugged, Source
from game.later import Later

BUTTONS = ("a b x y back guide start leftstick rightstick leftshoulder rightshoulder dpup "
           "dpdown dpleft dpright misc1 paddle1 paddle2 paddle3 paddle4 touchpad").split()
# Unmapped joysticks: the common DirectInput/XInput order of their first buttons.
JOY_BUTTONS = ("a b x y leftshoulder rightshoulder back start leftstick rightstick").split()
STICK_ON, STICK_OFF = 0.6, 0.35        # stick → d-pad: press beyond 60 %, release below 35 %
TRIGGER_ON, TRIGGER_OFF = 0.5, 0.25
CONFIG_ENV = "SDL_GAMECONTROLLERCONFIG_FILE"
EVENT_TYPES = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
               pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
               pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEREMAPPED,
               pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED, pygame.JOYBUTTONDOWN,
               pygame.JOYBUTTONUP, pygame.JOYHATMOTION, pygame.JOYAXISMOTION,
               pygame.JOYBALLMOTION)


# -- the SDL library pygame-ce uses, for what pygame does not wrap ------------------------------
@lru_cache(maxsize=1)
def sdl_library() -> ctypes.CDLL | None:
    """The SDL2 shared library pygame-ce is linked with (same file → same loaded copy)."""
    here = os.path.dirname(pygame.__file__)
    patterns = [os.path.join(here, "..", "pygame_ce.libs", "libSDL2-2*"),   # Linux wheels
                os.path.join(here, ".dylibs", "libSDL2*"),                  # macOS wheels
                os.path.join(here, "SDL2.dll")]                             # Windows wheels
    found = [p for pattern in patterns for p in sorted(glob.glob(pattern))]
    system = ctypes.util.find_library("SDL2")
    for path in found + ([system] if system else []):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        lib.SDL_GameControllerAddMapping.argtypes = [ctypes.c_char_p]
        lib.SDL_GetError.restype = ctypes.c_char_p
        return lib
    return None


def add_mappings_from_file(path: str) -> tuple[int, list[str]]:
    """Add every mapping line of `path` to SDL; (lines added, one-line errors with line no.)."""
    lib = sdl_library()
    if lib is None:
        return 0, [Later(N_("{path}: cannot load mappings: SDL library not found ({system})"),
                         path=path, system=sys.platform)]
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        return 0, [f"{path}: {exc}"]
    added, errors = 0, []
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if lib.SDL_GameControllerAddMapping(line.encode()) < 0:
            reason = (lib.SDL_GetError() or b"refused").decode(errors="replace")
            errors.append(Later(N_("{where}: bad controller mapping: {reason}"),
                                where=f"{path}:{number}", reason=reason))
        else:
            added += 1
    return added, errors


# -- analog → buttons ------------------------------------------------------------------------
def threshold(value: float, held: bool, on: float, off: float) -> bool:
    """Is a half-axis "pressed", given whether it was: press beyond `on`, release below `off`."""
    return value > off if held else value > on


@dataclass
class Pad:
    """One attached pad: its SDL object, names, and which controls are down."""
    instance_id: int
    handle: object                 # pygame Controller, or pygame Joystick when unmapped
    mapped: bool
    name: str = ""
    guid: str = ""
    held: set[str] = field(default_factory=set)
    family: str = "other"          # pad_family: xbox, playstation, nintendo or other

    @property
    def device(self) -> str:
        return f"pad:{self.instance_id}"


class Gamepads(Source):
    """Every attached pad, and the events of all of them turned into RawInputs (a source)."""
    events = frozenset(EVENT_TYPES)

    def __init__(self, mapping_file: str | None = None):
        super().__init__()
        pygame.joystick.init()
        sdl_controller.init()
        self.pads: dict[int, Pad] = {}
        self.changes: list[tuple[str, str]] = []     # ("added" | "removed", device)
        mapping_file = mapping_file or os.environ.get(CONFIG_ENV)
        if mapping_file:
            self.errors += add_mappings_from_file(mapping_file)[1]
        self.scan()

    def scan(self) -> None:
        """Open every pad attached now (their ADDED events may have been drained already)."""
        for index in range(pygame.joystick.get_count()):
            self._added(index)

    def take_changes(self) -> list[tuple[str, str]]:
        """Plug and unplug news since the last call."""
        changes, self.changes = self.changes, []
        return changes

    def device_names(self) -> dict[str, str]:
        """device id → the pad's product name, for the join screen."""
        return {pad.device: pad.name for pad in self.pads.values()}

    def family(self, device: str) -> str:
        """The family of the pad `device` (pad_family.py), "other" when it is not a pad here."""
        pad = self._pad(device)
        return pad.family if pad else "other"

    def rumble(self, device: str, low: float, high: float, ms: int) -> bool:
        """Buzz the pad `device` (motor strengths 0..1, for `ms`); False when it has no
        rumble or is gone (a pad without rumble is fine)."""
        pad = self._pad(device)
        try:
            return bool(pad and pad.handle.rumble(low, high, int(ms)))
        except (pygame.error, AttributeError, TypeError):
            return False

    def _pad(self, device: str) -> Pad | None:
        return next((p for p in self.pads.values() if p.device == device), None)

    # -- events ---------------------------------------------------------------------------------
    def take(self, event, t_ns: int) -> list:
        """Its presses and releases, then the pads plugged in or out."""
        return self.handle(event, t_ns) + [Plugged(device, change == "added")
                                           for change, device in self.take_changes()]

    def handle(self, event, t_ns: int | None = None) -> list[RawInput]:
        """RawInputs for one pygame event (none for plug events and unknown pads)."""
        t_ns = now_ns() if t_ns is None else t_ns
        kind = event.type
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            self._added(event.device_index)
            return []
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._removed(event.instance_id, t_ns)
        pad = self.pads.get(getattr(event, "instance_id", None))
        if pad is None:
            return []
        return [RawInput(t_ns, pad.device, name, down)
                for name, down in self._edges(pad, event) if self._changed(pad, name, down)]

    def _edges(self, pad: Pad, event) -> list[tuple[str, bool]]:
        """(control, down) pairs an event asks for, before dropping the ones that are no change."""
        kind, mapped = event.type, pad.mapped
        if mapped and kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return [(_button_name(event.button), kind == pygame.CONTROLLERBUTTONDOWN)]
        if mapped and kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(pad, event.axis, event.value / 32767)
        if not mapped and kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            return [(_button_name(event.button, JOY_BUTTONS), kind == pygame.JOYBUTTONDOWN)]
        if not mapped and kind == pygame.JOYAXISMOTION and event.axis < 2:
            return self._axis(pad, event.axis, event.value)
        if not mapped and kind == pygame.JOYHATMOTION and event.hat == 0:
            x, y = event.value
            return [("dpleft", x < 0), ("dpright", x > 0), ("dpup", y > 0), ("dpdown", y < 0)]
        return []

    def _axis(self, pad: Pad, axis: int, value: float) -> list[tuple[str, bool]]:
        """The left stick as a d-pad, the triggers as buttons, all with hysteresis."""
        if axis in (0, 1):
            low, high = ("stickleft", "stickright") if axis == 0 else ("stickup", "stickdown")
            return [(low, threshold(-value, low in pad.held, STICK_ON, STICK_OFF)),
                    (high, threshold(value, high in pad.held, STICK_ON, STICK_OFF))]
        if axis in (4, 5):
            name = "lefttrigger" if axis == 4 else "righttrigger"
            return [(name, threshold(value, name in pad.held, TRIGGER_ON, TRIGGER_OFF))]
        return []

    @staticmethod
    def _changed(pad: Pad, name: str, down: bool) -> bool:
        """Record the new state of `name`; True when it really changed."""
        if down == (name in pad.held):
            return False
        (pad.held.add if down else pad.held.discard)(name)
        return True

    # -- plugging -------------------------------------------------------------------------------
    def _added(self, index: int) -> None:
        """Open a newly attached pad (a controller when SDL has a mapping for it).

        One pad brings two ADDED events (joystick and controller), and a controller ADDED
        again when a mapping arrives for it: an unmapped pad is then reopened as a controller.
        """
        try:
            if sdl_controller.is_controller(index):
                handle = sdl_controller.Controller(index)
                joystick, mapped = handle.as_joystick(), True
            else:
                handle = joystick = pygame.joystick.Joystick(index)
                mapped = False
        except pygame.error as exc:
            self.errors.append(Later(N_("gamepad {index}: cannot open: {error}"), index=index,
                                     error=exc))
            return
        iid = joystick.get_instance_id()
        old = self.pads.get(iid)
        if old is not None and (old.mapped or not mapped):
            return                                   # the second ADDED event of one pad
        name = handle.name if mapped else joystick.get_name()
        family = family_of(name, sdl_family(index, sdl_library()))
        self.pads[iid] = Pad(iid, handle, mapped, name, joystick.get_guid(), family=family)
        if old is None:
            self.changes.append(("added", f"pad:{iid}"))

    def _removed(self, instance_id: int, t_ns: int) -> list[RawInput]:
        """Forget an unplugged pad; release whatever it still held."""
        pad = self.pads.pop(instance_id, None)
        if pad is None:
            return []
        self.changes.append(("removed", pad.device))
        try:
            pad.handle.quit()
        except pygame.error:
            pass
        return [RawInput(t_ns, pad.device, name, False) for name in sorted(pad.held)]


def _button_name(button: int, names: tuple | list = BUTTONS) -> str:
    return names[button] if 0 <= button < len(names) else f"button{button}"
