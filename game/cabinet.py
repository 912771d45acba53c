"""Cabinet mode: the settings of an arcade build, free play or credits, and the coin input.

`speed play --cabinet` (or `[cabinet] enabled = true`): full screen on the chosen display, no
cursor, no window frame, attract mode after `attract_s` idle on the title, initials for high
scores, no "Quit" on the title (the operator menu has "exit to desktop").
Credits: with `coins_per_play` > 0 a match needs that many credits; a coin is the `5` key (as
MAME-style keyboard encoders send it), a gamepad's Back button, or a board's spare button
(b7, or b15 on player 2's half). In free play (the default) those buttons are ordinary.
"""
from dataclasses import dataclass

from game.input.device_id import DeviceKind

COINS = {DeviceKind.KEYBOARD: {"5"}, DeviceKind.PAD: {"back"}, DeviceKind.SERIAL: {"b7", "b15"}}


@dataclass
class Cabinet:
    enabled: bool = False
    coins_per_play: int = 0
    attract_s: float = 0.0
    credits: int = 0

    @classmethod
    def from_settings(cls, settings, forced: bool = False) -> "Cabinet":
        """From the [cabinet] settings; `forced`: the --cabinet flag."""
        enabled = forced or settings["cabinet", "enabled"]
        return cls(enabled, settings["cabinet", "coins_per_play"],
                   settings["cabinet", "attract_s"] if enabled else 0.0)

    @property
    def free_play(self) -> bool:
        return self.coins_per_play <= 0

    def coin(self, press) -> bool:
        """A coin inserted (True: the press is used up, it is not a menu press)."""
        if self.free_play or press.control not in COINS.get(DeviceKind.of(press.device), ()):
            return False
        self.credits += 1
        return True

    def can_play(self) -> bool:
        return self.free_play or self.credits >= self.coins_per_play

    def pay(self) -> bool:
        """Take one play's credits; False (and nothing taken) when there are not enough."""
        if not self.can_play():
            return False
        if not self.free_play:
            self.credits -= self.coins_per_play
        return True

    def banner(self) -> str:
        """The corner text: "FREE PLAY", or the credits and what a play costs."""
        if self.free_play:
            return "FREE PLAY"
        return f"CREDITS {self.credits}   ({self.coins_per_play} a play)"

