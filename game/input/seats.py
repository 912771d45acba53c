"""A seat as the hub holds it, a seatless device's request to join, and the table a seat's
actions go to (`intents_into`). No pygame here."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.input.actions import SeatControl
from game.input.bindings import Layout
from game.input.raw_input import RawInput


@dataclass
class Seat:
    """Who plays a seat: a device, the layout it uses, and the seat's scheme state; and the
    controls of other devices lent to it (`lent`: device → control → actions), such as the
    keyboard's Space, the mouse player's slap pad."""
    index: int
    device: str
    layout: Layout
    control: SeatControl
    paused: bool = False
    guid: str = ""                   # the pad's SDL GUID, to know it again when replugged
    lent: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)

    @property
    def devices(self) -> tuple[str, ...]:
        """Every device that plays this seat: its own first."""
        return (self.device, *self.lent)


@dataclass(frozen=True)
class JoinRequest:
    """A press from a device that holds no seat (with the layout that binds that control)."""
    t_ns: int
    device: str
    control: str
    layout: str | None


def intents_into(queue, game: Callable[[], object]) -> Callable:
    """A table for `DeviceHub.plays_to`: each seat action becomes the intent the seat's control
    makes of it in the game `game()` returns, pushed into `queue` (stamped in host ns)."""
    def play(seat: Seat, action: str, raw: RawInput) -> None:
        intent = seat.control.act(action, game(), raw.t_ns, raw.device)
        if intent is not None:
            queue.push(intent)
    return play
