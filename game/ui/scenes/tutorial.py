"""The guided first match: "press any button" seats the player's device, then the lesson's
steps on the real table (game/tutorial/lessons.py), each waiting for the player's own action,
named in that device's controls; then a slowed game against a gentle computer player, with
playable cards hinted after a pause. Any step can be skipped from the pause menu (the
tutorial then plays it for the player); the finished tutorial is remembered per player.
"""
import time
from dataclasses import replace

from game import log
from game.hints import TUTORIAL_AFTER_S
from game.input.device_id import DeviceKind, SeatDevice
from game.session import SeatInfo, Session
from game.store.db import connect
from game.store.tutorials import mark_finished
from game.tutorial.controls import SeatControls
from game.tutorial.lessons import LESSONS, PLAYER, Look
from game.ui.hint_glow import HandHints
from game.ui.menu import Item
from game.ui.scenes.base import Scene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.tutorial_panel import draw_panel, panel_rect, wrap
from game.ui.palette import DIM, GOLD, WHITE

TEACHER_NAME, GENTLE_LEVEL = "Sam", "easy"
SKIP_EVERY_S, SKIP_TRIES = 0.3, 40
KEYBOARD_LAYOUT = "keyboard_solo"       # one player at the keyboard: both hands, Space calls
MENU_KEYS = ("return", "escape", "backspace", "f1", "f2", "f11", "f12")
TITLES = {"play": "Play a card", "refill": "The refill", "misplay": "A misplay",
          "flip": "Stalemate: the flip", "play_out": "Play out your hand",
          "call": "Call \"Speed!\"", "match": "Now a real game"}


class TutorialIntro(Scene):
    """"Press any button on the controller you will learn with": that device takes the seat."""

    def __init__(self, ctx, variant: str = "speed"):
        super().__init__(ctx)
        self.variant = variant if variant in LESSONS else "speed"
        for seat in list(ctx.devices.seats):
            ctx.devices.leave(seat)
        ctx.devices.take_join_requests()

    def on_press(self, press, action) -> None:
        if action == "back" and DeviceKind.of(press.device) is not DeviceKind.SERIAL:
            self.ctx.flow.title()

    def update(self, now_ns: int) -> None:
        for request in self.ctx.devices.take_join_requests():
            if self.in_guard(request.t_ns):
                continue
            keyboard = DeviceKind.KEYBOARD.owns(request.device)
            if keyboard and request.control in MENU_KEYS:
                continue
            layout = KEYBOARD_LAYOUT if keyboard else request.layout
            if layout:
                self._seat(request.device, layout)
                return

    def on_pointer(self, p) -> None:
        if p.kind == "down" and not self.in_guard(p.t_ns if hasattr(p, "t_ns") else 0):
            self._seat("mouse", "mouse")

    def _seat(self, device: str, layout: str) -> None:
        try:
            self.ctx.devices.join(device, layout, PLAYER)
        except ValueError as error:
            self.ctx.say(str(error))
            return
        label = self.ctx.devices.bindings[layout].label or layout
        seats = [SeatInfo("You", "human", str(SeatDevice(device, layout)), label=label),
                 SeatInfo(TEACHER_NAME, "bot", level=GENTLE_LEVEL)]
        self.ctx.flow.tutorial_table(seats, self.variant)

    def animating(self) -> bool:
        return False

    def draw(self, surface, now_s: float) -> None:
        surface.fill((12, 52, 32))
        width, height = surface.get_size()
        text, unit = self.ctx.text, max(14, height // 24)
        title = text.render("Learn to play", unit * 2, GOLD, bold=True)
        surface.blit(title, title.get_rect(center=(width // 2, height // 4)))
        y = height // 2 - unit * 2
        for line in INTRO_LINES:
            for part in wrap(text, line, unit, width * 3 // 4):
                shown = text.render(part, unit, WHITE)
                surface.blit(shown, shown.get_rect(center=(width // 2, y)))
                y += unit * 3 // 2
        back = text.render("Esc, B or Back: the title screen", unit * 2 // 3, DIM)
        surface.blit(back, back.get_rect(center=(width // 2, height - unit * 2)))


INTRO_LINES = ("A short game that teaches you Speed, one step at a time, on the real table.",
               "Press any button on the controller you will play with:",
               "a key, a gamepad button, an arcade button, or click with the mouse.")


class TutorialScene(TableScene):
    """The lesson on the real table, then a slowed game against a gentle computer player."""

    def __init__(self, ctx, seats, variant: str = "speed"):
        self.lesson = LESSONS[variant]
        self.step_index, self.since_step, self.games = 0, [], 0
        self.skipping, self.skip_at, self.skip_tries = False, 0.0, 0
        self._bots = {}
        super().__init__(ctx, seats)
        held = ctx.devices.seats.get(PLAYER)
        self.controls = SeatControls(held.device, held.layout) if held else None
        self.pause_menu.menu.items[1:1] = [Item("Skip this step", self.skip),
                                           Item("End the tutorial", self.end)]
        self._begin_step()

    # -- the table it is played on -----------------------------------------------------------
    def table_variant(self) -> str:
        return self.lesson.variant

    def make_session(self, variant: str, seats) -> Session:
        session = Session(variant, dict(self.lesson.options), seats, 1, queue=self.ctx.queue,
                          replay_path=self.ctx.replay_to, deal=self.lesson.deal,
                          header={"tutorial": variant})
        self._bots, session.bots = session.bots, {}     # the teacher plays no card by itself
        return session

    def make_hints(self):
        return HandHints([PLAYER], TUTORIAL_AFTER_S)

    def begin_game(self, now_ns: int) -> None:
        self.games += 1
        if self.games > 1:                    # after the lesson: a real game, the bot plays
            self.session.bots = self._bots
            self.step_index = len(self.lesson.steps)
        super().begin_game(now_ns)

    def save(self):
        """A tutorial is not a rated match: it is remembered as done instead."""
        self._remember()
        return {}, None

    # -- the steps ---------------------------------------------------------------------------
    @property
    def step(self):
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def _begin_step(self) -> None:
        self.since_step, self.skipping, self.skip_tries = [], False, 0
        step = self.step
        log.write(f"tutorial {self.lesson.variant}: step {step.key if step else 'match'}")
        intent = step.teacher(self.session.game) if step else None
        if intent is not None:
            self._push(intent)

    def heard(self, events, now_s: float) -> None:
        super().heard(events, now_s)
        step = self.step
        if step is None or not events:
            return
        self.since_step += events
        if step.done(self.since_step):
            self.step_index += 1
            self.ctx.sound.play("tick")
            self._begin_step()

    def update(self, now_ns: int) -> None:
        super().update(now_ns)
        step = self.step
        if self.skipping and step and self.paused_at is None and self.session.started and \
                now_ns / 1e9 >= self.skip_at and self.skip_tries < SKIP_TRIES:
            intent = step.skip(self.session.game)
            if intent is not None:
                self._push(intent)
            self.skip_at, self.skip_tries = now_ns / 1e9 + SKIP_EVERY_S, self.skip_tries + 1

    def _push(self, intent) -> None:
        """The tutorial's own press (the teacher's, or a skipped step's), stamped now."""
        now = max(_now(), self.session.start_ns)
        self.session.queue.push(replace(intent, t=now, source="tutorial"))

    def skip(self) -> None:
        """The pause menu's "Skip this step": the tutorial does it (the match: it ends)."""
        self.resume()
        if self.step is None:
            self.end()
            return
        self.skipping, self.skip_at = True, 0.0

    def end(self) -> None:
        """The pause menu's "End the tutorial": remembered, and back to the title."""
        self._remember()
        self.ctx.flow.title()

    def _remember(self) -> None:
        if self.step_index < 3:              # left before it taught anything: not done
            return
        try:
            db = connect()
            try:
                mark_finished(db, self.seats[PLAYER].profile, self.lesson.variant)
            finally:
                db.close()
        except Exception as error:          # noqa: BLE001 (a locked or unwritable store)
            self.ctx.say(f"The finished tutorial could not be remembered ({error})", 6.0)

    # -- drawing -----------------------------------------------------------------------------
    def words(self) -> tuple[str, str]:
        """(title, what to do) for the step on screen."""
        game, step = self.session.game, self.step
        look = Look(game, self.controls, lambda card: game.hands[PLAYER].index(card))
        if step is not None:
            number = f"Step {self.step_index + 1} of {len(self.lesson.steps) + 1}: "
            return number + TITLES.get(step.key, step.key), step.say(look)
        return TITLES["match"], self._match_words(look)

    def _match_words(self, look: Look) -> str:
        game, controls = look.game, self.controls
        if not self.session.started:
            return (f"Get ready for a slowed game against {TEACHER_NAME}: the first to play "
                    f"out every card and call \"Speed!\" wins.")
        if game.window and PLAYER in game.window[2]:
            return f"You are out of cards: call \"Speed!\" — {controls.call()}!"
        if not game.legal_plays(PLAYER) and not game.requests[PLAYER] and not game.over:
            return f"You cannot play: {controls.flip()} to ask for the flip."
        return (f"A slowed game against {TEACHER_NAME}: the first to play out every card and "
                f"call \"Speed!\" wins. Cards that fit glow after a pause. When a card fits "
                f"both piles, {controls.aim()}.")

    def draw(self, surface, now_s: float) -> list | None:
        changed = super().draw(surface, now_s)
        if self.paused_at is not None or self.controls is None:
            return changed
        title, body = self.words()
        footer = f"Pause ({self.controls.pause()}): skip this step"
        rect = draw_panel(surface, self.ctx.text, panel_rect(surface.get_size(),
                          self.view.layout), title, body, footer)
        self.view.drawn_over(rect)
        return None if changed is None else changed + [rect]


def _now() -> int:
    return time.perf_counter_ns()

