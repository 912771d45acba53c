"""The operator menu (placeholder until the full page lands): back to the game."""
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene


class OperatorScene(MenuScene):
    def __init__(self, app, previous):
        self.previous = previous
        super().__init__(app, Menu("Operator", [Item("Back", self.back),
                                                Item("Exit to desktop", self.exit)]),
                         on_back=self.back)

    def back(self) -> None:
        self.app.switch(self.previous)

    def exit(self) -> None:
        self.app.running = False


def open_operator(app) -> None:
    """Open the operator menu over whatever is on screen (a match in play is paused first)."""
    if isinstance(app.scene, OperatorScene):
        return
    pause = getattr(app.scene, "pause", None)
    if pause:
        pause()
    app.switch(OperatorScene(app, app.scene), overlay=True)
