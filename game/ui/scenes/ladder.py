"""The ladder screen: the named opponents from easy to master, each rung opened by beating the
one below, with the player's best time per rung, in the variant chosen on the title."""
from game.i18n import _, pgettext
from game.ladder import open_rungs, rungs, time_words
from game.store.db import reading
from game.store.ladder import best_times
from game.store.profiles import names
from game.levels import level_word
from game.ui.menu import Item, Menu
from game.ui.modes.seating import PressingDevice
from game.ui.scenes.base import MenuScene
from game.engine.variants import NAMES as VARIANT_NAMES



class LadderScene(PressingDevice, MenuScene):
    name = "ladder"

    def __init__(self, ctx, player: str = ""):
        self.variant = ctx.settings["game", "variant"]
        (players, self.best), problem = reading(
            lambda db: (names(db), best_times(db, player, self.variant)), ([], {}),
            _("The ladder could not be read"))
        if problem:
            ctx.say(problem, 6.0)
        self.players = [""] + [p for p in players if p]
        self.player = player if player in self.players else ""
        self.open = open_rungs(set(self.best))
        items = [Item(_("Player"), values=self.players, index=self.players.index(self.player),
                      on_change=lambda p: ctx.flow.replace("ladder", p),
                      show=lambda p: "<  {}  >".format(p or _("Guest")))]
        items += [self._rung(n, o) for n, o in enumerate(rungs())]
        items.append(Item(_("Back"), self.back))
        title = _("The ladder · {game}").format(game=VARIANT_NAMES[self.variant])
        super().__init__(ctx, Menu(title, items, _(
            "Beat each opponent to open the next rung (Left/Right on the title's Play: "
            "another game)")), self.back)
        self.menu.selected = min(self.open, len(items) - 2)     # the rung to climb next
        self.menu.counted = (1, len(items) - 1)                 # "1–5 of 9": the rungs

    def _rung(self, n: int, opponent) -> Item:
        best = self.best.get(opponent.name)
        state = _("best {time}").format(time=time_words(best)) if best is not None else \
            (pgettext("rung", "to beat") if n < self.open else pgettext("rung", "locked"))
        # TRANSLATORS: a rung: "3. Nora (medium, steady and patient): to beat".
        label = _("{n}. {name} ({level}, {temperament}): {state}").format(
            n=n + 1, name=opponent.name, level=level_word(opponent.level),
            temperament=_(opponent.temperament), state=state)
        return Item(label, lambda: self.play(n, opponent),
                    help=_("The device you press this with plays the match"))

    def play(self, n: int, opponent) -> None:
        if n >= self.open:
            self.ctx.say(_("Beat {name} first to open this rung").format(
                name=rungs()[self.open - 1].name))
            return
        seat = self.seat(self.player or _("You"), self.player)
        if seat is not None:
            self.ctx.flow.ladder_match(seat, opponent, self.variant, self.player)

    def back(self) -> None:
        self.ctx.flow.back()
