"""Players say who they are on the join screen, with their own keys, pad or panel buttons:
the keyboard types the name (SDL text input, any layout, dead keys), pads and panels spell it
on a wheel of every letter of the four languages."""
import gettext

import pytest

from game import i18n
from game.store.db import connect
from game.store.profiles import create, names
from game.ui import text_input
from game.ui.scenes.join import JoinScene
from game.ui.scenes.name_picker import DONE, ERASE, NEW, NamePicker, letters
from tests.ui.screen import feed, keys, type_text


@pytest.fixture
def language():
    """Speak a language for the wheel's order and the sorting (its catalog is not needed)."""
    yield lambda code: i18n.use(code, gettext.NullTranslations())
    i18n.use("en")


def stored() -> set[str]:
    with connect() as db:
        return {r["name"] for r in db.execute("SELECT name FROM profiles")}


def test_spelling_a_name_like_arcade_initials():
    picker = NamePicker([], "Player 1")
    picker.on_action("prev")                       # Guest → New name (wraps round)
    assert picker.choices[picker.index] == NEW
    picker.on_action("ok")
    assert picker.typed == ""
    for action in ["next", "ok", "next", "ok"]:    # B, b: a word starts with a capital
        picker.on_action(action)
    picker.on_action("prev")                       # one back from A: DONE
    picker.on_action("prev")                       # again: ERASE
    assert picker.shown() == f"Bb[{ERASE}]"
    picker.on_action("ok")                         # erases the second b
    picker.on_action("next")                       # back to DONE
    assert picker.shown() == f"B[{DONE}]"
    assert picker.on_action("ok") == "B"
    assert picker.profile == "B" and picker.typed is None


def test_a_name_another_seat_holds_is_skipped():
    held = {"Ana"}
    picker = NamePicker(["Ana", "Bo"], "Player 2", taken=lambda n: n in held)
    picker.on_action("next")
    assert picker.profile == "Bo"


def test_the_names_come_in_the_order_the_language_sorts_them(language):
    picker = NamePicker(["Åse", "Zita", "Anna", "Ærø"], "Player 1")
    language("da")
    assert picker.choices[1:-1] == ["Anna", "Zita", "Ærø", "Åse"]
    language("nl")
    assert picker.choices[1:-1] == ["Ærø", "Anna", "Åse", "Zita"]      # Æ as AE


def test_a_name_added_by_another_seat_does_not_move_this_seats_choice():
    shared = ["Mads"]
    mine, other = NamePicker(shared, "Player 1"), NamePicker(shared, "Player 2")
    mine.on_action("next")
    other.on_action("prev"), other.on_action("ok")
    other.typed = "Ane"
    other.on_action("prev"), other.on_action("ok")            # DONE: "Ane" sorts first
    assert shared == ["Mads", "Ane"] and mine.profile == "Mads"


def test_typed_text_composes_a_lone_accent_and_refuses_what_a_name_cannot_hold():
    picker = NamePicker([], "Player 1", typing=True)
    picker.on_action("prev"), picker.on_action("ok")
    assert picker.type_text("Joa") is None
    assert picker.type_text("\u0303") is None                 # ~ on its own: onto the a
    assert picker.typed == "Joã"
    assert "!" in picker.type_text("o!")                      # said; the o is kept
    assert picker.type_text("x", drawable=lambda c: False) == "“x” cannot be in a name"
    assert picker.typed == "João" and picker.shown() == "João▏"
    assert "10" in picker.type_text("abcdefghijk")            # at most ten letters
    assert picker.typed == "Joãoabcdef"


def test_the_left_keyboard_player_types_a_name_and_no_key_joins_or_plays(app, tmp_path):
    with connect() as db:
        create(db, "Ana")
    join = JoinScene(app.ctx)
    app.switch(join)
    keys(app, "a")                                   # the left player sits down
    assert join.seats[0] is not None and join.seats[0].name == "Player 1"
    keys(app, "r")                                   # aim right: the next name
    assert (join.seats[0].name, join.seats[0].profile) == ("Ana", "Ana")
    assert text_input._state["on"] is False          # choosing: no key types
    keys(app, "r", "e")                              # New name…, open it
    assert text_input._state["on"] is True
    type_text(app, "Bo Søren")                       # b adds a computer, n seats the right
    assert join.seats[1] is None                     # player, e/r/w turn the picker: not now
    assert join.pickers[0].typed == "Bo Søren"
    keys(app, "backspace")
    assert join.pickers[0].typed == "Bo Søre" and join.seats[0] is not None
    keys(app, *["backspace"] * 7)
    assert join.pickers[0].typed == ""
    type_text(app, "Søren")
    assert join.pickers[0].shown() == "Søren▏"
    keys(app, "return")                              # keeps it; the match did not start
    assert (join.seats[0].name, join.seats[0].profile) == ("Søren", "Søren")
    assert app.scene is join and text_input._state["on"] is False
    assert stored() == {"Ana", "Søren"}
    app.step()                                       # the seat box draws it


def test_a_name_typed_with_a_dead_key_in_another_case_is_the_same_player(app):
    with connect() as db:
        create(db, "Søren")
    join = JoinScene(app.ctx)
    app.switch(join)
    keys(app, "a", "w", "e")                         # sit; back from the guest: New name…
    type_text(app, "SØREN")
    keys(app, "return")
    assert join.seats[0].profile == "Søren" and stored() == {"Søren"}
    keys(app, "w", "w", "e")                         # New name… again
    type_text(app, "João")                           # ã: the ~ dead key, then a
    keys(app, "return")
    assert join.seats[0].name == "João" and stored() == {"Søren", "João"}


def test_esc_while_typing_goes_back_to_choosing_and_stays_on_the_join_screen(app):
    join = JoinScene(app.ctx)
    app.switch(join)
    keys(app, "a", "w", "e")
    type_text(app, "Li")
    keys(app, "escape")
    assert join.pickers[0].typed is None and app.scene is join
    keys(app, "b")                                   # the keyboard's B again: a computer
    assert join.seats[1] is not None and join.seats[1].kind == "bot"


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
    assert text_input._state["on"] is False           # a wheel: nothing types


def spell(app, device: str, word: str, prev: str, nxt: str, ok: str) -> int:
    """Spell `word` on the wheel, the short way round to each letter; the presses made."""
    presses = 0
    for letter in word.upper() + DONE:
        at, size = letters().index(letter), len(letters())
        turns = [nxt] * at if at <= size // 2 else [prev] * (size - at)
        feed(app, device, *turns, ok)
        presses += len(turns) + 1
    return presses


@pytest.mark.parametrize("code, name", [("pt_BR", "João"), ("da", "Søren"), ("nl", "Zoë")])
def test_a_pad_spells_a_name_with_its_languages_letters(app, language, code, name):
    language(code)
    join_scene = JoinScene(app.ctx)
    app.switch(join_scene)
    feed(app, "pad:9", "a", "leftshoulder", "y")      # sit, New name…, open the letters
    spell(app, "pad:9", name, "leftshoulder", "rightshoulder", "y")
    assert (join_scene.seats[0].name, join_scene.seats[0].profile) == (name, name)
    assert stored() == {name}
    with connect() as db:
        assert names(db) == [name]


def test_the_languages_most_used_letter_is_three_steps_back_from_a(language):
    for code, letter in (("pt_BR", "Ã"), ("da", "Ø"), ("nl", "Ë")):
        language(code)
        assert letters()[-3] == letter and letters()[0] == "A"


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


def test_a_character_the_font_cannot_draw_is_said_and_left_out(app):
    join = JoinScene(app.ctx)
    app.switch(join)
    said = []
    app.ctx.say = lambda words, seconds=5.0: said.append(words)
    keys(app, "a", "w", "e")
    type_text(app, "Li中")
    assert join.pickers[0].typed == "Li" and said == ["“中” cannot be in a name"]
