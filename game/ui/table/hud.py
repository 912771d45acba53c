"""The table's still parts and its HUD: felt, pile spots, name plates, the status band.

The background (felt, pile spots, plates) is rendered once per window size. The HUD reads
the game state each frame: cards left, match wins as pips, flip requests, and the countdowns of
a stalemate's automatic flip and of the "Speed!" call window. Text comes from a TextCache.
"""
import math
import random
from typing import NamedTuple

import pygame

from game.engine import events as ev
from game.i18n import _, current, decimal, ngettext, pgettext
from game.ui import rich_text, words
from game.ui.control_names import device_note
from game.ui.text import TextCache
from game.ui.palette import AMBER, GOLD, TABLE_DIM, TABLE_SEAT_COLOURS, WHITE
from game.ui.felts import DEFAULT as DEFAULT_FELT, FELTS, shade

FELT = FELTS[DEFAULT_FELT].colour
LINK_COLOUR = (150, 200, 230)       # a remote player's link on their plate: its own cool tone


def render_background(layout, parts: bool = True, felt_colour=None) -> pygame.Surface:
    """Felt (of `felt_colour`, ui/felts.py; green by default) with a soft vignette, a stitched
    edge, empty pile spots and the plates (without `parts`: the felt and its edge alone)."""
    colour = felt_colour or FELT
    w, h = layout.size
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            d = math.hypot((x - 15.5) / 16, (y - 8.5) / 9)
            k = 1.12 - 0.45 * d * d
            small.set_at((x, y), [max(0, min(255, int(c * k))) for c in colour])
    felt = pygame.transform.smoothscale(small, (w, h))
    rng = random.Random(7)
    for _dot in range(w * h // 600):
        x, y = rng.randrange(w), rng.randrange(h)
        c = felt.get_at((x, y))
        s = rng.choice((-9, 9))
        felt.set_at((x, y), [max(0, min(255, v + s)) for v in c[:3]])
    unit = layout.card_w
    edge = felt.get_rect().inflate(-unit // 5, -unit // 5)
    pygame.draw.rect(felt, shade(colour, 0.22), edge, max(1, unit // 60), border_radius=unit // 2)
    if parts:
        _draw_spots(felt, layout, colour)
        _draw_plates(felt, layout)
    return felt.convert() if pygame.display.get_surface() else felt


def _spot(surface, rect, colour, width) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=max(2, rect.width // 13))


def _draw_spots(felt, layout, colour=FELT) -> None:
    """Faint outlines where cards go; each centre pile ringed in its owner's colour."""
    line, faint = max(1, layout.card_w // 45), shade(colour, 0.12)
    for seat in layout.seats:
        for r in seat.hand + [seat.draw]:
            _spot(felt, r, faint, line)
    for r in layout.sides:
        _spot(felt, r, faint, line)
    owners = layout.extra.get("owners")         # Spit, California: whose pile each is
    if owners is None and len(layout.seats) > 2:
        owners = range(len(layout.centres))
    for i, r in enumerate(layout.centres):
        colour = TABLE_SEAT_COLOURS[owners[i]] if owners else shade(colour, 0.45)
        _spot(felt, r.inflate(line * 6, line * 6), colour, line * 2)


def _draw_plates(felt, layout) -> None:
    """The name plates: dark glass with the seat's colour down the left edge."""
    for seat in layout.seats:
        r = seat.plate
        glass = pygame.Surface(r.size, pygame.SRCALPHA)
        radius = max(3, layout.card_w // 10)
        pygame.draw.rect(glass, (8, 20, 14, 170), glass.get_rect(), border_radius=radius)
        stripe = pygame.Rect(0, 0, max(4, layout.card_w // 14), r.height)
        pygame.draw.rect(glass, TABLE_SEAT_COLOURS[seat.seat], stripe,
                         border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
        felt.blit(glass, r)


class Plate(NamedTuple):
    """A seat's plate as last drawn: what it showed (the key) and its image."""
    key: tuple
    image: pygame.Surface


def plate_note(hint) -> str:
    """A plate's device words, every variant's: "paused", or its device as the player calls it
    ("keyboard", "pad 1"), never the raw id; "" with no hint, and for a remote player whose
    link has a row of its own (`plate_link`: the name keeps the whole width)."""
    if hint is None:
        return ""
    if hint.paused:
        return pgettext("plate note", "paused")
    if hint.link is not None:
        return ""
    return device_note(hint.device) if hint.device else ""


def plate_link(hint) -> str:
    """A remote player's link for their plate's own row, every variant's (`link_words`);
    "" for a player at this machine (or one whose link is not measured yet)."""
    return link_words(hint.link) if hint is not None and hint.link is not None else ""


def link_words(link) -> str:
    """A remote player's link on their plate: "42 ms · ±6 · clock 1 ms" (its one-way delay,
    jitter and clock error, whole ms; `link`: anything with `delay_ms`, `jitter_ms` and
    `error_ms`, the host's measures or a client's `link` message: net.peer_link.LinkFigures)."""
    # TRANSLATORS: a remote player's link on their name plate: one-way delay, its jitter
    # (±) and the clock fit's error, all in milliseconds: "42 ms · ±6 · clock 1 ms".
    error = link.error_ms
    return _("{delay} ms · ±{jitter} · clock {error} ms").format(
        delay=decimal(link.delay_ms, 0), jitter=decimal(link.jitter_ms, 0),
        error=decimal(error, 1 if error < 0.95 else 0))     # under 1 ms: "clock 0.6 ms"


class Hud:
    """Plates and band for one layout; `names` and the last GameWon `result` are set by the
    table."""

    def __init__(self, layout, text: TextCache):
        self.layout, self.text = layout, text
        self.w = layout.card_w
        self.names: list[str] = []
        self.calls: dict[int, str] = {}           # seat → the control that calls "Speed!"
        self.flips: dict[int, str] = {}           # seat → the control that asks for the flip
        self.stalemate_said = True                # False: a lesson says what to do instead
        self.you: int | None = None               # the seat spoken to as "you" (named You)
        self.result = None
        self._plates: dict[int, Plate] = {}
        self._language = current()             # the plates were drawn in (a switch: redraw)
        self._band_glass = pygame.Surface(layout.band.size, pygame.SRCALPHA)
        pygame.draw.rect(self._band_glass, (4, 14, 9, 165), self._band_glass.get_rect(),
                         border_radius=self.w // 6)

    def plate_key(self, game, seat: int, match_wins, hint) -> tuple:
        """Everything a plate shows: name, cards left, wins, device note, flip state."""
        note = plate_note(hint)
        wins = None if match_wins is None else (match_wins[seat],
                                                getattr(game.rules, "games_to_win", 1))
        return (self.names[seat], game.cards_left()[seat], wins, note, game.requests[seat],
                game.stalemate_at is not None, plate_link(hint))

    def draw_plate(self, surface, game, seat: int, match_wins, hint, o) -> None:
        """Name, cards left, match wins as pips, flip request marker, device: one cached image
        per seat, re-rendered only when one of them changes."""
        if self._language != current():
            self._plates.clear()
            self._language = current()
        key = self.plate_key(game, seat, match_wins, hint)
        cached = self._plates.get(seat)
        if cached is None or cached.key != key:
            cached = self._plates[seat] = Plate(key, self._plate_image(seat, key))
        surface.blit(cached.image, self.layout.seats[seat].plate.move(o))

    def _plate_image(self, seat: int, key) -> pygame.Surface:
        name_text, left, wins, note, pressed, stalemate, link = key
        image, r, small = self._plate_base(seat, name_text, left, wins, note, link)
        if pressed or stalemate:
            self._flip_marker(image, pressed, r, small)
        return image

    def _plate_base(self, seat: int, name_text: str, left: int, wins, note: str,
                    link: str = "", score: str = ""):
        """A plate with the name, cards left, win pips and the device note (and a remote
        player's `link` in a row of its own under the name; a variant's `score`, in gold, beside
        the cards left or, when the two do not fit side by side, on a line under them):
        (image, rect, small text size) for a variant to add its own marks to."""
        r = pygame.Rect((0, 0), self.layout.seats[seat].plate.size)
        image = pygame.Surface(r.size, pygame.SRCALPHA)
        pad = max(4, self.w // 7)
        small = int(r.height * 0.2)
        count_text = ngettext("{n} card left", "{n} cards left", left).format(n=left)
        beside = self._size_beside(count_text, score, small, r.width - pad - pad // 2) \
            if score else small
        stacked = beside is None
        tight = bool(link) or stacked
        tag = self._tag(note, small, r.width - 2 * pad - self._name_least(name_text) - pad // 2) \
            if note else None
        beside_tag = tag.get_width() + pad // 2 if tag else 0
        name = self.text.ellipsized(name_text, int(r.height * (0.24 if tight else 0.27)),
                                    r.width - 2 * pad - beside_tag, TABLE_SEAT_COLOURS[seat],
                                    True)
        image.blit(name, (pad, r.height * (0.03 if tight else 0.08)))
        points = self.text.fit(score, beside or small, r.width - 2 * pad, GOLD, True) \
            if score else None
        if link:
            room = r.width - 2 * pad - (points.get_width() + pad if stacked else 0)
            shown = self.text.fit(link, self.text.readable(int(small * 0.8)), room, LINK_COLOUR)
            image.blit(shown, (pad, r.height * 0.27))
        count_y = r.height * (0.47 if link else 0.42)
        if stacked and not link:              # name, count, points: each under the last
            count_y = r.height * 0.03 + name.get_height()
        count = self.text.fit(count_text, beside or small, r.width - 2 * pad, WHITE)
        image.blit(count, (pad, count_y))
        if points is not None:      # beside the count; stacked: under it, or by the link
            at = (pad, count_y + count.get_height()) if stacked and not link else \
                points.get_rect(topright=(r.right - pad // 2,
                                          r.height * 0.27 if stacked else count_y)).topleft
            image.blit(points, at)
        if wins is not None:
            self._pips(image, pad, r.height * 0.74, small, *wins)
        if tag is not None:            # at the top right, the name left of it
            image.blit(tag, tag.get_rect(topright=(r.right - pad // 2, r.height * 0.06)))
        return image, r, small

    def _name_least(self, name: str) -> int:
        """The room a name keeps beside its device tag: its first four letters and "…" at the
        window's floor (a name of five letters or fewer, whole)."""
        shown = name if len(name) <= 5 else name[:4].rstrip() + "…"
        return self.text.font(self.text.floor(True), True).size(shown)[0]

    def _tag(self, note: str, small: int, room: int) -> pygame.Surface | None:
        """The device tag ("mouse", "toetsenbord") in `room`, cut short with "…" when it must
        be; none when not even two letters of it fit (the name comes first)."""
        size = self.text.readable(int(small * 0.85))
        if self.text.font(self.text.floor()).size(note[:2] + "…")[0] > room:
            return None
        return self.text.ellipsized(note, size, room, TABLE_DIM)

    def _size_beside(self, count: str, score: str, size: int, width: int) -> int | None:
        """The size (`size` or smaller, never under the floor) at which `count` and the bold
        `score` fit side by side in `width`, a space between; None when they never do."""
        least = self.text.floor(True)
        size = max(int(size), least)
        while True:
            gap = self.text.font(size).size("  ")[0]
            if (self.text.font(size).size(count)[0] + gap
                    + self.text.font(size, True).size(score)[0]) <= width:
                return size
            if size <= least:
                return None
            size = max(least, int(size * 0.9))

    def _pips(self, surface, x: int, y: float, size: int, wins: int, needed: int) -> None:
        radius = max(3, size // 3)
        for k in range(max(needed, wins)):
            centre = (x + radius + k * radius * 3, int(y + size * 0.35))
            ring = 0 if k < wins else max(1, radius // 3)
            pygame.draw.circle(surface, GOLD, centre, radius, ring)

    def _flip_marker(self, surface, pressed: bool, r, size: int, word: str = "") -> None:
        """A green FLIP tag when the seat's flip request is in; amber while one is awaited."""
        word = word or pgettext("plate tag", "FLIP")
        colour = (70, 200, 95) if pressed else AMBER
        label = self.text.render(word if pressed else word + "?", size, (10, 20, 10), True)
        tag = label.get_rect(bottomright=(r.right - size // 3 - (size if pressed else 0),
                                          r.bottom - size // 4))
        pill = tag.inflate(size // 2 + (size if pressed else 0), size // 5)
        pill.left = tag.left - size // 4
        pygame.draw.rect(surface, colour, pill, border_radius=size // 3)
        surface.blit(label, tag)
        if pressed:
            x, y, k = tag.right + size // 6, tag.centery, size / 10
            pygame.draw.lines(surface, (10, 20, 10), False, [(x, y), (x + 2.5 * k, y + 2.5 * k),
                                                             (x + 7 * k, y - 3.5 * k)],
                              max(2, size // 7))

    def draw_note(self, surface, seat: int, line: str) -> pygame.Rect:
        """A line for one player (a card that fits), on a pill in their message place."""
        place = self.layout.seats[seat].message
        shown = rich_text.fit(self.text, line, max(place.height * 3 // 4, self.text.floor(True)),
                              place.width, AMBER, True)
        pill = shown.get_rect(center=place.center).inflate(shown.get_height(),
                                                           shown.get_height() // 4)
        pygame.draw.rect(surface, (12, 16, 14), pill, border_radius=pill.height // 3)
        pygame.draw.rect(surface, AMBER, pill, max(1, pill.height // 12),
                         border_radius=pill.height // 3)
        surface.blit(shown, shown.get_rect(center=pill.center))
        return pill

    def ring(self, surface, seat: int, slot: int) -> pygame.Rect:
        """An amber ring round hand card `slot` of `seat` (the card that fits)."""
        card = self.layout.seats[seat].hand[slot]
        rim = card.inflate(self.w // 8, self.w // 8)
        pygame.draw.rect(surface, AMBER, rim, max(2, self.w // 24), border_radius=self.w // 8)
        return rim

    def draw_band(self, surface, game, game_ms: float, o) -> bool:
        """Status in the middle: the result, the call countdown, or the stalemate countdown.
        False when there is none (nothing drawn)."""
        band = self.layout.band.move(o)
        text, colour, fraction = self._status(game, game_ms)
        if not text:
            return False
        surface.blit(self._band_glass, band)
        self._draw_status(surface, band, text, colour, fraction)
        return True

    def _draw_status(self, surface, band, text: str, colour, fraction) -> None:
        """Status lines centred in `band`, with a countdown bar under them when `fraction`."""
        size = int(band.height * 0.26)
        lines = text.split("\n")
        y = band.centery - len(lines) * size * 0.45
        for line in lines:
            image = self.text.fit(line, size, band.width - 8, colour, True)
            surface.blit(image, image.get_rect(midtop=(band.centerx, int(y))))
            y += size * 0.95
        if fraction is not None:
            bar = pygame.Rect(0, 0, int(band.width * 0.8), max(3, size // 5))
            bar.midtop = (band.centerx, int(y) + size // 4)
            pygame.draw.rect(surface, (30, 50, 40), bar, border_radius=bar.height // 2)
            bar.width = max(1, int(bar.width * fraction))
            pygame.draw.rect(surface, colour, bar, border_radius=bar.height // 2)

    def _status(self, game, game_ms: float):
        """(text, colour, countdown fraction or None) for the band."""
        if game.over:
            return self._over(game)
        due = game.next_deadline()
        if game.window:
            deadline, finisher = game.window[:2]
            name, button = self.names[finisher], self.calls.get(finisher)
            if deadline is None:                      # call_window_s = null: no time limit
                return self._out(finisher, name, button, None), GOLD, None
            left = max(0.0, deadline - game_ms)
            total = game.rules.call_window_ms or 1.0
            return self._out(finisher, name, button, decimal(left / 1000, 1)), GOLD, left / total
        if getattr(game, "stalled", False):
            return self._stalled(game, game_ms, due)
        if game.stalemate_at is not None and self.stalemate_said:
            waiting = sum(1 for r in game.requests if not r)
            key = self._flip_key(game)
            if due is None:
                return (ngettext("No moves: press {key} to flip\n{n} to go",
                                 "No moves: press {key} to flip\n{n} to go", waiting)
                        if key else
                        ngettext("No moves: everyone press FLIP\n{n} to go",
                                 "No moves: everyone press FLIP\n{n} to go",
                                 waiting)).format(n=waiting, key=key), AMBER, None
            left = max(0.0, due - game_ms)
            total = game.rules.auto_flip_ms or 1.0
            return ((ngettext("No moves: press {key} to flip  ({n} to go)\nauto flip in "
                              "{seconds} s",
                              "No moves: press {key} to flip  ({n} to go)\nauto flip in "
                              "{seconds} s", waiting) if key else
                     ngettext("No moves: FLIP  ({n} to go)\nauto flip in {seconds} s",
                              "No moves: FLIP  ({n} to go)\nauto flip in {seconds} s",
                              waiting)).format(n=waiting, key=key,
                                               seconds=decimal(left / 1000, 1)),
                    AMBER, left / total)
        return "", WHITE, None

    def _flip_key(self, game) -> str:
        """The flip's control, named, when one person plays at this table and has not asked
        for the flip yet ("" otherwise: everyone is told to press FLIP)."""
        if len(self.flips) != 1:
            return ""
        seat, key = next(iter(self.flips.items()))
        asked = game.requests[seat] if seat < len(game.requests) else True
        return "" if asked else key

    def _out(self, finisher: int, name: str, button: str, seconds: str | None) -> str:
        """"Ana is out! Press Q: SPEED!" (with the seconds left when the window closes); to the
        player spoken to as you, "You are out!"."""
        you = finisher == self.you
        if seconds is None:
            if button:
                return _("You are out!\nPress {button}: SPEED!").format(button=button) if you \
                    else _("{name} is out!\nPress {button}: SPEED!").format(name=name,
                                                                             button=button)
            return _("You are out!\nCall SPEED!") if you else \
                _("{name} is out!\nCall SPEED!").format(name=name)
        if button:
            return _("You are out!\nPress {button}: SPEED!  {seconds} s").format(
                button=button, seconds=seconds) if you else \
                _("{name} is out!\nPress {button}: SPEED!  {seconds} s").format(
                    name=name, button=button, seconds=seconds)
        return _("You are out!\nCall SPEED!  {seconds} s").format(seconds=seconds) if you \
            else _("{name} is out!\nCall SPEED!  {seconds} s").format(name=name, seconds=seconds)

    def _stalled(self, game, game_ms: float, due) -> tuple:
        """The band of a stalled table (Speed and Spit): nobody played for `stall_s`, so anyone
        may flip or spit now, and the automatic one's countdown."""
        left = None if due is None else max(0.0, due - game_ms)
        text = words.stalled(game.rules.stall_ms / 1000, game.variant,
                             None if left is None else left / 1000)
        return text, AMBER, None if left is None else left / (game.rules.auto_flip_ms or 1.0)

    def _over(self, game) -> tuple:
        """The band at the end of the game: who won and why (the engine's reason in words)."""
        if game.winner is None:
            head = _("A draw")
        else:
            head = _("You win!") if game.winner == self.you else \
                _("{name} wins!").format(name=self.names[game.winner])
        reason = getattr(self.result, "reason", "") if isinstance(self.result, ev.GameWon) \
            else ""
        return head + ("\n" + words.win_reason(reason) if reason else ""), GOLD, None

