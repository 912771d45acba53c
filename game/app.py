"""The one main loop: poll input at ~1 kHz between frames, let the scene drain the intent queue
into the engine and animate, draw, present. Frames are paced by a perf_counter deadline.

Runs headless too (SDL_VIDEODRIVER=dummy) for tests and benchmarks: `App.step()` is one frame.
"""
import os
import sys
import time

import pygame

from game.config import Settings, load_settings
from game.engine.queue import IntentQueue
from game.input.devices import DeviceHub
from game.replay.recorder import data_dir
from game.ui.cards.art import CardArt
from game.ui.effects import TextCache
from game.ui.menu_input import menu_action
from game.ui.sound import SoundBank

POLL_S = 0.001            # input is drained about every millisecond between frames
WAKE = pygame.event.custom_type()   # posted by serial reader threads: input is waiting
VSYNC_MARGIN_S = 0.004


class App:
    def __init__(self, settings: Settings | None = None, size=None, fullscreen=None,
                 serial=None, seed: int | None = None, replay_to: str | None = None):
        self.settings = settings or load_settings()
        self.seed, self.replay_to = seed, replay_to
        pygame.init()
        pygame.display.set_caption("Speed")
        width, height = size or (self.settings["display", "width"],
                                 self.settings["display", "height"])
        self.vsync = False
        self.screen = self.open_window((max(width, 320), max(height, 240)))
        if fullscreen if fullscreen is not None else self.settings["display", "fullscreen"]:
            pygame.display.toggle_fullscreen()
        self.art = CardArt(four_colour=self.settings["display", "four_colour"])
        self.sound = SoundBank(self.settings["sound", "volume"], self.settings["sound", "muted"])
        self.text = TextCache()
        self.queue = IntentQueue()
        self.hub = DeviceHub(self.queue, serial=serial)
        self._wake_pending = False
        self.hub.wake = self.wake
        self.messages: list[tuple[str, float]] = [(m, time.perf_counter() + 8.0) for m in
                                                  self.settings.errors + self.hub.errors]
        self._device_errors_seen = len(self.hub.gamepads.errors) if self.hub.gamepads else 0
        self.running = True
        self.frame_s = 1.0 / self.settings["display", "fps"]
        from game.ui.scenes.title import TitleScene
        self.scene = TitleScene(self)

    def open_window(self, size):
        """A resizable window; with the vsync setting, a scaled one synced to the display
        (pygame offers vsync only through its renderer), else paced by our own deadline."""
        if self.settings["display", "vsync"]:
            try:
                window = pygame.display.set_mode(size, pygame.RESIZABLE | pygame.SCALED, vsync=1)
                self.vsync = True
                return window
            except pygame.error as error:
                self.settings.errors.append(f"vsync is not available here ({error})")
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    # -- scenes ------------------------------------------------------------------------------
    def switch(self, scene, overlay: bool = False) -> None:
        """Show `scene`. The old one is left (its `leave` runs) unless `scene` is an overlay
        that will come back to it, like the help screen."""
        leaving = getattr(self.scene, "leave", None)
        if leaving and not overlay:
            leaving()
        self.scene = scene

    def say(self, message: str, seconds: float = 5.0) -> None:
        """A one-line message at the bottom of the screen (bad files, unplugged pads, …)."""
        self.messages.append((message, time.perf_counter() + seconds))

    # -- the loop ----------------------------------------------------------------------------
    def run(self) -> int:
        deadline = time.perf_counter()
        while self.running:
            deadline += self.frame_s
            # With vsync the flip waits for the display: stop polling a little before it.
            self.poll_until(deadline - (VSYNC_MARGIN_S if self.vsync else 0.0))
            self.step()
            if time.perf_counter() > deadline + self.frame_s:
                deadline = time.perf_counter()          # fell behind: do not try to catch up
        self.quit()
        return 0

    def poll_until(self, deadline: float) -> None:
        """Drain input every ~1 ms until the frame deadline."""
        while True:
            self.poll()
            left = deadline - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(left, POLL_S))

    def wake(self) -> None:
        """From a reader thread: wake a loop that waits for events (one event at a time)."""
        if not self._wake_pending:
            self._wake_pending = True
            try:
                pygame.event.post(pygame.event.Event(WAKE))
            except pygame.error:        # the window is closing
                pass

    def poll(self) -> None:
        self._wake_pending = False
        for event in self.hub.poll():
            self.window_event(event)
        commands = self.hub.take_commands()          # app actions of seated players (pause)
        on_commands = getattr(self.scene, "on_commands", None)
        if commands and on_commands:
            on_commands(commands)
        self.report_new_device_errors()
        for press in self.hub.take_presses():
            if not self.global_key(press):
                self.scene.on_press(press, menu_action(press.device, press.control))

    def report_new_device_errors(self) -> None:
        """Problems met after start-up (a pad that cannot be opened when plugged in)."""
        pads = self.hub.gamepads
        errors = pads.errors if pads else []
        for message in errors[self._device_errors_seen:] + self.hub.take_notices():
            self.say(message, 6.0)
        self._device_errors_seen = len(errors)

    def step(self) -> None:
        """One frame: update the scene, draw it and the messages, present."""
        now_ns = time.perf_counter_ns()
        self.scene.update(now_ns)
        self.poll()                      # keep stamping presses while the frame is built
        self.scene.draw(self.screen, now_ns / 1e9)
        self.draw_messages()
        self.poll()
        pygame.display.flip()

    def window_event(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resized()
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            on_mouse = getattr(self.scene, "on_mouse", None)
            if on_mouse:
                on_mouse(event.pos, event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)

    def resized(self) -> None:
        self.screen = pygame.display.get_surface()
        resize = getattr(self.scene, "on_resize", None)
        if resize:
            resize(self.screen.get_size())

    def global_key(self, press) -> bool:
        """F11 / Alt+Enter: fullscreen; F2: mute; F12: screenshot. True when it was one."""
        if not press.device.startswith("keyboard"):
            return False
        alt = pygame.key.get_mods() & pygame.KMOD_ALT
        if press.control == "f11" or (press.control == "return" and alt):
            pygame.display.toggle_fullscreen()
            self.resized()
            return True
        if press.control == "f12":
            self.save_screenshot()
            return True
        if press.control == "f2":
            self.sound.toggle_mute()
            self.say("Sound off" if self.sound.muted else "Sound on", 1.5)
            return True
        return False

    def save_screenshot(self) -> None:
        """F12: the screen as a PNG in the data folder's screenshots/."""
        folder = data_dir() / "screenshots"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / time.strftime("speed-%Y%m%d-%H%M%S.png")
        pygame.image.save(self.screen, str(path))
        self.say(f"Saved {path}", 3.0)

    def draw_messages(self) -> None:
        now = time.perf_counter()
        self.messages = [(m, until) for m, until in self.messages if until > now]
        width, height = self.screen.get_size()
        y = height - 8
        for message, _ in reversed(self.messages[-3:]):
            line = self.text.fit(message, max(16, height // 36), width - 20, (255, 230, 150))
            back = pygame.Rect(0, 0, line.get_width() + 16, line.get_height() + 6)
            back.midbottom = (width // 2, y)
            self.screen.fill((0, 0, 0), back)
            self.screen.blit(line, line.get_rect(center=back.center))
            y = back.top - 4

    def quit(self) -> None:
        """Leave the scene and whatever an overlay (help) sits on, then close the devices."""
        scene = self.scene
        while scene is not None:
            leaving = getattr(scene, "leave", None)
            if leaving:
                leaving()
            scene = getattr(scene, "previous", None)
        self.hub.close()
        pygame.quit()


def run(args) -> int:
    """`speed play`: build the app from the command line and settings, and run it."""
    size = None
    if getattr(args, "size", None):
        try:
            width, height = (int(n) for n in args.size.lower().split("x"))
            size = (width, height)
        except ValueError:
            print(f"speed: --size must look like 1280x720, not {args.size!r}", file=sys.stderr)
            return 2
    settings = load_settings(os.environ.get("SPEED_SETTINGS"))
    if getattr(args, "variant", None) and args.variant != "speed":
        settings["game", "variant"] = args.variant
    serial = _serial_factory(settings)
    try:
        app = App(settings, size, args.fullscreen or None, serial, args.seed, args.replay_to)
    except pygame.error as error:
        print(f"speed: cannot open the game window ({error}); is a display available?",
              file=sys.stderr)
        return 1
    return app.run()


def _serial_factory(settings: Settings):
    """The serial pad manager, when pyserial is there and boards may be present."""
    try:
        from game.input.pad_manager import PadManager
    except ImportError:
        return None
    ports = settings["serial", "ports"]
    autodetect = settings["serial", "autodetect"]
    return lambda on_input, on_status: PadManager(on_input, on_status, ports=ports,
                                                  autodetect=autodetect)
