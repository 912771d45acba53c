"""Ports that give no board reach the screen: each is listed (a `BoardInfo` whose state is one
of PORT_PROBLEMS, its note in words) by the real PadManager, and through the reader process,
until it is unplugged or its board says HELLO; new problems come as news (a notice)."""
import os
import select

import pytest
import serial

from game.engine.queue import IntentQueue
from game.input import serial_pad
from game.input.bindings import load_bindings
from game.input.board_registry import BoardRegistry
from game.input.devices import DeviceHub
from game.input.pad_manager import PadManager
from game.input.port_problems import open_problem
from game.input.protocol import encode_line
from game.input.reader_process import ReaderProcess
from tests.input.fault_cases import script, taps
from tests.input.pad_emulator import PadEmulator
from tests.waiting import wait_for


def problems(reader) -> list[tuple[str, str]]:
    """(port, problem) of every port listed with a problem."""
    return [(b.port, b.state) for b in reader.snapshot() if b.port_problem]


def note(reader, port) -> str:
    return next(b.note for b in reader.snapshot() if b.port == port)


@pytest.fixture
def pty_port():
    """A pty whose other end the test writes (or leaves silent)."""
    master, slave = os.openpty()
    yield master, os.ttyname(slave)
    os.close(master), os.close(slave)


def probed(master) -> bool:
    """Wait for the reader's INFO probe: the port is open (bytes written before are dropped)."""
    seen = b""
    while b"INFO" not in seen:
        if not select.select([master], [], [], 5)[0]:
            return False
        seen += os.read(master, 64)
    return True


def manager_on(port, news=None) -> PadManager:
    return PadManager(lambda r: None, news.append if news is not None else None, ports=[port],
                      autodetect=False, scan_interval=0.05).start()


def test_a_port_it_may_not_open_says_to_join_the_dialout_group(monkeypatch, tmp_path):
    port = tmp_path / "ttyACM0"
    port.write_text("")

    def denied(name, *args, **kwargs):
        raise serial.SerialException(13, f"could not open port {name}: [Errno 13] "
                                         f"Permission denied: '{name}'")
    monkeypatch.setattr(serial_pad.serial, "Serial", denied)
    news = []
    manager = manager_on(str(port), news)
    try:
        assert wait_for(lambda: problems(manager) == [(str(port), "no access")], 5)
        assert "dialout group" in note(manager, str(port))
        assert wait_for(lambda: len(manager.pads) == 1, 2)     # tried again, not news again
        assert [(n.event, n.device) for n in news] == [("problem", None)]
        port.unlink()                                          # unplugged: no longer listed
        assert wait_for(lambda: problems(manager) == [], 5)
    finally:
        manager.stop()


def test_other_open_errors_are_named():
    assert open_problem(OSError(16, "Device or resource busy"))[0] == "cannot open"
    assert "busy" in open_problem(OSError(16, "Device or resource busy"))[1]


def test_a_silent_port_is_not_a_speedpad(monkeypatch, pty_port):
    monkeypatch.setattr(serial_pad, "HELLO_TIMEOUT", 0.3)
    _, port = pty_port
    manager = manager_on(port)
    try:
        assert wait_for(lambda: problems(manager) == [(port, "not a speedpad")], 5)
        assert "not a speedpad board" in note(manager, port)
    finally:
        manager.stop()


def test_bad_lines_before_a_hello_are_listed_until_the_hello_and_counted(pty_port):
    master, port = pty_port
    manager = manager_on(port)
    try:
        assert probed(master)
        os.write(master, b"\x00\x13 noise\nE 1 2 D 3*00\n")
        assert wait_for(lambda: problems(manager) == [(port, "bad lines")], 5)
        assert note(manager, port).startswith("2 unreadable lines before any hello")
        os.write(master, encode_line("HELLO speedpad 1 8 Q1 x INFO 0 4"))
        assert wait_for(lambda: [b.board_id for b in manager.snapshot()] == ["Q1"], 5)
        assert manager.snapshot()[0].errors == 2
    finally:
        manager.stop()


def test_only_bad_lines_for_the_whole_wait(monkeypatch, pty_port):
    monkeypatch.setattr(serial_pad, "HELLO_TIMEOUT", 0.3)
    master, port = pty_port
    manager = manager_on(port)
    try:
        assert probed(master)
        os.write(master, b"garbage\n")
        assert wait_for(lambda: port in manager.ignored, 5)
        assert note(manager, port).startswith("1 unreadable line and never a hello")
    finally:
        manager.stop()


def test_another_protocol_version_is_told_through_the_reader_process(pg, tmp_path):
    emu = PadEmulator(script(str(tmp_path), "ttyV", "V2", taps(0, 1), after_ms=3000,
                             protocol=2))
    emu.ready.wait(10)
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False, serial=lambda on_input, on_status: ReaderProcess(
                        on_input, on_status, ports=[str(tmp_path / "ttyV")], autodetect=False))
    try:
        assert wait_for(lambda: [b.state for b in hub.boards.snapshot()] == ["wrong version"], 10)
        assert "protocol version 2, this game speaks 1" in hub.boards.snapshot()[0].note
        assert wait_for(lambda: (hub.poll(), hub.notices)[1], 5)
        assert hub.take_notices() == [f"Serial port {tmp_path / 'ttyV'}: "
                                      f"{hub.boards.snapshot()[0].note}."]
    finally:
        hub.close()
        emu.close()


def test_a_problem_is_news_once_and_goes_when_its_board_says_hello():
    boards = BoardRegistry()
    assert boards.problem("/dev/x", "bad lines", "1 unreadable line")
    assert not boards.problem("/dev/x", "bad lines", "2 unreadable lines")   # only a count
    assert boards.snapshot()[0].note == "2 unreadable lines"
    boards.claim("B1", "/dev/x")
    assert [(b.board_id, b.state) for b in boards.snapshot()] == [("B1", "syncing")]
