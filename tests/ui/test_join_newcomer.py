"""The join screen as a newcomer meets it: its row of choices never wraps onto Back and keeps
its cursor where the player put it, leaving with anyone seated asks first on every device,
and each empty seat names what joins it from the bindings in use, in the device's own names."""
import time

import pytest

from game.input.mouse import Pointer
from game.ui.scenes.join import JoinScene
from game.ui.scenes.title import TitleScene
from game.ui.text import recording
from tests.ui.screen import feed, keys

PAD = "pad:7"


def joined(app) -> JoinScene:
    join = JoinScene(app.ctx)
    app.switch(join)
    return join


def chosen(join) -> str:
    return join.menu.items[join.menu.selected].label


def drawn(app) -> str:
    """Everything the screen drew in one frame, as one string (wrapped lines joined)."""
    with recording() as texts:
        app.dirty = True
        app.step()
    return " ".join(" ".join(text.split()) for text, _, _ in texts)


def test_left_from_start_stays_on_start_and_never_reaches_back(app):
    join = joined(app)
    feed(app, PAD, "a")
    assert join.seats[0] is not None and chosen(join) == "Start"
    feed(app, PAD, "dpleft")
    assert chosen(join) == "Start"
    feed(app, PAD, "dpup", "stickleft")
    assert chosen(join) == "Start" and isinstance(app.scene, JoinScene)


def test_the_cursor_stays_where_the_player_put_it_when_a_computer_joins(app):
    join = joined(app)
    feed(app, PAD, "a", "dpright", "a")                  # "Add a computer"
    assert join.seats[1] is not None and chosen(join) == "Add a computer"
    keys(app, "b")                                       # the keyboard adds another
    assert join.seats[2] is not None and chosen(join) == "Add a computer"


def test_back_on_the_row_with_people_seated_asks_and_b_stays(app):
    join = joined(app)
    feed(app, PAD, "a", "dpright", "a")
    feed(app, PAD, "dpright", "dpright", "dpright", "a")  # Back
    assert join.asking is not None and isinstance(app.scene, JoinScene)
    assert "Leave for the title?" in drawn(app)
    feed(app, PAD, "b")                                  # stay: nobody lost their seat
    assert join.asking is None and join.seats[0] is not None and join.seats[1] is not None
    feed(app, PAD, "a", "dpright", "a")                  # Back again, then Leave
    assert isinstance(app.scene, TitleScene)


def test_esc_with_people_seated_asks_and_esc_again_leaves(app):
    join = joined(app)
    keys(app, "a", "escape")
    assert isinstance(app.scene, JoinScene) and join.asking is not None
    keys(app, "backspace")                               # stay
    assert join.asking is None and join.seats[0] is not None
    keys(app, "escape", "escape")
    assert isinstance(app.scene, TitleScene)


def test_nobody_seated_esc_goes_straight_back(app):
    joined(app)
    keys(app, "escape")
    assert isinstance(app.scene, TitleScene)


def test_the_mouse_is_asked_too(app):
    join = joined(app)
    keys(app, "a")
    app.dirty = True
    app.step()
    click = lambda rect: join.on_pointer(Pointer(time.perf_counter_ns(), "down", rect.center))
    click(join.menu.rects[4])                            # Back
    assert join.asking is not None and isinstance(app.scene, JoinScene)
    app.dirty = True
    app.step()
    click(join.asking.rects[1])                          # Leave
    assert isinstance(app.scene, TitleScene)


def playstation(app, monkeypatch) -> None:
    """A PlayStation pad plugged in as PAD (its family as SDL would report it)."""
    monkeypatch.setattr(app.ctx, "pad_names", lambda: {PAD: "PS4 Controller"})
    monkeypatch.setattr(app.ctx, "pad_families", lambda: {PAD: "playstation"})
    monkeypatch.setattr(app.ctx, "pad_family", lambda device: "playstation")


def test_an_empty_seat_names_what_joins_it_on_each_device_present(app, monkeypatch):
    playstation(app, monkeypatch)
    joined(app)
    words = drawn(app)
    assert "Keyboard, left player: any of A S D F G" in words
    assert "Keyboard, right player: any of N M , . /" in words
    assert "PlayStation pad: press ✕" in words and "Mouse: click here" in words
    keys(app, "a")                                      # the left half is taken
    words = drawn(app)
    assert "Keyboard, left player: any of" not in words and "Keyboard, right player" in words


@pytest.fixture
def rebound(tmp_path, monkeypatch):
    """The left player's card keys moved to Z X C V H in the player's own bindings file."""
    folder = tmp_path / "config" / "speed"
    folder.mkdir(parents=True)
    (folder / "bindings.toml").write_text('[keyboard_left]\nslot1 = ["z"]\nslot2 = ["x"]\n'
                                          'slot3 = ["c"]\nslot4 = ["v"]\nslot5 = ["h"]\n')


def test_the_keys_named_are_the_bindings_in_use(rebound, app):
    join = joined(app)
    words = drawn(app)
    assert "Keyboard, left player: any of Z X C V H" in words
    assert "any of A S D F G" not in words.replace("1 2 3 4 5", "")
    keys(app, "z")
    assert join.seats[0] is not None and join.seats[0].seat_device.layout == "keyboard_left"


def test_a_seated_pad_reads_its_own_buttons_never_sdl_names(app, monkeypatch):
    playstation(app, monkeypatch)
    joined(app)
    feed(app, PAD, "a")
    words = drawn(app)
    assert "Who are you? L1 or R1 to change, △ for a new name" in words
    assert "Flip: ✕" in words and "Choose a card: D-pad left / D-pad right" in words
    for raw in ("DPLEFT", "LEFTSHOULDER", "RIGHTSHOULDER", "BUMPER"):
        assert raw not in words.upper().replace("D-PAD", ""), raw


def test_a_seatless_pad_answering_stay_is_not_seated_by_that_press(app):
    join = joined(app)
    keys(app, "a", "escape")                             # the keyboard player asks to leave
    assert join.asking is not None
    feed(app, "pad:9", "a")                              # a pad with no seat picks Stay
    assert join.asking is None
    assert [s is not None for s in join.seats].count(True) == 1, "the answer took no seat"
