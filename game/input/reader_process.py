"""Serial boards read in a process of their own, so a busy game frame never delays a line.

In the game's own process a reader thread waits for the GIL whenever the main thread draws,
and every millisecond it waits is a millisecond the table must hold the engine back for
(engine_delay.py). Here a child process (`python -m game.input.reader_process`, no pygame) runs the
PadManager and sends what it reads to the game as JSON lines on its stdout: presses, board
news, log records and, when they change, the boards' states for the screen (ports with a
problem among them: `BoardInfo` records whose state is one of `boards.PORT_PROBLEMS`). Its stdin
carries the settings, then commands (`delays <id>`, `stop`); when the game dies, that pipe
closes and the child ends with it.

In the game, `ReaderProcess` has PadManager's face (a `boards.BoardReader`). A relay thread
hands the child's lines to the callbacks as they come, and `drain()` (the DeviceHub calls it
at every poll) takes whatever the pipe holds first, so a press the child read before the
poll is never left for later. A child that dies is reported (its boards unplugged) and
started again.
"""
from __future__ import annotations

import json
import logging
import os
import select
import subprocess
import sys
import threading
import time
from dataclasses import asdict
from typing import Callable

from game.input.boards import BoardInfo, BoardReader
from game.input.raw_input import RawInput
from game.input.serial_pad import PadStatus, call_safely
from game.later import pack, unpack

log = logging.getLogger("game.input.serial_pad")
RESTART_AFTER_S = 1.0        # a child that died is started again this long after (doubling
MAX_RESTART_S = 30.0         # up to this while it keeps dying within STEADY_S of its start)
STEADY_S = 60.0
REALTIME_PRIORITY = 10       # SCHED_FIFO priority the child asks for (granted: root, rtprio)
SNAPSHOT_EVERY_S = 0.02      # the child sends the boards' states at most this often
IDLE_SNAPSHOT_EVERY_S = 0.25  # (this often while it knows of no board, unless board news comes)


class ReaderProcess(BoardReader):
    """PadManager in a child process; callbacks run on the relay thread or in `drain()`."""

    def __init__(self, on_input: Callable[[RawInput], None],
                 on_status: Callable[[PadStatus], None] | None = None, *,
                 ports: list[str] | None = None, autodetect: bool = True,
                 scan_interval: float = 0.25,
                 idle_look_s: float = IDLE_SNAPSHOT_EVERY_S) -> None:
        self.on_input, self.on_status = on_input, on_status
        self.config = {"ports": list(ports or []), "autodetect": autodetect,
                       "scan_interval": scan_interval, "idle_look_s": idle_look_s,
                       "seated": {}}          # (a child started again is told them first)
        self.boards: list[BoardInfo] = []
        self.realtime: bool | None = None       # the child's priority (None: not told yet)
        self.restarts = 0                       # times the child died and was started again
        self._streak = 0                        # deaths in a row, each soon after its start
        self._started = 0.0
        self._lock = threading.Lock()           # one reader of the pipe at a time
        self._stop = threading.Event()
        self._proc: subprocess.Popen | None = None
        self._buffer = b""
        self._replies: dict[str, list[int]] = {}
        self._replied = threading.Condition()
        self._relay = threading.Thread(target=self._run, name="serial-reader-relay",
                                       daemon=True)

    def start(self) -> "ReaderProcess":
        """Start the child and the relay thread."""
        self._spawn()
        self._relay.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        """Ask the child to end (killed if it does not), and stop the relay."""
        self._stop.set()
        proc = self._proc
        if proc is not None and proc.poll() is None:
            try:
                proc.stdin.write(b"stop\n")
                proc.stdin.flush()
                proc.wait(timeout)
            except (OSError, subprocess.TimeoutExpired):
                proc.kill()
                proc.wait(timeout)
        if self._relay.is_alive() and self._relay is not threading.current_thread():
            self._relay.join(timeout)

    @property
    def pid(self) -> int | None:
        """The child's process id (None before start)."""
        return self._proc.pid if self._proc else None

    def snapshot(self) -> list[BoardInfo]:
        """Every board seen, as the child last reported them."""
        return list(self.boards)

    def drain(self) -> None:
        """Hand everything the child has written so far to the callbacks (main thread)."""
        if self._proc is None:
            return                              # not started
        with self._lock:
            self._read_available()

    def delays(self, board_id: str, clear: bool = False, timeout: float = 2.0) -> list[int]:
        """The board's recent report delays (ns), asked of the child (`clear`: and start
        afresh; for tests and benches)."""
        with self._replied:
            self._replies.pop(board_id, None)
        self._command(f"delays {board_id}" + (" clear" if clear else ""))
        with self._replied:
            self._replied.wait_for(lambda: board_id in self._replies or self._stop.is_set(),
                                   timeout)
            return self._replies.pop(board_id, [])

    def set_lamps(self, board_id: str, levels: dict[str, int]) -> None:
        """Light the board's lamps: control → level 0-255 (the rest off)."""
        self._command("lamps " + json.dumps([board_id, levels]))

    def calibrate(self, board_id: str, control: str, threshold: int, lockout_ms: int) -> None:
        self._command("calibrate " + json.dumps([board_id, control, threshold, lockout_ms]))

    def watch(self, board_id: str, on: bool) -> None:
        self._command("watch " + json.dumps([board_id, on]))

    def seated(self, board_id: str, port: str | None) -> None:
        """A seat plays with the board `board_id` on `port` (None: no longer): it keeps the id."""
        if port is None:
            self.config["seated"].pop(board_id, None)
        else:
            self.config["seated"][board_id] = port
        if self._proc is not None:
            self._command("seated " + json.dumps([board_id, port]))

    def _spawn(self) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [_root()] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])}
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "game.input.reader_process"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, env=env, close_fds=True)
        os.set_blocking(self._proc.stdout.fileno(), False)
        self._started = time.monotonic()
        self._buffer = b""
        self._command(json.dumps(self.config))

    def _command(self, line: str) -> None:
        try:
            self._proc.stdin.write(line.encode() + b"\n")
            self._proc.stdin.flush()
        except (OSError, ValueError):
            pass                                # a dead child: the relay restarts it

    def _run(self) -> None:
        """Relay thread: wait for the child's lines and hand them on; restart a dead child."""
        while not self._stop.is_set():
            fd = self._proc.stdout.fileno()
            ready, _, _ = select.select([fd], [], [], 0.25)
            if ready:
                with self._lock:
                    alive = self._read_available()
                if not alive and not self._stop.is_set():
                    self._child_died()

    def _read_available(self) -> bool:
        """Read and dispatch every whole line the pipe holds; False once the child is gone."""
        while True:
            try:
                data = os.read(self._proc.stdout.fileno(), 65536)
            except BlockingIOError:
                return True
            except (OSError, ValueError):
                return False
            if not data:
                return False
            *lines, self._buffer = (self._buffer + data).split(b"\n")
            for line in lines:
                self._dispatch(line)

    def _dispatch(self, line: bytes) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            log.warning("serial reader: unreadable line from the reader process: %r",
                        line[:80])
            return
        if "in" in message:
            call_safely(self.on_input, RawInput(*message["in"]), "serial reader")
        elif "news" in message:
            port, device, event, detail = message["news"]
            call_safely(self.on_status, PadStatus(port, device, event, unpack(detail)),
                        "serial reader")
        elif "boards" in message:
            self.boards = [board_info(item) for item in message["boards"]]
        elif "realtime" in message:
            self.realtime = bool(message["realtime"])
        elif "log" in message:
            level, text = message["log"]
            log.log(level, "%s", text)
        elif "delays" in message:
            with self._replied:
                self._replies[message["delays"]] = message["values"]
                self._replied.notify_all()

    def _child_died(self) -> None:
        """Say so and that its boards are unplugged (the screen shows both), then start a new
        child: at once after a long run, ever more slowly (up to 30 s) if it keeps dying."""
        code = self._proc.wait()
        log.error("serial reader process ended (exit %s); starting it again", code)
        news = [PadStatus("", None, "reader", f"exit {code}")]
        news += [PadStatus(board.port, board.device, "disconnected", "the reader process stopped")
                 for board in self.boards if board.live]
        for item in news:
            call_safely(self.on_status, item, "serial reader")
        self.boards = []
        self.restarts += 1
        lived = time.monotonic() - self._started
        self._streak = 0 if lived > STEADY_S else self._streak + 1
        if not self._stop.wait(min(MAX_RESTART_S, RESTART_AFTER_S * 2 ** self._streak)):
            self._spawn()


def board_info(item: dict) -> BoardInfo:
    """A BoardInfo from its JSON form."""
    return BoardInfo(**{**item, "held": frozenset(item["held"]),
                        "lamps": tuple(item.get("lamps", ())),
                        "note": unpack(item.get("note", ""))})


def _root() -> str:
    """The folder that holds the `game` package (so the child imports this very game)."""
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# -- the child process ---------------------------------------------------------------------------
class _Out:
    """The child's stdout: one JSON line a message, written whole under a lock."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.stream = sys.stdout.buffer

    def send(self, message: dict) -> None:
        data = json.dumps(message, separators=(",", ":")).encode() + b"\n"
        with self.lock:
            try:
                self.stream.write(data)
                self.stream.flush()
            except (OSError, ValueError):
                os._exit(0)                     # the game is gone


class _LogToGame(logging.Handler):
    def __init__(self, out: _Out) -> None:
        super().__init__(logging.INFO)
        self.out = out

    def emit(self, record: logging.LogRecord) -> None:
        self.out.send({"log": [record.levelno, record.getMessage()]})


def child_main() -> int:
    """Run a PadManager until stdin says stop or closes; report everything on stdout."""
    from game.input.pad_manager import PadManager
    out = _Out()
    logging.getLogger().addHandler(_LogToGame(out))
    logging.getLogger().setLevel(logging.INFO)
    config = json.loads(sys.stdin.readline() or "{}")
    out.send({"realtime": _ask_realtime()})
    stop, poke = threading.Event(), threading.Event()     # poke: board news, look now

    def news(item) -> None:
        out.send({"news": [item.port, item.device, item.event, pack(item.detail)]})
        poke.set()
    manager = PadManager(
        lambda raw: out.send({"in": [raw.t_ns, raw.device, raw.control, raw.pressed]}), news,
        ports=config.get("ports", []), autodetect=config.get("autodetect", True),
        scan_interval=config.get("scan_interval", 0.25), seated=config.get("seated"))
    threading.Thread(target=_commands, args=(manager, out, lambda: (stop.set(), poke.set())),
                     daemon=True).start()
    manager.start()
    last, idle_look_s = None, config.get("idle_look_s", IDLE_SNAPSHOT_EVERY_S)
    while not stop.is_set():
        poke.wait(SNAPSHOT_EVERY_S if last else idle_look_s)
        poke.clear()
        boards = [asdict(b) | {"held": sorted(b.held), "note": pack(b.note)}
                  for b in manager.snapshot()]
        if boards != last:
            out.send({"boards": boards})
            last = boards
    manager.stop()
    return 0


def _ask_realtime() -> bool:
    """A real-time priority for the reader (its threads inherit it), where the system grants
    one (root, or an rtprio limit: hardware/CABINET.md): then a loaded machine does not make
    a board's lines wait for a CPU. It only ever waits for the port."""
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(REALTIME_PRIORITY))
    except (AttributeError, OSError):
        return False
    return True


def _commands(manager, out: _Out, stop) -> None:
    """The child's stdin: `delays <board id> [clear]`, `lamps [<board id>, {control: level}]`,
    `calibrate [<board id>, control, threshold, lockout_ms]`, `watch [<board id>, on]`,
    `seated [<board id>, port or null]`, `stop`; its end (the game died) stops too."""
    for line in sys.stdin:
        words = line.split()
        if words[:1] == ["stop"]:
            break
        calls = {"lamps": manager.set_lamps, "calibrate": manager.calibrate,
                 "watch": manager.watch, "seated": manager.seated}
        if words[:1] and words[0] in calls:
            try:
                calls[words[0]](*json.loads(line[len(words[0]) + 1:]))
            except (ValueError, TypeError):
                pass                          # never from the game: a line cut short
        elif words[:1] == ["delays"] and len(words) in (2, 3):
            out.send({"delays": words[1],
                      "values": manager.delays(words[1], clear=words[2:] == ["clear"])})
    stop()


if __name__ == "__main__":
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl+C is the game's: it stops us itself
    sys.exit(child_main())
