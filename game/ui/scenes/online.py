"""Play online: host a match (here on the local network and by address, or through a relay
with a room code), join one (the nearby list, or a code or address typed), watch one, and the
relay's address (kept in the settings). A menu: keyboard, pad, panel and mouse alike."""
from game.i18n import _
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene


class OnlineScene(MenuScene):
    name = "online"

    def __init__(self, ctx):
        from game.net.command import relay_of
        items = [Item(_("Host a match here"), self.host_here,
                      help=_("Players nearby see it in their list; others type this "
                             "machine's address")),
                 Item(_("Host a match through the relay"), self.host_relay,
                      help=_("Friends anywhere type the room code shown")),
                 Item(_("Join a match"), self.join,
                      help=_("The matches nearby, or a room code or an address")),
                 Item(_("Watch a match"), self.watch,
                      help=_("A room code or an address: the match live, read only")),
                 Item(_("Relay: {url}").format(url=relay_of(ctx.settings)), self.relay,
                      help=_("Where room codes are found (`speed relay` runs there)")),
                 Item(_("Back"), ctx.flow.back, careful=True)]
        super().__init__(ctx, Menu(_("Play online"), items,
                                   _("Play with a friend on another machine")),
                         on_back=ctx.flow.back, remember="online")

    def update(self, now_ns: int) -> None:
        """The relay's line as the settings have it now (back from changing it)."""
        from game.net.command import relay_of
        self.menu.items[4].label = _("Relay: {url}").format(url=relay_of(self.ctx.settings))

    def host_here(self) -> None:
        from game.net.command import host
        host(self.ctx, None, self.ctx.settings["online", "port"])

    def host_relay(self) -> None:
        from game.net.command import host, relay_of
        host(self.ctx, relay_of(self.ctx.settings), self.ctx.settings["online", "port"])

    def join(self) -> None:
        self.ctx.flow.push("online_find", False)

    def watch(self) -> None:
        self.ctx.flow.push("online_code", "watch")

    def relay(self) -> None:
        self.ctx.flow.push("online_code", "relay")
