"""The results charts as pixels: each shows every player, inside its own box, at every size."""
import pygame
import pytest

from game.session import SeatInfo, Session
from game.stats import Stats
from game.ui.charts.plot import seat_colour
from game.ui.charts.races import EDGES, margin_bins
from game.ui.charts.reactions import bins
from game.ui.charts.timeline import draw_timeline
from game.ui.text import TextCache
from game.ui.scenes.results import ResultsScene, layout
from game.ui.scenes.table_scene import TableScene
from tests.ui.screen import count

SIZES = [(1280, 720), (800, 600), (1920, 1080), (640, 480), (1000, 1000)]


def finished(app, variant="speed"):
    """A bot match played to its end in simulated time."""
    app.settings.rules["games_to_win"] = 2
    app.settings["game", "variant"] = variant
    table = TableScene(app.ctx, [SeatInfo("Ana", "bot", level="hard"),
                             SeatInfo("Bruno", "bot", level="expert")])
    app.switch(table)
    now = table.session.start_ns
    while not table.session.match.over and now < table.session.start_ns + 3600 * 10**9:
        now += 20_000_000
        table.update(now)
    return table


@pytest.mark.parametrize("size", SIZES)
def test_every_chart_shows_both_players_inside_its_box(app, size):
    table = finished(app)
    screen = pygame.display.set_mode(size)
    app.screen = screen
    scene = ResultsScene(app.ctx, table)
    scene.draw(screen, 0.0)
    whole = screen.get_rect()
    boxes = [plot.rect for plot in scene.charts.values()]
    for name, plot in scene.charts.items():
        assert whole.contains(plot.rect), f"{name} is clipped by the window at {size}"
        assert plot.area.width > 40 and plot.area.height > 30, f"{name} is squashed at {size}"
        for seat in (0, 1):
            assert count(screen, plot.area, seat_colour(seat)) > 20, \
                f"{name} shows nothing of seat {seat} at {size}"
    for i, box in enumerate(boxes):
        assert all(not box.colliderect(other) for other in boxes[i + 1:]), "charts overlap"
    timeline = scene.charts["timeline"].area
    end = pygame.Rect(timeline.right - 3, timeline.top, 3, timeline.height)
    assert any(count(screen, end, seat_colour(s)) for s in (0, 1)), \
        "the cards-left lines stop short of the end of the match"


def test_the_menu_and_players_sit_beside_the_charts_not_on_them():
    for size in SIZES:
        areas = layout(size, max(12, min(size[0] // 56, size[1] // 34)), 80)
        rects = list(areas.values())
        for i, rect in enumerate(rects):
            assert pygame.Rect(0, 0, *size).contains(rect), (size, rect)
            assert all(not rect.colliderect(other) for other in rects[i + 1:]), size


def test_an_empty_match_says_so_instead_of_drawing_nothing():
    pygame.display.init()
    pygame.display.set_mode((320, 240))
    surface = pygame.Surface((600, 300))
    surface.fill((0, 0, 0))
    plot = draw_timeline(surface, TextCache(), surface.get_rect(), Stats(2), 14)
    assert count(surface, plot.area, seat_colour(0)) == 0
    bright = pygame.mask.from_threshold(surface.subsurface(plot.area), (170, 200, 180),
                                        (60, 60, 60, 255)).count()
    assert bright > 50                    # "No cards were played" is written there


@pytest.mark.parametrize("variant", ["spit", "california"])
def test_the_round_variants_chart_too(app, variant):
    table = finished(app, variant)
    scene = ResultsScene(app.ctx, table)
    scene.draw(app.screen, 0.0)
    plot = scene.charts["timeline"]
    assert count(app.screen, plot.area, seat_colour(0)) > 20


def test_stats_follow_a_match():
    session = Session("speed", {"games_to_win": 2},
                      [SeatInfo("A", "bot", level="hard"), SeatInfo("B", "bot", level="easy")],
                      7, record=False)
    now = 0
    session.new_game(now)
    while not session.match.over:
        now += 20_000_000
        session.update(now)
        if session.game.over and not session.match.over:
            session.new_game(now)
    stats = session.stats
    assert all(len(r) > 5 for r in stats.reactions)
    assert all(0 <= ms <= 60_000 for r in stats.reactions for ms in r)
    # the hard bot reacts faster than the easy one
    assert stats.median_reaction_ms(0) < stats.median_reaction_ms(1)
    for line in stats.timeline:
        times = [t for t, _ in line]
        assert times == sorted(times) and line[0][1] > 0
    assert sum(1 for _, kind, _ in stats.marks if kind == "game") == sum(session.match.wins)
    assert stats.races == len(stats.margins)
    assert all(0 <= ms <= 300 for _, _, ms in stats.margins)
    assert stats.races_won[0] + stats.races_won[1] == stats.races


def test_a_remembered_players_rating_change_is_in_their_lines(app):
    table = finished(app)
    from game.ui.scenes.results import player_lines
    lines = player_lines(table.session, 0, {0: (1200.0, 1216.4)})
    assert lines[0] == "rating 1216 (+16)"
    assert not any("rating" in line for line in player_lines(table.session, 1, {}))


def test_count_axes_tick_whole_numbers_only():
    from game.ui.charts.plot import _ticks
    assert _ticks(-1.0, 1.0, least=1.0) == [-1.0, 0.0, 1.0]
    assert 0.5 in _ticks(-1.0, 1.0)                  # a time axis may use halves


def test_marks_too_close_to_letter_apart_share_one_letter_with_their_count(display):
    from game.ui.text import recording
    stats = Stats(2)
    stats._now = 60_000.0                                  # a minute's match
    stats.timeline = [[(0.0, 20), (59_000.0, 3)], [(0.0, 20), (59_000.0, 9)]]
    stats.marks = [(10_000.0, "flip", None), (10_150.0, "flip", None),
                   (10_300.0, "flip", None), (40_000.0, "flip", None), (41_000.0, "slap", 0)]
    surface = pygame.Surface((400, 250))
    with recording() as texts:
        draw_timeline(surface, TextCache(), surface.get_rect(), stats, 14)
    tags = [t for t, _, why in texts if why.startswith("a mark's letter")]
    assert tags == ["F×3", "F", "S"]            # one flip's letter never drawn into another's


@pytest.mark.parametrize("size", SIZES)
def test_each_charts_axis_reaches_its_largest_value_and_names_every_bin(app, size):
    """No bar runs past the top numbered line (6 races on a 0-5 axis, 22 plays on 0-20), and
    the races' margin edges are all written, "300ms" too, at every size."""
    table = finished(app)
    screen = pygame.display.set_mode(size)
    app.screen = screen
    scene = ResultsScene(app.ctx, table)
    scene.draw(screen, 0.0)
    stats = table.session.stats
    reactions = max(max(bins(times)) for times in stats.reactions)
    races = max(max(w + l) for w, l in (margin_bins(stats.margins, s) for s in (0, 1)))
    cards = max(n for line in stats.timeline for _t, n in line)
    for name, largest in (("reactions", reactions), ("races", races), ("timeline", cards)):
        plot = scene.charts[name]
        assert max(plot.y_ticks) >= largest, (name, plot.y_ticks, largest)
        assert plot.y1 == max(plot.y_ticks), name           # the axis ends on its top line
    labels = scene.charts["races"].x_labels
    if size[0] >= 800:                       # at 640 wide the edges' words are wider than a bin
        assert len(labels) == len(EDGES), f"a margin edge is not written at {size}"
    assert not any(a.colliderect(b) for i, a in enumerate(labels) for b in labels[i + 1:])
    assert all(scene.charts["races"].rect.contains(label) for label in labels)


def test_a_top_value_past_a_round_tick_raises_the_axis_to_the_next():
    from game.ui.charts.plot import rounded_up
    assert rounded_up(22.0, 22.0, whole=True) == (25.0, 5.0)
    assert rounded_up(6.0, 12.0, whole=True) == (10.0, 5.0)
    assert rounded_up(20.0, 20.0, whole=True) == (20.0, 5.0)
    assert rounded_up(1.0, 2.0, whole=True) == (1.0, 1.0)
