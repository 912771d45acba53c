"""The one route of input, a mixin of the App (game/app.py): what the loop's poll drains from
the device hub goes each to its one place, in the order of docs/PRESS_PATH.md. A press: the
cabinet (a coin or the service switch ends there), the window's F-keys, a seated player's
actions to the table's queue (never held back), then, past its guard time, the screen; a
finished hold: the operator menu or the screen's `on_hold`; a pointer (placed on the turned
screen), typed text, a hosted match's news and the window's own events (quit, resized,
uncovered) to the screen, the hosting or the window; the devices' news as messages.

With SPEED_LOG_PRESSES set (read once, by the App: `log_presses`) each press is logged with
its stamp, for the tests that judge a race by the machines' own stamps (docs/TESTING.md).
"""
from dataclasses import replace
import time

import pygame

from game.i18n import _
from game.input.device_id import DeviceKind
from game.input.mouse import Pointer
from game.paths import data_dir


class PressRoute:
    """Input to its place, on the App's state (hub, scene, flow, ctx, cabinet_loop, problems,
    presenter, place, turn, sound, screen, dirty, running, log_presses; `_drained` and
    `_input_at`: what the hub has drained, and when input last came) and its `say`, `resized`
    and `invalidate_scene`."""

    def poll(self, first=None) -> None:
        """Drain input now (`first`: the event a wait returned), then route each press and
        each finished hold in the one order of docs/PRESS_PATH.md; anything drained → redraw."""
        for event in self.hub.poll(first):
            self.window_event(event)
        if self.hub.drained != self._drained:
            self._drained, self.dirty = self.hub.drained, True
            self._input_at = time.perf_counter()
        self.report_new_device_errors()
        for press in self.hub.take_presses():
            self.route(press)
        for hold in self.hub.gestures.take(time.perf_counter_ns()):
            self.cabinet_loop.touch(hold.t_ns)
            self.on_hold(hold)

    def route(self, press) -> None:
        """One press, in order (docs/PRESS_PATH.md): the cabinet (a coin or the service switch
        ends here), the F-keys, a seated player's actions to the table's queue (never held
        back), then, past its guard time, the screen (no menu meaning inside a held gesture)."""
        self.problems.dismiss()              # any press closes the problem list
        if self.log_presses:
            print(f"speed: press {press.device} {press.control} {press.t_ns}", flush=True)
        if self.cabinet_loop.press(press) or self.global_key(press):
            return
        self.hub.play(press)
        self.ctx.last_device = press.device      # whose words a screen's hints speak
        if not self.guarded(press.t_ns):
            self.scene.on_press(press, press.menu)

    def guarded(self, t_ns: int) -> bool:
        """Was this press made in the scene's guard time (a press that opened it, a button
        still being hammered)? Such presses never act on what appears."""
        return self.scene.in_guard(t_ns)

    def on_hold(self, hold) -> None:
        """A held combination: the operator menu, or the scene's "back" (pause at the table)."""
        if hold.action == "operator":
            self.flow.operator()
        elif not self.guarded(hold.t_ns):
            self.scene.on_hold(hold)

    def report_new_device_errors(self) -> None:
        """Problems met after start-up (a pad that cannot be opened when plugged in) and the
        boards' news (a lost line, a restart, a refused board)."""
        for message in self.hub.take_notices():
            self.say(message, 6.0)

    def window_event(self, event) -> None:
        if isinstance(event, Pointer):
            self.pointer(event)
        elif not hasattr(event, "type"):                # a source's news: a machine came
            if self.ctx.hosting is not None:
                self.ctx.hosting.heard(event)
        elif event.type == pygame.TEXTINPUT:
            self.scene.on_text(event.text)              # a name being typed (text_input.py)
        elif event.type == pygame.QUIT:
            self.running = self.scene.confirm_quit()     # a match in play asks first
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED,
                            pygame.WINDOWDISPLAYCHANGED):
            self.resized()
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN):
            self.invalidate_scene()      # a window (re)made or uncovered: show the whole frame
            self.dirty = True

    def pointer(self, p: Pointer) -> None:
        """The mouse or a touch (placed on the turned screen), to the scene."""
        if p.kind == "down":
            self.problems.dismiss()
        self.cabinet_loop.touch(p.t_ns)
        if p.kind != "move":
            self.ctx.last_device = "mouse" if p.finger is None else "touch"
        p = replace(p, pos=self.turn.point(p.pos, pygame.display.get_surface().get_size()))
        self.scene.on_pointer(p)

    def global_key(self, press) -> bool:
        """F11 / Alt+Enter: fullscreen; F2: mute; F12: screenshot; F9: the operator menu.
        True when it was one."""
        if not DeviceKind.KEYBOARD.owns(press.device):
            return False
        alt = pygame.key.get_mods() & pygame.KMOD_ALT
        if press.control == "f11" or (press.control == "return" and alt):
            self.place.toggle() if self.presenter.name != "renderer" else \
                self.presenter.toggle_fullscreen()
            self.resized()
            return True
        if press.control == "f12":
            self.save_screenshot()
            return True
        if press.control == "f9":                    # the operator menu (cabinets)
            self.flow.operator()
            return True
        if press.control == "f2":
            self.sound.toggle_mute()
            self.say(_("Sound off") if self.sound.muted else _("Sound on"), 1.5)
            return True
        return False

    def save_screenshot(self) -> None:
        """F12: the screen as a PNG in the data folder's screenshots/."""
        folder = data_dir() / "screenshots"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / time.strftime("speed-%Y%m%d-%H%M%S.png")
        pygame.image.save(self.screen, str(path))
        self.say(_("Saved {path}").format(path=path), 3.0)

