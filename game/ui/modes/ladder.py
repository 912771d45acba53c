"""A ladder rung's table: the player's chosen variant and rules against the rung's named
opponent; a win climbs the rung (and keeps the best time), "ladder": the rung in the header."""
from game.ladder import time_words
from game.store.ladder import beat
from game.ui.modes.opponent import OpponentMode


class LadderMode(OpponentMode):
    def __init__(self, opponent, variant: str, player: str):
        super().__init__(opponent, variant, player, header={"ladder": opponent.name})

    def kept(self, db, won, score, seconds) -> str:
        if not won:
            return f"{self.opponent.name} holds the rung: try again!"
        best = beat(db, self.player, self.game_variant, self.opponent.name, seconds)
        record = " — your best on this rung" if best else ""
        return f"You beat {self.opponent.name} in {time_words(seconds)}{record}. Next rung open!"
