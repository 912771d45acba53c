"""California Speed on the table: two rows of layout piles, every open pile glowing.

Each keyboard player's card keys sit on the piles of the row they aim at (seat 0's at a pile's
foot, seat 1's at its head, each ringed in its seat's colour), and the aim key that brings them
to the other row sits at that row's end: a key names one pile, and the table shows which.

An open pile (its top belongs to a match) wears a glowing gold ring, drawn on the still table
and breathing a little each frame; a pile that opens pops a ring outward. A cover flies from
the seat's deck to the pile and turns face up on the way (_("DOUBLE!") when it matches the card
it covers, so the pile stays open); a new row is picked up into the decks and dealt again,
column by column; a deck shuffle is said in both seats' rows. The band shows the round and how
many piles are open; the plates show the cards left in each deck.
"""
import math

import pygame

from game.engine import events as ev
from game.engine import events_rounds as er
from game.i18n import _, ngettext, pgettext
from game.ui import animation as anim
from game.ui.palette import GOLD, TABLE_SEAT_COLOURS
from game.ui.table.layer import TableLayer
from game.ui.table.part import Part, RoundHud

OPEN = (255, 226, 60)       # the ring of an open pile
DEAL_STAGGER_S = 0.05
PICKUP_S = 0.3
POP_S = 0.45
BREATH_S = 1.2
AIM_KEYS = 5                # a seat's keys (SeatHints.keys): its 5 card keys, then its 2 aim keys
ROW_MARKS = ("▾", "▴")      # the bottom row (seat 0's), the top row (seat 1's)
ARROWS = {"LEFT": "←", "RIGHT": "→", "UP": "↑", "DOWN": "↓"}


def aimed_row(seat: int, hint) -> int:
    """The row a seat's keys (or its ring) cover now: its aim, else its own row."""
    return hint.aim if hint.aim in (0, 1) else seat


def open_glow(art, width: int, margin: int) -> pygame.Surface:
    """A soft gold halo `margin` px round a card with a solid ring hugging its edge; the card
    itself stays clear. Centre it on the card."""
    cw, ch = art.size(width)
    glow = pygame.Surface((cw + 2 * margin, ch + 2 * margin), pygame.SRCALPHA)
    glow.fill((*OPEN, 0))
    radius = round(width * 0.075)
    pygame.draw.rect(glow, (*OPEN, 210), glow.get_rect().inflate(-margin, -margin),
                     border_radius=radius + margin // 2)
    glow = pygame.transform.gaussian_blur(glow, max(1, margin // 3))
    hole = pygame.Rect(margin, margin, cw, ch)
    pygame.draw.rect(glow, (*OPEN, 0), hole, border_radius=radius)
    ring = max(2, round(width * 0.035))
    pygame.draw.rect(glow, (*OPEN, 255), hole.inflate(2 * ring, 2 * ring), ring,
                     border_radius=radius + ring)
    return glow.convert_alpha() if pygame.display.get_surface() else glow


class CaliforniaHud(RoundHud):
    """California's plates (cards left in the deck) and band (round, open piles)."""

    def _status(self, game, game_ms: float):
        if game.over:
            return self._over(game)
        count = sum(game.open)
        if not count:
            return ("", GOLD, None) if game.round == 0 else (_("No match: new row"), GOLD, None)
        return ngettext("{n} pile open: cover!", "{n} piles open: cover!",
                        count).format(n=count), GOLD, None


class CaliforniaLayer(TableLayer):
    """California's still table: decks, plates and the layout piles with their rings."""

    def _regions(self) -> list:
        out, lay = [], self.layout
        self.glow = open_glow(self.images.art, self.images.w, self.pad - 1)
        for seat in lay.seats:
            s = seat.seat
            out.append(self._stack_region([(seat.draw, seat.draw_count, "decks", s)]))
            out.append((pygame.Rect(seat.plate), self._plate_key(s), self._draw_plate(s)))
        for i in range(len(lay.centres)):
            out.append((self._around([lay.centres[i]]), self._layout_key(i),
                        self._draw_layout_pile(i)))
        return out

    def cursors(self, hints) -> dict:
        """Pile → seats whose cursor is on it (a column in the aimed row, else their own)."""
        columns, out = self.layout.extra["columns"], {}
        for seat, hint in hints.items():
            if hint.cursor is not None and 0 <= hint.cursor < columns:
                out.setdefault(aimed_row(seat, hint) * columns + hint.cursor, []).append(seat)
        return out

    def _layout_key(self, i: int):
        def key(game, frame):
            pile, shown = game.table[i], len(game.table[i]) - frame.in_flight.get(i, 0)
            return (pile[shown - 1] if shown > 0 else None, game.open[i] and shown == len(pile),
                    tuple(self.cursors(frame.hints).get(i, ())), self._key_labels(i, frame.hints))
        return key

    def _key_labels(self, i: int, hints) -> tuple:
        """(seat, key, where) for each keyboard seat with a key for pile `i`: the column key
        of a seat aiming at its row ("foot"/"head": at the pile's foot for seat 0, its head for
        seat 1), and on the first (seat 0) or last (seat 1) pile of the row a seat does not aim
        at, the aim key that brings its keys there ("side")."""
        columns = self.layout.extra["columns"]
        row, column = divmod(i, columns)
        found = []
        for seat, hint in sorted(hints.items()):
            keys = hint.keys if hint.cursor is None else ()
            if len(keys) < columns or seat > 1:
                continue
            if aimed_row(seat, hint) == row:
                if keys[column]:
                    found.append((seat, keys[column], "head" if seat else "foot"))
            elif column == (columns - 1 if seat else 0) and len(keys) >= AIM_KEYS + 2:
                aim = keys[AIM_KEYS + row]
                if aim:
                    found.append((seat, f"{ARROWS.get(aim, aim)} {ROW_MARKS[row]}", "side"))
        return tuple(found)

    def _draw_layout_pile(self, i: int):
        rect = self.layout.centres[i]

        def draw(surface, game, frame):
            pile, shown = game.table[i], len(game.table[i]) - frame.in_flight.get(i, 0)
            if shown > 0:
                lift = self.images.lift
                surface.blit(self.images.card(pile[shown - 1]), (rect.x - lift, rect.y - lift))
            if game.open[i] and shown == len(pile):
                surface.blit(self.glow, self.glow.get_rect(center=rect.center))
            for seat in self.cursors(frame.hints).get(i, ()):
                ring = self.images.art.highlight(self.images.w, TABLE_SEAT_COLOURS[seat])
                surface.blit(ring, ring.get_rect(center=rect.center))
            for seat, label, where in self._key_labels(i, frame.hints):
                self._seat_cap(surface, rect, seat, label, where)
        return draw

    def _seat_cap(self, surface, rect, seat: int, label: str, where: str) -> None:
        """A key cap ringed in its seat's colour, at the pile's foot, head or side."""
        cap = self._keycap(label)
        at = {"foot": dict(midbottom=(rect.centerx, rect.bottom - 2)),
              "head": dict(midtop=(rect.centerx, rect.top + 2)),
              "side": dict(midleft=(rect.left + 2, rect.centery)) if seat == 0 else
              dict(midright=(rect.right - 2, rect.centery))}[where]
        box = surface.blit(cap, cap.get_rect(**at))
        pygame.draw.rect(surface, TABLE_SEAT_COLOURS[seat], box, max(2, self.images.w // 40),
                         border_radius=box.height // 4)


class CaliforniaPart(Part):
    """California's events on a TableView (see the module docstring)."""
    HUD, LAYER = CaliforniaHud, CaliforniaLayer
    HANDLERS = {er.Covered: "_covered", er.Opened: "_opened", er.Redealt: "_redealt",
                er.DecksShuffled: "_shuffled", ev.Rejected: "_rejected"}

    def __init__(self, view):
        super().__init__(view)
        self.reset(None)

    def reset(self, game) -> None:
        self._pops: list[tuple[int, float]] = []
        self._settled = 0.0                  # when the last dealt card lands
        self._filled: list[bool] = []
        if game is not None:
            self.prepare(game)
            self.update(game, 0.0)

    def prepare(self, game) -> None:
        """Lay the rows out for the game's `layout` option (4 or 5 piles a row)."""
        columns = game.rules.layout
        if self.layout.extra.get("columns") != columns:
            self.view.layout_options = {"columns": columns}
            self.view.resize(self.view.size)

    def update(self, game, now: float) -> None:
        self._filled = [bool(pile) for pile in game.table]
        self._pops = [(p, start) for p, start in self._pops if now < start + POP_S]

    def _deck(self, seat: int):
        return self.layout.seats[seat].draw

    def _seat_of(self, pile: int) -> int:
        return pile // self.layout.extra["columns"]

    # -- events ------------------------------------------------------------------------------
    def _covered(self, e, now, _rebuilt) -> None:
        """The deck's top flies onto the pile, turning face up; a close race shows its margin."""
        self.fly(e.card, self._deck(e.seat), self.layout.centres[e.pile], now, anim.SLIDE_S * 1.3,
                 False, True, ("pile", e.pile), "land")
        if e.double:
            self.pile_banner(("double", e.pile), _("DOUBLE!"), e.pile, now)
        race = self.view.races.played(e.t, e.seat, e.pile)
        if race:
            self.view._race_banner(race.first, race.margin_ms, e.pile, now, e.seat, e.t)

    def _opened(self, e, now, _rebuilt) -> None:
        """Newly open piles pop a ring outward once their cards have landed."""
        start = max(now, self._settled)
        self._pops += [(pile, start) for pile in e.piles]
        self.view._play("flip")

    def _redealt(self, e, now, _rebuilt) -> None:
        """Each side is picked up into its deck, then a new row is dealt column by column."""
        columns = self.layout.extra["columns"]
        delay = 0.0
        for seat, count in enumerate(e.picked):
            piles = [seat * columns + j for j in range(columns)]
            for k, pile in enumerate(p for p in piles if p < len(self._filled) and
                                     self._filled[p] and count):
                self.fly(None, self.layout.centres[pile], self._deck(seat), now + k * 0.03,
                         PICKUP_S, False, False)
                delay = PICKUP_S + 0.1
        for pile, card in zip(e.piles, e.cards):
            start = now + delay + (pile % columns) * DEAL_STAGGER_S
            self.fly(card, self._deck(self._seat_of(pile)), self.layout.centres[pile], start,
                     anim.REFILL_S, False, True, ("pile", pile))
        self._settled = now + delay + (columns - 1) * DEAL_STAGGER_S + anim.REFILL_S
        if e.round <= 1:
            self.announce(pgettext("the call", "GO!"), now, 0.9)
            self.view._play("go")
        else:
            self.announce(_("Round {n}: new row").format(n=e.round), now,
                          self._settled - now + 0.4)
            self.view._play("slide")

    def _shuffled(self, e, now, _rebuilt) -> None:
        for seat in e.seats:
            self.say(seat, _("3 rows without a cover: deck shuffled"), now)
        self.view._play("flip")

    def _rejected(self, e, now, rebuilt) -> None:
        """The reason in the seat's row; the deck's top nudges toward the pile, flashing red."""
        self.view._rejected(e, now, rebuilt)
        target = (self.layout.centres[e.pile] if isinstance(e.pile, int) and
                  0 <= e.pile < len(self.layout.centres) else None)
        if e.code != "locked" and 0 <= e.seat < len(self.layout.seats):
            self.view.anim.shake(anim.RejectShake(None, self._deck(e.seat), target, now))

    # -- over the still table ----------------------------------------------------------------
    def draw_over(self, surface, game, now: float, o) -> None:
        """Open piles breathe (a brighter halo comes and goes); new ones pop a ring outward."""
        glow = self._breath()
        level = int(110 * (0.5 + 0.5 * math.sin(now * 2 * math.pi / BREATH_S)))
        busy = self.view.anim.hidden()[1]
        if level > 8:
            glow.set_alpha(level)
            for i, is_open in enumerate(game.open):
                if is_open and not busy.get(i):
                    rect = self.layout.centres[i].move(o)
                    surface.blit(glow, glow.get_rect(center=rect.center))
        for pile, start in self._pops:
            if now >= start:
                self._pop(surface, self.layout.centres[pile].move(o), (now - start) / POP_S)

    def overlay_rects(self, o) -> list:
        """The glow and the pop rings stay within a card width around each pile."""
        grow = self.layout.card_w
        return [rect.inflate(grow, grow).move(o) for rect in self.layout.centres]

    def _breath(self) -> pygame.Surface:
        """A copy of the layer's glow for the breathing overlay (its surface alpha changes
        every frame, so the layer's own glow is left alone)."""
        glow = self.view.layer.glow
        if getattr(self, "_breath_of", None) is not glow:
            self._breath_of, self._breath_image = glow, glow.copy()
        return self._breath_image

    def _pop(self, surface, rect, p: float) -> None:
        """A gold ring growing out of a pile's edge and fading."""
        grow = int(self.layout.card_w * 0.35 * anim.ease_out_cubic(p))
        outer = rect.inflate(2 * grow + 8, 2 * grow + 8)
        ring = pygame.Surface(outer.size, pygame.SRCALPHA)
        width = max(2, self.layout.card_w // 30)
        pygame.draw.rect(ring, (*OPEN, int(230 * (1.0 - p))), ring.get_rect().inflate(-8, -8),
                         width, border_radius=self.layout.card_w // 10 + grow)
        surface.blit(ring, outer)
