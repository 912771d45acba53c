"""Players say who they are on the join screen, with their own keys, pad or panel buttons."""

import pytest

from game.store.db import connect
from game.store.profiles import create
from game.ui.scenes.join import JoinScene
from game.ui.scenes.name_picker import DONE, ERASE, NEW, NamePicker
from tests.ui.screen import feed, keys


def test_spelling_a_name_like_arcade_initials():
    picker = NamePicker([], "Player 1")
    picker.on_action("prev")                       # Guest → New name (wraps round)
    assert picker.choices[picker.index] == NEW
    picker.on_action("ok")
    assert picker.typed == ""
    for action in ["next", "ok", "next", "ok"]:    # B, B
        picker.on_action(action)
    picker.on_action("prev")                       # one back from A: DONE
    picker.on_action("prev")                       # again: ERASE
    assert picker.shown() == f"BB[{ERASE}]"
    picker.on_action("ok")                         # erases the second B
    picker.on_action("next")                       # back to DONE
    assert picker.shown() == f"B[{DONE}]"
    assert picker.on_action("ok") == "B"
    assert picker.profile == "B" and picker.typed is None


def test_a_name_another_seat_holds_is_skipped():
    held = {"Ana"}
    picker = NamePicker(["Ana", "Bo"], "Player 2", taken=lambda n: n in held)
    picker.on_action("next")
    assert picker.profile == "Bo"


def test_the_left_keyboard_player_picks_a_remembered_name_and_makes_one(app, tmp_path):
    with connect() as db:
        create(db, "Ana")
    join = JoinScene(app.ctx)
    app.switch(join)
    keys(app, "a")                                   # the left player sits down
    assert join.seats[0] is not None and join.seats[0].name == "Player 1"
    keys(app, "r")                                   # aim right: the next name
    assert (join.seats[0].name, join.seats[0].profile) == ("Ana", "Ana")
    keys(app, "r", "e")                              # New name…, open the letters
    keys(app, *["r"] * 14, "e")                      # O
    keys(app, "w", "e")                              # back one from A is DONE
    assert (join.seats[0].name, join.seats[0].profile) == ("O", "O")
    with connect() as db:
        assert {r["name"] for r in db.execute("SELECT name FROM profiles")} == {"Ana", "O"}
    app.step()                                       # the seat box draws the picker


def test_a_new_join_screen_offers_the_names_made_before(app):
    with connect() as db:
        create(db, "Zed")
    join = JoinScene(app.ctx)
    assert join.names == ["Zed"]


@pytest.mark.parametrize("device, join, prev, nxt, ok", [
    ("pad:9", "a", "leftshoulder", "rightshoulder", "y"),
    ("serial:CAB", "b0", "b0", "b4", "b2"),
])
def test_a_pad_or_a_panel_alone_makes_a_name(app, device, join, prev, nxt, ok):
    join_scene = JoinScene(app.ctx)
    app.switch(join_scene)
    feed(app, device, join)
    assert join_scene.seats[0] is not None
    feed(app, device, prev, ok)                       # Guest → New name…, open the letters
    feed(app, device, nxt, nxt, ok, prev, ok)         # C, then DONE
    assert (join_scene.seats[0].name, join_scene.seats[0].profile) == ("C", "C")
    assert join_scene.menu.selected == 0              # the join menu did not move


def test_the_mouse_alone_picks_a_name(app):
    with connect() as db:
        create(db, "Ana")
    join_scene = JoinScene(app.ctx)
    app.switch(join_scene)
    keys(app, "a")                                   # someone sits down (by keyboard)
    app.step()
    rect = join_scene.picker_rects[0]
    right = (rect.right - 3, rect.centery)
    join_scene.on_mouse(right, True)                 # the right end: the next name
    assert join_scene.seats[0].profile == "Ana"
    join_scene.on_mouse(right, False)                # hovering changes nothing
    assert join_scene.seats[0].profile == "Ana"
    join_scene.on_mouse((rect.left + 3, rect.centery), True)
    assert join_scene.seats[0].profile == ""         # back to the guest
