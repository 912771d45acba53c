"""Computer players. A bot looks at the table, picks a legal intent and stamps it with its
reaction time in the future, so it goes through the same queue as a person and gets no
privilege: if the table changed by the time its card lands, it is rejected like anyone's.
"""
import random

from ..engine.intents import FLIP, MOVE, PLAY, SLAP, SPIT, Intent

# level → (mean reaction ms, spread ms): human simple visual reaction is ~200–250 ms, and a
# card game adds the time to spot a fit.
LEVELS = {"easy": (900.0, 250.0), "medium": (600.0, 150.0), "hard": (380.0, 80.0),
          "expert": (260.0, 40.0)}
FASTEST_MS = 150.0


class Bot:
    def __init__(self, seat: int, level: str = "medium", seed: int = 0):
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")
        self.seat, self.level = seat, level
        self.rnd = random.Random(seed * 7919 + seat)
        self.busy_until = 0.0

    def reaction_ms(self) -> float:
        mean, spread = LEVELS[self.level]
        return max(FASTEST_MS, self.rnd.gauss(mean, spread))

    def think(self, game, now_ms: float) -> Intent | None:
        """An intent stamped `now_ms` + reaction when the bot decides to act, else None."""
        if game.over or now_ms < self.busy_until:
            return None
        options = game.legal_intents(self.seat)
        if not options:
            return None
        intent = self.choose(game, options)
        due = now_ms + self.reaction_ms()
        self.busy_until = due
        return Intent(due, self.seat, intent.kind, intent.card, intent.pile, intent.to,
                      source=f"bot:{self.level}")

    def choose(self, game, options: list[Intent]) -> Intent:
        """Plays before flips; a stronger bot prefers the play that keeps its chain going."""
        slaps = [o for o in options if o.kind == SLAP]
        if slaps:                                   # Spit: everyone wants the smaller pile
            sizes = [len(pile) for pile in game.piles()]
            return min(slaps, key=lambda o: (sizes[o.pile], self.rnd.random()))
        plays = [o for o in options if o.kind not in (FLIP, SPIT, MOVE)]
        plays = plays or [o for o in options if o.kind == MOVE and reveals(game, o)]
        if not plays:
            stuck = [o for o in options if o.kind in (FLIP, SPIT)]
            return (stuck or options)[0]
        if self.level in ("hard", "expert") and plays[0].kind == PLAY:
            return max(plays, key=lambda o: self._follow_ups(game, o))
        return self.rnd.choice(plays)

    def _follow_ups(self, game, play: Intent) -> float:
        """How many plays the seat would have after `play` (plus a little noise)."""
        after = game.copy()
        after.apply(play.at(game.now))
        return len(after.legal_intents(self.seat)) + self.rnd.random() * 0.5


def reveals(game, move: Intent) -> bool:
    """Spit: does moving this stock top away turn a face-down card up?"""
    for pos, pile in enumerate(game.stocks[move.seat]):
        if pile and pile[-1] == move.card:
            return len(pile) > game.up[move.seat][pos]
    return False
