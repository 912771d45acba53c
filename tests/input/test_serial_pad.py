"""The real pyserial reader against emulated boards on ptys (separate processes).

One module-scoped run drives two boards at once for ~3.5 s: interleaved presses 2 ms apart
whose lines leave the boards 2-6 ms late (so arrival order and arrival time are wrong),
dropped lines, a garbage flood, a board reset, an unplug and replug, and the 32-bit micros wrap.
The tests then check what the game would have received. Timestamps come from the boards'
clocks through clock sync, so the 1 ms bound does not depend on thread scheduling.
"""
import logging
import os
import time

import pytest


from game.input import serial_pad
from game.input.raw_input import RawInput
from game.input.protocol import encode_line
from game.input.pad_manager import PadManager
from game.input.serial_pad import PadStatus, SerialPad, find_boards
from tests.input.pad_emulator import start_in_time

MS = 1_000_000
PAIRS = 10


def board_a_steps() -> list[dict]:
    """P1: pairs with P2, then drop, garbage, reset, unplug/replug."""
    steps = []
    for i in range(PAIRS):
        at = 400 + 80 * i + (2 if i % 2 else 0)
        steps += [{"at": at, "do": "press", "button": i % 8},
                  {"at": at + 40, "do": "release", "button": i % 8}]
    steps += [{"at": 1300, "do": "drop", "n": 2}]
    steps += [{"at": 1310 + 10 * k, "do": "press" if k % 2 == 0 else "release", "button": 1}
              for k in range(4)]
    steps += [{"at": 1400, "do": "garbage", "n": 3000, "seed": 7},
              {"at": 1450, "do": "press", "button": 2}, {"at": 1470, "do": "release", "button": 2},
              {"at": 1500, "do": "reset", "micros_at_boot": 17},
              {"at": 1900, "do": "press", "button": 7}, {"at": 1920, "do": "release", "button": 7},
              {"at": 2000, "do": "unplug"}, {"at": 2300, "do": "replug"},
              {"at": 3000, "do": "press", "button": 5}, {"at": 3050, "do": "release", "button": 5},
              {"at": 3150, "do": "end"}]
    return steps


def board_b_steps() -> list[dict]:
    """P2: the other half of each pair, a press while P1 is unplugged, a button left held."""
    steps = []
    for i in range(PAIRS):
        at = 400 + 80 * i + (0 if i % 2 else 2)
        steps += [{"at": at, "do": "press", "button": 8 + i % 8},
                  {"at": at + 40, "do": "release", "button": 8 + i % 8}]
    steps += [{"at": 2100, "do": "press", "button": 15},
              {"at": 2120, "do": "release", "button": 15}, {"at": 2900, "do": "press", "button": 3}, {"at": 3150, "do": "end"}]
    return steps


class Collector(logging.Handler):
    """Keeps the serial_pad log records."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """Run both emulators against one PadManager; return what everyone saw."""
    d = tmp_path_factory.mktemp("pads")

    def scripts(t0):
        common = {"t0_ns": t0, "tick_us": 4, "send_delay_ms": [2, 6]}   # lines 2-6 ms late
        return [{**common, "link": str(d / "ttyA"), "board_id": "P1", "buttons": 8,
                 "slaps": [[7, "PIEZO", 200, 60]], "micros_at_boot": 2**32 - 1_500_000,
                 "drift_ppm": 300, "steps": board_a_steps()},
                {**common, "link": str(d / "ttyB"), "board_id": "P2", "buttons": 16,
                 "slaps": [[7, "PIEZO", 200, 60], [15, "FSR", 300, 20]],
                 "micros_at_boot": 10**9, "drift_ppm": -200, "seed": 1,
                 "steps": board_b_steps()}]
    for lead_ms in (400, 1500, 4000):
        got = run_once(scripts, d, lead_ms)
        if got is not None:
            return got
    pytest.fail("the emulated boards never both said HELLO before their first press "
                "(three tries, the last with a 4 s lead)")


def run_once(scripts, d, lead_ms: float) -> dict | None:
    """One run of both boards; None when either board's HELLO came after its first press
    (a loaded machine can open a port late: the run is then not what the tests describe)."""
    t0, (a, b) = start_in_time(scripts, lead_ms)
    handler = Collector()
    logging.getLogger(serial_pad.__name__).addHandler(handler)
    inputs, statuses = [], []
    manager = None
    try:
        manager = PadManager(inputs.append, lambda s: statuses.append((time.perf_counter_ns(), s)),
                             ports=[str(d / "ttyA"), str(d / "ttyB")], autodetect=False).start()
        if not both_connected_before(statuses, t0 + 350 * MS):
            return None
        a.wait(20), b.wait(20)
        time.sleep(0.3)
    finally:
        if manager:
            manager.stop()
        a.close(), b.close()
        logging.getLogger(serial_pad.__name__).removeHandler(handler)
    return {"a": a, "b": b, "inputs": inputs, "statuses": statuses, "t0": t0,
            "logs": handler.records}


def both_connected_before(statuses: list, deadline_ns: int) -> bool:
    """Wait until both boards are connected, or the deadline (the first press is after it)."""
    while time.perf_counter_ns() < deadline_ns:
        if {s.device for _, s in statuses if s.event == "connected"} >= {"serial:P1",
                                                                          "serial:P2"}:
            return True
        time.sleep(0.005)
    return False


def control_of(board: str, button: int) -> str:
    """Expected control name for the emulated boards' layouts."""
    slaps = {("P1", 7): "slap", ("P2", 7): "slap", ("P2", 15): "slap2"}
    return slaps.get((board, button), f"b{button}")


def received(run, device: str) -> list[RawInput]:
    return [r for r in run["inputs"] if r.device == device]


def events(run, device: str) -> list[str]:
    return [s.event for _, s in run["statuses"] if s.device == device]


@pytest.mark.parametrize("board,emu", [("P1", "a"), ("P2", "b")])
def test_every_press_arrives_once_within_1ms(run, board, emu):
    truth = run[emu].edges()
    got = received(run, f"serial:{board}")
    if board == "P2":   # P2 was unplugged with b3 held: the pad released it for the game
        assert got[-1].control == "b3" and not got[-1].pressed
        got = got[:-1]
    assert [(r.control, r.pressed) for r in got] == \
           [(control_of(board, e["button"]), e["pressed"]) for e in truth]
    errors = [abs(r.t_ns - e["t_ns"]) for r, e in zip(got, truth)]
    assert max(errors) < 1 * MS, errors


def test_first_presser_first_across_boards(run):
    window = (run["t0"] + 390 * MS, run["t0"] + 1200 * MS)
    presses = [r for r in run["inputs"] if r.pressed and window[0] < r.t_ns < window[1]]
    truth = sorted((e["t_ns"], "serial:" + ("P1" if emu == "a" else "P2"))
                   for emu in ("a", "b") for e in run[emu].edges()
                   if e["pressed"] and window[0] < e["t_ns"] < window[1])
    assert len(presses) == 2 * PAIRS
    assert [r.device for r in sorted(presses, key=lambda r: r.t_ns)] == [d for _, d in truth]


def test_dropped_lines_reported_and_not_invented(run):
    dropped = [e for e in run["a"].edges(sent_only=False) if not e["sent"]]
    assert len(dropped) == 2
    lost = [s for _, s in run["statuses"] if s.event == "lost"]
    assert [(s.device, s.detail) for s in lost] == [("serial:P1", "2")]


def test_garbage_logged_in_one_line_and_reader_keeps_going(run):
    messages = [r.getMessage() for r in run["logs"] if r.levelno >= logging.WARNING]
    assert any("checksum mismatch" in m for m in messages)
    assert any("non-ASCII" in m or "longer than" in m for m in messages)
    assert all("\n" not in m and "Traceback" not in m for m in messages)
    assert not any(r.exc_info for r in run["logs"])
    after = [r for r in received(run, "serial:P1") if r.t_ns > run["t0"] + 1440 * MS]
    assert after and after[0].control == "b2"      # the press right after the flood


def test_reset_reported_and_clock_resynced(run):
    assert "reset" in events(run, "serial:P1")
    slap = [r for r in received(run, "serial:P1") if r.control == "slap"
            and r.t_ns > run["t0"] + 1600 * MS]
    true_t = run["t0"] + 1900 * MS
    assert slap and abs(slap[0].t_ns - true_t) < 1 * MS


def test_unplug_reported_and_replug_reconnects_within_a_second(run):
    seq = [(t, s.event) for t, s in run["statuses"] if s.device == "serial:P1"
           and s.event in ("connected", "disconnected")]
    assert [e for _, e in seq][:3] == ["connected", "disconnected", "connected"]
    unplug, replug = run["t0"] + 2000 * MS, run["t0"] + 2300 * MS
    assert unplug <= seq[1][0] < unplug + 500 * MS
    assert replug <= seq[2][0] < replug + 1000 * MS
    other = [r for r in received(run, "serial:P2") if r.control == "slap2"]
    assert len(other) == 4                           # P2 kept working meanwhile (2 pairs + 1)


def test_not_a_speedpad_is_ignored(monkeypatch, caplog):
    monkeypatch.setattr(serial_pad, "HELLO_TIMEOUT", 0.2)
    master, slave = os.openpty()
    path = os.ttyname(slave)
    try:
        manager = PadManager(lambda r: None, ports=[path], autodetect=False,
                             scan_interval=0.05).start()
        deadline = time.monotonic() + 3
        while not manager.ignored and time.monotonic() < deadline:
            time.sleep(0.05)
        manager.stop()
    finally:
        os.close(master), os.close(slave)
    assert manager.ignored == {path}
    assert sum("no speedpad HELLO" in r.getMessage() for r in caplog.records) == 1


def test_find_boards_by_vid_pid(monkeypatch):
    class Port:
        def __init__(self, device, vid, pid):
            self.device, self.vid, self.pid = device, vid, pid
    ports = [Port("/dev/ttyACM0", 0x2341, 0x8036), Port("/dev/ttyACM1", 0x2E8A, 0x0005),
             Port("/dev/ttyUSB0", 0x0403, 0x6001), Port("/dev/ttyS0", None, None)]
    monkeypatch.setattr(serial_pad.list_ports, "comports", lambda: ports)
    assert find_boards() == ["/dev/ttyACM0", "/dev/ttyACM1"]


def test_stamp_rules():
    pad = SerialPad("/nonexistent", lambda r: None)
    assert pad.stamp(1000, 5 * MS) == 5 * MS                 # no sync yet: arrival time
    pad.clock.add_sample(4 * MS, 1000, 4 * MS + 100_000)      # board µs 1000 ≈ host 4.05 ms
    assert pad.stamp(1500, 5 * MS) == 4 * MS + 550_000        # synced stamp
    assert pad.stamp(3000, 5 * MS) == 5 * MS                  # never later than arrival
    assert pad.stamp(1000, 900 * MS) == 4 * MS + 50_000       # read late: still the truth
    assert pad.stamp(2**32 - 2_000_000, 9 * MS) == 9 * MS     # before the fit began: absurd
    assert SerialPad("/x", lambda r: None, sync=False).stamp(1500, 5 * MS) == 5 * MS


def test_slap_names_survive_repeated_hello_and_restart():
    got = []
    pad = SerialPad("/nonexistent", got.append)
    stream = b"".join(encode_line(line) for line in (
        "HELLO speedpad 1 16 P2 x BOOT 0", "SLAP 7 PIEZO 200 60", "SLAP 15 FSR 300 20",
        "HELLO speedpad 1 16 P2 x INFO 0", "SLAP 7 PIEZO 200 60", "SLAP 15 FSR 300 20",
        "E 0 7 D 100", "E 1 15 D 200", "E 2 3 D 300", "E 0 15 U 50"))   # seq back: a restart
    for msg in pad._parser.feed(stream):
        pad._handle(msg, 10 * MS)
    controls = [(r.control, r.pressed) for r in got]
    assert controls[:3] == [("slap", True), ("slap2", True), ("b3", True)]
    # the restart released what was held, then the board's own release came through
    assert sorted(controls[3:6]) == [("b3", False), ("slap", False), ("slap2", False)]
    assert controls[6:] == [("slap2", False)]


def test_a_hellos_tail_heard_before_any_hello_is_passed_over_and_the_reader_goes_on():
    """A port opened just after the board's HELLO hears its SLAP, COIN and LAMPS lines first
    (the simulated 328P did, and the reader thread died of it): they wait for the next HELLO."""
    got = []
    pad = SerialPad("/nonexistent", got.append)
    tail = ("SLAP 7 PIEZO 200 60", "LEVEL 7 12", "COIN 16", "LAMPS 7")
    then = ("HELLO speedpad 1 17 P2 x INFO 0", "SLAP 7 PIEZO 200 60", "E 0 7 D 100")
    for lines in (tail, then):                         # read as they come: the tail first
        for msg in pad._parser.feed(b"".join(encode_line(line) for line in lines)):
            pad._handle(msg, 10 * MS)
    assert [(r.control, r.pressed) for r in got] == [("slap", True)]


def test_broken_callbacks_do_not_stop_the_pad(caplog):
    def boom(_):
        raise RuntimeError("callback bug")
    pad = SerialPad("/nonexistent", boom, boom)
    pad.board_id = "P9"
    pad._emit(RawInput(1, "serial:P9", "b0"))
    pad._status("lost", "1")
    assert sum("callback failed" in r.getMessage() for r in caplog.records) == 2
    assert PadStatus("p", None, "lost").detail == ""


def test_boards_known_by_id_across_pads_and_a_second_with_the_same_id_refused():
    from game.input.board_registry import BoardRegistry
    boards, news = BoardRegistry(), []
    first = SerialPad("/dev/ttyA", lambda r: None, news.append, boards=boards)
    second = SerialPad("/dev/ttyB", lambda r: None, news.append, boards=boards)
    hello = encode_line("HELLO speedpad 1 8 P1 x BOOT 0 5")
    for pad in (first, second):
        for msg in pad._parser.feed(hello + encode_line("E 0 1 D 100 5")):
            pad._handle(msg, 10 * MS)
    assert [(n.port, n.event) for n in news] == [("/dev/ttyA", "connected"),
                                                ("/dev/ttyB", "refused")]
    assert [(b.board_id, b.port, b.state) for b in boards.snapshot()] == [
        ("P1", "/dev/ttyA", "syncing"), ("P1", "/dev/ttyB", "refused")]
    for msg in first._parser.feed(encode_line("HELLO speedpad 1 8 P7 x BOOT 0 9")):
        first._handle(msg, 10 * MS)                 # another board on the same port
    assert {(b.board_id, b.port) for b in boards.snapshot()} >= {("P1", None),
                                                                ("P7", "/dev/ttyA")}


def test_a_running_manager_makes_busy_threads_hand_the_gil_to_readers_quickly():
    """Python's 5 ms switch interval would let a busy frame hold a board's line back 5 ms."""
    import sys
    from game.input.pad_manager import READER_SWITCH_INTERVAL_S
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)
    manager = PadManager(lambda r: None, ports=[], autodetect=False).start()
    try:
        assert sys.getswitchinterval() <= READER_SWITCH_INTERVAL_S + 1e-9
    finally:
        manager.stop()
        sys.setswitchinterval(before)


# -- two boards with one id: the seated one keeps it, whichever HELLO is read first -------------
SEATED, NEWCOMER = "/dev/ttyA", "/dev/ttyB"


def hello_from(pad, board_id="P1"):
    for msg in pad._parser.feed(encode_line(f"HELLO speedpad 1 8 {board_id} x BOOT 0 5")):
        pad._handle(msg, 10 * MS)


@pytest.mark.parametrize("order", [(SEATED, NEWCOMER), (NEWCOMER, SEATED)])
def test_the_board_a_seat_plays_with_keeps_its_id_whichever_hello_comes_first(order):
    from game.input.board_registry import BoardRegistry
    boards, news = BoardRegistry(), []
    boards.seated("P1", SEATED)
    pads = {port: SerialPad(port, lambda r: None, news.append, boards=boards)
            for port in (SEATED, NEWCOMER)}
    boards.opening(pads)              # both found in one scan (a restarted reader, a replug)
    for port in order:
        hello_from(pads[port])
    assert sorted((n.port, n.event) for n in news) == [(SEATED, "connected"),
                                                       (NEWCOMER, "refused")]
    assert [(b.port, b.state) for b in boards.snapshot()] == [(SEATED, "syncing"),
                                                               (NEWCOMER, "refused")]
    assert pads[SEATED].device == "serial:P1" and pads[NEWCOMER].device is None
    refusal = next(n for n in news if n.event == "refused")
    assert str(refusal.detail) == f"board id P1 is already used by the board on {SEATED}"
    boards.release(SEATED)                        # the seated board unplugged: the id is free
    assert boards.holder("P1", NEWCOMER) is None


def test_a_seated_board_that_has_no_reader_keeps_no_one_out():
    from game.input.board_registry import BoardRegistry
    boards, news = BoardRegistry(), []
    boards.seated("P1", SEATED)                   # its port is not there (unplugged)
    newcomer = SerialPad(NEWCOMER, lambda r: None, news.append, boards=boards)
    boards.opening([NEWCOMER])
    hello_from(newcomer)
    assert [(n.port, n.event) for n in news] == [(NEWCOMER, "connected")]


class Readers:
    """Two readers on one registry, as a PadManager has them (without ports)."""

    def __init__(self, on_input, on_status):
        from game.input.board_registry import BoardRegistry
        self.registry = BoardRegistry()
        self.on_status, self.pads = on_status, {}

    def open(self, *ports):
        self.registry.opening(ports)
        for port in ports:
            self.pads[port] = SerialPad(port, lambda r: None, self.on_status,
                                        boards=self.registry)

    def close(self, port):
        self.pads.pop(port)._close()


@pytest.mark.parametrize("order", [(SEATED, NEWCOMER), (NEWCOMER, SEATED)])
def test_the_seat_keeps_its_board_and_the_refusal_is_said_on_screen(pg, order):
    from game.engine.queue import IntentQueue
    from game.input.bindings import load_bindings
    from game.input.boards import BoardReader
    from game.input.devices import DeviceHub

    class Reader(Readers, BoardReader):
        def seated(self, board_id, port):
            self.registry.seated(board_id, port)

    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False, serial=Reader)
    readers = hub.boards.reader
    readers.open(SEATED)
    hello_from(readers.pads[SEATED])
    hub.poll()
    seat = hub.join("serial:P1", "arcade")         # the board on ttyA plays seat 0
    readers.close(SEATED)                           # both boards unplugged and plugged in
    readers.open(SEATED, NEWCOMER)                  # at once: their HELLOs in either order
    for port in order:
        hello_from(readers.pads[port])
    hub.poll()
    assert readers.pads[SEATED].device == "serial:P1" and readers.pads[NEWCOMER].refused
    assert hub.paused_seats() == [] and hub.holders() == {seat: "serial:P1"}
    assert hub.take_notices() == [f"A board was refused: board id P1 is already used by the "
                                  f"board on {SEATED}. Give each board its own id."]
    hub.close()
