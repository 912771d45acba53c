"""Serial arcade pads: one pyserial reader thread per board, and a manager that finds them.

Each board speaks hardware/PROTOCOL.md. Edges carry the board's own micros(), mapped to host
perf_counter_ns by ping/pong clock sync, so a busy main thread (the GIL) does not change who
pressed first. Presses come out as `RawInput(t_ns, "serial:<board id>", "b<N>" | "slap", pressed)`
through `on_input`, and plug/unplug/reset/lost-line news as `PadStatus` through `on_status`.
Both callbacks run on reader threads: keep them short and thread-safe (e.g. push to a queue).
`PadManager` (pad_manager.py) keeps one running per attached board. No pygame here.
"""
from __future__ import annotations

import logging
import os
import select
import threading
import time
from dataclasses import dataclass
from typing import Callable

import serial
from serial.tools import list_ports

from game.i18n import N_
from game.input import port_problems, protocol as proto
from game.input.board_registry import BoardRegistry, BoardState
from game.input.clock_sync import ClockSync
from game.input.lamp_out import BoardOut
from game.input.raw_input import RawInput
from game.input.serial_log import RateLimitedLog, call_safely  # noqa: F401 (used from here)
from game.later import Later

log = logging.getLogger(__name__)

# (USB VID, PID) of boards that run the speedpad firmware.
KNOWN_BOARDS = {
    (0x2341, 0x8036): "Arduino Leonardo", (0x2341, 0x8037): "Arduino Micro",
    (0x1B4F, 0x9205): "SparkFun Pro Micro 5V", (0x1B4F, 0x9206): "SparkFun Pro Micro 3.3V",
    (0x2E8A, 0x000A): "Raspberry Pi Pico (C SDK)",
    (0x2E8A, 0x0005): "Raspberry Pi Pico (MicroPython)",
}
FAST_PINGS = 50            # pings at the fast rate after (re)connecting, to converge quickly
HELLO_TIMEOUT = 3.0        # seconds to wait for a HELLO before deciding a port is no speedpad
MAX_BEFORE_FIT_NS = 1_000_000_000  # a stamp this long before the fit's first ping is absurd
BOARD_LINES = (proto.Slap, proto.Level, proto.Coin, proto.Lamps)   # what follows a HELLO


@dataclass(frozen=True, slots=True)
class PadStatus:
    """News about a board: event is connected, disconnected, reset, lost (detail: count),
    refused (another board already uses its id; device is None) or problem (the port gives
    no board, detail: why; device is None)."""
    port: str
    device: str | None
    event: str
    detail: str = ""


def find_boards() -> list[str]:
    """Device paths of attached boards whose USB VID:PID is in KNOWN_BOARDS."""
    return sorted(p.device for p in list_ports.comports()
                  if (p.vid, p.pid) in KNOWN_BOARDS)


class SerialPad:
    """One board on one serial port, read by its own thread until unplugged or stopped."""

    def __init__(self, port: str, on_input: Callable[[RawInput], None],
                 on_status: Callable[[PadStatus], None] | None = None, *, sync: bool = True,
                 ping_interval: float = 0.25, fast_interval: float = 0.01,
                 baudrate: int = 115200, limiter: RateLimitedLog | None = None,
                 boards: BoardRegistry | None = None) -> None:
        self.port, self.on_input, self.on_status = port, on_input, on_status
        self.sync_enabled, self.baudrate = sync, baudrate
        self.ping_interval, self.fast_interval = ping_interval, fast_interval
        self.connected = False
        self.board_id: str | None = None
        self.refused: str | None = None          # a board id another port holds
        self.boards = boards or BoardRegistry()
        self.board: BoardState | None = None
        self.clock = ClockSync()
        self._parser = proto.Parser(self._claim)
        self._slaps: dict[int, str] = {}
        self.out, self._lamp_buttons = BoardOut(), {}      # control → button of each lamp
        self._held: set[str] = set()
        self._pings: dict[int, int] = {}
        self._token = 0
        self._next_ping = 0
        self.not_a_pad = False
        self._errors = 0                         # bad lines before a HELLO
        self._version: int | None = None         # another protocol version a HELLO spoke
        self._log = limiter or RateLimitedLog(f"serial {port}")
        self._stop = threading.Event()
        self._serial: serial.Serial | None = None
        self._thread = threading.Thread(target=self._run, name=f"serial-pad {port}", daemon=True)

    @property
    def device(self) -> str | None:
        """The RawInput device name, known once the board said HELLO."""
        return f"serial:{self.board_id}" if self.board_id else None

    @property
    def alive(self) -> bool:
        """Is the reader thread still running?"""
        return self._thread.is_alive()

    @property
    def errors(self) -> int:
        """Lines that failed their checksum or format."""
        return self.board.errors if self.board else self._errors

    @property
    def lost(self) -> int:
        """Edge lines that never arrived."""
        return self.board.lost if self.board else 0

    def start(self) -> "SerialPad":
        """Start the reader thread."""
        self.boards.opening([self.port])
        self._thread.start()
        return self

    def stop(self, timeout: float = 1.0) -> None:
        """Ask the reader thread to end and wait for it."""
        self._stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _status(self, event: str, detail: str = "") -> None:
        """Send news to on_status (never lets a callback error kill the reader)."""
        call_safely(self.on_status, PadStatus(self.port, self.device, event, detail),
                    f"serial {self.port} status")

    def _run(self) -> None:
        """Thread body: open, read until unplugged or stopped, then report."""
        try:
            self._serial = serial.Serial(self.port, self.baudrate, timeout=0.01,
                                         write_timeout=0.5)
            self.boards.forget_problem(self.port)
            self._loop()
        except (serial.SerialException, OSError, ValueError) as exc:
            if not self._stop.is_set():
                text = str(exc).splitlines()[0] if str(exc) else repr(exc)
                self._log.warn_once(f"{'closed' if self.connected else 'cannot use port'}: {text}")
                if self._serial is None:
                    self._problem(*port_problems.open_problem(exc))
        finally:
            self._close()

    def _close(self) -> None:
        """Close the port, release held controls, report the disconnect."""
        if self._serial is not None:
            try:
                self._serial.close()
            except (serial.SerialException, OSError):
                pass
        self._release_held()
        self.boards.release(self.port)
        if self.connected:
            self.connected = False
            self._status("disconnected", "stopped" if self._stop.is_set() else "unplugged")

    def _loop(self) -> None:
        """Read bytes, parse, dispatch; ask who is there (INFO) and ping when due."""
        ser = self._serial
        opened = time.monotonic()
        next_info = opened
        while not self._stop.is_set():
            now = time.monotonic()
            if (self.board_id is None or self.refused) and now >= next_info:
                if self.board_id is None and not self.refused and now - opened >= HELLO_TIMEOUT:
                    self._give_up()
                    return
                next_info = self._ask(now, opened)
            if self.connected:
                self._maybe_ping()
                for line in self.out.lines(self._lamp_buttons):     # lamps, SET, WATCH
                    self._serial.write(line)
            data = self._read(ser)
            recv_ns = time.perf_counter_ns()
            if data:
                for msg in self._parser.feed(data):
                    self._handle(msg, recv_ns)

    def _ask(self, now: float, opened: float) -> float:
        """Send INFO (who is there?); when to look again: every second until the HELLO
        timeout; a refused board for as long as it is plugged in, looking every 0.1 s
        whether its id is free (then asking), so it takes the id soon after the first goes."""
        if self.refused and self.boards.holder(self.refused, self.port) is not None:
            return now + 0.1
        self._serial.write(proto.INFO_LINE)
        return now + 1.0 if self.refused else min(now + 1.0, opened + HELLO_TIMEOUT)

    def _give_up(self) -> None:
        """No HELLO in HELLO_TIMEOUT: not a speedpad; say why on screen, ignore the port."""
        self.not_a_pad = True
        self._log.warn_once(f"no speedpad HELLO in {HELLO_TIMEOUT:g} s, ignoring port")
        if self._version is not None:
            self._problem(*port_problems.version_problem(self._version))
        elif self._errors:
            self._problem(*port_problems.bad_lines_problem(self._errors, waited=True))
        else:
            self._problem(*port_problems.silent_problem(HELLO_TIMEOUT))

    def _problem(self, problem: str, note: str, news: bool = True) -> None:
        """The port gives no board: list it with why (and news, when that is new)."""
        if self.boards.problem(self.port, problem, note) and news:
            self._status("problem", note)

    def _read(self, ser) -> bytes:
        """Whatever has arrived (waiting up to 10 ms). On POSIX a read of everything buffered,
        and a select only when nothing was: every system call hands the GIL back, and a busy
        main thread keeps it up to 5 ms each time."""
        fd = getattr(ser, "fd", None)
        if fd is None:
            return ser.read(max(1, ser.in_waiting))
        try:
            data = os.read(fd, 65536)        # the port is non-blocking: no wait if busy
        except BlockingIOError:
            data = b""
        if data:
            return data
        wait = 0.01 if self.connected else 0.05
        if self.connected and self.sync_enabled:
            wait = min(wait, max(0.0, (self._next_ping - time.perf_counter_ns()) / 1e9))
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return b""
        data = os.read(fd, 65536)
        if not data:
            raise serial.SerialException("device reports readiness to read but returned no "
                                         "data (device disconnected?)")
        return data

    def _maybe_ping(self) -> None:
        """Send a PING when the interval is up (fast until the clock fit has converged)."""
        now = time.perf_counter_ns()
        if not self.sync_enabled or now < self._next_ping:
            return
        fast = len(self.clock) < FAST_PINGS or not self.clock.converged
        self._next_ping = now + int((self.fast_interval if fast else self.ping_interval) * 1e9)
        self._token = (self._token + 1) % (1 << 31)
        if len(self._pings) > 32:
            self._pings.clear()
        send_ns = time.perf_counter_ns()
        self._serial.write(proto.ping_line(self._token))
        self._pings[self._token] = send_ns

    def _handle(self, msg: proto.Message, recv_ns: int) -> None:
        """Act on one parsed message."""
        if self.refused and not isinstance(msg, proto.Hello):
            return
        if self.board is None and isinstance(msg, BOARD_LINES):
            return            # a HELLO's tail, heard before it (INFO asks for all again)
        if isinstance(msg, proto.Edge):
            self._edge(msg, recv_ns)
        elif isinstance(msg, proto.Pong):
            self._pong(msg, recv_ns)
        elif isinstance(msg, proto.Hello):
            self._hello(msg)
        elif isinstance(msg, proto.Slap):
            self._name_special(msg.button, "slap")
            self.board.slaps[self.control(msg.button)] = [msg.kind, msg.threshold, msg.lockout_ms]
        elif isinstance(msg, proto.Level):
            self.board.levels[self.control(msg.button)] = msg.level
        elif isinstance(msg, proto.Coin):
            self._name_special(msg.button, "coin")
        elif isinstance(msg, proto.Lamps):
            self._lamp_buttons = {self.control(b): b for b in msg.buttons}
            self.board.lamps = tuple(self._lamp_buttons)
            self.out.restart()                      # a board that says LAMPS starts them off
        elif isinstance(msg, proto.Restart):
            self._restart(msg.reason)
        elif isinstance(msg, proto.Lost):
            self._count("lost", msg.count)
            self._log.warn(f"{msg.count} edge line(s) lost")
            self._status("lost", str(msg.count))
        elif isinstance(msg, proto.Stale):
            self._count("stale", 1)
            self._log.warn(msg.reason)
        else:
            self._count("errors", 1)
            self._log.warn(msg.reason)
            if self.board is None:
                self._before_hello(msg)

    def _before_hello(self, error: proto.ProtocolError) -> None:
        """A bad line before any HELLO: shown at once (another protocol version, or how many
        lines could not be read), until a HELLO comes."""
        self._version = error.version or self._version
        if self._version is not None:
            self._problem(*port_problems.version_problem(self._version))
        else:
            self._problem(*port_problems.bad_lines_problem(self._errors, waited=False),
                          news=False)         # (often a board's first line cut: no notice)

    def _count(self, what: str, n: int) -> None:
        """Add to one of the board's counters (or the port's, before a HELLO)."""
        if self.board is not None:
            setattr(self.board, what, getattr(self.board, what) + n)
        elif what == "errors":
            self._errors += n

    def _pong(self, msg: proto.Pong, recv_ns: int) -> None:
        """A clock sample, and a report delay once the fit is good."""
        send_ns = self._pings.pop(msg.token, None)
        if send_ns is None or not self.clock.add_sample(send_ns, msg.micros, recv_ns):
            return
        self._delay(msg.micros, recv_ns)

    def _delay(self, micros: int, recv_ns: int) -> None:
        """Record how late a line arrived after the board stamped it (for the hold)."""
        if self.board is not None and self.clock.converged:
            self.board.delays.append(max(0, recv_ns - self.clock.to_host_ns(micros)))

    def _claim(self, hello: proto.Hello):
        """The parser's lookup: this board id's lasting state, or None when refused."""
        if self.board is not None and self.board.board_id != hello.board_id:
            self.boards.release(self.port)          # another board now on this port
        board = self.boards.claim(hello.board_id, self.port)
        if board is None:
            holder = self.boards.holder(hello.board_id, self.port) or "?"
            if self.refused != hello.board_id:
                self.refused = hello.board_id
                self._log.warn_once(f"board id {hello.board_id} is already used by the board "
                                    f"on {holder}: refused")
                self._status("refused", Later(N_("board id {board} is already used by the "
                                                 "board on {port}"), board=hello.board_id,
                                              port=holder))
            return None
        self.refused = None
        self.board, self.clock = board, board.clock
        board.errors += self._errors               # bad lines before this HELLO
        self._errors = 0
        return board.sequencer

    def _hello(self, msg: proto.Hello) -> None:
        """Learn the board's identity; the first HELLO makes the pad connected."""
        if self.refused:
            return
        if self.board_id not in (None, msg.board_id):
            self._release_held()
        self.board_id = msg.board_id
        self.board.firmware, self.board.buttons = msg.firmware, msg.buttons
        self._slaps.clear()                     # its SLAP lines follow this HELLO
        self.board.slaps = {}
        self.board.lamps, self._lamp_buttons = (), {}      # (and its LAMPS line)
        if not self.connected:
            self.connected = True
            self._next_ping = 0
            self._log.last_once = None
            log.info("serial %s: board %s (firmware %s, %d buttons)", self.port,
                     msg.board_id, msg.firmware, msg.buttons)
            self._status("connected", f"firmware {msg.firmware}, {msg.buttons} buttons")

    def _restart(self, reason: str) -> None:
        """The board's clock and sequence restarted: resync fast, release held controls."""
        self.clock.reset()
        self._pings.clear()
        self._next_ping = 0
        if self.connected:
            self._count("resets", 1)        # before the release: a screen sees both at once
        self._release_held()
        if self.connected:
            self._status("reset", reason)

    def _name_special(self, button: int, kind: str) -> None:
        """Name a declared button: the first slap pad "slap", the next "slap2"… (coins alike)."""
        count = sum(name.startswith(kind) for name in self._slaps.values())
        self._slaps[button] = kind if not count else f"{kind}{count + 1}"

    def control(self, button: int) -> str:
        """Control name of a button: "slap"…, "coin"… for those declared so, else "b<N>"."""
        return self._slaps.get(button) or f"b{button}"

    def stamp(self, micros: int, recv_ns: int) -> int:
        """Host time of an edge: the synced board stamp (however late the line was read),
        else the arrival time: before the first PONG, or for a stamp from before this fit
        began (impossible unless the board's clock jumped)."""
        if not self.sync_enabled:
            return recv_ns
        t_ns = self.clock.to_host_ns(micros)
        if t_ns is None or t_ns < self.clock.since_ns - MAX_BEFORE_FIT_NS:
            return recv_ns
        return min(t_ns, recv_ns)

    def _edge(self, edge: proto.Edge, recv_ns: int) -> None:
        """Turn an edge into a RawInput for the callback."""
        if self.board_id is None:   # INFO is being re-sent; this edge has no owner yet
            self._log.warn(f"edge before HELLO dropped (button {edge.button})")
            return
        control = self.control(edge.button)
        (self._held.add if edge.pressed else self._held.discard)(control)
        (self.board.held.add if edge.pressed else self.board.held.discard)(edge.button)
        self._delay(edge.micros, recv_ns)
        self._emit(RawInput(self.stamp(edge.micros, recv_ns), self.device, control, edge.pressed))

    def _release_held(self) -> None:
        """Synthesize releases for controls still down (unplug/reset), so nothing sticks."""
        now = time.perf_counter_ns()
        for control in sorted(self._held):
            self._emit(RawInput(now, self.device, control, False))
        self._held.clear()
        if self.board is not None:
            self.board.held.clear()

    def _emit(self, raw: RawInput) -> None:
        """Call on_input, logging (not raising) a broken callback."""
        call_safely(self.on_input, raw, f"serial {self.port} input")
