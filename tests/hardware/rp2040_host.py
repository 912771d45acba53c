"""Run the RP2040 MicroPython firmware (hardware/firmware/speedpad_rp2040/main.py) under CPython.

Thin stand-ins replace what MicroPython has and CPython lacks: `machine` (Pin, ADC, unique_id),
MicroPython's `time` (ticks_us wrapping at 2**30 like the RP2040 port, ticks_diff, ticks_add,
ticks_ms, sleep_ms), and the USB serial port: the firmware's stdin/stdout are a pty, whose
other end the game opens; and the Pico's flash file system: a directory (--flash DIR, else a
new temporary one), where the firmware keeps its boot counter. ticks_us() starts --wrap-in
seconds (default 1) before it wraps at 2**30, so that every run crosses the wrap.
This process prints "pty <path>" on its stdout, then reads commands on its stdin, one a line:
  pin <gpio> <0|1>        a button's level (1: open, pulled up; 0: pressed to ground)
  adc <gpio> <0..65535>   a slap pad's analog level (read_u16)
    each answered with "at <perf_counter_ns>": the ticks_us() the firmware stamped the change
    with (the one after it read a new button level, the one before it read a new analog
    level), so that CPython's slow, preemptible loop does not count;
  ticks                   answered with "at <perf_counter_ns> <ticks_us() then>"
  duty <gpio>             answered with "duty <duty_u16>": a lamp's PWM level
  seq <n>                 set the sequence number of the board's next edge (as if it had
                          sent n edges), answered with "ok"
  quit
Everything else (the protocol, the CRC, debounce, the 32-bit micros built on ticks_us, the
boot counter) is the firmware's own code, unchanged.
"""
import argparse
import os
import select
import sys
import tempfile
import threading
import time as real_time
import tty
import types
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parents[2] / "hardware/firmware/speedpad_rp2040/main.py"
TICKS_PERIOD = 1 << 30
LEVELS: dict[int, int] = {}         # gpio -> digital level (default 1: pulled up)
ANALOG: dict[int, int] = {}         # gpio -> read_u16 value (default 0)
PENDING: dict[int, threading.Event] = {}   # gpio -> set when the firmware reads its new level
SEEN: dict[int, int] = {}           # gpio -> perf_counter_ns of that read
DUTY: dict[int, int] = {}           # gpio -> PWM duty_u16 (a lamp)
LOCK = threading.Lock()


TICKS = {"last": 0, "next_for": None,    # the last ticks_us() (ns); a gpio waiting for one
         "offset": 0}                     # added to perf_counter's µs to make ticks_us
PADS: list = []                           # the firmware's Pad, once it runs


def _ticks_us() -> int:
    """MicroPython's ticks_us, noting the call that stamps a change just read."""
    now = real_time.perf_counter_ns()
    TICKS["last"] = now
    gpio = TICKS["next_for"]
    if gpio is not None:
        TICKS["next_for"] = None
        SEEN[gpio] = now
        PENDING.pop(gpio).set()
    return _ticks(now)


def _ticks(perf_ns: int) -> int:
    """ticks_us() at perf_counter_ns() `perf_ns`."""
    return (perf_ns // 1000 + TICKS["offset"]) % TICKS_PERIOD


def wrap_in(seconds: float) -> None:
    """Make ticks_us() reach its 2**30 wrap `seconds` from now."""
    TICKS["offset"] = TICKS_PERIOD - int(seconds * 1e6) - real_time.perf_counter_ns() // 1000


def _read(table: dict, gpio: int, default: int, stamped_before: bool) -> int:
    """A level as the firmware reads it; a changed level's stamp is the ticks_us() call just
    before this read (`stamped_before`, the ADC) or the next one (a button)."""
    with LOCK:
        value = table.get(gpio, default)
        fresh = gpio in PENDING and TICKS["next_for"] != gpio
    if fresh and stamped_before:
        SEEN[gpio] = TICKS["last"]
        PENDING.pop(gpio).set()
    elif fresh:
        TICKS["next_for"] = gpio
    return value


def fake_time() -> types.ModuleType:
    """MicroPython's time: ticks in a 2**30 period, and CPython's time for the rest."""
    mod = types.ModuleType("time")
    mod.__dict__.update({k: getattr(real_time, k) for k in dir(real_time) if not k.startswith("_")})
    mod.ticks_us = _ticks_us
    mod.ticks_ms = lambda: (real_time.perf_counter_ns() // 1_000_000) % TICKS_PERIOD
    mod.ticks_diff = lambda a, b: (a - b + TICKS_PERIOD // 2) % TICKS_PERIOD - TICKS_PERIOD // 2
    mod.ticks_add = lambda t, d: (t + d) % TICKS_PERIOD
    mod.sleep_ms = lambda ms: real_time.sleep(ms / 1000)
    return mod


def fake_machine() -> types.ModuleType:
    """machine.Pin, machine.ADC and machine.unique_id over LEVELS / ANALOG."""
    mod = types.ModuleType("machine")

    class Pin:
        IN, OUT, PULL_UP = 0, 1, 2

        def __init__(self, gpio, mode=None, pull=None):
            self.gpio = gpio

        def value(self):
            return _read(LEVELS, self.gpio, 1, False)

    class ADC:
        def __init__(self, pin):
            self.gpio = pin.gpio

        def read_u16(self):
            return _read(ANALOG, self.gpio, 0, True)

    class PWM:
        def __init__(self, pin):
            self.gpio = pin.gpio

        def freq(self, hz):
            pass

        def duty_u16(self, duty):
            DUTY[self.gpio] = duty

    mod.Pin, mod.ADC, mod.PWM = Pin, ADC, PWM
    mod.unique_id = lambda: bytes.fromhex("E6614104032B5C2A")
    return mod


class PtyIO:
    """The firmware's sys.stdin / sys.stdout: the pty's master end, unbuffered."""

    def __init__(self, fd: int) -> None:
        self.fd, self.buffer = fd, self

    def fileno(self) -> int:
        return self.fd

    def read(self, n: int) -> bytes:
        return os.read(self.fd, n)

    def write(self, data: bytes) -> int:
        view = memoryview(data)
        while view:
            view = view[os.write(self.fd, view):]
        return len(data)


class GentlePoll:
    """select.poll whose poll(0) waits 0.2 ms: the firmware's busy loop, without a busy core."""

    def __init__(self) -> None:
        self._poll = real_select_poll()

    def register(self, obj, mask) -> None:
        self._poll.register(obj, mask)

    def poll(self, timeout=None):
        return self._poll.poll(0.2 if timeout == 0 else timeout)


real_select_poll = select.poll


def control(reply) -> None:
    """The test's commands, on this process's stdin."""
    for line in sys.stdin:
        parts = line.split()
        if parts[:1] == ["quit"]:
            os._exit(0)
        if parts == ["ticks"]:
            now = real_time.perf_counter_ns()
            reply(f"at {now} {_ticks(now)}")
        elif len(parts) == 2 and parts[0] == "seq" and PADS:
            PADS[0].seq = int(parts[1]) & 0xFFFF
            reply("ok")
        elif len(parts) == 2 and parts[0] == "duty":
            reply(f"duty {DUTY.get(int(parts[1]), 0)}")
        elif len(parts) == 3 and parts[0] in ("pin", "adc"):
            gpio, seen = int(parts[1]), threading.Event()
            with LOCK:
                PENDING[gpio] = seen
                (LEVELS if parts[0] == "pin" else ANALOG)[gpio] = int(parts[2])
            seen.wait(2.0)
            reply(f"at {SEEN.get(gpio, 0)}")
        else:
            reply(f"error bad command: {line.strip()}")
    os._exit(0)


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--flash", help="the flash file system's directory")
    args.add_argument("--wrap-in", type=float, default=1.0, help="seconds to the ticks wrap")
    options = args.parse_args()
    os.chdir(options.flash or tempfile.mkdtemp(prefix="pico-flash-"))
    wrap_in(options.wrap_in)
    master, slave = os.openpty()
    tty.setraw(slave)
    out = sys.stdout

    def reply(text: str) -> None:
        out.write(text + "\n")
        out.flush()
    reply(f"pty {os.ttyname(slave)}")
    threading.Thread(target=control, args=(reply,), daemon=True).start()
    sys.modules["time"], sys.modules["machine"] = fake_time(), fake_machine()
    select.poll = GentlePoll
    sys.stdin = sys.stdout = PtyIO(master)
    code = compile(FIRMWARE.read_text(), str(FIRMWARE), "exec")
    firmware = {"__name__": "speedpad_main"}    # its own definitions, without running it
    exec(code, firmware)
    PADS.append(firmware["Pad"]())
    PADS[0].run()                               # what main.py does as __main__


if __name__ == "__main__":
    main()
