"""Gamepads: posted pygame events, and real SDL virtual joysticks plugged in and out."""
import sys

import pygame
import pytest

from game.input import gamepad
from game.input.gamepad import EVENT_TYPES, Gamepads, Pad, add_mappings_from_file, sdl_library


class FakeHandle:
    def quit(self):
        pass


def drain(pads: Gamepads, t_ns=1):
    """Handle every queued pad event; [(control, pressed)] of the RawInputs made."""
    raws = [raw for event in pygame.event.get() if event.type in EVENT_TYPES
            for raw in pads.handle(event, t_ns)]
    return [(raw.device, raw.control, raw.pressed) for raw in raws]


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, **attrs))


@pytest.fixture
def pads(pg):
    found = Gamepads()
    found.pads.clear()
    found.pads[77] = Pad(77, FakeHandle(), True, "Fake pad", "f" * 32)
    found.pads[78] = Pad(78, FakeHandle(), False, "Fake stick", "e" * 32)
    return found


# -- posted events ---------------------------------------------------------------------------
def test_posted_controller_buttons_get_xbox_names(pads):
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=77, button=pygame.CONTROLLER_BUTTON_A)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=77, button=pygame.CONTROLLER_BUTTON_DPAD_UP)
    post(pygame.CONTROLLERBUTTONUP, instance_id=77, button=pygame.CONTROLLER_BUTTON_A)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=99, button=0)          # unknown pad
    post(pygame.JOYBUTTONDOWN, instance_id=77, button=0)                  # its joystick twin
    assert drain(pads) == [("pad:77", "a", True), ("pad:77", "dpup", True),
                           ("pad:77", "a", False)]


def test_posted_stick_has_hysteresis(pads):
    for value in (0.5, 0.65, 0.7, 0.5, 0.4, 0.3, 0.62, -0.7):
        post(pygame.CONTROLLERAXISMOTION, instance_id=77, axis=0, value=int(value * 32767))
    post(pygame.CONTROLLERAXISMOTION, instance_id=77, axis=5, value=32767)
    assert drain(pads) == [
        ("pad:77", "stickright", True), ("pad:77", "stickright", False),
        ("pad:77", "stickright", True), ("pad:77", "stickleft", True),
        ("pad:77", "stickright", False), ("pad:77", "righttrigger", True)]


def test_posted_unmapped_joystick_buttons_hat_and_axes(pads):
    post(pygame.JOYBUTTONDOWN, instance_id=78, button=4)
    post(pygame.JOYBUTTONDOWN, instance_id=78, button=12)
    post(pygame.JOYHATMOTION, instance_id=78, hat=0, value=(-1, 1))
    post(pygame.JOYHATMOTION, instance_id=78, hat=0, value=(0, 0))
    post(pygame.JOYAXISMOTION, instance_id=78, axis=1, value=0.9)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=78, button=0)         # not a controller
    assert drain(pads) == [
        ("pad:78", "leftshoulder", True), ("pad:78", "button12", True),
        ("pad:78", "dpleft", True), ("pad:78", "dpup", True),
        ("pad:78", "dpleft", False), ("pad:78", "dpup", False), ("pad:78", "stickdown", True)]


def test_posted_removal_releases_held_buttons_and_reports_it(pads):
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=77, button=pygame.CONTROLLER_BUTTON_B)
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=77)
    post(pygame.JOYDEVICEREMOVED, instance_id=77)
    assert drain(pads) == [("pad:77", "b", True), ("pad:77", "b", False)]
    assert pads.take_changes() == [("removed", "pad:77")] and 77 not in pads.pads


# -- the SDL library and mapping files -------------------------------------------------------
def test_sdl_library_is_the_one_pygame_bundles():
    lib = sdl_library()
    assert lib is not None
    if sys.platform.startswith("linux"):
        assert "pygame_ce.libs" in lib._name


def test_mapping_file_reports_bad_lines_with_their_number(tmp_path):
    path = tmp_path / "pads.txt"
    path.write_text("# my pads\n\nnot a mapping\n", encoding="utf-8")
    added, errors = add_mappings_from_file(str(path))
    assert added == 0 and len(errors) == 1 and errors[0].startswith(f"{path}:3: ")
    assert add_mappings_from_file(str(tmp_path / "missing.txt"))[1][0].startswith(str(tmp_path))


# -- real virtual pads -----------------------------------------------------------------------
def test_virtual_pad_is_plugged_pressed_and_unplugged(virtual_pads):
    pads = Gamepads()
    iid = virtual_pads.attach()
    device = f"pad:{iid}"
    drain(pads)
    assert pads.take_changes() == [("added", device)] and pads.pads[iid].mapped
    virtual_pads.button(iid, 0)                       # a
    virtual_pads.button(iid, 11)                      # dpup
    virtual_pads.axis(iid, 0, 30000)                  # left stick right
    virtual_pads.axis(iid, 5, 32767)                  # right trigger
    got = drain(pads)                                 # one SDL update: axes come first
    assert sorted(got) == [(device, "a", True), (device, "dpup", True),
                           (device, "righttrigger", True), (device, "stickright", True)]
    virtual_pads.button(iid, 0, False)
    assert drain(pads) == [(device, "a", False)]
    virtual_pads.detach(iid)
    released = drain(pads)
    assert set(released) == {(device, c, False) for c in ("dpup", "stickright", "righttrigger")}
    assert pads.take_changes() == [("removed", device)]


def test_pad_plugged_before_start_is_found(virtual_pads):
    iid = virtual_pads.attach()
    pygame.event.clear()                              # its ADDED events are gone
    pads = Gamepads()
    assert pads.take_changes() == [("added", f"pad:{iid}")]
    virtual_pads.button(iid, 1)
    assert drain(pads) == [(f"pad:{iid}", "b", True)]


def test_unmapped_pad_works_with_fallback_names(virtual_pads):
    pads = Gamepads()
    iid = virtual_pads.attach(kind=2, axes=2, buttons=8, hats=1)      # a wheel: no mapping
    drain(pads)
    assert not pads.pads[iid].mapped
    virtual_pads.button(iid, 5)
    virtual_pads.hat(iid, 0x08)                                        # SDL_HAT_LEFT
    assert drain(pads) == [(f"pad:{iid}", "rightshoulder", True), (f"pad:{iid}", "dpleft", True)]


def test_config_file_from_the_environment_maps_an_unusual_pad(virtual_pads, tmp_path,
                                                             monkeypatch):
    pads = Gamepads()
    iid = virtual_pads.attach(kind=3, axes=2, buttons=8, hats=1)      # a flight stick
    drain(pads)
    guid = pads.pads[iid].guid
    assert not pads.pads[iid].mapped
    path = tmp_path / "gamecontrollerdb.txt"
    path.write_text(f"# unusual pads\nbroken line\n{guid},Odd Pad,a:b3,b:b2,x:b1,y:b0,"
                    "start:b7,dpup:h0.1,dpdown:h0.4,dpleft:h0.8,dpright:h0.2,leftx:a0,lefty:a1,\n",
                    encoding="utf-8")
    monkeypatch.setenv(gamepad.CONFIG_ENV, str(path))
    mapped = Gamepads()
    assert mapped.errors and mapped.errors[0].startswith(f"{path}:2: bad controller mapping")
    drain(mapped)
    assert mapped.pads[iid].mapped and mapped.pads[iid].name == "Odd Pad"
    virtual_pads.button(iid, 3)
    assert drain(mapped) == [(f"pad:{iid}", "a", True)]
