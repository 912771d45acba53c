"""The daily challenge's table: the day's variant, seed and named opponent (game/daily.py),
"daily": the date in the replay header (so a history rebuilt from replays finds it); the day's
result goes to the player's daily record, and the line to share is said on screen."""
from game.daily import share_line, streaks
from game.i18n import _
from game.store.daily import record, results
from game.ui.modes.opponent import OpponentMode


class DailyMode(OpponentMode):
    def __init__(self, challenge, player: str):
        super().__init__(challenge.opponent, challenge.variant, player, challenge.seed,
                         {"daily": challenge.day.isoformat()})
        self.challenge = challenge
        self.share = ""

    def kept(self, db, won, score, seconds) -> str:
        c = self.challenge
        record(db, self.player, c.day, won, score, seconds, c.opponent.name)
        current, _best = streaks({d for d, w in results(db, self.player).items() if w}, c.day)
        self.share = share_line(c, won, score, seconds, current)
        return self.share.replace("\N{FIRE}", _("streak") + " ")
