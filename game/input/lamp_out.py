"""What the host writes to one serial board besides PING and INFO (PROTOCOL.md 1.2): LAMP
lines that bring the declared lamps to the levels the game asks for (a board without LAMPS gets
none), and SET and WATCH commands for the slap pads' calibration. The game asks from any
thread; the reader thread writes `lines()`."""
import collections

from game.input import protocol as proto


class BoardOut:
    def __init__(self) -> None:
        self.want: dict[str, int] = {}      # control → level, as the game last asked
        self.sent: dict[int, int] = {}      # button → level, as last written
        self.outbox: collections.deque[bytes] = collections.deque(maxlen=64)

    def ask(self, levels: dict[str, int]) -> None:
        """The lamp levels wanted now; every other lamp off."""
        self.want = dict(levels)

    def restart(self) -> None:
        """The board (re)declared its lamps: they are off; write every wanted one again."""
        self.sent.clear()

    def calibrate(self, buttons: dict[str, int], control: str, threshold: int,
                  lockout_ms: int) -> None:
        """A SET for slap pad `control` (buttons: control name → button)."""
        button = buttons.get(control)
        if button is not None:
            self.outbox.append(proto.set_line(button, threshold, lockout_ms))

    def watch(self, on: bool) -> None:
        self.outbox.append(proto.watch_line(on))

    def lines(self, lamps: dict[str, int]) -> list[bytes]:
        """LAMP lines for the declared lamps (control → button) not at their wanted level,
        then the queued commands."""
        want, out = self.want, []
        for control, button in lamps.items():
            level = max(0, min(255, int(want.get(control, 0))))
            if self.sent.get(button) != level:
                out.append(proto.lamp_line(button, level))
                self.sent[button] = level
        while self.outbox:
            out.append(self.outbox.popleft())
        return out
