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
    """A press as the hub hands it to the screens: `actions`, the seat actions its control is
    bound to in the layouts of the seats its device holds (looked up once, when it was played),
    and `menu`, its menu meaning from the device's bindings (None while it is part of a held
    gesture)."""
    t_ns: int
    device: str
    control: str
    actions: tuple[str, ...] = ()
    menu: str | None = None
