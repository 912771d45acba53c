"""The one main loop: wait for input until the next frame is due, let the scene drain the intent
queue into the engine and animate, draw, present. Frames are paced by a perf_counter deadline.

Waiting is `pygame.event.wait` with a timeout up to the deadline: it returns as soon as an event
arrives (pygame pumps SDL's queue every millisecond inside it, without the GIL), and that event
goes straight into the device hub, stamped at once: presses keep their ~1 ms stamping (while a
frame is built, `hub.stamp()` takes and stamps events; they are handled, and scenes hear of
them, only at the next poll, never between a scene's update and its draw). Serial
reader threads wake the wait by posting a `devices.WAKE` event. A scene that does not change by
itself (`Scene.animating()` is False: menus) is not redrawn until something happens: the loop
then blocks in the wait, waking a few times a second for the scene's `update`.

Where SDL can sleep until an event comes (X11, Wayland: ui/sdl_wait.py), the loop waits that
way: woken by a press or a reader thread's post at once, costing nothing between. Elsewhere
`pygame.event.wait` asks SDL for events every millisecond, which costs CPU of its own: that is
paid only while a match is on the stack (a seated player's press stamped within ~1 ms). Any
other screen asks SDL every STILL_POLL_S while someone is at the controls (a menu's press seen
a few ms later, no stamp that a race depends on), every ASLEEP_POLL_S once nobody has touched
them for AWAKE_S (a title left alone for hours), and a scene that animates slowly says so
(`Scene.fps`: attract mode).

The scenes see the app only through a `SceneContext` (ui/context.py), and follow one another
through the screen flow (ui/flow.py); every hook the loop calls is declared on `Scene`.

What each poll drains takes its one route (the cabinet, the F-keys, the table's queue, the
screen: ui/press_route.py, a mixin of the App).

Runs headless too (SDL_VIDEODRIVER=dummy) for tests and benchmarks: `App.step()` is one frame.
"""
import os
import time

import pygame

from game import i18n
from game.cabinet import Cabinet
from game.config import Settings, load_settings
from game.keep import keep_what_was_played
from game.later import Later
from game.engine.queue import IntentQueue
from game.i18n import N_, _
from game.input.devices import DeviceHub
from game.paths import cache_dir
from game.ui.cabinet_loop import CabinetLoop
from game.ui.cards.art import CardArt
from game.ui.context import SceneContext
from game.ui.text import TextCache, set_text_size
from game.ui.text_input import text_input
from game.ui.flow import Flow
from game.ui.message_lines import draw_messages
from game.ui.icon import name_window, set_icon, window_title
from game.ui.orientation import Turn, cabinet_window
from game.ui.problems import ProblemList, report
from game.ui.present import open_presenter
from game.ui.press_route import PressRoute
from game.ui.probe import PathChoice
from game.ui.sdl_wait import SdlWait
from game.ui.sound import SoundBank
from game.ui.window import WindowPlace, desktop_size, display_index, display_size, fit_size

VSYNC_MARGIN_S = 0.004
EARLY_GAP_S = 0.004        # a landing press draws a frame at once, at most every 4 ms
IDLE_S = 0.25             # a still screen's scene is updated (not redrawn) this often
STILL_POLL_S = 0.008      # away from a match, SDL's events are looked at this often
ASLEEP_POLL_S = 0.016     # ... and this often once nobody has touched anything for AWAKE_S
AWAKE_S = 1.0
GUARD_S = 0.8             # a screen ignores presses this long after it opens (see Scene.guard_s)
RESULTS_HOLD_S = 3.0      # the results stay at least this long before a press moves on


class App(PressRoute):
    def __init__(self, settings: Settings | None = None, size=None, fullscreen=None,
                 serial=None, seed: int | None = None, replay_to: str | None = None,
                 start=None):
        """`start`: the first scene, made from the screen flow (None: the title)."""
        self.settings = settings or load_settings()
        self.seed, self.replay_to = seed, replay_to
        name_window()                         # the class name, before SDL's video starts
        pygame.init()
        pygame.display.set_caption(window_title())
        set_icon()
        size, resized = fit_size(size or (self.settings["display", "width"], self.settings[
            "display", "height"]), display_size(), "--size" if size else _("the window size"))
        self.vsync = False
        self.choice = PathChoice(self.settings["display", "present"], cache_dir())
        self.screen = self.open_window(size)
        self.sdl_wait = SdlWait()             # SDL's own sleep until an event (sdl_wait.py)
        self.place = WindowPlace(self.open_window)
        if fullscreen if fullscreen is not None else self.settings["display", "fullscreen"]:
            self.place.toggle()
        self.art = CardArt(four_colour=self.settings["display", "four_colour"],
                           back=self.settings["display", "card_back"],
                           face=self.settings["display", "card_face"])
        self.sound = SoundBank(self.settings["sound", "volume"], self.settings["sound", "muted"],
                               cache=cache_dir(), background=True)     # the title shows now
        self.text = TextCache()
        set_text_size(self.settings["display", "text_size"])    # the guests' (Options → Table)
        self.queue = IntentQueue()
        self.hub = DeviceHub(self.queue, serial=serial)
        report(self.settings.errors + self.hub.errors + ([resized] if resized else []))
        self.problems = ProblemList(self.settings.errors + self.hub.errors, time.perf_counter())
        self.messages: list[tuple[str, float]] = [(resized, time.perf_counter() + 8.0)] \
            if resized else []
        self.running = True
        self._last_step = 0.0            # when the last frame began (perf_counter s)
        self._input_at = time.perf_counter()     # when the last event came (the still poll)
        self.guard_s, self.results_hold_s = GUARD_S, RESULTS_HOLD_S
        self.log_presses = bool(os.environ.get("SPEED_LOG_PRESSES"))   # a test's: each stamp
        self.cabinet = Cabinet.from_settings(self.settings)
        self.turn = Turn(self.settings["cabinet", "rotate"])
        if self.cabinet.enabled:
            self.open_cabinet()
        self.screen = self.turn.surface(self.presenter.resized())
        self.dirty = True                     # something changed since the last drawn frame
        self._messages_shown: list[str] = []
        self._drained = 0
        self.frame_s = 1.0 / self.settings["display", "fps"]
        self.ctx = SceneContext(self)
        self.flow = self.ctx.flow = Flow(self.ctx)
        self.cabinet_loop = CabinetLoop(self)     # coins, service switch, screen timers
        self.scene = (start or Flow.opening)(self.flow)
        i18n.on_change(self.language_changed)

    def open_window(self, size):
        """The window on the chosen present path (present.py); with the vsync setting, synced
        to the display where SDL can, else paced by our own deadline."""
        asked = self.settings["display", "vsync"]
        old = getattr(self, "presenter", None)
        if old is not None and old.name == "renderer":
            old.close()
        self.presenter = open_presenter(self.choice.name, size, asked)
        text_input(False, force=True)        # SDL starts it with a window: off until asked for
        self.present_path, self.vsync = self.presenter.name, self.presenter.vsync
        if asked and not self.vsync:
            self.settings.errors.append(Later(N_("vsync is not available here")))
        return self.presenter.screen

    def open_cabinet(self) -> None:
        """Cabinet mode: full screen exactly on the chosen display, no frame, no cursor."""
        problem = cabinet_window(self.settings["cabinet", "display"], self.presenter)
        self.covered = self.cabinet_mode()
        if problem:
            self.say(problem, 8.0)

    def cabinet_mode(self) -> tuple[int, int]:
        """The cabinet display's size now (what its full-screen window must cover)."""
        return desktop_size(display_index(self.settings["cabinet", "display"])[0])

    def measure_present_paths(self) -> None:
        """Auto present path, first run here: time the paths while the title idles (the GPU
        side in a child process) and keep the fastest (a new window if it is not this one)."""
        chosen = self.choice.advance(self.presenter.screen)
        if chosen is None:
            return
        if chosen != self.present_path:
            if self.presenter.name != "renderer":
                pygame.display.quit()        # SDL reads its framebuffer choice once per init
                pygame.display.init()
                pygame.display.set_caption(window_title())
            self.screen = self.open_window(self.presenter.screen.get_size())
            if self.cabinet.enabled:
                self.open_cabinet()
            self.resized()
        self.dirty = True

    def resized(self) -> None:
        """The window changed (its size or display, full screen, a new present path, the
        monitor's turn): the screen surface made again (the cabinet's window too if its
        display's mode changed), redrawn, and the scene told its new size."""
        if self.cabinet.enabled and self.cabinet_mode() != self.covered:
            self.open_cabinet()             # the display's mode changed under the window
        self.screen = self.turn.surface(self.presenter.resized())
        self.dirty = True
        self.scene.on_resize(self.screen.get_size())

    # -- scenes ------------------------------------------------------------------------------
    @property
    def scene(self):
        """The screen on show: the top of the flow's stack (ui/screen_stack.py)."""
        return self.flow.stack.top

    @scene.setter
    def scene(self, scene) -> None:
        """The first screen (or one put in place by a tool): alone on the stack, no guard."""
        self.flow.stack.first(scene)

    def switch(self, scene, overlay: bool = False) -> None:
        """Show `scene` over the screen on show (`overlay`), or in its place (that one left)."""
        self.flow.stack.push(scene) if overlay else self.flow.stack.replace(scene)

    def show(self, scene) -> None:
        """The flow's stack has a new top: its guard time starts, the cabinet's log names it,
        and it is drawn whole."""
        scene.opened_ns = time.perf_counter_ns()      # its guard time starts now
        if self.cabinet.enabled or os.environ.get("SPEED_LOG_SCREENS"):   # the cabinet's log
            print(f"speed: screen {scene.name}", flush=True)
        self.dirty = True
        self.invalidate_scene()           # back from an overlay: the screen shows the overlay

    def language_changed(self, code: str) -> None:
        """Another language (Options → Language): the window's title, and every screen on the
        stack made again through the flow, in it, at once."""
        pygame.display.set_caption(window_title())
        self.flow.again()
        self.dirty = True
        self.invalidate_scene()

    def say(self, message: str, seconds: float = 5.0) -> None:
        """A one-line message at the bottom of the screen (bad files, unplugged pads, …)."""
        self.messages.append((message, time.perf_counter() + seconds))
        self.dirty = True

    # -- the loop ----------------------------------------------------------------------------
    def run(self) -> int:
        deadline = time.perf_counter()
        margin = VSYNC_MARGIN_S if self.vsync else 0.0   # the vsync'd flip waits itself
        while self.running:
            if not self.animating():
                if self.choice.pending and not self.dirty:
                    self.measure_present_paths()
                elif not self.dirty:
                    self.flow.load_screens()     # once the first screen is up: the others
                self.wait_until(self.idle_until(), until_change=True)
                deadline = max(deadline, time.perf_counter())
            early = self.wait_until(deadline - margin, until_due=True)
            if self.running:
                self.step()
            # A press that lands is shown at once; the frames then keep their pace from there.
            frame_s = self.scene_frame_s()
            deadline = time.perf_counter() + frame_s if early else deadline + frame_s
            if time.perf_counter() > deadline + frame_s:
                deadline = time.perf_counter()          # fell behind: do not try to catch up
        self.quit()
        return 0

    def scene_frame_s(self) -> float:
        """The time between frames: the settings', or longer when the scene needs fewer."""
        fps = self.scene.fps
        return max(self.frame_s, 1.0 / fps) if fps else self.frame_s

    def stamps_matter(self) -> bool:
        """Is a match on the stack (its seated players' presses stamped to the ms)?"""
        return self.flow.table() is not None

    def still_poll_s(self, now: float) -> float:
        """How long a wait away from a match sleeps before it asks SDL again."""
        return STILL_POLL_S if now - self._input_at < AWAKE_S else ASLEEP_POLL_S

    def due_in(self, now: float) -> float | None:
        """Seconds until the scene's next queued press lands (None: none waiting); never
        sooner than EARLY_GAP_S after the last frame, so a press cannot race the frame rate."""
        t_ns = self.scene.press_due_ns()
        if t_ns is None:
            return None
        return max(t_ns / 1e9 - now, self._last_step + EARLY_GAP_S - now)

    def animating(self) -> bool:
        """Does the scene change by itself (animations, clocks)? Else it is drawn on change."""
        return self.scene.animating()

    def idle_until(self) -> float:
        """How long a still screen may sleep: until a message expires, at most IDLE_S."""
        now = time.perf_counter()
        shown = [self.problems.until] if self.problems.shown else []
        return min([now + IDLE_S] + [until for _, until in self.messages] + shown)

    def wait_until(self, until: float, until_change: bool = False,
                   until_due: bool = False) -> bool:
        """Handle input as it comes until `until` (or, with `until_change`, until something
        happened; with `until_due`, until a queued press is due at the table: True then).
        The event that ends a wait is handed to the hub, not posted back."""
        event, look = None, True
        while True:
            if look:
                self.poll(event)
            now = time.perf_counter()
            left = until - now
            if left <= 0 or not self.running or (until_change and self.dirty):
                return False
            if until_due:
                due = self.due_in(now)
                if due is not None and due <= 0:
                    return True
                left = min(left, due) if due is not None else left
            milliseconds = int(left * 1000)
            if milliseconds >= 1 and self.sdl_wait.available:      # asleep until an event
                woke = self.sdl_wait.wait(milliseconds)
                event, look = None, woke and pygame.event.peek()
                if woke and not look:
                    time.sleep(0.001)           # an event SDL keeps to itself: do not spin
            elif milliseconds >= 1 and self.stamps_matter():
                event, look = pygame.event.wait(milliseconds), True
            else:                                 # SDL asked now and then: nothing → no poll
                time.sleep(min(left, self.still_poll_s(now)))
                event = pygame.event.poll()
                look = event.type != pygame.NOEVENT

    def step(self) -> None:
        """One frame: update the scene; if it animates or anything changed, draw it and the
        messages, and present what changed (scenes may return their changed rectangles)."""
        now_ns = time.perf_counter_ns()
        now_s = self._last_step = now_ns / 1e9
        self.scene.update(now_ns)
        self.cabinet_loop.frame(now_ns)
        self.host_frame()
        gone = [until for _, until in self.messages] + ([self.problems.until]
                                                         if self.problems.shown else [])
        if any(until <= now_s for until in gone):
            self.dirty = True                            # a message or the problems went away
        if not (self.dirty or self.animating()):
            return
        self.dirty = False
        self.hub.stamp()                 # keep stamping presses while the frame is built
        self._messages_changed(now_s)
        changed = self.scene.draw(self.screen, now_s)
        messages = self.draw_messages() + self.cabinet_loop.draw(self.screen)
        changed = changed + messages if isinstance(changed, list) else None
        if self.problems.shown:
            self.problems.draw(self.screen, self.text, now_s)
            changed = None
        self.hub.stamp()                 # (handled at the next poll, never mid-frame)
        if self.turn.present(self.presenter.screen):      # a monitor mounted turned
            changed = None
        self.presenter.present(changed)

    def host_frame(self) -> None:
        """A match hosted for other machines follows the screens (net/hosting.py); it ends
        when the title is alone on screen again."""
        hosting = self.ctx.hosting
        if hosting is not None and not hosting.frame(self.flow):
            hosting.close()
            self.ctx.hosting = None

    def _messages_changed(self, now_s: float) -> None:
        """A message came or went: the scene draws all of itself (it lay under it)."""
        shown = [m for m, until in self.messages if until > now_s][-3:]
        if shown != self._messages_shown:
            self.invalidate_scene()
        self._messages_shown = shown

    def invalidate_scene(self) -> None:
        """The screen no longer holds the scene's last frame: it draws all of it next."""
        self.scene.invalidate()

    def draw_messages(self) -> list:
        """The last three messages, at the bottom (or in the scene's row); the rects drawn."""
        now = time.perf_counter()
        self.messages = [(m, until) for m, until in self.messages if until > now]
        return draw_messages(self.screen, self.text, [m for m, _until in self.messages],
                             self.scene.message_area())

    def stop(self) -> None:
        """Quit at once, asking nothing (a signal: quit_signals.py)."""
        self.running = False

    def quit(self) -> None:
        """Leave every screen on the stack, write what is still kept in memory (settings, a
        match or replay a full disk refused), close the devices."""
        self.flow.stack.clear()
        if self.ctx.hosting is not None:
            self.ctx.hosting.close()
        keep_what_was_played(self.settings)
        i18n.off_change(self.language_changed)
        self.hub.close()
        pygame.quit()

