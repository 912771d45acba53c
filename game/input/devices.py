"""DeviceHub: every input device, the seats they hold, and one IntentQueue they all feed.

Call `poll()` at ~1 kHz between frames, or `poll(event)` with the event `pygame.event.wait`
woke the loop with (it is handled first, never re-posted): it drains pygame's events (stamping
each batch with the drain time; `stamp()` only takes and stamps them, for a loop busy
drawing; the non-input ones are handed back to the app) and the serial pads' inputs (stamped
on the board), turns every press into a RawInput and looks its control up, once, in the
layout of each seat that device holds. Each seat action goes to the table in play (`plays_to`; `intents_into` makes
it the seat's `SeatControl` intent, stamped in perf_counter_ns, in the queue); every press,
with those actions and its menu meaning, is kept for the screens: `take_presses()`.

Seats: a device takes a seat with `join(device, layout)`. Presses from devices that hold no
seat are kept as `join_requests` for the join screen ("press any button to join"). An
unplugged pad or board pauses its seat (`paused_seats()`); the same pad plugged back in
(same SDL GUID), or any free pad pressing a button, takes the seat back and resumes it. A
board's lost line or restart does not pause: it becomes a `notices` line for the screen.
Serial callbacks call `wake` (if set) so a loop that sleeps until the next event wakes up.
"""
from __future__ import annotations

import collections
from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.input.actions import APP_ACTIONS, CABINET_ACTIONS, SeatControl
from game.input.bindings import Bindings, Layout, load_bindings
from game.input.device_id import DeviceKind
from game.input.raw_input import Press, RawInput, now_ns
from game.input.held_gestures import HeldGestures
from game.later import shown
from game.input.seats import JoinRequest, Seat
from game.input import gamepad as gamepad_mod
from game.input import keyboard as keyboard_mod
from game.input import mouse as mouse_mod

KEY_TYPES = frozenset(keyboard_mod.EVENT_TYPES)
PAD_TYPES = frozenset(gamepad_mod.EVENT_TYPES)
NOTICES = {   # serial board news the players are told about on screen
    "refused": N_("A board was refused: {detail}. Give each board its own id."),
    "lost": N_("Board {board}: lost {detail} of its lines (presses and releases) on the cable; "
               "play goes on."),
    "problem": N_("Serial port {port}: {detail}."),
    "reset": N_("Board {board} restarted."),
    "reader": N_("The button boards' reader stopped ({detail}): starting it again."),
}
MOUSE_TYPES = frozenset(mouse_mod.EVENT_TYPES)
WAKE = pygame.event.custom_type()     # posted by reader threads to end the loop's event.wait


def wake() -> None:
    """Thread-safe: wake the main loop from `pygame.event.wait` (a reader thread has news).
    A no-op when pygame's event queue is not there (headless tests without a display)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass


class DeviceHub:
    """Owns the keyboard, the gamepads and (optionally) the serial pads; feeds one queue."""

    def __init__(self, queue, bindings: Bindings | None = None, *, keyboard: bool = True,
                 gamepads: bool = True, serial=None, max_seats: int = 4,
                 stable_hand: bool = False):
        """`serial`: a factory called as serial(on_input, on_status), e.g. PadManager.
        `stable_hand`: Speed hand cards keep their slot (see actions.py)."""
        self.queue, self.bindings = queue, bindings or load_bindings()
        self.keyboard = keyboard_mod.Keyboard() if keyboard else None
        self.gamepads = gamepad_mod.Gamepads() if gamepads else None
        self.max_seats, self.stable_hand = max_seats, stable_hand
        self.table: Callable | None = None     # where seat actions go: `plays_to`
        self.reserve: Callable[[RawInput], str | None] | None = None   # cabinet: coin, service
        self.seats: dict[int, Seat] = {}
        self.join_requests: collections.deque[JoinRequest] = collections.deque(maxlen=32)
        self.commands: list[tuple[int, str]] = []
        self.gestures = HeldGestures(resolver=self._gestures_of)   # panel back, operator menu
        self.errors = list(self.bindings.errors)
        self.errors += self.gamepads.errors if self.gamepads else []
        self._presses: collections.deque[Press] = collections.deque(maxlen=256)
        self._stamped: list[tuple[int, list]] = []     # events taken by `stamp`, not yet handled
        self._serial_inputs: collections.deque[RawInput] = collections.deque()
        self._serial_news: collections.deque = collections.deque()
        self.notices: collections.deque[str] = collections.deque(maxlen=8)
        self._wake_pending = False       # a WAKE event is posted and not yet drained
        self.drained = 0         # events and serial news handled (the app redraws when it moves)
        self.serial = serial(self.push_raw, self.push_status) if serial else None
        if self.serial is not None and hasattr(self.serial, "start"):
            self.serial.start()

    # -- seats ---------------------------------------------------------------------------------
    def join(self, device: str, layout: str, seat: int | None = None) -> int:
        """Give `device` a seat played with `layout`; the seat number (ValueError if none)."""
        chosen = self.bindings.layout(layout, self.device_key(device)) \
            if layout in self.bindings.layouts else None
        if chosen is None or not chosen.matches(device):
            raise ValueError(f"profile {layout!r} is not for device {device!r}")
        for held in self.seats.values():
            if held.device == device and held.layout.name == layout:
                return held.index
        free = [s for s in range(self.max_seats) if s not in self.seats]
        if seat is None:
            seat = free[0] if free else None
        if seat is None or seat not in free:
            raise ValueError(f"no free seat for {device} (seats taken: {sorted(self.seats)})")
        control = SeatControl(seat, chosen.scheme, self.stable_hand)
        self.seats[seat] = Seat(seat, device, chosen, control, False, self._guid(device))
        return seat

    def device_key(self, device: str) -> str:
        """What a device's own map is filed under: a pad's SDL GUID (one per model), a board's
        id; "" for the keyboard (its halves are layouts), the mouse and touch."""
        kind = DeviceKind.of(device)
        return kind.map_key(device, self._guid) if kind is not None else ""

    def rebind(self, bindings: Bindings) -> None:
        """New bindings (Options → Controls saved a map): menus, gestures and seats follow."""
        self.bindings = bindings
        self.gestures.rebound()
        for seat in self.seats.values():
            if seat.layout.name in bindings.layouts:
                seat.layout = bindings.layout(seat.layout.name, self.device_key(seat.device))

    def _gestures_of(self, device: str):
        return self.bindings.gestures_for(device, self.device_key(device))

    def plays_to(self, table: Callable | None) -> None:
        """Seat actions go to `table(seat, action, raw)` from now on (None: to nobody)."""
        self.table = table

    def leave(self, seat: int) -> None:
        """Free a seat."""
        self.seats.pop(seat, None)

    def holders(self) -> dict[int, str]:
        """seat → the device playing it."""
        return {s: seat.device for s, seat in sorted(self.seats.items())}

    def paused_seats(self) -> list[int]:
        """Seats whose device is unplugged (the app shows "seat paused")."""
        return [s for s, seat in sorted(self.seats.items()) if seat.paused]

    def control(self, seat: int) -> SeatControl:
        """The seat's scheme state (cursor, aim, slots) for the renderer."""
        return self.seats[seat].control

    def take_commands(self) -> list[tuple[int, str]]:
        """App-level actions (pause) pressed since the last call, as (seat, action)."""
        commands, self.commands = self.commands, []
        return commands

    def take_join_requests(self) -> list[JoinRequest]:
        """Presses from seatless devices since the last call, oldest first."""
        requests = list(self.join_requests)
        self.join_requests.clear()
        return requests

    # -- polling -------------------------------------------------------------------------------
    def poll(self, first=None) -> list:
        """Drain every pygame event now, in order (`first`: one already taken off the queue by
        `pygame.event.wait`, handled before the rest); handle the input ones here and return the
        others (QUIT, VIDEORESIZE, WINDOW*; mouse and touch as stamped `mouse.Pointer`s) for
        the app. WAKE events only woke the
        loop: they are dropped. Not
        `pygame.event.get(eventtype=[...])`: pygame-ce returns those grouped by type, so a
        release and the next press, or a button and its pad's removal, would lose their order.
        """
        batches, self._stamped = self._stamped, []
        fresh = [first] if first is not None and first.type != pygame.NOEVENT else []
        batches.append((now_ns(), fresh + pygame.event.get()))
        self.drained += sum(len(events) for _, events in batches)
        self.drained += len(self._serial_inputs) + len(self._serial_news)
        others = []
        for t_ns, events in batches:
            for event in events:
                self._handle(event, t_ns, others)
        self._keyboard_focus(batches[-1][0])
        self._drain_serial()
        return others

    def stamp(self) -> None:
        """Take pygame's events off its queue now, stamped now, to be handled at the next
        `poll` (a loop busy drawing keeps its ~1 ms stamping without acting mid-frame)."""
        events = pygame.event.get()
        if events:
            self._stamped.append((now_ns(), events))

    def _handle(self, event, t_ns: int, others: list) -> None:
        """One pygame event stamped `t_ns`: input is fed, the rest goes to `others`."""
        if event.type == WAKE:
            return
        if event.type in KEY_TYPES:
            raw = self.keyboard.handle(event, t_ns) if self.keyboard else None
            if raw:
                self.feed(raw)
        elif event.type in PAD_TYPES:
            if self.gamepads:
                self._pad_event(event, t_ns)
        elif event.type in MOUSE_TYPES:
            found = mouse_mod.pointer(event, t_ns, _window_size())
            if found is not None:
                others.append(found)         # the screen under it says what it means
        else:
            others.append(event)

    def take_presses(self) -> list[Press]:
        """Every press (any device, seated or not) since the last call, for the screens; a
        press that is part of a held gesture under way has no menu meaning."""
        presses = [press if press.menu is None or not self.gestures.in_combo(press) else
                   Press(press.t_ns, press.device, press.control, press.actions)
                   for press in self._presses]
        self._presses.clear()
        return presses

    def _pad_event(self, event, t_ns: int) -> None:
        for raw in self.gamepads.handle(event, t_ns):
            self.feed(raw)
        for change, device in self.gamepads.take_changes():
            self._plugged(device, change == "added")

    def _keyboard_focus(self, t_ns: int) -> None:
        """Lost focus → SDL sends no key-ups: release the held keys ourselves."""
        if self.keyboard and self.keyboard.held and not pygame.key.get_focused():
            for raw in self.keyboard.release_all(t_ns):
                self.feed(raw)

    # -- serial pads (their callbacks run on reader threads) ------------------------------------
    def push_raw(self, raw: RawInput) -> None:
        """Thread-safe: a RawInput from another thread, handled at the next poll (the loop is
        woken for it)."""
        self._serial_inputs.append(raw)
        self._wake()

    def push_status(self, status) -> None:
        """Thread-safe: a serial PadStatus (connected/disconnected/...), handled at next poll."""
        self._serial_news.append(status)
        self._wake()

    def _wake(self) -> None:
        """Wake the main loop once per drain (a flood of presses posts one event, not one
        each: SDL's queue must keep room for the keyboard)."""
        if not self._wake_pending:
            self._wake_pending = True
            wake()

    def boards(self) -> list:
        """Every serial board seen (`boards.BoardInfo`), for the screen."""
        snapshot = getattr(self.serial, "snapshot", None)
        return snapshot() if snapshot else []

    def set_lamps(self, board_id: str, levels: dict[str, int]) -> None:
        """Light a serial board's lamps (control → level 0-255, the rest off), if it has any."""
        setter = getattr(self.serial, "set_lamps", None)
        if setter is not None:
            setter(board_id, levels)

    def calibrate(self, board_id: str, control: str, threshold: int, lockout_ms: int) -> None:
        """A slap pad's threshold and lockout, sent to its board (kept in its EEPROM/flash)."""
        call = getattr(self.serial, "calibrate", None)
        if call is not None:
            call(board_id, control, threshold, lockout_ms)

    def watch_levels(self, board_id: str, on: bool) -> None:
        """The board's slap pads' live levels reported (the calibration page) or not."""
        call = getattr(self.serial, "watch", None)
        if call is not None:
            call(board_id, on)

    def take_notices(self) -> list[str]:
        """Serial board news for the screen since the last call."""
        notices = list(self.notices)
        self.notices.clear()
        return notices

    def _drain_serial(self) -> None:
        """Handle the serial news and presses: first whatever a reader process has written
        so far (`drain`), so that a press read before this poll is never left for later."""
        drain = getattr(self.serial, "drain", None)
        if drain is not None:
            self._wake_pending = True           # handled right here: no wake needed
            drain()
        self._wake_pending = False
        while self._serial_news:
            status = self._serial_news.popleft()
            if status.event in NOTICES:
                board = DeviceKind.SERIAL.local_id(status.device or "")
                self.notices.append(_(NOTICES[status.event]).format(
                    board=board, port=status.port, detail=shown(status.detail)))
            if status.device:
                if status.event == "connected":
                    self._plugged(status.device, True)
                elif status.event == "disconnected":
                    self._plugged(status.device, False)
        while self._serial_inputs:
            self.feed(self._serial_inputs.popleft())

    def close(self) -> None:
        """Stop the serial pads' threads."""
        if self.serial is not None and hasattr(self.serial, "stop"):
            self.serial.stop()

    # -- from raw input to intents --------------------------------------------------------------
    def feed(self, raw: RawInput) -> None:
        """Handle one RawInput: a press bound in a seated device's layout plays, any other
        resumes a paused seat or asks to join; every press is kept, with the actions it is
        bound to and its menu meaning, for the screens."""
        self.gestures.feed(raw)
        if not raw.pressed:
            return
        reserved = self.reserve(raw) if self.reserve else None
        if reserved:                          # a coin or the service switch: nothing else
            self._presses.append(Press(raw.t_ns, raw.device, raw.control, (reserved,)))
            return
        bound = self._bound(raw)
        live = [(seat, action) for seat, action in bound if not seat.paused]
        for seat, action in live:
            self._act(seat, action, raw)
        if not live:
            if self._resume_with(raw.device):
                bound = self._bound(raw)                 # the seat it took back
            else:
                self._ask_to_join(raw)
        menu = self.bindings.menu_action(raw.device, raw.control, self.device_key(raw.device))
        self._presses.append(Press(raw.t_ns, raw.device, raw.control,
                                   tuple(action for _, action in bound), menu))

    def _bound(self, raw: RawInput) -> list[tuple[Seat, str]]:
        """(seat, action) for each action the control is bound to in its device's seats."""
        return [(seat, action) for seat in self.seats.values() if seat.device == raw.device
                for action in seat.layout.actions_for(raw.control)]

    def _ask_to_join(self, raw: RawInput) -> None:
        suggested = self._suggest(raw)
        seated = any(seat.device == raw.device for seat in self.seats.values())
        # A seated device asks for another seat only with a control of another free layout
        # (the right-hand keys of a shared keyboard, player 2's half of an arcade board).
        own = suggested and self.bindings.layout(suggested, self.device_key(raw.device))
        if not seated or (own and own.actions_for(raw.control)):
            self.join_requests.append(JoinRequest(raw.t_ns, raw.device, raw.control, suggested))

    def _act(self, seat: Seat, action: str, raw: RawInput) -> None:
        if action == "pause":
            self.commands.append((seat.index, action))
        elif self.table is not None and action not in CABINET_ACTIONS:   # the cabinet's
            self.table(seat, action, raw)

    def _suggest(self, raw: RawInput) -> str | None:
        """The first free layout for this device that binds the pressed control. A device
        already seated is offered only a layout that shares no game control with the ones it
        holds (the keyboard's right-hand keys, not the one-player layout over the left's)."""
        held = [seat.layout for seat in self.seats.values() if seat.device == raw.device]
        taken = {layout.name for layout in held}
        usable = [p for p in self.bindings.for_device(raw.device, self.device_key(raw.device))
                  if p.name not in taken and not any(_overlap(p, h) for h in held)]
        choices = [p for p in usable if p.actions_for(raw.control)] or usable
        return choices[0].name if choices else None

    # -- plugging and pausing -------------------------------------------------------------------
    def _guid(self, device: str) -> str:
        pads = self.gamepads.pads if self.gamepads else {}
        pad = next((p for p in pads.values() if p.device == device), None)
        return pad.guid if pad else ""

    def _plugged(self, device: str, added: bool) -> None:
        """A device came or went: pause its seats, or give a paused seat back to it."""
        if not added:
            for seat in self.seats.values():
                if seat.device == device:
                    seat.paused = True
            return
        for seat in self.seats.values():
            if seat.paused and seat.device == device:
                seat.paused = False
                return
        guid = self._guid(device)
        if guid:
            self._resume_with(device, guid)

    def _resume_with(self, device: str, guid: str | None = None) -> bool:
        """Hand the first paused seat of this device's kind (and GUID, if given) to `device`."""
        if any(seat.device == device for seat in self.seats.values()):
            return False
        for seat in sorted(self.seats.values(), key=lambda s: s.index):
            if seat.paused and seat.layout.matches(device) and guid in (None, seat.guid):
                seat.device, seat.paused = device, False
                seat.guid = self._guid(device) or seat.guid
                return True
        return False


def _window_size() -> tuple[int, int]:
    surface = pygame.display.get_surface()
    return surface.get_size() if surface is not None else (1, 1)


def _overlap(one: Layout, other: Layout) -> bool:
    """Do two layouts bind a control to game actions in both (pause keys may be shared)?"""
    def controls(layout):
        return {c for action, bound in layout.actions.items() if action not in APP_ACTIONS + CABINET_ACTIONS
                for c in bound}
    return bool(controls(one) & controls(other))
