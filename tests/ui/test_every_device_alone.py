"""Every device alone (issue 34): a mouse or a pad, with no keyboard, can leave each screen,
click what it points at, and read its own buttons in the hints."""
import pygame
import pytest

from game.ui.scenes.help import HelpScene
from tests.ui.screen import feed
from tests.ui.test_mouse import click, wheel
from tests.ui.test_pad_names import said


@pytest.fixture
def app(app):
    """The shared headless game, its title drawn."""
    app.step()
    return app


def help_open(app) -> HelpScene:
    app.ctx.flow.push("help")
    app.step()
    assert isinstance(app.scene, HelpScene)
    return app.scene


def test_a_left_click_leaves_how_to_play(app):
    title = app.scene
    help_open(app)
    click(app, (app.screen.get_width() // 2, 100))        # the rules' text: anywhere
    assert app.scene is title


def test_a_right_click_leaves_how_to_play(app):
    title = app.scene
    help_open(app)
    click(app, (640, 600), button=3)
    assert app.scene is title


def test_the_back_button_is_drawn_and_clicked(app):
    title = app.scene
    scene = help_open(app)
    assert scene.back.width > 0 and scene.back.bottom <= app.screen.get_height()
    click(app, scene.back.center)
    assert app.scene is title


def test_the_wheel_turns_the_pictures_and_stays(app):
    scene = help_open(app)
    wheel(app, -1)
    assert app.scene is scene and scene.device == 1


def test_the_mouse_hint_does_not_promise_only_keys(app, monkeypatch):
    scene = help_open(app)
    click(app, scene.tabs.center)                          # a click that stays: the tabs
    text = said(app, scene, monkeypatch)
    assert "Click: back" in text and "Esc, Enter" not in text


def test_down_on_a_pad_turns_the_picture_never_the_tutorial(app, monkeypatch):
    scene = help_open(app)
    feed(app, "pad:0", "dpdown")
    assert app.scene is scene and scene.device == 1
    text = said(app, scene, monkeypatch)
    assert "B or A: back" in text and "F11" not in text
    feed(app, "pad:0", "b")
    assert not isinstance(app.scene, HelpScene)


def test_learn_to_play_is_a_button_on_help(app):
    scene = help_open(app)
    click(app, scene.tutorial.center)
    assert app.scene.name == "tutorial"


# -- a remap never strands a pad -------------------------------------------------------------
def remapped(app, tmp_path, text: str) -> None:
    from game.input.bindings import load_bindings
    path = tmp_path / "bindings.toml"
    path.write_text(text)
    app.hub.rebind(load_bindings(path))


def test_flip_moved_off_a_still_adds_a_computer_and_starts(app, tmp_path, monkeypatch):
    """The pad's own map (kept by its model's GUID): Flip on the left stick (LS), "Speed!" on X."""
    from game.ui.scenes.join import JoinScene
    from game.ui.scenes.join_card import seat_lines
    from game.ui.scenes.table_scene import TableScene
    monkeypatch.setattr(app.hub, "_guid", lambda device: "cafe" if device == "pad:0" else "")
    remapped(app, tmp_path, '["gamepad@cafe"]\nflip = ["leftstick"]\nslap = ["x"]\n'
                            'play_left = ["leftshoulder"]\n')
    app.ctx.flow.push("join")
    app.step()
    join = app.scene
    assert isinstance(join, JoinScene)
    feed(app, "pad:0", "a")                                 # takes seat 1
    assert app.hub.seats[0].device == "pad:0"
    words = [w for w, _colour in seat_lines(join, join.seats[0], join.pickers.get(0), {})]
    assert "Flip: LS" in words and 'Call "Speed!": X' in words, words[5:]
    feed(app, "pad:0", "dpdown", "a")                       # Add a computer, with A
    assert sum(s is not None for s in join.seats) == 2
    feed(app, "pad:0", "dpup", "a")                         # Start, with A
    assert isinstance(app.scene, TableScene)


# -- clicks land on what they point at -------------------------------------------------------
def test_each_part_of_the_titles_play_row(app):
    from game.ui.scenes.join import JoinScene
    title, menu = app.scene, app.scene.menu
    row, value = menu.rects[0], menu.values_at[0]
    variant = app.settings["game", "variant"]
    click(app, (value.left + 4, row.centery))                 # "<": the game before
    assert app.settings["game", "variant"] != variant and app.scene is title
    click(app, (value.right - 4, row.centery))                # ">": back to the first
    assert app.settings["game", "variant"] == variant
    click(app, (row.left + 10, row.centery))                  # the word "Play:": plays
    assert isinstance(app.scene, JoinScene) and app.settings["game", "variant"] == variant


def test_the_middle_of_the_play_row_plays_too(app):
    from game.ui.scenes.join import JoinScene
    click(app, app.scene.menu.values_at[0].center)
    assert isinstance(app.scene, JoinScene)


def test_each_options_tab_opens_the_tab_clicked(app):
    app.ctx.flow.push("options")
    app.step()
    options = app.scene
    names = list(options.pages)
    for n in [2, 0, len(names) - 1, 1]:
        click(app, options.menu.choices_at[0][n].center)
        assert options.page == n, (names[n], names[options.page])


# -- a dragged card moves with the pointer -----------------------------------------------------
def test_a_dragged_card_is_drawn_under_the_pointer(app):
    from tests.ui.test_mouse import post, seated_table
    table = seated_table(app)
    post(app)
    screen = app.screen
    card = table.view.layout.seats[0].hand[0]
    before = screen.subsurface(card).copy()
    to = (card.centerx + 150, card.centery - 220)
    post(app, (pygame.MOUSEMOTION, {"pos": card.center, "rel": (0, 0), "buttons": (0, 0, 0)}),
         (pygame.MOUSEBUTTONDOWN, {"pos": card.center, "button": 1}),
         (pygame.MOUSEMOTION, {"pos": to, "rel": (0, 0), "buttons": (1, 0, 0)}))
    app.dirty = True
    app.step()
    carried, inner = card.move(150, -220), before.get_rect().inflate(-20, -20)
    assert pygame.image.tobytes(screen.subsurface(inner.move(carried.topleft)), "RGB") == \
        pygame.image.tobytes(before.subsurface(inner), "RGB")
    post(app, (pygame.MOUSEMOTION, {"pos": card.center, "rel": (0, 0), "buttons": (1, 0, 0)}),
         (pygame.MOUSEBUTTONUP, {"pos": card.center, "button": 1}))
    app.dirty = True
    app.step()
    assert pygame.image.tobytes(screen.subsurface(inner.move(carried.topleft)), "RGB") != \
        pygame.image.tobytes(before.subsurface(inner), "RGB")   # let go: nothing left behind


def test_the_pads_view_button_leaves_a_seat_on_the_join_screen(app):
    app.ctx.flow.push("join")
    app.step()
    join = app.scene
    feed(app, "pad:0", "a")
    assert join.seats[0] is not None
    feed(app, "pad:0", "back")                               # Back / View: the menu's back
    assert join.seats[0] is None and app.scene is join


# -- the "Speed!" prompt names the caller's button --------------------------------------------
def pad_table(app):
    from game.ui.scenes.table_scene import TableScene
    app.ctx.flow.push("join")
    app.step()
    feed(app, "pad:0", "a", "dpdown", "a", "start")         # seat 1, a computer, start
    assert isinstance(app.scene, TableScene)
    return app.scene


def test_the_speed_prompt_names_the_pad_button_of_the_player_out(app):
    table = pad_table(app)
    game = table.session.game
    game.window = (4000.0, 0, [0])                          # seat 1 (the pad) is out
    app.dirty = True
    app.step()
    text, _colour, _fraction = table.view.hud._status(game, 2500.0)
    assert "Press Y: SPEED!" in text, text
    game.window = (4000.0, 1, [1])                          # the computer: no button to name
    assert "Call SPEED!" in table.view.hud._status(game, 2500.0)[0]


# -- words a player speaks -------------------------------------------------------------------
def controls_page(app, kind: str):
    from game.input.gamepad import Pad
    from game.ui.scenes.controls_map import targets
    app.hub.gamepads.pads[92] = Pad(92, None, True, "Virtual gamepad",
                                    "0300000000000000000000000000abcd", family="other")
    target = next(t for t in targets(app.hub) if t.kind == kind)
    app.ctx.flow.push("controls_device", target)
    app.step()
    return app.scene


def test_the_pad_controls_page_speaks_one_family_and_no_file_names(app, monkeypatch):
    scene = controls_page(app, "pad")
    listed = " | ".join(item.text() if item.values else item.label for item in scene.menu.items)
    drawn = said(app, scene, monkeypatch)
    assert "L◀" not in listed and "choose left:  D-pad left / Stick left" in listed
    assert "L1" not in listed and "play on left pile:  X / LB" in listed
    assert "coin" not in listed and "operator menu" not in listed      # not a cabinet
    assert "bindings.toml" not in drawn and "GUID" not in drawn
    assert "Your changes are kept for every pad of this model." in drawn


def test_the_keyboard_page_names_the_keypads_enter(app):
    scene = controls_page(app, "keyboard")
    confirm = next(item.label for item in scene.menu.items if item.label.startswith("menu confirm"))
    assert confirm == "menu confirm:  Enter / Keypad Enter / Space"


# -- nothing drawn over anything -------------------------------------------------------------
def test_two_players_at_least_shows_once_above_the_join_choices(app):
    app.ctx.flow.push("join")
    app.step()
    join = app.scene
    feed(app, "pad:0", "a", "start", "start")              # Start alone, twice
    drawn = app.draw_messages()
    assert len(drawn) == 1
    row_top = min(r.top for r in join.menu.rects.values())
    assert drawn[0].bottom <= row_top


def test_saved_shows_under_the_map_clear_of_the_controls_hints(app):
    scene = controls_page(app, "pad")
    app.ctx.say("Saved: Gamepad: Virtual gamepad (gamepad)", 30)
    app.step()
    drawn = app.draw_messages()
    assert len(drawn) == 1 and drawn[0].right <= scene.offset[0]   # left of the list
    assert drawn[0].bottom < app.screen.get_height() - 20           # above the map's own line


def test_the_pause_hint_keeps_clear_of_its_border(app):
    from game.ui.scenes.pause import PauseMenu
    pause = PauseMenu(lambda: None, lambda: None)
    pause.draw(pygame.Surface((1280, 720)), app.ctx.text, "Up/Down, then Enter " * 12)
    unit = pause.panel.width // 16
    assert pause.panel.inflate(-unit, -unit).contains(pause.hint)
    assert max(r.bottom for r in pause.menu.rects.values()) <= pause.hint.top


# -- issue 33: small things that look broken ---------------------------------------------------
def test_the_ladders_counter_counts_the_rungs_it_shows(app, monkeypatch):
    from game.ui import text as text_module
    monkeypatch.setitem(text_module._size, "scale", text_module.TEXT_SIZES["larger"])
    app.ctx.flow.push("ladder")                         # larger text: the rungs scroll
    app.step()
    ladder = app.scene
    text = said(app, ladder, monkeypatch)             # fit; the counter is rendered: see below
    asked, real = [], app.ctx.text.render
    monkeypatch.setattr(app.ctx.text, "render",
                        lambda words, *a, **k: asked.append(words) or real(words, *a, **k))
    ladder.draw(pygame.display.get_surface(), 0.0)
    rungs = [i for i in ladder.menu.rects if 0 < i < len(ladder.menu.items) - 1]
    counter = next(w for w in asked if "–" in w and " of " in w)
    assert counter == f"1–{len(rungs)} of {len(ladder.menu.items) - 2}", (counter, text)
    assert max(r.bottom for r in ladder.menu.rects.values()) <= ladder.menu.notes_top


def test_the_input_test_is_left_by_esc_twice(app):
    from tests.ui.screen import keys
    app.ctx.flow.push("input_test")
    app.step()
    test = app.scene
    keys(app, "escape")
    assert app.scene is test                                # once: tried, like any key
    keys(app, "escape")
    assert app.scene is not test


def test_a_right_click_leaves_learn_to_play(app):
    title = app.scene
    app.ctx.flow.push("tutorial")
    app.step()
    app.scene.opened_ns -= 10**9
    click(app, (640, 360), button=3)
    assert app.scene is title


def test_the_cabinet_titles_footer_speaks_the_panel(app, monkeypatch):
    monkeypatch.setattr(app.ctx.cabinet, "enabled", True)
    text = said(app, app.scene, monkeypatch)
    assert "Aims: choose" in text and "Enter or A select" not in text


def test_the_game_row_says_what_each_game_is(app):
    app.ctx.flow.push("options")
    app.step()
    options = app.scene
    game = options.find("Game")
    assert game.help.startswith("Speed:")
    game.on_change("spit")
    assert options.find("Game").help.startswith("Spit:")


def test_the_join_footer_and_seat_notes_are_bright_enough(app, monkeypatch):
    from game.ui.palette import DIM
    app.ctx.flow.push("join")
    app.step()
    feed(app, "pad:0", "a")
    drawn = []
    for name in ("fit", "wrapped"):
        real = getattr(app.ctx.text, name)

        def spy(words, size, width, colour, *args, real=real, **kwargs):
            drawn.append((words, colour))
            return real(words, size, width, colour, *args, **kwargs)
        monkeypatch.setattr(app.ctx.text, name, spy)
    app.scene.draw(pygame.display.get_surface(), 0.0)
    footer = next(c for w, c in drawn if w.startswith("Keyboard: B adds a computer"))
    note = next(c for w, c in drawn if w.startswith("Who are you?"))
    assert sum(footer) > sum(DIM) + 40 and sum(note) > sum(DIM) + 40


def test_how_to_play_opens_on_the_picture_of_the_device_last_used(app):
    feed(app, "pad:0", "guide")                             # a pad's Home: How to play
    scene = app.scene
    assert isinstance(scene, HelpScene) and scene.device > 0
    pictures = [kind.name for kind, column in scene._columns() for _ in column]
    assert pictures[scene.device] == "pad"


def test_the_keyboard_hint_on_how_to_play_names_its_keys(app, monkeypatch):
    from tests.ui.screen import keys
    keys(app, "f1")
    scene = app.scene
    assert isinstance(scene, HelpScene)
    assert "Esc, Enter or F1: back" in said(app, scene, monkeypatch)
