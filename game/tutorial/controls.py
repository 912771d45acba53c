"""A seat's controls in words, from its live bindings layout: "press S", "press card button 2",
"move the highlight onto it and press X or B", "click your draw pile". No pygame here."""
from game.input.bindings import Layout
from game.input.device_id import DeviceKind

KEY_NAMES = {"space": "Space", "down": "Down arrow", "up": "Up arrow", "left": "Left arrow",
             "right": "Right arrow", "escape": "Esc", "tab": "Tab", "return": "Enter",
             "right shift": "Right Shift", "right ctrl": "Right Ctrl"}
PAD_NAMES = {"a": "A", "b": "B", "x": "X", "y": "Y", "start": "Start", "back": "Back",
             "leftshoulder": "LB", "rightshoulder": "RB", "lefttrigger": "LT",
             "righttrigger": "RT", "dpleft": "d-pad left", "dpright": "d-pad right",
             "dpup": "d-pad up", "dpdown": "d-pad down"}
PANEL_NAMES = {"slap": "the slap pad", "slap2": "the slap pad", "b5": "the left pile button",
               "b6": "the right pile button", "b13": "the left pile button",
               "b14": "the right pile button"}


def control_name(kind: DeviceKind | None, control: str) -> str:
    """How a player would call `control` of a device of `kind` ("S", "LB", "card button 2")."""
    if kind is DeviceKind.PAD:
        return PAD_NAMES.get(control, control.upper())
    if kind is DeviceKind.SERIAL:
        if control in PANEL_NAMES:
            return PANEL_NAMES[control]
        number = control[1:]
        if control.startswith("b") and number.isdigit():
            return f"card button {int(number) % 8 + 1}"
        return control
    return KEY_NAMES.get(control, control.upper() if len(control) == 1 else control.title())


class SeatControls:
    """What to do, in words, to play a hand slot, flip, call "Speed!" and pause on one layout."""

    def __init__(self, device: str, layout: Layout):
        self.kind = DeviceKind.of(device)
        self.layout = layout
        self.pointer = self.kind in (DeviceKind.MOUSE, DeviceKind.TOUCH)

    def _first(self, *actions: str) -> str | None:
        """The first control bound to the first of `actions` that is bound, in words."""
        for action in actions:
            controls = self.layout.actions.get(action) or ()
            if controls:
                return control_name(self.kind, controls[0])
        return None

    def play(self, slot: int) -> str:
        """How to play the card in hand slot `slot` (0-based)."""
        if self.pointer:
            return "click it (or drag it onto the pile)"
        if self.layout.scheme == "cursor":
            moves = " / ".join(n for n in (self._first("left"), self._first("right")) if n)
            plays = " or ".join(n for n in (self._first("play_left"),
                                            self._first("play_right")) if n)
            return f"move the highlight onto it ({moves}) and press {plays}"
        key = self._first(f"slot{slot + 1}")
        return f"press {key}" if key else f"press the button of card {slot + 1}"

    def flip(self) -> str:
        """How to ask for the stalemate flip."""
        if self.pointer:
            return "click your draw pile"
        key = self._first("flip", "hit")
        return f"press {key}" if key else "press flip"

    def call(self) -> str:
        """How to call "Speed!"."""
        if self.pointer:
            return "click the slap pad beside your cards"
        key = self._first("slap", "hit")
        return f"hit {key}" if key and key.startswith("the ") else f"press {key}"

    def slap(self, pile: int) -> str:
        """How to slap spit pile `pile` (0 the left, 1 the right) at a Spit round's end."""
        if self.pointer:
            return "click that pile"
        if self.layout.scheme == "cursor":
            return f"press {self._first('play_left' if pile == 0 else 'play_right')}"
        aim = self._first("aim_left" if pile == 0 else "aim_right")
        return f"press {aim} to aim at it, then {self.call().replace('hit ', '')}"

    def aim(self) -> str:
        """How to choose the pile when a card fits both."""
        if self.pointer:
            return "drag it onto the pile you want"
        if self.layout.scheme == "cursor":
            return (f"{self._first('play_left')} plays it to the left pile, "
                    f"{self._first('play_right')} to the right")
        return f"{self._first('aim_left')} and {self._first('aim_right')} choose the pile"

    def pause(self) -> str:
        """How to open the pause menu (where a step is skipped)."""
        if self.pointer:
            return "the pause button"
        if self.kind is DeviceKind.SERIAL:
            return "both pile buttons held"
        return self._first("pause") or "Esc"
