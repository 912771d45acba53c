"""The daily challenge's table: the day's variant, seed and named opponent (game/daily.py),
"daily": the date in the replay header (so a history rebuilt from replays finds it); the match
goes to the history as any other, and the day's result to the player's daily record, with the
line to share said on screen."""
import time

from game.bots import Bot
from game.daily import share_line, streaks
from game.session import Session
from game.store.daily import record, results
from game.store.db import connect
from game.store.history import save_session
from game.ui.modes.base import TableMode


class DailyMode(TableMode):
    def __init__(self, challenge, player: str):
        self.challenge, self.player = challenge, player
        self.started = time.monotonic()
        self.share = ""

    def variant(self, ctx) -> str:
        return self.challenge.variant

    def session(self, ctx, seats, variant, options, seed, hold_ns) -> Session:
        """The day's own deal and opponent; the rules as written (the player's own options do
        not change the challenge everyone plays)."""
        c = self.challenge
        session = Session(variant, {}, seats, c.seed, replay_path=ctx.replay_to,
                          queue=ctx.queue, hold_ns=hold_ns, header={"daily": c.day.isoformat()})
        session.bots = {seat: Bot(seat, c.opponent.timing(), c.seed) for seat in session.bots}
        return session

    def opened(self, table) -> None:
        self.started = time.monotonic()

    def save(self, table):
        saved = save_session(table.session)
        wins = table.session.match.wins
        won = table.session.match.over and wins[0] > max(wins[1:])
        seconds = time.monotonic() - self.started
        try:
            db = connect()
            try:
                record(db, self.player, self.challenge.day, won, (wins[0], wins[1]), seconds,
                       self.challenge.opponent.name)
                days = {d for d, w in results(db, self.player).items() if w}
            finally:
                db.close()
        except Exception as error:            # noqa: BLE001 (a locked or unwritable store)
            table.ctx.say(f"The daily result could not be saved ({error})", 8.0)
            return saved
        current, _ = streaks(days, self.challenge.day)
        self.share = share_line(self.challenge, won, (wins[0], wins[1]), seconds, current)
        table.ctx.say(self.share.replace("\N{FIRE}", "streak "), 12.0)
        return saved
