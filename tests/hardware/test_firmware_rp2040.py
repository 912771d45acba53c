"""The RP2040 MicroPython firmware, its own code unchanged, run under CPython with thin
stand-ins for `machine`, MicroPython's `time` and the Pico's flash (tests/hardware/rp2040_host.py),
its USB serial on a pty read by the real PadManager: HELLO with the chip's id and a boot id
counted in flash, clock sync across its 2**30 ticks wrap, a button and a slap pad."""
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.input.pad_manager import PadManager
from game.input.protocol import (Coin, Edge, Hello, Lamps, Parser, Slap, encode_line, lamp_line,
                                 set_line, watch_line)
from tests.hardware.wire import Wire
from tests.waiting import wait_for

MS = 1_000_000
HOST = Path(__file__).with_name("rp2040_host.py")
BOARD_ID = "A765032B5C2A"       # the stand-in's unique id E6614104032B5C2A, folded to 12
TICKS_PERIOD = 1 << 30


class Board:
    """The firmware in its own process; pins and ADC levels driven through its stdin; its
    flash is the directory `flash`."""

    def __init__(self, flash: Path, wrap_in: float = 1.0) -> None:
        self.proc = subprocess.Popen([sys.executable, str(HOST), "--flash", str(flash),
                                      "--wrap-in", str(wrap_in)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.pty = self.proc.stdout.readline().split()[1]

    def command(self, text: str) -> list[str]:
        """One stand-in command; its answer's fields."""
        self.proc.stdin.write(text + "\n")
        return self.proc.stdout.readline().split()

    def set(self, what: str, gpio: int, value: int) -> int:
        return int(self.command(f"{what} {gpio} {value}")[1])

    def ticks(self) -> int:
        """The board's ticks_us() now."""
        return int(self.command("ticks")[2])

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)


@pytest.fixture
def board(tmp_path):
    made = Board(tmp_path, wrap_in=2.0)
    yield made
    made.close()


def test_micropython_firmware_logic_talks_to_the_real_reader(board):
    inputs = []
    manager = PadManager(inputs.append, ports=[board.pty], autodetect=False).start()
    try:
        def info():
            return next(iter(manager.snapshot()), None)
        assert wait_for(lambda: info() and info().state == "in sync", 10), info()
        assert (info().board_id, info().firmware, info().buttons) == \
            (BOARD_ID, "mpy-1.3", 17)
        assert board.ticks() > TICKS_PERIOD // 2            # synced before the ticks wrap
        truth = [("b2", True, board.set("pin", 4, 0))]
        time.sleep(0.03)
        truth.append(("b2", False, board.set("pin", 4, 1)))
        assert wait_for(lambda: board.ticks() < TICKS_PERIOD // 2, 5)   # the rest after it
        truth.append(("b8", True, board.set("pin", 9, 0)))
        truth.append(("slap", True, board.set("adc", 26, 60000)))    # 937 of 1023: a hit
        time.sleep(0.01)                                            # a knock lasts ms
        board.set("adc", 26, 0)
        time.sleep(0.1)                                             # past its 60 ms lockout
        assert wait_for(lambda: len(inputs) >= 4, 5), inputs
        assert [(r.control, r.pressed) for r in inputs[:4]] == [(c, p) for c, p, _ in truth]
        errors = [abs(r.t_ns - t) for r, (_, _, t) in zip(inputs, truth)]
        assert max(errors) < 1 * MS, [e / MS for e in errors]
        assert wait_for(lambda: [(r.control, r.pressed) for r in inputs[4:]] == [
            ("slap", False)], 2), inputs[4:]
        assert info().errors == 0 and info().lost == 0
    finally:
        manager.stop()


def boot_id(flash: Path) -> int:
    """Power the board up once (its flash in `flash`) and read the boot id of its HELLO."""
    made = Board(flash)
    wire = Wire(made.pty)
    try:
        wire.send("INFO")
        return Parser().feed(wire.hello("INFO"))[0].boot
    finally:
        wire.close()
        made.close()


def test_boot_ids_are_counted_in_flash_and_a_lost_counter_still_boots(tmp_path):
    counter = tmp_path / "speedpad_boots"
    first = boot_id(tmp_path)                   # a new board: no counter yet
    assert counter.read_text().strip() == str(first)
    assert [boot_id(tmp_path) for _ in range(2)] == [(first + 1) % 65536, (first + 2) % 65536]
    counter.write_text("65535\n")
    assert boot_id(tmp_path) == 0               # boot ids are 0..65535, then 0 again
    counter.write_bytes(b"\x00\xff garbage")      # a damaged counter: the board still boots
    damaged = boot_id(tmp_path)
    assert 0 <= damaged < 65536 and boot_id(tmp_path) == (damaged + 1) % 65536


def test_longest_hello_the_pico_sends_fits_a_line_and_parses(tmp_path):
    (tmp_path / "speedpad_boots").write_text("65534")     # this boot is number 65535
    made, wire = Board(tmp_path), None
    try:
        wire = Wire(made.pty)
        wire.send("INFO")
        wire.hello("INFO")                      # the firmware runs: its seq can be set
        assert made.command("seq 65535") == ["ok"]
        wire.send("INFO")
        line = wire.hello("INFO")
        assert len(line) <= 64, line
        assert Parser().feed(line) == [Hello(BOARD_ID, 1, 17, "mpy-1.3", "INFO", 65535, 65535)]
    finally:
        if wire:
            wire.close()
        made.close()


def edge(wire: Wire, parser: Parser) -> Edge:
    """The next edge line, through the host's parser."""
    while True:
        for msg in parser.feed(wire.line()):
            if isinstance(msg, Edge):
                return msg
            assert isinstance(msg, (Hello, Slap, Coin, Lamps)), msg


def test_stamps_run_on_across_the_ticks_us_wrap(tmp_path):
    """ticks_us wraps at 2**30 (about 18 minutes); micros() built on it must not jump."""
    made, wire, parser = Board(tmp_path, wrap_in=1.5), None, Parser()
    try:
        wire = Wire(made.pty)
        wire.send("INFO")
        parser.feed(wire.hello("INFO"))
        time.sleep(0.05)                # past the lockout every button starts with at boot
        assert made.ticks() > TICKS_PERIOD // 2          # not wrapped yet
        presses = [(made.set("pin", 4, 0), edge(wire, parser))]
        made.set("pin", 4, 1)
        edge(wire, parser)
        assert wait_for(lambda: made.ticks() < TICKS_PERIOD // 2, 5)   # wrapped
        presses.append((made.set("pin", 4, 0), edge(wire, parser)))
        (before_ns, first), (after_ns, second) = presses
        assert (first.pressed, second.pressed, second.seq) == (True, True, 2)
        board_us = (second.micros - first.micros) % (1 << 32)
        assert abs(board_us - (after_ns // 1000 - before_ns // 1000)) <= 1, board_us
    finally:
        if wire:
            wire.close()
        made.close()


def test_the_pico_declares_its_coin_input_and_a_bouncing_pulse_is_one_coin(board):
    """GP16 chattering as it closes and opens: one D and one U of `coin`. The bounces are
    sent back to back; the stand-in answers when the firmware saw each, so a pulse whose
    chatter a loaded host spread over more than the coin's 15 ms lockout is known, and tried
    again (it would be two real pulses)."""
    inputs = []
    manager = PadManager(inputs.append, ports=[board.pty], autodetect=False).start()
    try:
        assert wait_for(lambda: any(b.state == "in sync" for b in manager.snapshot()), 10)
        for _ in range(5):
            del inputs[:]
            seen = [board.set("pin", 16, level) for level in (0, 1, 0)]
            time.sleep(0.05)
            seen += [board.set("pin", 16, level) for level in (1, 0, 1)]
            assert wait_for(lambda: len(inputs) >= 2, 5), inputs
            time.sleep(0.1)
            if seen[2] - seen[0] < 12 * MS and seen[5] - seen[3] < 12 * MS:
                assert [(r.control, r.pressed) for r in inputs] == [("coin", True),
                                                                    ("coin", False)]
                return
            time.sleep(0.05)
        pytest.skip("the host was too loaded to bounce a contact within 12 ms")
    finally:
        manager.stop()


def test_the_pico_dims_its_lamps_by_pwm_on_the_lamp_command(board):
    """LAMPS after the HELLO; LAMP 7 128*HH sets the slap pad lamp's (GP0) duty to half; a
    wrong checksum or a button without a lamp changes nothing."""
    wire = Wire(board.pty)
    try:
        wire.send("INFO")
        wire.hello("INFO")
        declared = [wire.line() for _ in range(4)]           # SLAP, SLAP, COIN, LAMPS
        assert encode_line("LAMPS 0 1 2 3 4 5 6 7 15") in declared, declared
        duty = lambda: int(board.command("duty 0")[1])      # noqa: E731
        wire.send(lamp_line(7, 128).decode().strip())
        assert wait_for(lambda: duty() == 128 * 257, 2)
        wire.send("LAMP 7 255*00")                           # noise: ignored
        wire.send(lamp_line(9, 255).decode().strip())        # no lamp there
        time.sleep(0.1)
        assert duty() == 128 * 257
    finally:
        wire.close()


def test_the_pico_keeps_a_set_threshold_in_flash_and_reports_levels(tmp_path):
    """SET 7 400 30*HH: answered with the new SLAP line, kept in the flash file, declared
    again after the board powers up anew; WATCH 1: LEVEL lines of the pad's peak."""
    made = Board(tmp_path)
    wire = Wire(made.pty)
    try:
        wire.send("INFO")
        wire.hello("INFO")
        assert next_line(wire, b"SLAP 7 ") == encode_line("SLAP 7 PIEZO 200 60")   # as built
        wire.send(set_line(7, 400, 30).decode().strip())
        assert next_line(wire, b"SLAP 7 ") == encode_line("SLAP 7 PIEZO 400 30")
    finally:
        wire.close()
        made.close()
    made = Board(tmp_path)                                   # the same flash: powered up anew
    wire = Wire(made.pty)
    try:
        wire.send("INFO")
        wire.hello("INFO")
        assert next_line(wire, b"SLAP 7 ") == encode_line("SLAP 7 PIEZO 400 30")
        made.set("adc", 26, 32000)                           # 500 of 1023
        wire.send(watch_line(True).decode().strip())
        levels = [Parser().feed(next_line(wire, b"LEVEL 7 "))[0].level for _ in range(2)]
        assert 500 in levels, levels
    finally:
        wire.close()
        made.close()


def next_line(wire: Wire, start: bytes) -> bytes:
    while True:
        line = wire.line()
        if line.startswith(start):
            return line
