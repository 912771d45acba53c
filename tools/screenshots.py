"""Headless screenshots of the table: seeded games advanced a few moves with the engine.

Writes screenshots/table_{2,3,4}p_{1280x720,1920x1080}.png, plus table_4p_slap_stalemate.png
(mid-animation: a slap on a pile, a card in flight, a stalemate waiting for flips) and
table_2p_call.png (the "Speed!" call window); for Spit spit_mid_*.png (mid-round) and
spit_slap_*.png (the slap phase, points scoring), for California california_*.png (open piles
glowing), each at 1280x720 and 1920x1080. Run: python tools/screenshots.py [out_dir]
"""
import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.engine import cards  # noqa: E402
from game.engine.intents import COVER, FLIP, MOVE, PLAY, SLAP, SPIT, Intent  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.speed import SpeedGame  # noqa: E402
from game.engine.speed_setup import SpeedRules  # noqa: E402
from game.ui.cards.art import CardArt  # noqa: E402
from game.ui.table.view import SeatHints, TableView  # noqa: E402


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


class RoundScene(Scene):
    """A seeded game of Spit or California (through a Match) and its view."""

    def __init__(self, variant: str, size, seed: int, options=None):
        self.match = Match(variant, options or {}, 2, seed)
        events = self.match.next_game()
        self.game = self.match.game
        self.rng = random.Random(seed)
        self.view = TableView(size, 2, variant, CardArt(), names=NAMES[:2])
        self.t = 0.0
        self.view.reset(self.game)
        self.feed(events)

    def step(self, kinds=(PLAY, COVER), gap=(250, 900)) -> bool:
        """One random legal intent, preferring `kinds`, or the clock moved on; False when
        the game is over."""
        if self.game.over:
            return False
        options = [i for s in range(2) for i in self.game.legal_intents(s)]
        chosen = [i for i in options if i.kind in kinds] or options
        gap_ms = self.rng.uniform(*gap)
        if chosen:
            self.act(self.rng.choice(chosen), gap_ms)
        else:
            self.t += gap_ms
            self.feed(self.game.advance(self.t))
        return True


def spit_mid(out: str, size) -> None:
    """Spit mid-round: plays, a move into a gap if one came up, a rejected card, hints."""
    pygame.display.set_mode(size)
    scene = RoundScene("spit", size, seed=21)
    for _ in range(14):
        scene.step((PLAY, MOVE))
    game = scene.game
    tops = [pile[-1] for pile in game.stocks[0] if pile]
    misfit = next((c for c in tops if not any(pile and cards.adjacent(c, pile[-1])
                                              for pile in game.centres)), None)
    if misfit is not None:
        scene.act(Intent(0, 0, PLAY, misfit, 0), 150)
    hints = [SeatHints(cursor=1, aim=0, device="keyboard"), SeatHints(cursor=3, device="pad 1")]
    scene.shoot(os.path.join(out, f"spit_mid_{size[0]}x{size[1]}.png"), 0.5, None, hints,
                [0, 0])


def spit_slap(out: str, size) -> None:
    """Spit's slap phase with points scoring: one seat has slapped, the other's clock runs."""
    pygame.display.set_mode(size)
    for seed in range(1, 200):
        scene = RoundScene("spit", size, seed, {"scoring": "points"})
        while scene.game.phase != "slap" and scene.step((PLAY, MOVE, SPIT), (100, 400)):
            pass
        if scene.game.phase == "slap":
            break
    smaller = min((0, 1), key=lambda p: len(scene.game.centres[p]))
    scene.act(Intent(0, 1, SLAP, pile=smaller), 700)
    scene.shoot(os.path.join(out, f"spit_slap_{size[0]}x{size[1]}.png"), 0.12, None, None,
                [0, 0])


def california(out: str, size) -> None:
    """California mid-game: a few covers made, open piles glowing, a cursor on a pile."""
    pygame.display.set_mode(size)
    for seed in range(3, 200):
        scene = RoundScene("california", size, seed)
        for _ in range(6):
            scene.step()
        if sum(scene.game.open) >= 3 and not scene.game.over:
            break
    hints = [SeatHints(cursor=2, device="keyboard"), SeatHints(cursor=0, aim=0, device="pad 1")]
    scene.shoot(os.path.join(out, f"california_{size[0]}x{size[1]}.png"), 0.9, None, hints,
                [0, 0])


def main(argv: list[str]) -> int:
    out = argv[1] if len(argv) > 1 else "screenshots"
    os.makedirs(out, exist_ok=True)
    pygame.init()
    for seats in (2, 3, 4):
        for size in ((1280, 720), (1920, 1080)):
            standard(out, seats, size)
    slap_stalemate(out)
    call_window(out)
    for size in ((1280, 720), (1920, 1080)):
        spit_mid(out, size)
        spit_slap(out, size)
        california(out, size)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
