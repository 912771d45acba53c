"""The lamps of one serial board, host side (PROTOCOL.md 1.2): the levels the game asks for
(control → 0-255, from any thread) and the LAMP lines that bring the board there, written by
the reader thread only for lamps the board declared (a board without LAMPS gets none)."""
from game.input import protocol as proto


class LampOut:
    def __init__(self) -> None:
        self.want: dict[str, int] = {}      # control → level, as the game last asked
        self.sent: dict[int, int] = {}      # button → level, as last written

    def ask(self, levels: dict[str, int]) -> None:
        """(Any thread.) The levels wanted now; every other lamp off."""
        self.want = dict(levels)

    def restart(self) -> None:
        """The board (re)declared its lamps: they are off; write every wanted one again."""
        self.sent.clear()

    def lines(self, lamps: dict[str, int]) -> list[bytes]:
        """LAMP lines for the declared lamps (control → button) not at their wanted level."""
        want, out = self.want, []
        for control, button in lamps.items():
            level = max(0, min(255, int(want.get(control, 0))))
            if self.sent.get(button) != level:
                out.append(proto.lamp_line(button, level))
                self.sent[button] = level
        return out
