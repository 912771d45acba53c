"""RawInput: what every device produces — a timestamped press or release of one control."""
import time
from dataclasses import dataclass


def now_ns() -> int:
    """The host timeline every input is placed on (time.perf_counter_ns)."""
    return time.perf_counter_ns()


@dataclass(slots=True, frozen=True)
class RawInput:
    """`control` of `device` went down (`pressed`) or up at host time `t_ns`.

    device: "keyboard", "pad:<instance id>", "serial:<board id>", "bot:<seat>".
    control: a device-neutral name — a pygame key name ("a", "left shift"), an SDL controller
    button ("a", "dpup", "start"), or a board button ("b0".."b7", "slap").
    """
    t_ns: int
    device: str
    control: str
    pressed: bool = True


@dataclass(slots=True, frozen=True)
class Press:
    """A press as the hub hands it to the app: `actions`, the seat actions its control is
    bound to in the layouts of the seats its device holds (looked up once, when it was played);
    `menu`, its menu meaning from the device's bindings (None while it is part of a held
    gesture); `plays`, (seat, action) for each seat it plays for now (its device's unpaused
    seats, or a seat the control is lent to)."""
    t_ns: int
    device: str
    control: str
    actions: tuple[str, ...] = ()
    menu: str | None = None
    plays: tuple[tuple[int, str], ...] = ()

    @property
    def lent(self) -> bool:
        """Did it play for a seat its device does not hold (a control lent to that seat)?"""
        return bool(self.plays) and not self.actions

    def without_menu(self) -> "Press":
        """The same press with no menu meaning (part of a held gesture under way)."""
        return Press(self.t_ns, self.device, self.control, self.actions, None, self.plays)
