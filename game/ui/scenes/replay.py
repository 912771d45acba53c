"""Watching a recorded game (`speed replay FILE`), in real time, as a scene of the one main loop.

Space pauses, Right / Up plays faster, Left / Down slower, Esc quits (a pad: A pauses, the
d-pad changes the speed, B quits); the F-keys work as everywhere. Following a file being
written (`--follow`: a match played now, here or on another machine), what it has so far is
shown at once, and each line added is read as it comes (replay/tail.py). A record cut off by a crash,
or one that stops before its game ends, is shown up to its last whole line; the clock then
stops there and the screen says that the file ends early.
"""
from game.i18n import _, decimal
from game.input.device_id import DeviceKind
from game.replay.runner import ReplayRun
from game.ui.palette import GOLD
from game.ui.scenes.base import Scene
from game.ui.scenes.game_view import GameView

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
LOOK_NS = 200_000_000        # a followed file is looked at this often for new lines
KEYS = {"space": "pause", "right": "faster", "up": "faster", "left": "slower",
        "down": "slower", "escape": "quit"}
ACTIONS = {"confirm": "pause", "right": "faster", "up": "faster", "left": "slower",
           "down": "slower", "back": "quit"}


class ReplayScene(GameView, Scene):
    name = "replay"
    timeout = None                # a record watched, not waiting for a press (Esc quits)

    def __init__(self, ctx, header, steps, follow: str | None = None):
        super().__init__(ctx)
        self.follow = follow
        self.tail = None              # the file followed, once its first lines are read
        self.read = 1                 # file lines read (the header)
        self.looked_ns = 0
        self.header, self.steps = header, iter(steps)
        self.run = ReplayRun(header)
        self.pending = next(self.steps, None)
        names = [s.get("name") or _("P{n}").format(n=i + 1) for i, s in enumerate(header.seats)]
        self.open_view(header.variant, names)
        self.show_game(self.run.match.game)
        self.show_events(self.run.last_events, 0.0)
        self.game_ms, self.speed, self.paused = 0.0, 2, False
        self.last_t, self.torn_line = 0.0, None
        self.last_ns: int | None = None          # the last frame's host time
        if follow:
            self._at_once(([self.pending] if self.pending else []) + list(self.steps))

    # -- presses ---------------------------------------------------------------------------------
    def on_press(self, press, action) -> None:
        keyboard = DeviceKind.KEYBOARD.owns(press.device)
        command = KEYS.get(press.control) if keyboard else ACTIONS.get(action)
        if command == "pause":
            self.paused = not self.paused
        elif command == "faster":
            self.speed = min(self.speed + 1, len(SPEEDS) - 1)
        elif command == "slower":
            self.speed = max(self.speed - 1, 0)
        elif command == "quit":
            self.ctx.quit()

    def pause(self) -> None:
        self.paused = True

    # -- time ------------------------------------------------------------------------------------
    def update(self, now_ns: int) -> None:
        """The record's clock runs at the chosen speed; every line whose time has come applies."""
        if self.last_ns is not None and not self.paused:
            self.game_ms += (now_ns - self.last_ns) / 1e6 * SPEEDS[self.speed]
        self.last_ns = now_ns
        if self.follow and self.pending is None and now_ns - self.looked_ns > LOOK_NS:
            self.looked_ns = now_ns
            self._more()
        self.feed(now_ns / 1e9)

    def _more(self) -> None:
        """Following a file: the lines added since (the first time: all of it, shown at once,
        the clock at its last line)."""
        from game.replay.tail import Tail
        if self.tail is None:
            self.tail = Tail(self.follow, self.header, self.read)
            self.torn_line = None
        self._at_once(self.tail.new_steps())

    def _at_once(self, steps: list) -> None:
        """Lines of a followed file: played now (they were, where the match is played)."""
        self.steps = iter(steps)
        self.pending = next(self.steps, None)
        self.game_ms = max([self.game_ms] + [s.t for s in steps if s.t is not None])

    def feed(self, now_s: float) -> None:
        """Apply every line whose time has come (a new game waits for its own t = 0)."""
        while self.pending is not None:
            step = self.pending
            if step.kind in ("intent", "end") and step.t > self.game_ms:
                return
            self.pending = next(self.steps, None)
            if step.kind == "torn":
                self.torn_line = None if self.follow else step.line
                continue
            self.read = step.line
            self.last_t = step.t if step.t is not None else self.last_t
            events = self.run.step(step)
            if step.kind == "game":
                self.game_ms, self.last_t = -1500.0, 0.0
                self.show_game(self.run.match.game)
            self.show_events(events, now_s)
        if self.ends_early():
            self.game_ms = max(self.last_t, 0.0)          # no frozen "auto flip in 0.0 s"

    def ends_early(self) -> bool:
        """Has the record run out before its game ended?"""
        return self.pending is None and not self.run.match.game.over

    # -- drawing ---------------------------------------------------------------------------------
    def status(self) -> str:
        """The line at the top: speed, pause, and how the record ended."""
        speed = SPEEDS[self.speed]
        speed = decimal(speed, len(f"{speed:g}".partition(".")[2]))
        label = (_("replay  x{speed}  paused") if self.paused else
                 _("replay  x{speed}")).format(speed=speed)
        if self.follow and not self.run.match.game.over:
            return _("{status}  — live: following the match as it is played").format(
                status=label)
        if self.torn_line is not None:
            ending = _("the file ends early: line {n} is cut off").format(n=self.torn_line)
        elif self.ends_early():
            ending = _("the file ends early, before the game is over")
        elif self.pending is None:
            return _("{status}  (end of record)").format(status=label)
        else:
            return label
        # TRANSLATORS: the replay's status, then how its file ends: "replay  x2  — the file …".
        return _("{status}  — {ending}").format(status=label, ending=ending)

    def draw(self, surface, now_s: float) -> None:
        """The table at the record's clock, and the status line over it (all of the screen)."""
        self.draw_game(surface, self.run.match.game, now_s, self.game_ms,
                       match_wins=self.run.match.wins)
        shown = self.ctx.text.fit(self.status(), max(16, surface.get_height() // 36),
                                  surface.get_width() - 20, GOLD)
        self.view.drawn_over(surface.blit(shown, (10, 10)))
