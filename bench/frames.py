"""Frame benchmark: a four-player Speed table at 1920x1080, headless, in real time.

Random legal intents arrive at a human-ish pace (every 30-80 ms, stamped when created, applied
at the next frame), with a slap every 3 s, for about 20 s of 60 Hz frames. Measures frame CPU
time (engine update + draw, thread CPU), input-to-frame (intent stamp to the flip of the frame
that shows it), time from process launch to the first presented frame (a subprocess), and
peak RSS. The last line printed is one JSON object.

Run: python bench/frames.py [seconds]
"""
import json
import os
import random
import resource
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

SIZE = (1920, 1080)
SEATS = 4
FRAME_S = 1 / 60
NAMES = ["Ana", "Bruno", "Carla", "Dirk"]


def new_table(seed: int = 1):
    """Display, card art, a started game and its view: what the first frame needs."""
    import pygame
    from game.engine.speed import SpeedGame
    from game.engine.speed_setup import SpeedRules
    from game.ui.cards.art import CardArt
    from game.ui.table.view import TableView
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(SIZE)
    game = SpeedGame(SpeedRules(None, SEATS), seed)
    view = TableView(SIZE, SEATS, "speed", CardArt(), names=NAMES)
    view.reset(None)
    view.on_events(game.start(), 0.0)
    return screen, game, view


def first_frame_child() -> None:
    """Child mode: build the table, present one frame, print the monotonic time of the flip."""
    import pygame
    screen, game, view = new_table()
    view.draw(screen, game, 0.0, 0.0)
    pygame.display.flip()
    print(time.monotonic_ns(), flush=True)


def first_frame_s() -> float:
    """Seconds from launching a fresh interpreter to its first presented frame."""
    start = time.monotonic_ns()
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--first-frame"],
                         capture_output=True, text=True, check=True)
    return (int(out.stdout.strip().splitlines()[-1]) - start) / 1e9


def choose(game, rng: random.Random):
    """A random intent: mostly a legal one of a random seat, sometimes a misfit play."""
    from game.engine.intents import PLAY, Intent
    seat = rng.randrange(game.seats)
    legal = game.legal_intents(seat)
    if game.hands[seat] and rng.random() < 0.08:
        return Intent(0, seat, PLAY, rng.choice(game.hands[seat]), rng.randrange(game.seats))
    if not legal:
        others = [i for s in range(game.seats) for i in game.legal_intents(s)]
        return rng.choice(others) if others else None
    return rng.choice(legal)


class Bench:
    """The real-time loop: poll ~1 kHz between frames, apply stamped intents at each frame."""

    def __init__(self, seconds: float):
        import pygame
        from game.ui.table.view import SeatHints
        self.pygame = pygame
        self.screen, self.game, self.view = new_table()
        self.rng = random.Random(2024)
        self.frames = int(seconds / FRAME_S)
        self.cpu_ms: list[float] = []
        self.latency_ms: list[float] = []
        self.pending: list = []
        self.hints = [SeatHints(cursor=i, aim=i, device="pad") for i in range(SEATS)]
        self.wins = [0] * SEATS
        self.seed = 1

    def run(self) -> None:
        clock = time.perf_counter
        self.t0 = clock()
        self.game_start = self.t0
        next_frame, next_intent, next_slap = self.t0, self.t0 + 0.05, self.t0 + 1.0
        over_since = None
        for _ in range(self.frames):
            next_intent = self._wait(next_frame, next_intent)
            next_frame += FRAME_S
            now = clock()
            if now >= next_slap:
                self.view.slap(self.rng.randrange(SEATS), now - self.t0)
                next_slap = now + 3.0
            if self.game.over:
                over_since = over_since or now
                if now - over_since > 1.0:
                    self._new_game(now)
                    over_since = None
            self._frame(now)

    def _wait(self, deadline: float, next_intent: float) -> float:
        """Until the frame is due: create intents when their time comes, poll every ms."""
        while True:
            now = time.perf_counter()
            if now >= deadline:
                return next_intent
            if now >= next_intent:
                intent = None if self.game.over else choose(self.game, self.rng)
                if intent is not None:
                    self.pending.append(intent.at(time.perf_counter_ns()))
                next_intent = now + self.rng.uniform(0.030, 0.080)
            self.pygame.event.pump()
            time.sleep(max(0.0, min(0.001, deadline - now, next_intent - now)))

    def _frame(self, now: float) -> None:
        cpu = time.thread_time_ns()
        now_s, game_ms = now - self.t0, (now - self.game_start) * 1000.0
        applied, self.pending = self.pending, []
        for intent in applied:
            t_ms = (intent.t / 1e9 - self.game_start) * 1000.0
            self.view.on_events(self.game.apply(intent.at(t_ms)), now_s)
        self.view.on_events(self.game.advance(game_ms), now_s)
        self.view.draw(self.screen, self.game, now_s, game_ms, self.hints, None, self.wins)
        self.cpu_ms.append((time.thread_time_ns() - cpu) / 1e6)
        self.pygame.display.flip()
        shown = time.perf_counter_ns()
        self.latency_ms += [(shown - i.t) / 1e6 for i in applied]

    def _new_game(self, now: float) -> None:
        from game.engine.speed import SpeedGame
        if self.game.winner is not None:
            self.wins[self.game.winner] = (self.wins[self.game.winner] + 1) % 3
        self.seed += 1
        self.game = SpeedGame(self.game.rules, self.seed)
        self.game_start = now
        self.view.reset(None)
        self.view.on_events(self.game.start(), now - self.t0)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] if ordered else 0.0


def main(argv: list[str]) -> int:
    if "--first-frame" in argv:
        first_frame_child()
        return 0
    seconds = float(argv[1]) if len(argv) > 1 else 20.0
    first = first_frame_s()
    bench = Bench(seconds)
    bench.run()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    print(f"frames: {len(bench.cpu_ms)}, intents: {len(bench.latency_ms)}, "
          f"input-to-frame p50 {percentile(bench.latency_ms, 50):.2f} ms, "
          f"frame max {max(bench.cpu_ms):.2f} ms")
    print(json.dumps({"bench": "frames",
                      "frame_p50_ms": round(percentile(bench.cpu_ms, 50), 3),
                      "frame_p99_ms": round(percentile(bench.cpu_ms, 99), 3),
                      "input_to_frame_p99_ms": round(percentile(bench.latency_ms, 99), 3),
                      "first_frame_s": round(first, 3),
                      "rss_mb": round(rss_mb, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
