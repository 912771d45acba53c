"""Bots decide on what their seat can see: reordering every hidden card (draw piles, face-down
stock and spit cards, the other player's hand, California decks) never changes a decision."""
import copy
import random

import pytest

from game.bots.bot import Bot
from game.bots.headless import play
from game.bots.views import see


def scramble(game, seat: int, rnd: random.Random):
    """A copy of `game` with every card `seat` cannot see reordered (counts kept)."""
    other = game.copy()
    if game.variant == "speed":
        for pile in other.draws + other.sides + [other.hands[1 - seat]]:
            rnd.shuffle(pile)
    elif game.variant == "spit":
        for s in range(game.seats):
            _shuffle_face_down(other, s, rnd)
    else:
        for deck in other.decks:
            rnd.shuffle(deck)
    return other


def _shuffle_face_down(game, seat: int, rnd: random.Random) -> None:
    """Spit: the seat's spit cards and face-down stock cards, shuffled among their places."""
    piles = game.stocks[seat]
    down = [len(p) - up for p, up in zip(piles, game.up[seat])]
    hidden = game.spits[seat][:] + [c for p, n in zip(piles, down) for c in p[:n]]
    rnd.shuffle(hidden)
    game.spits[seat][:] = hidden[:len(game.spits[seat])]
    rest = hidden[len(game.spits[seat]):]
    for pile, n in zip(piles, down):
        pile[:n], rest = rest[:n], rest[n:]


def plan_of(bot):
    plan = bot.plan
    return None if plan is None else (plan.intent.kind, plan.intent.card, plan.intent.pile,
                                      plan.intent.to, plan.commit, plan.due)


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
@pytest.mark.parametrize("levels", [("expert", "easy"), ("hard", "adaptive")])
def test_hidden_cards_never_change_a_decision(variant, levels, monkeypatch):
    looks = []
    real_look = Bot.look
    rnd = random.Random(7)

    def twin_look(self, game, now_ms, events=()):
        twin = copy.deepcopy(self)
        real_look(self, game, now_ms, events)
        hidden = scramble(game, self.seat, rnd)
        real_look(twin, hidden, now_ms, events)
        looks.append((plan_of(self), plan_of(twin), self.seat))

    monkeypatch.setattr(Bot, "look", twin_look)
    for seed in range(3):
        play(variant, list(levels), seed)
    decided = [look for look in looks if look[0] is not None]
    assert len(decided) > 50
    assert all(mine == twin for mine, twin, _ in looks)


def test_the_scramble_really_moves_hidden_cards_and_keeps_the_view():
    from game.engine.match import Match
    match = Match("speed", {}, 2, 11)
    match.next_game()
    game = match.game
    other = scramble(game, 0, random.Random(1))
    assert other.draws != game.draws
    mine, twin = see(game, 0), see(other, 0)
    assert all(getattr(mine, s) == getattr(twin, s) for s in type(mine).__slots__)
