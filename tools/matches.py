"""A bot match played to its end in simulated time, for screenshots and benches that need a
finished table (and its results) without waiting for one in real time."""
from game.session import SeatInfo
from game.ui.scenes.table_scene import TableScene

FRAME_NS = 20_000_000


def finished_table(app, games: int = 2) -> TableScene:
    """Ana (hard) against Bruno (expert), first to `games` games, saved to the history as a
    live match would be; the app is left on the scene that follows the table."""
    app.settings.rules["games_to_win"] = games
    table = TableScene(app.ctx, [SeatInfo("Ana", "bot", level="hard"),
                             SeatInfo("Bruno", "bot", level="expert")])
    app.switch(table)
    now = table.session.start_ns
    while isinstance(app.scene, TableScene):
        now += FRAME_NS
        app.scene.update(now)
    return table
