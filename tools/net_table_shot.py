"""Headless pictures of the host's table with a player on another machine, in the real app:
a NetHost on loopback, a machine joined through the impairment proxy at 40 ± 10 ms (its clock
seconds off and drifting), the link on its name plate, a race it lost ("lost by 12 ms"), and
the table paused by its dropped link with the countdown (on a cabinet: a computer player
offered for the seat), and the operator menu with the linked cabinet's link. Writes
screenshots/net_table_<what>.png. Run: python tools/net_table_shot.py [out_dir] [language]"""
import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.input.raw_input import now_ns  # noqa: E402
from game.net.client import NetClient  # noqa: E402
from game.net.host import NetHost  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from tests.net.proxy import Proxy  # noqa: E402

FRAME_NS = 20_000_000


def frames(app, table, seconds: float) -> None:
    """Run the table in real time for `seconds`, polling the hub and routing its presses as
    the app does (the join screen's news, RemoteJoined, is not this tool's)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.hub.poll()
        for press in app.hub.take_presses():
            app.route(press)
        for notice in app.hub.take_notices():
            app.say(notice, 6.0)
        table.update(now_ns())
        time.sleep(FRAME_NS / 1e9)


def shoot(app, table, out: str, name: str) -> str:
    table.invalidate()
    table.draw(app.screen, now_ns() / 1e9)
    app.draw_messages()
    path = os.path.join(out, f"net_table_{name}.png")
    pygame.image.save(app.screen, path)
    return path


def link_line(menu) -> int:
    """Where the linked cabinet's line is in the operator menu: its one line with nothing to
    do or choose (operator.link_items), whatever language it is in."""
    return next(n for n, item in enumerate(menu.items)
                if item.on_confirm is None and not item.values)


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "screenshots"
    os.makedirs(out, exist_ok=True)
    pygame.init()
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull)
    if len(sys.argv) > 2:
        i18n.use(sys.argv[2])
    app.guard_s = 0
    host = NetHost((1,), listen=("127.0.0.1", 0), log=lambda line: None)
    app.hub.add_source(host)
    proxy = Proxy(("127.0.0.1", host.port), 40, 10, seed=3)
    client = NetClient(proxy.address, name="Bob", log=lambda line: None,
                       clock_ns=lambda: int(-4e9 + now_ns() * (1 + 100e-6)))
    try:
        client.wait_welcome(5)
        app.hub.join("keyboard", "keyboard_left", seat=0)
        app.hub.join("net:1", "net", seat=1)
        table = TableScene(app.ctx, [SeatInfo("Ana", device="keyboard#keyboard_left"),
                                     SeatInfo("Bob", device="net:1#net")])
        app.switch(table)
        frames(app, table, 8.0)                      # the link measured, the game under way
        t = table.session.game_ms(now_ns() - table.session.hold_ns)
        table.view._race_banner(0, 12.0, 0, now_ns() / 1e9, 1, t)
        frames(app, table, 0.3)
        print(shoot(app, table, out, "plate_and_race"))
        proxy.cut()
        frames(app, table, 3.0)
        print(shoot(app, table, out, "dropped_link"))
        app.cabinet.enabled = True                   # a cabinet offers a computer player
        frames(app, table, 0.5)
        print(shoot(app, table, out, "cabinet_offer"))
        proxy.restore()
        frames(app, table, 3.0)                      # the machine back on its seat
        app.ctx.flow.push("operator")                # its link, as the operator sees it
        menu = app.scene.menu
        menu.selected = link_line(menu)
        app.scene.draw(app.screen, now_ns() / 1e9)
        path = os.path.join(out, "net_table_operator.png")
        pygame.image.save(app.screen, path)
        print(path)
    finally:
        client.close()
        app.hub.remove_source(host)
        proxy.close()


if __name__ == "__main__":
    main()
