"""What a player feels in their hands: the table's events as gamepad rumble.

A short, light buzz when a misplay or a false call locks you out; a firmer one when your slap
or "Speed!" call lands; a pattern of three rising pulses when you win a game. Only seats held
by a gamepad buzz, each on its own pad (`Gamepads.rumble`; a pad without rumble is fine); the
setting [sound] rumble = false turns it off. A pattern's later pulses wait for `update`.
"""
from typing import NamedTuple

from game.engine import events as ev
from game.engine import events_rounds as er


class Pulse(NamedTuple):
    """One buzz `after_ms` into its pattern: low and high motor strength (0..1), length."""
    after_ms: int
    low: float
    high: float
    ms: int


PATTERNS = {"misplay": (Pulse(0, 0.35, 0.15, 80),),
            "landed": (Pulse(0, 1.0, 0.7, 160),),
            "won": (Pulse(0, 0.5, 0.5, 110), Pulse(200, 0.75, 0.75, 110),
                    Pulse(400, 1.0, 1.0, 320))}


def feel_of(event) -> tuple[str, int] | None:
    """(pattern, seat) an engine event is felt as, or None."""
    if isinstance(event, ev.LockedOut):
        return "misplay", event.seat
    if isinstance(event, (ev.Called, er.Slapped)):
        return "landed", event.seat
    if isinstance(event, ev.GameWon) and event.winner is not None:
        return "won", event.winner
    return None


class Rumble:
    """Sends the patterns to the pads of the seats they are for."""

    def __init__(self, pads, enabled: bool = True):
        self.pads, self.enabled = pads, enabled
        self.due: list[tuple[int, str, Pulse]] = []      # (host ns, device, pulse), in order

    def on_events(self, events, devices: dict, now_ns: int) -> None:
        """Feel `events` (seat → device id in `devices`), starting at host time `now_ns`."""
        if not self.enabled or self.pads is None:
            return
        for event in events:
            felt = feel_of(event)
            device = devices.get(felt[1]) if felt else None
            if device is None or not device.startswith("pad:"):
                continue
            for pulse in PATTERNS[felt[0]]:
                self.due.append((now_ns + pulse.after_ms * 1_000_000, device, pulse))
        self.due.sort(key=lambda d: d[0])
        self.update(now_ns)

    def update(self, now_ns: int) -> None:
        """Start the pulses that are due."""
        while self.due and self.due[0][0] <= now_ns:
            _, device, pulse = self.due.pop(0)
            self.pads.rumble(device, pulse.low, pulse.high, pulse.ms)
