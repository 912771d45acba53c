"""Spit on the table: its events as animations and banners, its plates and band.

Stock plays fly from their stock position to a spit pile and the card under them turns up in
place; stock moves slide between positions; spits turn from a seat's spit cards onto its own
spit pile; a new round deals its stock positions from the spit cards. The end of a round calls
for the slap; each slap hits its pile (impact, shake, flash), with the race margin when both
slap the same pile, and the piles taken go to their takers. The band shows the round, the
automatic spit's countdown and the slap window's; the plates show the spit request, the slaps
and, with `scoring = "points"`, the points. The still table is spit_layer.py.
"""
from game.engine import events as ev
from game.engine import events_rounds as er
from game.i18n import _, decimal, ngettext, pgettext
from game.ui import animation as anim
from game.ui.effects import Play, RaceShown
from game.ui.palette import AMBER, GOLD, RED
from game.ui.table.part import Marker, Part, RoundHud
from game.ui.table.spit_layer import SpitLayer

DEAL_STAGGER_S = 0.06


class SpitHud(RoundHud):
    """Spit's plates (spit requests, slaps, points) and band (round, countdowns)."""

    def marker(self, game, seat: int) -> Marker | None:
        if game.over:
            return None
        if game.phase == "slap":
            return Marker(pgettext("plate tag", "SLAP"), game.slaps[seat] is not None)
        if game.stalemate_at is not None and game.spits[seat]:
            return Marker(pgettext("plate tag", "SPIT"), game.requests[seat])
        return None

    def score(self, game, seat: int) -> str:
        if not game.rules.points:
            return ""
        points = game.scores[seat]
        return ngettext("{n} pts", "{n} pts", points).format(n=points)

    def _status(self, game, game_ms: float):
        """(text, colour, countdown fraction or None) for the band."""
        if game.over:
            text, colour, fraction = self._over(game)
            if game.rules.points:
                text += "\n" + "  ".join(f"{self.names[s]} {p}" for s, p in
                                         enumerate(game.scores))
            return text, colour, fraction
        due = game.next_deadline()
        if game.phase == "slap":
            return self._slap_status(game, game_ms, due)
        if game.stalled:
            return self._stalled(game, game_ms, due)
        if game.stalemate_at is not None:
            holders = [s for s in range(game.seats) if game.spits[s]]
            waiting = sum(1 for s in holders if not game.requests[s])
            if due is None:
                return ngettext("No moves: press SPIT\n{n} to go",
                                "No moves: press SPIT\n{n} to go",
                                waiting).format(n=waiting), AMBER, None
            left = max(0.0, due - game_ms)
            return (ngettext("No moves: SPIT  ({n} to go)\nauto spit in {seconds} s",
                             "No moves: SPIT  ({n} to go)\nauto spit in {seconds} s",
                             waiting).format(n=waiting, seconds=decimal(left / 1000, 1)),
                    AMBER, left / (game.rules.auto_flip_ms or 1.0))
        if game.rules.points:
            return _("Points to {target}: lowest wins").format(target=game.rules.target), \
                GOLD, None
        return "", GOLD, None

    def _slap_status(self, game, game_ms: float, due):
        """The slap phase: who still has to slap, and how long they have."""
        missing = [self.names[s] for s in range(game.seats) if game.slaps[s] is None]
        who = _("Both slap") if len(missing) == game.seats else \
            _("{names}: slap").format(names=" ".join(missing))
        if due is None:
            return _("SLAP the smaller pile!\n{who}").format(who=who), RED, None
        left = max(0.0, due - game_ms)
        return (_("SLAP the smaller pile!\n{who}  {seconds} s").format(
            who=who, seconds=decimal(left / 1000, 1)), RED,
            left / (game.rules.slap_window_ms or 1.0))


class SpitPart(Part):
    """Spit's events on a TableView (see the module docstring)."""
    HUD, LAYER = SpitHud, SpitLayer
    HANDLERS = {ev.CardPlayed: "_played", ev.Refilled: "_turned", ev.Flipped: "_spat",
                ev.Rejected: "_rejected", er.StockMoved: "_moved",
                er.RoundStarted: "_round_started", er.RoundEnded: "_round_ended",
                er.Slapped: "_slapped", er.PileTaken: "_taken"}

    def __init__(self, view):
        super().__init__(view)
        self.reset(None)

    def reset(self, game) -> None:
        self._origin: dict[int, int] = {}           # seat → stock position last played from
        self._first_slap: dict[int, Play] = {}         # pile → its first slap
        self._deal_until = 0.0
        self._taken_until = 0.0                     # when the piles taken have arrived
        self._called = 0                            # the last round whose slap was called
        self._tops = [[None] * 5 for _ in range(2)]
        if game is not None:
            self.update(game, 0.0)

    def update(self, game, now: float) -> None:
        """Mirror the stock tops (to find a rejected card's position); call a slap phase that
        has no timeout (its RoundEnded could not tell)."""
        self._tops = [[pile[-1] if pile else None for pile in stock] for stock in game.stocks]
        if game.phase == "slap" and self._called != game.round and not game.over:
            self._called = game.round
            self.announce(pgettext("the call", "SLAP!"), now, 0.8)

    def _stock(self, seat: int, pos) -> object:
        stock = self.layout.seats[seat].hand
        return stock[pos if isinstance(pos, int) and 0 <= pos < len(stock) else 2]

    # -- play --------------------------------------------------------------------------------
    def _played(self, e, now, _rebuilt) -> None:
        """A stock top flies to its spit pile; a close race on one pile gets its margin."""
        self._origin[e.seat] = e.origin
        self.fly(e.card, self._stock(e.seat, e.origin), self.layout.centres[e.pile], now,
                 anim.SLIDE_S, key=("pile", e.pile), end_sound="land")
        race = self.view.races.played(e.t, e.seat, e.pile)
        if race:
            self.view._race_banner(race.first, race.margin_ms, e.pile, now, e.seat, e.t)

    def _turned(self, e, now, _rebuilt) -> None:
        """The card under a played or moved stock top turns face up where it lies."""
        pos = self._origin.get(e.seat, 2)
        rect = self._stock(e.seat, pos)
        for card in e.cards:
            self.fly(card, rect, rect, now + anim.SLIDE_S * 0.5, anim.FLIP_S * 0.7, False,
                     True, ("stock", e.seat, pos))
        self.view._play("flip")

    def _moved(self, e, now, _rebuilt) -> None:
        """A stock top slides into a gap (or onto a same-rank top)."""
        self._origin[e.seat] = e.origin
        self.fly(e.card, self._stock(e.seat, e.origin), self._stock(e.seat, e.to), now,
                 anim.SLIDE_S * 1.4, key=("stock", e.seat, e.to), end_sound="land")
        self.view._play("slide")

    def _spat(self, e, now, _rebuilt) -> None:
        """Spit cards turned onto their own spit piles: the start's "SPIT!", or a stalemate's."""
        start = max(now, self._deal_until) if e.start else now
        for pile, card in zip(e.piles, e.cards):
            self.fly(card, self.layout.seats[pile].draw, self.layout.centres[pile], start,
                     anim.FLIP_S, False, True, ("pile", pile))
        self.view._play("go" if e.start else "flip")
        if e.start:
            self.announce(pgettext("the call", "SPIT!"), start, 0.9)

    def _rejected(self, e, now, rebuilt) -> None:
        """The reason in the seat's row; a stock card sent nowhere shakes toward its pile."""
        self.view._rejected(e, now, rebuilt)
        tops = self._tops[e.seat] if 0 <= e.seat < len(self._tops) else []
        if e.code != "locked" and e.card is not None and e.card in tops:
            pos = tops.index(e.card)
            target = (self.layout.centres[e.pile] if e.kind == "play" and isinstance(e.pile, int)
                      and 0 <= e.pile < len(self.layout.centres) else None)
            self.view.anim.shake(anim.RejectShake(e.card, self._stock(e.seat, pos), target,
                                                  now, ("stock", e.seat, pos)))

    # -- rounds and slaps --------------------------------------------------------------------
    def _round_started(self, e, now, _rebuilt) -> None:
        """Round 2 on: every seat deals its five stock positions from its cards."""
        self._first_slap.clear()
        self.view.races.reset()
        if e.round <= 1:
            return
        start = max(now, self._taken_until)
        for seat, rects in enumerate(self.layout.seats):
            for pos, rect in enumerate(rects.hand):
                self.fly(None, rects.draw, rect, start + pos * DEAL_STAGGER_S, anim.REFILL_S,
                         False, False, ("deal", seat, pos))
        self._deal_until = start + 4 * DEAL_STAGGER_S + anim.REFILL_S
        self.announce(_("Round {n}").format(n=e.round), now, self._deal_until - now,
                      key="round")
        self.view._play("slide")

    def _round_ended(self, e, now, _rebuilt) -> None:
        """The round's end: the call to slap (when there is a slap), who cleared, the points."""
        if e.slap_by is not None:
            self._called = e.round
            self.announce(pgettext("the call", "SLAP!"), now, 0.8)
        else:
            self.announce(_("Round {n} over").format(n=e.round), now, 1.2)
        for seat in range(len(self.layout.seats)):
            said = [_("Stock cleared!")] if seat == e.cleared else []
            if e.points:
                points = e.points[seat]
                said.append(ngettext("+{n} point (total {total})", "+{n} points (total {total})",
                                     points).format(n=points, total=e.totals[seat]))
            if said:
                self.say(seat, "  ".join(said), now)
        self.view._play("tick")

    def _slapped(self, e, now, _rebuilt) -> None:
        """The slap lands on its pile; the second slap on the same pile shows the margin."""
        self.view.slap(e.pile, now)
        name = self.view.names[e.seat]
        first = self._first_slap.get(e.pile)
        if first is None:
            self._first_slap[e.pile] = Play(e.t, e.seat)
            self.pile_banner(("race", e.pile), _("{name} slapped").format(name=name), e.pile, now)
        elif first.seat != e.seat:
            text = self.view.race_words(first.seat, e.seat, e.t - first.t)
            self.pile_banner(("race", e.pile), text, e.pile, now)
            self.view.keep_race(RaceShown(first.seat, e.seat, e.pile, e.t - first.t, e.t))

    def _taken(self, e, now, _rebuilt) -> None:
        """A spit pile goes, face down, to the seat that took it."""
        src, dst = self.layout.centres[e.pile], self.layout.seats[e.seat].draw
        for k in range(min(3, e.count)):
            self.fly(None, src, dst, now + k * 0.05, anim.PENALTY_S, False, False)
        self._taken_until = now + 0.1 + anim.PENALTY_S
        took = ngettext("Took spit pile {pile}: {n} card", "Took spit pile {pile}: {n} cards",
                        e.count)
        self.say(e.seat, took.format(pile=e.pile + 1, n=e.count), now)
        self.view._play("slide")

