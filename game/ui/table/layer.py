"""The table minus what moves: felt, face-down stacks, centre piles, hands, plates, rings.

Kept on one offscreen surface and updated by dirty regions: every region (a seat's hand row,
its stacks, its plate, a centre pile) has a key of what it shows; when a key changes, the
background is restored under that region and every region touching it is redrawn, clipped to
it. The screen still gets a full redraw each frame (one opaque blit of this layer, then what
moves), but a new card in a hand costs one small region, not the whole table.
"""
from typing import NamedTuple

import pygame

from game.engine import cards
from game.i18n import current
from game.ui.columns import widened
from game.ui.table.dim import dim
from game.ui.palette import TABLE_DIM, TABLE_SEAT_COLOURS


class Frame(NamedTuple):
    """What the still table shows this frame besides the game itself."""
    hidden: set                 # ("hand", seat, card) of the cards being animated out of a hand
    in_flight: dict             # centre pile index → cards on their way to it
    hints: dict                 # seat → its SeatHints (cursor, aim, key labels)
    match_wins: list | None     # seat → matches won, for the plates' pips
    dims: tuple = ()            # rects dimmed on the still table (a locked hand: lockout.py)


class CardImages:
    """Card images with their shadow baked in (one blit per card), cached for one card width.
    Only these are kept: the art's bare faces at this width are not (`keep=False`), they
    would be a second copy of every card (~3 MB at 1080p)."""

    def __init__(self, art, width: int):
        self.art, self.w = art, width
        self.lift = art.shadow_margin(width)
        self.step = max(1, width // 50)
        self._cache: dict = {}
        self._back = None                  # the bare back, for the stacks of every depth

    def card(self, card) -> pygame.Surface:
        """A face-up card (None: a back); blit it `lift` px up-left of the card's corner."""
        key = card % cards.DECK_SIZE if card is not None else None
        image = self._cache.get(key)
        if image is None:
            face = self.art.face(card, self.w, keep=False) if card is not None else self.back()
            image = self._cache[key] = self._compose([face], 0)
        return image

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = self.art.back(self.w, keep=False)
        return self._back

    def stack(self, depth: int) -> pygame.Surface:
        """`depth` + 1 backs, each `step` px down-right of the one under it."""
        image = self._cache.get(("stack", depth))
        if image is None:
            image = self._cache[("stack", depth)] = self._compose(
                [self.back()] * (depth + 1), self.step)
        return image

    def _compose(self, layers: list, step: int) -> pygame.Surface:
        m, depth = self.lift, (len(layers) - 1) * step
        w, h = layers[0].get_size()
        dx, dy = self.w // 30, self.w // 20
        out = pygame.Surface((w + 2 * m + dx + depth, h + 2 * m + dy + depth), pygame.SRCALPHA)
        out.blit(self.art.shadow(self.w), (dx + depth, dy + depth))
        for k, layer in enumerate(layers):
            out.blit(layer, (m + k * step, m + k * step))
        return out.convert_alpha() if pygame.display.get_surface() else out

    def warm(self) -> None:
        """Render every face of a deck, the back and the stacks now, not mid-game."""
        for card in range(52):
            self.card(card)
        for depth in range(4):
            self.stack(depth)


class TableLayer:
    """The still table on one surface, redrawn region by region (see the module docstring)."""

    def __init__(self, layout, images: CardImages, hud, background: pygame.Surface, text):
        self.layout, self.images, self.hud, self.text = layout, images, hud, text
        self.surface = background.copy()
        lift, ring = images.lift, images.art.highlight_margin(images.w)
        self.pad = max(lift + images.w // 20, lift + 3 * images.step, ring) + 1  # ink outside
        self.regions = [(widened(rect), key, draw) for rect, key, draw in self._regions()]
        self.bare = self._bare_pieces(background)       # (whole columns: columns.py)
        self.keys: list = [None] * len(self.regions)
        self.changed: list[pygame.Rect] = []
        self._keycaps: dict[str, pygame.Surface] = {}
        self._caps: list = []                   # (cap, rect) drawn in the region being drawn
        self._dims: tuple = ()
        self._language = current()              # the words drawn were in (a switch: redraw)

    def _regions(self) -> list:
        """(rect, key function, draw function) for every part of the still table."""
        out, lay = [], self.layout
        for seat in lay.seats:
            s = seat.seat
            out.append((self._around(seat.hand), self._hand_key(s), self._draw_hand(s)))
            stacks = [(seat.draw, seat.draw_count, "draws", s)]
            if seat.side is not None:
                stacks.append((seat.side, seat.side_count, "sides", s))
            out.append(self._stack_region(stacks))
            out.append((pygame.Rect(seat.plate), self._plate_key(s), self._draw_plate(s)))
        if len(lay.seats) == 2:
            for i, (side, count) in enumerate(zip(lay.sides, lay.side_counts)):
                out.append(self._stack_region([(side, count, "sides", i)]))
        for i, rect in enumerate(lay.centres):
            out.append((self._around([rect]), self._pile_key(i), self._draw_pile(i)))
        return out

    def _bare_pieces(self, background: pygame.Surface) -> list:
        """The bare table under each region, (piece, where): all of the background a region
        is ever put back from, without keeping a whole window-sized copy of it."""
        pieces = []
        for rect, _, _ in self.regions:
            inside = rect.clip(background.get_rect())
            pieces.append((background.subsurface(inside).copy(), inside.topleft))
        return pieces

    def _around(self, rects: list) -> pygame.Rect:
        return rects[0].unionall(rects[1:]).inflate(2 * self.pad, 2 * self.pad)

    def invalidate(self) -> None:
        self.keys = [None] * len(self.regions)

    def update(self, game, frame) -> pygame.Surface:
        """Redraw the regions whose keys changed for this `frame`. Returns the layer surface."""
        surface = self.surface
        self.changed = []
        if self._language != current():
            self._language = current()
            self.invalidate()
        dims = tuple(frame.dims)
        if dims != self._dims:                 # a lockout began or ended: redraw under it
            moved = [r for r in dims if r not in self._dims] + \
                [r for r in self._dims if r not in dims]
            self.keys = [None if rect.collidelist(moved) >= 0 else key
                         for (rect, _, _), key in zip(self.regions, self.keys)]
            self._dims = dims
        for i, (rect, key_of, _) in enumerate(self.regions):
            key = key_of(game, frame)
            if key != self.keys[i]:
                self.keys[i] = key
                self.changed.append(rect)
                surface.set_clip(rect)
                surface.blit(*self.bare[i])
                self._caps = []
                for other, _, draw in self.regions:
                    if other.colliderect(rect):
                        draw(surface, game, frame)
                for dimmed in dims:            # once per pixel: the region was bare felt
                    if dimmed.colliderect(rect):
                        dim(surface, dimmed.clip(rect))
                for cap, at in self._caps:     # a locked hand's keys still read clearly
                    if at.collidelist(dims) >= 0:
                        surface.blit(cap, at)
                surface.set_clip(None)
        return surface

    # -- hands -------------------------------------------------------------------------------
    def _hand_key(self, s: int):
        def key(game, frame):
            hidden, hints = frame.hidden, frame.hints
            hand = game.hands[s]
            hint = hints.get(s)
            return (tuple(hand), tuple(("hand", s, c) in hidden for c in hand),
                    hint.cursor if hint else None, hint.keys if hint else ())
        return key

    def _draw_hand(self, s: int):
        slots = self.layout.seats[s].hand

        def draw(surface, game, frame):
            hidden, hints = frame.hidden, frame.hints
            lift = self.images.lift
            for i, card in enumerate(game.hands[s][:len(slots)]):
                if ("hand", s, card) not in hidden:
                    surface.blit(self.images.card(card), (slots[i].x - lift, slots[i].y - lift))
            hint = hints.get(s)
            if hint is not None and hint.cursor is not None and 0 <= hint.cursor < len(slots):
                ring = self.images.art.highlight(self.images.w, TABLE_SEAT_COLOURS[s])
                surface.blit(ring, ring.get_rect(center=slots[hint.cursor].center))
            for slot, label in zip(slots, hint.keys if hint else ()):
                if not label:
                    continue                   # a slot with no key bound
                self.put_cap(surface, label, slot)
        return draw

    def put_cap(self, surface, label: str, slot: pygame.Rect) -> None:
        """`label`'s key cap at the foot of `slot`, noted to be drawn again over a dim."""
        cap, at = self.cap_at(label, slot)
        surface.blit(cap, at)
        self._caps.append((cap, at))

    def cap_at(self, label: str, slot: pygame.Rect) -> tuple:
        """`label`'s key cap and where it sits: at the foot of `slot`."""
        cap = self._keycap(label)
        return cap, cap.get_rect(midbottom=(slot.centerx, slot.bottom - 2))

    def _keycap(self, label: str) -> pygame.Surface:
        """A small dark key cap with the key's name, to sit at the foot of a hand slot (opaque:
        the card under it never shows between its letters)."""
        cap = self._keycaps.get(label)
        if cap is None:
            size = max(14, self.images.w * 2 // 7)
            text = self.text.render(label, size, (250, 250, 245), True)
            if len(label) == 1 and not label.isalnum():     # , . / ; are a few pixels: enlarge
                mark = self.text.render(label, int(size * 2.2), (250, 250, 245), True)
                text = mark.subsurface(mark.get_bounding_rect()).copy()
            line = self.text.font(size, True).get_height()      # a line of the cap's text
            cap = pygame.Surface((max(text.get_width() + size // 2, size + size // 3),
                                  max(line, text.get_height()) + size // 5), pygame.SRCALPHA)
            pygame.draw.rect(cap, (20, 30, 25, 255), cap.get_rect(), border_radius=size // 4)
            cap.blit(text, text.get_rect(center=cap.get_rect().center))
            self._keycaps[label] = cap
        return cap

    # -- face-down stacks --------------------------------------------------------------------
    def _stack_region(self, stacks: list):
        rect = self._around([r for pile, count, _, _ in stacks for r in (pile, count)])

        def key(game, frame):
            return tuple(len(getattr(game, kind)[i]) for _, _, kind, i in stacks)

        def draw(surface, game, frame):
            for pile, count, kind, i in stacks:
                self._stack(surface, getattr(game, kind)[i], pile, count)
        return rect, key, draw

    def _stack(self, surface, pile: list, rect, count_rect) -> None:
        """A face-down pile with a little depth, its count under it."""
        if pile:
            image = self.images.stack(min(3, (len(pile) + 4) // 5))
            extra = image.get_width() - self.images.card(None).get_width()
            lift = self.images.lift + extra
            surface.blit(image, (rect.x - lift, rect.y - lift))
        label = self.text.render(str(len(pile)), int(count_rect.height * 0.95), TABLE_DIM, True)
        surface.blit(label, label.get_rect(center=count_rect.center))

    # -- plates and centre piles -------------------------------------------------------------
    def _plate_key(self, s: int):
        def key(game, frame):
            return self.hud.plate_key(game, s, frame.match_wins, frame.hints.get(s))
        return key

    def _draw_plate(self, s: int):
        def draw(surface, game, frame):
            self.hud.draw_plate(surface, game, s, frame.match_wins, frame.hints.get(s), (0, 0))
        return draw

    def _pile_key(self, i: int):
        def key(game, frame):
            pile, shown = game.centres[i], len(game.centres[i]) - frame.in_flight.get(i, 0)
            aims = tuple(s for s, h in frame.hints.items() if h.aim == i)
            return (pile[shown - 1] if shown > 0 else None, aims)
        return key

    def _draw_pile(self, i: int):
        rect = self.layout.centres[i]

        def draw(surface, game, frame):
            pile, shown = game.centres[i], len(game.centres[i]) - frame.in_flight.get(i, 0)
            if shown > 0:
                lift = self.images.lift
                surface.blit(self.images.card(pile[shown - 1]), (rect.x - lift, rect.y - lift))
            for seat, hint in frame.hints.items():
                if hint.aim == i:
                    ring = self.images.art.highlight(self.images.w, TABLE_SEAT_COLOURS[seat])
                    surface.blit(ring, ring.get_rect(center=rect.center))
        return draw
