"""The fast path of the mutation runner: a pytest plugin that collects the tests once, traces
which tests reach which lines, then forks a child per mutant that swaps the mutated function's
code into the live function (`__code__`) and runs the tests that reach it, `-x`.

Mutants that cannot be swapped in that way (code that runs at import: module and class level,
defaults, tables built at import) are handed back, and run on a fresh import instead."""
import json
import os
import signal
import sys
import time

import mutants as mut
from mutation_run import CANNOT_PATCH, TIMEOUT_EXIT, pool, quiet_pytest


class Tracer:
    """Records the target lines that run, per test and while collecting (import time)."""

    def __init__(self, paths: list[str]):
        self.files = {os.path.abspath(p): p for p in paths}
        self.lines: dict[str, set] = {}

    def trace(self, frame, event, arg):
        path = self.files.get(frame.f_code.co_filename)
        if path is None:
            return None
        hits = self.lines.setdefault(path, set())
        hits.add(frame.f_lineno)

        def local(frame, event, arg):
            hits.add(frame.f_lineno)
            return local
        return local

    def start(self) -> None:
        import threading
        self.lines = {}
        sys.settrace(self.trace)
        threading.settrace(self.trace)

    def stop(self) -> dict[str, list[int]]:
        import threading
        sys.settrace(None)
        threading.settrace(None)
        return {path: sorted(lines) for path, lines in self.lines.items()}


def _run_items(items: list) -> int:
    """Run `items` in order with their fixtures; 1 at the first failure, else 0."""
    from _pytest.runner import runtestprotocol
    for index, item in enumerate(items):
        after = items[index + 1] if index + 1 < len(items) else None
        if any(report.failed for report in runtestprotocol(item, nextitem=after, log=False)):
            return 1
    return 0


def _live_function(module, qualname: str):
    obj = module
    for part in qualname.split("."):
        obj = vars(obj)[part]
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    if isinstance(obj, property):
        obj = obj.fget
    return obj


def _code_named(code, qualname: str):
    for const in code.co_consts:
        if hasattr(const, "co_qualname"):
            if const.co_qualname == qualname:
                return const
            found = _code_named(const, qualname)
            if found is not None:
                return found
    return None


def _patch(mutant, source: str) -> None:
    """Swap the mutated code of `mutant.function` into the live function."""
    code = mut.mutated_code(source, mutant, os.path.abspath(mutant.path))
    module = sys.modules[mutant.path[:-3].replace("/", ".")]
    _live_function(module, mutant.function).__code__ = _code_named(code, mutant.function)


class WarmLoop:
    """pytest plugin: instead of running the tests, run the mutants against them."""

    def __init__(self, paths: list[str], jobs: list, workers: int, out: str, limits: dict):
        self.tracer = Tracer(paths)
        self.jobs, self.workers, self.out, self.limits = jobs, workers, out, limits
        self.import_lines: dict[str, list[int]] = {}

    def pytest_collection(self, session):
        self.tracer.start()

    def pytest_collection_finish(self, session):
        self.import_lines = self.tracer.stop()

    def pytest_runtestloop(self, session):
        items = {item.nodeid: item for item in session.items}
        cover = self._coverage(list(items.values()))
        slow = sorted(t for t, c in cover.items() if c["seconds"] > self.limits["max_seconds"])
        cover = {t: c for t, c in cover.items() if t not in slow}
        imported = {path: set(lines) for path, lines in self.import_lines.items()}
        fast, deferred, results = [], [], {}
        for index, (mutant, source) in enumerate(self.jobs):
            tests = _tests_for(mutant, cover, imported)
            if not tests:
                results[index] = "survived"
            elif mutant.function and mutant.line not in imported.get(mutant.path, ()):
                seconds = sum(cover[t]["seconds"] for t in tests)
                fast.append((index, mutant, source, [items[t] for t in tests], 20 + 4 * seconds))
            else:
                deferred.append((index, tests))
        statuses = pool([job[1:] for job in fast], self.workers, _fast_child,
                        self.limits["deadline"], self.limits["progress"])
        for (index, _, _, chosen, _), status in zip(fast, statuses):
            if status == "cannot patch":
                deferred.append((index, [item.nodeid for item in chosen]))
            else:
                results[index] = status
        with open(self.out, "w", encoding="utf-8") as file:
            json.dump({"results": results, "deferred": deferred, "left_out": slow,
                       "seconds": {t: c["seconds"] for t, c in cover.items()}}, file)
        return True

    def _coverage(self, items: list) -> dict:
        """{test id: {"seconds", "lines"}}, from one traced run in a child."""
        path = self.out + ".cover"
        pid = os.fork()
        if pid == 0:
            from _pytest.runner import runtestprotocol
            result, failed = {}, False
            for index, item in enumerate(items):
                after = items[index + 1] if index + 1 < len(items) else None
                self.tracer.start()
                start = time.perf_counter()
                reports = runtestprotocol(item, nextitem=after, log=False)
                seconds = time.perf_counter() - start
                result[item.nodeid] = {"seconds": seconds, "lines": self.tracer.stop()}
                failed = failed or any(r.failed for r in reports)
            with open(path, "w", encoding="utf-8") as file:
                json.dump(result, file)
            os._exit(1 if failed else 0)
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            print("the tests fail without any mutant: fix them first", file=sys.__stderr__)
            os._exit(3)
        with open(path, encoding="utf-8") as file:
            cover = json.load(file)
        os.unlink(path)
        for entry in cover.values():
            entry["lines"] = {p: set(lines) for p, lines in entry["lines"].items()}
        return cover


def _tests_for(mutant, cover: dict, imported: dict) -> list[str]:
    """Tests reaching the mutant's line, fastest first (every test for import-time code)."""
    everything = not mutant.in_function or mutant.line in imported.get(mutant.path, ())
    chosen = [(entry["seconds"], test) for test, entry in cover.items()
              if everything or mutant.line in entry["lines"].get(mutant.path, ())]
    return [test for _, test in sorted(chosen)]


def _fast_child(mutant, source: str, items: list, timeout: float) -> None:
    try:
        _patch(mutant, source)
    except Exception:           # noqa: BLE001 - any failure to swap: run it the slow way
        os._exit(CANNOT_PATCH)
    signal.signal(signal.SIGALRM, lambda *_: os._exit(TIMEOUT_EXIT))
    signal.alarm(max(1, int(timeout)))
    os._exit(_run_items(items))


def warm_run(test_dirs: list[str], paths: list[str], jobs: list, workers: int,
             limits: dict) -> dict:
    """Run `jobs` [(mutant, source)] the fast way in a child; returns its result file's data.
    `limits`: max_seconds (tests slower than that are left out), deadline (time.time() after
    which no mutant starts), progress (a file that gets a line per finished mutant)."""
    out = f"/tmp/mutation-{os.getpid()}.json"
    pid = os.fork()
    if pid == 0:
        os._exit(quiet_pytest(test_dirs, [WarmLoop(paths, jobs, workers, out, limits)]))
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) == 3 or not os.path.exists(out):
        sys.exit("the tests fail without any mutant (or did not run): fix them first")
    with open(out, encoding="utf-8") as file:
        data = json.load(file)
    os.unlink(out)
    data["results"] = {int(k): v for k, v in data["results"].items()}
    return data

