"""DeviceHub: every source of input, the seats they hold, and the presses they make.

The sources are a list (source.py): the keyboard, the gamepads, the mouse and touch screen
(`mouse.Pointers`), and the serial boards (`board_source.BoardSource`, when a reader is
given). Call `poll()` at ~1 kHz between frames, or `poll(event)` with the event
`pygame.event.wait` woke the loop with (it is handled first, never re-posted): it drains
pygame's events, stamping each batch with the drain time (`stamp()` only takes and stamps
them, for a loop busy drawing), hands each to the source that takes its type, then drains
every source (the boards' presses, stamped on the board). Non-input events are handed back
to the app, and so are pointers: the screen under them says what they mean.

Every press is looked up once, in the layout of each seat its device holds (`feed`), and kept
as a `Press` with the seat actions it plays, its menu meaning, and the seats it plays for; the
app takes them (`take_presses`) and routes each in one documented order (docs/PRESS_PATH.md),
in which `play` sends a seated player's actions to the table in play (`plays_to`).

Seats: a device takes a seat with `join(device, layout)`; a seat may also play with controls
of another device (`lend`: the keyboard's Space is the mouse player's slap pad), used only
while no seat of that device binds the control (a device that only lends controls holds no
seat: its presses still ask to join, so Space still seats a keyboard player on the join
screen). Presses from devices that hold no seat are
kept as `join_requests` for the join screen ("press any button to join"). An unplugged pad or
board pauses its seat (`paused_seats()`); the same pad plugged back in (same SDL GUID), or any
free pad pressing a button, takes the seat back and resumes it. A board's lost line or restart
does not pause: it becomes a `notices` line for the screen. The boards' own calls (lamps,
calibration, which are syncing) are made through `boards` (boards.Boards).
"""
from __future__ import annotations

import collections
from collections.abc import Callable

import pygame

from game.i18n import N_
from game.input.actions import APP_ACTIONS, CABINET_ACTIONS, SeatControl
from game.input.bindings import Bindings, Layout, load_bindings
from game.input.board_source import BoardSource
from game.input.boards import Boards
from game.input.device_id import DeviceKind
from game.input.raw_input import Press, RawInput, now_ns
from game.input.held_gestures import HeldGestures
from game.input.seats import JoinRequest, Seat
from game.input.source import Notice, Plugged, Source
from game.input import gamepad as gamepad_mod
from game.input import keyboard as keyboard_mod
from game.input import mouse as mouse_mod

NOTICES = {   # serial board news the players are told about on screen
    "refused": N_("A board was refused: {detail}. Give each board its own id."),
    "lost": N_("Board {board}: lost {detail} of its lines (presses and releases) on the cable; "
               "play goes on."),
    "problem": N_("Serial port {port}: {detail}."),
    "reset": N_("Board {board} restarted."),
    "reader": N_("The button boards' reader stopped ({detail}): starting it again."),
}
WAKE = pygame.event.custom_type()     # posted by reader threads to end the loop's event.wait


def wake() -> None:
    """Thread-safe: wake the main loop from `pygame.event.wait` (a reader thread has news).
    A no-op when pygame's event queue is not there (headless tests without a display)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass


class DeviceHub:
    """Owns the sources of input and the seats; keeps every press for the app to route."""

    def __init__(self, queue, bindings: Bindings | None = None, *, keyboard: bool = True,
                 gamepads: bool = True, serial=None, max_seats: int = 4,
                 stable_hand: bool = False, more: tuple[Source, ...] = ()):
        """`serial`: the boards' reader, made as serial(on_input, on_status) (a
        `boards.BoardReader`: PadManager, ReaderProcess). `stable_hand`: Speed hand cards
        keep their slot (see actions.py). `more`: other sources (source.py)."""
        self.queue, self.bindings = queue, bindings or load_bindings()
        self.keyboard = keyboard_mod.Keyboard() if keyboard else None
        self.gamepads = gamepad_mod.Gamepads() if gamepads else None
        board_source = BoardSource(serial, lambda: wake(), NOTICES) if serial else None
        #                                  (looked up when called: tests replace `wake`)
        self.boards = Boards(board_source.reader if board_source else None)
        self.sources: list[Source] = [s for s in (self.keyboard, self.gamepads,
                                                  mouse_mod.Pointers(), board_source, *more)
                                      if s is not None]
        self._taker = {kind: s for s in self.sources for kind in s.events}
        self.max_seats, self.stable_hand = max_seats, stable_hand
        self.table: Callable | None = None     # where seat actions go: `plays_to`
        self.reserve: Callable[[RawInput], str | None] | None = None   # cabinet: coin, service
        self.seats: dict[int, Seat] = {}
        self.played_with: dict[str, str] = {}   # a device → the layout it last played alone
        self.pile_ends: tuple[int, int] | None = None   # leftmost, rightmost pile on screen
        self.join_requests: collections.deque[JoinRequest] = collections.deque(maxlen=32)
        self.gestures = HeldGestures(resolver=self._gestures_of)   # panel back, operator menu
        self.errors = list(self.bindings.errors) + [e for s in self.sources for e in s.errors]
        self._errors_seen = {id(s): len(s.errors) for s in self.sources}
        self._presses: collections.deque[Press] = collections.deque(maxlen=256)
        self._stamped: list[tuple[int, list]] = []     # events taken by `stamp`, not yet handled
        self._ports: dict[str, str] = {}               # a board → the port it came on
        self.notices: collections.deque[str] = collections.deque(maxlen=8)
        self.drained = 0         # events and news handled (the app redraws when it moves)
        for source in self.sources:
            source.start()

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
        control.ends = self.pile_ends
        self.seats[seat] = Seat(seat, device, chosen, control, False, self._guid(device))
        self._note_played_with(device)
        for other, control_name, own in DeviceKind.of(device).borrows:
            self.lend(seat, other, {control_name: chosen.actions_for(own)})
        self._keep_board(device)
        return seat

    def piles_drawn(self, ends: tuple[int, int] | None) -> None:
        """The table on screen puts these piles leftmost and rightmost: every seat's play
        buttons (cursor scheme) aim by them."""
        self.pile_ends = ends
        for held in self.seats.values():
            held.control.ends = ends

    def _note_played_with(self, device: str) -> None:
        """Remember the layout `device` holds a seat with while it holds one alone (a
        keyboard's half the tutorial taught, say); two seats on it (two players on one
        keyboard): nothing of its own (a one-player screen then gives it its solo layout)."""
        held = [s.layout.name for s in self.seats.values() if s.device == device]
        if len(held) == 1:
            self.played_with[device] = held[0]
        else:
            self.played_with.pop(device, None)

    def lend(self, seat: int, device: str, controls: dict[str, tuple[str, ...]]) -> None:
        """Seat `seat` also plays with these controls of `device` (control → its actions),
        while no seat `device` holds binds them: a keyboard player's slap pad board, the
        mouse player's Space."""
        lent = self.seats[seat].lent.setdefault(device, {})
        lent.update({control: tuple(actions) for control, actions in controls.items()
                     if actions})
        self._keep_board(device)

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
        gone = self.seats.pop(seat, None)
        for device in gone.devices if gone is not None else ():
            self._keep_board(device)

    def holders(self) -> dict[int, str]:
        """seat → the device playing it."""
        return {s: seat.device for s, seat in sorted(self.seats.items())}

    def paused_seats(self) -> list[int]:
        """Seats whose device is unplugged (the app shows "seat paused")."""
        return [s for s, seat in sorted(self.seats.items()) if seat.paused]

    def control(self, seat: int) -> SeatControl:
        """The seat's scheme state (cursor, aim, slots) for the renderer."""
        return self.seats[seat].control

    def take_join_requests(self) -> list[JoinRequest]:
        """Presses from seatless devices since the last call, oldest first."""
        requests = list(self.join_requests)
        self.join_requests.clear()
        return requests

    def _keep_board(self, device: str) -> None:
        """A serial board's seat came or went: while a seat plays with it, it keeps its id
        (a newcomer saying the same id is refused, whichever is heard first)."""
        if DeviceKind.SERIAL.owns(device) and device in self._ports:
            seated = any(device in seat.devices for seat in self.seats.values())
            self.boards.seat(DeviceKind.SERIAL.local_id(device),
                             self._ports[device] if seated else None)

    # -- polling -------------------------------------------------------------------------------
    def poll(self, first=None) -> list:
        """Drain every pygame event now, in order (`first`: one already taken off the queue by
        `pygame.event.wait`, handled before the rest), each to the source that takes it, then
        every source's news; return the events that are no input (QUIT, VIDEORESIZE,
        WINDOW*) and the pointers (`mouse.Pointer`) for the app. WAKE events only woke the
        loop: they are dropped. Not `pygame.event.get(eventtype=[...])`: pygame-ce returns
        those grouped by type, so a release and the next press, or a button and its pad's
        removal, would lose their order."""
        batches, self._stamped = self._stamped, []
        fresh = [first] if first is not None and first.type != pygame.NOEVENT else []
        batches.append((now_ns(), fresh + pygame.event.get()))
        self.drained += sum(len(events) for _, events in batches)
        others: list = []
        for t_ns, events in batches:
            for event in events:
                source = self._taker.get(event.type)
                if source is not None:
                    self._dispatch(source.take(event, t_ns), others)
                elif event.type != WAKE:
                    others.append(event)
        for source in self.sources:
            news = source.drain(batches[-1][0])
            self.drained += len(news)
            self._dispatch(news, others)
        return others

    def stamp(self) -> None:
        """Take pygame's events off its queue now, stamped now, to be handled at the next
        `poll` (a loop busy drawing keeps its ~1 ms stamping without acting mid-frame)."""
        events = pygame.event.get()
        if events:
            self._stamped.append((now_ns(), events))

    def _dispatch(self, news: list, others: list) -> None:
        """A source's news: presses fed, plugs followed, notices kept, pointers to the app."""
        for item in news:
            if isinstance(item, RawInput):
                self.feed(item)
            elif isinstance(item, Plugged):
                self._plugged(item)
            elif isinstance(item, Notice):
                self.notices.append(item.text)
            else:
                others.append(item)

    def take_presses(self) -> list[Press]:
        """Every press (any device, seated or not) since the last call, for the app to route;
        a press that is part of a held gesture under way has no menu meaning."""
        presses = [press if press.menu is None or not self.gestures.in_combo(press) else
                   press.without_menu() for press in self._presses]
        self._presses.clear()
        return presses

    def take_notices(self) -> list[str]:
        """News for the screen since the last call: the sources' new problems (a pad that
        cannot be opened when plugged in) and the boards' news."""
        found = []
        for source in self.sources:
            found += source.errors[self._errors_seen[id(source)]:]
            self._errors_seen[id(source)] = len(source.errors)
        found += self.notices
        self.notices.clear()
        return found

    def add_source(self, source: Source) -> None:
        """One more source while the hub runs (a match hosted for other machines: the
        net.host.NetHost), started now; `remove_source` stops it."""
        self.sources.append(source)
        self._taker.update({kind: source for kind in source.events})
        self._errors_seen[id(source)] = 0
        source.start()

    def network(self) -> Source | None:
        """The source playing for other machines (net.host.NetHost: its `hold_ns`, links,
        countdowns), None when no match is hosted; asked without importing game/net."""
        return next((s for s in self.sources if s.network), None)

    def remove_source(self, source: Source) -> None:
        if source in self.sources:
            source.stop()
            self.sources.remove(source)
            self._taker = {kind: s for s in self.sources for kind in s.events}
            self._errors_seen.pop(id(source), None)

    def close(self) -> None:
        """Stop every source (the serial boards' threads or process)."""
        for source in self.sources:
            source.stop()

    # -- from raw input to presses --------------------------------------------------------------
    def feed(self, raw: RawInput) -> Press | None:
        """Look one RawInput up, once: a press bound in a seated device's layout plays for
        that seat (or for a seat the control is lent to), any other resumes a paused seat or
        asks to join; every press is kept, with the actions it is bound to, the seats it
        plays for and its menu meaning, for the app to route (the Press; None: a release)."""
        self.gestures.feed(raw)
        if not raw.pressed:
            return None
        reserved = self.reserve(raw) if self.reserve else None
        if reserved:                          # a coin or the service switch: nothing else
            press = Press(raw.t_ns, raw.device, raw.control, (reserved,))
        else:
            press = self._look_up(raw)
        self._presses.append(press)
        return press

    def _look_up(self, raw: RawInput) -> Press:
        bound = self._bound(raw)
        live = [(seat, action) for seat, action in bound if not seat.paused]
        lent = [] if bound else [(seat, action) for seat, action in self._lent(raw)
                                 if not seat.paused]
        if not live:
            if self._resume_with(raw.device):
                bound = self._bound(raw)                 # the seat it took back
            else:
                self._ask_to_join(raw)
        menu = self.bindings.menu_action(raw.device, raw.control, self.device_key(raw.device))
        return Press(raw.t_ns, raw.device, raw.control, tuple(action for _, action in bound),
                     menu, tuple((seat.index, action) for seat, action in live + lent))

    def play(self, press: Press) -> bool:
        """Send a press's seat actions to the table in play (`plays_to`), stamped as pressed,
        through the seat's device (pause is the screen's, coins and service the cabinet's);
        True when one went there."""
        if self.table is None:
            return False
        went = False
        for index, action in press.plays:
            seat = self.seats.get(index)
            if seat is not None and action not in APP_ACTIONS + CABINET_ACTIONS:
                self.table(seat, action, RawInput(press.t_ns, seat.device, press.control))
                went = True
        return went

    def _bound(self, raw: RawInput) -> list[tuple[Seat, str]]:
        """(seat, action) for each action the control is bound to in its device's seats."""
        return [(seat, action) for seat in self.seats.values() if seat.device == raw.device
                for action in seat.layout.actions_for(raw.control)]

    def _lent(self, raw: RawInput) -> list[tuple[Seat, str]]:
        """(seat, action) for each seat this device's control is lent to."""
        return [(seat, action) for seat in self.seats.values()
                for action in seat.lent.get(raw.device, {}).get(raw.control, ())]

    def _ask_to_join(self, raw: RawInput) -> None:
        suggested = self._suggest(raw)
        seated = any(seat.device == raw.device for seat in self.seats.values())
        # A seated device asks for another seat only with a control of another free layout
        # (the right-hand keys of a shared keyboard, player 2's half of an arcade board).
        own = suggested and self.bindings.layout(suggested, self.device_key(raw.device))
        if not seated or (own and own.actions_for(raw.control)):
            self.join_requests.append(JoinRequest(raw.t_ns, raw.device, raw.control, suggested))

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

    def _plugged(self, plug: Plugged) -> None:
        """A device came or went: pause its seats, or give a paused seat back to it."""
        device = plug.device
        if plug.port is not None and plug.added:
            self._ports[device] = plug.port
            self._keep_board(device)
        if not plug.added:
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
                old, seat.device, seat.paused = seat.device, device, False
                seat.guid = self._guid(device) or seat.guid
                self._keep_board(old)
                self._keep_board(device)
                return True
        return False


def _overlap(one: Layout, other: Layout) -> bool:
    """Do two layouts bind a control to game actions in both (pause keys may be shared)?"""
    def controls(layout):
        return {c for action, bound in layout.actions.items() if action not in APP_ACTIONS + CABINET_ACTIONS
                for c in bound}
    return bool(controls(one) & controls(other))
