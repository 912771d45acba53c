"""`make mutation`: mutate the engine, the replay code and the serial protocol/clock sync (see
tools/mutants.py), run the tests that reach each changed line, and print the score and every
survivor. Last line: one JSON object; the figures also go to bench/mutation.json.

    python tools/mutation.py [--group engine|input] [--only PATH] [--workers 2]

Each mutant runs in a forked child that imports the mutated module from memory (nothing is
written to the source tree) and runs its tests with `-x`, fastest first, under a time limit (a
mutant that hangs is killed). Survivors listed in bench/mutation_equivalent.txt (by hand, each
with a reason) are counted as equivalent: the score is killed / (mutants - equivalent).
"""
import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import mutants as mut  # noqa: E402
from mutation_run import fresh_child, pool  # noqa: E402
from mutation_warm import warm_run  # noqa: E402

GROUPS = {
    "engine": (["game/engine/*.py", "game/replay/*.py"], ["tests/engine", "tests/replay"]),
    "input": (["game/input/protocol.py", "game/input/clock_sync.py"], ["tests/input"]),
}
EQUIVALENT = ROOT / "bench" / "mutation_equivalent.txt"
FIGURES = ROOT / "bench" / "mutation.json"


def read_equivalents(path: Path = EQUIVALENT) -> dict[str, str]:
    """`path | op | source line | reason` lines → {key: reason}; # starts a comment."""
    found = {}
    if not path.exists():
        return found
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = [part.strip() for part in line.split(" | ")]
        if len(parts) != 4 or not parts[3]:
            sys.exit(f"{path.name}:{number}: expected 'path | op | source line | reason'")
        found[" | ".join(parts[:3])] = parts[3]
    return found


def files_of(group: str, only: str | None) -> list[str]:
    patterns, _ = GROUPS[group]
    paths = sorted({str(p.relative_to(ROOT)) for pattern in patterns for p in ROOT.glob(pattern)})
    return [p for p in paths if (only is None or p == only) and not p.endswith("__init__.py")]


def run_group(group: str, only: str | None, workers: int) -> list[dict]:
    """Mutate every file of `group`; one result dict per mutant."""
    paths = files_of(group, only)
    if not paths:
        return []
    jobs = []
    for path in paths:
        source = (ROOT / path).read_text(encoding="utf-8")
        jobs += [(mutant, source) for mutant in mut.find(path, source)]
    print(f"{group}: {len(jobs)} mutants over {len(paths)} files", flush=True)
    data = warm_run(GROUPS[group][1], paths, jobs, workers)
    statuses = data["results"]
    slow = [(jobs[index][0], jobs[index][1], tests,
             20 + 4 * sum(data["seconds"][t] for t in tests)) for index, tests in data["deferred"]]
    print(f"  {len(statuses)} done in place, {len(slow)} need a fresh import", flush=True)
    for (index, _), status in zip(data["deferred"], pool(slow, workers, fresh_child)):
        statuses[index] = status
    return [{"key": mutant.key, "describe": mutant.describe(), "status": statuses[index]}
            for index, (mutant, _) in enumerate(jobs)]


def summary(results: list[dict], equivalents: dict[str, str], seconds: float) -> dict:
    killed = sum(r["status"] in ("killed", "timeout", "broken") for r in results)
    survivors = [r for r in results if r["status"] == "survived"]
    equivalent = [r for r in survivors if r["key"] in equivalents]
    survived = len(survivors) - len(equivalent)
    counted = killed + survived
    return {"bench": "mutation", "mutants": len(results), "killed": killed,
            "survived": survived, "equivalent": len(equivalent),
            "score": round(100 * killed / counted, 1) if counted else 100.0,
            "timeouts": sum(r["status"] == "timeout" for r in results),
            "errors": sum(r["status"].startswith(("error", "cannot")) for r in results),
            "seconds": round(seconds)}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--group", choices=sorted(GROUPS), action="append")
    parser.add_argument("--only", help="one file, e.g. game/engine/cards.py")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-save", action="store_true", help="do not write bench/mutation.json")
    args = parser.parse_args(argv)
    equivalents = read_equivalents()
    start = time.monotonic()
    results = []
    for group in args.group or list(GROUPS):
        results += run_group(group, args.only, args.workers)
    figures = summary(results, equivalents, time.monotonic() - start)
    survivors = [r for r in results if r["status"] == "survived"]
    odd = [r for r in results if r["status"] not in ("killed", "timeout", "broken", "survived")]
    for r in odd:
        print(f"  {r['status']}: {r['describe']}")
    print(f"\n{len(survivors)} survivors ({figures['equivalent']} listed as equivalent):")
    for r in survivors:
        mark = "  (equivalent)" if r["key"] in equivalents else ""
        print(f"  {r['describe']}{mark}")
    unused = set(equivalents) - {r["key"] for r in survivors}
    if unused and not args.only and not args.group:
        print(f"{len(unused)} equivalents listed but not surviving (stale?):")
        for key in sorted(unused):
            print(f"  {key}")
    if not args.no_save and not args.only:
        FIGURES.write_text(json.dumps({**figures, "survivors": [r["key"] for r in survivors]},
                                      indent=1) + "\n", encoding="utf-8")
    print(json.dumps(figures))


if __name__ == "__main__":
    os.chdir(ROOT)
    main()
