"""A seat's controls in words, from its live bindings layout: "press S", "press card button 2",
"move the highlight onto it and press X or B", "click your draw pile". No pygame here.

California's controls name one pile (input/actions.py): "press W to aim at its row, then press
F"; `california_lines` says them on a seat's card on the join screen.

Each phrase is a whole instruction for the translator ("press {key}", "hit the slap pad"): the
verb depends on the control (a panel's slap pad is hit, a key pressed), never glued on after.
How each kind of device calls its controls is its own (`Kind.spoken`, `Kind.press`,
game/input/kinds/)."""
from game.i18n import _
from game.input.bindings import Layout
from game.input.kinds import Kind, kind_named, kind_of
from game.nobreak import unbroken

PLAIN = Kind()          # a device of no known kind: its controls said as written


def control_name(kind: Kind | None, control: str) -> str:
    """How a player would call `control` of a device of `kind` ("S", "LB", "card button 2")."""
    return (kind or PLAIN).spoken(control)


def press_words(kind: Kind | None, control: str) -> str:
    """The instruction to use `control`: "press S", "hit the slap pad"."""
    return (kind or PLAIN).press(control)


class SeatControls:
    """What to do, in words, to play a hand slot, flip, call "Speed!" and pause on one layout."""

    def __init__(self, device: str, layout: Layout):
        self.kind = kind_of(device)
        self.layout = layout
        self.pointer = self.kind is not None and self.kind.pointer

    def _control(self, *actions: str) -> str | None:
        """The first control bound to the first of `actions` that is bound."""
        for action in actions:
            controls = self.layout.actions.get(action) or ()
            if controls:
                return controls[0]
        return None

    def _first(self, *actions: str) -> str | None:
        """That control in words ("S", "LB")."""
        control = self._control(*actions)
        return control_name(self.kind, control) if control else None

    def _press(self, *actions: str) -> str | None:
        """The instruction to use it ("press S", "hit the slap pad")."""
        control = self._control(*actions)
        return press_words(self.kind, control) if control else None

    def play(self, slot: int) -> str:
        """How to play the card in hand slot `slot` (0-based)."""
        if self.pointer:
            return _("click it (or drag it onto the pile)")
        if self.layout.scheme == "cursor":
            moves = " / ".join(n for n in (self._first("left"), self._first("right")) if n)
            names = [n for n in (self._first("play_left"), self._first("play_right")) if n]
            plays = _("{a} or {b}").format(a=names[0], b=names[1]) if len(names) == 2 \
                else "".join(names)
            return _("move the highlight onto it ({moves}) and press {plays}").format(
                moves=moves, plays=plays)
        return self._press(f"slot{slot + 1}") or \
            _("press the button of card {n}").format(n=slot + 1)

    def flip(self) -> str:
        """How to ask for the stalemate flip."""
        if self.pointer:
            return _("click your draw pile")
        return self._press("flip", "hit") or _("press flip")

    def call(self) -> str:
        """How to call "Speed!"."""
        if self.pointer:
            return _("click the slap pad beside your cards")
        return self._press("slap", "hit") or _("press slap")

    def slap(self, pile: int) -> str:
        """How to slap spit pile `pile` (0 the left, 1 the right) at a Spit round's end."""
        if self.pointer:
            return _("click that pile")
        if self.layout.scheme == "cursor":
            return self._press("play_left" if pile == 0 else "play_right") or ""
        aim = self._press("aim_left" if pile == 0 else "aim_right") or ""
        return _("{aim} to aim at it, then {slap}").format(aim=aim, slap=self.call())

    def aim(self) -> str:
        """How to choose the pile when a card fits both."""
        if self.pointer:
            return _("drag it onto the pile you want")
        if self.layout.scheme == "cursor":
            return _("{left} plays it to the left pile, {right} to the right").format(
                left=self._first("play_left"), right=self._first("play_right"))
        return _("{left} and {right} choose the pile").format(
            left=self._first("aim_left"), right=self._first("aim_right"))

    def cover(self, pile: int, columns: int, aimed_row: int | None = None) -> str:
        """How to cover California layout pile `pile` (rows of `columns` piles): its column's
        key, first the aim key of its row (unless the keys cover that row: `aimed_row`); a
        pad's highlight; a click."""
        if self.pointer:
            return _("click that pile")
        row, column = divmod(pile, columns)
        if self.layout.scheme == "cursor":
            plays = self._either("play_left", "play_right")
            if is_dpad(self.layout):
                return _("move the highlight onto it with the d-pad and press {plays}").format(
                    plays=plays)
            return _("move the highlight onto it ({moves}; {rows} for the row) and press {plays}"
                     ).format(moves=self._either("left", "right", " / "),
                              rows=self._either("up", "down", " / "), plays=plays)
        aim = self._press("aim_right" if row else "aim_left") or ""
        key = self._press(f"slot{column + 1}") or \
            _("press the button of card {n}").format(n=column + 1)
        if row == aimed_row:
            return key
        return _("{aim} to aim at its row, then {key}").format(aim=aim, key=key)

    def _either(self, one: str, other: str, joint: str = "") -> str:
        """Two actions' first controls: "X or B", or joined by `joint` ("← / →")."""
        names = [n for n in (self._first(one), self._first(other)) if n]
        if len(names) == 2 and not joint:
            return _("{a} or {b}").format(a=names[0], b=names[1])
        return (joint or " ").join(names)

    def pause(self) -> str:
        """How to open the pause menu (where a step is skipped)."""
        if self.pointer:
            return _("the button at the top right")
        return (self.kind or PLAIN).pause_words() or self._first("pause") or _("Esc")


def california_lines(layout: Layout, device: str = "", family: str = "") -> list[str]:
    """A seat's California controls for its card on the join screen, in its device's names:
    every control names one pile (never Speed's flip and "Speed!")."""
    kind = kind_named(layout.device) or PLAIN
    if kind.pointer:
        return [_(kind.cover_words)] if kind.cover_words else []
    kind = kind_named(device.split(":")[0]) or kind

    def keys(*actions, joint=" "):
        controls = [layout.actions[a][0] for a in actions if layout.actions.get(a)]
        return kind.grouped(controls) or unbroken(
            joint.join(kind.words(c, family) for c in controls))
    if layout.scheme == "cursor":
        moves = _("the d-pad") if is_dpad(layout) else \
            keys("left", "right", "up", "down", joint=" / ")
        return [_("Move the highlight over the piles: {keys}").format(keys=moves),
                _("Cover the highlighted pile: {keys}").format(
                    keys=keys("play_left", "play_right", joint=" / "))]
    return [_("Cover a pile of the aimed row: {keys}").format(
                keys=keys("slot1", "slot2", "slot3", "slot4", "slot5")),
            _("Aim at the bottom / top row: {keys}").format(keys=unbroken(" / ".join(
                kind.words(layout.actions[a][0], family) for a in ("aim_left", "aim_right")
                if layout.actions.get(a))))]


def is_dpad(layout: Layout) -> bool:
    """Does a pad layout move its highlight with the d-pad (its first controls)?"""
    firsts = [(layout.actions.get(a) or ("",))[0] for a in ("left", "right", "up", "down")]
    return firsts == ["dpleft", "dpright", "dpup", "dpdown"]
