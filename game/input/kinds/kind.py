"""What every device kind answers (`Kind`), with the answers of a kind that says little: one
place per question, each kind module (keyboard.py, pad.py, …) overriding what it does its own
way. No pygame here (a keyboard's key names ask pygame inside the one function that needs it).
"""
from __future__ import annotations

from typing import NamedTuple

from game.i18n import N_, _


class Listed(NamedTuple):
    """One device's one layout as Options → Controls lists it (ui/scenes/controls_map.py)."""
    label: str
    device: str
    layout: str
    key: str = ""                # its own map's key: a pad's GUID, a board's id
    family: str = ""             # a pad's family (pad_family.py), "" not a pad


class Present(NamedTuple):
    """What the join screen sees connected, for the kinds' "how to join" lines."""
    hub: object                  # the DeviceHub: its bindings, seats and keyboard
    pads: dict                   # each pad's family, by device
    boards: list                 # the boards connected
    held: set                    # the devices seated now
    label: object                # a layout's label as shown (ui/layout_words.layout_label)


class Kind:
    """One kind of device. Its `name` is the head of its ids and a bindings layout's
    `device = ...`; everything the game says or does differently per kind is asked here."""
    name = ""
    single = False            # one per machine: its id is the name itself ("keyboard", "mouse")
    bindable = True           # a bindings layout may be for it (a bot's seat is not)
    pointer = False           # plays by pointing at the table: nothing to press for an action
    remote = False            # a player on another machine: its controls are over there
    remapped = False          # Options → Controls remaps its layouts
    matrix = False            # two players share it whose keys could ghost (key_matrix.py)
    spelled_out = False       # a picture's legend says its controls in words, " / " between
    picture = ""              # its picture's module in game/ui/devices ("" none; "buttons":
                              # a row of its bound controls, for a kind with none of its own)
    about = ""                # Controls' words for a kind without a picture (N_)
    players: dict = {}        # layout → who plays it when two share one device (N_)
    # The name picker on the join screen (ui/scenes/name_picker.py): a control of its own
    # (`picker_buttons`) or of a bound action (`picker_actions`) → prev / next / ok.
    picker_buttons: dict = {}
    picker_actions: dict = {}
    picker_words = ()         # a pointer's picker in words: (changing, editing), N_
    summary_words = ()        # a pointer's main controls in words for its seat card, N_
    cover_words = ""          # a pointer's California control in words for its seat card, N_
    solo_layout = ""          # the layout it plays alone (tutorial, daily, ladder), "": its first
    pause_control = ""        # a control that pauses the table even when no layout binds it
    borrows = ()              # (device, control, own control): another device's control its
                              # seat plays with too, while no seat of that device binds it

    # -- its ids ---------------------------------------------------------------------------
    @property
    def value(self) -> str:
        return self.name

    @property
    def prefix(self) -> str:
        """How the ids of this kind begin ("pad:"; "keyboard" is a whole id)."""
        return self.name if self.single else self.name + ":"

    def local_id(self, device: str) -> str:
        """The id without its kind ("serial:CAB" → "CAB")."""
        return device.removeprefix(self.prefix)

    def owns(self, device: str) -> bool:
        """Is `device` an id of this kind?"""
        return device == self.name if self.single else device.startswith(self.prefix)

    def __repr__(self) -> str:
        return f"<kind {self.name}>"

    def __str__(self) -> str:
        return self.name

    # -- its controls ------------------------------------------------------------------------
    def control(self, control: str) -> str | None:
        """The name its devices report for `control`, None when it is none of its controls."""
        return None

    def menu(self, actions: dict) -> dict:
        """The menu meaning of a layout with these game bindings: menu action → controls."""
        return {}

    def gestures(self, actions: dict) -> tuple:
        """The held gestures of a layout with these game bindings (menu_bindings.Combo)."""
        return ()

    # -- its controls in words ----------------------------------------------------------------
    def words(self, control: str, family: str = "") -> str:
        """`control` in the words its device uses ("A", "LB", "card button 1")."""
        return control

    def label(self, control: str, family: str = "") -> str:
        """`control` as printed on it, for a picture ("A", "✕", "SLAP")."""
        return control.upper()

    def cap(self, control: str, family: str = "") -> str:
        """`control` as Options → Controls prints it ("SPACE", "✕", "B5")."""
        return control.upper()

    def label_words(self, control: str, family: str, label: str) -> str:
        """`control` in words for a sentence, `label` when it has none of its own."""
        return label

    def grouped(self, controls: list[str]) -> str:
        """Several controls of one sort said once ("card buttons 1 2 3"), "" when not."""
        return ""

    def spoken(self, control: str) -> str:
        """How a player calls `control` in the tutorial's sentences ("S", "Down arrow")."""
        return control.upper() if len(control) == 1 else control.title()

    def press(self, control: str) -> str:
        """The tutorial's instruction to use `control` ("press S", "hit the slap pad")."""
        return _("press {key}").format(key=self.spoken(control))

    def pause_words(self) -> str | None:
        """The tutorial's words for pausing when no bound control says it, None: its pause key."""
        return None

    def note(self, local: str) -> str | None:
        """A device of this kind in a word or two for its name plate ("pad 1"); None: its id."""
        return None

    def map_key(self, device: str, guid) -> str:
        """What device `device`'s own map is filed under (a pad's model GUID, `guid(device)`;
        a board's id); "" when its layouts are all it has."""
        return ""

    def pin_digit(self, control: str) -> int | None:
        """The operator PIN digit (1..8) `control` stands for, None when none."""
        return None

    # -- its screens -----------------------------------------------------------------------------
    def listed(self, hub) -> list[Listed]:
        """Its devices and layouts as Options → Controls lists them: a remapped kind with one
        device per machine, each of its layouts (a device's own maps left out)."""
        if not (self.single and self.remapped):
            return []
        return [Listed(_(layout.label) if layout.label else name, self.name, name)
                for name, layout in hub.bindings.layouts.items()
                if "@" not in name and layout.device == self.name]

    def remap_help(self, key: str) -> str:
        """Controls' line under one of its devices."""
        return "" if self.remapped else _(POINTING)

    def menu_hint(self, cap) -> str:
        """How to choose and go back on Controls, its buttons named by `cap(control)`."""
        return _("Up/Down choose   Enter: select   Esc: back")

    def help_hint(self, family: str = "") -> str:
        """How to leave How to play and turn its pictures with this device ("": the
        keyboard's words stand in)."""
        return ""

    def join_ways(self, present: Present) -> list[str]:
        """One line for each way a device of this kind could take a seat now."""
        return []


POINTING = N_("Pointing plays: nothing to remap.")
