"""The misplay lockout as the game sets it: on at 0.5 s for new matches (config.RULE_DEFAULTS),
an Options → Rules entry (off, 0.3, 0.5, 1 s) and a line on the help screen."""
import pygame
import pytest

from game.config import Settings, load_settings, save_settings
from game.ui.scenes.game_view import rule_options
from game.ui.scenes.help import HelpScene, misplay_lines
from game.ui.scenes.options import OptionsScene


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_new_matches_play_with_a_half_second_lockout_unless_the_player_turns_it_off(variant):
    settings = Settings()
    settings["game", "variant"] = variant
    assert rule_options(settings)["misplay_lockout_s"] == 0.5
    settings.rules["misplay_lockout_s"] = 0.0
    assert rule_options(settings)["misplay_lockout_s"] == 0.0
    assert misplay_lines(settings) == []


def test_the_rules_page_offers_off_and_three_lengths_and_the_choice_is_saved(app, tmp_path):
    app.ctx.settings.path = tmp_path / "settings.toml"
    scene = OptionsScene(app.ctx)
    item = scene.find("Misplay lockout")
    assert [item.show(v) for v in item.values] == ["off", "0.3 s", "0.5 s", "1 s"]
    assert item.values[item.index] == 0.5
    item.on_change(0.0)
    assert app.ctx.settings.rules["misplay_lockout_s"] == 0.0      # off is kept, not dropped
    save_settings(app.ctx.settings)
    assert load_settings(app.ctx.settings.path).rules_in_play()["misplay_lockout_s"] == 0.0
    item.on_change(0.5)
    assert "misplay_lockout_s" not in app.ctx.settings.rules       # back to the game's default


def test_the_help_screen_tells_the_rule_with_its_length(app):
    app.ctx.settings.rules["misplay_lockout_s"] = 1.0
    assert "locks for 1 s" in misplay_lines(app.ctx.settings)[0]
    screen = pygame.display.set_mode((1280, 720))
    HelpScene(app.ctx).draw(screen, 0.0)                 # drawn without an error
