"""Engine speed: full random games through the public API (Match.apply validates every intent).

Two-player standard Speed with same_rank off, then four-player Speed; each seat in turn makes a
random legal intent (a play, else a flip request, else the "Speed!" call) with no delay between
intents, and the clock advances 1 ms per intent so timers fire as they would in play. Also the
cost of copying a game state (what a searching bot pays). Last line: one JSON object.
"""
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.intents import CALL, FLIP, PLAY, Intent  # noqa: E402
from game.engine.match import Match  # noqa: E402

SECONDS = 5.0


def random_intent(game, seat: int, t: float, rnd: random.Random) -> Intent | None:
    """A random legal play of `seat`, else its flip request, else its call (None: nothing)."""
    plays = game.legal_plays(seat)
    if plays:
        card, pile = plays[int(rnd.random() * len(plays))]
        return Intent(t, seat, PLAY, card, pile)
    if game.window:
        return Intent(t, seat, CALL) if seat in game.window[2] else None
    return None if game.requests[seat] else Intent(t, seat, FLIP)


def play_one(match: Match, rnd: random.Random) -> int:
    """Play one game to its end; returns the number of intents applied."""
    match.next_game()
    game, t, applied = match.game, 0.0, 0
    seats = game.seats
    while not game.over:
        t += 1.0
        seat = int(rnd.random() * seats)
        intent = random_intent(game, seat, t, rnd)
        if intent is None:
            match.advance(t)
            continue
        match.apply(intent)
        applied += 1
    return applied


def run(seats: int, options: dict, seconds: float) -> tuple[float, float]:
    """(games per second, intents per second) over `seconds` of wall time."""
    rnd = random.Random(1)
    games = intents = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = Match("speed", options, seats, seed=rnd.randrange(1 << 30))
        match.games_to_win = 10 ** 9
        for _ in range(50):
            intents += play_one(match, rnd)
            games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, intents / elapsed


def copy_cost_us() -> float:
    match = Match("speed", {"same_rank": False}, 2, seed=3)
    match.next_game()
    game = match.game
    rounds = 200_000
    start = time.perf_counter()
    for _ in range(rounds):
        game.copy()
    return (time.perf_counter() - start) / rounds * 1e6


def main() -> None:
    two_games, two_intents = run(2, {"same_rank": False}, SECONDS)
    print(f"two-player Speed: {two_games:,.0f} games/s, {two_intents:,.0f} intents/s")
    four_games, _ = run(4, {"same_rank": False}, SECONDS / 2)
    print(f"four-player Speed: {four_games:,.0f} games/s")
    copy_us = copy_cost_us()
    print(f"state copy: {copy_us:.2f} µs")
    print(json.dumps({"bench": "engine", "games_per_s": round(two_games),
                      "four_player_games_per_s": round(four_games),
                      "intents_per_s": round(two_intents), "state_copy_us": round(copy_us, 2)}))


if __name__ == "__main__":
    main()
