"""A game driven into a table view: the one way the table, attract mode and the replay viewer
show a game. A view sized to the screen, with the context's card art and sound, reset for each
new game, fed the game's events as they come, drawn at the game's own clock (never before 0).

Also the rule options a session of the chosen variant is given (the table's and the demo's).
"""
from game.engine.options import CALIFORNIA, SPEED, SPIT
from game.ui.look import guests_table
from game.ui.table.view import TableView

VARIANT_OPTIONS = {"speed": SPEED, "spit": SPIT, "california": CALIFORNIA}


def rule_options(settings) -> dict:
    """The rule options (the game's defaults and the player's choices) that belong to the
    chosen variant."""
    variant = settings["game", "variant"]
    return {k: v for k, v in settings.rules_in_play().items() if k in VARIANT_OPTIONS[variant]}


class GameView:
    """Mixin for a scene (with `self.ctx`) that shows a game in `self.view`."""
    view: TableView | None = None

    def open_view(self, variant: str, names: list[str], look=None, bottom: int = 0) -> None:
        """A table view for a game of `variant` between `names`, the size of the screen, with
        `look` (ui/look.py: felt, cards, hands, text size; None: the guests'), seat `bottom`
        drawn at the bottom where it can be (ui/table/turned.py)."""
        look = look or guests_table(self.ctx.settings)
        art = look.art(self.ctx.art, self.ctx.settings["display", "four_colour"])
        self.view = TableView(self.ctx.screen_size(), len(names), variant, art,
                              self.ctx.sound, names, felt=look.felt_colour,
                              mirrored=look.mirrored, text_size=look.choices["text_size"],
                              bottom=bottom)
        self.ctx.devices.piles_drawn(self.view.layout.end_piles())

    def show_game(self, game) -> None:
        """A new game is dealt: the view starts from it."""
        self.view.reset(game)

    def show_events(self, events, now_s: float) -> None:
        """The game's events, animated from `now_s`."""
        if events:
            self.view.on_events(events, now_s)

    def draw_game(self, surface, game, now_s: float, game_ms: float, **extra) -> list | None:
        """The table for `game` at game time `game_ms`; the rectangles that changed."""
        return self.view.draw(surface, game, now_s, max(game_ms, 0.0), **extra)

    def invalidate(self) -> None:
        """Something else drew over the table: draw all of it next time."""
        self.view.invalidate()

    def on_resize(self, size) -> None:
        self.view.resize(size)

    def message_area(self):
        """Where the game's one-line messages go: the table's notice row (table/slots.py)."""
        return self.view.slots["notice"] if self.view is not None else None
