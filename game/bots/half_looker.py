"""A player who half looks (issue 30's second measure of whether mashing pays): one key every
`every_ms`, like the masher, but each key is chosen. When the table has shown a card that fits
for `look_ms` (400 ms: a glance), it presses the key that plays it (California: the aim key
first when the pile is in the other row, then the column key); otherwise a random key of the
masher's roll (game/bots/masher.py), seeded. A play it has seen and then lost (the pile
changed, a race) is looked for again on the new table. It answers the session like a Bot."""
import random

from ..engine.intents import COVER, PLAY
from ..input.actions import SLOT_ACTIONS, california_columns
from .masher import ROLL, ROLLS, Masher
from .views import see

LOOK_MS = 400.0
CARD_PLAYS = (PLAY, COVER)


class HalfLooker(Masher):
    def __init__(self, seat: int, every_ms: float, seed: int = 0, look_ms: float = LOOK_MS):
        self.rnd = random.Random(seed * 104729 + seat)
        self.look_ms = look_ms
        super().__init__(seat, every_ms)
        self.name = f"half-looking {every_ms:g} ms"

    def reset(self) -> None:
        super().reset()
        self.seen = None                 # the table it last looked at (the view's signature)
        self.seen_at = 0.0               # ... since when

    def look(self, game, now_ms: float, events=()) -> None:
        self.game = game
        if game.over:
            return
        signature = see(game, self.seat).signature()
        if signature != self.seen:
            self.seen, self.seen_at = signature, now_ms

    def presses(self, now_ms: float) -> list:
        """Every key due by now: the seen play's key when it has looked long enough, else a
        random one."""
        found = []
        while self.game is not None and self.next_ms <= now_ms and not self.game.over:
            intent = self.control.act(self.choose(self.next_ms), self.game, self.next_ms,
                                      source="half-looker")
            if intent is not None:
                found.append(intent)
                self.pressed += 1
            self.index += 1
            self.next_ms = round(self.next_ms + self.every_ms, 3)
        return found

    def choose(self, t_ms: float) -> str:
        """The action pressed at `t_ms`."""
        if t_ms - self.seen_at >= self.look_ms:
            action = self.key_for_play(self.game)
            if action is not None:
                return action
        return self.rnd.choice(ROLLS.get(self.game.variant, ROLL))

    def key_for_play(self, game) -> str | None:
        """The key that makes a fitting card play on the table as it is (None: none seen).
        A Spit slot pressed at random while empty waits for a card to move there: pressed
        again, it lets go first."""
        if self.control.target is not None:
            return SLOT_ACTIONS[self.control.target]
        plays = [o for o in see(game, self.seat).options() if o.kind in CARD_PLAYS]
        keys = [k for k in (self._key(game, o) for o in plays) if k is not None]
        return self.rnd.choice(keys) if keys else None

    def _key(self, game, play) -> str | None:
        if play.kind == COVER:
            columns = california_columns(game)
            row, column = divmod(play.pile, columns)
            if self.control.aimed(game) != row:
                return "aim_right" if row else "aim_left"
            return SLOT_ACTIONS[column]
        slots = self.control.slots(game)
        return SLOT_ACTIONS[slots.index(play.card)] if play.card in slots else None
