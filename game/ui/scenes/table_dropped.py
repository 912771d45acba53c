"""A seat gone mid-match (the table's side, a mixin of TableScene): an unplugged pad, or a
dropped link to a player's machine, pauses the table until it (or another pad) comes back; a
cabinet whose linked cabinet dropped offers a computer player for that seat in the pause menu
while the link's countdown runs, and play goes on; a machine that never comes back abandons
the match (kept in the history, not rated) and the title follows.

What the network says of those seats (their links, the countdowns, the seats gone) is
table_net.py.
"""
from game.i18n import _
from game.ui.menu import Item


class DroppedSeats:
    """Seats unplugged, dropped and abandoned, on TableScene's state (ctx, seats, session,
    mode, net, view, pause_menu, unplugged, paused_by_unplug, abandoned, ratings, saved,
    _offered) and its pause and resume."""

    def _watch_devices(self) -> None:
        """An unplugged pad (or a dropped link) pauses the game until it (or another pad)
        comes back."""
        paused = self.ctx.devices.paused_seats()
        if paused and not self.unplugged:
            self.ctx.say(self._unplugged_words(paused), 6.0)
            self.paused_by_unplug = self.paused_at is None
            self.pause(paused[0], "link" if set(paused) <= set(self.net.remote) else
                       "unplugged")
        elif not paused and self.unplugged:
            self.ctx.say(_("Link back: play on!") if set(self.unplugged) <= set(self.net.remote)
                         else _("Controller back: play on!"), 3.0)
            if self.paused_by_unplug:
                self.resume()
        self.unplugged = paused            # the seats unplugged now ([]: none)

    def _unplugged_words(self, paused: list[int]) -> str:
        names = ", ".join(self.seats[s].name for s in paused if s < len(self.seats))
        if set(paused) <= set(self.net.remote):
            return _("{names}: the link to their machine dropped. Waiting for it to come "
                     "back.").format(names=names)
        return _("{names}: controller unplugged. Plug it back in, or press a button on "
                 "another one.").format(names=names)

    def _offer_computers(self) -> None:
        """A cabinet whose linked cabinet dropped offers a computer player for that seat, in
        the pause menu, while the countdown runs."""
        waiting = sorted(self.net.waiting) if self.ctx.cabinet.enabled else []
        if waiting != self._offered:
            self._offered = waiting
            self.pause_menu.offer([Item(_("Computer player for {name}").format(
                name=self.seats[seat].name), lambda s=seat: self.hand_to_computer(s))
                for seat in waiting])

    def hand_to_computer(self, seat: int) -> None:
        """A computer player takes `seat` over (its machine's link dropped) and play goes
        on."""
        self.session.take_over(seat, self.ctx.settings["game", "bot_level"])
        self.net.hand_over(seat)
        self.view.remote.discard(seat)
        self.ctx.devices.leave(seat)
        self.unplugged = []                    # not a controller come back: no such line
        self.ctx.say(_("A computer player takes over from {name}.").format(
            name=self.seats[seat].name), 5.0)
        self._offer_computers()
        self.resume()

    def _abandon(self, seats: list[int]) -> None:
        """A remote seat's machine did not come back in time: the match ends as abandoned
        (kept in the history, not rated) and the title follows."""
        self.abandoned = True
        self.ratings, self.saved = self.mode.save_abandoned(self)
        names = ", ".join(self.seats[s].name for s in seats)
        self.ctx.say(self.saved or _("{names} did not come back: the match is abandoned, kept "
                                     "in the history, not rated.").format(names=names), 8.0)
        self.saved = self.saved or ""
        self.ctx.flow.title()
