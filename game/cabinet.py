"""Cabinet mode: the settings of an arcade build, free play or credits, the coin input and the
service switch.

`speed play --cabinet` (or `[cabinet] enabled = true`): full screen on the chosen display, no
cursor, no window frame, attract mode after `attract_s` idle on the title, every other waiting
screen timing out (ui/timeouts.py), initials for high scores, no "Quit" on the title (the
operator menu has "exit to desktop").

Credits (`free_play = false`): a play costs `credits_per_play` credits, a credit
`coins_per_credit` coins, and no more than `credit_cap` credits are held (a coin over the cap
is counted in the bookkeeping, and said on screen). A coin is any control bound to the `coin`
action (default_bindings.toml: the `5` key as MAME-style keyboard encoders send it, a
gamepad's Back, the board input a `COIN` line declares): in credits mode such a press is only
a coin, never a game key nor a menu press. A control bound to `service` (none by default)
opens the operator menu at once. Every coin, credit and play is written to the SQLite file as
it happens (store/ledger.py), and the credits are read back at start.
"""
import sqlite3
from dataclasses import dataclass, field

from game.i18n import _

COIN_GAP_NS = 100_000_000        # one coin mech takes no two coins within 0.1 s: a bounce
SERVICE_CREDIT = "service_credit"


@dataclass
class Cabinet:
    enabled: bool = False
    coins_per_play: int = 0          # credits a play costs; 0: free play (kept for tests/API)
    attract_s: float = 0.0
    credits: int = 0
    coins_per_credit: int = 1
    credit_cap: int = 20
    coins: int = 0                   # paid toward the next credit
    ledger: object = None            # store.ledger.Ledger, or None (nothing kept)
    bindings: object = None          # input.bindings.Bindings: which controls are coins
    device_key: object = None        # device → the key of its own map (DeviceHub.device_key)
    problem: str = ""                # the last write that failed, in words (for the screen)
    _last_coin: dict = field(default_factory=dict)

    @classmethod
    def from_settings(cls, settings, forced: bool = False) -> "Cabinet":
        """From the [cabinet] settings; `forced`: the --cabinet flag."""
        s = lambda key: settings["cabinet", key]     # noqa: E731
        enabled = forced or s("enabled")
        legacy = s("coins_per_play")                 # the older form: N credits a play
        per_play = legacy if legacy > 0 else (0 if s("free_play") else s("credits_per_play"))
        return cls(enabled, per_play, s("attract_s") if enabled else 0.0,
                   coins_per_credit=s("coins_per_credit"), credit_cap=s("credit_cap"))

    def keep_in(self, ledger) -> None:
        """Write to `ledger` from now on, starting from the credits it holds."""
        self.ledger = ledger
        self.credits, self.coins = ledger.state()

    @property
    def free_play(self) -> bool:
        return self.coins_per_play <= 0

    # -- which presses are the cabinet's ------------------------------------------------------
    def bound_to(self, device: str, control: str) -> set[str]:
        """The cabinet actions (coin, service) `control` of `device` is bound to."""
        if self.bindings is None:
            return set()
        key = self.device_key(device) if self.device_key else ""
        return {found for layout in self.bindings.for_device(device, key)
                if (found := layout.cabinet_action(control))}

    def reserve(self, raw) -> str | None:
        """The hub's question for each press: is it only a coin ("coin"), or the service
        switch ("service")? None: an ordinary press."""
        if not self.enabled:
            return None
        bound = self.bound_to(raw.device, raw.control)
        if "service" in bound:
            return "service"
        if "coin" in bound and not self.free_play:
            return "coin"
        return None

    # -- coins and credits --------------------------------------------------------------------
    def coin(self, press) -> bool:
        """A press the hub reserved as a coin (True: it was one; a bounce within COIN_GAP_NS
        of the last coin of that control is swallowed, not counted)."""
        if self.free_play or "coin" not in press.actions:
            return False
        key = (press.device, press.control)
        last = self._last_coin.get(key)
        self._last_coin[key] = press.t_ns
        if last is not None and 0 <= press.t_ns - last < COIN_GAP_NS:
            return True
        self.add_coin(f"{press.device} {press.control}")
        return True

    def add_coin(self, detail: str = "") -> bool:
        """One coin paid; False when the credits were at the cap (the coin is still counted)."""
        if self.credits >= self.credit_cap:
            self._write("coin_over_cap", 1, detail)
            return False
        self.coins += 1
        if self.coins >= self.coins_per_credit:
            self.coins, self.credits = 0, self.credits + 1
        self._write("coin", 1, detail)
        return True

    def service_credit(self) -> bool:
        """The operator's free credit (up to the cap)."""
        if self.credits >= self.credit_cap:
            return False
        self.credits += 1
        self._write(SERVICE_CREDIT, 1, "")
        return True

    def can_play(self) -> bool:
        return self.free_play or self.credits >= self.coins_per_play

    def pay(self) -> bool:
        """Take one play's credits; False (and nothing taken) when there are not enough."""
        if not self.can_play():
            return False
        taken = 0 if self.free_play else self.coins_per_play
        self.credits -= taken
        self._write("play", taken, "")
        return True

    def _write(self, kind: str, amount: int, detail: str) -> None:
        if self.ledger is None:
            return
        try:
            self.ledger.record(kind, self.credits, self.coins, amount, detail)
        except sqlite3.Error as error:
            self.problem = _("The credits could not be saved to the disk ({error})").format(
                error=error)

    def banner(self) -> str:
        """The corner text: "FREE PLAY", or the credits and what a play costs."""
        if self.free_play:
            return _("FREE PLAY")
        if self.coins:
            return _("CREDITS {credits} + {coins}/{per_credit}   ({cost} a play)").format(
                credits=self.credits, coins=self.coins, per_credit=self.coins_per_credit,
                cost=self.coins_per_play)
        return _("CREDITS {credits}   ({cost} a play)").format(credits=self.credits,
                                                              cost=self.coins_per_play)
