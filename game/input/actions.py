"""Seat actions and the two control schemes that turn them into engine intents.

A device control is bound (bindings.py) to a seat **action**; the seat's `SeatControl` turns
the action into an engine `Intent` by reading the current game state (never changing it). No
pygame here. Every press that names a card sends an intent, even one that will be rejected:
the engine decides, and the player sees and hears why.

**Direct scheme** (keyboards, the arcade board): one button per slot, `slot1`..`slot5`.
- Speed: slot k is the k-th card of your hand, in the engine's order (the order the table
  draws it: after a play the cards right of the gap shift left and the refill comes in at the
  right). With `SeatControl(..., stable_hand=True)` cards keep their slot instead (a played
  card's slot takes the refill card); a renderer using that draws `control.slots(game)`.
  The card goes onto the centre pile it fits; when it fits more than one, onto the pile you
  aimed at with `aim_left`/`aim_right` (the aim stays until changed; before any aim: seat 0
  aims left, seat 1 right). A card that fits nowhere is sent to the aimed pile (and
  rejected, with the reason on screen).
  With three or four piles `aim_left`/`aim_right` step the aim one pile round the table
  (the cursor scheme's play buttons aim at the leftmost or rightmost pile on screen: the
  table's view gives each seat's control its `ends`; without them, the first and last pile).
- Spit: slot k is your stock position k (its face-up top card), played the same way.
  Moving a card into an empty stock position: press the empty slot, then the card's slot
  (two presses; pressing the empty slot again cancels). With option `stack_own`, press `move`,
  then the slot to stack onto, then the card's slot.
- California: every press names one pile, as a click does (RULES.md, "Controls name what a
  player chose"): slot k covers the pile of layout column k in the aimed row, open or not (a
  pile that is not open is a misplay); `aim_left` aims at seat 0's row (the bottom one on
  screen), `aim_right` at seat 1's (the top one); before any aim, your own row.
- `aim1`..`aim4` aim straight at pile (California: row) 1..4: the mouse's drag onto a pile.
- `flip` asks for the stalemate flip (Speed) or spit (Spit). `slap` calls "Speed!" (Speed)
  or slaps the aimed spit pile at the end of a Spit round.

**Cursor scheme** (gamepads): a highlight sits on one slot. `left`/`right` move it one slot,
`up`/`down` jump two slots; it wraps round, so every slot is one move away. `play_left` and
`play_right` play the highlighted card, aiming left or right (the card still goes where it
fits when it fits only one pile); in the Spit slap phase they slap the left or right spit
pile. California: the highlight is a ring on one pile of the layout: `left`/`right` move it
along the row (wrapping round), `up`/`down` put it on the top or bottom row, and `play_left`
or `play_right` covers the ringed pile. Spit moves: highlight the card, press `move`,
highlight the stock position it goes to (an empty one, or with `stack_own` one of the same
rank), press `move` again (on the same card: cancel). `flip` and `slap` work as in the direct
scheme.

Presses per card played: direct 1 (2 with an aim change), cursor at most 2 (one move, one
play; California at most 4: the row, two steps along it, the cover). Flip, call and slap take
one press (a slap on a newly aimed pile two). Spit moves take 2 presses direct (3 for
`stack_own`), at most 4 with the cursor.
"""
from game.engine.intents import CALL, COVER, FLIP, MOVE, PLAY, SLAP, SPIT, Intent

HAND_SLOTS = 5
SLOT_ACTIONS = tuple(f"slot{k}" for k in range(1, HAND_SLOTS + 1))
DIRECT_ACTIONS = SLOT_ACTIONS + ("aim_left", "aim_right")
AIM_ACTIONS = ("aim1", "aim2", "aim3", "aim4")     # aim straight at pile (California: row) k
CURSOR_ACTIONS = ("left", "right", "up", "down", "play_left", "play_right")
SHARED_ACTIONS = ("flip", "slap", "hit", "move")
APP_ACTIONS = ("pause",)
CABINET_ACTIONS = ("coin", "service")   # a coin inserted, the service switch (game/cabinet.py)
HIT = "hit"                       # a slap-pad press in the queue, see `resolve_hit`          # handled by the app, never an intent
ACTIONS = DIRECT_ACTIONS + AIM_ACTIONS + CURSOR_ACTIONS + SHARED_ACTIONS + APP_ACTIONS + \
    CABINET_ACTIONS
SCHEMES = ("direct", "cursor")
CURSOR_STEPS = {"left": -1, "right": 1, "up": -2, "down": 2}
TOP_ROW, BOTTOM_ROW = 1, 0          # California's rows on screen: seat 1's on top, seat 0's below


# -- the small variant-specific views of the state ----------------------------------------------
def legal(game, seat: int, kind: str) -> list[Intent]:
    """The legal intents of one kind for `seat` (the engine's own list)."""
    return [i for i in game.legal_intents(seat) if i.kind == kind]


def stable_slots(previous: list, hand: list) -> list:
    """Hand cards laid into HAND_SLOTS slots, keeping every card that stays in its old slot."""
    slots = [c if c in hand else None for c in previous[:HAND_SLOTS]]
    slots += [None] * (HAND_SLOTS - len(slots))
    fresh = iter(c for c in hand if c not in slots)
    return [c if c is not None else next(fresh, None) for c in slots]


def spit_tops(game, seat: int) -> list:
    """The face-up top card of each of `seat`'s stock positions (None where empty)."""
    if hasattr(game, "stock_tops"):
        return list(game.stock_tops(seat))
    return [pile[-1] if pile else None for pile in game.stocks[seat]]


def california_columns(game) -> int:
    """Layout piles per seat (4 or 5)."""
    return len(game.piles()) // game.seats


def pick_pile(fits, aim: int, count: int) -> int:
    """The aimed pile if it is among `fits`, else the first of them round from the aim."""
    if not fits or aim in fits:
        return aim
    return min(fits, key=lambda p: (p - aim) % count)


class SeatControl:
    """One seat's scheme state (aim, cursor, move target) and action → intent translation."""

    def __init__(self, seat: int, scheme: str = "direct", stable_hand: bool = False):
        if scheme not in SCHEMES:
            raise ValueError(f"unknown control scheme {scheme!r} (known: {', '.join(SCHEMES)})")
        self.seat, self.scheme = seat, scheme
        self.aim: int | None = None     # pile (Speed/Spit) or row (California) aimed at
        self.cursor = 0                 # highlighted slot, cursor scheme
        self.target: int | None = None  # Spit, direct: stock position picked as a move target
        self.source: int | None = None  # Spit, cursor: stock position picked to move from
        self.stacking = False           # Spit: `move` pressed, the next slot is the target
        self.stable_hand = stable_hand
        self.ends: tuple[int, int] | None = None  # the leftmost and rightmost pile on screen
        self._hand: list = []

    # -- what the renderer shows --------------------------------------------------------------
    def slots(self, game) -> list:
        """The card (or column) under each slot button, as the player sees it."""
        variant = game.variant
        if variant == "speed":
            hand = game.hands[self.seat]
            if not self.stable_hand:
                return hand[:HAND_SLOTS] + [None] * (HAND_SLOTS - len(hand))
            self._hand = stable_slots(self._hand, hand)
            return list(self._hand)
        if variant == "spit":
            return spit_tops(game, self.seat)
        return list(range(california_columns(game)))

    def aimed(self, game) -> int:
        """The pile (Speed/Spit) or row (California) the seat aims at now."""
        if self.aim is not None:
            return self.aim
        groups = game.seats if game.variant == "california" else len(game.piles())
        return self.seat % max(groups, 1)

    # -- actions ------------------------------------------------------------------------------
    def act(self, action: str, game, t_ns: int, source: str = "") -> Intent | None:
        """The intent `action` means now, queued at host time `t_ns` (None when it only
        changes the seat's own state)."""
        if game is None or getattr(game, "over", False):
            return None
        intent = self._dispatch(action, game)
        if intent is None:
            return None
        return Intent(t_ns, self.seat, intent[0], *intent[1:], source=source)

    def _dispatch(self, action: str, game):
        if action in SLOT_ACTIONS:
            return self._slot(SLOT_ACTIONS.index(action), game)
        if action in ("aim_left", "aim_right"):
            return self._aim(action == "aim_right", game)
        if action in AIM_ACTIONS:
            self.aim, self.target, self.stacking = AIM_ACTIONS.index(action), None, False
            return None
        if action in CURSOR_STEPS:
            return self._move_cursor(CURSOR_STEPS[action], game)
        if action in ("play_left", "play_right"):
            return self._cursor_play(action == "play_right", game)
        if action == "move":
            return self._arm_move(game)
        if action == "flip":
            return {"speed": (FLIP,), "spit": (SPIT,)}.get(game.variant)
        if action == "slap":
            return self._slap(game)
        if action == "hit":
            return self._hit(game)
        return None

    def _hit(self, game):
        """The arcade slap pad, one button for "Speed!" and the flip (Spit: slap and spit).
        Which it means depends on the table when the press is applied, not when it is read,
        so it is queued as HIT (with the aimed spit pile) and `resolve_hit` decides."""
        if game.variant == "speed":
            return (HIT,)
        if game.variant == "spit":
            return (HIT, None, self.aimed(game))
        return None

    def _aim(self, right: bool, game):
        """The aim buttons: set the aim, and drop a half-made Spit move."""
        self._set_aim(right, game)
        self.target, self.stacking = None, False
        return None

    def _set_aim(self, right: bool, game, step: bool = True) -> None:
        """Two piles (rows): left/right. More: step round (aim buttons) or the end pile."""
        groups = game.seats if game.variant == "california" else len(game.piles())
        if groups > 2 and not step and self.ends is not None:
            self.aim = self.ends[int(right)]       # as the table is drawn (the view's `ends`)
        elif groups <= 2 or not step:
            self.aim = (groups - 1) * int(right)
        else:
            self.aim = (self.aimed(game) + (1 if right else -1)) % groups

    def _move_cursor(self, step: int, game):
        if game.variant == "california" and abs(step) == 2:    # up/down: the row
            self.aim = TOP_ROW if step < 0 else BOTTOM_ROW
            return None
        self.cursor = (self.cursor + step) % len(self.slots(game))
        return None

    def _cursor_play(self, right: bool, game):
        if game.variant == "spit" and legal(game, self.seat, SLAP):
            return (SLAP, None, int(right))
        if game.variant == "california":
            return self._cover_pile(self.cursor, game)
        self._set_aim(right, game, step=False)
        return self._slot(self.cursor, game)

    def _arm_move(self, game):
        if self.scheme == "cursor":
            return self._cursor_move(game)
        self.stacking = True
        return None

    def _cursor_move(self, game):
        """Cursor scheme: the first `move` picks the card, the second where it goes."""
        if game.variant != "spit":
            return None
        tops, k = spit_tops(game, self.seat), self.cursor
        if self.source is None:
            if k < len(tops) and tops[k] is not None:
                self.source = k
            return None
        source, self.source = self.source, None
        if source == k or source >= len(tops) or tops[source] is None:
            return None
        return (MOVE, tops[source], None, k)

    def _slap(self, game):
        if game.variant == "speed":
            return (CALL,)
        if game.variant == "spit":
            return (SLAP, None, self.aimed(game))
        return None

    # -- slot presses, per variant ------------------------------------------------------------
    def _slot(self, k: int, game):
        variant = game.variant
        if variant == "speed":
            return self._play_card(self.slots(game)[k], game)
        if variant == "spit":
            return self._spit_slot(k, game)
        if variant == "california":
            return self._cover_pile(k, game)
        return None

    def _play_card(self, card, game):
        if card is None:
            return None
        fits = {i.pile for i in legal(game, self.seat, PLAY) if i.card == card}
        return (PLAY, card, pick_pile(fits, self.aimed(game), len(game.piles())))

    def _spit_slot(self, k: int, game):
        tops = spit_tops(game, self.seat)
        if k >= len(tops) or (self.scheme == "cursor" and tops[k] is None):
            return None
        if self.stacking:
            self.stacking, self.target = False, k
            return None
        if self.target is not None:
            return self._spit_move(k, tops)
        if tops[k] is None:
            self.target = k
            return None
        return self._play_card(tops[k], game)

    def _spit_move(self, k: int, tops: list):
        target, self.target = self.target, None
        if k == target:
            return None                      # the same slot again: cancel
        if tops[k] is None:
            self.target = k                  # another empty slot: it becomes the target
            return None
        return (MOVE, tops[k], None, target)

    def _cover_pile(self, k: int, game):
        """Cover the pile of column `k` in the aimed row: the pile the press names, whether
        it is open or not (never "whichever pile of the column is open")."""
        columns = california_columns(game)
        if k >= columns:
            return None
        return (COVER, None, self.aimed(game) * columns + k)


def resolve_hit(game, hit: Intent) -> Intent:
    """What a slap-pad press means on the table as it is now: "Speed!" while a call window is
    open, else the flip request; in Spit, the slap on the aimed pile while the piles are being
    slapped, else the spit request."""
    if game.variant == "speed":
        kind, pile = (CALL if game.window else FLIP), None
    elif legal(game, hit.seat, SLAP):
        kind, pile = SLAP, hit.pile
    else:
        kind, pile = SPIT, None
    return Intent(hit.t, hit.seat, kind, pile=pile, source=hit.source)
