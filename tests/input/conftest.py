"""Headless pygame for the input tests: dummy video/audio drivers set before pygame loads."""
import ctypes
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.match import Match  # noqa: E402


@pytest.fixture
def pg():
    """pygame with a (dummy) window, the event queue empty before and after the test."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    pygame.event.clear()
    yield pygame
    pygame.event.clear()


def speed_game(hands, tops, draws=None, **options):
    """A started two-player Speed game: `hands` per seat, `tops` the two centre cards."""
    draws = draws or [[] for _ in hands]
    deal = {"seats": [{"hand": list(hand), "draw": list(draw), "side": [top]}
                      for hand, draw, top in zip(hands, draws, tops)]}
    match = Match("speed", options or None, 2, seed=1)
    match.next_game(deal=deal)
    return match.game


class VirtualPads:
    """Real SDL virtual joysticks (SDL_JoystickAttachVirtual) on the SDL that pygame-ce uses.

    They go through SDL's joystick and game-controller code like a USB pad: genuine
    device-added/removed, button, axis and hat events. Type 1 (game controller) pads get
    SDL's automatic mapping: buttons a b x y back guide start leftstick rightstick
    leftshoulder rightshoulder dpup dpdown dpleft dpright, axes leftx lefty rightx righty
    lefttrigger righttrigger. Type 2 (wheel) pads have no mapping.
    """

    def __init__(self, lib):
        self.lib, self.handles = lib, {}
        c = ctypes
        lib.SDL_JoystickAttachVirtual.argtypes = [c.c_int] * 4
        lib.SDL_JoystickOpen.restype = c.c_void_p
        lib.SDL_JoystickInstanceID.argtypes = [c.c_void_p]
        lib.SDL_JoystickClose.argtypes = [c.c_void_p]
        lib.SDL_JoystickSetVirtualButton.argtypes = [c.c_void_p, c.c_int, c.c_uint8]
        lib.SDL_JoystickSetVirtualAxis.argtypes = [c.c_void_p, c.c_int, c.c_int16]
        lib.SDL_JoystickSetVirtualHat.argtypes = [c.c_void_p, c.c_int, c.c_uint8]

    def attach(self, kind=1, axes=6, buttons=15, hats=0) -> int:
        """Plug in a pad; its SDL instance id."""
        index = self.lib.SDL_JoystickAttachVirtual(kind, axes, buttons, hats)
        if index < 0:
            raise RuntimeError(f"SDL_JoystickAttachVirtual failed: {self.lib.SDL_GetError()}")
        handle = self.lib.SDL_JoystickOpen(index)
        iid = self.lib.SDL_JoystickInstanceID(handle)
        self.handles[iid] = handle
        return iid

    def button(self, iid, button, down=True):
        assert self.lib.SDL_JoystickSetVirtualButton(self.handles[iid], button, int(down)) == 0

    def axis(self, iid, axis, value):
        assert self.lib.SDL_JoystickSetVirtualAxis(self.handles[iid], axis, int(value)) == 0

    def hat(self, iid, value):
        assert self.lib.SDL_JoystickSetVirtualHat(self.handles[iid], 0, value) == 0

    def detach(self, iid):
        """Unplug the pad."""
        handle = self.handles.pop(iid)
        index = next(i for i in range(self.lib.SDL_NumJoysticks())
                     if self.lib.SDL_JoystickGetDeviceInstanceID(i) == iid)
        self.lib.SDL_JoystickClose(handle)
        assert self.lib.SDL_JoystickDetachVirtual(index) == 0

    def detach_all(self):
        for iid in list(self.handles):
            self.detach(iid)


@pytest.fixture
def virtual_pads(pg):
    """Attach real SDL virtual pads; all are unplugged again after the test."""
    from game.input.gamepad import sdl_library
    lib = sdl_library()
    if lib is None or not hasattr(lib, "SDL_JoystickAttachVirtual"):
        pytest.skip("no SDL library with SDL_JoystickAttachVirtual (needs SDL >= 2.0.14)")
    pg.joystick.init()
    pads = VirtualPads(lib)
    yield pads
    pads.detach_all()
    pg.event.pump()
    pg.event.clear()
