"""The app's scenes driven headless by posted key presses, as a player would use them."""
import json
import time

import pygame
import pytest

from game.app import App
from game.config import load_settings
from game.engine.cards import name
from game.replay.runner import check
from game.ui.scenes.join import JoinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.help import HelpScene

SECOND = 1_000_000_000

APP = {"seed": 3}


def keys(app, *names, frames=1):
    for key_name in names:
        key = pygame.key.key_code(key_name)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, scancode=0, unicode=""))
        for _ in range(frames):
            app.poll()
            app.step()


def test_title_join_table_pause_and_back_to_title(app, tmp_path):
    assert isinstance(app.scene, TitleScene)
    keys(app, "return")
    assert isinstance(app.scene, JoinScene)
    keys(app, "a", "n")
    assert [s.device for s in app.scene.seats if s] == ["keyboard#keyboard_left",
                                                       "keyboard#keyboard_right"]
    keys(app, "return")
    table = app.scene
    assert isinstance(table, TableScene)
    table.session.start_ns = time.perf_counter_ns()   # skip "Ready… Set…"
    keys(app, "a", frames=3)                         # left player's first card
    keys(app, "escape")
    assert table.paused_at is not None
    keys(app, "f1")
    assert isinstance(app.scene, HelpScene)
    keys(app, "escape")
    assert app.scene is table and table.session.recorder is not None
    keys(app, "down", "return")                      # pause menu: quit to the title screen
    keys(app, "down", "return")                      # asked first (the match is on): yes
    assert isinstance(app.scene, TitleScene)
    lines = [json.loads(l) for l in (tmp_path / "replay.jsonl").read_text().splitlines()]
    assert lines[1]["seat"] == 0 and lines[1]["intent"] == "play"
    assert lines[-1]["intent"] == "end"


def test_quitting_from_pause_ends_the_replay_where_the_live_game_stopped(app, tmp_path):
    keys(app, "return", "a", "n", "return")
    table = app.scene
    table.session.start_ns = time.perf_counter_ns()   # skip "Ready… Set…"
    keys(app, "a", "n", frames=3)
    keys(app, "escape")
    stopped_at = table.session.game.now
    time.sleep(0.3)                                    # the pause: game time stands still
    keys(app, "down", "return")                        # pause menu: quit to the title screen
    keys(app, "down", "return")                        # asked first (the match is on): yes
    assert isinstance(app.scene, TitleScene)
    path = str(tmp_path / "replay.jsonl")
    lines = [json.loads(l) for l in open(path)]
    assert lines[-1] == {"t": stopped_at, "intent": "end"}
    assert check(path)["piles"] == [[name(c) for c in p] for p in table.session.game.piles()]


def test_options_that_do_not_go_together_are_one_line_not_a_crash(app):
    app.settings.rules["deal"] = "mcleod"                 # McLeod is for two players
    keys(app, "return", "b", "b", "b", "return")
    assert isinstance(app.scene, JoinScene)
    assert any("McLeod" in m for m, _ in app.messages)


def test_an_action_bound_to_nothing_does_not_break_the_join_screen(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "speed").mkdir()
    (tmp_path / "speed" / "bindings.toml").write_text("[keyboard_left]\nslot1 = []\n")
    made = App(load_settings(tmp_path / "none.toml"), size=(1280, 720))
    made.guard_s = 0
    try:
        keys(made, "return", "s")
        assert made.scene.seats[0].device == "keyboard#keyboard_left"
        keys(made, "b")                                # draws the seat's key summary
        assert made.scene.seats[1].kind == "bot"
    finally:
        made.quit()


def test_a_whole_number_setting_must_be_a_whole_number(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("[display]\nfps = 60.0\n[game]\nseed = 1.5\n")
    settings = load_settings(path)
    assert settings.errors == [f"{path}:2: fps must be one of 60, 120, 144, not 60.0; using 60",
                               f"{path}:4: seed must be a whole number >= 0, not 1.5; using 0"]
    assert settings["display", "fps"] == 60 and settings["game", "seed"] == 0


def test_join_needs_two_players_and_b_adds_the_computer(app):
    keys(app, "return", "a", "return")
    assert isinstance(app.scene, JoinScene)
    assert any("Two players" in m for m, _ in app.messages)
    keys(app, "b")
    assert app.scene.seats[1].kind == "bot"
    keys(app, "backspace")
    assert app.scene.seats[1] is None


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_bots_play_a_match_to_the_results(app, variant):
    app.settings.rules["games_to_win"] = 1
    app.settings["game", "variant"] = variant
    keys(app, "return", "b", "b", "return")
    table = app.scene
    now = table.session.start_ns
    frames = 0
    while isinstance(app.scene, TableScene) and now < table.session.start_ns + 3600 * SECOND:
        now += SECOND // 50
        frames += 1
        app.scene.update(now)
        if frames % 25 == 0:                         # draw now and then, as the loop would
            app.scene.draw(app.screen, now / SECOND)
    assert isinstance(app.scene, ResultsScene)
    app.step()
    played = sum(table.session.stats.played)
    assert played > 10 and table.session.game.over
    keys(app, "return")                              # rematch
    assert isinstance(app.scene, TableScene) and app.scene is not table


def test_options_change_the_variant_and_are_saved(app, tmp_path):
    keys(app, "down", "return")
    assert isinstance(app.scene, OptionsScene)
    labels = [i.label for page in app.scene.pages.values() for i in page]   # every page's
    assert "Jokers" in labels and "Scoring" not in labels
    keys(app, "right")                               # Game: speed → spit
    labels = [i.label for page in app.scene.pages.values() for i in page]
    assert "Scoring" in labels and "Jokers" not in labels
    keys(app, "escape")
    assert isinstance(app.scene, TitleScene)
    saved = load_settings(tmp_path / "config" / "speed" / "settings.toml")
    assert saved["game", "variant"] == "spit" and not saved.errors


def test_a_broken_settings_file_is_one_line_and_the_game_runs(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[game]\nvariant = "speed"\n[sound]\nvolume = "loud"\n')
    settings = load_settings(path)
    assert settings.errors == [f"{path}:4: volume must be a number from 0 to 1, not \"loud\"; "
                               "using 0.8"]
    assert settings["sound", "volume"] == 0.8
    path.write_text('[game\n')
    broken = load_settings(path)
    assert len(broken.errors) == 1 and broken.errors[0].startswith(f"{path}:1:")


def test_the_mouse_works_in_menus_but_is_never_needed(app):
    app.step()                                       # lays the title menu out
    options = app.scene.menu.rects[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=options.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.poll()
    assert app.scene.menu.selected == 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=options.center, button=1))
    app.poll()
    assert isinstance(app.scene, OptionsScene)


def test_an_unplugged_controller_pauses_the_table_and_its_return_resumes(app):
    keys(app, "return", "a", "n", "return")
    table = app.scene
    seat = app.hub.seats[1]
    seat.paused = True                               # what the hub does on a removal event
    app.step()
    assert table.paused_at is not None
    assert any("unplugged" in m for m, _ in app.messages)
    seat.paused = False                              # plugged back in
    app.step()
    assert table.paused_at is None


def test_closing_the_window_over_the_help_screen_still_ends_the_replay(app, tmp_path):
    keys(app, "return", "a", "n", "return")
    table = app.scene
    table.session.start_ns = time.perf_counter_ns()
    keys(app, "a", frames=3)
    keys(app, "f1")
    assert isinstance(app.scene, HelpScene)
    app.quit()
    lines = (tmp_path / "replay.jsonl").read_text().splitlines()
    assert json.loads(lines[-1])["intent"] == "end"


def test_a_pad_problem_after_start_up_reaches_the_screen(app):
    app.hub.gamepads.errors.append("pad 3: cannot open it (busy)")
    app.poll()
    assert any("pad 3" in m for m, _ in app.messages)


def test_settings_made_in_code_save_to_the_players_config_folder(tmp_path, monkeypatch):
    from game.config import Settings, save_settings
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    settings = Settings()
    settings["game", "variant"] = "california"
    save_settings(settings)
    assert load_settings(tmp_path / "speed" / "settings.toml")["game", "variant"] == "california"


def test_three_join_and_three_play_and_seats_fill_in_order(app):
    keys(app, "return", "a", "n", "b")
    join = app.scene
    assert len(join.seats) == 4 and [s is not None for s in join.seats] == [1, 1, 1, 0]
    app.hub.leave(1)                                             # player 2 left: a gap
    join.seats[1], join.seats[3] = None, join.seats[2]
    join.seats[2] = None
    keys(app, "return")                                          # the others close it up
    first = app.scene
    assert isinstance(first, TableScene) and [s.kind for s in first.seats] == ["human", "bot"]
    assert sorted(app.hub.seats) == [0] and first.seats[1].name == "Computer 2"
    first.quit()
    keys(app, "return", "a", "n", "b", "return")
    assert isinstance(app.scene, TableScene) and app.scene.session.game.seats == 3


def test_esc_pauses_for_a_seated_keyboard_whose_layout_binds_no_pause_key(app):
    """A player's own layout without `pause`: Esc still pauses (and resumes), as it does for
    a keyboard that holds no seat."""
    from game.input.bindings import Layout
    keys(app, "return", "a", "n", "return")
    table = app.scene
    for seat in app.hub.seats.values():
        mine = {a: c for a, c in seat.layout.actions.items() if a != "pause"}
        seat.layout = Layout(seat.layout.name, seat.layout.device, seat.layout.scheme, mine)
    keys(app, "escape")
    assert table.paused_at is not None
    keys(app, "escape")
    assert table.paused_at is None


def test_a_settings_file_saved_by_an_older_version_loads_without_complaint(tmp_path):
    """Older versions saved `players` (the join screen now seats as many as join)."""
    path = tmp_path / "settings.toml"
    path.write_text("[game]\nvariant = \"spit\"\nseed = 0\nbot_level = \"hard\"\nplayers = 2\n")
    settings = load_settings(path)
    assert settings.errors == [] and settings["game", "variant"] == "spit"


def test_a_pause_before_the_tables_first_frame_does_not_push_the_start_away(app):
    """Esc pressed between the start of the match and the table's first frame (the app polls
    ~16 times a frame): resuming must not move t = 0 by the whole perf_counter clock."""
    keys(app, "return", "a", "n")
    for key_name in ("return", "escape"):            # both drained before any table update
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=pygame.key.key_code(key_name), mod=0,
                                                 scancode=0, unicode=""))
        app.poll()
    table = app.scene
    assert isinstance(table, TableScene) and table.paused_at is not None
    start = table.session.start_ns
    keys(app, "escape")                              # resume
    assert table.paused_at is None
    assert table.session.start_ns - start < 5 * SECOND


def test_player_twos_slap_pad_joins_rather_than_starts_the_match(app):
    from game.input.raw_input import RawInput
    keys(app, "return")
    join = app.scene
    app.hub.feed(RawInput(1, "serial:CAB", "b0"))     # player 1's half of the board joins
    app.scene.update(0)
    keys(app, "b")                                   # and a computer player
    app.hub.feed(RawInput(2, "serial:CAB", "slap2"))  # player 2 hits their pad to join
    for press in app.hub.take_presses():
        app.scene.on_press(press, None)
    app.scene.update(0)
    assert app.scene is join
    assert [s.device for s in join.seats if s][-1] == "serial:CAB#arcade_p2"


def test_a_press_waiting_in_the_hold_when_the_game_pauses_is_kept(app):
    from game.engine.intents import FLIP, Intent
    keys(app, "return", "a", "n", "return")
    table = app.scene
    table.session.start_ns = time.perf_counter_ns() - 1_000_000_000
    table.session.hold_ns = 50_000_000                  # as with a serial board seated
    table.update(time.perf_counter_ns())
    waiting = Intent(table.now_ns - 10_000_000, 0, FLIP)   # pressed 10 ms before the pause
    table.session.push(waiting)
    table.pause()
    table.session.push(Intent(time.perf_counter_ns() + 1, 1, FLIP))   # pressed while paused
    time.sleep(0.05)
    table.resume()
    kept = table.session.queue.pop_until()
    assert [(i.seat, i.kind) for i in kept] == [(0, FLIP)]
    assert kept[0].t > waiting.t                       # moved on by the length of the pause
