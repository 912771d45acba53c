"""A speedpad board emulated on a pty pair, in its own process, driven by a JSON script.

Run as a script (`python pad_emulator.py < script.json`) or through `PadEmulator` from a test.
The board side is the pty master; the host opens the slave through a symlink (`link`), the way
udev's /dev/serial/by-id links work, so an unplug/replug keeps the path. Its micros() clock
runs from its own boot time, with `drift_ppm` against the host and `tick_us` resolution.
perf_counter_ns is CLOCK_MONOTONIC, shared by every process, so presses are scheduled at known
true host times and the board stamps them as a real board would.

Script keys: link, board_id, buttons, slaps ([[button, kind, threshold, lockout_ms]]), coins
([button, ...]: COIN lines after the SLAP lines), lamps ([button, ...]: a LAMPS line; each LAMP
the host sends is reported as {"ev": "lamp", "button", "level", "t_ns"}),
micros_at_boot, drift_ppm, tick_us, t0_ns (or start_after_ms: t0 is that long after the
board is plugged in, reported in the "ready" line), send_delay_ms ([lo, hi]: each edge line leaves
that long after its press, like a slow scan or a late USB frame; it is the board's stamp that
must carry the truth), realtime (true: run at a real-time priority when allowed, so that a
loaded host does not make the board itself late), boot_id (this run's id; each reset adds one),
protocol (the version its HELLO says, 1 by default), legacy (true: firmware
without boot ids nor the newline before HELLO BOOT), steps: [{"at": ms after t0, "do": ...}].
Actions: press/release (button), unplug, replug (powered: true keeps the board running: no
BOOT, the host's INFO finds the sequence moved on), reset, cut_reset (a line cut in half by
the reset), garbage (n, seed), glued_garbage (n printable bytes without a newline, just
before the next line), drop (n: the next n edges are counted but never sent), corrupt (the
next edge line goes out with a wrong checksum), replay (seq: send that old edge line again;
or what: "hello", the last HELLO BOOT line), flood (n edges, rate per second, over 16
buttons), end. Every step is reported on stdout as one JSON line; edges as {"ev": "edge",
"seq", "button", "pressed", "t_ns", "sent"}; a flood as its first seq, count and times.
"""
from __future__ import annotations

import json
import os
import random
import select
import subprocess
import sys
import threading
import time
import tty

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from game.input.protocol import encode_line  # noqa: E402  (needs the path above)

# The two-player cabinet panel the end-to-end tests wire: card buttons and slap pads per half.
P1_CARDS, P2_CARDS, SLAP_P1, SLAP_P2 = [0, 1, 2, 3, 4], [8, 9, 10, 11, 12], 7, 15
CABINET_SLAPS = [[SLAP_P1, "PIEZO", 200, 60], [SLAP_P2, "FSR", 300, 20]]


def tap(at: float, button: int, hold_ms: float = 30) -> list[dict]:
    """Script steps: press `button` at `at` ms, release it `hold_ms` later."""
    return [{"at": at, "do": "press", "button": button},
            {"at": at + hold_ms, "do": "release", "button": button}]


class Board:
    """The emulated board: clock, sequence numbers, pty, and the host command handler."""

    def __init__(self, script: dict) -> None:
        self.s = script
        self.master = self.slave = None
        self.seq = 0
        self.drop = 0
        self.inbuf = b""
        self.queue: list[tuple[int, bytes]] = []    # (send at ns, line), in sending order
        self.rng = random.Random(script.get("seed", 0))
        self.legacy = script.get("legacy", False)
        self.boot_id = script.get("boot_id", 100) - 1
        self.lines: dict[int, bytes] = {}            # seq -> the edge line sent
        self.hello_line = b""
        self.corrupt = False
        self.prefix = b""                            # glued in front of the next line
        self.boot(script.get("micros_at_boot", 0))

    def boot(self, micros_at_boot: int) -> None:
        """Power on: the clock restarts at `micros_at_boot`, the sequence at 0."""
        self.boot_ns = time.perf_counter_ns()
        self.boot_micros = micros_at_boot
        self.seq = 0
        self.boot_id = (self.boot_id + 1) % 65536

    def tail(self) -> str:
        """The boot id field this firmware adds to HELLO, E and PONG."""
        return "" if self.legacy else f" {self.boot_id}"

    def micros(self, host_ns: int) -> int:
        """The board's micros() at true host time `host_ns` (drift, tick, 32-bit wrap)."""
        elapsed_us = (host_ns - self.boot_ns) * (1 + self.s.get("drift_ppm", 0) * 1e-6) / 1000
        tick = self.s.get("tick_us", 4)
        return (self.boot_micros + int(elapsed_us) // tick * tick) % (1 << 32)

    def plug(self, powered: bool = False) -> None:
        """Create the pty, point the link at it, and (unless it kept running) say HELLO BOOT."""
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        tmp = self.s["link"] + ".new"
        os.symlink(os.ttyname(self.slave), tmp)
        os.replace(tmp, self.s["link"])
        if not powered:
            self.hello("BOOT")

    def unplug(self) -> None:
        """Pull the cable: the link vanishes and the host's reads fail."""
        if self.master is None:
            return
        self.flush(None)
        os.unlink(self.s["link"])
        os.close(self.master)
        os.close(self.slave)
        self.master = self.slave = None
        self.inbuf = b""

    def send(self, payload: str, delay_ns: int = 0) -> bytes:
        """Queue one framed line (dropped while unplugged); the line."""
        line = encode_line(payload)
        if self.corrupt and payload.startswith("E "):
            line, self.corrupt = line[:-3] + (b"00" if line[-3:-1] != b"00" else b"11") + b"\n", \
                False
        self.write(self.prefix + line, delay_ns)
        self.prefix = b""
        return line

    def write(self, data: bytes, delay_ns: int = 0) -> None:
        """Queue raw bytes for the host, after everything queued before; flush what is due."""
        if self.master is None:
            return
        last = self.queue[-1][0] if self.queue else 0
        self.queue.append((max(last, time.perf_counter_ns() + delay_ns), data))
        self.flush(time.perf_counter_ns())

    def flush(self, now: int | None) -> None:
        """Write queued lines due by `now` (all of them if now is None)."""
        while self.queue and (now is None or self.queue[0][0] <= now):
            data = memoryview(self.queue.pop(0)[1])
            while data:                   # a full pty takes only part of a big write
                data = data[os.write(self.master, data):]

    def edge_delay(self) -> int:
        """How late this edge line leaves the board, in ns."""
        lo, hi = self.s.get("send_delay_ms", [0, 0])
        return int(self.rng.uniform(lo, hi) * 1e6)

    def hello(self, reason: str) -> None:
        """HELLO plus one SLAP line per slap pad (after a BOOT, a newline first: a line the
        reset cut in half ends there instead of spoiling the HELLO)."""
        s = self.s
        if reason == "BOOT" and not self.legacy:
            self.write(b"\n")
        line = self.send(f"HELLO speedpad {s.get('protocol', 1)} {s.get('buttons', 8)} {s['board_id']} emu-1.0 "
                         f"{reason} {self.seq}{self.tail()}")
        if reason == "BOOT":
            self.hello_line = line
        for button, kind, threshold, lockout in s.get("slaps", []):
            self.send(f"SLAP {button} {kind} {threshold} {lockout}")
        for button in s.get("coins", []):
            self.send(f"COIN {button}")
        if s.get("lamps"):
            self.send("LAMPS " + " ".join(map(str, s["lamps"])))

    def edge(self, button: int, pressed: bool, t_ns: int) -> dict:
        """Stamp an edge at true time t_ns and send it (unless dropping)."""
        seq = self.seq
        self.seq = (self.seq + 1) % 65536
        sent = self.master is not None and self.drop == 0
        if self.drop:
            self.drop -= 1
        elif sent:
            sent = not self.corrupt
            self.lines[seq] = self.send(f"E {seq} {button} {'D' if pressed else 'U'} "
                                        f"{self.micros(t_ns)}{self.tail()}", self.edge_delay())
        return {"ev": "edge", "seq": seq, "button": button, "pressed": pressed,
                "t_ns": t_ns, "sent": sent}

    def flood(self, n: int, rate: float, start_ns: int) -> dict:
        """`n` edges at `rate` per second over 16 buttons, stamped at their true times and
        written as fast as the port takes them (serving PINGs in between)."""
        first, interval = self.seq, int(1e9 / rate)
        down = [False] * 16
        i = 0
        while i < n:
            due = start_ns + i * interval
            now = time.perf_counter_ns()
            if due > now:
                self.serve((due - now) / 1e9)
                continue
            batch = []
            while i < n and start_ns + i * interval <= now and len(batch) < 200:
                button = i % 16
                down[button] = not down[button]
                batch.append(encode_line(f"E {self.seq} {button} {'D' if down[button] else 'U'} "
                                         f"{self.micros(start_ns + i * interval)}{self.tail()}"))
                self.seq = (self.seq + 1) % 65536
                i += 1
            self.write(b"".join(batch))
            self.serve(0)
        return {"ev": "flood", "first_seq": first, "n": n, "t_ns": start_ns,
                "interval_ns": interval}

    def garbage(self, n: int, seed: int) -> None:
        """Line noise: random bytes, near-miss lines with bad checksums, then a newline."""
        rng = random.Random(seed)
        chunks = [bytes(rng.randrange(256) for _ in range(n))]
        chunks += [b"\nE 9 3 D 12345*00\n", b"PONG 1 2*ZZ\n", b"E 1 2 D\xff 3*11\n", b"\x00" * 90]
        rng.shuffle(chunks)
        self.write(b"".join(chunks) + b"\n")

    def serve(self, timeout: float) -> None:
        """Wait up to `timeout` for host commands and answer them at once."""
        if self.master is None:
            time.sleep(max(0.0, timeout))
            return
        if self.queue:
            timeout = min(timeout, (self.queue[0][0] - time.perf_counter_ns()) / 1e9)
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        self.flush(time.perf_counter_ns())
        if not ready:
            return
        try:
            data = os.read(self.master, 4096)
        except OSError:
            return
        now = time.perf_counter_ns()
        self.inbuf += data
        *lines, self.inbuf = self.inbuf.split(b"\n")
        for line in lines:
            self.command(line.strip(), now)

    def command(self, line: bytes, now: int) -> None:
        """PING <token> -> PONG <token> <micros>; INFO -> HELLO INFO."""
        parts = line.split()
        if len(parts) == 2 and parts[0] == b"PING":
            self.send(f"PONG {int(parts[1])} {self.micros(now)}{self.tail()}")
        elif parts == [b"INFO"]:
            self.hello("INFO")
        elif len(parts) == 3 and parts[0] == b"LAMP" and b"*" in parts[2]:
            level, _, check = parts[2].partition(b"*")
            payload = b"LAMP " + parts[1] + b" " + level
            if encode_line(payload.decode()) == payload + b"*" + check + b"\n":
                report({"ev": "lamp", "button": int(parts[1]), "level": int(level), "t_ns": now})


def run(script: dict) -> None:
    """Execute the script, reporting every step as a JSON line on stdout."""
    if script.get("realtime"):        # a board keeps time whatever else the host runs
        try:
            os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
        except (OSError, AttributeError):
            pass
    board = Board(script)
    board.plug()
    t0 = script.get("t0_ns") or time.perf_counter_ns() + int(script["start_after_ms"] * 1e6)
    report({"ev": "ready", "path": script["link"], "t0_ns": t0})
    steps = sorted(script["steps"], key=lambda st: st["at"])
    for step in steps:
        due = t0 + int(step["at"] * 1e6)
        while time.perf_counter_ns() < due:
            board.serve((due - time.perf_counter_ns()) / 1e9)
        if step["do"] == "end":
            break
        report(act(board, step, due))
    board.unplug()
    report({"ev": "done"})


def act(board: Board, step: dict, due: int) -> dict:
    """Perform one scripted action at its true time `due`."""
    do = step["do"]
    if do in ("press", "release"):
        return board.edge(step["button"], do == "press", due)
    if do == "unplug":
        board.unplug()
    elif do == "replug":
        if not step.get("powered"):
            board.boot(step.get("micros_at_boot", 0))
        board.plug(step.get("powered", False))
    elif do in ("reset", "cut_reset"):
        board.flush(None)
        if do == "cut_reset":       # the reset struck halfway through an edge line
            board.write(encode_line(f"E {board.seq} 3 D {board.micros(due)}{board.tail()}")[:9])
        board.boot(step.get("micros_at_boot", 0))
        board.hello("BOOT")
    elif do == "glued_garbage":
        rng = random.Random(step.get("seed", 0))
        board.prefix = bytes(rng.randrange(0x20, 0x7F) for _ in range(step.get("n", 200)))
    elif do == "corrupt":
        board.corrupt = True
    elif do == "replay":
        board.write(board.hello_line if step.get("what") == "hello" else board.lines[step["seq"]])
    elif do == "flood":
        return board.flood(step["n"], step["rate"], due)
    elif do == "garbage":
        board.garbage(step.get("n", 2000), step.get("seed", 0))
    elif do == "drop":
        board.drop = step["n"]
    return {"ev": do, "t_ns": due}


def report(event: dict) -> None:
    """One JSON line to the parent."""
    sys.stdout.write(json.dumps(event) + "\n")
    sys.stdout.flush()


class PadEmulator:
    """Parent-side handle: starts the emulator process and collects its reports."""

    def __init__(self, script: dict) -> None:
        self.link = script["link"]
        self.reports: list[dict] = []
        self.t0: int | None = None                 # the script's t0 (known once ready)
        self.ready = threading.Event()
        self.done = threading.Event()
        self.proc = subprocess.Popen([sys.executable, os.path.abspath(__file__)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.proc.stdin.write(json.dumps(script))
        self.proc.stdin.close()
        threading.Thread(target=self._collect, daemon=True).start()

    def _collect(self) -> None:
        """Read report lines until the process ends."""
        for line in self.proc.stdout:
            event = json.loads(line)
            self.reports.append(event)
            if event["ev"] == "ready":
                self.t0 = event["t0_ns"]
                self.ready.set()
        self.ready.set()
        self.done.set()

    def wait(self, timeout: float = 30.0) -> list[dict]:
        """Wait for the script to finish; return all reports."""
        if not self.done.wait(timeout):
            self.close()
            raise TimeoutError("pad emulator did not finish")
        self.proc.wait(5)
        return self.reports

    def edges(self, sent_only: bool = True) -> list[dict]:
        """The edges the board produced (only those it actually sent, by default)."""
        return [r for r in self.reports if r["ev"] == "edge" and (r["sent"] or not sent_only)]

    def close(self) -> None:
        """Kill the process if it still runs, and take its link away: a killed board leaves
        its link pointing at a pty number the system soon gives another test's pty (in
        another worker), which a game still scanning the link would open and talk to."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)
        if os.path.islink(self.link):
            os.unlink(self.link)


def start_in_time(make_scripts, lead_ms: float = 400) -> tuple[int, list[PadEmulator]]:
    """Start emulators whose scripts share one t0 (`make_scripts(t0)` gives them), with t0
    far enough ahead that every one is plugged in before it (a loaded machine can take a
    second to start a Python process): tried again with a longer lead when one was late."""
    for lead in (lead_ms, lead_ms * 3, lead_ms * 8):
        t0 = time.perf_counter_ns() + int(lead * 1e6)
        emus = [PadEmulator(script) for script in make_scripts(t0)]
        ready = all(emu.ready.wait(10) for emu in emus)
        if ready and time.perf_counter_ns() < t0 - 150_000_000:
            return t0, emus
        for emu in emus:
            emu.close()
    raise TimeoutError("pad emulators started too late three times")


if __name__ == "__main__":
    run(json.loads(sys.stdin.read()))
