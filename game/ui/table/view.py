"""The table scene renderer: cards, piles, plates, countdowns, animations and effects.

`TableView` never decides a rule. It turns engine events into animations, banners and sounds
(`on_events`) and reads the game state to draw (`draw`). The felt, pile spots and plates are
rendered once per window size (hud.py); the still cards live on a layer redrawn by dirty
regions (layer.py). Each frame puts the still table back where it changed (repaint.py), then
draws the band, the cards in flight and the effects, and returns the rectangles to present
(None: the whole screen, while it shakes or flashes and after `invalidate`).

Use: `view.reset(game)` when a game starts, `view.on_events(events, now_s)` with what the
engine returned, `view.draw(screen, game, now_s, game_ms, hints, names, match_wins)` each frame,
`view.resize(size)` when the window changes, `view.slap(pile, now_s)` for a slap on a pile.

Spit and California delegate to a "part" (spit.py, california.py): it handles
their events, brings its own HUD and still-table layer classes, and keeps its own mirrors;
Speed's code paths below run only for Speed.
"""
import math
from dataclasses import dataclass

import pygame

from game.engine import events as ev
from game.i18n import _, ngettext, pgettext
from game.ui import animation as anim, words
from game.ui.columns import widened
from game.ui.effects import Banner, Effects, RaceShown, RaceWatch, banner_height
from game.ui.text import TextCache
from game.ui.palette import GOLD, RED
from game.ui.table.layout import MIN_SIZE, layout_for
from game.ui.table.hud import Hud, render_background
from game.ui.table.mirror import mirror
from game.ui.table.pointer import pad_least
from game.ui.table.turned import turn
from game.ui.table.california import CaliforniaPart
from game.ui.table.flight import Flights, covers, shaken_caps
from game.ui.table.layer import CardImages, Frame, TableLayer
from game.ui.table.lockout import Lockouts, LockoutPainter, cause_of
from game.ui.table.pile_badges import PileBadges
from game.ui.table.red_line import RedLines
from game.ui.table.repaint import Repaint, presented
from game.ui.table.slots import table_slots
from game.ui.table.spit import SpitPart

HANDLERS = {ev.CardPlayed: "_played", ev.Refilled: "_refilled", ev.Rejected: "_rejected",
            ev.StalemateBegan: "_stalemate", ev.TableStalled: "_stalemate",
            ev.FlipRequested: "_flip_requested",
            ev.Flipped: "_flipped", ev.PilesRebuilt: "_rebuilt",
            ev.CallWindowOpened: "_window", ev.Called: "_called", ev.PenaltyTaken: "_penalty",
            ev.GameWon: "_won", ev.LockedOut: "_locked_out"}
PARTS = {"spit": SpitPart, "california": CaliforniaPart}


@dataclass
class SeatHints:
    """What the input side shows for a seat: the hand slot under its cursor, the pile it aims
    at, its device's name, and whether it paused."""
    cursor: int | None = None
    aim: int | None = None
    keys: tuple = ()              # the key of each hand slot, shown on the table (keyboards)
    device: str = ""
    paused: bool = False
    call: str = ""                # the control that calls "Speed!", as its device names it
    link: object = None           # a player on another machine: its link's figures, in ms
    #                               (`delay_ms`, `jitter_ms`, `error_ms`: net.peer_link.LinkFigures)


class TableView(PileBadges):
    """Draws one variant's table for `seats` players and animates what the engine reports."""

    def __init__(self, screen_size, seats: int, variant: str, card_art, sound=None, names=None,
                 felt=None, mirrored=(), text_size: str | None = None, bottom: int = 0):
        self.seats, self.variant, self.art, self.sound = seats, variant, card_art, sound
        self.text = TextCache(text_size=text_size)
        self.felt, self.mirrored = felt, tuple(mirrored)  # ui/felts.py colour; left-handed seats
        self.bottom = bottom                   # the seat drawn at the bottom (table/turned.py)
        self.anim, self.fx, self.races = anim.Animator(), Effects(), RaceWatch()
        self.names = list(names) if names else [_("P{n}").format(n=i + 1) for i in range(seats)]
        self.remote: set[int] = set()      # seats played from other machines (the table's)
        self.raced: list[RaceShown] = []   # the close races shown since `take_races`
        self.hud = None
        self.locks = Lockouts()
        self.red = RedLines(self._say_red, lambda seat: self.fx.banners.get(("msg", seat)))
        self.layout_options: dict = {}
        self.part = PARTS[variant](self) if variant in PARTS else None
        self.resize(screen_size)
        self.reset()

    def reset(self, game=None) -> None:
        """Forget animations and banners (a new game); mirror `game`'s hands if given."""
        self.anim.clear()
        self.fx.reset()
        self.races.reset()
        hands = getattr(game, "hands", None) or [[] for _ in range(self.seats)]
        self._hands = [list(h) for h in hands]     # follows the events
        self._shown = [list(h) for h in hands]     # slot order as last drawn
        self._last_pile = {}
        self._gap: dict[int, int] = {}
        self.hud.result = None
        self._tick = None
        self.locks.reset()
        self._reason: dict[int, str] = {}          # seat → its last refusal's words
        self._refusal: dict = {}                   # seat → its last refusal
        self.red.reset()
        if self.part is not None:
            self.part.reset(game)

    def resize(self, size) -> None:
        """Lay the table out for a window of `size` (a smaller window than the table can be laid
        out for shows the top left of the smallest table) and re-render the background."""
        self.size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        self.layout = layout_for(self.variant, self.size, self.seats, **self.layout_options)
        turn(self.layout, self.variant, self.bottom)
        mirror(self.layout, self.mirrored)
        self.layout.pad_least = pad_least(self.text)
        self.layout.badge_least = banner_height(self.text, self.text.floor(True), 2)
        self.w = self.layout.card_w
        background = render_background(self.layout, felt_colour=self.felt)
        self.images = CardImages(self.art, self.w)
        self.images.warm()
        self.flights = Flights(self.images, self.art, self.w)
        self.lock_painter = LockoutPainter(self.layout, self.text)
        self.slots = table_slots(self.layout)
        result = self.hud.result if self.hud else None
        hud, layer = (self.part.HUD, self.part.LAYER) if self.part else (Hud, TableLayer)
        self.hud = hud(self.layout, self.text)
        self.hud.result, self.hud.names = result, self.names
        self.layer = layer(self.layout, self.images, self.hud, background, self.text)
        self.repaint = Repaint()

    @property
    def background(self) -> pygame.Surface:
        """The bare table (felt, edge, spots, plates), drawn again: the view keeps only the
        still table and, in its layer, the bare pieces under the parts that change."""
        return render_background(self.layout, felt_colour=self.felt)

    # -- events ------------------------------------------------------------------------------
    def on_events(self, events, now_s: float) -> None:
        """Turn engine events into animations, banners and sounds starting at `now_s`."""
        rebuilt = any(isinstance(e, ev.PilesRebuilt) for e in events)
        self._locking = {e.seat for e in events if isinstance(e, ev.LockedOut)}
        for event in events:
            if self.part is None or not self.part.handle(event, now_s, rebuilt):
                method = HANDLERS.get(type(event))
                if method:
                    getattr(self, method)(event, now_s, rebuilt)
            self.red.piles_changed(event)       # in order: a line said after a card is true

    def _play(self, name: str) -> None:
        if self.sound is not None:
            self.sound.play(name)

    def _slot(self, seat: int, index: int) -> pygame.Rect:
        hand = self.layout.seats[seat].hand
        return hand[max(0, min(index, len(hand) - 1))]

    def _played(self, e, now, _rebuilt) -> None:
        shown, mirror = self._shown[e.seat], self._hands[e.seat]
        index = shown.index(e.card) if e.card in shown else 2
        if e.card in mirror:
            self._gap[e.seat] = mirror.index(e.card)     # the refill card takes this slot
            mirror.remove(e.card)
        src, dst = self._slot(e.seat, index), self.layout.centres[e.pile]
        self.anim.add(anim.CardMotion(e.card, src, dst, now, anim.SLIDE_S, key=("pile", e.pile),
                                      end_sound="land"))
        self._last_pile[e.seat] = e.pile
        race = self.races.played(e.t, e.seat, e.pile)
        if race:
            self._race_banner(race.first, race.margin_ms, e.pile, now, e.seat, e.t)

    def _refilled(self, e, now, _rebuilt) -> None:
        mirror = self._hands[e.seat]
        mirror[:] = [c for c in mirror if c not in e.cards]
        gap = self._gap.pop(e.seat, None)
        cards = list(e.cards)
        if gap is not None and cards:
            mirror.insert(min(gap, len(mirror)), cards.pop(0))
        mirror += cards
        src = self.layout.seats[e.seat].draw
        for k, card in enumerate(e.cards):
            dst = self._slot(e.seat, mirror.index(card))
            self.anim.add(anim.CardMotion(card, src, dst, now + k * anim.REFILL_STAGGER_S,
                                          anim.REFILL_S, False, True, ("hand", e.seat, card)))
        self._play("slide")

    def words(self) -> words.Table:
        """What naming piles needs: the variant, the names, California's row length."""
        return words.Table(self.variant, self.names, self.layout.extra.get("columns", 4))

    def _rejected(self, e, now, _rebuilt) -> None:
        if e.code == "locked":
            self._still_locked(e, now)           # nothing moves: the bar says it is locked
        else:
            text = self._reason[e.seat] = words.rejected(e.refusal, e.seat, self.words())
            self._refusal[e.seat] = (e.refusal, e.pile)
            if e.seat not in self._locking:     # a lockout follows: its own sound, not this
                self._play("reject")
                self.red.refused(e.seat, text, e.refusal, now, e.pile)
            if e.kind == "play" and e.card in self._shown[e.seat]:
                home = self._slot(e.seat, self._shown[e.seat].index(e.card))
                target = self.layout.centres[e.pile] if isinstance(e.pile, int) and \
                    0 <= e.pile < len(self.layout.centres) else None
                self.anim.shake(anim.RejectShake(e.card, home, target, now,
                                                 ("hand", e.seat, e.card)))
        race = self.races.rejected(e.t, e.seat, e.pile)
        if race:
            self._race_banner(race.first, race.margin_ms, e.pile, now, e.seat, e.t)
        beaten = self.races.call_refused(e.t, e.seat) if e.kind == "call" else None
        if beaten:                    # "Speed!" raced: show who slapped first, and by how much
            pile = self._last_pile.get(beaten.first, 0)
            self._race_banner(beaten.first, beaten.margin_ms, pile, now, e.seat, e.t, -1)

    def _locked_out(self, e, now, _rebuilt) -> None:
        """A misplay or false call locked its player: say so, with why (or how many in a
        row), until it ends; then why alone (red_line.py); and thunk."""
        self.locks.lock(e)
        length = (e.until - e.t) / 1000
        reason = self._reason.get(e.seat, "")
        text = words.locked_out(length, reason, e.streak, e.cause)
        why = words.lock_why(reason, e.streak, e.cause)
        refusal, pile = self._refusal.get(e.seat, (None, None)) if e.streak <= 1 else (None, None)
        self.red.locked(e.seat, e.cause, text, why, now, length, refusal, pile)
        self._play("locked")

    def _still_locked(self, e, now) -> None:
        """A press during a lockout: its lockout's words (why) stay up until it ends, not
        replaced by a line that no longer says why; without them, how long it still lasts."""
        cause = cause_of(e.kind)
        left = self.locks.left_ms(e.seat, cause, e.t) / 1000
        if not self.red.still_locked(e.seat, cause, left, now):
            self._say_red(e.seat, words.still_locked(left, cause), now, max(0.2, left))

    def _say_red(self, seat: int, text: str, now: float, duration: float) -> Banner:
        """A red line in `seat`'s message slot."""
        return self._banner(("msg", seat), text, RED, self.layout.seats[seat].message, now,
                            duration)

    def say(self, seat: int, text: str, now: float, colour=RED, duration: float = 2.2) -> None:
        """A line of words in `seat`'s message place (a verdict from another machine)."""
        self._banner(("msg", seat), text, colour, self.layout.seats[seat].message, now,
                     duration)

    def send_back(self, seat: int, card: int, pile: int, slot: int, now: float) -> None:
        """A card shown played before the host refused it flies back to hand slot `slot`
        (Speed)."""
        if self.part is not None or not 0 <= pile < len(self.layout.centres):
            return
        self.anim.add(anim.CardMotion(card, self.layout.centres[pile], self._slot(seat, slot),
                                      now, anim.SLIDE_S, key=("hand", seat, card)))
        self._play("reject")

    def _banner(self, key, text, colour, rect, now, duration) -> Banner:
        """A banner filling `rect`: one line, or two when `rect` is tall and the text long."""
        lines = 2 if rect.height > self.w * 0.6 and len(text) > 16 else 1
        if lines == 2:
            cut = text.rfind(" ", 0, len(text) // 2 + 4)
            text = text[:cut] + "\n" + text[cut + 1:] if cut > 0 else text
        size = self.text.readable(int(rect.height / lines * 0.8), True)
        banner = Banner(text, colour, rect.center, size, now, duration, rect.width)
        banner.suit_colours = self.art.colours
        self.fx.banner(key, banner)
        return banner

    def _stalemate(self, e, now, _rebuilt) -> None:
        self._play("tick")

    def _flip_requested(self, e, now, _rebuilt) -> None:
        self._play("tick")

    def _flipped(self, e, now, rebuilt) -> None:
        delay = anim.PENALTY_S if rebuilt else 0.0
        for pile, card in zip(e.piles, e.cards):
            self.anim.add(anim.CardMotion(card, self.layout.sides[pile], self.layout.centres[pile],
                                          now + delay, anim.FLIP_S, False, True, ("pile", pile)))
        self._play("go" if e.start else "flip")
        if e.start:
            self._big_banner(pgettext("the call", "SPIT!") if self.variant == "spit"
                             else pgettext("the call", "SPEED!"), now, 0.9)

    def _rebuilt(self, e, now, _rebuilt) -> None:
        for pile in e.piles:
            self.anim.add(anim.CardMotion(None, self.layout.centres[pile], self.layout.sides[pile],
                                          now, anim.PENALTY_S, False, False))
        self._banner("band", _("Piles rebuilt"), GOLD, self.layout.band, now, 1.0)

    def _window(self, e, now, _rebuilt) -> None:
        self._play("tick")

    def _called(self, e, now, _rebuilt) -> None:
        pile = self._last_pile.get(e.seat, 0)
        self.slap(pile, now)
        self._big_banner(pgettext("the call", "SPEED!"), now, 1.1)
        self.races.called(e.t, e.seat)

    def _penalty(self, e, now, _rebuilt) -> None:
        seat = self.layout.seats[e.seat]
        self.anim.add(anim.CardMotion(None, self.layout.centres[e.pile], seat.draw, now,
                                      anim.PENALTY_S, False, False))
        took = ngettext("No call: took {n} card", "No call: took {n} cards", e.count)
        self._banner(("msg", e.seat), took.format(n=e.count), GOLD, seat.message, now, 2.2)
        self._play("reject")

    def _won(self, e, now, _rebuilt) -> None:
        self.hud.result = e
        self._play("win")

    def _big_banner(self, text: str, now: float, duration: float) -> None:
        band = self.layout.band
        self.fx.banner("band", Banner(text, GOLD, band.center, int(band.height * 0.55), now,
                                      duration, band.width))

    def slap(self, pile: int, now_s: float) -> None:
        """The slap on centre pile `pile`: impact shape, shake, flash and the slap sound."""
        rect = self.layout.centres[pile % len(self.layout.centres)]
        self.fx.slap(rect.center, self.w, now_s)
        self._play("slap")

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface, game, now_s: float, game_ms: float, hints=None, names=None,
             match_wins=None) -> list | None:
        """Draw the table for `game` at `now_s` (animations) and `game_ms` (countdowns).
        Returns the rectangles of `surface` that changed, or None when all of it did
        (repaint.py)."""
        if names:
            self.names = list(names)
        if self.part is not None:
            self.part.prepare(game)
        self._update(game, now_s, game_ms)
        o = self.fx.shake.offset(now_s)
        hidden, in_flight = self.anim.hidden()
        self.hud.names = self.names
        self.hud.calls = {seat: h.call for seat, h in self._hint_items(hints) if h.call}
        locks = self.locks.active(game_ms)
        frame = Frame(hidden, in_flight, dict(self._hint_items(hints)), match_wins,
                      self.lock_painter.dims(locks))
        layer = self.layer.update(game, frame)
        looks = self.fx.looks(now_s, self.text, o)
        flights = self.flights.plan(self.anim.active, now_s, o)
        band = self.layout.band.inflate(self.layout.band.w // 10, self.layout.band.h // 2)
        moving = o != (0, 0) or self.fx.flash.level(now_s) > 0
        whole, screen = self.repaint.is_whole(surface, moving), surface.get_rect()
        back, still = ([], ()) if whole else self.repaint.plan(
            self.layer.changed, self._drawing(flights, locks, band.move(o), now_s, o), looks,
            screen)
        self.repaint.restore(surface, layer, o, whole, back)
        banner = "band" in self.fx.banners
        bare = not banner and self.hud.draw_band(surface, game, game_ms, o) is False
        drawn = [] if bare else [band.move(o)]      # nothing in the band: nothing to put back
        if self.part is not None:
            self.part.draw_over(surface, game, now_s, o)
            drawn += self.part.overlay_rects(o)
        drawn += self.flights.put(surface, flights)
        keys = {seat: h.keys for seat, h in self._hint_items(hints) if h.keys}
        drawn += self.flights.put(surface, shaken_caps(self.anim.active, self.layout, self.layer,
                                                       keys, o))
        kept, shown = self.lock_painter.draw(surface, locks, game_ms, o)
        drawn += kept
        drawn += self.fx.draw_slaps(surface, now_s, o)
        banners = self.fx.draw_banners(surface, looks, still)   # put back when they change
        self.fx.flash.draw(surface, now_s)
        self.repaint.drawn(drawn, looks)
        drawn_now = [widened(r, screen) for r in drawn + banners + shown]   # (columns.py)
        return None if whole else presented(back + drawn_now)

    def _drawing(self, flights: list, locks, band, now_s: float, o) -> list:
        """What this frame draws over the still table, besides the banners."""
        return [band] + covers(flights) + self.fx.slap_rects(now_s, o) + [
            self.lock_painter.area(k.seat, k.cause).move(o) for k in locks
            if 0 <= k.seat < len(self.layout.seats)] + (
            self.part.overlay_rects(o) if self.part is not None else [])

    def invalidate(self) -> None:
        """The screen no longer holds the last frame (something else drew on it): the next
        draw is a whole one."""
        self.repaint.invalidate()

    def drawn_over(self, rect) -> None:
        """The scene drew `rect` over the table this frame: restore it next frame."""
        self.repaint.drawn_over(rect)

    def _update(self, game, now: float, game_ms: float) -> None:
        """Finish animations, drop banners, slide hand cards that changed slot, tick."""
        for done in self.anim.update(now):
            if done.end_sound:
                self._play(done.end_sound)
        self.red.update(now)
        self.fx.update(now)
        if self.part is not None:
            self.part.update(game, now)
        else:
            self._shift_hands(game, now)
        self._countdown_tick(game, game_ms)

    def _shift_hands(self, game, now: float) -> None:
        """Speed: slide the hand cards that changed slot since the last frame."""
        busy = self.anim.hidden()[0]
        for seat in range(self.seats):
            hand, shown = game.hands[seat], self._shown[seat]
            if hand == shown:
                continue
            for i, card in enumerate(hand):
                if card in shown and shown.index(card) != i and ("hand", seat, card) not in busy:
                    self.anim.add(anim.CardMotion(card, self._slot(seat, shown.index(card)),
                                                  self._slot(seat, i), now, anim.SHIFT_S,
                                                  key=("hand", seat, card)))
            self._shown[seat] = list(hand)
            self._hands[seat] = list(hand)

    def _countdown_tick(self, game, game_ms: float) -> None:
        due = game.next_deadline()
        if due is not None and due == game.stall_due():
            due = None                    # the stall's count: no ticking through normal play
        second = None if due is None else math.ceil((due - game_ms) / 1000.0)
        if second is not None and second != self._tick and 0 < second <= 3:
            self._play("tick")
        self._tick = second

    def card_image(self, card) -> pygame.Surface:
        """A face-up card (None: a back) with its shadow baked in, as blitted on the table."""
        return self.images.card(card)

    def _hint_items(self, hints) -> list:
        """(seat, SeatHints) pairs from a list or dict of hints (None entries skipped)."""
        if not hints:
            return []
        items = hints.items() if isinstance(hints, dict) else enumerate(hints)
        return [(s, h) for s, h in items if h is not None and 0 <= s < self.seats]

