"""Options → Table: the felt, the card back and face, the hand and the text size, for the
guests (the settings) or for one named player (kept in the SQLite file, store/looks.py).

The tabs are whose table it is: "Guests" and every remembered player (Left/Right on them, or a
click); the rows are the choices. A change applies at once: the guests' to the settings (and
the text size to every screen), a player's to their row in the file (one write each), and this
screen is drawn in the text size being chosen. Every device moves it (ui/menu_input.py).
"""
import pygame

from game.config import save_settings
from game.i18n import N_, _
from game.store.profiles import load_names
from game.ui import look
from game.ui.menu import Item, Menu
from game.ui.pages import draw_paged
from game.ui.scenes.base import MenuScene
from game.ui.text import TextCache, set_text_size

LABELS = {"felt": N_("Felt"), "card_back": N_("Card backs"), "card_face": N_("Card faces"),
          "hand": N_("Handedness"), "text_size": N_("Text size")}
HELP = {"felt": N_("The colour of the table's cloth."),
        "card_back": N_("The pattern on the back of the cards."),
        "card_face": N_("High visibility: a big rank and suit in the corners, a thick edge."),
        "hand": N_("Left-handed: your draw pile and slap pad on the left, your name on the "
                   "right."),
        "text_size": N_("Every text on every screen, larger.")}
WHOSE_HELP = N_("Left/Right: the guests' table, or a named player's own.")


class TableLookScene(MenuScene):
    name = "table_look"

    def __init__(self, ctx, player: str = ""):
        super().__init__(ctx, Menu("", []), on_back=self.back)
        names, problem = load_names()
        if problem:
            ctx.say(problem)
        self.players = [""] + names             # "": the guests
        self.player = player if player in self.players else ""
        self.layout: dict = {}
        self.show(self.player)

    def choices(self) -> dict:
        """The choices shown: the guests' settings, or the player's own (else the guests')."""
        guests = look.guests_look(self.ctx.settings)
        if not self.player:
            return guests
        own, problem = look.load_look(self.player, self.ctx.settings)
        if problem:
            self.ctx.say(problem)
        return own or guests

    def show(self, player: str) -> None:
        selected = self.menu.selected
        self.player = player
        self.current = self.choices()
        tabs = Item(_("Whose table"), values=self.players, index=self.players.index(player),
                    on_change=self.show, show=lambda p: p or _("Guests"), help=_(WHOSE_HELP))
        rows = [self._row(key) for key in look.KEYS]
        self.menu = Menu(_("Table"), [tabs] + rows + [Item(_("Back"), self.back)])
        self.menu.selected = min(max(selected, 0), len(self.menu.items) - 1)
        self.text = TextCache(text_size=self.current["text_size"])

    def _row(self, key: str) -> Item:
        words = look.WORDS[key]
        values = look.CHOICES[key]
        return Item(_(LABELS[key]), values=values, index=values.index(self.current[key]),
                    on_change=lambda value: self.choose(key, value),
                    show=lambda value: _(words[value]), help=_(HELP[key]))

    def choose(self, key: str, value) -> None:
        """One choice changed: kept at once (the settings or the player's row)."""
        self.current = dict(self.current, **{key: value})
        if self.player:
            problem = look.save_look(self.player, self.current)
            if problem:
                self.ctx.say(problem)
        else:
            self.ctx.settings["display", key] = value
            if key == "text_size":
                set_text_size(value)
            self.ctx.art = look.guests_table(self.ctx.settings).art(
                self.ctx.art, self.ctx.settings["display", "four_colour"])
        self.show(self.player)            # the rows as kept now (read back from where they went)
        self.ctx.redraw()

    def draw(self, surface, now_s: float) -> None:
        whose = _("{name}'s table").format(name=self.player) if self.player else \
            _("The guests' table")
        self.layout = draw_paged(surface, self.text, self.menu, [whose], 0)
        self.layout["preview"] = self.preview(surface, self.layout["panel"].bottom,
                                              self.layout["notes"])

    def preview(self, surface, top: int, bottom: int):
        """The choices on a patch of felt between the rows and the notes: two faces and a
        back (None where there is no room for cards of a readable size)."""
        room = bottom - top
        card_h = int(room * 0.7)
        if card_h < 40:
            return None
        width = max(8, int(card_h / 1.4))
        chosen = look.SeatedLook(self.current, ())
        self.preview_art = chosen.art(getattr(self, "preview_art", None) or self.ctx.art,
                                      self.ctx.settings["display", "four_colour"])
        art = self.preview_art
        cards = [art.face(19, width), art.face(12, width), art.back(width)]
        patch = pygame.Rect(0, 0, width * 4, card_h + room // 6)
        patch.center = (surface.get_width() // 2, top + room // 2)
        pygame.draw.rect(surface, chosen.felt_colour, patch, border_radius=max(4, width // 8))
        for n, image in enumerate(cards):
            surface.blit(image, image.get_rect(center=(patch.left + width * (n + 0.5) * 4 // 3,
                                                       patch.centery)))
        return patch

    def back(self) -> None:
        try:
            save_settings(self.ctx.settings)
        except OSError as error:
            self.ctx.say(_("Could not save settings: {error}").format(error=error))
        self.ctx.flow.back()
