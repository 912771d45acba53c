"""Engine speed: full random games through the public API (Match.apply validates every intent).

Two-player standard Speed with same_rank off, then four-player Speed; each seat in turn makes a
random legal intent (a play, else a flip request, else the "Speed!" call) with no delay between
intents, and the clock advances 1 ms per intent so timers fire as they would in play. Also the
cost of copying a game state (what a searching bot pays). The driver (choosing random intents)
costs about as much as the engine, so the engine's own cost is measured apart: the intents of
200 driven games are recorded, then re-applied to fresh matches (deal included) and timed in
process CPU time, best of three; divided by the intents applied. Last line: one JSON object.
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


def play_one(match: Match, rnd: random.Random, record: list | None = None) -> int:
    """Play one game to its end; returns the number of intents applied. `record` gets each
    step: an Intent, or the time the clock was advanced to."""
    match.next_game()
    game, t, applied = match.game, 0.0, 0
    seats = game.seats
    while not game.over:
        t += 1.0
        seat = int(rnd.random() * seats)
        intent = random_intent(game, seat, t, rnd)
        if intent is None:
            match.advance(t)
            if record is not None:
                record.append(t)
            continue
        match.apply(intent)
        applied += 1
        if record is not None:
            record.append(intent)
    return applied


def engine_us_per_intent(seats: int, options: dict, games: int = 200) -> float:
    """The engine's own CPU µs per applied intent: recorded games re-applied without a driver."""
    rnd = random.Random(7)
    recorded = []
    for _ in range(games):
        seed, steps = rnd.randrange(1 << 30), []
        play_one(Match("speed", options, seats, seed), rnd, steps)
        recorded.append((seed, steps))
    intents = sum(isinstance(step, Intent) for _, steps in recorded for step in steps)
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for seed, steps in recorded:
            match = Match("speed", options, seats, seed)
            match.next_game()
            for step in steps:
                match.apply(step) if isinstance(step, Intent) else match.advance(step)
        best = min(best, time.process_time() - start)
    return best / intents * 1e6


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
    two_us = engine_us_per_intent(2, {"same_rank": False})
    four_us = engine_us_per_intent(4, {"same_rank": False})
    print(f"engine alone: {two_us:.2f} µs per applied intent (two players), {four_us:.2f} (four)")
    locked_us = engine_us_per_intent(2, {"same_rank": False, "misplay_lockout_s": 0.5})
    print(f"engine alone, misplay lockout on (0.5 s): {locked_us:.2f} µs per applied intent")
    copy_us = copy_cost_us()
    print(f"state copy: {copy_us:.2f} µs")
    print(json.dumps({"bench": "engine", "games_per_s": round(two_games),
                      "four_player_games_per_s": round(four_games),
                      "intents_per_s": round(two_intents), "engine_us_per_intent": round(two_us, 2),
                      "four_player_engine_us_per_intent": round(four_us, 2),
                      "lockout_engine_us_per_intent": round(locked_us, 2),
                      "state_copy_us": round(copy_us, 2)}))


if __name__ == "__main__":
    main()
