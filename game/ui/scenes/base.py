"""The scene contract: every hook the app calls on a scene, with its default, what a screen
declares of itself (its policy), and the two kinds of screen most scenes are (a menu, an overlay
over another scene).

A scene is given a `SceneContext` (ui/context.py): the settings, devices, sound, text and the
screen flow; it asks `ctx.flow` for the next screen by its name (`ctx.flow.push("options")`,
`ctx.flow.back()`: ui/flow.py and its stack), never builds another scene.

A screen's policy, class attributes read by the cabinet's loop (the defaults are safe: a new
screen that declares nothing times out like a menu, lights no lamp, and is not the table):

    name       how the flow reaches it, and the cabinet's log names it ("speed: screen join")
    timeout    its timeout on a cabinet, a rule of ui/timeouts.py: "menu" (back to the title,
               or to the table under it), "join", "results", "initials", "table"; None: none
               (the title has its own attract timer)
    lamps      what the button lamps show on it (ui/lamps.py): "off", "starts" (the slap pads
               while the credits allow a play), "chase", "table"; `lamp_levels` overrides
    is_table   the match in play: its presses counted, the menu timeout goes back to it
    operator   one of the operator menu's screens: the operator hold does not open it again
    fps        the frame rate its animation needs while it animates (None: the settings')
"""


class Scene:
    name = ""                      # the screen's name (the flow's, the cabinet log's)
    timeout = "menu"               # its cabinet timeout (ui/timeouts.py RULES); None: none
    lamps = "off"                  # the lamps on it (ui/lamps.py LAMPS)
    is_table = False               # the match in play
    operator = False               # a screen of the operator menu (its pages, its PIN)
    fps: int | None = None         # its animation's frame rate (None: the settings')
    opened_ns = 0                  # set by App.show; the first scene has no guard time
    session = None                 # the match in play (a table's)
    renews = True                  # False: kept as it is when the language changes (Flow.again)

    def __new__(cls, *args, **kwargs):
        scene = super().__new__(cls)
        scene.made_with = (args, kwargs)    # how to make it again in a new language
        return scene

    def __init__(self, ctx):
        self.ctx = ctx

    # -- presses ---------------------------------------------------------------------------------
    def guard_s(self) -> float:
        """How long after opening this scene ignores presses."""
        return self.ctx.guard_s

    def in_guard(self, t_ns: int) -> bool:
        """Was a press at `t_ns` made in the guard time after this scene opened?"""
        guard = self.guard_s()
        return guard > 0 and t_ns < self.opened_ns + guard * 1e9

    def on_press(self, press, action: str | None) -> None:
        """A press of any device (`press.device`, `press.control`); `action` its menu meaning."""

    def on_hold(self, hold) -> None:
        """A held combination of a panel (both aim buttons 1 s): "back" by default."""
        self.on_press(hold, hold.action)

    def on_text(self, text: str) -> None:
        """Text the keyboard typed (SDL text input, on only while a scene asks for it:
        ui/text_input.py): a name, initials."""

    def press_due_ns(self) -> int | None:
        """When this scene's next queued press lands (host ns), for the loop to wake then;
        None: no queue (only the table has one)."""
        return None

    # -- the pointer -----------------------------------------------------------------------------
    def on_pointer(self, p) -> None:
        """The mouse or a touch (input/mouse.py Pointer): by default a move or a click of the
        left button goes to `on_mouse`."""
        if p.kind in ("move", "down"):
            self.on_mouse(p.pos, p.kind == "down" and p.button == 1)

    def on_mouse(self, pos, clicked: bool) -> None:
        """The mouse moved to `pos` or clicked there (the mouse is optional everywhere)."""

    # -- time, drawing, the window ---------------------------------------------------------------
    def update(self, now_ns: int) -> None:
        """Advance to host time `now_ns`."""

    def draw(self, surface, now_s: float) -> list | None:
        """Draw the scene; the rectangles that changed (None: all of it)."""
        raise NotImplementedError

    def animating(self) -> bool:
        """Does the scene change by itself (animations, clocks)? False: the app redraws it
        only when something happens (input, a message, a resize), and idles in between."""
        return True

    def invalidate(self) -> None:
        """Something else drew over the screen: draw all of the scene next time."""

    def on_resize(self, size) -> None:
        """The window changed size."""

    def lamp_levels(self, board, now_ns: int) -> dict | None:
        """The button lamps this screen lights itself (the lamp test: control → level), or
        None: ui/lamps.py decides from what is on screen."""
        return None

    def message_area(self):
        """Where the app's one-line messages go (a pygame Rect), or None: along the bottom.
        The table keeps a row of its own for them (table/slots.py), clear of every card."""
        return None

    # -- coming and going ------------------------------------------------------------------------
    def pause(self) -> None:
        """Something opens over this scene (the operator menu): a match stops its clock."""

    def leave(self) -> None:
        """The scene is left for good: taken off the flow's stack (not when a screen is pushed
        over it that comes back to it)."""

    def confirm_quit(self) -> bool:
        """The window is being closed: True when the scene asks first (a match in play)."""
        return False

    def carry_over(self, old) -> None:
        """This scene was made again from `old` (the language changed: Flow.again): keep
        where the player was on it."""


class MenuScene(Scene):
    """A scene that is one Menu; `back` goes to `on_back` (None: ignored). With `remember` (a
    name), the cursor is where the player left it on their last visit."""

    def __init__(self, ctx, menu, on_back=None, remember: str = ""):
        super().__init__(ctx)
        self.menu, self.on_back, self.remember = menu, on_back, remember
        if remember:
            menu.selected = min(ctx.cursors.get(remember, menu.selected), len(menu.items) - 1)

    def carry_over(self, old) -> None:
        if self.menu.items:
            self.menu.selected = min(old.menu.selected, len(self.menu.items) - 1)

    def keep_cursor(self) -> None:
        """Note where the cursor is, for the next visit (a remembering menu)."""
        if self.remember:
            self.ctx.cursors[self.remember] = self.menu.selected

    def on_press(self, press, action) -> None:
        if action == "back" and self.on_back:
            self.on_back()
        elif action == "help":
            self.ctx.flow.push("help")
        elif action and self.menu.on_menu(action):
            self.ctx.sound.play("tick")
        self.keep_cursor()

    def draw(self, surface, now_s: float) -> None:
        self.menu.draw(surface, self.ctx.text)

    def animating(self) -> bool:
        return False

    def on_mouse(self, pos, clicked: bool) -> None:
        if self.menu.on_mouse(pos, clicked) and clicked:
            self.ctx.sound.play("tick")
        self.keep_cursor()

    def on_pointer(self, p) -> None:
        """The mouse: hover selects, click picks (right click on a choice steps back), the
        wheel scrolls."""
        if p.kind == "wheel" and p.wheel[1]:
            self.menu.scroll(-p.wheel[1])
            self.ctx.redraw()
        elif p.kind == "down" and p.button == 3:         # right click: a choice steps back
            self.menu.on_mouse(p.pos, True, 3)
        elif p.kind in ("move", "down") and p.button in (1, 0):
            self.on_mouse(p.pos, p.kind == "down")


class Overlay:
    """Mixin for a scene pushed over another and drawn over it (`under`: a question, the PIN):
    still, and the scene under it follows the window's size."""

    @property
    def under(self):
        """The scene under this one on the flow's stack."""
        return self.ctx.flow.stack.under(self)

    def animating(self) -> bool:
        return False

    def on_resize(self, size) -> None:
        if self.under is not None:
            self.under.on_resize(size)
