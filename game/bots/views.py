"""What one seat can see of the table, per variant: the only thing a computer player decides on.

A view copies the visible facts out of the game (own hand or stock tops, the shared piles'
top cards, pile heights, whose turn a call or slap is) and nothing hidden: not the draw pile's
order, not a face-down card, not the opponent's hand. Its `options` are the moves that look
legal from what is visible (the engine may still refuse one, as it would a person's).
"""
from ..engine import cards
from ..engine.intents import CALL, COVER, FLIP, MOVE, PLAY, SLAP, SPIT, Intent

RANK = cards.RANK


class SpeedView:
    """Speed: own hand, the centre tops, pile heights, the "Speed!" call window."""
    __slots__ = ("seat", "hand", "tops", "draw_left", "left", "callers", "requested", "fit")
    variant = "speed"

    def __init__(self, game, seat: int):
        self.seat = seat
        self.hand = tuple(game.hands[seat])
        self.tops = tuple(c[-1] if c else None for c in game.centres)
        self.draw_left = len(game.draws[seat])
        self.left = tuple(game.cards_left())
        self.callers = tuple(game.window[2]) if game.window else None
        self.requested = game.requests[seat]
        self.fit = game.rules.fit

    def signature(self) -> tuple:
        return self.tops, self.hand, self.callers is not None

    def options(self) -> list[Intent]:
        seat = self.seat
        if self.callers is not None:
            return [Intent(0, seat, CALL)] if seat in self.callers else []
        plays = [Intent(0, seat, PLAY, card, pile) for pile, top in enumerate(self.tops)
                 if top is not None for card in self.hand if self.fit[card][top]]
        if plays and not self.draw_left and not any(RANK[c] for c in self.hand):
            plays = []                       # only jokers left: a joker can't be the last card
        if plays:
            return plays
        return [] if self.requested else [Intent(0, seat, FLIP)]


class SpitView:
    """Spit: own stock tops (and whether a face-down card lies under each), the spit piles."""
    __slots__ = ("seat", "stock", "hidden", "tops", "sizes", "slapping", "slapped", "requested",
                 "spit_left", "stack_own", "left", "theirs", "stalled")
    variant = "spit"

    def __init__(self, game, seat: int):
        self.seat = seat
        piles = game.stocks[seat]
        self.stock = tuple(p[-1] if p else None for p in piles)
        self.hidden = tuple(len(p) > up for p, up in zip(piles, game.up[seat]))
        self.tops = tuple(c[-1] if c else None for c in game.centres)
        self.sizes = tuple(len(c) for c in game.centres)
        self.slapping = game.phase == "slap"
        self.slapped = game.slaps[seat] is not None
        self.requested = game.requests[seat]
        self.spit_left = len(game.spits[seat])
        self.stack_own = game.rules.stack_own
        self.left = tuple(game.cards_left())
        self.theirs = tuple(p[-1] for s in range(game.seats) if s != seat
                            for p in game.stocks[s] if p)     # the others' face-up tops
        self.stalled = getattr(game, "stalled", False)   # nobody played for `stall_s`

    def signature(self) -> tuple:
        return self.tops, self.stock, self.slapping, self.theirs, self.stalled

    def fits(self, card: int) -> list[int]:
        """The spit piles `card` could go on."""
        return [p for p, top in enumerate(self.tops) if top is not None and
                cards.adjacent(card, top)]

    def options(self) -> list[Intent]:
        seat = self.seat
        if self.slapping:
            return [] if self.slapped else [Intent(0, seat, SLAP, pile=p)
                                            for p in range(len(self.tops))]
        found = [Intent(0, seat, PLAY, card, pile) for card in self.stock if card is not None
                 for pile, top in enumerate(self.tops)
                 if top is not None and cards.adjacent(card, top)]
        can_play = bool(found)
        for pos, card in enumerate(self.stock):
            if card is None:
                continue
            for to, there in enumerate(self.stock):
                if to != pos and (there is None or
                                  (self.stack_own and RANK[there] == RANK[card])):
                    found.append(Intent(0, seat, MOVE, card, to=to))
        stuck = not can_play and (self.stalled or
                                  not any(self.fits(card) for card in self.theirs))
        if stuck and not self.requested and self.spit_left:
            found.append(Intent(0, seat, SPIT))     # nobody can play (or a stall): ask to spit
        return found

    def position(self, card: int) -> int:
        return self.stock.index(card)


class CaliforniaView:
    """California: every pile's top and whether it is open; own and other decks' heights."""
    __slots__ = ("seat", "tops", "open", "deck_left", "left", "layout")
    variant = "california"

    def __init__(self, game, seat: int):
        self.seat = seat
        self.tops = tuple(p[-1] if p else None for p in game.table)
        self.open = tuple(game.open)
        self.deck_left = len(game.decks[seat])
        self.left = tuple(game.cards_left())
        self.layout = game.rules.layout

    def signature(self) -> tuple:
        return self.tops, self.open

    def options(self) -> list[Intent]:
        if not self.deck_left:
            return []
        return [Intent(0, self.seat, COVER, pile=p) for p, o in enumerate(self.open) if o]

    def side(self, pile: int) -> int:
        """The seat on whose side `pile` lies."""
        return pile // self.layout


VIEWS = {"speed": SpeedView, "spit": SpitView, "california": CaliforniaView}


def see(game, seat: int):
    """What `seat` can see of `game` now."""
    return VIEWS[game.variant](game, seat)
