"""Remapping a device: "Press the button for card 1 — hold any button 2 s to skip", what it
got or why it is refused, action after action (input/remap.py decides); saved when the run
ends or is stopped.

Only the device being remapped answers the questions (every one of its controls may be
wanted, Esc and B too); another device's back, or a click on "Stop", stops and keeps what is
done. A panel's held gestures mean nothing here.
"""
import pygame

from game.i18n import _
from game.input.bindings import HOLD_KEYS
from game.input.remap import Remap
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Scene
from game.ui.scenes.controls_map import (action_name, control_words, draw_lines, draw_map,
                                        save_map, shown_controls)
from game.ui.text import wrap

OK, REFUSED = (120, 220, 130), (240, 120, 100)


class RemapScene(Scene):
    name = "remap"

    def __init__(self, ctx, target, actions):
        super().__init__(ctx)
        self.target = target
        bindings = ctx.devices.bindings
        self.remap = Remap(target.layout_of(bindings), actions, target.partners(bindings),
                           name=action_name, control=lambda c: control_words(target, c))
        self.stop_rect = pygame.Rect(0, 0, 0, 0)
        self.now_ns, self.total = 0, len(actions)
        self.saved = False

    @property
    def keys(self) -> bool:
        """A keyboard's controls are keys; every other device's, buttons."""
        return self.target.kind == "keyboard"

    def on_press(self, press, action) -> None:
        if press.device == self.target.device:
            self.remap.press(press.control, press.t_ns)
            self.ctx.redraw()
        elif action in ("back", "confirm") and not self.remap.pending:
            self.finish()

    def on_hold(self, hold) -> None:
        """Both aim buttons held are two answers here, not "back"."""

    def on_mouse(self, pos, clicked: bool) -> None:
        if clicked and self.stop_rect.collidepoint(pos):
            self.finish()

    def update(self, now_ns: int) -> None:
        self.now_ns = now_ns
        held = self.ctx.devices.gestures.down.get(self.target.device, {})
        outcome = self.remap.follow(held, now_ns)
        if outcome is not None:
            self.ctx.sound.play("land" if outcome.ok else "reject")
            self.ctx.redraw()
        if self.remap.done:
            self.finish()

    def finish(self) -> None:
        """Save what was answered (once) and go back."""
        if not self.saved:
            self.saved = True
            while not self.remap.done:          # the rest keep their controls
                self.remap.skip()
            save_map(self.ctx, self.target, self.remap.entries())
        self.ctx.flow.back()

    def animating(self) -> bool:
        return self.remap.pending is not None         # the skip bar fills

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("Controls: {device}").format(device=self.target.label),
                            big=1.6)
        action = self.remap.current
        if action is not None:
            step = self.total - len(self.remap.todo) + 1
            prompt = self._prompt(action)
            shown = text.fit(prompt, int(unit * 2), width - 2 * unit, GOLD, bold=True)
            surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
            y += shown.get_height() + unit // 2
            now = shown_controls(self.remap.layout.controls(action), self.target)
            words = _("now: {controls}   —   hold any key 2 s to skip   ({step} of {total})") \
                if self.keys else _("now: {controls}   —   hold any button 2 s to skip   "
                                    "({step} of {total})")
            y = draw_lines(surface, text, [words.format(controls=now, step=step,
                                                        total=self.total)],
                           unit, width // 2, y, WHITE, centre=True) + unit // 2
            y = self._bar(surface, y, unit)
        y = self._log(surface, y, unit)
        self._stop(surface, unit)
        room = pygame.Rect(2 * unit, y + unit, width - 4 * unit, height - y - unit * 6)
        if room.height > unit * 10:                    # the map as it is now, when it fits
            draw_map(surface, text, room, self.target, self.ctx.devices.bindings, unit)

    def _prompt(self, action: str) -> str:
        """What to press for `action`: its key or button, or (a held gesture) several."""
        name = action_name(action)
        if action in HOLD_KEYS:
            return (_("Press the keys for {action} together") if self.keys else
                    _("Press the buttons for {action} together")).format(action=name)
        return (_("Press the key for {action}") if self.keys else
                _("Press the button for {action}")).format(action=name)

    def _bar(self, surface, y: int, unit: int) -> int:
        """How long the press has been held, towards a skip."""
        part = self.remap.held_part(self.now_ns)
        width = surface.get_width()
        bar = pygame.Rect(width // 4, y, width // 2, max(6, unit // 2))
        pygame.draw.rect(surface, DIM, bar, width=1, border_radius=3)
        if part:
            pygame.draw.rect(surface, GOLD, (bar.left, bar.top, int(bar.width * part),
                                             bar.height), border_radius=3)
        return bar.bottom + unit

    def _log(self, surface, y: int, unit: int) -> int:
        """The last answers: what each got, or (red, in words) why it was refused."""
        width, height = surface.get_size()
        text = self.ctx.text
        size = max(13, unit)
        bottom = height - unit * 4
        for outcome in reversed(self.remap.log[-6:]):
            lines = wrap(text.font(size), outcome.words, width - 4 * unit)
            if y + len(lines) * (size + 4) > bottom:
                break
            y = draw_lines(surface, text, lines, size, 2 * unit, y,
                           OK if outcome.ok else REFUSED) + unit // 3
        return y

    def _stop(self, surface, unit: int) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        label = text.render(_("Stop (keep what is done)"), int(unit * 1.1), GOLD, bold=True)
        self.stop_rect = label.get_rect(midbottom=(width // 2, height - unit * 2)).inflate(
            unit, 6)
        pygame.draw.rect(surface, GOLD, self.stop_rect, width=2, border_radius=unit // 3)
        surface.blit(label, label.get_rect(center=self.stop_rect.center))
        hint = text.fit(_("Another device's Esc / B, or a click on Stop, ends here and saves."),
                        int(unit * 0.8), width - 2 * unit, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, height - unit // 2)))
