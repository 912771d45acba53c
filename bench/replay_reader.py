"""The replay reader against hostile files: how long `speed replay FILE --check` takes to
refuse them, its peak memory, and how long its one-line message is. Each case runs in its own
process (its own peak memory, from getrusage inside it). Ends with one JSON line of figures.

    .venv/bin/python bench/replay_reader.py [--mb 200]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

HEADER = json.dumps({"format": "speed-replay", "version": 1, "variant": "speed", "options": {},
                     "seats": [{"name": "A"}, {"name": "B"}], "seed": 5})


def write_cases(folder: str, mb: int) -> dict:
    """name → the path of a hostile file, written in chunks (so this process stays small and
    the children it forks do not start out big)."""
    files = {f"one {mb} MB line": ('{"t": 1, "seat": 0, "intent": "', "A" * 1_000_000, mb,
                                   '"}'),
             "40,000 nested brackets": ("[" * 40_000, "", 0, "]" * 40_000),
             "20,000 NUL bytes": ("\x00" * 20_000, "", 0, "")}
    paths = {}
    for n, (name, (head, chunk, count, tail)) in enumerate(files.items()):
        path = os.path.join(folder, f"case{n}.jsonl")
        with open(path, "w", encoding="utf-8") as out:
            out.write(HEADER + "\n" + head)
            for _ in range(count):
                out.write(chunk)
            out.write(tail + "\n")
        paths[name] = path
    return paths


def run(path: str) -> dict:
    """Check one file in a fresh process: seconds, its peak memory, exit status, message."""
    probe = ("import resource, runpy, sys; sys.argv = ['speed', 'replay', %r, '--check'];\n"
             "try:\n    runpy.run_module('game', run_name='__main__')\n"
             "finally:\n    print('PEAK', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,"
             " file=sys.stderr)" % path)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    lines = done.stderr.strip().splitlines()
    peak = next((int(l.split()[1]) for l in lines if l.startswith("PEAK ")), 0)
    message = [l for l in lines if not l.startswith("PEAK ")]
    return {"seconds": round(seconds, 3), "peak_mb": round(peak / 1024, 1),
            "exit": done.returncode, "message_chars": len("\n".join(message)),
            "message_lines": len(message), "traceback": "Traceback" in done.stderr}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=int, default=200)
    args = parser.parse_args()
    figures = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, path in write_cases(folder, args.mb).items():
            figures[name] = f = run(path)
            print(f"{name:>24}: exit {f['exit']}, {f['seconds']:.2f} s, peak {f['peak_mb']} MB,"
                  f" {f['message_lines']} line of {f['message_chars']} characters")
    print(json.dumps({"bench": "replay_reader", "cases": figures}))


if __name__ == "__main__":
    main()
