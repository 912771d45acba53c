"""Rumble: the engine's events felt on the pads of the seats they are for, asserted at the
pygame boundary (the pad handle's rumble call) and through a real SDL virtual pad whose rumble
callback records what SDL was asked for."""
import ctypes

import pytest

from game.engine import events as ev
from game.engine import events_rounds as er
from game.input.gamepad import Gamepads, Pad
from game.input.rumble import PATTERNS, Rumble

MS = 1_000_000


class Handle:
    """A pygame Controller's rumble, as pygame-ce calls it (True: the pad can)."""

    def __init__(self, can=True):
        self.calls, self.can = [], can

    def rumble(self, low, high, duration):
        self.calls.append((low, high, duration))
        return self.can


def pads_with(*handles) -> Gamepads:
    pads = Gamepads.__new__(Gamepads)
    pads.pads = {i: Pad(i, h, True, f"pad {i}") for i, h in enumerate(handles)}
    return pads


def test_a_misplay_buzzes_short_and_light_on_that_seats_pad_only():
    mine, theirs = Handle(), Handle()
    rumble = Rumble(pads_with(mine, theirs))
    rumble.on_events([ev.LockedOut(10.0, 1, 510.0, "misplay", 3)],
                     {0: "pad:0", 1: "pad:1"}, 5 * MS)
    assert theirs.calls == [(0.35, 0.15, 80)] and mine.calls == []


def test_a_landed_slap_or_call_buzzes_firmer_than_a_misplay():
    handle = Handle()
    rumble = Rumble(pads_with(handle))
    rumble.on_events([er.Slapped(1.0, 0, 1)], {0: "pad:0"}, 0)
    rumble.on_events([ev.Called(2.0, 0)], {0: "pad:0"}, 0)
    assert len(handle.calls) == 2
    misplay = PATTERNS["misplay"][0]
    assert all(low > misplay.low and ms > misplay.ms for low, _, ms in handle.calls)


def test_a_win_is_a_pattern_of_pulses_over_time():
    handle = Handle()
    rumble = Rumble(pads_with(handle))
    rumble.on_events([ev.GameWon(5.0, 0, [0, 1], "out of cards")], {0: "pad:0"}, 0)
    assert len(handle.calls) == 1
    rumble.update(199 * MS)
    assert len(handle.calls) == 1
    rumble.update(200 * MS)
    rumble.update(400 * MS)
    assert [c[0] for c in handle.calls] == [0.5, 0.75, 1.0]


def test_no_rumble_for_keyboards_when_turned_off_or_on_a_pad_without_motors():
    handle, mute = Handle(can=False), Handle()
    Rumble(pads_with(handle)).on_events([ev.Called(1.0, 0), ev.Called(1.0, 1)],
                                        {0: "pad:0", 1: "keyboard:left"}, 0)
    assert handle.calls == [(1.0, 0.7, 160)]              # asked once, refused: fine
    Rumble(pads_with(mute), enabled=False).on_events([ev.Called(1.0, 0)], {0: "pad:0"}, 0)
    assert mute.calls == []
    assert pads_with(handle).rumble("pad:7", 1, 1, 10) is False       # gone


RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)


class VirtualDesc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL >= 2.24, version 1)."""
    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16),
                ("naxes", ctypes.c_uint16), ("nbuttons", ctypes.c_uint16),
                ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
                ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
                ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
                ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p),
                ("Rumble", RUMBLE), ("RumbleTriggers", ctypes.c_void_p),
                ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p)]


@pytest.fixture
def rumbling_pad(pg):
    """A real SDL virtual game controller named like an Xbox pad, with motors: SDL calls back
    with what it was asked to rumble. Yields (Gamepads, device, calls)."""
    from game.input.gamepad import sdl_library
    lib = sdl_library()
    if lib is None or not hasattr(lib, "SDL_JoystickAttachVirtualEx"):
        pytest.skip("no SDL_JoystickAttachVirtualEx (needs SDL >= 2.24)")
    calls = []
    callback = RUMBLE(lambda _, low, high: calls.append((low, high)) or 0)
    desc = VirtualDesc(version=1, type=1, naxes=6, nbuttons=15, name=b"Xbox Series Controller",
                       Rumble=callback)
    lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(VirtualDesc)]
    index = lib.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
    assert index >= 0
    pg.joystick.init()
    pg.event.pump()
    pads = Gamepads()
    device = next(p.device for p in pads.pads.values() if p.name.startswith("Xbox"))
    yield pads, device, calls
    for pad in list(pads.pads.values()):
        pad.handle.quit()
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickDetachVirtual(index)
    pg.event.pump()
    del callback


def test_a_misplay_and_a_landed_slap_reach_a_real_virtual_pads_motors(rumbling_pad):
    pads, device, calls = rumbling_pad
    assert pads.family(device) == "xbox"
    rumble = Rumble(pads)
    rumble.on_events([ev.LockedOut(1.0, 0, 501.0, "misplay", 3)], {0: device}, 0)
    rumble.on_events([er.Slapped(900.0, 0, 1)], {0: device}, 0)
    assert len(calls) == 2
    (low1, high1), (low2, high2) = calls
    assert 0 < low1 < low2 and low2 == 0xFFFF                  # the slap lands firmer
