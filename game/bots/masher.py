"""A player who never looks: one key every `every_ms`, rolling A S D F G E Q (card slots 1–5,
flip, slap) through the keyboard's own scheme (input/actions.py: a card key plays its card where
it fits, or onto the aimed pile when it fits nowhere). In California, where a key names one
pile, it rolls the column keys over one row, an aim key, the column keys over the other row,
the other aim key: every pile of the layout in turn. The bench's measure of whether mashing
beats looking (bench/bots.py); it answers the session like a Bot."""
from ..input.actions import SLOT_ACTIONS, SeatControl

ROLL = ("slot1", "slot2", "slot3", "slot4", "slot5", "flip", "slap")
ROLLS = {"california": SLOT_ACTIONS + ("aim_right",) + SLOT_ACTIONS + ("aim_left",)}


class Masher:
    def __init__(self, seat: int, every_ms: float):
        self.seat, self.every_ms = seat, every_ms
        self.name = f"masher {every_ms:g} ms"
        self.pressed = 0
        self.reset()

    def reset(self) -> None:
        self.control = SeatControl(self.seat)
        self.game = None
        self.next_ms, self.index = self.every_ms, 0

    def look(self, game, now_ms: float, events=()) -> None:
        self.game = game                  # it never looks at the cards: only keeps the table

    def next_time(self) -> float | None:
        return self.next_ms

    def presses(self, now_ms: float) -> list:
        """Every key due by now, each read on the table as it is (the keyboard's scheme)."""
        found = []
        while self.game is not None and self.next_ms <= now_ms and not self.game.over:
            roll = ROLLS.get(self.game.variant, ROLL)
            action = roll[self.index % len(roll)]
            intent = self.control.act(action, self.game, self.next_ms, source="masher")
            if intent is not None:
                found.append(intent)
                self.pressed += 1
            self.index += 1
            self.next_ms = round(self.next_ms + self.every_ms, 3)
        return found
