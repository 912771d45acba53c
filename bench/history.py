"""`speed stats --rebuild` on a big replays folder: rebuild time and peak memory for 1,000
match replays of every variant (people with profiles, guests and computers; one and two games
to win), generated here by headless bot matches written as the live game writes them. The
rebuild runs in a fresh process (its own peak memory, from getrusage inside it): reading,
re-playing every match through the engine, and writing the one transaction. Last line: one
JSON object of figures.

    .venv/bin/python bench/history.py [--replays 1000] [--keep DIR]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import Bot  # noqa: E402
from game.session import SeatInfo, Session  # noqa: E402

TABLES = [("speed", 2), ("spit", 2), ("california", 2), ("speed", 3), ("speed", 4)]
NAMES = ["ANA", "BO", "CY", "DEE", "ED", "FAY"]
LIMIT_NS = 3_600 * 10**9


def seats_for(n: int, players: int) -> list[SeatInfo]:
    """Profiles, now and then a guest or a computer, turning with n."""
    seats = []
    for seat in range(players):
        pick = (n + seat) % 8
        if pick == 6:
            seats.append(SeatInfo("Guest", "human", device="keyboard#keyboard_left"))
        elif pick == 7:
            seats.append(SeatInfo("CPU", "bot", level=("easy", "hard", "expert")[n % 3]))
        else:
            name = NAMES[(n * 3 + seat) % len(NAMES)]
            seats.append(SeatInfo(name, "human", device="keyboard#keyboard_left",
                                  profile=name))
    return seats


def write_match(path: Path, n: int) -> None:
    """One match played by bots (a bot's hands at each person's seat), recorded to `path`."""
    variant, players = TABLES[n % len(TABLES)]
    seats = seats_for(n, players)
    session = Session(variant, {"games_to_win": 1 + n % 2}, seats, n, replay_path=str(path))
    for seat, info in enumerate(seats):
        if info.kind == "human":
            session.bots[seat] = Bot(seat, "expert", n + seat)
    now = 0
    session.new_game(now, countdown_s=0)
    session.update(now)
    while not session.match.over and now < LIMIT_NS:
        if session.game.over:
            if session.game.winner is None:
                break
            session.new_game(now, countdown_s=0)
        t = session.next_event_ns()
        now = max(now + 1, t if t is not None else now + 10**9)
        session.update(now)
    session.close()


def generate(folder: Path, count: int) -> float:
    started = time.perf_counter()
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        write_match(folder / f"{n:05d}.jsonl", n)
    return time.perf_counter() - started


PROBE = """
import json, resource, sys, time
sys.path.insert(0, {root!r})
from game.store.rebuild import rebuild
started, cpu = time.perf_counter(), time.process_time()
done = rebuild({target!r}, {folder!r})
took, cpu = time.perf_counter() - started, time.process_time() - cpu
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"read": done.read, "skipped": len(done.skipped), "s": took, "cpu": cpu,
                  "mb": peak}}))
"""


def measure(folder: Path, target: Path) -> dict:
    root = str(Path(__file__).resolve().parents[1])
    code = PROBE.format(root=root, target=str(target), folder=str(folder))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replays", type=int, default=1000)
    parser.add_argument("--keep", help="generate into this folder (reused when it is full)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(args.keep) if args.keep else Path(scratch) / "replays"
        have = len(list(folder.glob("*.jsonl"))) if folder.exists() else 0
        made = generate(folder, args.replays) if have != args.replays else 0.0
        print(f"generated {args.replays} replays in {made:.1f} s "
              f"({sum(p.stat().st_size for p in folder.glob('*.jsonl')) / 1e6:.1f} MB)")
        result = measure(folder, Path(scratch) / "rebuilt.sqlite3")
        print(f"rebuilt {result['read']} matches ({result['skipped']} skipped) in "
              f"{result['s']:.2f} s ({result['cpu']:.2f} s of CPU), peak {result['mb']:.0f} MB "
              f"(target: 10 s, 150 MB); load average {os.getloadavg()[0]:.1f} on "
              f"{os.cpu_count()} cores")
        print(json.dumps({"bench": "history", "replays": args.replays,
                          "rebuild_s": round(result["s"], 2), "cpu_s": round(result["cpu"], 2),
                          "peak_mb": round(result["mb"], 1)}))


if __name__ == "__main__":
    main()
