"""Options → Controls, one device's page: no two texts of its list ever overlap, in any
language or window: an action whose controls wrap onto two lines pushes the rows under it
down (at 640x480 "back (held 1 s): the left aim button / the right aim button" wrapped onto
"Plays at"), and the help over the key hints stands clear of them however many lines each
wraps into. Measured where each text lands (tests/i18n/drawn.py's Watched)."""
import pygame
import pytest

from game import i18n
from game.input.boards import BoardInfo
from game.input.gamepad import Pad
from game.ui.scenes.controls_map import targets
from game.ui.text import measuring, set_text_size
from tests.i18n.drawn import Watched
from tests.i18n_catalogs import catalog

LANGUAGES = tuple(i18n.LANGUAGES)
SIZES = [(640, 480), (800, 600), (1280, 720)]
PADS = [Pad(90, None, True, "Xbox Wireless Controller", "030000005e040000130b000011050000",
            family="xbox"),
        Pad(91, None, True, "DualSense Wireless Controller", "030000004c050000e60c000011810000",
            family="playstation")]
BOARD = BoardInfo("CAB", "/dev/ttyACM0", "in sync", firmware="1.4", buttons=16)


@pytest.fixture
def devices(app):
    """Two pads and a board, as the hub lists them; English and normal text after."""
    for pad in PADS:
        app.hub.gamepads.pads[pad.instance_id] = pad
    app.hub.boards.snapshot = lambda: [BOARD]
    yield
    i18n.use("en")
    set_text_size("normal")


def listed_texts(app, target) -> list:
    """(text, rect) of every text of the device page's list, drawn as the page draws it (on
    its right half, or its lower part in a tall window)."""
    app.flow.push("controls_device", target)
    scene = app.scene
    app.dirty = True
    app.step()
    listing = Watched(scene.areas(app.screen.get_size())[1].size)
    listing.placed = []
    with measuring():
        scene.menu.draw(listing, app.ctx.text, hint=scene.hint())
    app.flow.back()
    return [(text, rect) for text, rect, _layer in listing.placed]


def overlaps(placed) -> list:
    return [(a, b) for n, (a, ra) in enumerate(placed) for b, rb in placed[n + 1:]
            if ra.colliderect(rb)]


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_texts_of_a_devices_list_overlap(app, devices, lang, size, text_size):
    i18n.use(lang, catalog(lang) if lang != "en" else None)
    set_text_size(text_size)
    app.screen = pygame.display.set_mode(size)
    app.resized()
    app.flow.push("controls")
    found = targets(app.hub)
    assert {t.kind for t in found} >= {"keyboard", "pad", "serial"}
    for target in found:
        placed = listed_texts(app, target)
        assert len(placed) >= 4, (target.label, placed)
        assert not overlaps(placed), (target.label, overlaps(placed))
