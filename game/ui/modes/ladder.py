"""A ladder rung's table: the player's chosen variant and rules against the rung's named
opponent; a win climbs the rung (and keeps the best time), "ladder": the rung in the header."""
from game.i18n import _
from game.ladder import time_words
from game.store.ladder import beat
from game.ui.modes.opponent import OpponentMode


class LadderMode(OpponentMode):
    def __init__(self, opponent, variant: str, player: str):
        super().__init__(opponent, variant, player, header={"ladder": opponent.name})

    def kept(self, db, won, score, seconds) -> str:
        if not won:
            return _("{name} holds the rung: try again!").format(name=self.opponent.name)
        best = beat(db, self.player, self.game_variant, self.opponent.name, seconds)
        words = _("You beat {name} in {time} — your best on this rung. Next rung open!") \
            if best else _("You beat {name} in {time}. Next rung open!")
        return words.format(name=self.opponent.name, time=time_words(seconds))
