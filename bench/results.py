"""Results and history costs: drawing the results charts (the first frame renders them, later
frames blit that page and draw the menu) and the stats screen, saving a match
(one transaction, WAL) and reading `speed stats` from a history of many matches.

Run: .venv/bin/python bench/results.py. Last line: one JSON object.
"""
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-bench-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.store.db import connect  # noqa: E402
from game.store.history import record, summary  # noqa: E402
from game.store.report import report  # noqa: E402
from game.ui.scenes.results import ResultsScene  # noqa: E402
from game.ui.scenes.stats_screen import StatsScene  # noqa: E402
from tools.matches import finished_table  # noqa: E402

MATCHES = 300


def timed_ms(work, repeat: int) -> float:
    """The median of `repeat` runs of `work`, in ms."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    app = App(Settings(), size=(1920, 1080), seed=3, replay_to=os.devnull)
    app.results_hold_s = app.guard_s = 0
    table = finished_table(app)
    results = ResultsScene(app.ctx, table)
    figures = {"results_first_draw_ms": timed_ms(
        lambda: ResultsScene(app.ctx, table).draw(app.screen, 0.0), 10),
        "results_frame_ms": timed_ms(lambda: results.draw(app.screen, 0.0), 30)}
    match = summary(table.session)
    match["players"][0].update(kind="human", level=None, profile="Ana")
    db = connect()
    db.execute("PRAGMA synchronous=FULL")                 # as the game saves a match
    figures["save_match_ms"] = timed_ms(lambda: record(db, match), MATCHES)
    figures["report_ms"] = timed_ms(lambda: report(db), 5)
    stats = StatsScene(app.ctx)
    figures["stats_draw_ms"] = timed_ms(lambda: stats.draw(app.screen, 0.0), 30)
    figures["matches"] = db.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
    db.close()
    app.quit()
    for name, value in figures.items():
        print(f"{name:>22}: {value:.2f}" if isinstance(value, float) else f"{name:>22}: {value}")
    print(json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in figures.items()}))


if __name__ == "__main__":
    pygame.init()
    main()
