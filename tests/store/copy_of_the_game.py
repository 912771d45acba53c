"""A copy of the game for the crash and two-copies tests: plays a bot match headless to the
results screen (which saves it), says so on stdout, then idles or saves more on a signal.

    python copy_of_the_game.py DATA_DIR SEED kill            # idles on the results screen
    python copy_of_the_game.py DATA_DIR SEED race GO N       # waits for file GO, saves N more
"""
import os
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["XDG_DATA_HOME"] = sys.argv[1]
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.store.db import connect  # noqa: E402
from game.store.history import record, summary  # noqa: E402
from game.ui.scenes.results import ResultsScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402


def play_to_results(seed: int) -> tuple[App, TableScene]:
    app = App(Settings(), size=(640, 480), seed=seed, replay_to=os.devnull)
    app.settings.rules["games_to_win"] = 1
    table = TableScene(app.ctx, [SeatInfo("Ana", "bot", level="expert"),
                                 SeatInfo("Bo", "bot", level="hard")])
    app.switch(table)
    now = table.session.start_ns
    while not isinstance(app.scene, ResultsScene):
        now += 20_000_000
        app.scene.update(now)
    return app, table


def main() -> None:
    app, table = play_to_results(int(sys.argv[2]))
    if sys.argv[3] == "kill":
        print("RESULTS", flush=True)
        while True:
            app.step()
    print("READY", flush=True)
    while not Path(sys.argv[4]).exists():
        time.sleep(0.001)
    match = summary(table.session)
    match["players"][0].update(kind="human", level=None, profile="Ana")
    db = connect()
    for _ in range(int(sys.argv[5])):
        record(db, match)
    print("DONE", flush=True)


main()
