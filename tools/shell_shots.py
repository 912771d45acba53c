"""Pictures of the shell's screens in one language, headless, in screenshots/shell/<language>/:
the operator menu and its pages (coins, timeouts, bookkeeping, lamps, slap pads), the PIN, the
button boards (plugged in, refused, a port with a problem), Controls, a device's page, a remap,
the input test and the start-up problem list; at 640x480 and 1280x720.

    python tools/shell_shots.py [nl|pt_BR|da|en]

The words come from the shell's PO fragment (or the merged catalog): tests/i18n_catalogs.py."""
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

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.input import port_problems  # noqa: E402
from game.input.boards import BoardInfo, BoardReader  # noqa: E402
from game.later import Later  # noqa: E402
from game.ui.problems import ProblemList  # noqa: E402
from game.ui.scenes.controls_map import targets  # noqa: E402
from game.ui.scenes.operator_pin import PinScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from tests.i18n_catalogs import catalog  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots" / "shell"
MS = 1_000_000


class Boards(BoardReader):
    """Stands in for the serial reader: a board in sync, one refused, a port with a problem
    (nothing to open, read or send: the reader's other calls do nothing)."""

    def __init__(self, on_input, on_status):
        problem, note = port_problems.open_problem(PermissionError(13, "Permission denied"))
        self.infos = [
            BoardInfo("CAB", "/dev/ttyACM0", "in sync", "avr-1.2", 16, 40_000.0, lost=2,
                      resets=1, held=frozenset({3}), hold_ns=3 * MS, lamps=("b0", "b1"),
                      slaps={"slap": ["PIEZO", 300, 60]}),
            BoardInfo("CAB", "/dev/ttyACM1", "refused",
                      note=Later(i18n.N_("same id as the board on {port}"), port="/dev/ttyACM0")),
            BoardInfo("", "/dev/ttyUSB0", problem, note=note)]

    def snapshot(self):
        return list(self.infos)


def shoot(app, folder: Path, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(folder / f"{name}.png"))


def screens(app, folder: Path) -> None:
    """Every shell screen, one after another (the problem list last)."""
    app.problems.dismiss()
    app.switch(TitleScene(app.ctx))
    app.ctx.flow.operator()
    shoot(app, folder, "operator")
    for page in ("coins", "timeouts", "bookkeeping", "lamp_test", "calibration"):
        app.ctx.flow.push(page)
        shoot(app, folder, f"operator_{page}")
        app.ctx.flow.back()
    app.switch(PinScene(app.ctx, "1234", lambda: None), overlay=True)
    shoot(app, folder, "operator_pin")
    app.ctx.flow.push("boards")
    shoot(app, folder, "boards")
    app.ctx.flow.push("controls")
    shoot(app, folder, "controls")
    found = targets(app.ctx.devices)
    for n, target in enumerate(found[:1] + [t for t in found if t.kind == "serial"][:1]):
        app.ctx.flow.push("controls_device", target)
        shoot(app, folder, f"controls_device_{n}")
        app.ctx.flow.push("remap", target, ["slot1", "hold_back"])
        shoot(app, folder, f"remap_{n}")
    app.ctx.flow.push("input_test")
    shoot(app, folder, "input_test")
    app.switch(TitleScene(app.ctx))
    app.problems = ProblemList(app.settings.errors, time.perf_counter())  # the app's clock
    shoot(app, folder, "problems")


def main(language: str) -> int:
    if language != "en":
        i18n.use(language, catalog(language))
    settings = Settings()
    settings.errors += [Later(i18n.N_("{where}: unknown section [{section}]"),
                              where="/home/ana/.config/speed/settings.toml:7", section="sond"),
                        Later(i18n.N_("vsync is not available here"))]
    for size in ((640, 480), (1280, 720)):
        folder = OUT / language / f"{size[0]}x{size[1]}"
        folder.mkdir(parents=True, exist_ok=True)
        app = App(settings, size=size, serial=Boards)
        try:
            screens(app, folder)
        finally:
            app.quit()
        print(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "nl"))
