"""A touch player: each finger on a touch screen seats a player of its own (`touch:1` …),
played by pointing like the mouse (Controls lists them with it)."""
from __future__ import annotations

from game.i18n import N_, _, pgettext
from game.input.kinds.kind import Present
from game.input.kinds.mouse import Pointer


class Touch(Pointer):
    name = "touch"
    picker_words = (N_("Tap ◂ or ▸ to change, the middle for a new name"),
                    N_("Tap ◂ or ▸ to turn the letter, the middle to keep it"))
    summary_words = (N_("Tap or drag your cards to play"), N_("Tap your draw pile to flip"),
                     N_("Tap the SLAP pad to call \"Speed!\""), N_("Tap this seat again to leave"))
    cover_words = N_("Tap a pile to cover it")

    def note(self, local):
        return pgettext("device", "touch")

    def join_ways(self, present: Present):
        return [_("Touch: tap here")]


KIND = Touch()
