"""Which move a computer player makes, per variant, from what its seat can see (views.py).

Every level plays before it asks for a flip or a spit and never shuffles stock cards
pointlessly. A `smart` level scores the moves by the variant's strategy (below) and takes the
best, except now and then (`worse`) a weaker one; the others take any sensible move.

- Speed: play into runs (the play that leaves the most plays from the rest of the hand on the
  new tops), keep cards that fit both piles, keep a joker for when nothing else fits (but not
  until it would be the last card).
- Spit: a play that turns a face-down card up first, then one that leaves another stock top
  playable, on a pile the other player cannot race for; move a card into an empty stock spot
  only to turn a face-down card up; ask for the spit only when nobody can play; slap the
  smaller pile.
- California: cover piles on the opponent's side first (those cards are theirs to pick up),
  then own-side piles the opponent would race for.
"""
from ..engine import cards
from ..engine.intents import CALL, FLIP, MOVE, SLAP, SPIT, Intent

RANK = cards.RANK
GIVE_UP = (FLIP, SPIT)           # asked for only when nothing else is left


def choose(view, options: list[Intent], level, rnd) -> Intent | None:
    """The move to make among `options`; None when none is worth making (wait)."""
    sensible = [o for o in options if o.kind not in GIVE_UP and useful(view, o)]
    if not sensible:
        stuck = [o for o in options if o.kind in GIVE_UP]
        return stuck[0] if stuck else None
    if len(sensible) == 1:
        return sensible[0]
    if not level.smart:
        return _naive(view, sensible, rnd)
    ranked = sorted(sensible, key=lambda o: -(SCORES[view.variant](view, o) + rnd.random() * .1))
    if level.worse and rnd.random() < level.worse:
        return rnd.choice(ranked[1:])
    return ranked[0]


def useful(view, intent: Intent) -> bool:
    """Moves are useful only when they turn a face-down card up (Spit)."""
    if intent.kind != MOVE:
        return True
    return view.hidden[view.position(intent.card)]


def _naive(view, sensible: list[Intent], rnd) -> Intent:
    """Any sensible move, plays before moves; a slap at random."""
    plays = [o for o in sensible if o.kind != MOVE] or sensible
    return rnd.choice(plays)


def speed_score(view, play: Intent) -> float:
    """Speed: follow-up plays left on the new tops, flexible cards and jokers kept."""
    if play.kind == CALL:
        return 0.0
    fit, card = view.fit, play.card
    tops = list(view.tops)
    tops[play.pile] = card
    rest = [c for c in view.hand if c != card]
    follow = sum(1 for c in rest for top in tops if top is not None and fit[c][top])
    score = float(follow)
    if RANK[card] == 0:
        endgame = not view.draw_left and len(view.hand) <= 2
        score -= 0 if endgame else 10
    elif all(top is None or fit[card][top] for top in view.tops) and len(view.tops) > 1:
        score -= 1.5                           # fits every pile: keep it for later
    return score


def spit_score(view, move: Intent) -> float:
    """Spit: turn face-down cards up, keep a run going, slap the smaller pile."""
    if move.kind == SLAP:
        return -view.sizes[move.pile]
    pos = view.position(move.card)
    score = 3.0 if view.hidden[pos] else 0.0
    if move.kind == MOVE:
        return score - 1.0
    tops = list(view.tops)
    tops[move.pile] = move.card
    others = [c for p, c in enumerate(view.stock) if c is not None and p != pos]
    score += sum(1 for c in others for top in tops if top is not None and
                 cards.adjacent(c, top))
    if any(move.pile in view.fits(card) for card in view.theirs):
        score -= 1.5                           # the other player may race for that pile
    return score


def california_score(view, cover: Intent) -> float:
    """California: the opponent's side first; then own piles whose match is on their side."""
    pile = cover.pile
    if view.side(pile) != view.seat:
        return 2.0
    rank = RANK[view.tops[pile]]
    partner_away = any(o and RANK[view.tops[p]] == rank and view.side(p) != view.seat
                       for p, o in enumerate(view.open) if p != pile)
    return 1.0 if partner_away else 0.0


SCORES = {"speed": speed_score, "spit": spit_score, "california": california_score}
