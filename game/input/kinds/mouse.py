"""The mouse: one per machine, played by pointing at the table. What a click or a drag means is
decided by what lies under it (ui/scenes/table_mouse.py); the table turns it into one of
`CONTROLS`, which a layout binds like keys. Nothing to remap."""
from __future__ import annotations

from game.i18n import N_, _, pgettext
from game.input.kinds.kind import Kind, Listed, Present

CONTROLS = frozenset([f"card{k}" for k in range(1, 6)] + [f"pile{k}" for k in range(1, 5)] +
                     ["draw", "pad", "slap", "wheelleft", "wheelright", "pause"])


class Pointer(Kind):
    """A device that plays by pointing (the mouse, a touch player's finger)."""
    pointer = True

    def control(self, control):
        return control if control in CONTROLS else None

    def help_hint(self, family=""):
        return _("Click: back    Wheel or ◂ ▸: next device")


class Mouse(Pointer):
    name = "mouse"
    single = True
    solo_layout = "mouse"
    borrows = (("keyboard", "space", "pad"),)     # Space is a mouse player's slap pad
    about = N_("The mouse and touch play by pointing: click or tap a card to play it, drag "
               "it onto a pile, click the draw pile to flip, the slap pad to slap. There is "
               "nothing to remap.")
    picker_words = (N_("Click ◂ or ▸ to change, the middle for a new name"),
                    N_("Click ◂ or ▸ to turn the letter, the middle to keep it"))
    summary_words = (N_("Click or drag your cards to play"), N_("Click your draw pile to flip"),
                     N_("Click the SLAP pad to call \"Speed!\""),
                     N_("Click this seat again to leave"))
    cover_words = N_("Click a pile to cover it")

    def note(self, local):
        return pgettext("device", "mouse")

    def listed(self, hub):
        """One entry for the mouse and every touch player: they share the "mouse" layout."""
        return [Listed(_("Mouse and touch"), self.name, "mouse")]

    def join_ways(self, present: Present):
        return [] if self.name in present.held else [_("Mouse: click here")]


KIND = Mouse()
