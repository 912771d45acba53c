"""A match played (or watched) from another machine: the host's table drawn from its replay as
the lines arrive, this machine's own presses sent to the host (net_player.py), its own moves
shown at once.

Before the match: a key or button of this machine's own controls takes its seat here and
there (the press goes to the host, whose join screen seats this machine). Then the table is
the host's match as its replay tells it (net/live_replay.py), with this player's moves shown
ahead of the host's verdict (net/own_moves.py): a move the host refused goes back, with why
and, for a race lost, by how much. A pad's cursor is resolved here into the direct actions
the host's `net` layout binds (net/sent_actions.py). Faults are said in words: the host gone
(a countdown, then back to the title), another player's link dropped (the host's countdown),
a seat abandoned. The replay is kept here too, the host's bytes (net/replay_copy.py).

Before the match, the seated device names its player as on a join screen (name_picker.py),
sent to the host. In a match, a seat's pause (Esc, a pad's Start, the mouse's pause button)
pauses the host's table (and plays on), and the host's pause is shown here ("Paused by Ana").
Before or after the match a seat's pause, and at any time back on a device that plays nothing
here (Backspace), both aim buttons held, or the Leave button, asks to leave; the same again
within LEAVE_S leaves. A race lost is said with the host's own margin (its `race` message).
On a cabinet in credits mode a credit takes the seat, and each match of the hosting takes
one; a match begun without it says "Insert a coin to play" and sends none of this machine's
presses until the coin comes. A watcher has no seat: the same table, read only.
"""
import threading
from dataclasses import replace

import pygame

from game.i18n import _
from game.input.device_id import DeviceKind
from game.net.live_replay import LiveReplay
from game.net.own_moves import OwnMoves
from game.net.replay_copy import ReplayCopy
from game.store.profiles import load_names
from game.ui import net_words, words
from game.ui.control_names import slot_keys
from game.ui.menu import draw_page
from game.ui.palette import GOLD, RED, WHITE
from game.ui.scenes.base import Scene
from game.ui.scenes.game_view import GameView
from game.ui.scenes.join_card import picker_words
from game.ui.scenes.name_picker import NamePicker, NameTyping
from game.ui.scenes.net_overlays import (fault_line, leave_button, middle_band, paused_band,
                                         said_status)
from game.ui.scenes.net_player import ThisMachinesPlayer
from game.ui.text_input import text_input

GONE_S = net_words.GIVE_UP_S + 1.0     # the client gives up at 20 s: then back to the title
RACES_KEPT = 16
RACE_T_MS = 0.5                      # a race's t_ms and the refused line's t: the same press
RACE_LATE_S = 1.0                    # a race told this long after the refusal still says it


class NetTableScene(ThisMachinesPlayer, NameTyping, GameView, Scene):
    name, timeout, lamps = "net_table", None, "table"
    renews = False                       # a match in play keeps itself (Flow.again)

    def __init__(self, ctx, client, watching: bool = False):
        super().__init__(ctx)
        self.client, self.watching = client, watching
        self.live = LiveReplay()
        self.moves = OwnMoves(None)
        self.copy = ReplayCopy(ctx.replay_to)
        self.seat: int | None = None          # this machine's seat at the host's table
        self.names: list[str] = []
        self.lost_at: float | None = None     # when the host's link dropped (perf s)
        self.leave_asked: float | None = None
        self.waiting: dict[int, tuple[float, float]] = {}    # seat → (left s, heard at)
        self.said_problem = ""
        self.over = False
        self.unpaid = False                   # a linked cabinet without the match's credit
        self.halted: tuple | None = None      # the host's table paused: (seat or None, why)
        self.races: list = []                 # the host's latest `race` messages
        self.welcomes = 0                     # the host's welcomes (again: a link back)
        self.refused: tuple | None = None     # (verdict, when said): a refusal yet unraced
        self.reached = False                  # the host was reached once (welcome)
        self.leave_rect = pygame.Rect(0, 0, 0, 0)
        self.pickers: dict[int, NamePicker] = {}     # the seated player's name, picked here
        self.picker_rect = pygame.Rect(0, 0, 0, 0)    # where it was drawn (the mouse's)
        self.names_known, _problem = load_names()
        for seat in list(ctx.devices.seats):
            ctx.devices.leave(seat)
        ctx.devices.take_join_requests()
        ctx.devices.max_seats = 8
        ctx.devices.plays_to(self._played)

    # -- the match as the host's lines tell it ---------------------------------------------
    def update(self, now_ns: int) -> None:
        now_ms = now_ns / 1e6
        self.follow_typing()
        self._join_here()
        self.copy.keep(self.client.replay.lines)
        for message in self.client.take():
            self._told(message, now_ms)
        heard = self.live.take(self.client.replay.lines, now_ms)
        if self.live.restarted:
            self._new_replay()
        for each in heard:
            self._heard(each, now_ms / 1000)
        self._problems()
        if self.unpaid and self.ctx.cabinet.pay():          # the coin came: play on
            self.unpaid = False
            self.ctx.redraw()
        if self.view is None:
            self._faults(now_ns / 1e9)
            self._redraw_if_changed()
            return
        truth, game_ms = self.live.match, self.live.game_ms(now_ms)
        if self.live.starting and game_ms >= 0:
            self.show_events(self.live.starting, now_ms / 1000)
            self.live.starting = []
        if not self.live.starting:
            events, verdicts = self.moves.tick(truth, game_ms, now_ms)
            self.show_events(events, now_ms / 1000)
            self._sent_back(now_ms / 1000)
            for verdict in verdicts:
                self._judged(verdict, now_ms / 1000)
        self.over = bool(truth.over)
        self._faults(now_ns / 1e9)

    def _heard(self, heard, now_s: float) -> None:
        if heard.step.kind == "game":
            self._new_game()
            return
        if self.live.starting:                   # a line after t = 0: the start was before
            self.show_events(self.live.starting, now_s)
            self.live.starting = []
        fresh, verdict = self.moves.heard(self.live.match, heard.step, heard.events,
                                          self.live.game_ms(now_s * 1000))
        self.show_events(fresh, now_s)
        self._sent_back(now_s)
        if verdict is not None and not verdict.ok:
            self._judged(verdict, now_s)

    def _told(self, message, now_ms: float) -> None:
        """What the host said besides its replay: its table paused or playing on; welcomed
        again after a dropped link before the match (the host freed the seat): the seat
        asked for again (the hello said the name)."""
        if message.t == "welcome":
            self.welcomes += 1
            if self.welcomes > 1 and self.view is None and self.ctx.devices.seats and \
                    self.client.seat is not None and not self.watching:
                self.client.press("slot1")
        elif message.t == "table_paused":
            self.live.freeze(now_ms)
            self.halted = (message["seat"], message["why"])
            self.ctx.redraw()
        elif message.t == "table_resumed" and self.halted is not None:
            self.live.thaw(now_ms)
            self.halted = None
            self.ctx.redraw()
        elif message.t == "race":
            self.races = (self.races + [message])[-RACES_KEPT:]
            if self.refused is not None and now_ms / 1000 - self.refused[1] < RACE_LATE_S:
                self._judged(self.refused[0], now_ms / 1000)   # said again, with the margin

    def _new_replay(self) -> None:
        """The host's match began (or its next one): the table opens for its players, and
        this machine's seat is found."""
        header = self.live.header
        self.halted = None                       # a new match: in play
        self.names = [str(s.get("name") or _("P{n}").format(n=i + 1))[:24]
                      for i, s in enumerate(header.seats)]
        self._find_seat(header)
        self.unpaid = False
        if self.seat is not None and not self.watching:   # a linked match: a credit here too
            self.unpaid = not self.ctx.cabinet.pay()        # (none: a coin plays on)
        self.open_view(header.variant, self.names, bottom=self.seat or 0)   # own hand below
        self._pointer = None
        self._new_game()

    def _new_game(self) -> None:
        """The host dealt a game: the table starts from it."""
        self.moves.reset()
        self.show_game(self.live.match.game)

    def _find_seat(self, header) -> None:
        """This machine's seat: the one the host gave its device (net:<n>), then its own
        controls moved to that seat here."""
        mine = f"net:{self.client.seat}"
        self.seat = next((i for i, s in enumerate(header.seats)
                          if str(s.get("device", "")).split("#")[0].split(":")[:2] ==
                          mine.split(":")), None) if self.client.seat is not None else None
        self.moves.seat = self.seat
        hub = self.ctx.devices
        held = list(hub.seats.values())
        if self.seat is None or not held or held[0].index == self.seat:
            return
        device, layout = held[0].device, held[0].layout.name
        hub.leave(held[0].index)
        hub.join(device, layout, self.seat)

    def _sent_back(self, now_s: float) -> None:
        """The cards shown played that the host's table did not let stand fly back."""
        hand = getattr(self.moves.shown(self.live.match).game, "hands", None)
        for card, pile in self.moves.take_back():
            if hand and card in hand[self.seat]:
                self.view.send_back(self.seat, card, pile, hand[self.seat].index(card), now_s)

    def _judged(self, verdict, now_s: float) -> None:
        """The host refused a move shown at once: why is said (the card went back); a race
        lost names the winner and the margin the host's `race` gave (a race told after the
        line: said again then)."""
        if self.view is None or self.seat is None:
            return
        race = self._race_of(verdict)
        self.refused = None if race is not None or verdict.t is None else (verdict, now_s)
        if race is not None:
            verdict = replace(verdict, winner=race["first"], margin_ms=race["margin_ms"])
        table = words.Table(self.live.header.variant, self.names,
                            self.view.layout.extra.get("columns", 4))
        self.view.say(self.seat, net_words.verdict(verdict, self.seat, table), now_s)

    def _race_of(self, verdict):
        """The host's race this refusal lost (its press at the same game ms), or None."""
        return next((r for r in reversed(self.races) if r["second"] == self.seat and
                     verdict.t is not None and abs(r["t_ms"] - verdict.t) < RACE_T_MS), None)

    def leave(self) -> None:
        """Gone from the screen: the link said goodbye to on a thread of its own (a host that
        does not answer must not hold the screen), the replay closed, the seat left."""
        text_input(False)
        threading.Thread(target=self.client.close, name="speed-net-bye", daemon=True).start()
        self.copy.close()
        self.ctx.devices.plays_to(None)
        for seat in list(self.ctx.devices.seats):
            self.ctx.devices.leave(seat)

    # -- faults ------------------------------------------------------------------------------
    def _problems(self) -> None:
        problem = self.live.problem or self.copy.problem
        if problem and problem != self.said_problem:
            self.said_problem = problem
            self.ctx.say(problem, 8.0)

    def _faults(self, now_s: float) -> None:
        state = self.client.state
        self.reached = self.reached or state == "playing"
        if state == "refused":
            self.ctx.flow.title()
            self.ctx.say(net_words.refused(self.client.reason), 10.0)
            return
        if state == "lost":
            self.lost_at = self.lost_at or now_s
            if now_s - self.lost_at > GONE_S:
                self.ctx.flow.title()
                self.ctx.say(net_words.host_gone() if self.reached else
                             net_words.cannot_reach(self.client.reason), 10.0)
        else:
            self.lost_at = None
        for seat, left in list(self.client.paused.items()):
            if self.waiting.get(seat, (None,))[0] != left:
                self.waiting[seat] = (left, now_s)
        for seat in [s for s in self.waiting if s not in self.client.paused]:
            del self.waiting[seat]

    def fault_words(self, now_s: float) -> list[str]:
        """What is wrong, in words, for the band over the table (or the waiting page)."""
        said = []
        if self.lost_at is not None:
            said.append(net_words.host_lost(now_s - self.lost_at) if self.reached else
                        net_words.not_reached(now_s - self.lost_at))
        for seat, (left, heard) in sorted(self.waiting.items()):
            name = self._remote_name(seat)
            remaining = left - (now_s - heard)
            said.append(net_words.seat_waiting(name, remaining) if remaining > 0 else
                        net_words.abandoned(name))
        return said

    def _halted_words(self) -> str:
        """The host's table paused, in words ("" when in play, or the countdown says it)."""
        if self.halted is None:
            return ""
        seat, why = self.halted
        name = self.names[seat] if seat is not None and 0 <= seat < len(self.names) else None
        return net_words.table_paused(name, why, seat is not None and seat == self.seat and
                                      not self.watching)

    def _remote_name(self, net_seat: int) -> str:
        """The name of the player at the host's seat given to net:<net_seat>."""
        header = self.live.header
        for i, seat in enumerate(header.seats if header else []):
            if str(seat.get("device", "")).startswith(f"net:{net_seat}"):
                return self.names[i]
        return _("Player {n}").format(n=net_seat + 1)

    # -- drawing -----------------------------------------------------------------------------
    def animating(self) -> bool:
        """The table moves by itself; the page before it only when something changes."""
        return self.view is not None or self.lost_at is not None

    def _redraw_if_changed(self) -> None:
        now = (self.client.state, bool(self.ctx.devices.seats), tuple(self.waiting))
        if now != getattr(self, "_page", None):
            self._page = now
            self.ctx.redraw()

    def invalidate(self) -> None:
        if self.view is not None:
            self.view.invalidate()

    def on_resize(self, size) -> None:
        if self.view is not None:
            self.view.resize(size)

    def message_area(self):
        return None

    def draw(self, surface, now_s: float):
        if self.view is None:
            self._draw_waiting(surface, now_s)
            return None
        truth = self.live.match
        shown = self.moves.shown(truth)
        game_ms = self.live.game_ms(now_s * 1000)
        halted = self._halted_words()
        if halted:                          # the pause's pill, not over a fading "SPEED!"
            self.view.fx.drop("band")
        changed = self.draw_game(surface, shown.game, now_s, game_ms, hints=self._hints(),
                                 match_wins=truth.wins)
        over = []
        if game_ms < 0:
            over.append(middle_band(surface, self.ctx.text, _("Ready…") if game_ms < -1000 else
                                     _("Set…"), GOLD, 7))
        lines = self.fault_words(now_s)
        if halted:
            over.append(paused_band(surface, self.ctx.text, halted))
        colours = [RED] * len(lines)
        if self.unpaid:
            lines.append(_("Insert a coin to play: {credits}").format(
                credits=self.ctx.cabinet.banner()))
            colours.append(GOLD)
        if self.over:
            lines.append(_("The match is over: the host may start another. Leave (or Esc): "
                           "the title."))
            colours.append(GOLD)
        for n, (line, colour) in enumerate(zip(lines, colours)):
            over.append(fault_line(surface, self.ctx.text, line, colour, n))
        over += self._status(surface)
        if self.seat is not None and not self.watching:
            over += self._mouse().draw(surface, self.ctx.text)      # a mouse player's pad
        for rect in over:
            self.view.drawn_over(rect)             # put back under them next frame
        return None if changed is None else changed + over

    def _hints(self) -> dict:
        from game.ui.table.view import SeatHints
        hub = self.ctx.devices
        if self.seat is None or self.seat not in hub.seats:
            return {}
        held = hub.seats[self.seat]
        control = held.control
        return {self.seat: SeatHints(cursor=control.cursor if control.scheme == "cursor"
                                     else None, aim=control.aim, device=held.device,
                                     keys=slot_keys(held))}

    def _status(self, surface, said: bool = True) -> list:
        """Bottom left, on a dark pill over the table's edge and clear of every seat: watching
        or playing (`said`); the Leave button top right (their rects)."""
        unit = max(14, surface.get_height() // 40)
        layout = self.view.layout if self.view is not None else None
        shown = [said_status(surface, self.ctx.text, self.watching, layout, unit)] if said \
            else []
        self.leave_rect, drawn = leave_button(surface, self.ctx.text, self.ctx.cabinet, unit)
        return shown + drawn

    def _draw_waiting(self, surface, now_s: float) -> None:
        """Before the host's match starts: where the link is and what to press."""
        width, height = surface.get_size()
        unit, y = draw_page(surface, self.ctx.text, _("Playing online"))
        state = self.client.state
        faults, lines = self.fault_words(now_s), []
        if state == "connecting":
            lines.append(_("Connecting to {where}…").format(where=self._where()))
        elif self.watching:
            lines.append(_("Connected: the match shows here when the host starts it."))
        elif self.ctx.devices.seats:
            lines.append(_("Seated. The host starts the match."))
            lines += self._picker_lines()
        else:
            lines.append(_("Connected. Press a key or button of your controls to take your "
                           "seat."))
            lines.append(_("Mouse: click here"))
        said = [(line, RED) for line in faults] + [(line, WHITE) for line in lines]
        picker = self.pickers.get(0)
        for n, (line, colour) in enumerate(said):
            shown = self.ctx.text.fit(line, int(unit * 1.3), width - 2 * unit, colour)
            drawn = surface.blit(shown, shown.get_rect(midtop=(width // 2, y + n * unit * 3)))
            if picker is not None and line == picker.shown():
                self.picker_rect = drawn.inflate(unit * 2, unit)     # clicked in thirds
        self._status(surface, said=False)            # (the page's title says it)

    def _picker_lines(self) -> list[str]:
        """The seated player's name as picked here, and how to change it."""
        picker = self.pickers.get(0)
        held = next(iter(self.ctx.devices.seats.values()), None)
        if picker is None or held is None:
            return []
        hub = self.ctx.devices
        layout = hub.bindings.layout(held.layout.name, hub.device_key(held.device))
        family = self.ctx.pad_family(held.device) if DeviceKind.PAD.owns(held.device) else None
        how = picker.hint() or picker_words(held.device, layout, picker.typed is not None,
                                            *(() if family is None else (family,)))
        return [picker.shown(), how]

    def _where(self) -> str:
        return self.client.code or self.client.url.removeprefix("ws://")
