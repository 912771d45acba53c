"""Why a player who never looks still wins, or stalls the game (issue 18), and whether mashing
pays with the game's rules (issue 30, "Measured"): the game's rules (config.RULE_DEFAULTS:
lockout 0.5 s growing to 4 s, memory 2 s, a 4 s stall), a masher (game/bots/masher.py) or a
half-looking player (game/bots/half_looker.py) against each level.

    python bench/mashing.py [--games N] [--levels easy,medium,hard,expert]
    python bench/mashing.py --table [--games N] [--levels easy,...,master]
                            [--variants speed,spit,california] [--every 70,120,200]
                            [--players masher,half] [--rules JSON] [--workers W]

`--table` prints only the player's score (a win 1, a draw ½, a game still going at the limit 0)
per variant, player, speed and level: the figure issue 30 asks for, for every variant
(California's keys name one pile: a press on a pile that is not open is a misplay).

Without `--table` (Speed only), per level: the level's pace (cards per second of the time it
could see a play) against the 70 ms masher, against its own level and against an idle player
(the masher's refused presses would starve it if they reset its look); what the masher's
presses came to (landed, misplays, the grace's refusals, races it won from the bot); who lands
the first card after a stalemate flip and how soon; and the masher's win rate against a
near-instant player and with longer lockouts (what the rule, not the bots, allows). Then the
stall: which card keys' presses ever reach the engine unlocked at 70, 120 and 200 ms. One JSON
line at the end.
"""
import argparse
import json
import multiprocessing
import os
import statistics
import sys
from dataclasses import replace

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.bots import timing                                        # noqa: E402
from game.bots.bot import Bot                                       # noqa: E402
from game.bots.half_looker import HalfLooker                         # noqa: E402
from game.bots.headless import play                                 # noqa: E402
from game.bots.masher import ROLL, Masher                           # noqa: E402
from game.config import RULE_DEFAULTS                               # noqa: E402
from game.engine.events import CardPlayed, Flipped, LockedOut, Rejected   # noqa: E402
from game.engine.events_rounds import Covered                       # noqa: E402
from game.engine.misplay import CARD_KINDS, MISPLAY_CODES          # noqa: E402
from game.engine.refusals import LOCKED                             # noqa: E402

LIMIT_MS = 10 * 60 * 1000.0
STALL_LIMIT_MS = 2 * 60 * 1000.0     # the stall table: two minutes of game time is enough
# A near-instant player: sees and chooses in 100 ms flat, no reach, no lapse, no weak move.
INSTANT = replace(timing.LEVELS["expert"], name="instant", mu=100.0, sigma=0.0, tau=0.0,
                  hick=0.0, recognise=0.0, motor=1.0, miss=0.0, worse=0.0, late=0.0, form=0.0)


class Idle:
    """A seat that never presses anything."""
    def __init__(self, seat: int):
        self.seat, self.pressed, self.name = seat, 0, "idle"

    def reset(self) -> None:
        pass

    def look(self, game, now_ms, events=()) -> None:
        pass

    def next_time(self):
        return None

    def presses(self, now_ms) -> list:
        return []


class KeyMasher(Masher):
    """The masher, remembering which key made each intent (by its stamp)."""
    def reset(self) -> None:
        super().reset()
        self.keys: dict[float, str] = {}

    def presses(self, now_ms: float) -> list:
        index = self.index
        found = super().presses(now_ms)
        keys = [ROLL[i % len(ROLL)] for i in range(index, self.index)]
        for intent in found:
            self.keys[round(intent.t, 1)] = keys[0]
            keys.pop(0)
        return found


class Tally:
    """One game's events, seen from the masher's seat `m` (the other seat is the bot)."""
    def __init__(self, m: int, masher=None):
        self.m, self.masher = m, masher
        self.n = dict(landed=[0, 0], misplays=0, false_calls=0, locked=0, grace=0,
                      lost_races=0, flips=0)
        self.after_flip: list[tuple[int, float]] = []      # (seat, delay) of the first card
        self.flip_at = None
        self.active: dict[str, int] = {}                   # card key → unlocked presses

    def __call__(self, game, events) -> None:
        n, m = self.n, self.m
        locks = {(e.seat, e.t) for e in events if isinstance(e, LockedOut)}
        for e in events:
            if isinstance(e, Flipped) and not e.start:
                n["flips"] += 1
                self.flip_at = e.t
            elif isinstance(e, (CardPlayed, Covered)):
                n["landed"][e.seat != m] += 1
                self._key(e)
                if self.flip_at is not None:
                    self.after_flip.append((e.seat == m, e.t - self.flip_at))
                    self.flip_at = None
            elif isinstance(e, LockedOut) and e.seat == m:
                n["misplays" if e.cause == "misplay" else "false_calls"] += 1
            elif isinstance(e, Rejected) and e.kind in CARD_KINDS:
                if e.seat != m:
                    n["lost_races"] += 1
                elif e.refusal.code == LOCKED:
                    n["locked"] += 1
                else:
                    self._key(e)
                    if e.refusal.code in MISPLAY_CODES and (e.seat, e.t) not in locks:
                        n["grace"] += 1

    def _key(self, event) -> None:
        if self.masher is not None and event.seat == self.m:
            key = self.masher.keys.get(round(event.t, 1))
            if key is not None:
                self.active[key] = self.active.get(key, 0) + 1


def game(opponent, level, index: int, options: dict, limit_ms: float = LIMIT_MS,
         variant: str = "speed") -> dict:
    """One game of `opponent(seat)` against a bot of `level`, seats alternating by `index`."""
    m, seed = index % 2, index * 7 + 1
    other = opponent(m)
    tally = Tally(m, other if isinstance(other, KeyMasher) and variant == "speed" else None)
    bots = {m: other, 1 - m: Bot(1 - m, level, seed)}
    out = play(variant, ["medium", "medium"], seed, options, bots=bots, limit_ms=limit_ms,
               watch=tally)
    return {"won": not out.stalled and out.winner == m, "stalled": out.stalled,
            "drawn": not out.stalled and out.winner is None,
            "ms": out.ms, "ready": (out.ready_ms[m], out.ready_ms[1 - m]),
            "played": (out.played[m], out.played[1 - m]), "tally": tally,
            "pressed": other.pressed}


def cell(opponent, level, games: int, options=None, limit_ms: float = LIMIT_MS,
         variant: str = "speed") -> list:
    options = {**RULE_DEFAULTS, **(options or {})}
    return [game(opponent, level, i, options, limit_ms, variant) for i in range(games)]


def score_pct(results) -> float:
    """The masher's score: a win counts 1, a draw ½ (a game still going at the limit: 0)."""
    return round(100.0 * sum(r["won"] + 0.5 * r["drawn"] for r in results) / len(results), 1)


PLAYERS = {"masher": "blind masher", "half": "half-looking"}
VARIANTS = ("speed", "spit", "california")


def player(kind: str, every: float):
    """The seat maker for `kind` ("masher" or "half") pressing a key every `every` ms."""
    if kind == "half":
        return lambda seat: HalfLooker(seat, every, seed=seat)
    return masher(every)


def table_cell(task: tuple) -> tuple:
    """One cell of the table: (variant, player kind, ms, level, games, rules) → score, going."""
    variant, kind, every, level, games, options = task
    results = cell(player(kind, every), level, games, options, variant=variant)
    return score_pct(results), sum(r["stalled"] for r in results)


def win_table(variants: list, everies: list, levels: list, games: int,
              options: dict | None = None, kinds=("masher",), workers: int = 1) -> dict:
    """variant → player kind → masher ms → level → (score %, games still going at the limit)."""
    tasks = [(variant, kind, every, level, games, options) for variant in variants
             for kind in kinds for every in everies for level in levels]
    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            scores = pool.map(table_cell, tasks, chunksize=1)
    else:
        scores = [table_cell(t) for t in tasks]
    found = {}
    for (variant, kind, every, level, _, _), score in zip(tasks, scores):
        found.setdefault(variant, {}).setdefault(kind, {}).setdefault(
            f"{every:g}", {})[level] = score
    return found


def print_table(table: dict, levels: list, games: int, rules: dict) -> None:
    print(f"Score (win 1, draw ½; a game still going after {LIMIT_MS / 60000:g} min of game "
          f"time 0), {games} games a cell, seats alternating; rules {json.dumps(rules)}\n")
    print("| variant | player | " + " | ".join(f"vs {lv}" for lv in levels) + " |")
    print("|---|---|" + "---|" * len(levels))
    for variant, kinds in table.items():
        for kind, rows in kinds.items():
            for every, row in rows.items():
                cells = [f"{pct}%" + (f" ({stalled} still going)" if stalled else "")
                         for pct, stalled in (row[lv] for lv in levels)]
                print(f"| {variant.capitalize()} | {PLAYERS[kind]}, {every} ms | "
                      + " | ".join(cells) + " |")


def pace(results, side: int) -> float:
    """Cards per second of the time that side could see a play (0: the opponent, 1: the bot)."""
    played = sum(r["played"][side] for r in results)
    ready = sum(r["ready"][side] for r in results) / 1000.0
    return round(played / max(ready, 1e-9), 2)


def win_pct(results) -> float:
    return round(100.0 * sum(r["won"] for r in results) / len(results), 1)


def masher(every: float):
    return lambda seat: KeyMasher(seat, every)


def level_row(level: str, games: int) -> dict:
    mashed = cell(masher(70), level, games)
    same = cell(lambda seat: Bot(seat, level, 999), level, games)
    idle = cell(Idle, level, games, limit_ms=STALL_LIMIT_MS)
    total = {k: sum(r["tally"].n[k] for r in mashed) for k in
             ("misplays", "false_calls", "locked", "grace", "lost_races", "flips")}
    landed = sum(r["tally"].n["landed"][0] for r in mashed)
    firsts = [x for r in mashed for x in r["tally"].after_flip]
    refused_cards = total["misplays"] + total["grace"]
    game_s = sum(r["ms"] for r in mashed) / 1000.0
    return {
        "masher_win_pct": win_pct(mashed), "stalled": sum(r["stalled"] for r in mashed),
        "bot_pace": {"vs_masher": pace(mashed, 1), "vs_own_level": pace(same, 1),
                     "vs_idle": pace(idle, 1)},
        "masher_pace": pace(mashed, 0),
        "bot_ready_share": round(sum(r["ready"][1] for r in mashed) / max(
            sum(r["ms"] for r in mashed), 1e-9), 2),
        "masher_presses": sum(r["pressed"] for r in mashed), "masher_landed": landed,
        "misplays_per_landed": round(total["misplays"] / max(landed, 1), 2),
        "grace_pct_of_refused_cards": round(100.0 * total["grace"] / max(refused_cards, 1), 1),
        "bot_lost_races_per_game": round(total["lost_races"] / games, 2),
        "locked_s_share": round(total["misplays"] * 0.5 / max(game_s, 1e-9), 2),
        "first_after_flip_masher_pct": round(100.0 * sum(w for w, _ in firsts) /
                                             max(len(firsts), 1), 1),
        "first_after_flip_ms": {
            "masher": _median([d for w, d in firsts if w]),
            "bot": _median([d for w, d in firsts if not w])},
    }


def _median(values: list) -> float | None:
    return round(statistics.median(values), 1) if values else None


def bounds(games: int) -> dict:
    """The 70 ms masher against what no level can be, and against medium with longer lockouts."""
    found = {"vs_instant_100ms": win_pct(cell(masher(70), INSTANT, games))}
    for lockout in (1.0, 2.0):
        found[f"vs_medium_lockout_{lockout:g}s"] = win_pct(
            cell(masher(70), "medium", games, {"misplay_lockout_s": lockout}))
    return found


def stalls(games: int) -> dict:
    """Per masher speed against medium: stalled games and the unlocked presses per card key."""
    found = {}
    for every in (70, 120, 200):
        results = cell(masher(every), "medium", games, limit_ms=STALL_LIMIT_MS)
        keys = {k: sum(r["tally"].active.get(k, 0) for r in results) for k in ROLL[:5]}
        found[str(every)] = {"stalled": sum(r["stalled"] for r in results),
                             "unlocked_card_presses": keys}
    return found


def report(rows: dict, limits: dict, stalled: dict, games: int) -> None:
    print(f"Speed, lockout {RULE_DEFAULTS['misplay_lockout_s']} s, {games} games a cell, "
          "seats alternating; pace = cards per second the player could see a play\n")
    print("| level | masher (70 ms) wins | level's pace vs masher / own level / idle | "
          "masher's pace | level can play | masher landed of pressed | misplays a card "
          "landed | grace of refused | bot's lost races a game | 1st card after a flip: "
          "masher's share, ms masher / bot |")
    print("|---" * 10 + "|")
    for level, r in rows.items():
        p, f = r["bot_pace"], r["first_after_flip_ms"]
        print(f"| {level} | {r['masher_win_pct']}% | {p['vs_masher']} / {p['vs_own_level']} / "
              f"{p['vs_idle']} | {r['masher_pace']} | {r['bot_ready_share']:.0%} | "
              f"{r['masher_landed']} of {r['masher_presses']} | {r['misplays_per_landed']} | "
              f"{r['grace_pct_of_refused_cards']}% | {r['bot_lost_races_per_game']} | "
              f"{r['first_after_flip_masher_pct']}%, {f['masher']} / {f['bot']} |")
    print("\nThe 70 ms masher wins " + ", ".join(f"{v}% {k.replace('_', ' ')}"
                                               for k, v in limits.items()))
    print(f"\nThe stall (against medium, {STALL_LIMIT_MS / 60000:g} min of game time a game): "
          "presses of each card key that reached the engine unlocked")
    for every, s in stalled.items():
        keys = ", ".join(f"{k} {n}" for k, n in s["unlocked_card_presses"].items())
        print(f"- {every} ms: {s['stalled']} of {games} stalled; {keys}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games a cell")
    parser.add_argument("--levels", default=None, help="default: easy,medium,hard,expert "
                        "(--table: every level)")
    parser.add_argument("--table", action="store_true", help="only the score table")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--every", default="70,120,200", help="the player's ms a key")
    parser.add_argument("--players", default="masher", help="masher, half or both "
                        "(--table)")
    parser.add_argument("--workers", type=int, default=1, help="processes (--table)")
    parser.add_argument("--rules", default="{}", help='rule options over the game\'s, as JSON '
                        '(e.g. \'{"stall_s": null}\')')
    args = parser.parse_args()
    try:
        rules = json.loads(args.rules)
    except ValueError:
        rules = None
    levels = [lv for lv in (args.levels or (",".join(timing.LEVELS) if args.table else
                                            "easy,medium,hard,expert")).split(",") if lv]
    variants = [v for v in args.variants.split(",") if v]
    kinds = [k for k in args.players.split(",") if k]
    try:
        everies = [float(e) for e in args.every.split(",") if e]
    except ValueError:
        everies = []
    if (args.games < 2 or any(lv not in timing.LEVELS for lv in levels) or not everies
            or not variants or any(v not in VARIANTS for v in variants) or args.workers < 1
            or not kinds or any(k not in PLAYERS for k in kinds)
            or not isinstance(rules, dict)):
        print(f"bench/mashing.py: bad arguments (levels among {', '.join(timing.LEVELS)}; "
              f"games at least 2; variants among {', '.join(VARIANTS)}; players among "
              f"{', '.join(PLAYERS)}; --every numbers; workers at least 1; --rules a JSON "
              "object)", file=sys.stderr)
        return 2
    if args.table:
        table = win_table(variants, everies, levels, args.games, rules, kinds, args.workers)
        print_table(table, levels, args.games, {**RULE_DEFAULTS, **rules})
        print(json.dumps({"bench": "mashing_table", "games": args.games,
                          "rules": {**RULE_DEFAULTS, **rules}, "table": table}))
        return 0
    rows = {level: level_row(level, args.games) for level in levels}
    limits, stalled = bounds(args.games), stalls(args.games)
    report(rows, limits, stalled, args.games)
    print(json.dumps({"bench": "mashing", "games": args.games, "levels": rows,
                      "bounds": limits, "stalls": stalled}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
