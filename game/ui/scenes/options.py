"""Options: variant, rule options of that variant, bots, deck colours, sound, frame rate."""
from game.config import save_settings
from game.engine import options as rule_options
from game.ui.cards.art import CardArt
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene

SPEC = rule_options.SPEED | rule_options.SPIT | rule_options.CALIFORNIA
VARIANT_OPTIONS = {"speed": rule_options.SPEED, "spit": rule_options.SPIT,
                   "california": rule_options.CALIFORNIA}
RULE_CHOICES = {
    "same_rank": [True, False], "jokers": [False, True], "deal": ["standard", "mcleod"],
    "verbal_win": ["finisher", "race", "off"], "call_window_s": [1.5, 2.0, 3.0, 5.0],
    "auto_flip_s": [None, 1.5, 3.0, 5.0], "games_to_win": [1, 2, 3], "stalemate_limit": [2, 3, 5],
    "decks": [None, 1, 2], "stack_own": [False, True], "scoring": ["standard", "points"],
    "target": [50, 100, 150], "slap_window_s": [2.0, 3.0, 5.0], "max_rounds": [20, 50, 100],
    "layout": [4, 5],
}
LABELS = {
    "same_rank": "Same rank may be played", "jokers": "Jokers", "deal": "Deal",
    "verbal_win": '"Speed!" call', "call_window_s": "Call window", "auto_flip_s": "Auto flip",
    "games_to_win": "Games to win the match", "stalemate_limit": "Rebuilds before a draw",
    "decks": "Decks (4 players)", "stack_own": "Stack on own stock", "scoring": "Scoring",
    "target": "Points target", "slap_window_s": "Slap window", "max_rounds": "Round limit",
    "layout": "Piles per player",
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
}


def show(value) -> str:
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value is None:
        return "never"
    return f"{value:g} s" if isinstance(value, float) else str(value)


class OptionsScene(MenuScene):
    def __init__(self, app):
        super().__init__(app, Menu("Options", []), on_back=self.back)
        self.build()

    def build(self) -> None:
        s = self.app.settings
        variant = s["game", "variant"]
        items = [self._setting("Game", ("game", "variant"), ["speed", "spit", "california"],
                               rebuild=True)]
        items += [self._rule(name) for name in VARIANT_OPTIONS[variant] if name in RULE_CHOICES]
        items += [
            self._setting("Computer players", ("game", "bot_level"),
                          ["easy", "medium", "hard", "expert"]),
            self._setting("Four-colour deck", ("display", "four_colour"), [False, True],
                          after=self._recolour),
            self._setting("Volume", ("sound", "volume"), [i / 10 for i in range(11)],
                          after=lambda v: self.app.sound.set_volume(v),
                          display=lambda v: f"{round(v * 100)}%"),
            self._setting("Sound", ("sound", "muted"), [False, True],
                          after=lambda v: self.app.sound.muted != v and
                          self.app.sound.toggle_mute(), display=lambda v: "off" if v else "on"),
            self._setting("Frames per second", ("display", "fps"), [60, 120, 144],
                          after=lambda v: setattr(self.app, "frame_s", 1.0 / v)),
            self._present_item(),
            Item("Button boards", self.boards, help="Serial button boards: sync, lost "
                 "lines, a live view of the buttons."),
            Item("Back", self.back),
        ]
        selected = self.menu.selected
        self.menu = Menu("Options", items)
        self.menu.selected = min(selected, len(items) - 1)

    def _setting(self, label, key, values, rebuild=False, after=None, display=show) -> Item:
        current = self.app.settings[key]
        index = values.index(current) if current in values else 0

        def change(value):
            self.app.settings[key] = value
            if after:
                after(value)
            if rebuild:
                self.build()
        return Item(label, values=values, index=index, on_change=change, show=display)

    def _rule(self, name: str) -> Item:
        rules = self.app.settings.rules
        default = SPEC[name][0]
        values = RULE_CHOICES[name]
        current = rules.get(name, default)
        index = values.index(current) if current in values else 0

        def change(value):
            if value == default:
                rules.pop(name, None)
            else:
                rules[name] = value
        display = (lambda v: "by players" if v is None else str(v)) if name == "decks" else show
        return Item(LABELS[name], values=values, index=index, on_change=change, show=display,
                    help=HELP.get(name, ""))

    def _present_item(self) -> Item:
        """How frames reach the screen: the path in use (what auto measured in the help line);
        a forced path applies from the next start."""
        in_use = self.app.present_path
        item = self._setting("Display path", ("display", "present"),
                             ["auto", "software", "accelerated", "renderer"],
                             display=lambda v: f"{v}: {in_use}" if v == "auto" else
                             (v if v == in_use else f"{v} (next start)"))
        item.help = self.app.choice.describe()
        return item

    def _recolour(self, four_colour: bool) -> None:
        self.app.art = CardArt(four_colour=four_colour)

    def boards(self) -> None:
        from game.ui.scenes.boards import BoardsScene
        self.app.switch(BoardsScene(self.app, self))

    def back(self) -> None:
        try:
            save_settings(self.app.settings)
        except OSError as error:
            self.app.say(f"Could not save settings: {error}")
        from game.ui.scenes.title import TitleScene
        self.app.switch(TitleScene(self.app))
