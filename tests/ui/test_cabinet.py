"""Cabinet mode: no Quit on the title, attract mode after the idle time (and straight back on a
press that neither joins nor chooses), credits and coins, the operator menu and its
combination, initials for a record, the high-score store, cocktail and turned monitors."""
import time

import pygame
import pytest

from game.app import App
from game.config import Settings
from game.input.raw_input import RawInput
from game.records import Candidate, Records
from game.engine.events import Called, CallWindowOpened, GameWon
from game.session import SeatInfo
from game.store import db as store
from game.store import highscores
from game.ui.orientation import Turn
from game.ui.scenes.attract import AttractScene
from game.ui.scenes.initials import InitialsScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.boards import BoardsScene
from game.ui.scenes.operator import OperatorScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.table.cocktail import top_rows
from tests.ui.screen import feed as press
from tools.matches import finished_table

BOARD = "serial:CAB"
BOTS = [SeatInfo("Ana", "bot", level="hard"), SeatInfo("Bruno", "bot", level="expert")]


def make_app(tmp_path, monkeypatch, **cabinet) -> App:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    settings = Settings(path=tmp_path / "config" / "speed" / "settings.toml")
    settings["cabinet", "enabled"] = True
    for key, value in cabinet.items():
        settings["cabinet", key] = value
    app = App(settings, size=(1280, 720), seed=9, replay_to=str(tmp_path / "r.jsonl"))
    app.guard_s = app.results_hold_s = 0
    return app


@pytest.fixture
def cabinet(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    yield app
    app.quit()


# -- title and attract ------------------------------------------------------------------------
def test_cabinet_title_has_no_quit_and_no_cursor(cabinet):
    assert isinstance(cabinet.scene, TitleScene)
    assert "Quit" not in [item.label for item in cabinet.scene.menu.items]
    assert not pygame.mouse.get_visible()


def test_attract_starts_after_the_idle_time_and_a_press_returns_without_joining(cabinet):
    title = cabinet.scene
    title.idle_from -= 61 * 10**9                      # a minute without a press
    cabinet.step()
    attract = cabinet.scene
    assert isinstance(attract, AttractScene)
    assert cabinet.sound.volume < cabinet.settings["sound", "volume"]      # the sound is low
    for _ in range(30):
        attract.update(time.perf_counter_ns())
    cabinet.guard_s = 0.8
    press(cabinet, BOARD, "slap")                      # anything: back to the title at once
    assert isinstance(cabinet.scene, TitleScene)
    assert cabinet.sound.volume == cabinet.settings["sound", "volume"]
    press(cabinet, BOARD, "slap")                      # still in the title's guard: no Play
    assert isinstance(cabinet.scene, TitleScene) and not cabinet.hub.seats


def test_attract_shows_the_high_scores_between_demo_games(cabinet):
    conn = store.connect()
    highscores.add(conn, "win", "speed", 30500, "ACE")
    attract = AttractScene(cabinet.ctx)
    cabinet.switch(attract)
    attract.scores_until = time.perf_counter() + 5
    cabinet.step()
    assert attract.scores["win"] == [("ACE", 30500.0)]


# -- credits ----------------------------------------------------------------------------------
def test_credits_mode_needs_a_coin_from_key_pad_or_board(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, coins_per_play=1)
    try:
        press(app, BOARD, "slap")                      # title: Play
        press(app, BOARD, "b0", "b8", "slap")          # both halves join, start: no credit
        assert isinstance(app.scene, JoinScene)
        assert any("Insert a coin" in m for m, _ in app.messages)
        press(app, "keyboard", "5")
        press(app, "pad:4", "back")
        press(app, BOARD, "coin")                      # the input its COIN line declares
        assert app.cabinet.credits == 3
        press(app, BOARD, "slap")
        assert isinstance(app.scene, TableScene) and app.cabinet.credits == 2
    finally:
        app.quit()


def test_free_play_leaves_the_coin_buttons_alone(cabinet):
    press(cabinet, "keyboard", "5")
    assert cabinet.cabinet.credits == 0 and cabinet.cabinet.can_play()


# -- the operator menu ------------------------------------------------------------------------
def test_slap_and_both_aim_buttons_held_open_the_operator_menu(cabinet):
    t = time.perf_counter_ns() - int(3.5e9)
    for control in ("b5", "b6", "slap"):
        cabinet.hub.feed(RawInput(t, BOARD, control))
    cabinet.poll()
    operator = cabinet.scene
    assert isinstance(operator, OperatorScene)
    assert isinstance(cabinet.flow.stack.under(operator), TitleScene)     # over the screen


def test_operator_changes_are_saved_and_back_returns(cabinet, tmp_path):
    cabinet.flow.operator()
    operator = cabinet.scene
    labels = [item.label for item in operator.menu.items]
    operator.menu.selected = labels.index("Screen timeouts")
    operator.on_press(RawInput(0, "keyboard", "return"), "confirm")
    timeouts = cabinet.scene
    assert timeouts.menu.items[0].label == "Title ▸ attract mode"
    timeouts.on_press(RawInput(0, "keyboard", "right"), "right")      # 60 → 90 s
    assert cabinet.cabinet.attract_s == 90
    timeouts.back()
    assert cabinet.scene is operator
    operator.menu.selected = labels.index("Serial boards")
    operator.on_press(RawInput(0, "keyboard", "return"), "confirm")
    boards = cabinet.scene
    assert isinstance(boards, BoardsScene) and cabinet.flow.stack.under(boards) is operator
    cabinet.step()                                     # "No button board found."
    boards.back()
    operator.back()
    assert isinstance(cabinet.scene, TitleScene)
    saved = (tmp_path / "config" / "speed" / "settings.toml").read_text()
    assert "attract_s = 90" in saved
    assert "Shut down the machine" not in labels


def test_reset_high_scores_asks_twice(cabinet):
    conn = store.connect()
    highscores.add(conn, "call", "speed", 310, "BOB")
    operator = OperatorScene(cabinet.ctx)
    operator._erase()
    assert highscores.top(conn, "call", "speed")
    operator._erase()
    assert highscores.top(conn, "call", "speed") == []


# -- high scores ------------------------------------------------------------------------------
def test_records_are_peoples_fastest_wins_and_calls():
    records = Records([0])
    records.on_events([CallWindowOpened(1000.0, 1, [0, 1], 4000.0), Called(1420.0, 0),
                       GameWon(1420.0, 0, [0, 1], "called")])
    records.on_events([CallWindowOpened(900.0, 0, [0, 1], 4000.0), Called(1000.0, 1),
                       GameWon(2000.0, 1, [1, 0], "called")])
    assert records.best() == [Candidate("call", 0, 420.0), Candidate("win", 0, 1420.0)]


def test_highscores_keep_the_ten_fastest_and_check_initials(tmp_path):
    conn = store.connect(tmp_path / "hs.sqlite3")
    for n in range(12):
        highscores.add(conn, "win", "spit", 1000.0 * (12 - n), f"P{n:02d}")
    best = highscores.top(conn, "win", "spit")
    assert len(best) == 10 and best[0] == ("P11", 1000.0)
    assert highscores.qualifies(conn, "win", "spit", 1500.0)
    assert not highscores.qualifies(conn, "win", "spit", 99999.0)
    assert highscores.top(conn, "win", "speed") == []
    with pytest.raises(ValueError):
        highscores.add(conn, "win", "spit", 1.0, "toolong")


def test_initials_by_panel_are_stored_then_the_results_show(cabinet):
    table = TableScene(cabinet.ctx, list(BOTS))
    table.records = Records([0])
    table.records.found = [Candidate("win", 0, 20000.0)]
    scene = cabinet.flow.after_match_scene(table)
    assert isinstance(scene, InitialsScene)
    cabinet.switch(scene)
    press(cabinet, BOARD, "b5", "b5", "slap")          # up twice: C
    press(cabinet, BOARD, "b6", "slap")                # down from A: the wheel's last, Ü
    press(cabinet, BOARD, "slap")                      # A
    assert isinstance(cabinet.scene, ResultsScene)
    assert highscores.top(store.connect(), "win", "speed") == [("CÜA", 20000.0)]


def test_outside_cabinet_mode_the_results_come_straight(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = App(Settings(), size=(640, 480), seed=2, replay_to=str(tmp_path / "r.jsonl"))
    try:
        table = TableScene(app.ctx, list(BOTS))
        table.records.found = [Candidate("win", 0, 1.0)]
        assert isinstance(app.flow.after_match_scene(table), ResultsScene)
    finally:
        app.quit()


# -- orientation ------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", ["speed", "spit"])
def test_cocktail_turns_the_top_seats_rows_and_only_them(tmp_path, monkeypatch, variant):
    """The pixel test: each top row of the cocktail frame, turned back 180°, is that row of the
    normal frame (so the top seat reads upright from the top edge); the rest is identical."""
    frames = {}
    for orientation in ("normal", "cocktail"):
        app = make_app(tmp_path, monkeypatch, orientation=orientation)
        app.settings["game", "variant"] = variant
        table = TableScene(app.ctx, list(BOTS), now_ns=10**12)
        now = table.session.start_ns
        for _ in range(150):
            now += 20_000_000
            table.update(now)
        surface = pygame.Surface((1280, 720))
        table.draw(surface, now / 1e9)
        frames[orientation] = surface
        rows = top_rows(table.view.layout)
        app.quit()
    normal, cocktail = frames["normal"], frames["cocktail"]
    assert rows and all(row.bottom <= 720 // 2 for row in rows)
    for row in rows:
        upright = pygame.transform.rotate(cocktail.subsurface(row).copy(), 180)
        differ = sum(upright.get_at((x, y))[:3] != normal.subsurface(row).get_at((x, y))[:3]
                     for x in range(0, row.width, 7) for y in range(0, row.height, 5))
        turned_cards = sum(cocktail.subsurface(row).get_at((x, y))[:3] !=
                           normal.subsurface(row).get_at((x, y))[:3]
                           for x in range(0, row.width, 7) for y in range(0, row.height, 5))
        samples = len(range(0, row.width, 7)) * len(range(0, row.height, 5))
        assert differ < samples * 0.03, "the top rows do not read upright from the top"
        assert turned_cards > samples * 0.1, "the top rows were not turned"
    below = pygame.Rect(0, rows[-1].bottom, 1280, 720 - rows[-1].bottom)
    assert pygame.image.tobytes(cocktail.subsurface(below), "RGB") == \
        pygame.image.tobytes(normal.subsurface(below), "RGB")


def test_a_turned_monitor_gets_the_picture_turned(tmp_path, monkeypatch):
    turn = Turn(90)
    window = pygame.Surface((200, 100))
    canvas = turn.surface(window)
    assert canvas.get_size() == (100, 200)
    canvas.fill((0, 0, 0))
    canvas.fill((255, 0, 0), pygame.Rect(0, 0, 10, 10))        # the canvas's top left
    turn.present(window)
    assert window.get_at((195, 5))[:3] == (255, 0, 0)            # clockwise: top right
    assert turn.point((195, 5), (200, 100)) == (5, 4)
    assert Turn(0).surface(window) is window


def test_a_rematch_costs_a_play_like_any_other_match(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, coins_per_play=1)
    try:
        app.cabinet.credits = 1
        table = finished_table(app, games=1)
        results = app.scene
        assert isinstance(results, ResultsScene) and app.cabinet.credits == 1
        results.rematch()
        assert isinstance(app.scene, TableScene) and app.scene is not table
        assert app.cabinet.credits == 0
        finished_table(app, games=1)
        app.scene.rematch()                            # no credit left: the results stay
        assert isinstance(app.scene, ResultsScene)
        assert any("Insert a coin" in m for m, _ in app.messages)
    finally:
        app.quit()


def test_back_on_the_title_from_a_screen_over_it_its_idle_time_starts_again(cabinet):
    title = cabinet.scene
    cabinet.step()                                     # on show a frame
    cabinet.flow.push("options")
    title.idle_from -= 61 * 10**9                      # it sat under the options a minute
    cabinet.flow.back()
    cabinet.step()
    assert cabinet.scene is title                      # not attract mode at once
    title.idle_from -= 61 * 10**9
    cabinet.step()
    assert isinstance(cabinet.scene, AttractScene)
