"""Input timestamp error while the game loop is busy: serial pads and polled events.

Serial: an emulated board (tests/input/pad_emulator.py, its own process, on a pty) presses at
known true host times while this process runs a 60 FPS loop that burns ~8 ms of pure-Python
CPU per frame, so the reader thread fights the GIL. The RawInput's t_ns is compared with the
truth, once with clock sync (board micros -> host time) and once stamping on arrival.
Polled: another process writes events at known times into a pipe; the loop polls it at ~1 kHz
(between ~1 ms slices of frame work, and every ~1 ms while idle) stamping with
perf_counter_ns, and, for contrast, once per frame. Last line: one JSON object.
"""
import json
import os
import random
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.input.serial_pad import SerialPad  # noqa: E402
from tests.input.fault_cases import burn  # noqa: E402
from tests.input.pad_emulator import PadEmulator  # noqa: E402

FRAME_NS = 16_666_667
WORK_NS = 8_000_000
SERIAL_SYNC_S, SERIAL_NOSYNC_S, POLL_S, POLL_FRAME_S = 6.0, 4.0, 3.0, 2.0
MS = 1e6

SOURCE = r"""
import os, random, struct, sys, time
end = time.perf_counter_ns() + int(float(sys.argv[1]) * 1e9)
rng = random.Random(5)
t = time.perf_counter_ns() + 200_000_000
while t < end:
    while time.perf_counter_ns() < t - 500_000:
        time.sleep(0.0002)
    while time.perf_counter_ns() < t:
        pass
    os.write(1, struct.pack("<q", time.perf_counter_ns()))
    t += rng.randrange(3_000_000, 12_000_000)
"""


def game_loop(until, on_slice=None, slice_ns: int = WORK_NS, idle_poll: bool = False) -> None:
    """60 FPS frames of WORK_NS busy work in slices (calling on_slice between), then idle."""
    deadline = time.perf_counter_ns()
    while not until():
        deadline += FRAME_NS
        done = 0
        while done < WORK_NS:
            burn(min(slice_ns, WORK_NS - done))
            done += slice_ns
            if on_slice:
                on_slice()
        while (left := deadline - time.perf_counter_ns()) > 0:
            time.sleep(min(left, 1_000_000 if idle_poll else left) / 1e9)
            if idle_poll and on_slice:
                on_slice()


def press_script(link: str, seconds: float) -> dict:
    """Emulator script: presses 15-25 ms apart, each released 7 ms later."""
    rng = random.Random(11)
    steps, at = [], 500.0
    while at < seconds * 1000:
        steps += [{"at": at, "do": "press", "button": rng.randrange(8)}]
        steps += [{"at": at + 7, "do": "release", "button": steps[-1]["button"]}]
        at += rng.uniform(15, 25)
    steps.append({"at": seconds * 1000 + 100, "do": "end"})
    return {"link": link, "board_id": "BENCH", "buttons": 8, "slaps": [[7, "PIEZO", 200, 60]],
            "micros_at_boot": 123_456_789, "drift_ppm": 250, "tick_us": 4,
            "t0_ns": time.perf_counter_ns() + 300_000_000, "steps": steps}


def serial_errors(sync: bool, seconds: float) -> list[float]:
    """Run the emulator against a busy loop; |t_ns - truth| of every edge, in ms."""
    with tempfile.TemporaryDirectory() as tmp:
        link = os.path.join(tmp, "ttyBENCH")
        script = press_script(link, seconds)
        expected = sum(step["do"] in ("press", "release") for step in script["steps"])
        emu = PadEmulator(script)
        emu.ready.wait(10)
        got: list = []
        pad = SerialPad(link, got.append, sync=sync).start()
        game_loop(lambda: len(got) >= expected or emu.done.is_set())
        pad.stop()          # before the emulator unplugs, so no "closed" warning
        emu.wait()
    truth = emu.edges()
    if len(got) < len(truth):
        raise SystemExit(f"serial bench: {len(truth) - len(got)} edges missing")
    return [abs(r.t_ns - e["t_ns"]) / MS for r, e in zip(got, truth)]


def poll_errors(seconds: float, per_frame: bool) -> list[float]:
    """Stamp pipe events on polling; return stamp - true time, in ms."""
    proc = subprocess.Popen([sys.executable, "-c", SOURCE, str(seconds)], stdout=subprocess.PIPE)
    fd = proc.stdout.fileno()
    os.set_blocking(fd, False)
    errors: list[float] = []
    pending = b""

    def poll() -> None:
        nonlocal pending
        try:
            data = os.read(fd, 4096)
        except BlockingIOError:
            return
        now = time.perf_counter_ns()
        pending += data
        whole = len(pending) // 8 * 8
        errors.extend((now - t) / MS for (t,) in struct.iter_unpack("<q", pending[:whole]))
        pending = pending[whole:]

    if per_frame:
        game_loop(lambda: proc.poll() is not None, poll, slice_ns=WORK_NS)
    else:
        game_loop(lambda: proc.poll() is not None, poll, slice_ns=1_000_000, idle_poll=True)
    poll()
    return errors


def pct(values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def show(name: str, errors: list[float]) -> None:
    """One readable line of figures."""
    print(f"{name:<34} n={len(errors):4d}  p50 {pct(errors, 50):6.3f} ms  "
          f"p99 {pct(errors, 99):6.3f} ms  max {max(errors):6.3f} ms", flush=True)


def main() -> None:
    print(f"busy loop: 60 FPS, {WORK_NS / MS:.0f} ms pure-Python work per frame", flush=True)
    box: dict = {}
    box["sync"] = serial_errors(True, SERIAL_SYNC_S)
    show("serial, clock sync (board micros)", box["sync"])
    box["nosync"] = serial_errors(False, SERIAL_NOSYNC_S)
    show("serial, stamped on arrival", box["nosync"])
    box["poll"] = poll_errors(POLL_S, per_frame=False)
    show("polled at ~1 kHz", box["poll"])
    box["frame"] = poll_errors(POLL_FRAME_S, per_frame=True)
    show("polled once per frame (contrast)", box["frame"])
    print(json.dumps({"bench": "input",
                      "serial_sync_p50_ms": round(pct(box["sync"], 50), 4),
                      "serial_sync_p99_ms": round(pct(box["sync"], 99), 4),
                      "serial_nosync_p99_ms": round(pct(box["nosync"], 99), 3),
                      "poll_p99_ms": round(pct(box["poll"], 99), 3)}))


if __name__ == "__main__":
    main()
