"""A table of marked words (`N_`) that hands each out in the player's language when it is
looked up, so a caller showing `TABLE[key]` needs no `_()` of its own and a language switch
applies at once."""
from game.i18n import _


class Shown(dict):
    """`Shown({"misplay": N_("LOCKED")})["misplay"]` is "LOCKED" in the player's language;
    `.get` and iteration give the English keys' marked words as stored."""

    def __getitem__(self, key):
        return _(super().__getitem__(key))
