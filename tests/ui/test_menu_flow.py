"""Every screen by gamepad alone and by arcade panel alone: guard times, Start pauses without
confirming, the join screen's pad menu, the title's game choice, the results' hold, the panel's
held combinations. Presses are fed to the app's DeviceHub as the devices would make them."""
import time


from game.input.raw_input import RawInput
from game.input.held_gestures import HeldGestures
from game.ui.scenes.join import JoinScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.confirm import ConfirmQuit
from game.ui.scenes.title import TitleScene

PAD, BOARD = "pad:7", "serial:CAB"

APP = {"seed": 4}


def press(app, device, *controls, ago_s=0.0, release=True):
    """Press (and release) controls of `device`, then one frame."""
    for control in controls:
        t = time.perf_counter_ns() - int(ago_s * 1e9)
        app.hub.feed(RawInput(t, device, control))
        if release:
            app.hub.feed(RawInput(t + 1, device, control, False))
        app.poll()
        app.step()


def to_table_with_a_computer(app, device=PAD, join="a", down="dpdown", confirm="a"):
    press(app, device, confirm if device == PAD else "slap")      # title: Play
    assert isinstance(app.scene, JoinScene)
    press(app, device, join)                                       # join
    press(app, device, down, confirm)                              # "Add a computer"
    press(app, device, *(["start"] if device == PAD else ["b5", "slap"]))   # back to Start
    return app.scene


# -- the pad ---------------------------------------------------------------------------------
def test_one_pad_alone_adds_a_computer_and_plays(app):
    table = to_table_with_a_computer(app)
    assert isinstance(table, TableScene)
    assert [s.kind for s in table.seats] == ["human", "bot"]
    assert table.seats[0].device == f"{PAD}#gamepad"


def test_start_with_one_pad_seated_says_why_and_leaves_the_cursor_where_it_was(app):
    press(app, PAD, "a", "a", "start")
    join = app.scene
    assert isinstance(join, JoinScene) and join.menu.items[join.menu.selected].label == \
        "Start"
    assert any("Add a computer" in words for words, _ in app.messages)
    press(app, PAD, "dpright", "a", "start")
    assert isinstance(app.scene, TableScene)


def test_pad_b_leaves_its_seat_then_goes_back_to_the_title(app):
    press(app, PAD, "a", "a")
    assert app.scene.seats[0] is not None
    press(app, PAD, "b")
    assert app.scene.seats[0] is None and isinstance(app.scene, JoinScene)
    press(app, PAD, "b")
    assert isinstance(app.scene, TitleScene)


def test_start_pauses_the_table_and_does_not_also_pick_resume(app):
    table = to_table_with_a_computer(app)
    press(app, PAD, "start")
    assert table.paused_at is not None
    press(app, PAD, "start")
    assert table.paused_at is None


def test_a_pad_leaves_the_match_from_the_pause_menu(app):
    to_table_with_a_computer(app)
    press(app, PAD, "start", "dpdown", "a")
    assert isinstance(app.scene, ConfirmQuit)             # asked first: the match is on
    press(app, PAD, "dpdown", "a")
    assert isinstance(app.scene, TitleScene) and app.hub.table is None


def test_pause_menu_ignores_presses_in_its_guard_time(app):
    table = to_table_with_a_computer(app)
    app.guard_s = 0.8
    table.opened_ns -= 10**9                              # the table's own guard is over
    press(app, PAD, "start", "dpdown", "a")
    assert app.scene is table and table.paused_at is not None
    assert table.pause_menu.menu.selected == 0
    table.pause_menu.opened_ns -= 10**9                  # the guard time is over
    press(app, PAD, "dpdown", "a")
    assert isinstance(app.scene, ConfirmQuit)             # asked first: the match is on
    app.scene.opened_ns -= 10**9
    press(app, PAD, "dpdown", "a")
    assert isinstance(app.scene, TitleScene)


# -- guard times -----------------------------------------------------------------------------
def test_a_new_screen_ignores_presses_made_in_its_guard_time(app):
    app.guard_s = 0.8
    press(app, PAD, "a")                                  # the title opened without a guard
    join = app.scene
    assert isinstance(join, JoinScene)
    press(app, PAD, "a", "b")                             # still hammering: no join, no back
    assert app.scene is join and join.seats == [None] * 4
    join.opened_ns -= 10**9
    press(app, PAD, "a")
    assert join.seats[0] is not None


def test_results_wait_three_seconds_while_pads_hammer(app):
    table = to_table_with_a_computer(app)
    app.results_hold_s = 3.0
    results = ResultsScene(app.ctx, table)
    app.switch(results)
    results.opened_ns -= int(2.5e9)                       # 2.5 s shown: not yet
    press(app, PAD, "a", "a", "a")
    assert app.scene is results
    results.opened_ns -= int(1e9)
    press(app, PAD, "dpdown", "dpdown", "a")              # "Title screen"
    assert isinstance(app.scene, TitleScene)


def test_the_players_card_keys_do_not_move_the_results_menu(app):
    table = to_table_with_a_computer(app)
    results = ResultsScene(app.ctx, table)
    app.switch(results)
    for key in ("s", "a", "d", "n", "m", "space"):
        press(app, "keyboard", key)
    assert app.scene is results and results.menu.selected == 0
    press(app, "keyboard", "down")
    assert results.menu.selected == 1


# -- the title -------------------------------------------------------------------------------
def test_title_left_right_picks_the_game_and_confirm_plays_it(app):
    press(app, PAD, "dpright")
    assert app.settings["game", "variant"] == "spit"
    press(app, PAD, "dpright")
    assert app.settings["game", "variant"] == "california"
    press(app, PAD, "dpleft", "a")
    assert isinstance(app.scene, JoinScene) and app.scene.limit == 2
    assert app.settings["game", "variant"] == "spit"


# -- the arcade panel ------------------------------------------------------------------------
def test_panel_alone_joins_adds_a_computer_and_plays(app):
    table = to_table_with_a_computer(app, BOARD, join="b0", down="b6", confirm="slap")
    assert isinstance(table, TableScene)
    assert [s.device for s in table.seats] == [f"{BOARD}#arcade", ""]


def test_panel_holds_both_aim_buttons_to_pause_then_quits_by_slap(app):
    table = to_table_with_a_computer(app, BOARD, join="b0", down="b6", confirm="slap")
    for control in ("b5", "b6"):
        app.hub.feed(RawInput(time.perf_counter_ns() - int(1.2e9), BOARD, control))
    app.poll()
    assert table.paused_at is not None
    for control in ("b5", "b6"):
        app.hub.feed(RawInput(time.perf_counter_ns(), BOARD, control, False))
    press(app, BOARD, "b6", "slap")                       # "Quit to the title screen"
    assert isinstance(app.scene, ConfirmQuit)             # asked first: the match is on
    press(app, BOARD, "b6", "slap")                       # "Quit to the title screen" again
    assert isinstance(app.scene, TitleScene)


def hold_both_aim_buttons(app) -> None:
    for control in ("b5", "b6"):
        app.hub.feed(RawInput(time.perf_counter_ns() - int(1.2e9), BOARD, control))
    app.poll()
    for control in ("b5", "b6"):
        app.hub.feed(RawInput(time.perf_counter_ns(), BOARD, control, False))
    app.poll()


def test_panel_hold_on_the_join_screen_asks_and_a_second_hold_goes_back(app):
    press(app, BOARD, "slap", "b0")
    assert isinstance(app.scene, JoinScene) and app.scene.seats[0] is not None
    hold_both_aim_buttons(app)
    join = app.scene
    assert isinstance(join, JoinScene) and join.asking is not None   # asked, still seated
    assert join.seats[0] is not None
    hold_both_aim_buttons(app)
    assert isinstance(app.scene, TitleScene)


def test_holds_report_once_and_a_slap_held_too_waits_for_the_operator():
    holds, s = HeldGestures(), 10**9
    holds.feed(RawInput(0, BOARD, "b5"))
    second = RawInput(s // 10, BOARD, "b6")
    assert holds.in_combo(second) and not holds.in_combo(RawInput(0, BOARD, "b0"))
    holds.feed(second)
    assert holds.take(s) == []
    assert [h.action for h in holds.take(int(1.2 * s))] == ["back"]
    assert holds.take(2 * s) == []                        # once per holding
    holds.feed(RawInput(2 * s, BOARD, "slap"))
    assert holds.take(4 * s) == []
    assert [(h.action, h.control) for h in holds.take(5 * s)] == [("operator", "b5")]
    holds.feed(RawInput(5 * s, BOARD, "b5", False))
    holds.feed(RawInput(5 * s, BOARD, "b5"))
    assert holds.take(int(5.5 * s)) == []                 # released: timed afresh
    assert [h.action for h in holds.take(8 * s)] == ["operator"]
