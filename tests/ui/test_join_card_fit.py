"""Every line of a join screen's seat card shows inside its card, in every language, window and
text size, empty or taken (the last line, "Or leave this seat empty.", was dropped for want of
room), and a key list ("A S D F G") is never broken across two lines of a card when it fits
on one. Measured where each text lands on the screen (tests/i18n/drawn.py's Watched)."""
import pygame
import pytest

from game import i18n
from game.input.boards import BoardInfo, BoardReader
from game.ui.scenes.join import JoinScene
from game.ui.scenes.join_card import join_ways, seat_lines
from game.ui.text import measuring, recording, set_text_size
from tests.i18n.drawn import Watched
from tests.i18n_catalogs import catalog
from tests.ui.screen import feed

LANGUAGES = tuple(i18n.LANGUAGES)
SIZES = [(640, 480), (800, 600), (1280, 720)]
PADS = {"pad:1": "Xbox 360 Controller", "pad:2": "PS5 Controller"}
FAMILIES = {"pad:1": "xbox", "pad:2": "playstation"}
KEY_LISTS = ("A S D F G", "N M , . /", "1 2 3 4 5", "W / R", "□ / ○")


class Boards(BoardReader):
    """One arcade board, in sync (the join screen's panel under the cards)."""

    def __init__(self, on_input, on_status):
        self.on_input, self.on_status = on_input, on_status

    def snapshot(self):
        return [BoardInfo("CAB", "/dev/ttyACM0", "in sync", "avr-1.1", 16, 40_000.0)]


APP = {"seed": 3, "serial": Boards}


@pytest.fixture
def devices(app, monkeypatch):
    """The keyboard, an Xbox and a PlayStation pad, a board, the mouse; English after."""
    monkeypatch.setattr(app.ctx, "pad_names", lambda: dict(PADS))
    monkeypatch.setattr(app.ctx, "pad_families", lambda: dict(FAMILIES))
    monkeypatch.setattr(app.ctx, "pad_family", lambda device: FAMILIES.get(device, "other"))
    yield
    i18n.use("en")
    set_text_size("normal")


def join_in(app, lang: str, size, text_size: str) -> JoinScene:
    """The join screen in `lang`, in a window of `size`, at `text_size`."""
    i18n.use(lang, catalog(lang) if lang != "en" else None)
    set_text_size(text_size)
    app.screen = pygame.display.set_mode(size)
    app.resized()
    scene = JoinScene(app.ctx)
    app.switch(scene)
    return scene


def seat(app) -> None:
    """The left keyboard half, the PlayStation pad and the board's player 1 sit down."""
    feed(app, "keyboard", "a")
    feed(app, "pad:2", "a")
    feed(app, "serial:CAB", "b0")


def drawn(app) -> tuple[list, list[str]]:
    """(text, rect) of every text placed on the screen in one frame, and every line of text
    rendered (a wrapped text's lines one by one), spaces of any kind made plain."""
    screen = app.screen = Watched(app.screen.get_size())
    screen.placed = []
    with recording() as texts, measuring():
        app.dirty = True
        app.invalidate_scene()
        app.step()
    plain = lambda words: " ".join(words.split())
    return ([(plain(text), rect) for text, rect, _layer in screen.placed],
            [plain(text) for text, _px, _why in texts])


def card_lines(scene) -> list[list[str]]:
    """What each seat's card means to say, as join_card.py words it."""
    ctx = scene.ctx
    ways = join_ways(ctx.devices, ctx.pad_families(), ctx.boards.snapshot())
    ratings = scene.ratings.get(ctx.settings["game", "variant"], {})
    cards = []
    for index, info in enumerate(scene.seats):
        if info is None:
            lines = [i18n._("To join, press:"), *ways]
            lines += [i18n._("Or leave this seat empty.")] if index >= 2 else []
        else:
            lines = [words for words, _shade in
                     seat_lines(scene, info, scene.pickers.get(index), ratings) if words]
        cards.append([" ".join(line.split()) for line in lines])
    return cards


def missing(scene, placed) -> list:
    """Each (seat, line) the card did not show, or showed outside its card."""
    lost = []
    for index, lines in enumerate(card_lines(scene)):
        box = scene.boxes[index]
        for line in lines:
            if not any(text == line and box.contains(rect) for text, rect in placed):
                lost.append((index + 1, line))
    return lost


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_of_every_card_shows_inside_it(app, devices, lang, size, text_size):
    join = join_in(app, lang, size, text_size)
    placed, _pieces = drawn(app)
    assert not missing(join, placed), missing(join, placed)
    seat(app)
    placed, _pieces = drawn(app)
    assert not missing(join, placed), missing(join, placed)


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_key_list_is_never_broken_across_lines(app, devices, lang, size, text_size):
    join = join_in(app, lang, size, text_size)
    for step in ("empty", "seated"):
        if step == "seated":
            seat(app)
        placed, pieces = drawn(app)
        said = [line for lines in card_lines(join) for line in lines]
        for keys in KEY_LISTS:
            if any(keys in line for line in said):
                assert any(keys in piece for piece in pieces), (step, keys, pieces)


def test_a_key_list_breaks_before_itself_and_inside_only_when_wider_than_the_line(display):
    from game.nobreak import unbroken
    from game.ui.text import TextCache, wrap
    font = TextCache().font(20)
    keys = unbroken("D-pad left / D-pad right")
    room = max(font.size("Choose a card:")[0], font.size(keys)[0]) + 5
    assert wrap(font, f"Choose a card: {keys}", room) == ["Choose a card:", keys]
    narrow = font.size("D-pad right /")[0]
    assert [" ".join(line.split()) for line in wrap(font, keys, narrow)] == \
        ["D-pad left /", "D-pad right"]
