"""Pictures of a table fitted to the player, headless, in screenshots/: every card back (both
decks) and the two card faces on one sheet, a table on every felt, the high-visibility face at
the table, the left-handed table with the mouse player's slap pad, and Options, Options →
Table, the title and the table at 640x480 in every text size. Run: python tools/look_shots.py"""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.store.profiles import save_name  # noqa: E402
from game.ui.cards.art import CardArt  # noqa: E402
from game.ui.cards.backs import BACKS  # noqa: E402
from game.ui.felts import FELTS  # noqa: E402
from game.ui.scenes.join import JoinScene  # noqa: E402
from game.ui.text import TEXT_SIZES, set_text_size  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"


def shoot(app, name: str) -> None:
    app.dirty = True
    app.invalidate_scene()
    app.step()
    pygame.image.save(app.screen, str(OUT / f"look_{name}.png"))


def card_sheet() -> None:
    """Every back (first and second deck) in a row each, at two sizes; then both faces."""
    pad, widths = 12, (90, 44)
    rows = len(BACKS) + 2
    sheet = pygame.Surface((pad + 9 * (widths[0] + pad), pad + rows * (127 + pad)))
    sheet.fill(FELTS["green"].colour)
    for row, name in enumerate(BACKS):
        art, x = CardArt(back=name), pad
        for deck in (0, 1):
            for w in widths:
                sheet.blit(art.back(w, deck), (x, pad + row * (127 + pad)))
                x += w + pad
    for row, face in enumerate(("normal", "high"), start=len(BACKS)):
        art = CardArt(face=face)
        for n, card in enumerate((0, 9, 10, 11, 12, 13 + 6, 26 + 9, 39 + 12, 52)):
            sheet.blit(art.face(card, widths[0] if n < 5 else widths[1] + 20),
                       (pad + n * (widths[0] + pad), pad + row * (127 + pad)))
    pygame.image.save(sheet, str(OUT / "look_cards.png"))


def table(app, seats=None):
    """A match a few plays in: the given seats, or a guest against a computer."""
    seats = seats or [SeatInfo("Ana", "human", device="keyboard#left"),
                      SeatInfo("Bot", "bot", level="easy")]
    app.flow.start_match(seats)
    scene = app.scene
    scene.session.start_ns = time.perf_counter_ns() - 4 * 10**9
    for _ in range(6):
        time.sleep(0.05)
        app.step()
    return scene


def mouse_table(app):
    """The mouse seated by clicks on the join screen, against a computer."""
    join = JoinScene(app.ctx)
    app.switch(join)
    app.step()
    for pos in (join.boxes[0].center, join.menu.rects[1].center, join.menu.rects[0].center):
        for kind, fields in ((pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0),
                                                  "buttons": (0, 0, 0)}),
                             (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
                             (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})):
            pygame.event.post(pygame.event.Event(kind, **fields))
        app.poll()
        app.step()
    app.scene.session.start_ns = time.perf_counter_ns() - 4 * 10**9
    app.step()
    return app.scene


def main() -> None:
    OUT.mkdir(exist_ok=True)
    pygame.init()
    card_sheet()
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull)
    app.guard_s = app.results_hold_s = 0
    for felt in FELTS:
        app.settings["display", "felt"] = felt
        table(app)
        shoot(app, f"felt_{felt}")
    app.settings["display", "felt"] = "green"
    app.settings["display", "card_face"] = "high"
    table(app)
    shoot(app, "face_high")
    app.settings["display", "card_face"] = "normal"
    app.settings["display", "hand"] = "left"
    mouse_table(app)
    shoot(app, "left_handed_mouse")
    app.settings["display", "hand"] = "right"
    mouse_table(app)
    shoot(app, "right_handed_mouse")
    app.settings["display", "text_size"] = "larger"
    table(app)
    shoot(app, "table_text_larger")
    app.settings["display", "text_size"] = "normal"
    save_name("ANA")
    app.flow.push("table_look", player="ANA")
    for key, value in (("felt", "blue"), ("card_face", "high"), ("card_back", "forest")):
        app.scene.choose(key, value)
    shoot(app, "options_table_ana")
    app.screen = pygame.display.set_mode((640, 480))
    app.resized()
    for size in TEXT_SIZES:
        app.settings["display", "text_size"] = size
        set_text_size(size)
        app.flow.push("table_look")
        shoot(app, f"options_table_{size}_640x480")
        app.flow.push("options")
        shoot(app, f"options_{size}_640x480")
        app.flow.title()
        shoot(app, f"title_{size}_640x480")
        table(app)
        shoot(app, f"table_{size}_640x480")
    print(f"look shots in {OUT}")


if __name__ == "__main__":
    main()
