"""The daily challenge screen: today's opponent and game, the player's streak (current and
best) and last 30 days, today's line to share; "Play" seats the device that pressed it."""
import re
from datetime import datetime

import pygame

from game.daily import challenge, day_name, local_day, recent, share_line, streaks
from game.store.daily import last_player, result_of, results
from game.store.db import reading
from game.store.profiles import names
from game.i18n import _
from game.levels import level_word
from game.ui.menu import Item, Menu
from game.ui.modes.seating import PressingDevice
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import MenuScene
from game.engine.variants import NAMES as VARIANT_NAMES

WON, LOST, NONE = (70, 190, 110), (200, 80, 70), (40, 70, 55)


def _load(player: str | None):
    """(players, chosen player, their results) from the store."""
    def query(db):
        chosen = last_player(db) if player is None else player
        return names(db), chosen, results(db, chosen), result_of(db, chosen, today())
    return reading(query, ([], "", {}, None), _("The daily results could not be read"))


def today():
    return local_day(datetime.now().astimezone())


class DailyScene(PressingDevice, MenuScene):
    name = "daily"

    def __init__(self, ctx, player: str | None = None):
        self.challenge = challenge(today())
        (players, chosen, self.results, self.today_row), problem = _load(player)
        if problem:
            ctx.say(problem, 6.0)
        self.players = [""] + [p for p in players if p]
        self.player = chosen if chosen in self.players else ""
        items = [Item(_("Player"), values=self.players, index=self.players.index(self.player),
                      on_change=self.choose,
                      show=lambda p: "<  {}  >".format(p or _("Guest"))),
                 Item(_("Play today's challenge"), self.play,
                      help=_("The device you press this with plays the match")),
                 Item(_("Copy the line to share"), self.copy),
                 Item(_("The ladder"), lambda: ctx.flow.push("ladder", self.player),
                      help=_("Named opponents from easy to master: beat each to climb")),
                 Item(_("Back"), self.back)]
        super().__init__(ctx, Menu(_("Daily challenge"), items, self._subtitle()), self.back)
        self.menu.selected = 1

    def _subtitle(self) -> str:
        c = self.challenge
        # TRANSLATORS: "Tuesday 2026-12-01 · Speed against Nora (medium): steady and patient".
        line = _("{weekday} {date} · {game} against {name} ({level}): {temperament}").format(
            weekday=day_name(c.day), date=c.day.isoformat(),
            game=VARIANT_NAMES[c.variant], name=c.opponent.name,
            level=level_word(c.opponent.level), temperament=_(c.opponent.temperament))
        return line[:1].upper() + line[1:]          # a weekday starting the line: capital

    def choose(self, player: str) -> None:
        self.ctx.flow.replace("daily", player)

    def play(self) -> None:
        seat = self.seat(self.player or _("You"), self.player)
        if seat is not None:
            self.ctx.flow.daily_match(seat, self.challenge, self.player)

    def share(self) -> str:
        """Today's line to share ("" before today's match)."""
        row = self.today_row
        if row is None:
            return ""
        won, score = bool(row["won"]), tuple(int(n) for n in row["score"].split("-"))
        current, _best = self.streak()
        return share_line(self.challenge, won, score, row["seconds"], current)

    def copy(self) -> None:
        line = self.share()
        if not line:
            self.ctx.say(_("Play today's challenge first: then there is a line to share"))
            return
        try:
            if not pygame.scrap.get_init():
                pygame.scrap.init()
            pygame.scrap.put_text(line)
            self.ctx.say(_("Copied: {line}").format(line=_screen(line)), 6.0)
        except (pygame.error, AttributeError, NotImplementedError):
            self.ctx.say(_("Copy it from here: {line}").format(line=_screen(line)), 12.0)

    def back(self) -> None:
        self.ctx.flow.back()

    def streak(self) -> tuple[int, int]:
        return streaks({d for d, won in self.results.items() if won}, self.challenge.day)

    def draw(self, surface, now_s: float) -> None:
        super().draw(surface, now_s)
        width, height = surface.get_size()
        unit = max(12, min(width // 40, height // 24))
        bottom = max(r.bottom for r in self.menu.rects.values()) if self.menu.rects else height // 2
        current, best = self.streak()
        y = bottom + unit
        words = (_("Streak {current} · best {best}") if current else
                 _("Streak {current} · best {best} — win today to start one")).format(
            current=current, best=best)
        line = self.ctx.text.render(words, int(unit * 1.1), GOLD, bold=True)
        surface.blit(line, line.get_rect(midtop=(width // 2, y)))
        y += line.get_height() + unit // 2
        self._days(surface, pygame.Rect(width // 8, y, width * 3 // 4, unit), unit)
        share = self.share()
        if share:
            shown = self.ctx.text.fit(_screen(share), unit, width - 2 * unit, WHITE)
            surface.blit(shown, shown.get_rect(midtop=(width // 2, y + unit * 3 // 2)))

    def _days(self, surface, strip, unit: int) -> None:
        """The last 30 days as squares: won, lost, not played (today at the right)."""
        days = recent(self.results, self.challenge.day)
        step = strip.width / len(days)
        for k, (day, won) in enumerate(days):
            box = pygame.Rect(strip.left + int(k * step) + 2, strip.top, int(step) - 4,
                              strip.height)
            colour = NONE if won is None else WON if won else LOST
            pygame.draw.rect(surface, colour, box, border_radius=3)
            if day == self.challenge.day:
                pygame.draw.rect(surface, GOLD, box.inflate(4, 4), width=2, border_radius=4)
        left = self.ctx.text.render(_("30 days ago"), self.ctx.text.readable(unit * 2 // 3), DIM)
        surface.blit(left, left.get_rect(topleft=(strip.left, strip.bottom + 2)))
        right = self.ctx.text.render(_("today"), self.ctx.text.readable(unit * 2 // 3), DIM)
        surface.blit(right, right.get_rect(topright=(strip.right, strip.bottom + 2)))


def _screen(line: str) -> str:
    """The share line as the game's font can draw it (no colour emoji there: "🔥5" is
    "streak 5")."""
    return re.sub("\N{FIRE}(\\d+)", lambda m: _("streak {n}").format(n=m.group(1)), line)


