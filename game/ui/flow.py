"""The screen flow: which screen follows which. The only module that builds scenes.

    title     Play ▸ join · Options ▸ options · Players and stats ▸ stats · Quit
              (a cabinet left idle ▸ attract, any press ▸ title)
    join      Start ▸ table (through the gates of `start_match`) · Back ▸ title
    table     the match over ▸ initials (a cabinet's new high score) ▸ results;
              the pause menu's Quit ▸ title; closing the window ▸ "Quit the match?"
    results   Rematch ▸ table (same gates) · Change players ▸ join · Title screen ▸ title
    options   Players and stats ▸ stats · Button boards ▸ boards · Controls ▸ controls
              ▸ a device (its map) ▸ remap, and ▸ input test · Table ▸ table look (felt,
              cards, hand, text size: the guests' or a player's) · Back ▸ title
    anywhere  F1 (a menu, the table) ▸ help, over the screen · F9, the operator hold (▸ the
              PIN) or the service switch ▸ operator ▸ boards, its pages; each goes back to
              the screen under it (`Scene.previous`)
    ladder    title ▸ ladder (a rung) ▸ table (the gates of `start_match`)
    daily     title ▸ daily (today's challenge, the streak) ▸ table (the gates of `start_match`)
    tutorial  title / Help ▸ "press any button" ▸ the lesson's table ▸ results
              (`speed play --tutorial` opens on it)
    `speed replay FILE` opens on the replay instead of the title.

A scene asks `ctx.flow` for what comes next (`ctx.flow.after_match(table)`); it never imports
another scene.
"""
from game.engine.options import OptionError
from game.i18n import _, ngettext
from game.session import SeatInfo
from game.ui.scenes.attract import AttractScene
from game.ui.scenes.base import Scene
from game.ui.scenes.boards import BoardsScene
from game.ui.scenes.confirm import ConfirmQuit
from game.ui.scenes.controls import ControlsDeviceScene, ControlsScene
from game.ui.scenes.controls_remap import RemapScene
from game.ui.scenes.help import HelpScene
from game.ui.scenes.initials import InitialsScene, high_scores_due
from game.ui.scenes.input_test import InputTestScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.operator import OperatorScene
from game.ui.scenes.operator_calibration import CalibrationScene
from game.ui.scenes.operator_pages import (BookkeepingScene, CoinsPage, LampTestScene,
                                          TimeoutsPage)
from game.ui.scenes.operator_pin import PinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.stats_screen import StatsScene
from game.ui.scenes.table_look import TableLookScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.tutorial import TutorialIntro
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.ladder import LadderScene
from game.ui.modes.daily import DailyMode
from game.ui.modes.ladder import LadderMode
from game.ui.modes.tutorial import TutorialMode


def renewed(thing, done: dict):
    """`thing` made again if it is a scene (the scenes it was made over first), where the player
    was on it carried over; else itself."""
    if not isinstance(thing, Scene) or id(thing) in done:
        return done.get(id(thing), thing)
    if not thing.renews:
        done[id(thing)] = thing
        thing.previous = renewed(thing.previous, done)
        return thing
    args, kwargs = thing.made_with
    scene = type(thing)(*[renewed(a, done) for a in args],
                        **{k: renewed(v, done) for k, v in kwargs.items()})
    scene.opened_ns = thing.opened_ns
    if scene.previous is None and thing.previous is not None:
        scene.previous = renewed(thing.previous, done)
    scene.carry_over(thing)
    done[id(thing)] = scene
    return scene


class Flow:
    def __init__(self, ctx):
        self.ctx = ctx

    def opening(self):
        """The first screen: the title."""
        return TitleScene(self.ctx)

    def replay(self, header, steps):
        """The first screen of `speed replay FILE`: the record played back."""
        return ReplayScene(self.ctx, header, steps)

    def tutorial_opening(self):
        """The first screen of `speed play --tutorial`."""
        return TutorialIntro(self.ctx, self.ctx.settings["game", "variant"])

    # -- the menus -------------------------------------------------------------------------------
    def title(self) -> None:
        self.ctx.switch(TitleScene(self.ctx))

    def join(self) -> None:
        self.ctx.switch(JoinScene(self.ctx))

    def options(self) -> None:
        self.ctx.switch(OptionsScene(self.ctx))

    def table_look(self, back_to=None, player: str = "") -> None:
        """Options → Table: felt, cards, hand and text size, the guests' or a player's."""
        self.ctx.switch(TableLookScene(self.ctx, back_to, player))

    def stats(self, back_to=None) -> None:
        """The players and stats screen; back goes to `back_to` (None: the title)."""
        self.ctx.switch(StatsScene(self.ctx, previous=back_to))

    def again(self, scene):
        """`scene` and the scenes under it made anew, as each was made (`Scene.made_with`):
        the language changed, and every word they built is built in it now. A scene with
        `renews = False` (a match in play, whose words are drawn from codes) stays itself."""
        return renewed(scene, {})

    def back(self, scene) -> None:
        """Leave `scene` for the one it came from, or the title."""
        if scene.previous is not None:
            self.ctx.switch(scene.previous)
        else:
            self.title()

    def help(self, over) -> None:
        """How to play, over the screen `over` (it comes back there)."""
        self.ctx.switch(HelpScene(self.ctx, over), overlay=True)

    def boards(self, back_to, overlay: bool = False) -> None:
        """The button boards' screen; back goes to `back_to`."""
        self.ctx.switch(BoardsScene(self.ctx, back_to), overlay=overlay)

    OPERATOR_PAGES = {"coins": CoinsPage, "timeouts": TimeoutsPage,
                      "bookkeeping": BookkeepingScene, "lamps": LampTestScene,
                      "calibration": CalibrationScene}

    def operator_page(self, name: str, back_to) -> None:
        """One of the operator menu's pages (operator_pages.py) over it; back returns there."""
        self.ctx.switch(self.OPERATOR_PAGES[name](self.ctx, back_to), overlay=True)

    def controls(self, back_to) -> None:
        """Options → Controls: the devices to see and remap."""
        self.ctx.switch(ControlsScene(self.ctx, back_to))

    def controls_device(self, target, back_to) -> None:
        """One device's map (controls_targets.Target) and its actions."""
        self.ctx.switch(ControlsDeviceScene(self.ctx, target, back_to))

    def remap(self, target, actions, back_to) -> None:
        """Ask for each of `actions` of `target` in turn; back to `back_to` when done."""
        self.ctx.switch(RemapScene(self.ctx, target, actions, back_to))

    def input_test(self, back_to) -> None:
        """Every connected device live."""
        self.ctx.switch(InputTestScene(self.ctx, back_to))

    def tutorial(self, variant: str = "speed") -> None:
        """The guided first match: its device question first."""
        self.ctx.switch(TutorialIntro(self.ctx, variant))

    def tutorial_table(self, seats, variant: str) -> None:
        """The lesson's table for the seated player and the teacher."""
        self.ctx.switch(TableScene(self.ctx, seats, mode=TutorialMode(variant)))

    def daily(self, player: str | None = None) -> None:
        """The daily challenge: today's opponent, the player's streak (None: who played last)."""
        self.ctx.switch(DailyScene(self.ctx, player))

    def daily_match(self, seat, challenge, player: str) -> None:
        """Today's match: the seated player against the day's opponent."""
        o = challenge.opponent
        self.start_match([seat, SeatInfo(o.name, "bot", level=o.level)],
                         mode=DailyMode(challenge, player))

    def ladder(self, player: str = "") -> None:
        """The ladder of named opponents, easy to master, for `player` ("" the guest)."""
        self.ctx.switch(LadderScene(self.ctx, player))

    def ladder_match(self, seat, opponent, variant: str, player: str) -> None:
        self.start_match([seat, SeatInfo(opponent.name, "bot", level=opponent.level)],
                         mode=LadderMode(opponent, variant, player))

    def attract(self) -> None:
        self.ctx.switch(AttractScene(self.ctx))

    def operator(self, service: bool = False) -> None:
        """The operator menu over whatever is on screen (a match in play is paused first).
        `service`: the service switch, which always opens it at once; the held gesture and F9
        do only with `[cabinet] operator_hold`, and through the operator PIN when one is set."""
        scene, settings = self.ctx.scene, self.ctx.settings
        if isinstance(scene, (OperatorScene, BoardsScene, PinScene)):
            return
        if not service and not settings["cabinet", "operator_hold"]:
            return
        scene.pause()
        pin = settings["cabinet", "operator_pin"]
        if pin and not service:
            opened = lambda: self.ctx.switch(OperatorScene(self.ctx, scene), overlay=True)  # noqa: E731
            self.ctx.switch(PinScene(self.ctx, scene, pin, opened), overlay=True)
            return
        self.ctx.switch(OperatorScene(self.ctx, scene), overlay=True)

    # -- the match -------------------------------------------------------------------------------
    def start_match(self, seats, mode=None) -> bool:
        """Open a table for `seats` (SeatInfo list), or say why not; True when it opened.

        No match starts on a button board whose clock fit has not converged (its stamps would
        decide races wrongly), nor without a play's credits on a coin-op cabinet, nor on
        options that do not go together. Otherwise the credits are taken and the table opens."""
        ctx = self.ctx
        waiting = ctx.boards.syncing([s.seat_device.device for s in seats])
        if waiting:
            ctx.say(ngettext("Board {boards} is still syncing its clock: start again in a moment",
                             "Boards {boards} are still syncing their clocks: start again in a "
                             "moment", len(waiting)).format(boards=", ".join(waiting)), 3.0)
            return False
        if not ctx.cabinet.can_play():
            ctx.say(_("Insert a coin to play: {credits}").format(credits=ctx.cabinet.banner()))
            return False
        try:
            table = TableScene(ctx, seats, mode=mode)
        except OptionError as error:          # options that do not go together, say McLeod
            ctx.say(_("Cannot start: {reason}. Change it in Options.").format(reason=error), 8.0)
            return False
        ctx.cabinet.pay()
        ctx.switch(table)
        return True

    def confirm_quit(self, table) -> None:
        """The window closed mid-match: "Quit the match?" over the (paused) table."""
        self.ctx.switch(ConfirmQuit(self.ctx, table), overlay=True)

    def after_match(self, table) -> None:
        """Initials for each new high score of a person (a cabinet), then the results."""
        self.ctx.switch(self.after_match_scene(table))

    def after_match_scene(self, table):
        due = high_scores_due(self.ctx, table)
        return InitialsScene(self.ctx, table, *due) if due else ResultsScene(self.ctx, table)

    def results(self, table) -> None:
        self.ctx.switch(ResultsScene(self.ctx, table))
