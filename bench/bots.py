"""Computer players measured headlessly: the level ladder, a 400 ms reference player against each
level, own refused presses, pace, decision time and stalls, per variant.

    python bench/bots.py [--games N] [--masher-games M] [--masher-limit-s S] [--workers W]
                         [--variants speed,spit,california]

Each pairing plays N games (seats alternate) per variant: the adjacent levels (lower level's
win rate = the upset rate) and the reference player (400 ± 80 ms, sensible, only what it sees)
against every level; and, in Speed, a masher (game/bots/masher.py: one key every 70, 120 or
200 ms rolling A S D F G E Q, never looking) against every level. Every game uses the rule
options a new match gets (config.RULE_DEFAULTS: the misplay lockout on at 0.5 s). A masher game
still going after MASHER_LIMIT_MS has stalled: it is not a masher win (the win rate counts it
with the games the masher did not win) and the table says how many stalled in each cell (its
lockouts keep bringing the roll back on the same keys while the other player waits for a flip
that never comes; bench/mashing.py shows which). Prints Markdown tables (docs/BOTS.md keeps a
copy), then one JSON line.
"""
import argparse
import json
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.bots import bot as bot_module          # noqa: E402
from game.bots.headless import play               # noqa: E402
from game.bots.masher import Masher                # noqa: E402
from game.bots.timing import LEVELS, REFERENCE     # noqa: E402
from game.config import RULE_DEFAULTS              # noqa: E402

LADDER = list(LEVELS)
PAIRS = [(lo, hi) for lo, hi in zip(LADDER, LADDER[1:])]
VERSUS = [(REFERENCE.name, level) for level in LADDER]
VARIANTS = ["speed", "spit", "california"]
# Rule-option sets each variant is also played with (mixed levels), to look for stalls.
OPTION_SETS = {
    "speed": [{"auto_flip_s": None}, {"verbal_win": "race"}, {"verbal_win": "off"},
              {"jokers": True}, {"deal": "mcleod"}, {"same_rank": False},
              {"call_window_s": None}, {"stalemate_limit": 1},
              {"jokers": True, "auto_flip_s": None, "same_rank": False}],
    "spit": [{"stack_own": True}, {"scoring": "points", "target": 40}, {"max_rounds": 3},
             {"auto_flip_s": None, "slap_window_s": None},
             {"auto_flip_s": 0.5, "slap_window_s": 0.2}],
    "california": [{"layout": 5}, {"max_rounds": 4}],
}
MIXED = LADDER + ["adaptive", REFERENCE.name]
MASHER_MS = (70, 120, 200)
MASHER_LIMIT_MS = 10 * 60 * 1000.0
DECISIONS: list[tuple[float, float]] = []     # (thread CPU µs, wall µs) of each decision


def _timed_look():
    """Wrap Bot.look to time every call that ends in a new plan (a decision): CPU time of the
    thread (what the decision costs) and wall time (what it cost on this loaded machine)."""
    real = bot_module.Bot.look

    def look(self, game, now_ms, events=()):
        before = self.plan
        cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
        real(self, game, now_ms, events)
        if self.plan is not None and self.plan is not before:
            DECISIONS.append(((time.thread_time_ns() - cpu) / 1000.0,
                              (time.perf_counter_ns() - wall) / 1000.0))
    bot_module.Bot.look = look


def one(task):
    """Play one game; returns what the tables need."""
    variant, pair, index, options = task
    options = {**RULE_DEFAULTS, **(options or {})}
    flip = index % 2
    levels = [pair[1], pair[0]] if flip else list(pair)
    if pair[0] == "sweep":
        levels, flip = list(pair[1:]), 0
    if pair[0] == "masher":
        return _mash(variant, pair, index, options)
    out = play(variant, levels, seed=index * 7 + 1, options=options)
    won = None if out.winner is None else out.winner ^ flip      # 0: pair[0] won
    decisions = DECISIONS[:]
    DECISIONS.clear()
    per = [(levels[s], out.pressed[s], out.refused[s], out.played[s], out.ready_ms[s])
           for s in range(2)]
    return variant, pair, won, out.ms, out.stalled, per, decisions, out.locked


def _mash(variant, pair, index, options):
    """A masher (seat alternating) against a level; a stalled game is the masher's loss."""
    _, every, level = pair
    seat, seed = index % 2, index * 7 + 1
    bots = {seat: Masher(seat, every), 1 - seat: bot_module.Bot(1 - seat, level, seed)}
    out = play(variant, [level, level], seed=seed, options=options, bots=bots,
               limit_ms=MASHER_LIMIT_MS)
    won = None if out.winner is None or out.stalled else (0 if out.winner == seat else 1)
    won = 1 if out.stalled else won
    DECISIONS.clear()
    bot_locked = [0, 0]
    bot_locked[1] = out.locked[1 - seat]
    return variant, pair, won, out.ms, out.stalled, [], [], bot_locked


def _init():
    _timed_look()


def run(games: int, workers: int, variants: list[str], mashes: int | None = None,
        masher_limit_ms: float = MASHER_LIMIT_MS) -> dict:
    global MASHER_LIMIT_MS
    MASHER_LIMIT_MS = masher_limit_ms             # the workers are forked after this
    tasks = [(v, pair, i, None) for v in variants for pair in PAIRS + VERSUS
             for i in range(games)]
    sweep = max(games // 8, 4)
    tasks += [(v, ("sweep", MIXED[i % 6], MIXED[(i // 6 + i) % 6]), i, options)
              for v in variants for options in OPTION_SETS[v] for i in range(sweep)]
    if "speed" in variants:
        tasks += [("speed", ("masher", every, level), i, None) for every in MASHER_MS
                  for level in LADDER for i in range(games if mashes is None else mashes)]
    with multiprocessing.Pool(workers, initializer=_init) as pool:
        results = list(pool.imap_unordered(one, tasks, chunksize=16))
    return summarise(results, variants)


def summarise(results, variants) -> dict:
    wins: dict = {}
    pressed: dict = {v: [0, 0] for v in variants}
    pace: dict = {level: [0, 0.0] for level in LADDER}
    decisions, stalls, masher_stalls, bot_locked = [], 0, 0, 0
    mash_stalled: dict = {}                          # (every, level) → stalled masher games
    swept = dict.fromkeys(variants, 0)
    for variant, pair, won, ms, stalled, per, timed, locked in results:
        bot_locked += sum(locked)
        if pair[0] == "masher":
            masher_stalls += stalled
            key = (pair[1], pair[2])
            mash_stalled[key] = mash_stalled.get(key, 0) + stalled
        else:
            stalls += stalled
        decisions += timed
        if pair[0] == "sweep":
            swept[variant] += 1
            continue
        score = 0.5 if won is None else (1.0 if won == 0 else 0.0)
        tally = wins.setdefault((variant, pair), [0.0, 0])
        tally[0] += score
        tally[1] += 1
        if pair[0] == "masher":
            continue
        for level, presses, refused, played, ready_ms in per:
            if level in LEVELS:
                pressed[variant][0] += presses
                pressed[variant][1] += refused
            if level in pace:
                pace[level][0] += played
                pace[level][1] += ready_ms / 1000.0
    cpu = sorted(d[0] for d in decisions)
    wall = sorted(d[1] for d in decisions)

    def rate(variant, pair):
        score, count = wins[(variant, pair)]
        return round(score / count, 3)
    return {
        "bench": "bots",
        "games_per_variant": {v: swept[v] + sum(c for (w, _), (_, c) in wins.items() if w == v)
                              for v in variants},
        "decisions": len(cpu),
        "decide_p50_us": _at(cpu, 0.5), "decide_p99_us": _at(cpu, 0.99),
        "decide_wall_p50_us": _at(wall, 0.5), "decide_wall_p99_us": _at(wall, 0.99),
        "reject_pct": {v: round(100.0 * r / max(p, 1), 2) for v, (p, r) in pressed.items()},
        "plays_per_s": {lv: round(n / max(s, 1e-9), 2) for lv, (n, s) in pace.items()},
        "ladder": {v: {f"{lo}_vs_{hi}": rate(v, (lo, hi)) for lo, hi in PAIRS}
                   for v in variants},
        "human_model_vs": {lv: {v: rate(v, (REFERENCE.name, lv)) for v in variants}
                           for lv in LADDER},
        "stalls": stalls,
        "rules": dict(RULE_DEFAULTS),
        "bot_lockouts": bot_locked,
        "masher_win_pct": {str(every): {lv: round(100 * rate("speed", ("masher", every, lv)), 1)
                                        for lv in LADDER} for every in MASHER_MS
                           if ("speed", ("masher", every, LADDER[0])) in wins},
        "masher_stalls": masher_stalls,
        "masher_stalled": {str(every): {lv: mash_stalled.get((every, lv), 0) for lv in LADDER}
                           for every in MASHER_MS if (every, LADDER[0]) in mash_stalled},
        "masher_games": {str(every): wins[("speed", ("masher", every, LADDER[0]))][1]
                         for every in MASHER_MS
                         if ("speed", ("masher", every, LADDER[0])) in wins},
    }


def _at(ordered: list[float], q: float) -> float:
    return round(ordered[min(int(len(ordered) * q), len(ordered) - 1)], 1)


def tables(figures: dict, variants: list[str]) -> str:
    """The Markdown tables for docs/BOTS.md."""
    lines = ["| variant | " + " | ".join(f"{lo} vs {hi}" for lo, hi in PAIRS) +
             " | refused presses |", "|---" * (len(PAIRS) + 2) + "|"]
    for v in variants:
        row = [f"{figures['ladder'][v][f'{lo}_vs_{hi}']:.1%}" for lo, hi in PAIRS]
        lines.append(f"| {v} | " + " | ".join(row) + f" | {figures['reject_pct'][v]}% |")
    lines += ["", "| reference (400 ± 80 ms) vs | " + " | ".join(variants) + " | plays/s |",
              "|---" * (len(variants) + 2) + "|"]
    for level in LADDER:
        row = [f"{figures['human_model_vs'][level][v]:.1%}" for v in variants]
        lines.append(f"| {level} | " + " | ".join(row) +
                     f" | {figures['plays_per_s'][level]} |")
    mashed = figures["masher_win_pct"]
    if mashed:
        lines += ["", "| masher (Speed), one key every | " + " | ".join(f"vs {lv}" for lv in LADDER)
                  + " |", "|---" * (len(LADDER) + 1) + "|"]
        stalled = figures["masher_stalled"]
        lines += [f"| {every} ms | " + " | ".join(
            f"{mashed[every][lv]:.0f}% ({stalled[every][lv]} stalled)" for lv in LADDER) + " |"
            for every in mashed]
        lines.append(f"({figures['masher_games'][next(iter(mashed))]} games a cell; a stalled "
                     "game is not a masher win)")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per pairing per variant")
    parser.add_argument("--masher-games", type=int, default=None,
                        help="masher games per speed and level (default: --games)")
    parser.add_argument("--masher-limit-s", type=float, default=MASHER_LIMIT_MS / 1000,
                        help="game time after which a masher game has stalled (default 600)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    args = parser.parse_args()
    variants = [v for v in args.variants.split(",") if v]
    unknown = [v for v in variants if v not in VARIANTS]
    if unknown or args.games < 1 or args.workers < 1 or args.masher_limit_s <= 0:
        print(f"bench/bots.py: bad arguments (variants must be among {', '.join(VARIANTS)}; "
              f"games and workers at least 1)", file=sys.stderr)
        return 2
    started = time.perf_counter()
    figures = run(args.games, args.workers, variants, args.masher_games,
                  args.masher_limit_s * 1000)
    figures["masher_limit_s"] = args.masher_limit_s
    figures["wall_s"] = round(time.perf_counter() - started, 1)
    print(tables(figures, variants))
    print(f"\n{figures['decisions']} decisions: CPU p50 {figures['decide_p50_us']} µs, "
          f"p99 {figures['decide_p99_us']} µs (wall p50 {figures['decide_wall_p50_us']}, "
          f"p99 {figures['decide_wall_p99_us']} µs); games {figures['games_per_variant']}; "
          f"stalls: {figures['stalls']}; masher games stalled: {figures['masher_stalls']}; "
          f"bot lockouts: {figures['bot_lockouts']}; {figures['wall_s']} s")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
