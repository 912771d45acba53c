"""Events as one plain line each, every field named, cards by name: pinning tests compare these."""
from dataclasses import fields

from game.engine import cards
from game.engine.intents import Intent

CARD_FIELDS = {"card", "cards"}


def _card(value):
    """A card's name; anything that is not a card id as it is."""
    real = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(cards.RANK)
    return cards.name(value) if real else value


def _value(key: str, value):
    if key in CARD_FIELDS:
        return [_card(c) for c in value] if isinstance(value, list) else _card(value)
    return value


def describe(event) -> str:
    """`CardPlayed t=10.0 seat=0 card='7H' pile=1 origin=None`: every field, in order; a
    refusal by its words (`reason='7H does not fit on 2C'`), as the replay contract words it."""
    parts = [f"reason={event.reason!r}" if f.name == "refusal"
             else f"{f.name}={_value(f.name, getattr(event, f.name))!r}" for f in fields(event)]
    return " ".join([type(event).__name__] + parts)


def step(game, t: float, seat: int, kind: str, card: str | None = None, pile=None, to=None):
    """Apply one intent (card by name) and describe what it caused."""
    card_id = cards.parse(card) if card else None
    return [describe(e) for e in game.apply(Intent(t, seat, kind, card_id, pile, to))]


def advance(game, t: float) -> list[str]:
    return [describe(e) for e in game.advance(t)]
