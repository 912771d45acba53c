"""Headless screenshots of the table: seeded games advanced a few moves with the engine.

Writes screenshots/table_{2,3,4}p_{1280x720,1920x1080}.png, plus table_4p_slap_stalemate.png
(mid-animation: a slap on a pile, a card in flight, a stalemate waiting for flips) and
table_2p_call.png (the "Speed!" call window). Run: python tools/screenshots.py [out_dir]
"""
import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.engine.intents import FLIP, PLAY, Intent  # noqa: E402
from game.engine.speed import SpeedGame  # noqa: E402
from game.engine.speed_setup import SpeedRules  # noqa: E402
from game.ui.card_art import CardArt  # noqa: E402
from game.ui.table import SeatHints, TableView  # noqa: E402


NAMES = ["Ana", "Bruno", "Carla", "Dirk"]


class Scene:
    """A seeded game, a view fed its events, and a clock in game ms (= view seconds * 1000)."""

    def __init__(self, seats: int, size, seed: int):
        self.game = SpeedGame(SpeedRules(None, seats), seed)
        self.rng = random.Random(seed)
        self.view = TableView(size, seats, "speed", CardArt(), names=NAMES[:seats])
        self.t = 0.0
        self.view.reset(None)
        self.feed(self.game.start())

    def feed(self, events) -> None:
        self.view.on_events(events, self.t / 1000.0)

    def act(self, intent: Intent, gap_ms: float = 0.0) -> list:
        self.t += gap_ms
        events = self.game.apply(intent.at(self.t))
        self.feed(events)
        return events

    def random_moves(self, count: int, stop_at_stalemate: bool = False) -> None:
        """`count` random legal plays (or flips when nobody can play), 250..900 ms apart;
        stops at the end, at a call window, and (if asked) at a stalemate."""
        for _ in range(count):
            if self.game.over or self.game.window or (
                    stop_at_stalemate and self.game.stalemate_at is not None):
                return
            options = [i for s in range(self.game.seats) for i in self.game.legal_intents(s)]
            plays = [i for i in options if i.kind == PLAY] or options
            if not plays:
                return
            self.act(self.rng.choice(plays), self.rng.uniform(250, 900))

    def reject(self, seat: int) -> None:
        """A play of `seat` that does not fit (if it has one), to show a rejected banner."""
        for card in self.game.hands[seat]:
            for pile, centre in enumerate(self.game.centres):
                if centre and not self.game.rules.fit[card][centre[-1]]:
                    self.act(Intent(0, seat, PLAY, card, pile), 120)
                    return

    def race(self, seats=(0, 1)) -> None:
        """Two seats play onto the same pile a few ms apart."""
        a, b = seats
        for play in self.game.legal_intents(a):
            if play.kind == PLAY:
                self.act(play, 400)
                for card in self.game.hands[b]:
                    self.act(Intent(0, b, PLAY, card, play.pile), 4.0)
                    return
                return

    def shoot(self, path: str, settle_s: float = 1.0, names=None, hints=None, wins=None) -> None:
        surface = pygame.display.get_surface()
        now = self.t / 1000.0 + settle_s
        self.view.draw(surface, self.game, now, self.t + settle_s * 1000, hints, names, wins)
        pygame.image.save(surface, path)
        print(path)


def standard(out: str, seats: int, size) -> None:
    pygame.display.set_mode(size)
    scene = Scene(seats, size, seed=seats * 11 + 1)
    scene.random_moves(9)
    scene.race()
    scene.reject(0)
    hints = [SeatHints(cursor=1, aim=0, device="keyboard"), SeatHints(cursor=3, device="pad 1")]
    names = ["Ana", "Bruno", "Carla", "Dirk"][:seats]
    scene.shoot(os.path.join(out, f"table_{seats}p_{size[0]}x{size[1]}.png"), 0.6, names,
                hints + [None] * (seats - 2), [1, 0, 0, 0][:seats])


def slap_stalemate(out: str) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size)
    for seed in range(1, 400):
        scene = Scene(4, size, seed)
        scene.random_moves(200, stop_at_stalemate=True)
        if scene.game.stalemate_at is not None and not scene.game.over:
            break
    scene.act(Intent(0, 1, FLIP), 700)
    scene.act(Intent(0, 3, FLIP), 300)
    scene.view.slap(2, scene.t / 1000.0)
    scene.t += 60
    scene.shoot(os.path.join(out, "table_4p_slap_stalemate.png"), 0.0,
                ["Ana", "Bruno", "Carla", "Dirk"], None, [0, 1, 1, 0])


def call_window(out: str) -> None:
    size = (1280, 720)
    pygame.display.set_mode(size)
    for seed in range(1, 400):
        scene = Scene(2, size, seed)
        scene.random_moves(400)
        if scene.game.window:
            break
    scene.shoot(os.path.join(out, "table_2p_call.png"), 0.9, ["Ana", "Bruno"], None, [1, 1])


def main(argv: list[str]) -> int:
    out = argv[1] if len(argv) > 1 else "screenshots"
    os.makedirs(out, exist_ok=True)
    pygame.init()
    for seats in (2, 3, 4):
        for size in ((1280, 720), (1920, 1080)):
            standard(out, seats, size)
    slap_stalemate(out)
    call_window(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
