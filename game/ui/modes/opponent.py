"""A match against one named computer opponent (the daily challenge, a ladder rung): the bot
plays with the opponent's temperament, the match goes to the history as any other, and then
the mode keeps what it keeps (`kept`), told who won, the score and how long it took."""
import time

from game.bots import Bot
from game.config import RULE_DEFAULTS
from game.i18n import _
from game.session import Session
from game.store.db import connect
from game.store.history import save_session
from game.ui.modes.base import TableMode
from game.ui.scenes.game_view import VARIANT_OPTIONS


class OpponentMode(TableMode):
    def __init__(self, opponent, variant: str, player: str, seed: int | None = None,
                 header: dict | None = None):
        self.opponent, self.game_variant, self.player = opponent, variant, player
        self.seed, self.header = seed, header or {}
        self.started = time.monotonic()

    def variant(self, ctx) -> str:
        return self.game_variant

    def session(self, ctx, seats, variant, options, seed, hold_ns) -> Session:
        """The opponent's own timing in the bot's seat; a fixed seed and the game's default
        rules when the mode has a seed (the same challenge for everyone), else the player's."""
        fixed = self.seed is not None
        seed = self.seed if fixed else seed
        rules = {k: v for k, v in RULE_DEFAULTS.items() if k in VARIANT_OPTIONS[variant]}
        session = Session(variant, rules if fixed else options, seats, seed,
                          replay_path=ctx.replay_to, queue=ctx.queue, hold_ns=hold_ns,
                          header=self.header)
        session.bots = {s: Bot(s, self.opponent.timing(), seed) for s in session.bots}
        return session

    def you(self, table) -> int | None:
        """A guest plays as You (a named player by their name)."""
        return None if self.player else 0

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
                words = self.kept(db, won, (wins[0], wins[1]), seconds)
            finally:
                db.close()
        except Exception as error:            # noqa: BLE001 (a locked or unwritable store)
            table.ctx.say(_("The result could not be kept ({error})").format(error=error), 8.0)
            return saved
        if words:
            table.ctx.say(words, 12.0)
        return saved

    def kept(self, db, won: bool, score: tuple[int, int], seconds: float) -> str:
        """Keep the result in `db`; the words to say on screen ("" for none)."""
        return ""
