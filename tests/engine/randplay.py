"""Random players for property tests: every seat always acts (a legal play, else flip, else call)."""
import random

from game.engine.intents import CALL, FLIP, PLAY, Intent
from game.engine.match import Match


def random_intent(game, seat: int, t: float, rnd: random.Random, noise: float = 0.0):
    """A legal intent for `seat` (or, with probability `noise`, a random maybe-illegal play)."""
    if noise and rnd.random() < noise and game.hands[seat]:
        card = rnd.choice(game.hands[seat])
        return Intent(t, seat, PLAY, card, rnd.randrange(len(game.centres) + 1))
    plays = game.legal_plays(seat)
    if plays:
        card, pile = rnd.choice(plays)
        return Intent(t, seat, PLAY, card, pile)
    if game.window:
        return Intent(t, seat, CALL)
    return Intent(t, seat, FLIP)


def play_game(options: dict, seats: int, seed: int, rnd: random.Random, limit: int = 5000,
              noise: float = 0.0, on_step=None):
    """Play one game with random seats; `on_step(match, intent, events)` after each intent."""
    match = Match("speed", options, seats, seed)
    match.next_game()
    t = 0.0
    for _ in range(limit):
        if match.game.over:
            break
        t += rnd.choice((0.0, 1.0, 5.0, 50.0, 400.0))
        intent = random_intent(match.game, rnd.randrange(seats), t, rnd, noise)
        events = match.apply(intent)
        if on_step:
            on_step(match, intent, events)
    return match
