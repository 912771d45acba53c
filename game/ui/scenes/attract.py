"""Attract mode (cabinet): after the title has been idle `[cabinet] attract_s` seconds, two
computer players play a demo game of the chosen variant with the sound low, the high-score
table shows between games, and "PRESS ANY BUTTON" (or "INSERT COIN") blinks. Any press goes
back to the title at once; that press never joins nor chooses (the title's guard time).
"""
import secrets
import time

from game.i18n import N_, _, decimal
from game.session import SeatInfo, Session
from game.store import db as store
from game.store import highscores
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Scene
from game.ui.scenes.credits import draw_credits
from game.ui.scenes.game_view import GameView, rule_options

DEMO_VOLUME = 0.25          # of the player's volume
SCORES_S = 8.0              # the high-score page between demo games
AFTER_GAME_S = 3.0
KIND_WORDS = {"win": N_("Fastest wins"), "call": N_("Fastest \"Speed!\" calls")}


class AttractScene(GameView, Scene):
    name, lamps = "attract", "chase"
    timeout = None                # what the waiting screens time out to
    fps = 30                      # a demo for passers-by: half the frames, half the work

    def __init__(self, ctx):
        super().__init__(ctx)
        self.variant = ctx.settings["game", "variant"]
        self.volume = ctx.sound.volume
        ctx.sound.set_volume(self.volume * DEMO_VOLUME)
        self.scores_until = 0.0
        self.over_at: float | None = None
        self.demo: Session | None = None
        self.scores = self._read_scores()
        self._deal(time.perf_counter_ns())

    def guard_s(self) -> float:
        return 0.0                                  # any press leaves at once

    def _deal(self, now_ns: int) -> None:
        """A new demo game between two computer players."""
        seats = [SeatInfo(_("Computer {n}").format(n=1), "bot", level="hard"),
                 SeatInfo(_("Computer {n}").format(n=2), "bot", level="expert")]
        self.demo = Session(self.variant, rule_options(self.ctx.settings), seats,
                            secrets.randbits(31), record=False)
        self.open_view(self.variant, [s.name for s in seats])
        self.demo.new_game(now_ns, countdown_s=1.0)
        self.show_game(self.demo.game)
        self.over_at = None

    def _read_scores(self) -> dict:
        """kind → the top five of the chosen variant ({} when the database cannot be read)."""
        try:
            conn = store.connect()
            found = {kind: highscores.top(conn, kind, self.variant, 5) for kind in highscores.KINDS}
            conn.close()
            return found
        except Exception:                           # noqa: BLE001 - attract mode plays on
            return {}

    # -- input: anything goes back to the title ------------------------------------------------
    def on_press(self, press, action) -> None:
        self.to_title()

    def on_hold(self, hold) -> None:
        self.to_title()

    def on_mouse(self, pos, clicked: bool) -> None:
        if clicked:
            self.to_title()

    def to_title(self) -> None:
        self.ctx.flow.title()

    def leave(self) -> None:
        self.ctx.sound.set_volume(self.volume)

    # -- time and drawing ----------------------------------------------------------------------
    def update(self, now_ns: int) -> None:
        now_s = now_ns / 1e9
        if now_s < self.scores_until:
            return
        if self.scores_until:                       # the scores page is over: a new game
            self.scores_until = 0.0
            self._deal(now_ns)
        events = self.demo.update(now_ns)
        self.show_events(events, now_s)
        if self.demo.game.over and self.over_at is None:
            self.over_at = now_s
        if self.over_at is not None and now_s - self.over_at > AFTER_GAME_S:
            self.scores_until = now_s + SCORES_S

    def draw(self, surface, now_s: float) -> list | None:
        """The demo table (or the scores page), the blinking words and the credits over it;
        the rectangles that changed (None: all of the screen)."""
        if now_s < self.scores_until:
            self._draw_scores(surface)
            self.view.invalidate()                  # the table is drawn whole after it
            changed = None
        else:
            game_ms = self.demo.game_ms(int(now_s * 1e9))
            changed = self.draw_game(surface, self.demo.game, now_s, game_ms)
        width, height = surface.get_size()
        over = []
        if int(now_s * 2) % 2 == 0:
            words = _("PRESS ANY BUTTON") if self.ctx.cabinet.can_play() else _("INSERT COIN")
            shown = self.ctx.text.render(words, max(18, height // 12), GOLD, bold=True)
            back = shown.get_rect(center=(width // 2, height // 2))
            over.append(surface.fill((0, 0, 0), back.inflate(height // 20, height // 40)))
            surface.blit(shown, back)
        over += [rect for rect in [draw_credits(surface, self.ctx)] if rect]
        for rect in over:
            self.view.drawn_over(rect)              # the table put back under them next
        return None if changed is None else changed + over

    def _draw_scores(self, surface) -> None:
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("High scores"), big=3)
        width = surface.get_width()
        for column, (kind, rows) in enumerate(sorted(self.scores.items())):
            x = width // 4 + column * width // 2
            words = _(KIND_WORDS[kind]) if kind in KIND_WORDS else highscores.KINDS[kind]
            head = text.render(words, unit, DIM, bold=True)
            surface.blit(head, head.get_rect(midtop=(x, y)))
            for n, (initials, ms) in enumerate(rows or [("---", None)]):
                line = f"{n + 1}.  {initials}   " + (
                    _("{seconds} s").format(seconds=decimal(ms / 1000, 2)) if ms else "")
                shown = text.render(line, int(unit * 1.2), WHITE)
                surface.blit(shown, shown.get_rect(midtop=(x, y + int(unit * 2) * (n + 1))))
