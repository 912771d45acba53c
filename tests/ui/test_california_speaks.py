"""California speaks California, not Speed: help explains its misplay without a SLAP, the
results legend names only the marks its match has (no flip, slap or "Speed!"), and "ROUND 1"
is not drawn under "Ready…" before the first row is dealt."""
from game.config import Settings
from game.session import SeatInfo
from game.ui.charts.timeline import legend_words
from game.ui.scenes.help import misplay_lines
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.text import recording
from tests.ui.test_results_charts import finished


def test_help_explains_a_california_misplay_as_a_cover():
    settings = Settings()
    settings["game", "variant"] = "california"
    line = misplay_lines(settings)[0]
    assert "SLAP" not in line and "covering" in line and "0.5 s" in line
    settings["game", "variant"] = "speed"
    assert "SLAP" in misplay_lines(settings)[0]                # Speed keeps its own


def test_the_results_legend_names_only_the_marks_the_match_has(app):
    assert legend_words({"flip", "slap", "speed", "game"}) == \
        'F flip    S slap    ! "Speed!"    | game over'
    table = finished(app, "california")
    with recording() as drawn:
        ResultsScene(app.ctx, table).draw(app.screen, 0.0)
    said = [t for t, _, _ in drawn]
    assert "| game over" in said
    assert not any("flip" in t or "slap" in t or "Speed!" in t for t in said)


def test_round_one_waits_for_ready_to_end(app):
    app.settings["game", "variant"] = "california"
    app.hub.join("keyboard", "keyboard_left", 0)
    table = TableScene(app.ctx, [SeatInfo("Ana", "human", "keyboard#keyboard_left"),
                                 SeatInfo("Bo", "bot", level="easy")])
    app.switch(table)
    table.update(table.session.start_ns - 1_500_000_000)      # "Ready…"
    with recording() as drawn:
        table.invalidate()
        table.draw(app.screen, 0.0)
    said = [t for t, _, _ in drawn]
    assert "Ready…" in said and not any(t.startswith("ROUND") for t in said)
