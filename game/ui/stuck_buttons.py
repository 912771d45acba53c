"""The boards screen's view of held board buttons: which are stuck, and the panel's way back.

Stuck: a button already held when the screen first sees its board (opened with a finger on
it, a stuck or normally-closed switch, a slap pad resting above its threshold), from the
boards' `held` sets, until it is released. The way back from a panel, from its presses and
releases: hold one button 2 s, then let go, with no other button pressed meanwhile. Only a
press the screen was given counts (a button held when it opened gives none), so a stuck
button (it never lets go), buttons tried together (both aim buttons), or a board unplugged
or restarted while a button is down (its reader releases the button: judged once the boards'
states have caught up) never leave. No pygame here.
"""
HOLD_TO_LEAVE_NS = 2_000_000_000
SETTLE_NS = 150_000_000      # a release is judged this long after it is seen


class StuckButtons:
    """Stuck buttons, and the hold-then-let-go way back."""

    def __init__(self) -> None:
        self.stuck: set[tuple[str, int]] = set()      # (board id, button) held when first seen
        self.seen: set[str] = set()                   # live board ids at the last look
        # (device, control) held now -> (pressed at, its board's restarts then)
        self.since: dict[tuple[str, str], tuple[int, int | None]] = {}
        self.spoiled: set[tuple[str, str]] = set()    # held together with another: no way back
        # (device, control) let go after 2 s -> (seen at, pressed at, its board's restarts)
        self.let_go: dict[tuple[str, str], tuple[int, int, int | None]] = {}

    def press(self, device: str, control: str, t_ns: int, infos) -> None:
        """A board's press (made while the screen is open: it is the screen's); with another
        still down, neither is a way back."""
        key = (device, control)
        if self.since:
            self.spoiled |= set(self.since) | {key}
        self.since[key] = (t_ns, _resets(infos, device))

    def look(self, infos, down: dict, now_ns: int) -> bool:
        """Take the boards' states and the controls held now (`HeldGestures.down`); True when the
        way back was completed."""
        self._follow_stuck(infos)
        for key in [k for k in self.since if k[1] not in down.get(k[0], {})]:
            pressed, resets = self.since.pop(key)
            if key not in self.spoiled and now_ns - pressed >= HOLD_TO_LEAVE_NS:
                self.let_go[key] = (now_ns, pressed, resets)
            self.spoiled.discard(key)
        due = [k for k, (seen, _, _) in self.let_go.items() if now_ns - seen >= SETTLE_NS]
        leave = any(_resets(infos, k[0]) == self.let_go[k][2] for k in due)
        for key in due:
            del self.let_go[key]
        return leave

    def armed(self, now_ns: int) -> tuple[str, str] | None:
        """The (device, control) whose release would go back now, if any."""
        return next((key for key, (t, _) in self.since.items() if key not in self.spoiled
                     and now_ns - t >= HOLD_TO_LEAVE_NS), None)

    def stuck_on(self, board_id: str) -> frozenset[int]:
        """The stuck buttons of one board."""
        return frozenset(n for b, n in self.stuck if b == board_id)

    def _follow_stuck(self, infos) -> None:
        """Buttons held on a board seen for the first time are stuck until released."""
        live = {b.board_id: b for b in infos if b.live}
        held = {(board_id, n) for board_id, b in live.items() for n in b.held}
        self.stuck = {key for key in self.stuck if key in held}
        self.stuck |= {key for key in held if key[0] not in self.seen}
        self.seen = set(live)


def _resets(infos, device: str) -> int | None:
    """The restarts of the live board behind `device`; -1 when it is listed but not live;
    None when it is not listed (a device the screen has no state for)."""
    mine = [b for b in infos if b.device == device and not b.port_problem]
    live = next((b for b in mine if b.live), None)
    return live.resets if live else -1 if mine else None
