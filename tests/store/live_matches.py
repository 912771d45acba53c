"""Real matches played through the live game's table (App + TableScene, headless), each seat
played by a computer hand: a person's seat keeps its profile (or none: a guest) and only its
hands are a bot's. The table saves each match itself, as it does for people."""
import sqlite3

from game.app import App
from game.bots import Bot
from game.config import Settings
from game.session import SeatInfo
from game.store import db as store
from game.store import highscores
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene

STEP_NS = 20_000_000


def forget_kept() -> None:
    """Drop what failed writes of earlier tests left in memory for later."""
    from game.replay import recorder
    from game.store import history
    history._pending.clear()
    history._said.clear()
    recorder._unwritten.clear()


def person(name: str, profile: str = "") -> SeatInfo:
    return SeatInfo(name, "human", device="keyboard#keyboard_left", profile=profile)


def computer(name: str, level: str) -> SeatInfo:
    return SeatInfo(name, "bot", level=level)


def new_app(seed: int) -> App:
    return App(Settings(), size=(640, 480), seed=seed)


def play(app: App, variant: str, seats: list[SeatInfo], games_to_win: int = 1,
         until_ms: float | None = None, meanwhile=None) -> TableScene:
    """One match at the table to its end (or, with `until_ms`, left at that point);
    `meanwhile` (ms, action): something that happens to the computer at that game time."""
    app.settings["game", "variant"] = variant
    app.settings.rules["games_to_win"] = games_to_win
    table = TableScene(app.ctx, seats)
    for seat, info in enumerate(seats):
        if info.kind == "human":                     # a computer's hands at a person's seat
            table.session.bots[seat] = Bot(seat, "expert", app.seed + seat)
    app.switch(table)
    now = table.session.start_ns
    while app.scene is table and now < table.session.start_ns + 3_600 * 10**9:
        now += STEP_NS
        table.update(now)
        if meanwhile and table.session.game_ms(now) >= meanwhile[0]:
            meanwhile[1]()
            meanwhile = None
        if until_ms is not None and table.session.game_ms(now) >= until_ms:
            app.switch(TitleScene(app.ctx))            # left mid-match: unfinished
            return table
    enter_high_scores(table, variant)
    app.switch(TitleScene(app.ctx))
    return table


def enter_high_scores(table: TableScene, variant: str) -> None:
    """What the initials screen does for each new high score (game/ui/scenes/initials.py)."""
    try:
        conn = store.connect()
    except (OSError, sqlite3.Error):
        return                            # the screen says "High scores are not available"
    try:
        for candidate in table.records.best():
            if highscores.qualifies(conn, candidate.kind, variant, candidate.ms):
                initials = table.session.seats[candidate.seat].name[:3].upper().ljust(3)
                highscores.add(conn, candidate.kind, variant, candidate.ms, initials)
                table.session.replay.note(highscores.note(candidate, initials))
    finally:
        conn.close()
