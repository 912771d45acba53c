"""Watching a replay: lines are applied as their time comes, and the record ends where check ends."""
from pathlib import Path

import pytest

from game.replay.format import ReplayError, read_replay
from game.replay.runner import check
from game.ui.viewer import watch
from tests.ui.screen import feed as press

SCENARIOS = Path(__file__).resolve().parents[1] / "replay" / "scenarios" / "speed"
APP = {"size": (1024, 600)}


def Viewer(app, path):
    """The replay of `path` on screen, the app's first scene as `speed replay` opens it."""
    app.scene = app.flow.replay(*read_replay(path, tolerate_torn_tail=True))
    return app.scene


def test_the_viewer_plays_a_record_in_time_order(app):
    path = SCENARIOS / "penalty_pile_bottom_becomes_top.jsonl"
    viewer = Viewer(app, str(path))
    viewer.game_ms = 55.0
    viewer.feed(0.0)
    assert viewer.run.applied == 5                    # the lines at 10..50 ms, not 60
    viewer.game_ms = 10_000.0
    viewer.feed(1.0)
    app.step()
    assert viewer.pending is None
    expected = check(str(path))
    assert viewer.run.summary()["piles"] == expected["piles"]


def test_a_record_cut_by_a_crash_plays_up_to_its_last_whole_line(app, tmp_path):
    source = (SCENARIOS / "penalty_pile_bottom_becomes_top.jsonl").read_text()
    torn = tmp_path / "torn.jsonl"
    torn.write_text(source[: source.rindex('{"t": 3300')] + '{"t": 3300, "seat": 0, "int')
    viewer = Viewer(app, str(torn))
    viewer.game_ms = 1e9
    viewer.feed(0.0)
    assert viewer.pending is None and viewer.run.applied == 15
    cut = source[: source.rindex('{"t": 3300')].count("\n") + 1
    assert viewer.status().endswith(f"the file ends early: line {cut} is cut off")


def test_a_record_that_stops_before_the_game_ends_stops_its_clock_and_says_so(app, tmp_path):
    source = (SCENARIOS / "penalty_pile_bottom_becomes_top.jsonl").read_text()
    short = tmp_path / "short.jsonl"
    short.write_text("".join(source.splitlines(keepends=True)[:6]))
    viewer = Viewer(app, str(short))
    viewer.game_ms = 1e9
    viewer.feed(0.0)
    assert viewer.game_ms == viewer.last_t == 50.0          # not racing on past the record
    assert "end of record" not in viewer.status()
    assert viewer.status().endswith("the file ends early, before the game is over")
    viewer.draw(app.screen, 0.0)


def test_no_display_is_one_line_not_a_traceback(monkeypatch, capsys):
    import pygame

    def no_display(*args, **kwargs):
        raise pygame.error("x11 not available")
    monkeypatch.setattr(pygame.display, "set_mode", no_display)
    assert watch(str(SCENARIOS / "penalty_pile_bottom_becomes_top.jsonl")) == 1
    err = capsys.readouterr().err
    assert "cannot open the replay window (x11 not available)" in err and err.count("\n") == 1


def test_a_broken_header_is_one_line_and_status_2(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": "nope"}\n')
    assert watch(str(bad)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 1" in err
    with pytest.raises(ReplayError):
        read_replay(str(bad), tolerate_torn_tail=True)


def test_the_viewer_runs_in_the_main_loop_with_its_keys(app):
    viewer = Viewer(app, str(SCENARIOS / "penalty_pile_bottom_becomes_top.jsonl"))
    press(app, "keyboard", "space")
    assert viewer.paused and "paused" in viewer.status()
    press(app, "keyboard", "right", "right", "down")
    assert viewer.status().startswith("replay  x2")
    press(app, "keyboard", "escape")
    assert not app.running
