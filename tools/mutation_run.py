"""The mutation runner's plumbing: a quiet pytest run, a pool of forked children, and the slow
path (a child that imports the mutated module fresh, from memory, then runs its tests)."""
import importlib
import importlib.abc
import importlib.util
import json
import os
import signal
import sys
import time

import mutants as mut

TIMEOUT_EXIT = 97       # a child's exit status when its time limit rang
CANNOT_PATCH = 98       # the fast path could not swap the mutated code in
STATUS = {0: "survived", 1: "killed", 2: "broken", TIMEOUT_EXIT: "timeout",
          CANNOT_PATCH: "cannot patch"}
CONSOLE = sys.stderr    # where progress goes, even from a child whose output is silenced


def quiet_pytest(args: list[str], plugins=()) -> int:
    """pytest.main with output to /dev/null, hypothesis derandomized and without deadlines."""
    import pytest
    from hypothesis import Phase, settings
    settings.register_profile("mutation", derandomize=True, database=None, deadline=None,
                              phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink])
    settings.load_profile("mutation")
    global CONSOLE
    CONSOLE = os.fdopen(os.dup(2), "w")
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    return int(pytest.main(["-q", "-p", "no:cacheprovider", *args], plugins=list(plugins)))


def pool(tasks: list[tuple], workers: int, child, deadline: float | None = None,
         progress: str | None = None) -> list[str]:
    """Run `child(*task)` (task[0] is the mutant) in a forked child per task, `workers` at a
    time; a status each ("not run" for tasks not started by `deadline`, a time.time()). Each
    finished task adds a JSON line to the `progress` file."""
    statuses: list[str] = ["not run"] * len(tasks)
    running: dict[int, int] = {}
    pending = list(range(len(tasks)))[::-1]
    done = 0
    while pending or running:
        if deadline is not None and time.time() > deadline:
            pending = []
        while pending and len(running) < workers:
            index = pending.pop()
            sys.stdout.flush()
            CONSOLE.flush()
            pid = os.fork()
            if pid == 0:
                try:
                    child(*tasks[index])
                finally:            # never let a child carry on as the parent (its loop, forks)
                    os._exit(2)
            running[pid] = index
        if not running:
            break
        pid, status = os.wait()
        code = os.waitstatus_to_exitcode(status)
        index = running.pop(pid)
        statuses[index] = STATUS.get(code, f"error {code}")
        if progress:
            with open(progress, "a", encoding="utf-8") as file:
                file.write(json.dumps({"status": statuses[index],
                                       "mutant": tasks[index][0].describe()}) + "\n")
        done += 1
        if done % 100 == 0:
            print(f"  {done}/{len(tasks)}", file=CONSOLE, flush=True)
    return statuses


class _MutantFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves one module from a mutated code object."""

    def __init__(self, name: str, path: str, code):
        self.name, self.path, self.code = name, os.path.abspath(path), code

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.name:
            return None
        return importlib.util.spec_from_loader(fullname, self, origin=self.path)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__file__ = self.path
        exec(self.code, module.__dict__)


class _CollectionWatch:
    """pytest plugin: did a test module fail to load? With the mutant in place that is a kill
    (the module calls the mutated code at import: `HELLO = encode_line(...)`), which pytest
    reports as "no collectors found" (exit 4) when it was given node ids."""

    def __init__(self) -> None:
        self.failed = False

    def pytest_collectreport(self, report) -> None:
        self.failed = self.failed or report.failed


class _Select:
    """pytest plugin: run only `tests` (node ids), in their order, out of their files. A
    parametrized test is matched by its function too: its ids may spell a value the mutant
    changed (`[... nested more than 33 deep]`), which a node id on the command line would
    then not find (pytest's exit 4)."""

    def __init__(self, tests: list[str]) -> None:
        self.order = {test: index for index, test in enumerate(tests)}
        self.by_function: dict[str, int] = {}
        for index, test in enumerate(tests):
            self.by_function.setdefault(test.split("[")[0], index)

    def files(self) -> list[str]:
        return list(dict.fromkeys(test.split("::")[0] for test in self.order))

    def pytest_collection_modifyitems(self, config, items) -> None:
        ranked = [(self.order.get(item.nodeid, self.by_function.get(item.nodeid.split("[")[0])),
                   position, item) for position, item in enumerate(items)]
        kept = sorted((rank, position, item) for rank, position, item in ranked
                      if rank is not None)
        chosen = {id(item) for _, _, item in kept}
        config.hook.pytest_deselected(items=[item for item in items if id(item) not in chosen])
        items[:] = [item for _, _, item in kept]


def fresh_child(mutant, source: str, tests: list[str], timeout: float) -> None:
    """In a forked child that has not imported the target: import the mutant, run its tests.
    A test module that cannot be loaded with the mutant counts as a failing test."""
    try:
        code = mut.mutated_code(source, mutant, os.path.abspath(mutant.path))
    except (SyntaxError, ValueError, TypeError):
        os._exit(2)
    name = mutant.path[:-3].replace("/", ".")
    sys.meta_path.insert(0, _MutantFinder(name, mutant.path, code))
    signal.signal(signal.SIGALRM, lambda *_: os._exit(TIMEOUT_EXIT))
    signal.alarm(max(1, int(timeout)))
    try:
        importlib.import_module(name)
    except Exception:           # noqa: BLE001 - a mutant that cannot even be imported is caught
        os._exit(2)
    watch, select = _CollectionWatch(), _Select(tests)
    code = quiet_pytest(["-x", *select.files()], [watch, select])
    os._exit(1 if watch.failed and code != 0 else code)
