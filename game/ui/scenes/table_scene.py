"""The table: a match in play. "Ready… Speed!", the game, pause (Esc / Start), unplugged pads,
the next game of the match, then the results.

A seat gone mid-match (an unplugged pad, a dropped link, a computer player taking over, an
abandoned match) is table_dropped.py; each seat's controls as the table names them,
table_hints.py; the table's players on other machines, table_net.py; the pointer seats'
presses, table_mouse.py.
"""
import secrets

from game.i18n import _
from game.input.boards import table_hold_ns
from game.input.device_id import DeviceKind
from game.input.engine_delay import DEFAULT_HOLD_NS
from game.input.pad_family import hint_names
from game.input.rumble import Rumble
from game.input.seats import intents_into
from game.records import Records
from game.ui.board_badge import draw_badge
from game.ui import words
from game.ui.modes.base import TableMode
from game.ui.look import seated_look
from game.ui.palette import GOLD
from game.ui.table.cocktail import Cocktail
from game.ui.table.stuck import StuckWatch
from game.ui.scenes.base import Scene
from game.ui.scenes.game_view import GameView, rule_options
from game.ui.scenes.pause import HINT as PAUSE_HINT, PauseMenu
from game.ui.scenes.table_dropped import DroppedSeats
from game.ui.scenes.table_hints import SeatControlHints
from game.ui.scenes.table_mouse import TableMouse
from game.ui.scenes.table_net import NET_HOLD_NS, TableNet, net_seats, table_hold

BETWEEN_GAMES_S = 3.0
HOLD_EVERY_NS = 250_000_000    # how often the hold follows the boards' report delays


def hold_for(seats) -> int:
    """How far the engine runs behind the clock at first: with a serial board at the table,
    long enough for its slowest report to arrive before anything later is applied; with a
    player on another machine, for its press to cross the network (then it follows the boards'
    measured report delays and the links' one-way delays: `_adapt_hold`)."""
    if net_seats(seats):
        return NET_HOLD_NS
    serial = any(DeviceKind.SERIAL.owns(s.device) for s in seats)
    return DEFAULT_HOLD_NS if serial else 0


def choose_seed(ctx) -> int:
    if ctx.seed is not None:
        return ctx.seed
    return ctx.settings["game", "seed"] or secrets.randbits(31)


class TableScene(DroppedSeats, SeatControlHints, GameView, Scene):
    name, timeout, lamps, is_table = "table", "table", "table", True
    renews = False            # a match in play is kept when the language changes (Flow.again)

    def __init__(self, ctx, seats, now_ns: int | None = None, mode=None):
        super().__init__(ctx)
        self.seats = seats
        self.mode = mode or TableMode()          # a tutorial, the daily challenge… (ui/modes/)
        variant = self.mode.variant(ctx)
        self.session = self.mode.session(ctx, seats, variant, rule_options(ctx.settings),
                                         choose_seed(ctx), hold_for(seats))
        self.look = seated_look(seats, ctx.settings)     # whose felt, cards, hands (ui/look.py)
        self.open_view(variant, [s.name for s in seats], self.look)
        for problem in self.look.problems:
            ctx.say(problem)
        self.records = Records(i for i, s in enumerate(seats) if s.kind == "human")
        self.stuck_now: dict = {}        # seat → (card, top) of a stuck player (stuck.py)
        cocktail = ctx.settings["cabinet", "orientation"] == "cocktail" and len(seats) == 2
        self.cocktail = Cocktail() if cocktail else None
        self.pause_menu = PauseMenu(self.resume, self.ask_quit)
        self.mouse = TableMouse(ctx.devices, self.view)
        self.rumble = Rumble(getattr(ctx.devices, "gamepads", None),
                             ctx.settings["sound", "rumble"])
        self.unplugged, self.paused_by_unplug = [], False
        self.over_at: int | None = None
        self.ratings: dict = {}          # seat → (rating before, after), once the match is saved
        self.saved: str | None = None    # once saved: "" or the problem that kept it in memory
        self.now_ns = now_ns if now_ns is not None else _now()   # a pause before the first
        self._errors_shown = 0                                    # frame starts from here
        self._hold_checked, self.boards = 0, []                   # the seated serial boards
        self.net = TableNet(ctx.devices, seats)          # players on other machines
        self.view.remote = set(self.net.remote)
        self.abandoned = False           # a remote seat's machine never came back
        self._offered: list[int] = []    # seats a computer player is offered for (a cabinet)
        self.hand_hints = self.mode.hints(ctx, self)
        # "A card fits" by a stuck hand is a hint for beginners too: only where hints are on
        self.stuck = StuckWatch(c.seat for c in self.hand_hints.clocks) if self.hand_hints \
            else StuckWatch(())
        self.begin_game(self.now_ns)
        self.mode.opened(self)
        self._show_errors()

    def begin_game(self, now_ns: int) -> None:
        self.mode.begin_game(self)
        self.session.new_game(now_ns)
        self.ctx.devices.plays_to(intents_into(self.session.queue, lambda: self.session.game))
        self.show_game(self.session.game)
        self.over_at = None
        self._count = None

    @property
    def paused_at(self) -> int | None:
        """When the pause began (host ns; None: in play): the session's."""
        return self.session.paused_at

    @paused_at.setter
    def paused_at(self, now_ns: int | None) -> None:
        self.session.paused_at = now_ns

    # -- input -------------------------------------------------------------------------------
    def on_press(self, press, action) -> None:
        if press.lent:
            return                             # played at the table (the mouse's Space)
        pauser = next((seat for seat, played in press.plays if played == "pause"), None)
        if pauser is not None:                                  # Esc, Start… (a net seat's)
            self.resume() if self.paused_at is not None else self.pause(pauser)
        if "pause" in press.actions:
            return
        kind = DeviceKind.of(press.device)
        pause_key = not press.actions and kind is not None and \
            press.control == kind.pause_control             # unbound, still pauses
        if action == "help" and kind is DeviceKind.KEYBOARD:
            self.pause()
            self.ctx.flow.push("help")
            return
        if self.paused_at is not None:
            if pause_key:
                self.resume()
            elif action:
                self.pause_menu.on_action(action, press.t_ns, self.ctx.guard_s)
        elif pause_key:
            self.pause(self._seat_of(press.device))

    def _seat_of(self, device: str) -> int | None:
        """The seat `device` plays (None: none)."""
        return next((s.index for s in self.ctx.devices.seats.values() if s.device == device),
                    None)

    def on_hold(self, hold) -> None:
        """An arcade panel's both aim buttons held: pause, or resume (the menu's "back")."""
        if self.paused_at is None:
            self.pause(self._seat_of(getattr(hold, "device", "")))
        else:
            self.pause_menu.on_action("back", hold.t_ns, self.ctx.guard_s)

    def on_pointer(self, p) -> None:
        """The mouse or a touch: the pause button, the pause menu, or a pointer seat's play."""
        if self.paused_at is not None:
            if p.kind in ("move", "down"):
                self.pause_menu.menu.on_mouse(p.pos, p.kind == "down", p.button)
            return
        if p.kind == "down" and self.mouse.pause_hit(p.pos):
            self.pause(self.mouse.player(p)[0])
            return
        self.mouse.on_pointer(p)

    def press_due_ns(self) -> int | None:
        """When the next queued press lands at the table (host ns; None when paused or none)."""
        if self.paused_at is not None:
            return None
        t_ns = self.session.queue.next_t()
        return None if t_ns is None else t_ns + self.session.hold_ns

    def animating(self) -> bool:
        """A paused table stands still (the app then redraws it only when something happens),
        but for a dropped link's countdown."""
        return self.paused_at is None or bool(self.net.waiting)

    def pause(self, by: int | None = None, why: str = "pause") -> None:
        """Pause the table (`by`: the seat whose player paused it, None: not a seat's); the
        other machines are told (`why`: "pause", "unplugged", "link")."""
        if self.paused_at is None:
            self.net.paused(by, why)
            self.session.pause(self.now_ns)
            self.pause_menu.open(_now())
            self.mouse.drags.clear()           # a press let go during the pause plays nothing

    def resume(self) -> None:
        """Carry on: game time skips the pause. Presses made during it are dropped; presses
        made before it that were still waiting (the serial hold) keep their place."""
        if self.paused_at is None or self.ctx.devices.paused_seats():
            return
        paused_for = self.session.resume(_now())
        self.net.resumed()
        if self.over_at is not None:
            self.over_at += paused_for

    def confirm_quit(self) -> bool:
        """The window is being closed: mid-match, pause and ask (True: asked)."""
        if self.session.match.over:
            return False
        self.pause()
        self.ctx.flow.push("confirm_quit")
        return True

    def quit(self) -> None:
        self.ctx.flow.title()

    def ask_quit(self) -> None:
        """The pause menu's "Quit to the title screen": asked first while the match is on."""
        if self.session.match.over:
            self.quit()
        else:
            self.ctx.flow.push("confirm_quit", to_title=True)

    def leave(self) -> None:
        """Leaving the table closes the replay (with an `end` line if the game is not over);
        a match that ended but is not yet saved (a signal while the last game shows) is."""
        if self.saved is None and self._match_ended():
            self._save()
        self.session.close()
        self.ctx.devices.plays_to(None)

    # -- time --------------------------------------------------------------------------------
    def update(self, now_ns: int) -> None:
        self.now_ns = now_ns
        self._watch_devices()
        self._adapt_hold(now_ns)
        gone = self.net.watch(now_ns)
        if gone and not self.abandoned:
            self._abandon(gone)
        self._offer_computers()
        if self.paused_at is not None or self.abandoned:
            return
        now_s = now_ns / 1e9
        self._countdown(now_ns)
        events = self.session.update(now_ns)
        self._show_errors()
        self.show_events(events, now_s)
        self.net.tell(self.view.take_races(), self.session.lines)
        self.rumble.on_events(events, self.ctx.devices.holders(), now_ns)
        if events:
            self.records.on_events(events)
        self.stuck.heard(events)
        self.stuck_now = self.stuck.update(self.session.game,
                                           self.session.game_ms(now_ns - self.session.hold_ns))
        if self.hand_hints:
            self.hand_hints.on_events(events, now_s)
        self.mode.heard(self, events, now_s)
        if self.session.game.over and self.over_at is None:
            self.over_at = now_ns
        if self.over_at is not None and now_ns - self.over_at > BETWEEN_GAMES_S * 1e9:
            self._next(now_ns)
        self.mode.update(self, now_ns)

    def _show_errors(self) -> None:
        """The session's one-line problems (a replay that cannot be written), each once."""
        for message in self.session.errors[self._errors_shown:]:
            self.ctx.say(message, 8.0)
        self._errors_shown = len(self.session.errors)

    def _adapt_hold(self, now_ns: int) -> None:
        """Hold the engine only as long as this table's boards (input/engine_delay.py) and its
        players on other machines (net/peer_link.py: the slowest link's p99 one-way delay
        and a margin) need: the longer of the two. Not every frame: its seats are looked
        through each time."""
        if now_ns < self._hold_checked + HOLD_EVERY_NS:
            return
        self._hold_checked = now_ns
        serial = [s.seat_device.device for s in self.seats
                  if DeviceKind.SERIAL.owns(s.device)]
        if not (serial or self.net.remote):
            return
        self.boards = [b for b in self.ctx.boards.snapshot() if b.device in serial]
        hold = table_hold(table_hold_ns(self.boards) if serial else None, self.net.hold_ns())
        if hold is not None:
            self.session.hold_ns = hold

    def _countdown(self, now_ns: int) -> None:
        left = (self.session.start_ns + self.session.hold_ns - now_ns) / 1e9
        count = None if left <= 0 else int(left) + 1
        if count != self._count and count is not None:
            self.ctx.sound.play("tick")
        self._count = count

    def _next(self, now_ns: int) -> None:
        if self._match_ended():
            self._save()
            self.ctx.flow.after_match(self)              # initials for a record, results
        else:
            self.begin_game(now_ns)

    def _match_ended(self) -> bool:
        session = self.session
        return session.game.over and (session.match.over or session.game.winner is None and
                                      session.match.games_to_win <= 1)

    def _save(self) -> None:
        self.ratings, self.saved = self.mode.save(self)   # one transaction, first
        if self.saved:
            self.ctx.say(self.saved, 8.0)
        self.saved = self.saved or ""

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface, now_s: float) -> list | None:
        """The table; returns the rectangles that changed (None: the whole screen)."""
        session = self.session
        game_ms = session.game_ms(self.now_ns - session.hold_ns)    # the engine's own clock
        self.view.hud.stalemate_said = self.mode.says_stalemate(self)
        self.view.hud.you = self.mode.you(self)
        self.view.hud.flips = self._flips()
        changed = self.draw_game(surface, session.game, now_s, game_ms, hints=self.hints(),
                                 match_wins=session.match.wins)
        over = self.hand_hints.draw(surface, self.view, session.game, now_s) \
            if self.hand_hints else []
        if self.paused_at is None:
            over += self.mode.draw_over(self, surface, now_s)
        over += list(self._stuck_lines(surface))
        for rect in over:
            self.view.drawn_over(rect)
        changed = None if changed is None else changed + over
        for badge in self._board_badges(surface):
            self.view.drawn_over(badge)
            changed = None if changed is None else changed + [badge]
        for rect in self.mouse.draw(surface, self.ctx.text):       # the slap pad, pause
            self.view.drawn_over(rect)
            changed = None if changed is None else changed + [rect]
        if self.cocktail:                    # the top seat's rows read upright from the top
            self.cocktail.apply(surface, self.view.layout, self.view.felt)
            self.view.invalidate()           # the screen no longer holds the view's last frame
            changed = None
        if game_ms < 0:
            banner = self._banner(surface, _("Ready…") if game_ms < -1000 else _("Set…"), GOLD)
            self.view.drawn_over(banner)
            changed = None if changed is None else changed + [banner]
        if self.paused_at is not None:
            self._paused(surface)
            self.view.invalidate()
            return None
        return changed

    def _stuck_lines(self, surface) -> list:
        """"A card fits: 10♠ on 9♦" by each player who could play and has not for a while
        (not while their refusal says the same); the rectangles drawn."""
        drawn, hands = [], getattr(self.session.game, "hands", None)
        for seat, (card, top) in self.stuck_now.items():
            if ("msg", seat) not in self.view.fx.banners:
                drawn.append(self.view.hud.draw_note(surface, seat, words.card_fits(card, top)))
            if hands and card in hands[seat]:                    # Speed: ring the card too
                drawn.append(self.view.hud.ring(surface, seat, hands[seat].index(card)))
        return drawn

    def _board_badges(self, surface) -> list:
        """A small badge per seated serial board, in the bottom-left corner; their rects."""
        slot = self.view.slots["boards"]             # the corner kept for them (slots.py)
        size = max(9, min(surface.get_height() // 45,
                          int(slot.height / max(1, len(self.boards)) / 1.2)))
        y, drawn = slot.bottom, []
        for info in self.boards:
            drawn.append(draw_badge(surface, self.ctx.text, info, (slot.left + size // 2, y),
                                    size, slot.width - size, anchor="bottomleft"))
            y = drawn[-1].top
        return drawn

    def _banner(self, surface, words: str, colour):
        width, height = surface.get_size()
        shown = self.ctx.text.render(words, height // 7, colour, bold=True)
        return surface.blit(shown, shown.get_rect(center=(width // 2, height // 2)))

    def _paused(self, surface) -> None:
        pads = hint_names(self.ctx.pad_families().values())
        self.pause_menu.draw(surface, self.ctx.text, _(PAUSE_HINT).format(**pads))
        if self.net.waiting:
            self.net.draw_countdowns(surface, self.ctx.text, [s.name for s in self.seats],
                                     self.pause_menu.panel)


def _now() -> int:
    import time
    return time.perf_counter_ns()
