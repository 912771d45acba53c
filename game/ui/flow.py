"""The screen flow: which screen follows which. The only module that builds scenes, and the
owner of their stack (ui/screen_stack.py): push a screen over the one on show, pop back, or
replace it. A scene asks for the next screen by its name (`Scene.name`): `ctx.flow.push(
"options")`, `ctx.flow.replace("join")`, `ctx.flow.back()`; the flow's own methods below are the
screens that take more than a name (the gates of a match, the operator menu's PIN).

    title     Play ▸ join · Options ▸ options · Players and stats ▸ stats · Quit
              · Play online ▸ online ▸ host (▸ join) · join ▸ online_find (the nearby
              list) ▸ online_code (a code typed) ▸ net_table · watch ▸ online_code ▸ net_table
              (a cabinet left idle ▸ attract, any press ▸ title)
    join      Start ▸ table (through the gates of `start_match`) · Back ▸ title
    table     the match over ▸ initials (a cabinet's new high score) ▸ results;
              the pause menu's Quit ▸ title; closing the window ▸ "Quit the match?"
    results   Rematch ▸ table (same gates) · Change players ▸ join · Title screen ▸ title
    options   Players and stats ▸ stats · Button boards ▸ boards · Controls ▸ controls
              ▸ a device (its map) ▸ remap, and ▸ input test · Table ▸ table look (felt,
              cards, hand, text size: the guests' or a player's) · Back ▸ title
    anywhere  F1 (a menu, the table) ▸ help, over the screen · F9, the operator hold (▸ the
              PIN) or the service switch ▸ operator ▸ boards, its pages; back is one pop
    ladder    title ▸ daily ▸ ladder (a rung) ▸ table (the gates of `start_match`)
    daily     title ▸ daily (today's challenge, the streak) ▸ table (the gates of `start_match`)
    tutorial  title / Help ▸ "press any button" ▸ the lesson's table ▸ results
              (`speed play --tutorial` opens on it)
    `speed replay FILE` opens on the replay instead of the title.

A new screen: its module (a Scene with a `name`), and its import below.
"""
from game.i18n import _, ngettext
from game.ui.screen_stack import ScreenStack
from game.ui.scenes.base import Scene
from game.ui.scenes.title import TitleScene     # the first screen: the only one imported at start


def _load() -> None:
    """Every other screen (and what the flow builds them with), imported the first time the
    flow needs one: the title is on screen before they are read (issue 32). A new screen: its
    module, and its import here."""
    global OptionError, SeatInfo, InitialsScene, high_scores_due, ReplayScene, ResultsScene, \
        TableScene, TutorialIntro, DailyMode, LadderMode, TutorialMode
    if _loaded:
        return
    from game.engine.options import OptionError
    from game.session import SeatInfo
    from game.ui.scenes.initials import InitialsScene, high_scores_due
    from game.ui.scenes.replay import ReplayScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.table_scene import TableScene
    from game.ui.scenes.tutorial import TutorialIntro
    # Every other screen, reached by its name (`screens()`): a new one is one more line here.
    from game.ui.scenes.attract import AttractScene  # noqa: F401
    from game.ui.scenes.boards import BoardsScene  # noqa: F401
    from game.ui.scenes.confirm import ConfirmQuit  # noqa: F401
    from game.ui.scenes.controls import ControlsDeviceScene, ControlsScene  # noqa: F401
    from game.ui.scenes.controls_remap import RemapScene  # noqa: F401
    from game.ui.scenes.daily import DailyScene  # noqa: F401
    from game.ui.scenes.help import HelpScene  # noqa: F401
    from game.ui.scenes.input_test import InputTestScene  # noqa: F401
    from game.ui.scenes.join import JoinScene  # noqa: F401
    from game.ui.scenes.ladder import LadderScene  # noqa: F401
    from game.ui.scenes.net_table import NetTableScene  # noqa: F401
    from game.ui.scenes.online import OnlineScene  # noqa: F401
    from game.ui.scenes.online_code import OnlineCodeScene  # noqa: F401
    from game.ui.scenes.online_find import OnlineFindScene  # noqa: F401
    from game.ui.scenes.operator import OperatorScene  # noqa: F401
    from game.ui.scenes.operator_pin import PinScene  # noqa: F401
    from game.ui.scenes.options import OptionsScene  # noqa: F401
    from game.ui.scenes.stats_screen import StatsScene  # noqa: F401
    from game.ui.scenes.table_look import TableLookScene  # noqa: F401
    from game.ui.modes.daily import DailyMode
    from game.ui.modes.ladder import LadderMode
    from game.ui.modes.tutorial import TutorialMode
    _loaded.append(True)


_loaded: list = []


def screens() -> dict:
    """Every screen by its name: each Scene class that names itself (imported by `_load`)."""
    _load()
    found, todo = {}, list(Scene.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if "name" in vars(cls) and cls.name:
            if found.get(cls.name, cls) is not cls:
                raise ValueError(f"two screens named {cls.name!r}")
            found[cls.name] = cls
    return found


def renewed(thing, done: dict):
    """`thing` made again if it is a scene (the scenes it was made with first), where the
    player was on it carried over; else itself."""
    if not isinstance(thing, Scene) or id(thing) in done:
        return done.get(id(thing), thing)
    if not thing.renews:
        done[id(thing)] = thing
        return thing
    args, kwargs = thing.made_with
    scene = type(thing)(*[renewed(a, done) for a in args],
                        **{k: renewed(v, done) for k, v in kwargs.items()})
    scene.opened_ns = thing.opened_ns
    scene.carry_over(thing)
    done[id(thing)] = scene
    return scene


class Flow:
    def __init__(self, ctx):
        self.ctx = ctx
        self.stack = ScreenStack(ctx.show)

    def make(self, name: str, *args, **kwargs):
        """The screen named `name`, made with `args`."""
        try:
            kind = screens()[name]
        except KeyError:
            raise KeyError(f"no screen is named {name!r}") from None
        return kind(self.ctx, *args, **kwargs)

    def load_screens(self) -> None:
        """Read every other screen's module now (the app does, once the title is on show)."""
        _load()

    def opening(self):
        """The first screen: the title."""
        return TitleScene(self.ctx)

    def replay(self, header, steps, follow: str | None = None):
        """The first screen of `speed replay FILE [--follow]`: the record played back (a file
        being written: followed)."""
        _load()
        return ReplayScene(self.ctx, header, steps, follow)

    def tutorial_opening(self):
        """The first screen of `speed play --tutorial`."""
        _load()
        return TutorialIntro(self.ctx, self.ctx.settings["game", "variant"])

    # -- the stack -------------------------------------------------------------------------------
    def push(self, name: str, *args, **kwargs) -> None:
        """The screen `name` over the one on show, which it comes back to."""
        self.stack.push(self.make(name, *args, **kwargs))

    def replace(self, name: str, *args, **kwargs) -> None:
        """The screen `name` in place of the one on show (left for good)."""
        self.stack.replace(self.make(name, *args, **kwargs))

    def reset(self, name: str, *args, **kwargs) -> None:
        """The screen `name` alone: every other left."""
        self.stack.reset(self.make(name, *args, **kwargs))

    def back(self) -> None:
        """Back: the screen on show is left for the one under it (nothing under it: the
        title)."""
        if len(self.stack) > 1:
            self.stack.pop()
        else:
            self.title()

    def title(self) -> None:
        """Home: the title alone."""
        self.reset("title")

    def table(self):
        """The match in play on the stack (under help, a question, the operator menu), or
        None."""
        return self.stack.find(lambda scene: scene.is_table)

    def again(self) -> None:
        """Every screen on the stack made anew, as each was made (`Scene.made_with`): the
        language changed, and every word they built is built in it now. A scene with
        `renews = False` (a match in play, whose words are drawn from codes) stays itself."""
        done: dict = {}
        self.stack.remake(lambda scene: renewed(scene, done))

    # -- screens that take more than a name ------------------------------------------------------
    def tutorial_table(self, seats, variant: str) -> None:
        """The lesson's table for the seated player and the teacher, instead of its question."""
        _load()
        self.stack.replace(TableScene(self.ctx, seats, mode=TutorialMode(variant)))

    def daily_match(self, seat, challenge, player: str) -> None:
        """Today's match: the seated player against the day's opponent."""
        _load()
        o = challenge.opponent
        self.start_match([seat, SeatInfo(o.name, "bot", level=o.level)],
                         mode=DailyMode(challenge, player))

    def ladder_match(self, seat, opponent, variant: str, player: str) -> None:
        _load()
        self.start_match([seat, SeatInfo(opponent.name, "bot", level=opponent.level)],
                         mode=LadderMode(opponent, variant, player))

    def operator(self, service: bool = False) -> None:
        """The operator menu over whatever is on screen (a match in play is paused first).
        `service`: the service switch, which always opens it at once; the held gesture and F9
        do only with `[cabinet] operator_hold`, and through the operator PIN when one is set."""
        scene, settings = self.ctx.scene, self.ctx.settings
        if self.stack.find(lambda s: s.operator) is not None:
            return                                   # open already (or its PIN asked)
        if not service and not settings["cabinet", "operator_hold"]:
            return
        scene.pause()
        pin = settings["cabinet", "operator_pin"]
        if pin and not service:
            self.push("pin", pin, lambda: self.replace("operator"))
            return
        self.push("operator")

    # -- the match -------------------------------------------------------------------------------
    def start_match(self, seats, mode=None) -> bool:
        """Open a table for `seats` (SeatInfo list), or say why not; True when it opened.

        No match starts on a button board whose clock fit has not converged (its stamps would
        decide races wrongly), nor without a play's credits on a coin-op cabinet, nor on
        options that do not go together. Otherwise the credits are taken and the table opens."""
        _load()
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
        self.stack.replace(table)
        return True

    def after_match(self, table) -> None:
        """Initials for each new high score of a person (a cabinet), then the results, in the
        table's place."""
        self.stack.replace(self.after_match_scene(table))

    def after_match_scene(self, table):
        _load()
        due = high_scores_due(self.ctx, table)
        return InitialsScene(self.ctx, table, *due) if due else ResultsScene(self.ctx, table)
