"""Results: who took the match, the match as pictures, a line per player. Rematch or leave.

Cards left over time (flips, slaps and calls marked), reaction times, races by margin; beside
them each player's figures and a line like "fastest call: 212 ms".
The screen stays at least `ctx.results_hold_s` (3 s) before a press moves on, so players still
hammering buttons at the end of the match see it. The keyboard drives its menu with the arrow
keys, Enter and Esc only: the players' card keys (WASD…) do not move it.
"""
import time

import pygame

from game.i18n import _, decimal
from game.input.device_id import DeviceKind
from game.ui.charts.plot import seat_colour
from game.ui.charts.races import draw_races
from game.ui.charts.reactions import draw_reactions
from game.ui.charts.timeline import draw_timeline, legend
from game.ui.menu import Item, Menu, draw_page
from game.ui.palette import AXIS, GOLD, WHITE
from game.ui.scenes.base import MenuScene


def player_lines(session, seat: int, ratings: dict | None = None) -> list[str]:
    """A player's figures in words, best first."""
    stats, ratings = session.stats, ratings or {}
    gap, reaction = stats.mean_gap_ms(seat), stats.median_reaction_ms(seat)
    call = stats.fastest_call_ms(seat)
    lines = [_("games {games}   cards {cards}   misses {misses}").format(
        games=session.match.wins[seat], cards=stats.played[seat], misses=stats.rejected[seat])]
    lines.append(_("races won {won}, lost {lost}").format(won=stats.races_won[seat],
                                                         lost=stats.races_lost(seat)))
    if reaction is not None:
        lines.append(_("reaction: {ms} ms (median)").format(ms=f"{reaction:.0f}"))
    if gap is not None:
        lines.append(_("pace: {seconds} s a card").format(seconds=decimal(gap / 1000, 2)))
    if call is not None:
        lines.append(_("fastest call: {ms} ms").format(ms=f"{call:.0f}"))
    if seat in ratings:                     # first: the block may not have room for all
        before, after = ratings[seat]
        lines.insert(0, _("rating {rating} ({change})").format(
            rating=f"{after:.0f}", change=f"{after - before:+.0f}"))
    return lines


def layout(size, unit: int, top: int) -> dict[str, pygame.Rect]:
    """Where each part of the results goes: charts left, players and the menu right."""
    width, height = size
    side = max(unit * 14, width // 4)
    left_w = width - side - 3 * unit
    bottom = height - unit
    chart_h = bottom - top
    timeline_h = chart_h * 11 // 20
    low_top = top + timeline_h + unit
    half = (left_w - unit) // 2
    return {"timeline": pygame.Rect(unit, top, left_w, timeline_h),
            "reactions": pygame.Rect(unit, low_top, half, bottom - low_top),
            "races": pygame.Rect(2 * unit + half, low_top, left_w - half - unit,
                                 bottom - low_top),
            "players": pygame.Rect(width - side - unit, top, side, chart_h * 13 // 20),
            "menu": pygame.Rect(width - side - unit, top + chart_h * 13 // 20 + unit, side,
                                chart_h * 7 // 20 - unit)}


KEYBOARD_KEYS = {"up", "down", "return", "enter", "escape", "backspace", "f1"}


class ResultsScene(MenuScene):
    name, timeout, lamps = "results", "results", "starts"

    def __init__(self, ctx, table):
        self.table = table
        session = table.session
        winner = session.match.winner if session.match.over else session.game.winner
        title = _("A draw!") if winner is None else _("You win!") \
            if winner == table.mode.you(table) else \
            _("{name} wins!").format(name=session.seats[winner].name)
        items = [Item(_("Rematch"), self.rematch), Item(_("Change players"), self.join),
                 Item(_("Title screen"), self.title)]
        super().__init__(ctx, Menu(title, items), on_back=self.title)
        self.charts: dict = {}
        self._page: pygame.Surface | None = None     # everything but the menu, per size
        self._unit, self._areas = 0, {}
        self._menu_shown = False                      # drawn once the hold is over
        ctx.sound.play("win")

    def guard_s(self) -> float:
        return max(self.ctx.guard_s, self.ctx.results_hold_s)

    def on_press(self, press, action) -> None:
        if DeviceKind.KEYBOARD.owns(press.device) and press.control not in KEYBOARD_KEYS:
            return
        super().on_press(press, action)

    def on_mouse(self, pos, clicked: bool) -> None:
        if not self._waiting():
            super().on_mouse(pos, clicked)

    def animating(self) -> bool:
        """The "Menu in 3 s" count changes by itself; then the menu stands still."""
        return self._waiting() > 0

    def update(self, now_ns: int) -> None:
        if not self._waiting() and not self._menu_shown:
            self._menu_shown = True
            self.ctx.redraw()                       # draw the menu once it is ready

    def _waiting(self) -> float:
        """Seconds before presses count (0 once they do)."""
        return max(0.0, self.opened_ns / 1e9 + self.guard_s() - time.perf_counter())

    def rematch(self) -> None:
        """The same players again, through the join screen's gates (boards in sync, credits)."""
        self.ctx.flow.start_match(self.table.seats)

    def join(self) -> None:
        self.ctx.flow.replace("join")

    def title(self) -> None:
        self.ctx.flow.title()

    def draw(self, surface, now_s: float) -> None:
        """The page and charts (drawn once per window size), then the menu."""
        size = surface.get_size()
        if self._page is None or self._page.get_size() != size:
            self._page = pygame.Surface(size, 0, surface)     # the screen's own pixel format
            self._unit, self._areas = self._draw_page(self._page)
        surface.blit(self._page, (0, 0))
        self._menu(surface, self._areas["menu"], self._unit)

    def _draw_page(self, surface) -> tuple[int, dict]:
        """Felt, title, the three charts and the players' blocks; (unit, areas)."""
        text, session = self.ctx.text, self.table.session
        unit, top = draw_page(surface, text, self.menu.title, wide=56, tall=34, big=2.2)
        areas = layout(surface.get_size(), unit, top)
        stats = session.stats
        self.charts = {
            "timeline": draw_timeline(surface, text, areas["timeline"], stats, unit),
            "reactions": draw_reactions(surface, text, areas["reactions"], stats.reactions, unit),
            "races": draw_races(surface, text, areas["races"], stats.margins,
                                len(session.seats), unit)}
        legend(surface, text, areas["timeline"], unit, {kind for _t, kind, _s in stats.marks})
        self._players(surface, areas["players"], unit)
        return unit, areas

    def _players(self, surface, rect: pygame.Rect, unit: int) -> None:
        """A block per player: a colour swatch and name, then their lines."""
        text, session = self.ctx.text, self.table.session
        block = rect.height // max(1, len(session.seats))
        small = max(12, unit)                 # the stats read as easily as the names
        for seat, info in enumerate(session.seats):
            y = rect.top + seat * block
            pygame.draw.rect(surface, seat_colour(seat), (rect.left, y + unit // 4,
                                                          unit // 2, unit))
            name = text.fit(info.name, unit, rect.width - unit, WHITE, bold=True)
            surface.blit(name, (rect.left + unit, y))
            y += name.get_height() + unit // 4
            for line in player_lines(session, seat, self.table.ratings):
                if y + small > rect.top + (seat + 1) * block:
                    break
                shown = text.fit(line, small, rect.width - unit, WHITE)
                surface.blit(shown, (rect.left + unit, y))
                y += shown.get_height() + 2

    def _menu(self, surface, rect: pygame.Rect, unit: int) -> None:
        text = self.ctx.text
        row = max(unit, rect.height // max(1, len(self.menu.items)))
        waiting = self._waiting()
        if waiting:
            shown = text.render(_("Menu in {n} s").format(n=int(waiting) + 1), unit, AXIS)
            surface.blit(shown, shown.get_rect(midtop=(rect.centerx, rect.top)))
            return
        for i, item in enumerate(self.menu.items):
            chosen = i == self.menu.selected
            line = text.fit(("> " if chosen else "") + item.text(), int(unit * 1.2),
                            rect.width, GOLD if chosen else WHITE, bold=chosen)
            self.menu.place(surface, i, line, line.get_rect(midtop=(rect.centerx,
                                                                    rect.top + i * row)))
