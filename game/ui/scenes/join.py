"""Join: press a key or button to take a seat; empty seats can be left to the computer.

Keyboard: a key of the left block joins the left player, of the right block the right player
(see the bindings); B adds a computer player, Backspace frees the last seat, Enter starts,
Esc goes back.
Pads and arcade panels: any button of a device without a seat joins. A seated device drives
the menu under the seats (Start / Add a computer / Remove a computer / Leave my seat / Back):
a pad with the d-pad and A (Start starts at once, B leaves its seat; B on a pad with nobody
seated goes back to the title), a panel with its aim buttons and the slap pad (both aim
buttons held 1 s: back to the title).
Mouse and touch: a click on a free seat takes it for the mouse (again: leaves it); every tap
on a free seat seats one more touch player (touch:1, touch:2, …), a tap on a touch seat leaves
(join_pointer.py).
Presses made in the guard time after the screen opened neither join nor choose.
The row never wraps onto Back, its cursor stays where a player put it, and going back with
anyone seated asks first: Esc (or both aim buttons held) again leaves, or choose Leave.

What a seat card says, and the card drawn, is join_card.py; who a seated player is (chosen, spelt or typed),
name_picker.py.
"""
import pygame

from game.i18n import N_, _
from game.input.device_id import DeviceKind, SeatDevice
from game.input.kinds import kind_of
from game.input.kinds.keyboard import JOIN_SKIPS as MENU_KEYS
from game.input.pad_family import hint_names
from game.session import SeatInfo
from game.store.profiles import load_names, save_name
from game.store.ratings import load_by_name
from game.ui.board_badge import draw_panel, panel_height
from game.ui.choice_row import draw_choice_row
from game.ui.hosting_banner import draw_hosting
from game.ui.menu import Item, Menu, draw_page
from game.ui.palette import GOLD, SOFT
from game.ui.scenes.base import Scene
from game.ui.scenes.credits import draw_credits
from game.ui.scenes.join_card import seat_cards
from game.ui.scenes.join_pointer import PointerSeating
from game.ui.scenes.name_picker import NamePicker, NameTyping, pick_action

TITLE = N_("Take your seats")
KEYS_HINT = N_("Keyboard: B adds a computer, Backspace frees a seat, Enter plays, Esc goes "
               "back.  Pad: {start} plays, {b} leaves your seat.  Panel: the aim buttons "
               "choose, the slap pad picks, both aim buttons held: back.")
QUESTION = N_("Leave for the title? Everyone seated loses their seat.")
ASK_HINT = N_("Esc again, or choose Leave: back to the title.   B, Backspace or Stay: stay "
              "here.")


def default_name(kind: str, seat: int) -> str:
    """The name a seat goes by until its player picks one: "Player 2", "Computer 3"."""
    return (_("Player {n}") if kind == "human" else _("Computer {n}")).format(n=seat + 1)


def seat_limit(ctx) -> int:
    """Speed seats up to four: as many play as have joined. Spit and California are for two."""
    return 4 if ctx.settings["game", "variant"] == "speed" else 2


class JoinScene(PointerSeating, NameTyping, Scene):
    name, timeout, lamps = "join", "join", "starts"

    def __init__(self, ctx):
        super().__init__(ctx)
        for seat in list(ctx.devices.seats):
            ctx.devices.leave(seat)
        ctx.devices.take_join_requests()
        self.limit = seat_limit(ctx)
        self.ctx.devices.max_seats = self.limit
        self.seats: list[SeatInfo | None] = [None] * self.limit
        self.pickers: dict[int, NamePicker] = {}       # seat → who that player says they are
        self.picker_rects: dict[int, pygame.Rect] = {}  # where each picker was drawn (mouse)
        self.names, problem = load_names()
        self.ratings, _problem = load_by_name()   # variant → name → rating (problem: as above)
        if problem:
            ctx.say(problem, 6.0)
        self.boxes: list[pygame.Rect] = []     # where each seat's card was drawn (mouse)
        self.actor: int | None = None         # the seat whose press is choosing in the menu
        self.joined_at: dict[str, int] = {}    # device → when its last seat was taken
        self.menu = Menu("", [Item(_("Start"), self.start),
                              Item(_("Add a computer"), self.add_bot),
                              Item(_("Remove a computer"), self.remove_bot),
                              Item(_("Leave my seat"), self.leave_own),
                              Item(_("Back"), self._back, careful=True)])
        self.asking: Menu | None = None        # "Leave for the title?" while it is asked
        self.answered_ns = 0                   # the last press that answered it: never a join

    # -- presses -----------------------------------------------------------------------------
    def on_press(self, press, action) -> None:
        if self.asking is not None:
            return self._answer(press, action)
        if self.typing_press(press):               # a name typed: the keyboard only types
            return
        if self._pick(press):
            return
        if DeviceKind.KEYBOARD.owns(press.device):
            return self._keyboard(press)
        own = self._own_seat(press)
        if press.t_ns <= self.joined_at.get(press.device, -1):
            return                                 # the press that took the seat
        if own is None:
            if action == "back" and not self._humans():
                self._back()                       # a lone pad's B: nobody is joining
            return                                 # otherwise a join (see update)
        if press.control == "start":
            return self.start()
        self.actor = own
        if action == "back":
            self.leave_own()
        elif action in ("left", "right"):          # the menu is a row: both pairs move
            self.menu.on_menu("up" if action == "left" else "down")
        elif action and self.menu.on_menu(action):
            self.ctx.sound.play("tick")

    def _pick(self, press) -> bool:
        """A seated player's own control turning their name picker; True when it was one."""
        for seat, held in self.ctx.devices.seats.items():
            picker = self.pickers.get(seat)
            if picker is None or held.device != press.device:
                continue
            move = pick_action(press.device, held.layout, press.control)
            if move:
                self._picked(seat, picker, picker.on_action(move))
                return True
        return False

    def _picked(self, seat: int, picker: NamePicker, new_name: str | None) -> None:
        """Remember a newly spelt name, and show the seat under its chosen name."""
        if new_name:
            problem = save_name(new_name)
            if problem:
                self.ctx.say(problem, 5.0)
        info = self.seats[seat]
        if info is not None:
            info.profile = picker.profile
            info.name = picker.profile or picker.guest
        self.ctx.sound.play("tick")

    def _taken(self, seat: int):
        return lambda name: any(p.profile == name for s, p in self.pickers.items() if s != seat)

    def on_hold(self, hold) -> None:
        """Both aim buttons of a seated panel half held: back to the title (asked first; held
        again while asked: leave)."""
        if self._own_seat(hold) is not None:
            self._leave() if self.asking is not None else self._back()

    def _keyboard(self, press) -> None:
        control = press.control
        if control == "return":
            self.start()
        elif control == "b":
            self.add_bot()
        elif control == "backspace":
            self.free_last()
        elif control == "escape":
            self._back()

    def _own_seat(self, press) -> int | None:
        """The seat held by this press's device with a profile that binds the control, else
        the one seat the device holds: a control no table action uses (A, once Flip was moved
        off it) still works the menu for its player."""
        held = [seat for seat in self.ctx.devices.seats.values() if seat.device == press.device]
        bound = [seat for seat in held if seat.layout.actions_for(press.control)]
        if bound or len(held) == 1:
            return (bound or held)[0].index
        return None

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s is not None and s.kind == "human"]

    def leave_own(self) -> None:
        """The choosing device's player leaves their seat."""
        if self.actor is not None and self.seats[self.actor] is not None:
            self.ctx.devices.leave(self.actor)
            self.seats[self.actor] = None
            self.pickers.pop(self.actor, None)
            self.actor = None

    def update(self, now_ns: int) -> None:
        self.follow_typing()
        self._remote_names()
        self._remote_left()
        for request in self.ctx.devices.take_join_requests():
            if (self.asking is None and request.t_ns > self.answered_ns and request.layout
                    and not self.in_guard(request.t_ns) and self._usable(request)
                    and not self.typing_holds(request)):
                self._join(request, self._pinned(request))

    def _remote_names(self) -> None:
        """A player on another machine is named as that machine says (a name picked there
        after the seat was taken; a guest: the seat's own name)."""
        hosting = self.ctx.hosting
        if hosting is None:
            return
        for seat, held in self.ctx.devices.seats.items():
            info = self.seats[seat] if seat < len(self.seats) else None
            if info is None or not DeviceKind.NET.owns(held.device):
                continue
            name = hosting.names.get(held.device) or default_name("human", seat)
            if info.name != name:
                info.name = name
                self.ctx.redraw()

    def _remote_left(self) -> None:
        """A machine that left before the match frees its seat here, said by its name."""
        hub = self.ctx.devices
        for seat in hub.paused_seats():
            held = hub.seats.get(seat)
            if held is None or not DeviceKind.NET.owns(held.device):
                continue
            info = self.seats[seat] if seat < len(self.seats) else None
            hub.leave(seat)
            if info is not None:
                self.seats[seat] = None
                self.ctx.say(_("{name} left").format(name=info.name), 4.0)

    def _usable(self, request) -> bool:
        """Menu keys never join; a keyboard key must be bound in the suggested profile."""
        if DeviceKind.KEYBOARD.owns(request.device):
            if request.control in MENU_KEYS:
                return False
            return bool(self._profile(request).actions_for(request.control))
        return True

    def _profile(self, request):
        """The layout a request joins with, as its device has it (a board's own map)."""
        hub = self.ctx.devices
        return hub.bindings.layout(request.layout, hub.device_key(request.device))

    def _pinned(self, request) -> int | None:
        """The seat (0-based) a panel half or board is pinned to (Options → Controls)."""
        seat = self._profile(request).seat
        return seat - 1 if 0 < seat <= len(self.seats) else None

    def _join(self, request, at: int | None = None) -> None:
        free = [i for i, s in enumerate(self.seats) if s is None and at in (None, i)]
        if not free:
            self.ctx.say(_("Seat {n} is kept for these controls (Options → Controls) and is "
                           "taken").format(n=at + 1) if at is not None else
                         _("Every seat is taken: Backspace frees one"))
            return
        try:
            seat = self.ctx.devices.join(request.device, request.layout, free[0])
        except ValueError as error:
            self.ctx.say(str(error))
            return
        self.joined_at[request.device] = request.t_ns
        label = self._profile(request).label or request.layout
        hosting = self.ctx.hosting
        named = hosting.names.get(request.device) if hosting is not None else None
        self.seats[seat] = SeatInfo(named or default_name("human", seat), "human",
                                    str(SeatDevice(request.device, request.layout)),
                                    label=label)
        kind = kind_of(request.device)
        if kind is None or not kind.remote:
            self.pickers[seat] = NamePicker(self.names, named or default_name("human", seat),
                                            self._taken(seat),
                                            typing=DeviceKind.KEYBOARD.owns(request.device))
        self.ctx.sound.play("land")        # (a machine's player names itself there: no picker)

    def add_bot(self) -> None:
        free = [i for i, s in enumerate(self.seats) if s is None]
        if not free:
            self.ctx.say(_("Every seat is taken"))
            return
        level = self.ctx.settings["game", "bot_level"]
        self.seats[free[0]] = SeatInfo(default_name("bot", free[0]), "bot", level=level)
        self.ctx.sound.play("land")

    def remove_bot(self) -> None:
        bots = [i for i, s in enumerate(self.seats) if s is not None and s.kind == "bot"]
        if bots:
            self.seats[bots[-1]] = None
        else:
            self.ctx.say(_("No computer player to remove"))

    def free_last(self) -> None:
        taken = [i for i, s in enumerate(self.seats) if s is not None]
        if taken:
            if self.seats[taken[-1]].kind == "human":
                self.ctx.devices.leave(taken[-1])
            self.seats[taken[-1]] = None
            self.pickers.pop(taken[-1], None)

    def start(self) -> None:
        chosen = [s for s in self.seats if s is not None]
        if len(chosen) < 2:
            self.ctx.say(_("Two players at least: another player presses a button to join, or "
                           "choose Add a computer (keyboard: B)"))
            return
        if any(s is None for s in self.seats[:len(chosen)]):
            self._close_gaps()
        self.ctx.flow.start_match(chosen)

    def _close_gaps(self) -> None:
        """Seats taken out of order (a player left seat 1): move everyone down to fill it."""
        hub = self.ctx.devices
        taken = [(i, s) for i, s in enumerate(self.seats) if s is not None]
        held = {i: hub.seats[i] for i, info in taken if i in hub.seats and info.kind == "human"}
        for i in list(hub.seats):
            hub.leave(i)
        self.seats = [None] * self.limit
        for new, (old, info) in enumerate(taken):
            if old in held:
                hub.join(held[old].device, held[old].layout.name, new)
            if info.name in {default_name(info.kind, n) for n in range(self.limit)}:
                info.name = default_name(info.kind, new)
            self.seats[new] = info

    def _back(self) -> None:
        """Back to the title; with anyone seated, ask first."""
        if any(s is not None for s in self.seats):
            self.asking = Menu("", [Item(_("Stay"), self._stay),
                                    Item(_("Leave"), self._leave, careful=True)])
            self.ctx.sound.play("tick")
            self.ctx.redraw()
        else:
            self._leave()

    def _stay(self) -> None:
        self.asking = None
        self.ctx.redraw()

    def _answer(self, press, action) -> None:
        """A press while "Leave for the title?" is asked: Esc again leaves, Backspace or a
        pad's B stays; Left/Right (or Up/Down) and confirm choose an answer."""
        self.answered_ns = press.t_ns
        keyboard = DeviceKind.KEYBOARD.owns(press.device)
        if keyboard and press.control == "escape":
            return self._leave()
        if action == "back" or (keyboard and press.control == "backspace"):
            return self._stay()
        if keyboard and press.control in ("left", "right", "return"):
            action = {"left": "up", "right": "down", "return": "confirm"}[press.control]
        elif action in ("left", "right"):
            action = "up" if action == "left" else "down"
        if action and self.asking.on_menu(action):
            self.ctx.sound.play("tick")

    def _leave(self) -> None:
        self.asking = None
        for seat in list(self.ctx.devices.seats):
            self.ctx.devices.leave(seat)
        self.ctx.flow.back()

    # -- drawing (draw_join, below) ------------------------------------------------------------
    def draw(self, surface, now_s: float) -> None:
        draw_join(self, surface, now_s)

    def message_area(self):
        """The row kept for the leaving question, while it is not asked: a message ("Two
        players at least…") shows there once, clear of the choices and the keys."""
        return None if self.asking is not None else getattr(self, "said", None)


# -- drawing --------------------------------------------------------------------------------
def draw_join(scene, surface, now_s: float) -> None:
    """The seat cards side by side (what each says: join_card.py), under them one band for
    the arcade boards' badges or, in their place, the question before leaving (or a message),
    the row of choices (or the answers), the keys at the bottom."""
    width, height = surface.get_size()
    text = scene.ctx.text
    unit, below = draw_page(surface, text, _(TITLE))
    pads = hint_names(scene.ctx.pad_families().values())     # as the pads in use name them
    keys = _(KEYS_HINT).format(start=pads["start"], b=pads["b"])
    hint = text.fit(_(ASK_HINT) if scene.asking else keys, unit * 4 // 5, width - 2 * unit,
                    SOFT)
    hint_rect = surface.blit(hint, hint.get_rect(midbottom=(width // 2, height - unit // 2)))
    row_y = hint_rect.top - unit // 2 - text.font(text.readable(unit, True), True).get_height()
    if scene.asking:
        row_top = draw_choice_row(surface, text, scene.asking, row_y, unit, chosen=True)
    else:
        row_top = draw_choice_row(surface, text, scene.menu, row_y, unit,
                                  chosen=_menu_shown(scene))
    band = draw_band(scene, surface, row_top - unit // 2, unit)
    top = draw_hosting(surface, text, scene.ctx.hosting, below, unit)
    seat_cards(scene, surface, pygame.Rect(unit, top, width - 2 * unit,
                                           band.top - unit // 2 - top), unit, now_s)
    draw_credits(surface, scene.ctx)


def draw_band(scene, surface, bottom: int, unit: int) -> pygame.Rect:
    """The band over the row, ending at `bottom`: the boards' badges, or the question while it
    is asked (a message shows there too: `said`). As tall as the taller of the two always, so
    nothing jumps when it is asked; its rect."""
    width, text = surface.get_width(), scene.ctx.text
    question = text.fit(_(QUESTION), unit, width - 2 * unit, GOLD, bold=True)
    boards = scene.ctx.boards.snapshot()
    board_h = panel_height(text, boards, unit, unit * 6) if boards else 0
    band = pygame.Rect(unit, 0, width - 2 * unit, max(board_h, question.get_height() + unit // 2))
    band.bottom = bottom
    scene.said = pygame.Rect(band.left, band.top, band.width, question.get_height() + unit // 2)
    if scene.asking:
        surface.blit(question, question.get_rect(midtop=(width // 2, band.top + unit // 2)))
    elif boards:
        draw_panel(surface, text, boards, pygame.Rect(band.topleft, (band.width, board_h)), unit)
    return band


def _menu_shown(scene) -> bool:
    """The row's cursor shows only once a pad or panel is seated (its players drive it)."""
    return any(not DeviceKind.KEYBOARD.owns(s.device) for s in scene.ctx.devices.seats.values())
