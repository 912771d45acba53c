"""A source of input, as the hub (devices.py) holds its sources: a list of these.

Each source is started with the hub and stopped with it; hands the hub what one pygame event
of its kinds meant (`take`: its `events` are the pygame event types it takes), and at every
poll what came to it from elsewhere (`drain`: a reader thread's presses, the keys a window
that lost its focus still held). What it hands over is a list of stamped `RawInput`s
(raw_input.py), `Pointer`s (mouse.py: the screen under them says what they mean), `Plugged`
news and `Notice`s for the screen. Problems met while it runs (a pad that cannot be opened)
are appended to `errors`. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Plugged:
    """A device came (`added`) or went; `port`: the serial port a board came on."""
    device: str
    added: bool
    port: str | None = None


@dataclass(frozen=True, slots=True)
class Notice:
    """A line for the screen (a board's lost lines, its restart, a refused board…)."""
    text: str


class Source:
    """The hub's view of one kind of input (keyboard, gamepads, pointers, serial boards)."""
    events: frozenset[int] = frozenset()     # the pygame event types it takes
    network = False        # other machines' presses (net.host.NetHost): the hub's `network()`

    def __init__(self) -> None:
        self.errors: list[str] = []

    def start(self) -> None:
        """Begin (a serial reader starts its threads or its process)."""

    def take(self, event, t_ns: int) -> list:
        """What one of its pygame events, stamped `t_ns`, meant."""
        return []

    def drain(self, t_ns: int) -> list:
        """What came in from elsewhere since the last poll (now is `t_ns`)."""
        return []

    def stop(self) -> None:
        """End (threads, processes, ports)."""
