"""Every waiting screen times out on a cabinet (ui/timeouts.py), with a countdown first; a
press starts the timer again; a setting of 0 turns a timer off; off a cabinet nothing does."""
import time

import pytest

from game.session import SeatInfo
from game.ui.scenes.attract import AttractScene
from game.ui.scenes.initials import InitialsScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.base import Scene
from game.ui.timeouts import RULES, rule_for
from tests.ui.screen import feed as press
from tests.ui.test_cabinet import BOARD, make_app
from tools.matches import finished_table

S = 10**9


@pytest.fixture
def cabinet(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, join_s=30, pause_s=60, menu_s=90, results_s=20)
    yield app
    app.quit()


def idle(app, seconds: float) -> None:
    """As if nobody had touched anything for `seconds`, then a frame."""
    app.step()
    app.cabinet_loop.timer.since_ns = time.perf_counter_ns() - int(seconds * S)
    app.step()


def test_the_join_screen_counts_down_then_goes_to_attract(cabinet):
    cabinet.flow.push("join")
    idle(cabinet, 25)
    assert isinstance(cabinet.scene, JoinScene)
    assert cabinet.cabinet_loop.countdown == "Attract mode in 5"
    idle(cabinet, 31)
    assert isinstance(cabinet.scene, AttractScene)


def test_a_press_starts_the_timer_again(cabinet):
    cabinet.flow.push("join")
    idle(cabinet, 25)
    press(cabinet, "pad:3", "dpdown")                  # a menu press: nobody joins
    assert cabinet.cabinet_loop.countdown is None and isinstance(cabinet.scene, JoinScene)


def test_the_join_screen_waits_while_someone_is_seated(cabinet):
    cabinet.flow.push("join")
    press(cabinet, BOARD, "b0")
    assert cabinet.hub.seats
    idle(cabinet, 300)
    assert isinstance(cabinet.scene, JoinScene)


def test_a_paused_match_is_quit_after_its_time(cabinet):
    table = TableScene(cabinet.ctx, [SeatInfo("Ana", "bot", level="hard"),
                                     SeatInfo("Bruno", "bot", level="hard")])
    cabinet.switch(table)
    idle(cabinet, 600)                                 # in play: never times out
    assert cabinet.scene is table
    table.pause()
    idle(cabinet, 55)
    assert cabinet.cabinet_loop.countdown == "The match ends in 5"
    idle(cabinet, 61)
    assert isinstance(cabinet.scene, TitleScene)
    assert cabinet.hub.table is None                   # the table was left: its replay closed


def test_options_go_back_to_the_title_and_results_to_attract(cabinet):
    cabinet.flow.push("options")
    idle(cabinet, 91)
    assert isinstance(cabinet.scene, TitleScene)
    finished_table(cabinet, games=1)
    assert isinstance(cabinet.scene, (ResultsScene, InitialsScene))
    idle(cabinet, 200)
    idle(cabinet, 200)                                 # initials (if a record), then results
    assert isinstance(cabinet.scene, AttractScene)


def test_zero_turns_a_timer_off_and_a_desktop_never_times_out(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, menu_s=0)
    try:
        app.flow.push("options")
        idle(app, 10_000)
        assert isinstance(app.scene, OptionsScene)
        app.cabinet.enabled = False
        app.flow.push("join")
        idle(app, 10_000)
        assert isinstance(app.scene, JoinScene)
    finally:
        app.quit()


def test_every_screen_has_a_timer_but_those_that_say_why_not():
    """No screen escapes a timeout on a cabinet by being forgotten: a screen that declares
    nothing is a menu, and only four say they have none (each with its reason: a joined
    machine's table is the host's match, which its host's cabinet times out)."""
    from game.ui.flow import screens
    found = screens()
    assert {name: rule_for(kind).setting for name, kind in found.items()
            if name in ("join", "results", "initials", "table", "options", "operator",
                        "controls", "daily")} == {
        "join": "join_s", "results": "results_s", "initials": "initials_s", "table": "pause_s",
        "options": "menu_s", "operator": "menu_s", "controls": "menu_s", "daily": "menu_s"}
    none = {name for name, kind in found.items() if rule_for(kind) is None}
    assert none == {"title", "attract", "replay", "net_table"}   # the title: its own attract timer
    assert all(kind.timeout is None or kind.timeout in RULES for kind in found.values())


class Throwaway(Scene):
    """A new screen that declares nothing of its own."""

    def draw(self, surface, now_s):
        return None


def test_a_new_screen_that_declares_nothing_times_out_like_a_menu(cabinet):
    cabinet.switch(Throwaway(cabinet.ctx), overlay=True)          # over the title
    idle(cabinet, 85)
    assert cabinet.cabinet_loop.countdown == "Back to the title in 5"
    idle(cabinet, 91)
    assert isinstance(cabinet.scene, TitleScene) and len(cabinet.flow.stack) == 1


def test_menus_over_a_paused_table_time_out_back_to_it(cabinet):
    table = TableScene(cabinet.ctx, [SeatInfo("Ana", "bot", level="hard"),
                                     SeatInfo("Bruno", "bot", level="hard")])
    cabinet.switch(table)
    cabinet.flow.operator(service=True)                  # pauses the table
    cabinet.flow.push("coins")
    operator = cabinet.flow.stack.under(cabinet.scene)
    idle(cabinet, 91)
    assert cabinet.scene is table and table.paused_at is not None
    assert operator not in list(cabinet.flow.stack)
