"""The stats screen: every remembered player's record and charts (ratings over time, pace and
reaction), or a note when none."""
import pygame
import pytest

from game import i18n
from game.store.db import connect
from game.store.history import record
from game.ui.charts.history import PACE, REACTION
from game.ui.charts.plot import GRID
from game.ui.charts.ratings import draw_ratings, player_colour
from game.ui.palette import AXIS
from game.ui.scenes.stats_screen import VIEWS, StatsScene, player_lines
from game.ui.scenes.title import TitleScene
from game.ui.text import TextCache
from tests.ui.screen import count, feed
from tests.store.test_history import bot, people, played


def test_a_fresh_folder_says_nobody_is_remembered(app):
    scene = StatsScene(app.ctx)
    scene.draw(app.screen, 0.0)
    assert scene.data == {"matches": 0, "players": []}


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_the_chart_shows_each_match_inside_the_window(app, size):
    with connect() as db:
        for seed in (1, 2, 3):
            record(db, people(played([bot("Ana", "hard", "Ana"), bot("CPU", "easy")], seed)))
    screen = pygame.display.set_mode(size)
    scene = StatsScene(app.ctx)
    scene.on_press(None, "left")                     # Speed rating → back round to pace
    scene.draw(screen, 0.0)
    assert [p["name"] for p in scene.data["players"]] == ["Ana"]
    assert screen.get_rect().contains(scene.chart.rect)
    assert count(screen, scene.chart.area, REACTION) > 30
    assert count(screen, scene.chart.area, PACE) > 30


def test_the_title_leads_to_it_and_back(app):
    title = TitleScene(app.ctx)
    app.switch(title)
    title.stats()
    assert isinstance(app.scene, StatsScene)
    app.scene.on_press(None, "back")
    assert isinstance(app.scene, TitleScene)


def test_a_click_on_the_back_line_goes_back(app):
    scene = StatsScene(app.ctx)
    app.switch(scene)
    scene.draw(app.screen, 0.0)
    scene.on_mouse(scene.back_rect.center, True)
    assert isinstance(app.scene, TitleScene)


def two_rated(app):
    """Ana (three matches) and Bo (one) rated in Speed; nobody in Spit."""
    with connect() as db:
        for seed in (1, 2, 3):
            record(db, people(played([bot("Ana", "expert", "Ana"), bot("CPU", "easy")], seed)))
        record(db, people(played([bot("Bo", "hard", "Bo"), bot("CPU", "hard")], 4)))


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_the_rating_chart_draws_a_whole_line_per_player(app, size):
    two_rated(app)
    screen = pygame.display.set_mode(size)
    scene = StatsScene(app.ctx)                            # opens on the variant being played
    scene.draw(screen, 0.0)
    chart = scene.chart
    assert screen.get_rect().contains(chart.outer) and chart.outer.contains(chart.area)
    ana, bo = (player_colour(i) for i in range(2))
    assert count(screen, chart.area, ana) > 60 and count(screen, chart.area, bo) > 20
    a = chart.area
    right_edge = pygame.Rect(a.right - 6, a.top, 6, a.height)
    assert count(screen, right_edge, ana) > 0          # Ana's last match reaches the end
    assert count(screen, pygame.Rect(a.left, a.top, 6, a.height), bo) > 0    # Bo's start
    assert set(chart.labels) == {"Ana", "Bo"}
    for label in chart.labels.values():
        assert chart.outer.contains(label) and not label.colliderect(a)
    first, second = sorted(chart.labels.values(), key=lambda r: r.top)
    assert not first.colliderect(second)


def test_a_variant_with_no_rated_match_draws_no_line(app):
    two_rated(app)
    scene = StatsScene(app.ctx)
    scene.on_press(None, "right")                      # Speed → Spit
    scene.draw(app.screen, 0.0)
    assert scene.chart.labels == {}
    assert count(app.screen, scene.chart.area, player_colour(0)) == 0


@pytest.mark.parametrize("device, control", [("keyboard", "right"), ("pad:2", "dpright"),
                                             ("serial:CAB", "b3")])
def test_every_device_turns_the_chart(app, device, control):
    scene = StatsScene(app.ctx)
    app.switch(scene)
    feed(app, device, control)
    assert VIEWS[scene.view] == "spit"


def test_a_click_on_a_tab_shows_that_chart(app):
    scene = StatsScene(app.ctx)
    app.switch(scene)
    two_rated(app)
    scene.data = StatsScene(app.ctx).data
    scene.draw(app.screen, 0.0)
    scene.on_mouse(scene.tabs[VIEWS.index("pace")].center, True)
    assert VIEWS[scene.view] == "pace"


TALLY = {"won": 3, "lost": 2, "drawn": 0}
RECORD = {"matches": 5, "ratings": {}, "best": {},
          "by_variant": {"speed": TALLY, "california": TALLY},
          "by_opponent": {"computer (expert)": TALLY, "guests": TALLY, "Bruno": TALLY}}


@pytest.mark.parametrize("language, computer, guests", [
    ("en", "computer (expert)", "guests"),
    ("pt_BR", "computador (especialista)", "convidados"),
    ("da", "computer (ekspert)", "gæster"),
    ("nl", "computer (expert)", "gasten")])
def test_the_record_names_games_and_opponents_in_the_players_language(language, computer,
                                                                      guests):
    """What the history keeps ("computer (expert)", "speed") is shown as the rest of the game
    names it, in the player's language; a remembered name stays as it is."""
    i18n.use(language)
    lines = [line for line, _ in player_lines(RECORD)]
    assert any(line.startswith("Speed: ") for line in lines), lines
    assert any(line.startswith("California Speed: ") for line in lines), lines
    assert not any(line.startswith(("speed", "california")) for line in lines), lines
    assert sum(computer in line for line in lines) == 1, lines
    assert sum(f" {guests}:" in line for line in lines) == 1, lines
    assert sum(" Bruno:" in line for line in lines) == 1, lines


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_an_empty_rating_chart_says_so_clear_of_the_grid_and_the_axis_words(app, size):
    """Nobody rated in California: the note sits on a plain box no grid line crosses, and the
    x axis's last number ("1") and its name ("matches") stand apart."""
    two_rated(app)
    screen = pygame.display.set_mode(size)
    scene = StatsScene(app.ctx)
    scene.view = VIEWS.index("california")
    scene.draw(screen, 0.0)
    chart = scene.chart
    assert chart.area.contains(chart.note)
    assert count(screen, chart.note.inflate(-4, -4), GRID) == 0
    assert count(screen, chart.note.inflate(-4, -4), AXIS) > 50          # the words
    assert len(chart.x_labels) == 1, "only \"start\": no match numbers on an empty chart"
    assert chart.caption.left - chart.x_labels[-1].right > chart.unit


@pytest.mark.parametrize("size", [(400, 300), (600, 400), (900, 500)])
def test_the_last_match_number_and_the_axis_name_stand_apart(size):
    """Ten matches: "10" sits at the axis's end, "matches" after it with a gap."""
    pygame.display.init()
    pygame.display.set_mode((320, 240))
    surface = pygame.Surface(size)
    chart = draw_ratings(surface, TextCache(), surface.get_rect(),
                         {"Ana": [1200.0 + 5 * n for n in range(11)]}, {"Ana": (255, 0, 0)},
                         "Speed", max(10, size[1] // 34))
    last = max(chart.x_labels, key=lambda label: label.right)
    assert last.centerx >= chart.area.right - 2, "the last tick is the last match"
    assert chart.caption.left - last.right >= chart.unit // 3
    assert chart.outer.contains(chart.caption)
