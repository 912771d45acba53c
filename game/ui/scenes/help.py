"""How to play: the rules in brief and every profile's keys and buttons, from the live bindings."""
from game.input.actions import ACTIONS
from game.ui.effects import GOLD, WHITE
from game.ui.menu import DIM, draw_page
from game.ui.scenes.base import Scene

RULES = {
    "speed": ["Play a card one rank above or below a centre card (aces loop; same rank too,",
              "unless turned off). No turns: the faster hand lands first. Hands refill to 5.",
              "Nobody can play? Both press FLIP (or wait for the countdown). Out of cards?",
              "Hit SLAP to call \"Speed!\" before the window closes, or take a pile back."],
    "spit": ["Move face-up stock cards onto either spit pile, one rank up or down.",
             "Stuck? Both press FLIP to spit. When a stock is cleared, SLAP the smaller pile."],
    "california": ["Two or more face-up cards of one rank: cover them with your deck's cards.",
                   "Cover with your last card to win."],
}
NAMES = {"slot1": "card 1", "slot2": "card 2", "slot3": "card 3", "slot4": "card 4",
         "slot5": "card 5", "aim_left": "aim left", "aim_right": "aim right",
         "play_left": "play left", "play_right": "play right", "hit": "flip / Speed!"}


class HelpScene(Scene):
    def __init__(self, app, previous):
        super().__init__(app)
        self.previous = previous

    def on_press(self, press, action) -> None:
        if action in ("back", "confirm", "help"):
            self.app.switch(self.previous)

    def animating(self) -> bool:
        return False

    def on_resize(self, size) -> None:
        resize = getattr(self.previous, "on_resize", None)
        if resize:
            resize(size)

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.app.text
        unit, y = draw_page(surface, text, "How to play", wide=56, tall=34)
        for line in RULES[self.app.settings["game", "variant"]]:
            shown = text.fit(line, unit, width - 4 * unit, WHITE)
            surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
            y += shown.get_height() + 2
        profiles = list(self.app.hub.bindings.profiles.values())
        column = (width - 2 * unit) // max(1, len(profiles))
        for i, profile in enumerate(profiles):
            self._profile(surface, profile, unit + i * column, y + unit, column - unit, unit)
        hint = text.render("Esc, Enter or F1: back    F11: fullscreen    F2: sound on/off",
                           unit, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, height - unit)))

    def _profile(self, surface, profile, x: int, y: int, width: int, unit: int) -> None:
        text = self.app.text
        head = text.fit(profile.label or profile.name, unit, width, GOLD, bold=True)
        surface.blit(head, (x, y))
        y += head.get_height() + unit // 2
        for action in ACTIONS:
            controls = profile.actions.get(action)
            if controls:
                line = f"{NAMES.get(action, action)}: {', '.join(c.upper() for c in controls)}"
                shown = text.fit(line, int(unit * 0.9), width, WHITE)
                surface.blit(shown, (x, y))
                y += shown.get_height() + 2
