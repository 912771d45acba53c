"""The seven serial fault cases of issue 9, each an emulated board (pad_emulator.py, its own
process, on a pty) read by the real reader through the real DeviceHub, as the game would.

The boards are read as the game reads them: by `ReaderProcess`, a process of their own
(`Rig(reader=PadManager)` reads them on threads in this process instead).
`run_fault(name)` plays one case and returns a `FaultResult`: what was checked (each check a
one-line description and whether it held), presses lost (the board sent them intact, the
seat never got them) and presses invented (the seat got them, no board made them), plus
figures. Used by tests/input/test_serial_faults.py and bench/serial_faults.py. Needs pygame
with a (dummy) display initialised, since the hub polls pygame's event queue.
"""
from __future__ import annotations

import multiprocessing
import os
import tempfile
import time
from dataclasses import dataclass, field

from game.engine.queue import IntentQueue
from game.input.bindings import load_bindings
from game.input.devices import DeviceHub
from game.input.pad_manager import PadManager
from game.input.reader_process import ReaderProcess
from tests.input.pad_emulator import PadEmulator

MS = 1_000_000
FAULTS = ("lost_line", "unplug_powered", "duplicate_id", "cut_reset", "stale_replay",
          "flood_busy", "converge_loaded")


@dataclass
class FaultResult:
    """What one fault case showed (`timing`: also judge the timing targets, in the bench)."""
    name: str
    timing: bool = False
    checks: list[tuple[str, bool]] = field(default_factory=list)
    lost: int = 0
    invented: int = 0
    figures: dict = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return all(ok for _, ok in self.checks) and not self.lost and not self.invented

    def check(self, what: str, ok: bool) -> None:
        self.checks.append((what, bool(ok)))


def taps(start: float, count: int, every: float = 20, button=None) -> list[dict]:
    """`count` press/release pairs from `start` ms, `every` ms apart, 8 ms long."""
    steps = []
    for k in range(count):
        b = k % 7 if button is None else button
        steps += [{"at": start + k * every, "do": "press", "button": b},
                  {"at": start + k * every + 8, "do": "release", "button": b}]
    return steps


def burn(ns: int) -> None:
    """Pure-Python work holding the GIL for about `ns` (a busy game frame)."""
    end = time.perf_counter_ns() + ns
    x = 0
    while time.perf_counter_ns() < end:
        for i in range(200):
            x = (x * 31 + i) % 1_000_003


def _spin(seconds: float) -> None:
    """A whole core busy (another process)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


class Rig:
    """Emulated boards, the real reader and DeviceHub; seat 0 is board `seat_id`'s."""

    def __init__(self, tmp: str, scripts: list[dict], seat_id: str, busy_ns: int = 0,
                 delayed: dict | None = None, reader=ReaderProcess) -> None:
        self.reader = reader
        self.links = [s["link"] for s in scripts] + ([delayed["link"]] if delayed else [])
        self.emus = [PadEmulator(s) for s in scripts]
        for emu in self.emus:
            emu.ready.wait(10)
        self.delayed, self.busy_ns = delayed, busy_ns
        self.t0 = self.emus[0].t0
        self.statuses: list = []
        self.states_seen: set = set()     # every board state the hub listed while polled
        self.presses: list = []                # (RawInput, seat paused when it was drained)
        self.hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                             gamepads=False, serial=self._manager)
        self.hub.join(f"serial:{seat_id}", "arcade")
        feed = self.hub.feed

        def record(raw):             # every press the hub handles, and its seat's state
            if raw.pressed:
                self.presses.append((raw, bool(self.hub.paused_seats())))
            feed(raw)
        self.hub.feed = record

    def _manager(self, on_input, on_status):
        def status(news):
            self.statuses.append((time.perf_counter_ns(), news))
            on_status(news)
        self.manager = self.reader(on_input, status, ports=self.links, autodetect=False,
                                   scan_interval=0.05)
        return self.manager

    def run(self, until_ns: int) -> None:
        """Poll like the game loop (every ~1 ms, or between busy slices) until `until_ns`."""
        while time.perf_counter_ns() < until_ns:
            if self.delayed and time.perf_counter_ns() >= self.t0 + self.delayed["plug_at_ms"] * MS \
                    and self.events("connected"):     # (a newcomer: after the first is known)
                self.emus.append(PadEmulator(self.delayed))
                self.delayed = None
            if self.busy_ns:
                burn(self.busy_ns)
            self._poll()
            time.sleep(0.001)
        time.sleep(0.05)
        self._poll()
        self.last_boards = self.hub.boards.snapshot()

    def _poll(self) -> None:
        self.hub.poll()
        self.hub.take_presses()
        self.states_seen.update(b.state for b in self.hub.boards.snapshot())

    def close(self) -> None:
        self.hub.close()
        for emu in self.emus:
            emu.close()

    def events(self, event: str) -> list:
        return [news for _, news in self.statuses if news.event == event]

    def board(self, board_id: str):
        return next((b for b in self.last_boards if b.board_id == board_id), None)


def tally(result: FaultResult, rig: Rig, emu: PadEmulator, device: str,
          tolerance_ns: int = MS, skip=lambda raw: False, since: int = 0) -> list:
    """Match the board's intact presses with what the seat got; count lost and invented
    (presses for which `skip` is true are judged elsewhere; only presses after `since`)."""
    truth = [e for e in emu.edges() if e["pressed"] and e["t_ns"] > since]
    got = [(raw, paused) for raw, paused in rig.presses if raw.device == device
           and not skip(raw) and raw.t_ns > since - tolerance_ns]
    unmatched = list(truth)
    for raw, paused in got:
        hit = next((e for e in unmatched if f"b{e['button']}" == raw.control
                    and abs(e["t_ns"] - raw.t_ns) < tolerance_ns), None)
        if hit is None or paused:
            result.invented += hit is None
            continue
        unmatched.remove(hit)
    result.lost += len(unmatched)
    errors = sorted(abs(e["t_ns"] - raw.t_ns) for raw, _ in got for e in truth
                    if f"b{e['button']}" == raw.control and abs(e["t_ns"] - raw.t_ns) < tolerance_ns)
    result.figures["presses"] = len(truth)
    if errors:
        result.figures["stamp_error_ms_max"] = round(errors[-1] / MS, 4)
    return got


def script(tmp: str, name: str, board_id: str, steps: list[dict], after_ms: float = 500,
           **extra) -> dict:
    """An emulator script on a link in `tmp`; its t0 is `after_ms` after it is plugged in
    (however long the emulator took to start on a loaded machine)."""
    return {"link": os.path.join(tmp, name), "board_id": board_id, "buttons": 16,
            "start_after_ms": after_ms,
            "tick_us": 4, "drift_ppm": 120, "micros_at_boot": 5_000_000,
            "steps": steps + [{"at": max(s["at"] for s in steps) + 100, "do": "end"}], **extra}


def played(tmp: str, link: str, board_id: str, steps: list[dict], until_ms: float) -> Rig:
    """One emulated board (seat 0) playing `steps`, read until `until_ms` after its t0; the
    rig, closed, for the checks."""
    rig = Rig(tmp, [script(tmp, link, board_id, steps)], board_id)
    try:
        rig.run(rig.t0 + int(until_ms * MS))
    finally:
        rig.close()
    return rig


def run_fault(name: str, timing: bool = False) -> FaultResult:
    """Play one fault case against the real reader and hub. `timing` adds the targets that
    depend on the machine's load (the bench judges those; tests do not)."""
    with tempfile.TemporaryDirectory() as tmp:
        return CASES[name](tmp, FaultResult(name, timing))


def _lost_line(tmp: str, result: FaultResult) -> FaultResult:
    steps = taps(0, 3) + [{"at": 70, "do": "drop", "n": 1}] + taps(80, 1)
    steps += [{"at": 120, "do": "corrupt"}] + taps(130, 2)
    steps += [{"at": 180, "do": "glued_garbage", "n": 300, "seed": 3}] + taps(190, 31, 15)
    rig = played(tmp, "ttyL", "L1", steps, 750)
    t0, emu = rig.t0, rig.emus[0]
    got = tally(result, rig, emu, "serial:L1")
    unsent = [e for e in emu.edges(sent_only=False) if not e["sent"]]
    board = rig.board("L1")
    result.check("the seat never paused", not any(paused for _, paused in got))
    result.check(f"lines lost counted ({len(unsent)})", board and board.lost == len(unsent))
    result.check("a notice for the screen", any("lost" in n for n in rig.hub.notices))
    result.check("31 presses after the garbage all arrived",
                 sum(1 for raw, _ in got if raw.t_ns > t0 + 185 * MS) == 31)
    return result


def _unplug_powered(tmp: str, result: FaultResult) -> FaultResult:
    steps = taps(0, 3) + [{"at": 100, "do": "unplug"}] + taps(150, 4)
    steps += [{"at": 400, "do": "replug", "powered": True}] + taps(1400, 3)
    rig = played(tmp, "ttyU", "U1", steps, 1600)
    emu = rig.emus[0]
    got = tally(result, rig, emu, "serial:U1")
    unsent = [e for e in emu.edges(sent_only=False) if not e["sent"]]
    lost = [news.detail for news in rig.events("lost")]
    result.check(f"the {len(unsent)} edges made while unplugged reported lost",
                 lost == [str(len(unsent))])
    result.check("reconnected", len(rig.events("connected")) == 2)
    result.check("seat playing again after the replug", got and not got[-1][1])
    return result


def _duplicate_id(tmp: str, result: FaultResult) -> FaultResult:
    """A second board with the first one's id: refused, and listed so, for as long as the
    first is plugged in (5 s: past the 3 s a port has to say HELLO); when the first board's
    port closes, the second takes the id and its presses reach the seat."""
    first = script(tmp, "ttyD1", "D1", taps(300, 10, 40) + [{"at": 60_000, "do": "end"}])
    second = script(tmp, "ttyD2", "D1", taps(0, 600, 100, button=5), after_ms=100,
                    boot_id=900, plug_at_ms=150)
    rig = Rig(tmp, [first], "D1", delayed=second)
    try:
        rig.run(rig.t0 + 720 * MS)
        refused_at = _wait(rig, lambda: rig.events("refused"), 4000)
        rig.run(refused_at + 5000 * MS)
        listed = [b.port for b in rig.hub.boards.snapshot() if b.state == "refused"]
        unplugged = time.perf_counter_ns()
        rig.emus[0].close()                         # the first board's pty closes
        took = _wait(rig, lambda: [n for n in rig.events("connected") if "ttyD2" in n.port],
                     3000)
        rig.run(took + 1500 * MS)
    finally:
        rig.close()
    tally(result, rig, rig.emus[0], "serial:D1", skip=lambda raw: raw.t_ns > unplugged)
    result.check("the second board refused, once", len(rig.events("refused")) == 1)
    result.check("said on screen", any("refused" in n for n in rig.hub.notices))
    result.check("the seat never paused while the first board played",
                 not any(p for raw, p in rig.presses if raw.t_ns < unplugged))
    result.check("still listed as refused 5 s later", listed == [second["link"]])
    result.check("it took the id once the first was unplugged", took < unplugged + 3000 * MS)
    after = tally(FaultResult("takeover"), rig, rig.emus[1], "serial:D1", since=took + 10 * MS)
    # The second board goes on pressing until it is closed, after the rig's last look: judge
    # the presses it made while the rig still ran (the last 300 ms may still be on their way).
    window = [e for e in rig.emus[1].edges() if e["pressed"]
              and took + 10 * MS < e["t_ns"] <= took + 1200 * MS]
    reached = [e for e in window if any(raw.control == f"b{e['button']}" and not paused
                                        and abs(raw.t_ns - e["t_ns"]) < MS for raw, paused in after)]
    result.check(f"its {len(window)} presses then reached the seat, none paused",
                 len(window) >= 5 and len(reached) == len(window) and
                 not any(p for _, p in after))
    return result


def _wait(rig: Rig, what, ms: float) -> int:
    """Poll the rig until `what()` is true (at most `ms`); the time it was."""
    deadline = time.perf_counter_ns() + int(ms * MS)
    while not what() and time.perf_counter_ns() < deadline:
        rig.run(time.perf_counter_ns() + 20 * MS)
    return time.perf_counter_ns()


def _cut_reset(tmp: str, result: FaultResult) -> FaultResult:
    steps = taps(0, 3) + [{"at": 100, "do": "cut_reset", "micros_at_boot": 0}] + taps(300, 5)
    rig = played(tmp, "ttyR", "R1", steps, 500)
    t0 = rig.t0
    got = tally(result, rig, rig.emus[0], "serial:R1")
    result.check("one reset seen", len(rig.events("reset")) == 1)
    result.check("no line reported lost", not rig.events("lost"))
    result.check("the first press after the reset arrived",
                 any(raw.t_ns > t0 + 290 * MS for raw, _ in got))
    return result


def _stale_replay(tmp: str, result: FaultResult) -> FaultResult:
    steps = taps(0, 4) + [{"at": 100, "do": "replay", "seq": 2},
                          {"at": 120, "do": "replay", "what": "hello"},
                          {"at": 140, "do": "replay", "seq": 5}] + taps(160, 4)
    rig = played(tmp, "ttyS", "S1", steps, 350)
    tally(result, rig, rig.emus[0], "serial:S1")
    board = rig.board("S1")
    result.check("no reset, no loss", not rig.events("reset") and not rig.events("lost"))
    result.check("3 stale lines counted", board and board.stale == 3)
    result.check("the seat never paused", not any(p for _, p in rig.presses))
    return result


def _flood_busy(tmp: str, result: FaultResult, rate: int = 20_000) -> FaultResult:
    """A flood at `rate` edges/s, then a normal panel (16 buttons mashed: 400 edges/s), with
    the main thread busy 8 ms in every 9: stamps stay true however late the lines are read,
    and the panel's lines are never read more than MAX_HOLD late."""
    seconds = 2.0 if result.timing else 0.5
    n, panel_at = int(rate * seconds), 1000 + seconds * 1000 * 2
    steps = taps(0, 2) + [{"at": 100, "do": "flood", "n": n, "rate": rate},
                          {"at": panel_at, "do": "flood", "n": 400, "rate": 400}]
    steps += taps(panel_at + 1200, 2)
    rig = Rig(tmp, [script(tmp, "ttyF", "F1", steps)], "F1", busy_ns=8 * MS)
    t0 = rig.t0
    try:
        rig.run(t0 + int((panel_at - 100) * MS))
        flood_delays = rig.manager.delays("F1", clear=True)
        result.figures["flood_read_late_ms_max"] = round(max(flood_delays, default=0) / MS, 1)
        rig.run(t0 + int((panel_at + 1100) * MS))
        panel_late = max(rig.manager.delays("F1"), default=0)
        deadline = time.perf_counter_ns() + 20_000 * MS
        while not rig.emus[0].done.is_set() and time.perf_counter_ns() < deadline:
            rig.run(time.perf_counter_ns() + 100 * MS)
    finally:
        rig.close()
    emu = rig.emus[0]
    floods = [r for r in emu.reports if r["ev"] == "flood"]
    judged, worst = set(), 0
    for flood in floods:
        first, step, count = flood["t_ns"], flood["interval_ns"], flood["n"]
        got = [raw for raw, _ in rig.presses if raw.device == "serial:F1"
               and first - MS < raw.t_ns < first + count * step + MS]
        judged.update(id(raw) for raw in got)
        worst = max([worst] + [abs(raw.t_ns - (first + round((raw.t_ns - first) / step) * step))
                               for raw in got])
        pressed = sum(1 for i in range(count) if (i // 16) % 2 == 0)   # each button toggles
        result.lost += max(0, pressed - len(got))
        result.invented += max(0, len(got) - pressed)
    tally(result, rig, emu, "serial:F1", skip=lambda raw: id(raw) in judged)
    result.figures.update(flood_error_ms_max=round(worst / MS, 4),
                          panel_read_late_ms_max=round(panel_late / MS, 2))
    result.check("every flood press stamped within 1 ms of the truth", worst < MS)
    if result.timing:
        result.check("a normal panel's lines never read 20 ms late", panel_late < 20 * MS)
    return result


def _converge_loaded(tmp: str, result: FaultResult, trials: int = 3) -> FaultResult:
    cores = [multiprocessing.Process(target=_spin, args=(4.0 * trials,), daemon=True)
             for _ in range(os.cpu_count() or 2)]
    for core in cores:
        core.start()
    try:
        times, errors = [], []
        for trial in range(trials):
            converge_ms, errs = _converge_once(tmp, trial, result)
            times.append(converge_ms)
            errors += errs
    finally:
        for core in cores:      # SIGKILL: a forked child keeps SDL's SIGTERM handler
            core.kill()
            core.join(2)
    errors.sort()
    p99 = errors[min(len(errors) - 1, int(0.99 * len(errors)))] if errors else None
    result.figures.update(converge_ms=[round(t, 1) for t in times],
                          converged_error_ms_p99=p99 and round(p99 / MS, 4))
    result.check("converged every time", all(t < 10_000 for t in times))
    if result.timing:
        result.check("converged within 250 ms", max(times) <= 250)
        result.check("then stamps within 0.1 ms (p99)", p99 is not None and p99 < MS // 10)
    return result


def _converge_once(tmp: str, trial: int, result: FaultResult) -> tuple[float, list[int]]:
    """One connect under load: ms from HELLO to a converged fit, and the stamp errors of the
    presses made after it converged."""
    steps = taps(0, 60, 10)
    rig = Rig(tmp, [script(tmp, f"ttyC{trial}", "C1", steps, micros_at_boot=trial * 7)],
              "C1", busy_ns=4 * MS)
    t0 = rig.t0
    converged_at = None
    try:
        end = t0 + 800 * MS
        while time.perf_counter_ns() < end:
            rig.run(time.perf_counter_ns() + 2 * MS)
            board = next((b for b in rig.hub.boards.snapshot() if b.board_id == "C1"), None)
            if converged_at is None and board and board.state == "in sync":
                converged_at = time.perf_counter_ns()
            if board:
                result.figures["last_error_ms"] = round(board.error_ns / MS, 3)
    finally:
        rig.close()
    connected = rig.statuses[0][0] if rig.statuses else t0
    truth = {e["seq"]: e for e in rig.emus[0].edges()}
    got = [raw for raw, _ in rig.presses if converged_at and raw.t_ns > converged_at]
    if converged_at:
        tally(result, rig, rig.emus[0], "serial:C1", since=converged_at + MS)
    errors = [min(abs(raw.t_ns - e["t_ns"]) for e in truth.values()) for raw in got]
    result.check(f"trial {trial}: 'syncing' until converged, then 'in sync'",
                 converged_at is not None)
    return ((converged_at or connected + 10**13) - connected) / MS, errors


CASES = {"lost_line": _lost_line, "unplug_powered": _unplug_powered,
         "duplicate_id": _duplicate_id, "cut_reset": _cut_reset,
         "stale_replay": _stale_replay, "flood_busy": _flood_busy,
         "converge_loaded": _converge_loaded}
