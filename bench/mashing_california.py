"""California against a player who never looks (issue 30, "California controls that name a
pile"), measured: the blind masher (game/bots/masher.py: the column keys over one row, an aim
key, the column keys over the other row, the other aim key, one key every N ms) against bots,
with the game's rules (config.RULE_DEFAULTS) and any given over them.

    python bench/mashing_california.py [--games N] [--levels medium,expert]
                                       [--every 70,120,200] [--rules '{"layout": 5}']

Prints per masher speed and level: the masher's score (a win 1, a draw ½, a game still going at
the limit 0), how many of its covers landed, and the misplays a landed cover cost it. The Speed
and Spit figures are bench/mashing.py's. One JSON line at the end.

Measured (100 games a cell, vs medium / vs expert): with the lockout growing to 4 s (memory 2 s,
stall 4 s: the game's settings once the growing lockout has landed) the masher scores 0% / 0%
at 70, 120 and 200 ms; with a flat 0.5 s lockout 15% / 3% at 70 ms, 6% / 0% at 120 ms, 1% / 1%
at 200 ms. Before a key named one pile ("whichever pile of the column is open", 20 games, flat
0.5 s, 70 ms) it scored 95% / 75%.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.bots import timing                                        # noqa: E402
from game.bots.bot import Bot                                       # noqa: E402
from game.bots.headless import play                                 # noqa: E402
from game.bots.masher import Masher                                 # noqa: E402
from game.config import RULE_DEFAULTS                               # noqa: E402
from game.engine.events import LockedOut                            # noqa: E402
from game.engine.events_rounds import Covered                       # noqa: E402

LIMIT_MS = 10 * 60 * 1000.0


class Covers:
    """One game's covers and misplays, seen from the masher's seat `m`."""
    def __init__(self, m: int):
        self.m, self.landed, self.misplays = m, [0, 0], 0

    def __call__(self, game, events) -> None:
        for e in events:
            if isinstance(e, Covered):
                self.landed[e.seat != self.m] += 1
            elif isinstance(e, LockedOut) and e.seat == self.m and e.cause == "misplay":
                self.misplays += 1


def game(every: float, level: str, index: int, options: dict) -> dict:
    """One game of the masher against a bot of `level`, seats alternating by `index`."""
    m, seed = index % 2, index * 7 + 1
    masher, covers = Masher(m, every), Covers(m)
    bots = {m: masher, 1 - m: Bot(1 - m, level, seed)}
    out = play("california", ["medium", "medium"], seed, options, bots=bots, limit_ms=LIMIT_MS,
               watch=covers)
    return {"score": 0.0 if out.stalled else
            (1.0 if out.winner == m else 0.5 if out.winner is None else 0.0),
            "stalled": out.stalled, "pressed": masher.pressed, "landed": covers.landed[0],
            "misplays": covers.misplays}


def cell(every: float, level: str, games: int, options: dict) -> dict:
    results = [game(every, level, i, options) for i in range(games)]
    landed = sum(r["landed"] for r in results)
    return {"score_pct": round(100.0 * sum(r["score"] for r in results) / games, 1),
            "stalled": sum(r["stalled"] for r in results),
            "pressed": sum(r["pressed"] for r in results), "landed": landed,
            "misplays_per_landed": round(sum(r["misplays"] for r in results) / max(landed, 1),
                                         1)}


def shown(c: dict) -> str:
    going = f" ({c['stalled']} still going)" if c["stalled"] else ""
    return f"{c['score_pct']}%{going}, {c['landed']} of {c['pressed']}, " \
        f"{c['misplays_per_landed']}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games a cell")
    parser.add_argument("--levels", default="medium,expert")
    parser.add_argument("--every", default="70,120,200", help="the masher's ms a key")
    parser.add_argument("--rules", default="{}", help="rule options over the game's, as JSON")
    args = parser.parse_args()
    levels = [lv for lv in args.levels.split(",") if lv]
    try:
        everies = [float(e) for e in args.every.split(",") if e]
        rules = json.loads(args.rules)
    except ValueError:
        everies, rules = [], None
    if (args.games < 2 or not levels or any(lv not in timing.LEVELS for lv in levels)
            or not everies or not isinstance(rules, dict)):
        print(f"bench/mashing_california.py: bad arguments (levels among "
              f"{', '.join(timing.LEVELS)}; games at least 2; --every numbers; --rules a JSON "
              "object)", file=sys.stderr)
        return 2
    options = {**RULE_DEFAULTS, **rules}
    table = {f"{every:g}": {level: cell(every, level, args.games, options) for level in levels}
             for every in everies}
    print(f"California, blind masher's score (win 1, draw ½), {args.games} games a cell, seats "
          f"alternating; rules {json.dumps(options)}\n")
    print("| masher | " + " | ".join(f"vs {lv}: score, covers landed of presses, misplays a "
                                      "landed cover" for lv in levels) + " |")
    print("|---|" + "---|" * len(levels))
    for every, row in table.items():
        print(f"| {every} ms | " + " | ".join(shown(row[lv]) for lv in levels) + " |")
    print(json.dumps({"bench": "mashing_california", "games": args.games, "rules": options,
                      "table": table}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
