"""The host's table of bench/online.py, press to screen: the real app, headless, hosting a
match with one machine behind the impairment proxy (tests/net/proxy.py), its main loop run as
the app runs it, each event's seat noted with the end of the frame that showed it."""
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.input.raw_input import now_ns                              # noqa: E402
from game.net.client import NetClient                                # noqa: E402
from game.net.host import NetHost                                    # noqa: E402
from game.net.remote_machines import device_of                       # noqa: E402
from tests.net.proxy import Proxy                                    # noqa: E402

FRAME_NS = 16_666_667            # the app's frames at 60 a second


def skewed_clock(offset_s: float, drift_ppm: float):
    return lambda: int(offset_s * 1e9 + now_ns() * (1 + drift_ppm * 1e-6))


class HostTable:
    """The real app, headless, hosting a match: its own player on the keyboard (seat 0), a
    machine through the proxy at 40 ± 10 ms on seat 1 (its clock 4 s off, +100 ppm). The loop
    runs as the app's: a frame every FRAME_NS, sooner when a held press falls due."""

    def __init__(self):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-bench-")
        import pygame
        from game.app import App
        from game.config import Settings
        from game.session import SeatInfo
        from game.ui.scenes.table_scene import TableScene
        self.pygame = pygame
        pygame.init()
        self.app = App(Settings(), size=(1280, 720), seed=7, replay_to=os.devnull)
        self.app.guard_s = 0
        self.host = NetHost((1,), listen=("127.0.0.1", 0), log=lambda line: None)
        self.app.hub.add_source(self.host)
        self.proxy = Proxy(("127.0.0.1", self.host.port), 40, 10, seed=11)
        self.client = NetClient(self.proxy.address, clock_ns=skewed_clock(-4.0, 100),
                                log=lambda line: None)
        self.client.wait_welcome(5)
        self.app.hub.join("keyboard", "keyboard_left", seat=0)
        self.app.hub.join(device_of(1), "net", seat=1)
        self.table = TableScene(self.app.ctx, [SeatInfo("Ana", device="keyboard#keyboard_left"),
                                               SeatInfo("Bob", device="net:1#net")])
        self.app.switch(self.table)
        self.shown: list[tuple[int, int]] = []      # (seat, when its event's frame was done)
        show = self.table.show_events

        def show_events(events, now_s):
            show(events, now_s)
            self._fresh = {e.seat for e in events if hasattr(e, "seat")}
        self.table.show_events = show_events
        self._fresh: set = set()
        self._next_frame = now_ns()

    def run(self, seconds: float, until=None) -> bool:
        """Run the loop for `seconds` (or until `until()`); whether `until` came true."""
        end = now_ns() + int(seconds * 1e9)
        while now_ns() < end:
            due = self.table.press_due_ns()
            wake = min(self._next_frame, due) if due is not None else self._next_frame
            while now_ns() < wake:
                self.poll()
                time.sleep(0.0005)
            self.poll()
            self._fresh = set()
            self.app.step()
            done = now_ns()
            self.shown += [(seat, done) for seat in self._fresh]
            if done >= self._next_frame:
                self._next_frame += FRAME_NS * max(1, (done - self._next_frame) // FRAME_NS + 1)
            if until is not None and until():
                return True
        return False

    def poll(self) -> None:
        """The app's poll: the hub's news, each press routed (the join screen's news is not
        the table's)."""
        self.app.hub.poll()
        for press in self.app.hub.take_presses():
            self.app.route(press)

    def key(self, name: str) -> int:
        """Press and let go a key of the host's own player; when it was pressed."""
        code = self.pygame.key.key_code(name)
        t = now_ns()
        for kind in (self.pygame.KEYDOWN, self.pygame.KEYUP):
            self.pygame.event.post(self.pygame.event.Event(kind, key=code, mod=0, scancode=0,
                                                           unicode=""))
        return t

    def remote(self, control: str) -> int:
        """The remote machine presses `control` now (its own clock); when, on the host's."""
        t = now_ns()
        self.client.press(control)
        return t

    def to_screen(self, seat: int, made: int) -> float | None:
        """ms from `made` to the end of the first frame after it showing an event of `seat`."""
        ok = self.run(1.0, lambda: any(s == seat and t > made for s, t in self.shown))
        if not ok:
            return None
        return (min(t for s, t in self.shown if s == seat and t > made) - made) / 1e6

    def close(self) -> None:
        self.table.leave()
        self.client.close()
        self.app.hub.remove_source(self.host)
        self.proxy.close()
