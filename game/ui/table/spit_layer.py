"""Spit's still table: stock positions with the cards under each top peeking out, the spit
cards, the spit piles with their counts and slap tags, and the plates (see layer.py for
how regions are kept and redrawn).

A stock position draws its pile from the deepest visible card up: up to PEEK_LAYERS cards under
the top show as a stagger toward the seat (down for the bottom seat, up for the top seat),
face down or, with `stack_own`, face up; then the top card, then the pile's count. Hidden keys:
("stock", seat, pos) hides a position's top (a card on its way there), ("deal", seat, pos) the
whole position (a new round being dealt).
"""
import pygame

from game.i18n import _, ngettext
from game.ui.palette import TABLE_DIM, TABLE_SEAT_COLOURS
from game.ui.table.layout import PEEK_LAYERS
from game.ui.table.layer import TableLayer

COUNT_SPREAD = 16     # tenths of a pile's width a pile's count may spread over, on one line


class SpitLayer(TableLayer):
    """The still table of Spit."""

    def _regions(self) -> list:
        out, lay = [], self.layout
        for seat in lay.seats:
            s = seat.seat
            out += [self._stock_region(s, pos) for pos in range(len(seat.hand))]
            out.append(self._stack_region([(seat.draw, seat.draw_count, "spits", s)]))
            out.append((pygame.Rect(seat.plate), self._plate_key(s), self._draw_plate(s)))
        for i in range(len(lay.centres)):
            out.append(self._spit_pile_region(i))
        return out

    # -- stock positions ---------------------------------------------------------------------
    def _stock_region(self, s: int, pos: int):
        card = self.layout.seats[s].hand[pos]
        peek = self.layout.extra["peeks"][s][pos]
        count = self.layout.extra["stock_counts"][s][pos]
        rect = self._around([card, peek, count])

        def key(game, frame):
            hidden, hints = frame.hidden, frame.hints
            hint = hints.get(s)
            return (tuple(game.stocks[s][pos]), game.up[s][pos], ("stock", s, pos) in hidden,
                    ("deal", s, pos) in hidden, hint is not None and hint.cursor == pos,
                    hint.keys[pos:pos + 1] if hint else ())

        def draw(surface, game, frame):
            hidden, hints = frame.hidden, frame.hints
            if ("deal", s, pos) not in hidden:
                self._stock_pile(surface, game, s, pos, ("stock", s, pos) in hidden)
            hint = hints.get(s)
            if hint is not None and hint.cursor == pos:
                ring = self.images.art.highlight(self.images.w, TABLE_SEAT_COLOURS[s])
                surface.blit(ring, ring.get_rect(center=card.center))
            for label in hint.keys[pos:pos + 1] if hint else ():
                if not label:
                    continue
                self.put_cap(surface, label, card)
        return rect, key, draw

    def _stock_pile(self, surface, game, s: int, pos: int, top_hidden: bool) -> None:
        """The cards under the top as a stagger, the top card, the count."""
        pile, up = game.stocks[s][pos], game.up[s][pos]
        card = self.layout.seats[s].hand[pos]
        peek = self.layout.extra["peeks"][s][pos]
        step = peek.height // PEEK_LAYERS * (1 if peek.top >= card.bottom else -1)
        lift, n = self.images.lift, len(pile)
        layers = min(n - 1, PEEK_LAYERS)
        for k in range(layers, 0, -1):
            index = n - 1 - k
            image = self.images.card(pile[index] if index >= n - up else None)
            surface.blit(image, (card.x - lift, card.y + k * step - lift))
        if pile and not top_hidden:
            surface.blit(self.images.card(pile[-1]), (card.x - lift, card.y - lift))
        if pile:                      # the count right past the stagger, toward the seat
            count = self.layout.extra["stock_counts"][s][pos]
            label = self.text.render(str(n), int(count.height * 0.95), TABLE_DIM, True)
            edge = card.bottom if step > 0 else card.top
            y = edge + layers * step + (count.height // 2) * (1 if step > 0 else -1)
            surface.blit(label, label.get_rect(center=(count.centerx, y)))

    # -- spit piles --------------------------------------------------------------------------
    def _spit_pile_region(self, i: int):
        pile_rect = self.layout.centres[i]
        count = self._count_room(self.layout.extra["centre_counts"][i])
        rect = self._around([pile_rect, count])

        def shown(game, frame) -> int:
            return len(game.centres[i]) - frame.in_flight.get(i, 0)

        def key(game, frame):
            n = shown(game, frame)
            aims = tuple(s for s, h in frame.hints.items() if h.aim == i)
            slaps = tuple(s for s, p in enumerate(game.slaps) if p == i)
            return (game.centres[i][n - 1] if n > 0 else None, n, aims, slaps,
                    game.in_play[i] or not game.round, tuple(self.hud.names))

        def draw(surface, game, frame):
            n = shown(game, frame)
            if n > 0:
                lift = self.images.lift
                image = self.images.card(game.centres[i][n - 1])
                surface.blit(image, (pile_rect.x - lift, pile_rect.y - lift))
            self._pile_count(surface, game, i, n, count)
            for seat, hint in frame.hints.items():
                if hint.aim == i:
                    ring = self.images.art.highlight(self.images.w, TABLE_SEAT_COLOURS[seat])
                    surface.blit(ring, ring.get_rect(center=pile_rect.center))
            self._slap_tags(surface, game, i, pile_rect)
        return rect, key, draw

    def _count_room(self, count: pygame.Rect) -> pygame.Rect:
        """Where a spit pile's count may be drawn: its row under the pile, spread sideways to
        COUNT_SPREAD or to the widest count at the window's floor, and as tall as its line (at
        a larger text size the line is taller than the row: it goes down, off the card)."""
        floor = self.text.font(self.text.floor(True), True)
        widest = max(floor.size(words)[0] for words in (_count_words(88, False),
                                                        _count_words(0, True))) + 2
        room = count.inflate(max(count.width * COUNT_SPREAD // 10, widest) - count.width, 0)
        size = self.text.readable(int(count.height * 0.9), True)       # as _pile_count draws
        room.height = max(room.height, self.text.font(size, True).get_height())
        return room

    def _pile_count(self, surface, game, i: int, n: int, room) -> None:
        """"12 cards" under a spit pile in play; "not in play" under one unused this round, on
        one line in its `room` (_count_room; cut short with "…" only if the language changed
        since the room was measured)."""
        text = _count_words(n, n <= 0 and game.round and not game.in_play[i])
        row = self.layout.extra["centre_counts"][i]
        label = self.text.ellipsized(text, int(row.height * 0.9), room.width, TABLE_DIM, True)
        place = label.get_rect(center=row.center)
        place.top = max(place.top, row.top)
        surface.blit(label, place)

    def _slap_tags(self, surface, game, i: int, rect) -> None:
        """A name tag in the slapper's colour on each pile slapped this round."""
        slappers = [s for s, p in enumerate(game.slaps) if p == i]
        size = max(10, self.images.w // 5)
        for k, seat in enumerate(slappers):
            ring = self.images.art.highlight(self.images.w, TABLE_SEAT_COLOURS[seat])
            surface.blit(ring, ring.get_rect(center=rect.center))
            names = self.hud.names
            name = names[seat] if seat < len(names) else _("P{n}").format(n=seat + 1)
            colour = TABLE_SEAT_COLOURS[seat]
            label = self.text.fit(name, size, rect.width - size // 2, colour, True)
            tag = label.get_rect(center=(rect.centerx, rect.top + size * (1.2 + 1.3 * k)))
            pill = tag.inflate(size // 2, size // 4)
            pygame.draw.rect(surface, (12, 16, 14), pill, border_radius=pill.height // 3)
            pygame.draw.rect(surface, TABLE_SEAT_COLOURS[seat], pill, max(1, size // 8),
                             border_radius=pill.height // 3)
            surface.blit(label, tag)


def _count_words(n: int, unused: bool) -> str:
    """A spit pile's count in words: "12 cards", or "not in play" for one unused this round."""
    return _("not in play") if unused else ngettext("{n} card", "{n} cards", n).format(n=n)
