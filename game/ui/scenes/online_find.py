"""Join a match: the matches hosted nearby (heard on the local network, the list kept live),
each a row to pick, and a row to type a room code or an address instead. Keyboard, pad,
panel and mouse alike (a menu of clickable rows). `watching`: the match is watched, read only.
"""
import threading

from game.i18n import _, ngettext
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene
from game.ui.words import VARIANT_WORDS

LOOK_EVERY_NS = 500_000_000


class OnlineFindScene(MenuScene):
    name = "online_find"

    def __init__(self, ctx, watching: bool = False):
        self.ctx, self.watching = ctx, watching
        self.found: list = []
        self.looked_ns = 0
        super().__init__(ctx, Menu(_("Watch a match") if watching else _("Join a match"),
                                   self._items(), _("Looking for matches nearby…")),
                         on_back=ctx.flow.back)
        self.nearby = None
        try:
            from game.net.nearby import Nearby
            self.nearby = Nearby()
        except Exception as error:                   # noqa: BLE001 - no mDNS here: say it
            ctx.say(_("Cannot look for matches nearby: {problem}").format(problem=error), 6.0)

    def _items(self) -> list[Item]:
        rows = [Item(_("{name}  ·  {game}  ·  {address}").format(
                     name=m.name, game=VARIANT_WORDS.get(m.variant, m.variant),
                     address=f"{m.address}:{m.port}"),
                     lambda m=m: self._open(m.url)) for m in self.found]
        return rows + [Item(_("Type a room code or an address…"), self.type_it),
                       Item(_("Back"), self.ctx.flow.back, careful=True)]

    def update(self, now_ns: int) -> None:
        """Every half second: the matches heard nearby, the rows again when they changed."""
        if self.nearby is None or now_ns - self.looked_ns < LOOK_EVERY_NS:
            return
        self.looked_ns = now_ns
        found = self.nearby.matches()
        if found != self.found:
            chosen = self.menu.items[self.menu.selected].label
            self.found = found
            self.menu.items = self._items()
            labels = [item.label for item in self.menu.items]
            self.menu.selected = labels.index(chosen) if chosen in labels else 0
            self.menu.rects.clear()
            self.ctx.redraw()
        self.menu.subtitle = ngettext("{n} match nearby", "{n} matches nearby",
                                      len(found)).format(n=len(found)) if found else \
            _("Looking for matches nearby…")

    def type_it(self) -> None:
        self.ctx.flow.push("online_code", "watch" if self.watching else "join")

    def _open(self, url: str) -> None:
        from game.net.address import Where
        from game.net.command import join
        join(self.ctx, Where(url), self.watching)

    def leave(self) -> None:
        """No more listening (closing waits on the network: on a thread of its own)."""
        if self.nearby is not None:
            threading.Thread(target=self.nearby.close, name="speed-mdns-close",
                             daemon=True).start()
            self.nearby = None
