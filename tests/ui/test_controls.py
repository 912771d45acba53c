"""Options → Controls by a panel alone and by the keyboard alone: remap, saved to
bindings.toml, and the menus and the table follow the new map at once."""
import time

from game.input.bindings import user_bindings_path
from game.input.boards import BoardInfo
from game.input.raw_input import RawInput
from game.ui.scenes.controls import ControlsDeviceScene, ControlsScene
from game.ui.scenes.controls_remap import RemapScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.title import TitleScene

BOARD = "serial:CAB"
REWIRED = ["b4", "b3", "b2", "b1", "b0", "b6", "b5", "slap", "b7"]   # remap all, in order


def press(app, device, *controls):
    for control in controls:
        t = time.perf_counter_ns()
        app.hub.feed(RawInput(t, device, control))
        app.poll()
        app.step()
        app.hub.feed(RawInput(t + 1, device, control, False))
        app.poll()
        app.step()


def choose(app, device, label, down, confirm):
    """Move down the menu on screen until `label` is selected, then confirm it."""
    for _ in range(40):
        menu = app.scene.menu
        if menu.items[menu.selected].label.startswith(label):
            return press(app, device, confirm)
        press(app, device, down)
    raise AssertionError(f"{label!r} not on {type(app.scene).__name__}")


def to_controls(app, device, down, confirm, right):
    choose(app, device, "Options", down, confirm)
    assert isinstance(app.scene, OptionsScene)
    app.scene.menu.selected = 0
    for _ in range(8):
        if app.scene.menu.items[0].value == "Players":
            break
        press(app, device, right)
    choose(app, device, "Controls", down, confirm)
    assert isinstance(app.scene, ControlsScene)


def test_a_panel_alone_remaps_all_its_buttons_and_the_menus_follow(app):
    app.hub.boards.snapshot = lambda: [BoardInfo("CAB", "/dev/ttyACM0", "in sync", buttons=16)]
    to_controls(app, BOARD, "b6", "slap", "b3")
    choose(app, BOARD, "Board CAB, player 1", "b6", "slap")
    assert isinstance(app.scene, ControlsDeviceScene)
    choose(app, BOARD, "Remap all", "b6", "slap")
    assert isinstance(app.scene, RemapScene)
    press(app, BOARD, "b8")                                 # player 2's card 1: refused
    assert not app.scene.remap.log[-1].ok and "player 2" in app.scene.remap.log[-1].words
    press(app, BOARD, *REWIRED)
    assert isinstance(app.scene, ControlsDeviceScene)       # done, saved, back
    saved = user_bindings_path().read_text()
    assert '["arcade@CAB"]' in saved and 'slot1 = ["b4"]' in saved
    layout = app.hub.bindings.layout("arcade", "CAB")
    assert layout.actions["aim_left"] == ("b6",) and layout.actions["slot5"] == ("b0",)
    # the menus now move with the new aim buttons: b6 is up, b5 down
    selected = app.scene.menu.selected
    press(app, BOARD, "b5")
    assert app.scene.menu.selected == (selected + 1) % len(app.scene.menu.items)
    press(app, BOARD, "b6")
    assert app.scene.menu.selected == selected
    # and the held "back" is the new aim pair
    backs = {c.controls for c in app.hub.gestures._combos(BOARD) if c.action == "back"}
    assert frozenset({"b5", "b6"}) in backs            # the same pair, the other way round
    app.hub.join(BOARD, "arcade")
    assert [a for s, a in app.hub._bound(RawInput(0, BOARD, "b4"))] == ["slot1"]


def test_the_keyboard_alone_remaps_card_1_and_a_ghosting_key_is_refused(app):
    to_controls(app, "keyboard", "down", "return", "right")
    choose(app, "keyboard", "Keyboard, left player", "down", "return")
    choose(app, "keyboard", "card 1", "down", "return")
    assert isinstance(app.scene, RemapScene)
    press(app, "keyboard", "h")                             # the right player's column (N)
    assert "same column" in app.scene.remap.log[-1].words
    press(app, "keyboard", "e")                             # flip's key
    assert "flip" in app.scene.remap.log[-1].words
    press(app, "keyboard", "1")
    assert isinstance(app.scene, ControlsDeviceScene)
    assert app.hub.bindings["keyboard_left"].actions["slot1"] == ("1",)
    assert 'slot1 = ["1"]' in user_bindings_path().read_text()
    choose(app, "keyboard", "Reset to the defaults", "down", "return")
    assert app.hub.bindings["keyboard_left"].actions["slot1"] == ("a",)
    press(app, "keyboard", "escape", "escape")
    assert isinstance(app.scene, OptionsScene)
    assert not isinstance(app.scene, TitleScene)


def test_a_board_half_pinned_to_seat_2_takes_seat_2_whoever_joins_first(app):
    from game.input.bindings_file import save_entries
    from game.input.bindings import load_bindings
    from game.ui.scenes.join import JoinScene
    save_entries(user_bindings_path(), "arcade_p2@CAB", {"seat": 2})
    app.hub.rebind(load_bindings())
    press(app, BOARD, "slap")                                # title: Play
    assert isinstance(app.scene, JoinScene)
    app.scene.opened_ns = 0                                  # past the guard time
    press(app, BOARD, "b8")                                  # player 2's half joins first
    assert app.scene.seats[0] is None and app.scene.seats[1] is not None
    assert app.hub.seats[1].layout.name == "arcade_p2"
    press(app, BOARD, "b0")                                  # then player 1's: seat 1
    assert app.hub.seats[0].layout.name == "arcade"


def test_the_device_page_seat_choice_is_saved_for_that_board(app):
    from game.ui.scenes.controls_map import Target
    target = Target("Board CAB, player 1", BOARD, "arcade", "CAB")
    app.flow.push("controls_device", target)
    choose(app, "keyboard", "Plays at", "down", "right")
    assert app.hub.bindings.layout("arcade", "CAB").seat == 1
    assert app.hub.bindings.layout("arcade", "OTHER").seat == 0
    assert 'seat = 1' in user_bindings_path().read_text()


def test_speed_bindings_json_lists_every_profile_action_and_menu(capsys, app):
    import json
    from game.cli import main
    from game.input.bindings_file import save_entries
    save_entries(user_bindings_path(), "gamepad@G1", {"flip": ["b"]})
    assert main(["bindings", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    pad = data["layouts"]["gamepad@G1"]
    assert pad["key"] == "G1" and pad["actions"]["flip"] == ["b"]
    arcade = data["layouts"]["arcade"]["actions"]
    assert arcade["menu_confirm"] == ["slap"] and arcade["coin"] == ["coin", "coin2"]
    assert arcade["hold_back"] == ["b5", "b6"]
    assert data["layouts"]["keyboard_left"]["actions"].get("service", []) == []   # unbound


def test_a_panel_remaps_its_held_back_and_the_new_pair_goes_back(app):
    from game.ui.scenes.controls_map import Target
    target = Target("Board CAB, player 1", BOARD, "arcade", "CAB")
    app.flow.push("controls_device", target)
    page = app.scene
    choose(app, BOARD, "back (held 1 s)", "b6", "slap")
    assert isinstance(app.scene, RemapScene)
    t = time.perf_counter_ns()
    for control in ("b0", "b4"):
        app.hub.feed(RawInput(t, BOARD, control))
        app.poll()
        app.step()
    for control in ("b0", "b4"):
        app.hub.feed(RawInput(t + 1, BOARD, control, False))
    app.poll()
    app.step()
    assert app.scene is page
    assert 'hold_back = ["b0", "b4"]' in user_bindings_path().read_text()
    backs = {c.controls for c in app.hub.gestures._combos(BOARD) if c.action == "back"}
    assert frozenset({"b0", "b4"}) in backs and frozenset({"b5", "b6"}) not in backs


def click_item(app, label):
    """Draw, then click the middle of the item `label` where the menu drew it."""
    app.dirty = True
    app.step()
    scene = app.scene
    index = next(n for n, item in enumerate(scene.menu.items) if item.label.startswith(label))
    scene.menu.selected = index
    app.dirty = True
    app.step()
    rect = scene.menu.rects[index]
    x, y = getattr(scene, "offset", (0, 0))
    scene.on_mouse((rect.centerx + x, rect.centery + y), True)
    app.step()


def test_the_mouse_alone_opens_a_device_a_remap_stops_it_and_the_input_test(app):
    app.flow.push("controls")
    click_item(app, "Keyboard, right player")
    assert isinstance(app.scene, ControlsDeviceScene)
    assert app.scene.target.layout == "keyboard_right"
    click_item(app, "card 1")
    assert isinstance(app.scene, RemapScene)
    app.dirty = True
    app.step()
    app.scene.on_mouse(app.scene.stop_rect.center, True)    # Stop: nothing answered
    assert isinstance(app.scene, ControlsDeviceScene)
    assert not user_bindings_path().exists() or "keyboard_right" not in \
        user_bindings_path().read_text()
    click_item(app, "Input test")
    app.dirty = True
    app.step()
    back = next(rect for rect, go in app.scene.links.items() if go == app.scene.back)
    centre = (back[0] + back[2] // 2, back[1] + back[3] // 2)
    app.scene.on_pointer(type("P", (), {"kind": "down", "pos": centre, "button": 1})())
    assert isinstance(app.scene, ControlsDeviceScene)


def test_a_coin_is_listed_only_on_a_cabinet(app):
    """A home player's keyboard has no coin slot: "coin: 5" is a cabinet's line."""
    app.ctx.flow.push("controls")
    app.scene.menu.items[0].on_confirm()                  # the keyboard's left half
    page = app.scene
    assert isinstance(page, ControlsDeviceScene)
    assert not any(item.label.startswith("coin") for item in page.menu.items)
    from game.input.remap import remappable
    assert "coin" not in page._shown(remappable(page.target.layout_of(app.ctx.devices.bindings)))
    app.ctx.cabinet.enabled = True
    page.build()
    assert any(item.label.startswith("coin") for item in page.menu.items)
