"""This machine's player at a host's table (the joining machine's side of NetTableScene, a
mixin of it): a device of this machine takes the seat the host gave it, names its player
before the match, and plays, each action sent to the host as the direct actions its `net`
layout binds and shown at once; a pause goes to the host's table; Leave (or a seat's pause
before or after the match, Backspace, both aim buttons held) asks, and the same again within
LEAVE_S leaves. A cabinet without the match's credit sends nothing (`unpaid`)."""
import time

from game.i18n import _
from game.input.actions import HIT, resolve_hit
from game.input.device_id import DeviceKind
from game.input.mouse import DEVICE as MOUSE
from game.input.seats import JoinRequest
from game.net.sent_actions import sent_actions
from game.store.profiles import save_name
from game.ui.scenes.name_picker import NamePicker, pick_action

LEAVE_S = 3.0
LEAVE_ACTIONS = ("back", "pause")


class ThisMachinesPlayer:
    """The seat's presses, pointer and leaving, on NetTableScene's state (client, live, moves,
    view, seat, watching, halted, unpaid, pickers, leave_asked)."""

    def _join_here(self) -> None:
        """A device of this machine takes its seat (one: the host gave this machine one),
        and its press goes to the host, whose join screen seats this machine."""
        for request in self.ctx.devices.take_join_requests():
            if request.layout and not self.in_guard(request.t_ns) and \
                    not self.typing_holds(request):
                self._seat(request)

    def _seat(self, request) -> None:
        hub = self.ctx.devices
        if self.watching or hub.seats or self.client.seat is None:
            return
        if not self.ctx.cabinet.can_play():       # a linked cabinet: a credit takes the seat
            self.ctx.say(_("Insert a coin to play: {credits}").format(
                credits=self.ctx.cabinet.banner()))
            return
        layout = hub.bindings.layout(request.layout, hub.device_key(request.device))
        try:
            hub.join(request.device, request.layout, self.seat or 0)
        except ValueError as error:
            self.ctx.say(str(error))
            return
        for action in layout.actions_for(request.control)[:1] or ("slot1",):
            self.client.press(action, request.t_ns)
        guest = _("Player {n}").format(n=self.client.seat + 1)
        self.pickers = {0: NamePicker(self.names_known, guest, typing=DeviceKind.KEYBOARD.owns(
            request.device))}
        if self.client.name:                    # a name picked before a dropped link
            self.pickers[0].at = self.client.name
        self.ctx.sound.play("land")

    def _pick(self, press) -> bool:
        """Before the match, the seated player's own controls pick their name as on a join
        screen (a keyboard types it); True when the press was one."""
        if self.view is not None or not self.pickers:
            return False
        if self.typing_press(press):
            return True
        held = next(iter(self.ctx.devices.seats.values()), None)
        if held is None or held.device != press.device:
            return False
        move = pick_action(press.device, held.layout, press.control)
        if move:
            self._picked(0, self.pickers[0], self.pickers[0].on_action(move))
        return bool(move)

    def _picked(self, seat: int, picker: NamePicker, new_name: str | None) -> None:
        """A name chosen (or a new one made: remembered on this machine too) is sent to the
        host, whose join screen and table name this player so."""
        if new_name:
            problem = save_name(new_name)
            if problem:
                self.ctx.say(problem, 5.0)
        if picker.profile != self.client.name:
            self.client.rename(picker.profile)
        self.ctx.sound.play("tick")
        self.ctx.redraw()

    def _played(self, seat, action: str, raw) -> None:
        """One seat action of this machine's player (DeviceHub.plays_to): sent to the host as
        the direct actions its net layout binds, and shown at once."""
        if self.watching or action in LEAVE_ACTIONS or self.view is None or self.halted or \
                self.unpaid:
            return                   # (before the match: the name picker's, or nothing)
        truth = self.live.match
        shown = self.moves.shown(truth) if truth is not None else None
        game = shown.game if shown is not None else None
        game_ms = self.live.game_ms(raw.t_ns / 1e6)
        intent = seat.control.act(action, game, raw.t_ns, raw.device) if game else None
        for sent in sent_actions(seat.control.scheme, action, intent, game, seat.index):
            self.client.press(sent, raw.t_ns)
        if intent is None or self.seat is None or game_ms < 0:
            return
        intent = intent.at(round(game_ms, 3))
        if intent.kind == HIT:
            intent = resolve_hit(game, intent)
        self.show_events(self.moves.move(truth, intent, time.perf_counter() * 1000),
                         time.perf_counter())

    def in_play(self) -> bool:
        """Is this machine's player at the host's table, the match on (a pause is sent)?"""
        return self.view is not None and not self.over and self.seat is not None and \
            not self.watching and not self.unpaid and self.seat in self.ctx.devices.seats

    def on_press(self, press, action) -> None:
        if self._pick(press):
            return
        keyboard = DeviceKind.KEYBOARD.owns(press.device)
        idle = not press.plays                   # a seat's own press plays (B plays a card)
        paused_here = "pause" in press.actions and press.plays and self.in_play()
        if paused_here:
            self.client.press("pause", press.t_ns)   # the host's table pauses (or plays on)
        wants = "pause" in press.actions and not paused_here or idle and (
            action == "back" or keyboard and press.control == "escape")
        if wants:
            self.ask_leave(press.t_ns / 1e9)

    def on_hold(self, hold) -> None:
        self.ask_leave(hold.t_ns / 1e9)

    def on_pointer(self, p) -> None:
        if p.kind == "down" and self.leave_rect.collidepoint(p.pos):
            self.ask_leave(p.t_ns / 1e9)
        elif p.kind == "down" and self.view is None and self.pickers and \
                self.picker_rect.collidepoint(p.pos):
            third = (p.pos[0] - self.picker_rect.left) * 3 // max(1, self.picker_rect.width)
            picker = self.pickers[0]        # its left end goes back, its right on, the middle
            self._picked(0, picker, picker.on_action(("prev", "ok", "next")[third]))   # picks
        elif p.kind == "down" and p.button == 1 and p.finger is None and \
                not self.ctx.devices.seats and not self.in_guard(p.t_ns):
            self._seat(JoinRequest(p.t_ns, MOUSE, "card1", MOUSE))     # the mouse alone
        elif self.view is not None and self.seat is not None and not self.watching:
            if p.kind == "down" and self._mouse().pause_hit(p.pos):
                if self.in_play():                       # the mouse's pause: the host's
                    return self.client.press("pause", p.t_ns)
                return self.ask_leave(p.t_ns / 1e9)
            self._mouse().on_pointer(p)

    def _mouse(self):
        if getattr(self, "_pointer", None) is None or self._pointer.view is not self.view:
            from game.ui.scenes.table_mouse import TableMouse
            self._pointer = TableMouse(self.ctx.devices, self.view)
        return self._pointer

    def ask_leave(self, now_s: float) -> None:
        """Leave asks first (a match in play); asked again within LEAVE_S: leave."""
        if self.leave_asked is not None and now_s - self.leave_asked < LEAVE_S or \
                self.over or self.client.state in ("refused", "closed"):
            return self.leave_now()
        self.leave_asked = now_s
        self.ctx.say(_("Leave the match? Press the same again (or click Leave) to go."),
                     LEAVE_S)

    def leave_now(self) -> None:
        self.ctx.flow.title()
