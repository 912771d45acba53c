"""Options in pages that fit the window: the game and its rules, players, look, sound.

Adding an option is one line in ENTRIES (its page and how its item is made)."""
from game.config import RULE_DEFAULTS, save_settings
from game.engine.variants import VARIANTS
from game.ui.cards.art import CardArt
from game.bots import LEVELS as BOT_LEVELS
from game.i18n import _
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
}
LABELS = {
    "same_rank": "Same rank may be played", "jokers": "Jokers", "deal": "Deal",
    "verbal_win": '"Speed!" call', "call_window_s": "Call window", "auto_flip_s": "Auto flip",
    "games_to_win": "Games to win the match", "stalemate_limit": "Rebuilds before a draw",
    "decks": "Decks (4 players)", "stack_own": "Stack on own stock", "scoring": "Scoring",
    "target": "Points target", "slap_window_s": "Slap window", "max_rounds": "Round limit",
    "layout": "Piles per player", "misplay_lockout_s": "Misplay lockout",
}

HELP = {
    "same_rank": "Off: the classic game, only one rank up or down.",
    "auto_flip_s": "When nobody can play, the piles flip by themselves after this long.",
    "stalemate_limit": "Endless stalemate: after this many rebuilds the fewest cards wins.",
    "verbal_win": "finisher: the one out of cards must slap in time; race: anyone may; off: "
                  "no call.",
    "call_window_s": "How long the player out of cards has to call \"Speed!\".",
    "games_to_win": "2 is the classic best two out of three.",
    "jokers": "Two wild jokers per deck, dealt into the draw piles.",
    "deal": "McLeod: each player flips from their own spit cards.",
    "decks": "Four players use two decks unless you choose one.",
    "stack_own": "Spit: a stock card may go onto your own stock card of the same rank.",
    "scoring": "points: a series of rounds; every card you still hold counts against you.",
    "target": "Points: the game ends when someone reaches this many.",
    "slap_window_s": "Spit: how long the slower player has to slap.",
    "max_rounds": "A game that lasts this many rounds goes to the fewest cards.",
    "layout": "California: piles each player lays out (the seed text says 4 or 5).",
    "misplay_lockout_s": "A card sent where it does not fit, or a false slap, locks your "
                         "hand this long.",
}
DISPLAY = {"decks": lambda v: "by players" if v is None else str(v),
           "misplay_lockout_s": lambda v: f"{v:g} s" if v else "off"}


def show(value) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value is None:
        return "never"
    return f"{value:g} s" if isinstance(value, float) else str(value)


PAGE_SIZE = 7         # entries a page holds at most: a longer page is split in two
PERCENT = lambda v: f"{round(v * 100)}%"                                    # noqa: E731
# The options, one line an entry: the page it is on, and what makes its menu item(s) from the
# options scene `o`. Pages show in the order they first appear.
ENTRIES = [
    ("Rules", lambda o: o._setting("Game", ("game", "variant"), list(VARIANTS),
                                      rebuild=True)),
    ("Rules", lambda o: [o._rule(n) for n in VARIANT_OPTIONS[o.variant] if n in RULE_CHOICES]),
    ("Players", lambda o: o._setting("Computer players", ("game", "bot_level"),
                                     list(BOT_LEVELS))),
    ("Players", lambda o: o._setting("Hints for beginners", ("game", "hints"), [False, True])),
    ("Players", lambda o: Item("Players and stats", o.stats)),
    ("Players", lambda o: Item("Controls", lambda: o.ctx.flow.controls(o), help="See and "
                               "change any key, button or panel; test every input live.")),
    ("Players", lambda o: Item("Button boards", o.boards, help="Serial button boards: sync, "
                               "lost lines, a live view of the buttons.")),
    ("Look", lambda o: o._setting("Four-colour deck", ("display", "four_colour"),
                                  [False, True], after=o._recolour)),
    ("Look", lambda o: Item(_("Table"), lambda: o.ctx.flow.table_look(o), help=_(
        "Felt, card backs and faces, left-handed, text size: for guests or each player."))),
    ("Look", lambda o: o._setting("Frames per second", ("display", "fps"), [60, 120, 144],
                                  after=o.ctx.set_fps)),
    ("Look", lambda o: o._present_item()),
    ("Sound", lambda o: o._setting("Volume", ("sound", "volume"), [i / 10 for i in range(11)],
                                   after=o.ctx.sound.set_volume, display=PERCENT)),
    ("Sound", lambda o: o._setting("Sound", ("sound", "muted"), [False, True],
                                   after=o._mute, display=lambda v: "off" if v else "on")),
    ("Sound", lambda o: o._setting("Pad rumble", ("sound", "rumble"), [True, False],
                                   display=lambda v: "on" if v else "off")),
]


def paginate(entries) -> dict[str, list]:
    """Page name → its items, pages longer than PAGE_SIZE split ("Rules 1/2", "Rules 2/2")."""
    grouped: dict[str, list] = {}
    for page, items in entries:
        grouped.setdefault(page, []).extend(items if isinstance(items, list) else [items])
    pages = {}
    for page, items in grouped.items():
        parts = [items[i:i + PAGE_SIZE] for i in range(0, len(items), PAGE_SIZE)]
        for n, part in enumerate(parts, start=1):
            pages[page if len(parts) == 1 else f"{page} {n}/{len(parts)}"] = part
    return pages


class OptionsScene(MenuScene):
    def __init__(self, ctx):
        super().__init__(ctx, Menu("Options", []), on_back=self.back, remember="options")
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
        tabs = Item("Page", values=names, index=page, on_change=self.turn, show=str,
                    help="Left/Right: the next page of options")
        selected = self.menu.selected
        self.page = self.ctx.cursors["options page"] = page
        self.menu = Menu("Options", [tabs] + self.pages[names[page]] + [Item("Back",
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
        self.ctx.flow.stats(back_to=self)

    def _mute(self, muted: bool) -> None:
        if self.ctx.sound.muted != muted:
            self.ctx.sound.toggle_mute()

    def _setting(self, label, key, values, rebuild=False, after=None, display=show) -> Item:
        current = self.ctx.settings[key]
        index = values.index(current) if current in values else 0

        def change(value):
            self.ctx.settings[key] = value
            if after:
                after(value)
            if rebuild:
                self.build()
        return Item(label, values=values, index=index, on_change=change, show=display)

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
        return Item(LABELS[name], values=values, index=index, on_change=change, show=display,
                    help=HELP.get(name, ""))

    def _present_item(self) -> Item:
        """How frames reach the screen: the path in use (what auto measured in the help line);
        a forced path applies from the next start."""
        in_use = self.ctx.present_path
        item = self._setting("Display path", ("display", "present"),
                             ["auto", "software", "accelerated", "renderer"],
                             display=lambda v: f"{v}: {in_use}" if v == "auto" else
                             (v if v == in_use else f"{v} (next start)"))
        item.help = self.ctx.present_words()
        return item

    def boards(self) -> None:
        self.ctx.flow.boards(self)

    def _recolour(self, _changed) -> None:
        self.ctx.art = CardArt(four_colour=self.ctx.settings["display", "four_colour"],
                               back=self.ctx.settings["display", "card_back"],
                               face=self.ctx.settings["display", "card_face"])

    def back(self) -> None:
        try:
            save_settings(self.ctx.settings)
        except OSError as error:
            self.ctx.say(f"Could not save settings: {error}")
        self.ctx.flow.title()
