"""What every scene has: the app, presses from any device, update, draw, resize."""


class Scene:
    opened_ns = 0                  # set by App.switch; the first scene has no guard time

    def __init__(self, app):
        self.app = app

    def guard_s(self) -> float:
        """How long after opening this scene ignores presses."""
        return self.app.guard_s

    def in_guard(self, t_ns: int) -> bool:
        """Was a press at `t_ns` made in the guard time after this scene opened?"""
        guard = self.guard_s()
        return guard > 0 and t_ns < self.opened_ns + guard * 1e9

    def on_hold(self, hold) -> None:
        """A held combination of a panel (both aim buttons 1 s): "back" by default."""
        self.on_press(hold, hold.action)

    def on_press(self, press, action: str | None) -> None:
        """A press of any device (`press.device`, `press.control`); `action` its menu meaning."""

    def update(self, now_ns: int) -> None:
        """Advance to host time `now_ns`."""

    def draw(self, surface, now_s: float) -> None:
        raise NotImplementedError

    def animating(self) -> bool:
        """Does the scene change by itself (animations, clocks)? False: the app redraws it
        only when something happens (input, a message, a resize), and idles in between."""
        return True

    def on_resize(self, size) -> None:
        """The window changed size."""

    def on_mouse(self, pos, clicked: bool) -> None:
        """The mouse moved to `pos` or clicked there (the mouse is optional everywhere)."""


class MenuScene(Scene):
    """A scene that is one Menu; `back` goes to `on_back` (None: ignored)."""

    def __init__(self, app, menu, on_back=None):
        super().__init__(app)
        self.menu, self.on_back = menu, on_back

    def on_press(self, press, action) -> None:
        if action == "back" and self.on_back:
            self.on_back()
        elif action == "help":
            from game.ui.scenes.help import HelpScene
            self.app.switch(HelpScene(self.app, self), overlay=True)
        elif action and self.menu.on_menu(action):
            self.app.sound.play("tick")

    def draw(self, surface, now_s: float) -> None:
        self.menu.draw(surface, self.app.text)

    def animating(self) -> bool:
        return False

    def on_mouse(self, pos, clicked: bool) -> None:
        if self.menu.on_mouse(pos, clicked) and clicked:
            self.app.sound.play("tick")

    def on_pointer(self, p) -> None:
        """The mouse: hover selects, click picks (right click on a choice steps back), the
        wheel scrolls."""
        if p.kind == "wheel" and p.wheel[1]:
            self.menu.scroll(-p.wheel[1])
            self.app.dirty = True
        elif p.kind == "down" and p.button == 3:         # right click: a choice steps back
            self.menu.on_mouse(p.pos, True, 3)
        elif p.kind in ("move", "down") and p.button in (1, 0):
            self.on_mouse(p.pos, p.kind == "down")


class Overlay:
    """Mixin for a scene drawn over `self.previous` (help, a question): still, and the scene
    under it follows the window's size."""
    previous = None

    def animating(self) -> bool:
        return False

    def on_resize(self, size) -> None:
        resize = getattr(self.previous, "on_resize", None)
        if resize:
            resize(size)
