"""`speed replay FILE`: watch a recorded game in a window, in real time.

Space pauses, Right / Up plays faster, Left / Down slower, Esc or closing the window quits.
A record cut off by a crash, or one that stops before its game ends, is shown up to its last
whole line; the clock then stops there and the screen says that the file ends early.
"""
import sys
import time

import pygame

from game.config import load_settings
from game.replay.format import ReplayError, read_replay
from game.replay.runner import ReplayRun
from game.ui.cards.art import CardArt
from game.ui.palette import GOLD
from game.ui.sound import SoundBank
from game.ui.table.view import TableView

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)


class Viewer:
    def __init__(self, path: str, size=(1280, 720)):
        self.header, steps = read_replay(path, tolerate_torn_tail=True)
        self.steps = iter(steps)
        self.run = ReplayRun(self.header)
        self.pending = next(self.steps, None)
        pygame.init()
        pygame.display.set_caption(f"Speed — replay of {path}")
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        sound = load_settings().values["sound"]
        self.art, self.sound = CardArt(), SoundBank(sound["volume"], sound["muted"])
        names = [s.get("name", f"P{i + 1}") for i, s in enumerate(self.header.seats)]
        self.view = TableView(size, len(self.header.seats), self.header.variant, self.art,
                              self.sound, names)
        self.view.reset(self.run.match.game)
        self.view.on_events(self.run.last_events, 0.0)
        self.game_ms, self.speed, self.paused = 0.0, 2, False
        self.last_t, self.torn_line = 0.0, None

    def feed(self, now_s: float) -> None:
        """Apply every line whose time has come (a new game waits for its own t = 0)."""
        while self.pending is not None:
            step = self.pending
            if step.kind in ("intent", "end") and step.t > self.game_ms:
                return
            self.pending = next(self.steps, None)
            if step.kind == "torn":
                self.torn_line = step.line
                continue
            self.last_t = step.t if step.t is not None else self.last_t
            events = self.run.step(step)
            if step.kind == "game":
                self.game_ms, self.last_t = -1500.0, 0.0
                self.view.reset(self.run.match.game)
            self.view.on_events(events, now_s)
        if self.ends_early():
            self.game_ms = max(self.last_t, 0.0)          # no frozen "auto flip in 0.0 s"

    def ends_early(self) -> bool:
        """Has the record run out before its game ended?"""
        return self.pending is None and not self.run.match.game.over

    def status(self) -> str:
        """The line at the top: speed, pause, and how the record ended."""
        label = f"replay  x{SPEEDS[self.speed]:g}" + ("  paused" if self.paused else "")
        if self.torn_line is not None:
            return label + f"  — the file ends early: line {self.torn_line} is cut off"
        if self.ends_early():
            return label + "  — the file ends early, before the game is over"
        return label + ("  (end of record)" if self.pending is None else "")

    def key(self, key: int) -> None:
        if key == pygame.K_SPACE:
            self.paused = not self.paused
        elif key in (pygame.K_RIGHT, pygame.K_UP):
            self.speed = min(self.speed + 1, len(SPEEDS) - 1)
        elif key in (pygame.K_LEFT, pygame.K_DOWN):
            self.speed = max(self.speed - 1, 0)

    def loop(self) -> int:
        last = time.perf_counter()
        while True:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and
                                                 event.key == pygame.K_ESCAPE):
                    pygame.quit()
                    return 0
                if event.type == pygame.KEYDOWN:
                    self.key(event.key)
                if event.type == pygame.VIDEORESIZE:
                    self.view.resize(pygame.display.get_surface().get_size())
            now = time.perf_counter()
            if not self.paused:
                self.game_ms += (now - last) * 1000.0 * SPEEDS[self.speed]
            last = now
            self.feed(now)
            self.draw(now)
            time.sleep(1 / 120)

    def draw(self, now_s: float) -> None:
        game = self.run.match.game
        self.view.draw(self.screen, game, now_s, max(self.game_ms, 0.0),
                       match_wins=self.run.match.wins)
        shown = self.view.text.fit(self.status(), max(16, self.screen.get_height() // 36),
                                   self.screen.get_width() - 20, GOLD)
        self.screen.blit(shown, (10, 10))
        pygame.display.flip()


def watch(path: str) -> int:
    try:
        viewer = Viewer(path)
    except ReplayError as error:
        print(f"speed: {path}: {error}", file=sys.stderr)
        return 2
    except pygame.error as error:
        print(f"speed: cannot open the replay window ({error}); is a display available?",
              file=sys.stderr)
        return 1
    try:
        return viewer.loop()
    except ReplayError as error:
        pygame.quit()
        print(f"speed: {path}: {error}", file=sys.stderr)
        return 2
