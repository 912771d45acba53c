"""Prove an engine change changes nothing: play random games on this engine and on the engine of
another commit side by side, feeding both the same intents, and compare every event stream,
every legal-play list and the state checksum after every step.

    python tools/same_engine.py --against <commit> [--games 1400]

Games mix two, three and four players, same_rank on and off, jokers, McLeod, every "Speed!"
mode, Spit and California, and one intent in ten is a random (often illegal) one, so the
rejection paths are compared too. Events are compared field by field, a refusal by its words (the
`reason` an engine from before typed refusals carried). Last line: one JSON object.
"""
import argparse
import io
import json
import random
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import fields
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.intents import Intent  # noqa: E402
from game.engine.match import Match  # noqa: E402

CONFIGS = [("speed", {"same_rank": False}, 2), ("speed", {}, 2), ("speed", {"jokers": True}, 2),
           ("speed", {"deal": "mcleod"}, 2), ("speed", {"verbal_win": "race"}, 2),
           ("speed", {"verbal_win": "off", "jokers": True}, 3), ("speed", {}, 4),
           ("speed", {"call_window_s": 0.2, "auto_flip_s": 0.5}, 2),
           ("spit", {}, 2), ("california", {}, 2)]


def load_old(commit: str):
    """The Match class of `commit`'s engine, imported as the package `old_engine`."""
    archive = subprocess.run(["git", "archive", commit, "game/engine"], cwd=ROOT, check=True,
                             capture_output=True).stdout
    folder = Path(tempfile.mkdtemp(prefix="old-engine-"))
    tarfile.open(fileobj=io.BytesIO(archive)).extractall(folder)
    (folder / "game" / "engine").rename(folder / "old_engine")
    sys.path.insert(0, str(folder))
    from old_engine.match import Match as OldMatch
    return OldMatch


def random_intent(game, seat: int, t: float, rnd: random.Random) -> Intent:
    """Mostly a legal intent of `seat`; one in ten a random one that may well be illegal."""
    legal = game.legal_intents(seat)
    if legal and rnd.random() > 0.1:
        return rnd.choice(legal).at(t)
    kind = rnd.choice(list(game.HANDLERS))
    card = rnd.randrange(-1, 56)
    return Intent(t, seat, kind, card, rnd.randrange(-1, 9), rnd.randrange(-1, 6))


def described(events: list) -> str:
    """The events as `Rejected(t=10.0, seat=0, kind='play', reason='...', card=5, pile=0)`: every
    field in order, a typed refusal by its words, so that engines before and after compare."""
    out = []
    for event in events:
        parts = [("reason", event.reason) if f.name == "refusal"
                 else (f.name, getattr(event, f.name)) for f in fields(event)]
        out.append(f"{type(event).__name__}({', '.join(f'{k}={v!r}' for k, v in parts)})")
    return "[" + ", ".join(out) + "]"


def plays_of(game, seats: int):
    return [game.legal_plays(s) for s in range(seats)] if hasattr(game, "legal_plays") else None


def compare_game(new: Match, old, rnd: random.Random, limit: int = 3000) -> int:
    """Play one game on both; returns the steps compared (AssertionError at a difference)."""
    start = (new.next_game(), old.next_game())
    assert described(start[0]) == described(start[1]), "start events differ"
    t, steps = 0.0, 0
    while not new.game.over and steps < limit:
        t += rnd.choice((0.0, 1.0, 7.0, 60.0, 700.0))
        seat = rnd.randrange(new.game.seats)
        if rnd.random() < 0.05:
            events = (new.advance(t), old.advance(t))
        else:
            intent = random_intent(new.game, seat, t, rnd)
            events = (new.apply(intent), old.apply(Intent(intent.t, intent.seat, intent.kind,
                                                          intent.card, intent.pile, intent.to)))
        steps += 1
        shown = described(events[0]), described(events[1])
        assert shown[0] == shown[1], f"step {steps}: {shown[0]} != {shown[1]}"
        assert new.game.checksum() == old.game.checksum(), f"step {steps}: checksums differ"
        assert plays_of(new.game, new.game.seats) == plays_of(old.game, old.game.seats)
    return steps


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True, help="the commit whose engine is the reference")
    parser.add_argument("--games", type=int, default=1400)
    args = parser.parse_args(argv)
    OldMatch = load_old(args.against)
    rnd = random.Random(2026)
    games = steps = 0
    while games < args.games:
        variant, options, seats = CONFIGS[games % len(CONFIGS)]
        seed = rnd.randrange(1 << 30)
        new, old = Match(variant, options, seats, seed), OldMatch(variant, options, seats, seed)
        steps += compare_game(new, old, random.Random(seed))
        games += 1
    print(f"{games} games, {steps} steps: identical events, legal plays and checksums")
    print(json.dumps({"bench": "same_engine", "against": args.against[:12], "games": games,
                      "steps": steps, "identical": True}))


if __name__ == "__main__":
    main()
