"""How to play: the rules in brief, and each kind of device drawn with its controls labelled
from the live bindings (a keyboard with both players' halves, a pad, an arcade panel): each
kind with a picture (game/input/kinds/, ui/devices/), in the registry's order."""
import pygame

from game.i18n import N_, _, decimal
from game.input.device_id import DeviceKind
from game.input.kinds import KINDS
from game.input.pad_family import XBOX
from game.ui.devices import picture_of
from game.ui.devices.parts import played_in
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, PANEL, WHITE
from game.ui.scenes.base import Overlay, Scene

# Each variant's rules in brief: one message, its lines broken where the screen breaks them
# (a translation breaks its own lines, as many as it needs).
RULES = {
    "speed": N_("Play a card one rank above or below a centre card (aces loop; same rank too,\n"
                "unless turned off). No turns: the faster hand lands first. Hands refill to 5.\n"
                "Nobody can play? Both press FLIP (or wait for the countdown). Out of cards?\n"
                "Hit SLAP to call \"Speed!\" before the window closes, or take a pile back."),
    "spit": N_("Move face-up stock cards onto either spit pile, one rank up or down.\n"
               "Stuck? Both press FLIP to spit. When a stock is cleared, SLAP the smaller pile."),
    "california": N_("Two or more face-up cards of one rank: cover them with your deck's "
                     "cards,\non your row or the other player's (aim at the top row to cover "
                     "theirs).\nCover with your last card to win."),
}

MISPLAY = N_("Misplay (a card that fits nowhere, or a SLAP with nothing to slap): your hand "
             "locks for {seconds} s. Look, then press.")
# California has no SLAP and no hand: a misplay is a cover where nothing matches.
MISPLAYS = {"california": N_("Misplay (covering a card that matches no other): your cards "
                             "lock for {seconds} s. Look, then press.")}


def rule_lines(variant: str) -> list[str]:
    """The variant's rules in brief, in the player's language, a line each."""
    return _(RULES[variant]).split("\n")


def misplay_lines(settings) -> list[str]:
    """The lockout rule in a player's words, when the match plays with it."""
    seconds = settings.rules_in_play().get("misplay_lockout_s", 0)
    shown = decimal(seconds, len(f"{seconds:g}".partition(".")[2]))
    words = MISPLAYS.get(settings["game", "variant"], MISPLAY)
    return [_(words).format(seconds=shown)] if seconds else []


def button(surface, text, label: str, unit: int, **where) -> pygame.Rect:
    """A boxed word a click acts on, placed by `where` (a pygame Rect position); its box."""
    shown = text.fit(label, unit, surface.get_width() // 3, WHITE, bold=True)
    box = shown.get_rect().inflate(unit, unit // 2)
    setattr(box, *next(iter(where.items())))
    pygame.draw.rect(surface, PANEL, box, border_radius=unit // 3)
    pygame.draw.rect(surface, GOLD, box, width=2, border_radius=unit // 3)
    surface.blit(shown, shown.get_rect(center=box.center))
    return box


class HelpScene(Overlay, Scene):
    name = "help"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.device = 0                   # the device whose picture is shown
        self.tabs = pygame.Rect(0, 0, 0, 0)
        self.back = pygame.Rect(0, 0, 0, 0)       # the buttons along the bottom, as drawn
        self.tutorial = pygame.Rect(0, 0, 0, 0)
        self.pictures: dict = {}
        self.drawn: dict = {}             # what each picture's draw returned, by its title
        self.family = None                # the pad family drawn (the last pad pressed)
        self.device = self._first_of(ctx.last_device)    # the device last used, shown first

    def _first_of(self, device: str) -> int:
        """The index of the first picture of `device`'s kind (0: none, or no device yet)."""
        kind = DeviceKind.of(device) if device else None
        n = 0
        for column_kind, pictures in self._columns():
            if column_kind is kind:
                return n
            n += len(pictures)
        return 0

    def on_press(self, press, action) -> None:
        if press is not None and DeviceKind.of(press.device) is DeviceKind.PAD:
            self.family = self.ctx.pad_family(press.device)
        if action in ("back", "confirm", "help"):
            self.ctx.flow.back()
        elif action in ("left", "right", "up", "down"):     # Down "scrolls": the next picture
            self.turn(-1 if action in ("left", "up") else 1)

    def turn(self, step: int) -> None:
        """The next device's picture."""
        self.device = (self.device + step) % max(1, sum(len(c[1]) for c in self._columns()))
        self.ctx.redraw()

    def on_pointer(self, p) -> None:
        """The mouse alone can leave: the wheel turns the pictures, a click on the tabs too,
        on "Learn to play" opens the tutorial, anywhere else (or a right click) goes back."""
        if p.kind == "wheel" and p.wheel[1]:
            self.turn(-1 if p.wheel[1] > 0 else 1)
        elif p.kind == "down" and p.button == 3:
            self.ctx.flow.back()
        elif p.kind == "down" and p.button == 1:
            self.on_mouse(p.pos, True)

    def on_mouse(self, pos, clicked: bool) -> None:
        if not clicked:
            return
        if self.tabs.collidepoint(pos):
            self.turn(-1 if pos[0] < self.tabs.centerx else 1)
        elif self.tutorial.collidepoint(pos):
            self.ctx.flow.push("tutorial", self.ctx.settings["game", "variant"])
        else:
            self.ctx.flow.back()

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("How to play"), wide=56, tall=34)
        settings = self.ctx.settings
        for line in rule_lines(settings["game", "variant"]) + misplay_lines(settings):
            shown = text.fit(line, unit, width - 4 * unit, WHITE)
            surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
            y += shown.get_height() + 2
        self.pictures = self._devices(surface, pygame.Rect(unit, y + unit, width - 2 * unit,
                                                           height - y - 4 * unit), unit)
        self._footer(surface, unit)

    def _footer(self, surface, unit: int) -> None:
        """A Back button (and Learn to play, when no match is under way) along the bottom,
        the hint between them in the words of the device last used."""
        width, height = surface.get_size()
        text, bottom = self.ctx.text, height - unit // 2
        self.back = button(surface, text, _("Back"), unit, bottomleft=(unit, bottom))
        self.tutorial = pygame.Rect(0, 0, 0, 0)
        if self.ctx.flow.table() is None:             # not over a match in play
            self.tutorial = button(surface, text, _("Learn to play"), unit,
                                   bottomright=(width - unit, bottom))
        room = (self.tutorial.left or width - unit) - self.back.right - 2 * unit
        hint = text.fit(self.hint(), unit, width - 2 * unit, DIM)
        if hint.get_width() <= room and hint.get_height() <= self.back.height:
            spot = hint.get_rect(center=((self.back.right + (self.tutorial.left or width - unit))
                                         // 2, self.back.centery))
        else:                              # a narrow window: on a line of its own above them
            spot = hint.get_rect(midbottom=(width // 2, self.back.top - unit // 4))
        surface.blit(hint, spot)

    def hint(self) -> str:
        """How to leave and turn the pictures, said for the device last pressed or clicked."""
        device = self.ctx.last_device
        kind = DeviceKind.of(device) if device else None
        said = kind.help_hint(self.ctx.pad_family(device)) if kind is not None else ""
        return said or DeviceKind.KEYBOARD.help_hint()

    def _devices(self, surface, area: pygame.Rect, unit: int) -> dict:
        """One device at a time, as large as the area allows, so that every key's label is
        readable (side by side, they were a few pixels high): the keyboard for two players,
        for one, a pad, an arcade panel, turned with Left/Right or a click on the tabs.
        Returns the picture's frame by its key."""
        pictures = [p for _share, column in self._columns() for p in column]
        area = self._device_tabs(surface, area, unit, [p[4] for p in pictures])
        key, title, chosen, draw, _tab = pictures[self.device % len(pictures)]
        return {key: self._picture(surface, area, title, chosen, draw, unit)}

    def _columns(self) -> list:
        """(kind, [(key, title, profiles, draw, tab)]) for each kind with a picture and a
        layout (`tab`: the title, shorter, for the row of tabs)."""
        profiles = list(self.ctx.devices.bindings.layouts.values())
        columns = []
        for kind in KINDS.values():
            picture = picture_of(kind)
            mine = [played_in(p, self.ctx.settings["game", "variant"]) for p in profiles
                    if p.device == kind.name]
            if picture is not None and mine:
                columns.append((kind, picture.help_pictures(mine, self._family())))
        return columns

    def _family(self) -> str:
        """The family of the pad last pressed, else of the first one plugged in, else Xbox."""
        if self.family:
            return self.family
        families = self.ctx.pad_families()
        return next(iter(families.values()), XBOX)

    def _picture(self, surface, frame: pygame.Rect, title: str, chosen, draw, unit: int):
        """One device framed and headed, drawn inside; returns the frame."""
        pygame.draw.rect(surface, PANEL, frame, border_radius=unit // 2)
        head = self.ctx.text.fit(title, unit, frame.width - unit, GOLD, bold=True)
        surface.blit(head, (frame.left + unit // 2, frame.top + unit // 3))
        inner = frame.inflate(-unit, -unit)
        inner.top += head.get_height()
        inner.height -= head.get_height()
        self.drawn[title] = draw(surface, self.ctx.text, inner, chosen, unit)
        return frame

    def _device_tabs(self, surface, area: pygame.Rect, unit: int, titles) -> pygame.Rect:
        """"◂ 1/3 Keyboard ▸" above the one picture shown; returns the area left below it."""
        n = self.device % len(titles)
        line = _("◂  {n}/{count}  {device}  ▸     Left/Right: next").format(
            n=n + 1, count=len(titles), device=titles[n])
        shown = self.ctx.text.fit(line, unit, area.width, GOLD, bold=True)
        self.tabs = surface.blit(shown, shown.get_rect(midtop=(area.centerx, area.top)))
        return pygame.Rect(area.left, self.tabs.bottom + unit // 2, area.width,
                           area.bottom - self.tabs.bottom - unit // 2)
