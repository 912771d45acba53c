"""What the operator menu's pages share (scenes/operator_pages.py, operator_calibration.py):
a page over the operator menu that goes back to it, and a choice item."""
from game.i18n import _
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene


def pick(label, values, current, on_change, show=str) -> Item:
    """A choice among `values`, starting at `current` (or the first)."""
    index = values.index(current) if current in values else 0
    return Item(label, values=values, index=index, on_change=on_change, show=show)


def seconds(value) -> str:
    return _("{seconds} s").format(seconds=value) if value else _("never")


class OperatorPage(MenuScene):
    """A page over the operator menu: back (and Back) return to it."""

    def __init__(self, ctx, previous, title: str, items: list[Item], subtitle: str = ""):
        self.previous = previous
        super().__init__(ctx, Menu(title, items + [Item(_("Back"), self.back)], subtitle),
                         on_back=self.back)

    def set(self, key: str, value) -> None:
        self.ctx.settings["cabinet", key] = value

    def back(self) -> None:
        self.ctx.switch(self.previous, overlay=True)
