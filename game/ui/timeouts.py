"""Every screen that waits for a player times out on a cabinet: the one table of the rules. A
screen names its rule (`Scene.timeout`); one that names none is a menu.

    join       with nobody seated, `[cabinet] join_s` ▸ attract mode
    results    `results_s` (never before its minimum, `results_hold_s`) ▸ attract mode
    initials   `initials_s` ▸ the records kept with the letters as they stand ▸ results
    table      paused `pause_s` ▸ the match quit (its replay saved) ▸ title
    menu       every other screen (options, stats, boards, help, operator, PIN, the controls,
               the daily challenge…): `menu_s` ▸ title (over a table: back to the paused
               table, whose own timer then runs)
    None       the title (its own timer: attract mode), attract mode, a replay watched

The timer of a screen starts when it opens and again at every press, click or hold; in the
last COUNTDOWN_S seconds the screen shows what is coming and when. A setting of 0 turns that
timer off. The title's own timer (attract mode after `attract_s`) lives in scenes/title.py.
"""
from dataclasses import dataclass

from game.i18n import N_, _

COUNTDOWN_S = 10


@dataclass(frozen=True)
class Timeout:
    setting: str          # the [cabinet] key of its seconds
    words: str            # what comes, as the countdown says it: "Attract mode in {seconds}"
    act: object           # act(ctx, scene): what happens when it is due
    waits: object = None  # waits(ctx, scene): is it waiting for a player now? (None: always)


def _menu_done(ctx, scene) -> None:
    """Leave every menu on show; over a table go back to it (paused), else to the title."""
    stack = ctx.flow.stack
    under = stack.find(lambda s: s.timeout != "menu")
    if under is not None and under.is_table:
        stack.pop_to(under)
    else:
        ctx.flow.title()


RULES = {
    "join": Timeout("join_s", N_("Attract mode in {seconds}"),
                    lambda ctx, s: ctx.flow.reset("attract"), lambda ctx, s: not ctx.devices.seats),
    "results": Timeout("results_s", N_("Attract mode in {seconds}"),
                       lambda ctx, s: ctx.flow.reset("attract")),
    "initials": Timeout("initials_s", N_("Initials entered in {seconds}"),
                        lambda ctx, s: s.time_out()),
    "table": Timeout("pause_s", N_("The match ends in {seconds}"), lambda ctx, s: s.quit(),
                     lambda ctx, s: s.paused_at is not None),
    "menu": Timeout("menu_s", N_("Back to the title in {seconds}"), _menu_done),
}


def rule_for(scene) -> Timeout | None:
    """The timeout rule `scene` (or a scene class) declares; None: it has none."""
    return None if scene.timeout is None else RULES[scene.timeout]


class ScreenTimer:
    """The cabinet's timer of the screen on show: `touch` at every input, `check` each frame."""

    def __init__(self, now_ns: int):
        self.since_ns, self.scene = now_ns, None

    def touch(self, t_ns: int) -> None:
        self.since_ns = max(self.since_ns, t_ns)

    def left_s(self, ctx, scene, now_ns: int) -> float | None:
        """Seconds until `scene` times out (None: it does not, now)."""
        if scene is not self.scene:
            self.scene, self.since_ns = scene, max(self.since_ns, now_ns)
        rule = rule_for(scene)
        if rule is None or (rule.waits and not rule.waits(ctx, scene)):
            self.since_ns = max(self.since_ns, now_ns)      # counts from when it waits
            return None
        seconds = ctx.settings["cabinet", rule.setting]
        if not seconds:
            return None
        floor = scene.guard_s() if rule.setting in ("results_s", "initials_s") else 0
        return max(seconds, floor) - (now_ns - self.since_ns) / 1e9

    def check(self, ctx, scene, now_ns: int) -> str | None:
        """Act when due; the countdown's words in its last seconds, else None."""
        left = self.left_s(ctx, scene, now_ns)
        if left is None or left > COUNTDOWN_S:
            return None
        if left <= 0:
            self.since_ns = now_ns
            rule_for(scene).act(ctx, scene)
            return None
        return _(rule_for(scene).words).format(seconds=int(left) + 1)


def draw_countdown(surface, text, words: str) -> list:
    """The countdown in the top left corner (titles are centred, the credits top right); the
    rectangle drawn."""
    import pygame
    height = surface.get_height()
    line = text.render(words, max(14, height // 34), (255, 230, 150), bold=True)
    back = pygame.Rect(8, 8, line.get_width() + 20, line.get_height() + 8)
    drawn = surface.fill((60, 20, 10), back)
    pygame.draw.rect(surface, (255, 230, 150), back, width=2, border_radius=6)
    surface.blit(line, line.get_rect(center=back.center))
    return [drawn]
