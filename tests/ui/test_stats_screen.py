"""The stats screen: every remembered player's record and a chart, or a note when none."""
import pygame
import pytest

from game.store.db import connect
from game.store.history import record
from game.ui.charts.history import PACE, REACTION
from game.ui.scenes.stats_screen import StatsScene
from game.ui.scenes.title import TitleScene
from tests.ui.screen import count
from tests.store.test_history import bot, people, played


def test_a_fresh_folder_says_nobody_is_remembered(app):
    scene = StatsScene(app)
    scene.draw(app.screen, 0.0)
    assert scene.data == {"matches": 0, "players": []}


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_the_chart_shows_each_match_inside_the_window(app, size):
    with connect() as db:
        for seed in (1, 2, 3):
            record(db, people(played([bot("Ana", "hard", "Ana"), bot("CPU", "easy")], seed)))
    screen = pygame.display.set_mode(size)
    scene = StatsScene(app)
    scene.draw(screen, 0.0)
    assert [p["name"] for p in scene.data["players"]] == ["Ana"]
    assert screen.get_rect().contains(scene.chart.rect)
    assert count(screen, scene.chart.area, REACTION) > 30
    assert count(screen, scene.chart.area, PACE) > 30


def test_the_title_leads_to_it_and_back(app):
    title = TitleScene(app)
    app.switch(title)
    title.stats()
    assert isinstance(app.scene, StatsScene)
    app.scene.on_press(None, "back")
    assert isinstance(app.scene, TitleScene)


def test_a_click_on_the_back_line_goes_back(app):
    scene = StatsScene(app)
    app.switch(scene)
    scene.draw(app.screen, 0.0)
    scene.on_mouse(scene.back_rect.center, True)
    assert isinstance(app.scene, TitleScene)
