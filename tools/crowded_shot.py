"""Headless pictures of a crowded table in the real app: a race badge just as a stalemate
began, a misplay's lockout with its words, the bottom seat's key caps and a game message
("No replay: cannot write …") all at once, each in its own place (table/slots.py), for every
variant at 640x480, 1280x720 and 1920x1080. Writes screenshots/crowded_<variant>_<size>.png.
Run: python tools/crowded_shot.py [out_dir]"""
import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.engine import events as ev  # noqa: E402
from game.engine.refusals import NO_FIT, Refusal  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from game.ui.table.view import SeatHints  # noqa: E402

FRAME_NS = 20_000_000


def crowd(app, variant: str, size, out: str) -> str:
    app.screen = pygame.display.set_mode(size)
    app.settings["game", "variant"] = variant
    table = TableScene(app.ctx, [SeatInfo("Ana", "bot", level="easy"),
                                 SeatInfo("CPU 2", "bot", level="easy")])
    app.switch(table)
    now = table.session.start_ns
    for _ in range(250):                          # 5 s of play, as frames would run it
        now += FRAME_NS
        table.update(now)
    view, game = table.view, table.session.game
    table.hints = lambda: {0: SeatHints(keys=tuple("ASDFG") if variant != "california" else ())}
    t = table.session.game_ms(now - table.session.hold_ns)
    card, top = 20, 33                            # 9♥ on 8♣: a stand-in where nothing is known
    tops = [p[-1] for p in getattr(game, "centres", []) if p]
    if variant == "speed" and game.hands[0] and tops:
        card, top = game.hands[0][0], tops[0]
    view.on_events([ev.Rejected(t, 0, "play", Refusal(NO_FIT, card, top), card, 0),
                    ev.LockedOut(t, 0, t + 500.0, "misplay", card),
                    ev.StalemateBegan(t, t + 4000.0)], now / 1e9)
    view._race_banner(1, 9.9, 0, now / 1e9)
    app.messages.clear()
    app.say("No replay: cannot write /home/ana/.local/share/speed/replays/2026-12-01.jsonl")
    table.invalidate()
    table.update(now + FRAME_NS * 10)
    table.draw(app.screen, (now + FRAME_NS * 10) / 1e9)
    app.draw_messages()
    path = os.path.join(out, f"crowded_{variant}_{size[0]}x{size[1]}.png")
    pygame.image.save(app.screen, path)
    table.leave()
    return path


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "screenshots"
    os.makedirs(out, exist_ok=True)
    pygame.init()
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull)
    app.guard_s = 0
    for variant in ("speed", "spit", "california"):
        for size in [(640, 480), (1280, 720), (1920, 1080)]:
            print(crowd(app, variant, size, out))


if __name__ == "__main__":
    main()
