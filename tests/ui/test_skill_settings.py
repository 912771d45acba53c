"""Skill decides, as the game sets it for new matches (config.RULE_DEFAULTS): a lockout that grows
from 0.5 s to 4 s with a 2 s memory, a table that stalls after 4 s; Options → Rules rows for
each, kept in the settings file like the other rule options; the tutorial never stalls."""
import pytest

from game.session import SeatInfo
from game.config import RULE_DEFAULTS, Settings, load_settings, save_settings
from game.ui.modes.tutorial import WAITS, TutorialMode
from game.ui.scenes.game_view import rule_options
from game.ui.scenes.options import OptionsScene


def test_the_games_own_settings():
    assert RULE_DEFAULTS == {"misplay_lockout_s": 0.5, "misplay_lockout_max_s": 4.0,
                             "misplay_memory_s": 2.0, "stall_s": 4.0}


@pytest.mark.parametrize("variant, stalls", [("speed", True), ("spit", True),
                                             ("california", False)])
def test_new_matches_grow_the_lockout_and_stall_where_the_variant_has_stalls(variant, stalls):
    settings = Settings()
    settings["game", "variant"] = variant
    given = rule_options(settings)
    assert given["misplay_lockout_max_s"] == 4.0 and given["misplay_memory_s"] == 2.0
    assert given.get("stall_s") == (4.0 if stalls else None)
    assert ("stall_s" in given) is stalls


def test_the_rules_page_rows_and_a_choice_kept_in_the_file(app, tmp_path):
    app.ctx.settings.path = tmp_path / "settings.toml"
    scene = OptionsScene(app.ctx)
    grows = scene.find("Lockout grows up to")
    assert [grows.show(v) for v in grows.values] == ["off", "2 s", "4 s", "8 s"]
    assert grows.values[grows.index] == 4.0
    memory = scene.find("Lockout memory")
    assert memory.values[memory.index] == 2.0 and memory.show(2.0) == "2 s"
    stall = scene.find("Stalled table")
    assert [stall.show(v) for v in stall.values] == ["never", "3 s", "4 s", "6 s", "10 s"]
    assert stall.values[stall.index] == 4.0
    grows.on_change(None)
    stall.on_change(None)
    assert app.ctx.settings.rules["misplay_lockout_max_s"] is None      # no growth is kept
    save_settings(app.ctx.settings)
    assert 'stall_s = "never"' in app.ctx.settings.path.read_text()
    kept = load_settings(app.ctx.settings.path).rules_in_play()
    assert kept["misplay_lockout_max_s"] is None and kept["stall_s"] is None
    stall.on_change(4.0)
    assert "stall_s" not in app.ctx.settings.rules                     # back to the default


def test_a_bad_value_in_the_file_is_one_line_and_the_default_stays(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("[game]\nstall_s = -2\nmisplay_memory_s = \"x\"\n")
    settings = load_settings(path)
    assert settings.rules_in_play()["stall_s"] == 4.0
    assert settings.rules_in_play()["misplay_memory_s"] == 2.0
    words = [str(e) for e in settings.errors]
    assert any("settings.toml:2:" in w and "stall_s" in w for w in words)
    assert any("settings.toml:3:" in w and "misplay_memory_s" in w for w in words)


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_the_tutorial_waits_for_its_learner(variant, app):
    mode = TutorialMode(variant)
    seats = [SeatInfo("You"), SeatInfo("Teacher", "bot", level="easy")]
    session = mode.session(app.ctx, seats, variant, {"stall_s": 4.0}, 1, 0)
    assert WAITS == {"stall_s": None}
    assert getattr(session.match.rules, "stall_ms", None) is None
    assert session.match.rules.options.get("misplay_lockout_s") == (
        mode.lesson.options.get("misplay_lockout_s", 0.0))       # the lesson's own rules
