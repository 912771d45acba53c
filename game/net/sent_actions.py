"""What a machine sends the host for one of its player's seat actions (pure).

The host's `net` layout binds the direct actions (slot, aim, flip, slap, hit, move): a seat on
a direct layout sends its actions as they are, and the host's control makes the same intent
of them. A pad's cursor lives on its own machine: its steps send nothing, and a play or a move
is sent as the direct actions that make the same intent on the host (the pile aimed at, then
the slot of the card). The pause stays on the machine (its own menu).
"""
from __future__ import annotations

from game.engine.intents import COVER, MOVE, PLAY, SLAP
from game.input.actions import CURSOR_STEPS, california_columns, spit_tops

KEPT_HERE = ("pause", "coin", "service")


def sent_actions(scheme: str, action: str, intent, game, seat: int) -> list[str]:
    """The actions to send for `action`, which made `intent` (None: none) on `game` as it was
    before it; [] when nothing goes to the host."""
    if action in KEPT_HERE:
        return []
    if scheme == "direct":
        return [action]
    if action in CURSOR_STEPS:
        return []
    if action in ("play_left", "play_right", "move"):
        return [] if intent is None else direct_for(intent, game, seat)
    return [action]


def direct_for(intent, game, seat: int) -> list[str]:
    """The direct actions that make `intent` on the host's control."""
    if intent.kind == PLAY:
        slots = game.hands[seat] if game.variant == "speed" else spit_tops(game, seat)
        if intent.card not in slots:
            return []
        return [f"aim{intent.pile + 1}", f"slot{slots.index(intent.card) + 1}"]
    if intent.kind == SLAP:
        return [f"aim{intent.pile + 1}", "slap"]
    if intent.kind == COVER:
        columns = california_columns(game)
        return [f"aim{intent.pile // columns + 1}", f"slot{intent.pile % columns + 1}"]
    if intent.kind == MOVE:
        tops = spit_tops(game, seat)
        if intent.card not in tops:
            return []
        into, card = f"slot{intent.to + 1}", f"slot{tops.index(intent.card) + 1}"
        return [into, card] if tops[intent.to] is None else ["move", into, card]
    return [intent.kind]
