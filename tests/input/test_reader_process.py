"""Serial boards read in a process of their own (game/input/reader_process.py): presses and
board states cross the pipe intact, `drain()` alone hands over everything the child wrote,
the child ends with the game (even a killed one), a dead child is reported and replaced,
and the game's hub takes what the pipe holds at every poll."""
import json
import logging
import os
import signal
import subprocess
import sys
import time

import pytest

from game.engine.queue import IntentQueue
from game.input import reader_process
from game.input.bindings import load_bindings
from game.input.boards import BoardReader
from game.input.devices import DeviceHub
from game.input.raw_input import RawInput
from game.input.reader_process import ReaderProcess
from tests.input.fault_cases import script, taps
from tests.input.pad_emulator import PadEmulator
from tests.waiting import wait_for

MS = 1_000_000


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:          # a zombie has ended too
        return stat.read().split(")")[-1].split()[0] != "Z"


@pytest.fixture
def board(tmp_path):
    """An emulated board pressing b0..b6 in turn, 20 times, 30 ms apart, from 0.8 s on."""
    emu = PadEmulator(script(str(tmp_path), "ttyR", "R1", taps(0, 20, 30), after_ms=800))
    emu.ready.wait(10)
    yield emu, str(tmp_path / "ttyR")
    emu.close()


def test_presses_cross_the_pipe_in_order_with_the_boards_stamps(board):
    emu, link = board
    got, news = [], []
    reader = ReaderProcess(got.append, news.append, ports=[link], autodetect=False).start()
    try:
        assert wait_for(lambda: any(b.state == "in sync" for b in reader.snapshot()), 10)
        assert reader.snapshot()[0].firmware == "emu-1.0"
        assert reader.realtime in (True, False)          # the child said what it was granted
        assert wait_for(emu.done.is_set, 15)
        truth = emu.edges()
        assert wait_for(lambda: len(got) >= len(truth), 5)
        assert [(r.device, r.control, r.pressed) for r in got] == \
            [("serial:R1", f"b{e['button']}", e["pressed"]) for e in truth]
        assert max(abs(r.t_ns - e["t_ns"]) for r, e in zip(got, truth)) < MS
        assert news[0].event == "connected" and news[0].device == "serial:R1"
        assert len(reader.delays("R1")) >= len(truth)          # the hold's reports
    finally:
        reader.stop()
    assert reader._proc.poll() is not None


def test_a_new_board_is_listed_at_once_not_at_the_next_idle_look(board):
    """Board news wakes the child's look at its boards: with idle looks 60 s apart, a board
    that says HELLO is listed (and then in sync) long before the next one."""
    emu, link = board
    news = []
    reader = ReaderProcess(lambda raw: None, news.append, ports=[link], autodetect=False,
                           idle_look_s=60.0).start()
    try:
        assert wait_for(lambda: any(n.event == "connected" for n in news), 10)
        assert wait_for(lambda: any(b.state == "in sync" for b in reader.snapshot()), 10)
    finally:
        reader.stop()


def test_drain_alone_hands_over_everything_the_child_wrote(board):
    """The hub's poll needs no relay thread: what the pipe holds is read there and then."""
    emu, link = board
    got = []
    reader = ReaderProcess(got.append, ports=[link], autodetect=False)
    reader._spawn()                              # no relay thread: only drain() reads
    try:
        assert wait_for(emu.done.is_set, 15)
        time.sleep(0.2)
        assert got == []
        reader.drain()
        assert len(got) == len(emu.edges()) == 40
    finally:
        reader._stop.set()
        reader._command("stop")
        reader._proc.wait(5)


def test_the_child_ends_with_a_killed_game(tmp_path):
    game = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; sys.path.insert(0, '.');"
        "from game.input.reader_process import ReaderProcess;"
        "r = ReaderProcess(lambda raw: None, ports=[], autodetect=False).start();"
        "print(r._proc.pid, flush=True); time.sleep(60)")],
        stdout=subprocess.PIPE, text=True, cwd=os.path.dirname(os.path.dirname(
            os.path.dirname(os.path.abspath(__file__)))))
    child = int(game.stdout.readline())
    assert alive(child)
    game.send_signal(signal.SIGKILL)
    game.wait(5)
    assert wait_for(lambda: not alive(child), 5)


def test_a_dead_child_is_reported_and_replaced(board, monkeypatch):
    monkeypatch.setattr(reader_process, "RESTART_AFTER_S", 0.1)
    emu, link = board
    news = []
    reader = ReaderProcess(lambda raw: None, news.append, ports=[link], autodetect=False).start()
    try:
        assert wait_for(lambda: any(b.state == "in sync" for b in reader.snapshot()), 10)
        first = reader._proc.pid
        os.kill(first, signal.SIGKILL)
        assert wait_for(lambda: any(n.event == "disconnected" and n.device == "serial:R1"
                                    for n in news), 5)
        assert any(n.event == "reader" and n.detail == "exit -9" for n in news)
        assert wait_for(lambda: reader.restarts == 1 and reader._proc.pid != first, 5)
        assert wait_for(lambda: [n.event for n in news].count("connected") == 2, 10), news
    finally:
        reader.stop()


def test_a_reader_not_started_drains_nothing_and_stops_cleanly():
    reader = ReaderProcess(lambda raw: None)
    reader.drain()
    reader.stop()
    assert reader.pid is None and reader.snapshot() == []


def test_a_bad_line_from_the_child_is_logged_and_skipped(caplog):
    got = []
    reader = ReaderProcess(got.append)
    with caplog.at_level(logging.WARNING):
        reader._dispatch(b"{not json")
        reader._dispatch(json.dumps({"in": [5, "serial:X", "b1", True]}).encode())
        reader._dispatch(json.dumps({"log": [logging.WARNING, "serial x: 2 lost"]}).encode())
    assert got == [RawInput(5, "serial:X", "b1", True)]
    assert "unreadable line" in caplog.text and "serial x: 2 lost" in caplog.text


class PipeHeld(BoardReader):
    """A reader whose pipe holds one press that only `drain()` hands over."""

    def __init__(self, on_input, on_status):
        self.on_input, self.on_status, self.drained = on_input, on_status, 0

    def drain(self):
        self.drained += 1
        self.on_input(RawInput(time.perf_counter_ns(), "serial:P", "b0", True))


def test_the_hub_takes_what_the_pipe_holds_at_every_poll(pg):
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False, serial=PipeHeld)
    hub.poll()
    assert hub.boards.reader.drained == 1
    assert [(r.device, r.control) for r in hub.take_presses()] == [("serial:P", "b0")]


def test_a_dead_reader_is_told_on_screen(pg):
    from game.input.serial_pad import PadStatus
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False, serial=PipeHeld)
    hub.boards.reader.on_status(PadStatus("", None, "reader", "exit -9"))
    hub.poll()
    assert hub.take_notices() == [
        "The button boards' reader stopped (exit -9): starting it again."]


def test_a_reader_started_again_is_told_the_seated_boards_first():
    reader = ReaderProcess(lambda raw: None, ports=[], autodetect=False)   # not started
    reader.seated("P1", "/dev/ttyACM0")
    reader.seated("P2", "/dev/ttyACM1")
    reader.seated("P2", None)
    assert reader.config["seated"] == {"P1": "/dev/ttyACM0"}    # in the child's first line


def states(reader) -> dict:
    """port → "refused", or True for a board that is live."""
    return {b.port: b.live or b.state for b in reader.snapshot()}


def test_a_reader_started_again_gives_the_seated_board_its_id_whichever_hello_comes_first(
        tmp_path, monkeypatch):
    """Two boards say one id; a seat plays with the one on ttyS. Both are heard at once (at
    the start, and when the reader process is started again): ttyS keeps the id each time."""
    monkeypatch.setattr(reader_process, "RESTART_AFTER_S", 0.1)
    links = [str(tmp_path / name) for name in ("ttyS", "ttyN")]
    emus = [PadEmulator(script(str(tmp_path), name, "S1", [{"at": 60_000, "do": "end"}]))
            for name in ("ttyS", "ttyN")]
    news = []
    reader = ReaderProcess(lambda raw: None, news.append, ports=links, autodetect=False)
    try:
        for emu in emus:
            emu.ready.wait(10)
        reader.seated("S1", links[0])                 # as the game says it once seated
        reader.start()
        for run in (1, 2):
            assert wait_for(lambda: states(reader) == {links[0]: True, links[1]: "refused"},
                            10), reader.snapshot()
            connected = [n.port for n in news if n.event == "connected"]
            assert connected == [links[0]] * run, news
            if run == 1:
                first = reader._proc.pid
                os.kill(first, signal.SIGKILL)
                assert wait_for(lambda: reader.restarts == 1 and reader._proc.pid != first and
                                reader.snapshot(), 10)
    finally:
        reader.stop()
        for emu in emus:
            emu.close()
