"""Players and stats: each remembered player's ratings, record by variant and opponent, best
figures, and a chart: every player's rating over their matches in one variant, or the chosen
player's pace and reaction. Up/Down choose the player, Left/Right (or a click on its tab) the
chart; Esc, B, Enter, the slap pad or a click on the bottom line go back."""
import pygame

from game.collation import sort_key
from game.engine.variants import NAMES as VARIANT_NAMES, VARIANTS
from game.i18n import _, ngettext
from game.store.db import reading
from game.store.report import (BEST_WORDS, empty, figure_words, opponent_words, rating_lines,
                               report, tally_words)
from game.store.ratings import START
from game.ui.charts.history import draw_history
from game.ui.charts.ratings import draw_ratings, player_colour
from game.ui.palette import AXIS, DIM, GOLD, PANEL, WHITE
from game.ui.words import VARIANT_WORDS
from game.ui.menu import draw_page
from game.ui.scenes.base import Scene


def load_report() -> tuple[dict, str | None]:
    """The data folder's report, or an empty one and the problem in words."""
    return reading(report, empty(), _("The match history cannot be read"))


VIEWS = [*VARIANTS, "pace"]                     # a variant's ratings, or pace and reaction


def view_words(view: str) -> str:
    """A chart's name: "Speed rating", "Pace and reaction"."""
    if view == "pace":
        return _("Pace and reaction")
    return _("{game} rating").format(game=VARIANT_WORDS.get(view, view))


def player_lines(player: dict) -> list[tuple[str, tuple]]:
    """A player's record as (line, colour) pairs."""
    count = player["matches"]
    lines = [(ngettext("{n} match", "{n} matches", count).format(n=count), WHITE)]
    for variant, tally in sorted(player["by_variant"].items()):
        rating = player["ratings"].get(variant, START)
        lines.append((_("{variant}: {tally} · rating {rating}").format(
            variant=VARIANT_NAMES.get(variant, variant), tally=tally_words(tally),
            rating=f"{rating:.0f}"), GOLD))
    for other, tally in sorted(player["by_opponent"].items()):
        lines.append((_("against {opponent}: {tally}").format(
            opponent=opponent_words(other), tally=tally_words(tally)), WHITE))
    for key, value in player["best"].items():
        lines.append((_("{figure}: {value}").format(figure=_(BEST_WORDS[key]),
                                                    value=figure_words(key, value)), AXIS))
    return lines


class StatsScene(Scene):
    name = "stats"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.data, problem = load_report()
        self.data["players"].sort(key=lambda p: sort_key(p["name"]))     # as the language sorts
        if problem:
            ctx.say(problem, 6.0)
        self.selected = 0
        variant = ctx.settings["game", "variant"]
        self.view = VIEWS.index(variant) if variant in VIEWS else 0
        self.rows: dict[int, pygame.Rect] = {}
        self.tabs: dict[int, pygame.Rect] = {}
        self.back_rect = pygame.Rect(0, 0, 0, 0)

    def on_press(self, press, action) -> None:
        players = len(self.data["players"])
        if action in ("up", "down") and players:
            self.selected = (self.selected + (1 if action == "down" else -1)) % players
        elif action in ("left", "right"):
            self.view = (self.view + (1 if action == "right" else -1)) % len(VIEWS)
        elif action in ("back", "confirm"):
            self.back()

    def on_mouse(self, pos, clicked: bool) -> None:
        """Hovering a name shows that player; a click on a chart's tab shows that chart, on
        the "Back" line goes back."""
        for i, rect in self.rows.items():
            if rect.collidepoint(pos):
                self.selected = i
        for i, rect in self.tabs.items():
            if clicked and rect.collidepoint(pos):
                self.view = i
        if clicked and self.back_rect.collidepoint(pos):
            self.back()

    def back(self) -> None:
        self.ctx.flow.back()

    def draw(self, surface, now_s: float) -> None:
        text = self.ctx.text
        width, height = surface.get_size()
        unit, top = draw_page(surface, text, _("Players"), wide=56, tall=34)
        hint = text.fit(_("Up/Down: player    Left/Right: chart    Esc, B, Enter or a click "
                          "here: back"), unit, width - 2 * unit, DIM)
        self.back_rect = surface.blit(hint, hint.get_rect(midbottom=(width // 2,
                                                                     height - unit)))
        players = self.data["players"]
        if not players:
            self._note(surface, unit, top, _("Nobody is remembered yet. On the join screen, "
                                             "pick or spell your name in your seat's box."))
            return
        side = pygame.Rect(unit, top, max(unit * 10, width // 5), height - top - 3 * unit)
        self._names(surface, side, unit, players)
        right = pygame.Rect(side.right + unit, top, width - side.right - 2 * unit, side.height)
        player = players[self.selected]
        lines_h = right.height * 2 // 5
        y = right.top
        for line, colour in player_lines(player):
            if y + unit > right.top + lines_h:
                break
            shown = text.fit(line, unit, right.width, colour)
            surface.blit(shown, (right.left, y))
            y += shown.get_height() + unit // 3
        tabs_h = self._tabs(surface, right.left, right.top + lines_h, right.width, unit)
        chart = pygame.Rect(right.left, right.top + lines_h + tabs_h, right.width,
                            right.height - lines_h - tabs_h)
        view = VIEWS[self.view]
        if view == "pace":
            self.chart = draw_history(surface, text, chart, player["history"], unit)
            return
        colours = {p["name"]: player_colour(i) for i, p in enumerate(players)}
        self.chart = draw_ratings(
            surface, text, chart, rating_lines(self.data, view), colours,
            _("{chart} after each match").format(chart=view_words(view)), unit, player["name"],
            _("No rated {game} matches yet: pick your name when you join").format(
                game=VARIANT_WORDS[view]))

    def _tabs(self, surface, x: int, y: int, width: int, unit: int) -> int:
        """The charts' names in a row, the shown one in gold; returns the row's height."""
        size, gap = unit, unit
        shown = [self.ctx.text.render(view_words(v), size, GOLD if i == self.view else DIM,
                                      bold=i == self.view) for i, v in enumerate(VIEWS)]
        scale = min(1.0, (width - gap * (len(shown) - 1)) / sum(s.get_width() for s in shown))
        if scale < 1.0:
            shown = [self.ctx.text.fit(view_words(v), int(size * scale), int(s.get_width() *
                     scale), GOLD if i == self.view else DIM, bold=i == self.view)
                     for i, (v, s) in enumerate(zip(VIEWS, shown))]
        self.tabs = {}
        for i, tab in enumerate(shown):
            self.tabs[i] = surface.blit(tab, (x, y))
            if i == self.view:
                pygame.draw.line(surface, GOLD, (x, y + tab.get_height()),
                                 (x + tab.get_width() - 1, y + tab.get_height()), 2)
            x += tab.get_width() + gap
        return max(s.get_height() for s in shown) + unit // 2

    def _names(self, surface, rect: pygame.Rect, unit: int, players: list[dict]) -> None:
        text = self.ctx.text
        pygame.draw.rect(surface, PANEL, rect, border_radius=unit // 2)
        row = int(unit * 1.8)
        first = max(0, self.selected - (rect.height // row) + 1)
        self.rows = {}
        for n, i in enumerate(range(first, len(players))):
            y = rect.top + unit // 2 + n * row
            if y + row > rect.bottom:
                break
            chosen = i == self.selected
            shown = text.fit(players[i]["name"], int(unit * 1.2), rect.width - unit,
                             GOLD if chosen else WHITE, bold=chosen)
            self.rows[i] = surface.blit(shown, (rect.left + unit // 2, y))

    def _note(self, surface, unit: int, top: int, words: str) -> None:
        width = surface.get_width()
        shown = self.ctx.text.fit(words, unit, width - 2 * unit, WHITE)
        surface.blit(shown, shown.get_rect(midtop=(width // 2, top + 2 * unit)))
