"""Options in pages that fit the window: the game and its rules, players, look, sound.

Adding an option is one line in ENTRIES (its page and how its item is made)."""
from game.config import RULE_DEFAULTS, save_settings
from game.engine.variants import NAMES as VARIANT_NAMES, VARIANTS
from game.i18n import LANGUAGES, N_, _, choose, decimal, from_environment, pgettext
from game.language import CHOICES as LANGUAGE_CHOICES, speak
from game.ui.cards.art import CardArt
from game.bots import LEVELS as BOT_LEVELS
from game.levels import level_word
from game.ui.menu import Item, Menu
from game.ui.pages import draw_paged
from game.ui.scenes.base import MenuScene
from game.ui.scenes.game_view import VARIANT_OPTIONS

SPEC = {name: spec for options in VARIANT_OPTIONS.values() for name, spec in options.items()}
RULE_CHOICES = {
    "same_rank": [True, False], "jokers": [False, True], "deal": ["standard", "mcleod"],
    "verbal_win": ["finisher", "race", "off"], "call_window_s": [1.5, 2.0, 3.0, 5.0],
    "auto_flip_s": [None, 1.5, 3.0, 5.0], "games_to_win": [1, 2, 3], "stalemate_limit": [2, 3, 5],
    "decks": [None, 1, 2], "stack_own": [False, True], "scoring": ["standard", "points"],
    "target": [50, 100, 150], "slap_window_s": [2.0, 3.0, 5.0], "max_rounds": [20, 50, 100],
    "layout": [4, 5], "misplay_lockout_s": [0.0, 0.3, 0.5, 1.0],
    "misplay_lockout_max_s": [None, 2.0, 4.0, 8.0], "misplay_memory_s": [1.0, 2.0, 3.0, 5.0],
    "stall_s": [None, 3.0, 4.0, 6.0, 10.0],
}
LABELS = {
    "same_rank": N_("Same rank may be played"), "jokers": N_("Jokers"), "deal": N_("Deal"),
    "verbal_win": N_('"Speed!" call'), "call_window_s": N_("Call window"),
    "auto_flip_s": N_("Auto flip"), "games_to_win": N_("Games to win the match"),
    "stalemate_limit": N_("Rebuilds before a draw"), "decks": N_("Decks (4 players)"),
    "stack_own": N_("Stack on own stock"), "scoring": N_("Scoring"),
    "target": N_("Points target"), "slap_window_s": N_("Slap window"),
    "max_rounds": N_("Round limit"), "layout": N_("Piles per player"),
    "misplay_lockout_s": N_("Misplay lockout"),
    "misplay_lockout_max_s": N_("Lockout grows up to"), "misplay_memory_s": N_("Lockout memory"),
    "stall_s": N_("Stalled table"),
}

HELP = {
    "same_rank": N_("Off: the classic game, only one rank up or down."),
    "auto_flip_s": N_("When nobody can play, the piles flip by themselves after this long."),
    "stalemate_limit": N_("Endless stalemate: after this many rebuilds the fewest cards wins."),
    "verbal_win": N_("finisher: the one out of cards must slap in time; race: anyone may; "
                     "off: no call."),
    "call_window_s": N_("How long the player out of cards has to call \"Speed!\"."),
    "games_to_win": N_("2 is the classic best two out of three."),
    "jokers": N_("Two wild jokers per deck, dealt into the draw piles."),
    "deal": N_("McLeod: each player flips from their own spit cards."),
    "decks": N_("Four players use two decks unless you choose one."),
    "stack_own": N_("Spit: a stock card may go onto your own stock card of the same rank."),
    "scoring": N_("points: a series of rounds; every card you still hold counts against you."),
    "target": N_("Points: the game ends when someone reaches this many."),
    "slap_window_s": N_("Spit: how long the slower player has to slap."),
    "max_rounds": N_("A game that lasts this many rounds goes to the fewest cards."),
    "layout": N_("California: piles each player lays out (the seed text says 4 or 5)."),
    "misplay_lockout_s": N_("A card sent where it does not fit, or a false slap, locks your "
                            "hand this long."),
    "misplay_lockout_max_s": N_("Each misplay soon after a lockout locks twice as long, up to "
                                "this."),
    "misplay_memory_s": N_("A misplay this soon after a lockout ends counts as one more in a "
                           "row."),
    "stall_s": N_("When nobody has played for this long, anyone may flip or spit."),
}
# What each game is, in a line, under the Game row.
GAMES = {"speed": N_("Speed: play cards one up or down on the middle piles, no turns; out of "
                     "cards first, call \"Speed!\"."),
         "spit": N_("Spit: empty your stock piles onto the two spit piles; slap the smaller "
                    "one when a round ends."),
         "california": N_("California Speed: cover cards of the same rank with your own deck; "
                          "out of cards first wins.")}
DISPLAY = {"decks": lambda v: pgettext("decks", "by players") if v is None else str(v),
           "misplay_lockout_s": lambda v: seconds(v) if v else pgettext("setting", "off"),
           "misplay_lockout_max_s": lambda v: pgettext("setting", "off") if v is None else
           seconds(v)}


def seconds(value: float) -> str:
    """"1.5 s" ("1,5 s" where the language writes a decimal comma), "2 s"."""
    digits = len(f"{value:g}".partition(".")[2])
    return _("{seconds} s").format(seconds=decimal(value, digits))


def value_words(value: str) -> str:
    """A rule's named value as the screen shows it (the settings keep the English code)."""
    words = {"standard": pgettext("rule", "standard"), "mcleod": pgettext("deal", "mcleod"),
             "finisher": pgettext("call", "finisher"), "race": pgettext("call", "race"),
             "off": pgettext("setting", "off"), "points": pgettext("scoring", "points")}
    return words.get(value, value)


def show(value) -> str:
    if value is True:
        return pgettext("setting", "on")
    if value is False:
        return pgettext("setting", "off")
    if value is None:
        return pgettext("auto flip", "never")
    if isinstance(value, float):
        return seconds(value)
    return value_words(value) if isinstance(value, str) else str(value)


def online_hold_words(hold_ns: int | None, margin_ms: float) -> str:
    """"Online hold: 48 ms (the slowest link's delay p99 + 3 ms)", or not measured yet."""
    if hold_ns is None:
        return _("Online hold: not measured yet (no machine has answered)")
    return _("Online hold: {ms} ms (the slowest link's delay p99 + {margin} ms)").format(
        ms=decimal(hold_ns / 1e6, 0), margin=decimal(margin_ms, 0))


def on_off(on: bool) -> str:
    return pgettext("setting", "on") if on else pgettext("setting", "off")


PAGE_SIZE = 7         # entries a page holds at most: a longer page is split in two
PERCENT = lambda v: _("{percent}%").format(percent=round(v * 100))          # noqa: E731
PATHS = {"auto": N_("auto"), "software": N_("software"), "accelerated": N_("accelerated"),
         "renderer": N_("renderer")}
# The options, one line an entry: the page it is on, and what makes its menu item(s) from the
# options scene `o`. Pages show in the order they first appear. Page names are N_() (shown
# translated by `paginate`); labels are made when the page is built: _().
ENTRIES = [
    (N_("Rules"), lambda o: o._setting(_("Game"), ("game", "variant"), list(VARIANTS),
                                       rebuild=True, display=VARIANT_NAMES.get,
                                       help=_(GAMES[o.variant]))),
    (N_("Rules"), lambda o: [o._rule(n) for n in VARIANT_OPTIONS[o.variant]
                             if n in RULE_CHOICES]),
    (N_("Players"), lambda o: o._setting(_("Computer players"), ("game", "bot_level"),
                                         list(BOT_LEVELS), display=level_word)),
    (N_("Players"), lambda o: o._setting(_("Hints for beginners"), ("game", "hints"),
                                         [False, True], help=_(
        "On: a card you could play glows after a few still seconds, and a line by a stuck "
        "hand says which card fits. Off: neither."))),
    (N_("Players"), lambda o: Item(_("Players and stats"), o.stats)),
    (N_("Players"), lambda o: Item(_("Controls"), lambda: o.ctx.flow.push("controls"), help=_(
        "See and change any key, button or panel; test every input live."))),
    (N_("Players"), lambda o: Item(_("Button boards"), o.boards, help=_(
        "Serial button boards: sync, lost lines, a live view of the buttons."))),
    (N_("Players"), lambda o: o._online_hold_item()),
    (N_("Look"), lambda o: o._language_item()),
    (N_("Look"), lambda o: o._setting(_("Four-colour deck"), ("display", "four_colour"),
                                      [False, True], after=o._recolour)),
    (N_("Look"), lambda o: Item(_("Table"), lambda: o.ctx.flow.push("table_look"), help=_(
        "Felt, card backs and faces, left-handed, text size: for guests or each player."))),
    (N_("Look"), lambda o: o._setting(_("Frames per second"), ("display", "fps"),
                                      [60, 120, 144], after=o.ctx.set_fps)),
    (N_("Look"), lambda o: o._present_item()),
    (N_("Sound"), lambda o: o._setting(_("Volume"), ("sound", "volume"),
                                       [i / 10 for i in range(11)],
                                       after=o.ctx.sound.set_volume, display=PERCENT)),
    (N_("Sound"), lambda o: o._setting(pgettext("setting", "Sound"), ("sound", "muted"),
                                       [False, True], after=o._mute,
                                       display=lambda v: on_off(not v))),
    (N_("Sound"), lambda o: o._setting(_("Pad rumble"), ("sound", "rumble"), [True, False],
                                       display=on_off)),
]


def paginate(entries) -> dict[str, list]:
    """Page name (as shown, in the player's language) → its items, pages longer than
    PAGE_SIZE split ("Rules 1/2", "Rules 2/2")."""
    grouped: dict[str, list] = {}
    for page, items in entries:
        grouped.setdefault(page, []).extend(items if isinstance(items, list) else [items])
    pages = {}
    for page, items in grouped.items():
        parts = [items[i:i + PAGE_SIZE] for i in range(0, len(items), PAGE_SIZE)]
        for n, part in enumerate(parts, start=1):
            # TRANSLATORS: a page of options split in two: "Rules 1/2".
            pages[_(page) if len(parts) == 1 else _("{page} {n}/{count}").format(
                page=_(page), n=n, count=len(parts))] = part
    return pages


class OptionsScene(MenuScene):
    name = "options"

    def __init__(self, ctx):
        super().__init__(ctx, Menu(_("Options"), []), on_back=self.back, remember="options")
        self.page = ctx.cursors.get("options page", 0)       # where the last visit left off
        self.layout: dict = {}
        self.build()
        self.menu.selected = ctx.cursors.get("options", 1)   # or the first entry, not the tabs
        self.menu.selected = min(self.menu.selected, len(self.menu.items) - 1)

    @property
    def variant(self) -> str:
        return self.ctx.settings["game", "variant"]

    def build(self) -> None:
        """Every page's items from ENTRIES; the menu shows the current page."""
        self.pages = paginate((page, make(self)) for page, make in ENTRIES)
        self.page = min(self.page, len(self.pages) - 1)
        self.show_page(self.page)

    def show_page(self, page: int) -> None:
        names = list(self.pages)
        tabs = Item(_("Page"), values=names, index=page, on_change=self.turn, show=str,
                    help=_("Left/Right: the next page of options"))
        selected = self.menu.selected
        self.page = self.ctx.cursors["options page"] = page
        self.menu = Menu(_("Options"), [tabs] + self.pages[names[page]] + [Item(_("Back"),
                                                                               self.back)])
        self.menu.selected = min(selected, len(self.menu.items) - 1)

    def turn(self, name: str) -> None:
        self.show_page(list(self.pages).index(name))

    def find(self, label: str) -> Item:
        """Go to the page holding the entry `label` and return it."""
        for n, items in enumerate(self.pages.values()):
            for item in items:
                if item.label == label:
                    self.show_page(n)
                    return item
        raise KeyError(label)

    def draw(self, surface, now_s: float) -> None:
        self.layout = draw_paged(surface, self.ctx.text, self.menu, list(self.pages), self.page)

    def stats(self) -> None:
        self.ctx.flow.push("stats")

    def _mute(self, muted: bool) -> None:
        if self.ctx.sound.muted != muted:
            self.ctx.sound.toggle_mute()

    def _setting(self, label, key, values, rebuild=False, after=None, display=show,
                 help="") -> Item:
        current = self.ctx.settings[key]
        index = values.index(current) if current in values else 0

        def change(value):
            self.ctx.settings[key] = value
            if after:
                after(value)
            if rebuild:
                self.build()
        return Item(label, values=values, index=index, on_change=change, show=display, help=help)

    def _rule(self, name: str) -> Item:
        rules = self.ctx.settings.rules
        default = RULE_DEFAULTS.get(name, SPEC[name][0])
        values = RULE_CHOICES[name]
        current = rules.get(name, default)
        index = values.index(current) if current in values else 0

        def change(value):
            if value == default:
                rules.pop(name, None)
            else:
                rules[name] = value
        display = DISPLAY.get(name, show)
        return Item(_(LABELS[name]), values=values, index=index, on_change=change, show=display,
                    help=_(HELP[name]) if name in HELP else "")

    def _present_item(self) -> Item:
        """How frames reach the screen: the path in use (what auto measured in the help line);
        a forced path applies from the next start."""
        in_use = self.ctx.present_path
        def display(path: str) -> str:
            shown = _(PATHS.get(path, path))
            if path == "auto":
                # TRANSLATORS: the display path "auto" and the one it chose: "Automatic
                # (software)".
                return _("Automatic ({path})").format(path=_(PATHS.get(in_use, in_use)))
            return shown if path == in_use else _("{path} (next start)").format(path=shown)
        item = self._setting(_("Display path"), ("display", "present"), list(PATHS),
                             display=display)
        item.help = self.ctx.present_words()
        return item

    def _language_item(self) -> Item:
        """Each language named in itself; a change applies at once (the app makes the screen
        again in it: App.language_changed) and is saved with the other options."""
        def named(code: str) -> str:
            if code == "auto":
                found = LANGUAGES[from_environment()]
                return _("Automatic: {language}").format(language=found)
            return LANGUAGES[code]
        item = self._setting(_("Language"), ("game", "language"), list(LANGUAGE_CHOICES),
                             after=lambda code: speak(choose(code), self.ctx.say),
                             display=named)
        item.help = _("Automatic: the language of your computer's settings")
        return item

    def _online_hold_item(self) -> list:
        """While this game hosts players on other machines, a line (read only) with how far
        the engine waits for their presses; none otherwise."""
        network = self.ctx.devices.network()
        if network is None:
            return []
        return [Item(online_hold_words(network.hold_ns(), network.margin_ms), help=_(
            "The table applies every press in the order it was made, so it waits as long as "
            "the slowest link's presses take to arrive."))]

    def boards(self) -> None:
        self.ctx.flow.push("boards")

    def _recolour(self, _changed) -> None:
        self.ctx.art = CardArt(four_colour=self.ctx.settings["display", "four_colour"],
                               back=self.ctx.settings["display", "card_back"],
                               face=self.ctx.settings["display", "card_face"])

    def back(self) -> None:
        try:
            save_settings(self.ctx.settings)
        except OSError as error:
            self.ctx.say(_("Could not save settings: {error}").format(error=error))
        self.ctx.flow.back()
