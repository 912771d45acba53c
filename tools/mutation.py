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
    "input": (["game/input/protocol.py", "game/input/clock_sync.py"],
              ["tests/input/test_protocol*.py", "tests/input/test_clock*.py",
               "tests/hardware/test_hello_limits.py"]),
}
# Mutated first, so that a run cut short by --minutes has the rules' files complete.
FIRST = ["game/engine/speed.py", "game/engine/spit.py", "game/engine/spit_rounds.py",
         "game/engine/california.py", "game/engine/game.py", "game/engine/cards.py",
         "game/engine/match.py", "game/engine/queue.py", "game/engine/deal.py",
         "game/replay/runner.py", "game/replay/format.py"]
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
        if len(parts) < 4 or not parts[-1]:
            sys.exit(f"{path.name}:{number}: expected 'path | op | source line | reason'")
        found[" | ".join([parts[0], parts[1], " | ".join(parts[2:-1])])] = parts[-1]
    return found


def files_of(group: str, only: list[str] | None) -> list[str]:
    patterns, _ = GROUPS[group]
    paths = sorted({str(p.relative_to(ROOT)) for pattern in patterns for p in ROOT.glob(pattern)})
    return [p for p in paths if (not only or p in only) and not p.endswith("__init__.py")]


def test_paths(group: str) -> list[str]:
    """The group's test folders and files, its patterns expanded (a new test file that
    matches is run without editing this table)."""
    found = []
    for pattern in GROUPS[group][1]:
        found += sorted(str(p.relative_to(ROOT)) for p in ROOT.glob(pattern)) or [pattern]
    return found


def run_group(group: str, only: list[str] | None, workers: int, limits: dict) -> list[dict]:
    """Mutate every file of `group` (most important first); one result dict per mutant."""
    paths = sorted(files_of(group, only), key=lambda p: (p not in FIRST, FIRST.index(p)
                                                          if p in FIRST else 0, p))
    if not paths:
        return []
    jobs = []
    for path in paths:
        source = (ROOT / path).read_text(encoding="utf-8")
        jobs += [(mutant, source) for mutant in mut.find(path, source)]
    print(f"{group}: {len(jobs)} mutants over {len(paths)} files", flush=True)
    data = warm_run(test_paths(group), paths, jobs, workers, limits)
    if data["left_out"]:
        print(f"  left out, slower than {limits['max_seconds']} s: {', '.join(data['left_out'])}")
    statuses = data["results"]
    slow = [(jobs[index][0], jobs[index][1], tests,
             20 + 4 * sum(data["seconds"][t] for t in tests)) for index, tests in data["deferred"]]
    print(f"  {len(statuses)} done in place, {len(slow)} need a fresh import", flush=True)
    import hypothesis  # noqa: F401 - imported once here, not in every fresh child
    import pytest  # noqa: F401
    for (index, _), status in zip(data["deferred"], pool(slow, workers, fresh_child,
                                                          limits["deadline"],
                                                          limits["progress"])):
        statuses[index] = status
    return [{"key": mutant.key, "describe": mutant.describe(),
             "status": statuses.get(index, "not run"), "path": mutant.path}
            for index, (mutant, _) in enumerate(jobs)]


def load_files() -> dict:
    """The per-file entries saved so far (read again just before saving: runs may overlap)."""
    saved = json.loads(FIGURES.read_text(encoding="utf-8")) if FIGURES.exists() else {}
    return saved.get("files", {})


def rescore(files: dict, equivalents: dict[str, str]) -> dict:
    """Totals over the files' last runs, survivors split by the equivalents list as it is now."""
    totals = {"mutants": 0, "killed": 0, "survived": 0, "equivalent": 0, "timeouts": 0,
              "errors": 0, "not_run": 0}
    for entry in files.values():
        for key in ("mutants", "killed", "timeouts", "errors", "not_run"):
            totals[key] += entry.get(key, 0)
        equivalent = sum(key in equivalents for key in entry["survivors"])
        totals["equivalent"] += equivalent
        totals["survived"] += len(entry["survivors"]) - equivalent
    counted = totals["killed"] + totals["survived"]
    score = round(100 * totals["killed"] / counted, 1) if counted else 100.0
    return {"bench": "mutation", **totals, "score": score}


def file_entries(results: list[dict]) -> dict:
    """{path: that file's counts and survivors {key: description}} for one run's results."""
    files: dict[str, dict] = {}
    for r in results:
        entry = files.setdefault(r["path"], {"mutants": 0, "killed": 0, "timeouts": 0,
                                             "errors": 0, "not_run": 0, "survivors": {}})
        entry["mutants"] += 1
        status = r["status"]
        if status in ("killed", "timeout", "broken"):
            entry["killed"] += 1
            entry["timeouts"] += status == "timeout"
        elif status == "survived":
            entry["survivors"][r["key"]] = r["describe"]
        elif status == "not run":
            entry["not_run"] += 1
        else:
            entry["errors"] += 1
    return files


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--group", choices=sorted(GROUPS), action="append")
    parser.add_argument("--only", action="append",
                        help="a file to mutate, e.g. game/engine/cards.py (repeatable)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-test-seconds", type=float, default=1.0,
                        help="leave out tests slower than this (traced) [1.0]")
    parser.add_argument("--minutes", type=float, help="start no mutant after this many minutes")
    parser.add_argument("--no-save", action="store_true", help="do not write bench/mutation.json")
    parser.add_argument("--rescore", action="store_true",
                        help="no run: recount bench/mutation.json with the equivalents list")
    args = parser.parse_args(argv)
    equivalents = read_equivalents()
    files = load_files()
    if not args.rescore:
        start = time.monotonic()
        progress = f"/tmp/mutation-progress-{os.getpid()}.jsonl"
        open(progress, "w").close()
        print(f"progress, a line per mutant: {progress}")
        limits = {"max_seconds": args.max_test_seconds, "progress": progress,
                  "deadline": time.time() + 60 * args.minutes if args.minutes else None}
        results = []
        for group in args.group or list(GROUPS):
            results += run_group(group, args.only, args.workers, limits)
        unfinished = sorted({r["path"] for r in results if r["status"] == "not run"})
        if unfinished:
            print(f"not finished in time (kept as last saved): {', '.join(unfinished)}")
        ran = file_entries(results)
        report(results, equivalents, ran)
        print(f"{len(results)} mutants in {time.monotonic() - start:.0f} s; this run: "
              f"{json.dumps(rescore(ran, equivalents))}")
        complete = {path: entry for path, entry in ran.items() if not entry["not_run"]}
        files = {**load_files(), **complete} if not args.no_save else ran
    figures = rescore(files, equivalents)
    listed = {key for entry in files.values() for key in entry["survivors"]}
    for key in sorted(set(equivalents) - listed):
        print(f"  listed as equivalent but not a survivor (stale?): {key}")
    if not args.no_save:
        FIGURES.write_text(json.dumps({**figures, "files": dict(sorted(files.items()))},
                                      indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(figures))


def report(results: list[dict], equivalents: dict[str, str], ran: dict) -> None:
    """Print every odd status and every survivor of this run."""
    for r in results:
        if r["status"] not in ("killed", "timeout", "broken", "survived"):
            print(f"  {r['status']}: {r['describe']}")
    survivors = [r for r in results if r["status"] == "survived"]
    listed = sum(r["key"] in equivalents for r in survivors)
    print(f"\n{len(survivors)} survivors ({listed} listed as equivalent):")
    for r in survivors:
        print(f"  {r['describe']}" + ("  (equivalent)" if r["key"] in equivalents else ""))


if __name__ == "__main__":
    os.chdir(ROOT)
    main()
