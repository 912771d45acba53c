"""The real AVR firmware: compiled for the Leonardo and the Uno/Nano (tools/firmware.py, also
`make firmware`), and the ATmega328P build run under simavr (hardware/sim/speedpad_sim.c) with
its UART on a pty, read by the real PadManager: HELLO, checksums, clock sync, presses on every
simulated button pin, hits on both slap pads' analog inputs, and a reset with its new boot
id; and its longest HELLO."""
import shutil
from pathlib import Path
import subprocess
import time

import pytest

from game.input.pad_manager import PadManager
from game.input.protocol import (Hello, Parser, encode_line, lamp_line, set_line,
                                 watch_line)
from tests.hardware.wire import Wire
from tests.waiting import wait_for
from tools import firmware

MS = 1_000_000
# How far a press's stamp, mapped to host time, may be from when its pin changed: all
# presses of a run within 5 ms, and their median within 2.5 ms. Measured (12 runs, 420
# presses, 2 cores shared with two other test suites): median 1.06 ms, p99 3.4, max 3.8; the
# host's clock fit on this 115200-baud link is what varies. Arrival times instead of the
# board's stamps are 3.7-6.5 ms off.
# hardware/firmware/speedpad_avr PINS for the 328P: protocol button -> (port, bit).
# D2-D7 are PORTD 2-7, D8-D13 PORTB 0-5, A2-A3 PORTC 2-3; buttons 7 and 15 are slap pads.
PINS_328P = {0: ("D", 2), 1: ("D", 3), 2: ("D", 4), 3: ("D", 5), 4: ("D", 6), 5: ("D", 7),
             6: ("B", 0), 8: ("B", 1), 9: ("B", 2), 10: ("B", 3), 11: ("B", 4), 12: ("B", 5),
             13: ("C", 2), 14: ("C", 3)}
COIN_328P = ("C", 4)          # A4: the coin mech's switch, button 16 (a COIN line)
LAMP_328P = {7: ("C", 5)}     # A5: player 1's slap pad lamp (a LAMPS line)
# The slap pads' analog inputs (SLAPS): control name -> ADC channel (A0, A1).
SLAPS_328P = {"slap": 0, "slap2": 1}
SLAP_LOCKOUT_MS = 60          # SLAPS' lockout: a pad's release is seen no sooner


@pytest.fixture(scope="module")
def built():
    """Every firmware artefact (built now if the sources changed)."""
    if not shutil.which("arduino-builder") or not shutil.which("avr-gcc"):
        pytest.skip("the AVR toolchain is not installed: make firmware-deps (make test does)")
    try:
        return firmware.build_all()
    except firmware.BuildError as error:
        pytest.fail(str(error))


def test_both_boards_build_to_hex_files_that_fit(built):
    for board, flash in (("leonardo", 28672), ("uno", 32256)):
        lines = firmware.hex_path(board).read_text().split()
        assert lines[0].startswith(":") and lines[-1] == ":00000001FF"     # Intel HEX, ended
        size = sum(int(line[1:3], 16) for line in lines if line[7:9] == "00")
        assert 2000 < size < flash, (board, size)


class Sim:
    """The 328P build under simavr: its pty, and pins driven through the harness."""

    def __init__(self, elf=None) -> None:
        self.proc = subprocess.Popen([str(firmware.SIM), str(elf or firmware.elf_path("uno"))],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        line = ""
        while not line.startswith("pty "):
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("speedpad_sim ended before its pty was ready")
        self.pty = line.split()[1]

    def command(self, text: str) -> int:
        """Send one harness command; the host time it took effect."""
        self.proc.stdin.write(text + "\n")
        return int(self.proc.stdout.readline().split()[1])

    def button(self, button: int, pressed: bool) -> int:
        port, bit = PINS_328P[button]
        return self.command(f"pin {port} {bit} {0 if pressed else 1}")

    def bounce(self, button: int, pressed: bool, flips: int = 6, every_us: int = 300) -> int:
        """A chattering contact: the pin changes, then flips `flips` more times."""
        port, bit = PINS_328P[button]
        return self.command(f"bounce {port} {bit} {0 if pressed else 1} {flips} {every_us}")

    def lamp(self, button: int) -> int:
        """The level (0/1) of that button's lamp pin now."""
        port, bit = LAMP_328P[button]
        self.proc.stdin.write(f"peek {port} {bit}\n")
        return int(self.proc.stdout.readline().split()[3])

    def slap(self, control: str, millivolts: int) -> int:
        return self.command(f"adc {SLAPS_328P[control]} {millivolts}")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()



@pytest.fixture
def sim(built):
    made = Sim()
    yield made
    made.close()


def test_compiled_328p_firmware_talks_to_the_real_reader(sim):
    inputs, news = [], []
    manager = PadManager(inputs.append, news.append, ports=[sim.pty], autodetect=False).start()
    try:
        def board():
            return next(iter(manager.snapshot()), None)
        assert wait_for(lambda: board() and board().state == "in sync", 10), board()
        assert board().firmware == "avr-1.3" and board().buttons == 17
        assert board().errors <= 1           # at most the line the port was opened into
        truth = []
        for button in PINS_328P:
            truth.append((f"b{button}", True, sim.button(button, True)))
            time.sleep(0.03)
            truth.append((f"b{button}", False, sim.button(button, False)))
            time.sleep(0.03)
        assert wait_for(lambda: len(inputs) >= len(truth), 5)
        assert [(r.control, r.pressed) for r in inputs] == [(c, p) for c, p, _ in truth]
        assert board().lost == 0 and board().resets == 0

        del inputs[:]                          # contacts that chatter 1.8 ms: one edge each
        truth = []
        for button in (0, 13):
            truth.append((f"b{button}", True, sim.bounce(button, True)))
            time.sleep(0.03)
            truth.append((f"b{button}", False, sim.bounce(button, False)))
            time.sleep(0.03)
        assert wait_for(lambda: len(inputs) >= len(truth), 5)
        time.sleep(0.05)                       # nothing more may follow
        assert [(r.control, r.pressed) for r in inputs] == [(c, p) for c, p, _ in truth]

        del inputs[:]
        for control in SLAPS_328P:             # a piezo's spike: 4 V, gone 10 ms later
            hit = sim.slap(control, 4000)
            time.sleep(0.01)
            sim.slap(control, 0)
            assert wait_for(lambda: len(inputs) >= 2, 5), inputs
            (press, release), inputs[:] = inputs[:2], inputs[2:]
            assert (press.control, press.pressed, release.control, release.pressed) == \
                (control, True, control, False)
            held = release.t_ns - press.t_ns   # on the board's clock, mapped: ±1 ms of fit
            assert (SLAP_LOCKOUT_MS - 1) * MS <= held < (SLAP_LOCKOUT_MS + 10) * MS
        assert board().lost == 0 and board().errors <= 1

        sim.command("reset")                   # the reset button: a new boot id from EEPROM
        assert wait_for(lambda: any(n.event == "reset" for n in news), 5)
        assert wait_for(lambda: board().state == "in sync", 10)
        del inputs[:]
        at = sim.button(3, True)
        sim.button(3, False)
        assert wait_for(lambda: len(inputs) >= 2, 5)
        assert [(r.control, r.pressed) for r in inputs] == [("b3", True), ("b3", False)]
        assert board().lost == 0 and board().stale == 0
        # How true the stamps are is a figure, not a test: bench/firmware_stamps.py
        # prints it. Here every press arrives, in order, none lost, none stale.
    finally:
        manager.stop()


def test_a_coin_pulse_with_a_bouncing_contact_is_one_coin(sim):
    """A coin mech's 40 ms pulse whose contact chatters 6 ms at both ends (longer than a
    button's 5 ms lockout, shorter than the coin's 15 ms): one D and one U of `coin`."""
    inputs = []
    manager = PadManager(inputs.append, lambda status: None, ports=[sim.pty],
                         autodetect=False).start()
    try:
        assert wait_for(lambda: any(b.state == "in sync" for b in manager.snapshot()), 10)
        port, bit = COIN_328P
        for _ in range(3):                               # three coins
            sim.command(f"bounce {port} {bit} 0 6 1000")
            time.sleep(0.04)
            sim.command(f"bounce {port} {bit} 1 6 1000")
            time.sleep(0.15)
        assert wait_for(lambda: len(inputs) >= 6, 5)
        time.sleep(0.1)                                  # nothing more may follow
        assert [(r.control, r.pressed) for r in inputs] == [("coin", True), ("coin", False)] * 3
    finally:
        manager.stop()


def test_the_lamp_command_lights_the_led_pin_and_noise_does_not(sim):
    """The board declares its lamp (LAMPS 7) and sets its pin on LAMP 7 <level>*HH; a LAMP
    with a wrong checksum, or for a button without a lamp, changes nothing."""
    wire = Wire(sim.pty)
    try:
        wire.send("INFO")
        wire.hello("INFO")
        declared = [wire.line() for _ in range(4)]           # SLAP, SLAP, COIN, LAMPS
        assert encode_line("LAMPS 7") in declared, declared
        assert encode_line("COIN 16") in declared, declared
        assert sim.lamp(7) == 0
        wire.send(lamp_line(7, 255).decode().strip())
        assert wait_for(lambda: sim.lamp(7) == 1, 2)
        wire.send("LAMP 7 0*00")                             # a wrong checksum: ignored
        wire.send(lamp_line(3, 0).decode().strip())          # b3 has no lamp
        time.sleep(0.1)
        assert sim.lamp(7) == 1
        wire.send(lamp_line(7, 0).decode().strip())
        assert wait_for(lambda: sim.lamp(7) == 0, 2)
    finally:
        wire.close()


def test_a_threshold_set_by_set_is_kept_across_a_reset(sim):
    """SET 7 350 40*HH: the board answers with its new SLAP line, hits below 350 no longer
    count, and after a reset its HELLO still declares 350 and 40 ms; WATCH 1 reports the
    pad's peak level."""
    wire = Wire(sim.pty)
    try:
        wire.send("INFO")
        wire.hello("INFO")
        assert wait_line(wire, b"SLAP 7 ") == encode_line("SLAP 7 PIEZO 200 60")   # as built
        wire.send(set_line(7, 350, 40).decode().strip())
        wire.send("SET 7 100 40*00")                         # a wrong checksum: ignored
        assert wait_line(wire, b"SLAP 7 ") == encode_line("SLAP 7 PIEZO 350 40")
        sim.command("reset")
        wire.hello("BOOT")
        assert wait_line(wire, b"SLAP 7 ") == encode_line("SLAP 7 PIEZO 350 40")
        wire.send(watch_line(True).decode().strip())
        sim.slap("slap", 1000)                               # 1 V: about 204 of 1023
        levels = [Parser().feed(wait_line(wire, b"LEVEL 7 "))[0].level for _ in range(3)]
        assert any(190 <= level <= 215 for level in levels), levels
    finally:
        wire.close()


def wait_line(wire: Wire, start: bytes) -> bytes:
    """The next line the board sends that starts with `start`."""
    while True:
        line = wire.line()
        if line.startswith(start):
            return line


LONGEST = {'constexpr char BOARD_ID[] = "P1";': 'constexpr char BOARD_ID[] = "ABCDEFGHIJ_L";',
           'constexpr char FIRMWARE[] = "avr-1.3";': 'constexpr char FIRMWARE[] = "avr-9.99";',
           "uint16_t seq = 0; ": "uint16_t seq = 65535; "}


def test_longest_hello_of_the_compiled_firmware_fits_a_line(built):
    """The firmware with a 12-character id and an 8-character version, its seq at 65535 and
    the boot counter in EEPROM at 65534: both HELLOs of boot 65535 reach the host whole."""
    sim = Sim(firmware.build_variant("longest", "uno", LONGEST))
    wire = Wire(sim.pty)
    try:
        wire.send("INFO")
        wire.hello("INFO")                     # it runs: its power-up boot is counted
        sim.command("eeprom 0 65534")
        sim.command("reset")
        boot = wire.hello("BOOT", boot=65535)
        wire.send("INFO")
        info = wire.hello("INFO", boot=65535)
        for line, reason in ((boot, "BOOT"), (info, "INFO")):
            assert len(line) <= 64 and Parser().feed(line) == [
                Hello("ABCDEFGHIJ_L", 1, 17, "avr-9.99", reason, 65535, 65535)], line
        sim.command("reset")                   # the boot counter wraps to 0
        assert Parser().feed(wire.hello("BOOT"))[0].boot == 0
    finally:
        wire.close()
        sim.close()


def test_a_board_id_too_long_for_a_hello_does_not_compile(built):
    too_long = {'constexpr char BOARD_ID[] = "P1";': 'constexpr char BOARD_ID[] = "ABCDEFGHIJKLM";'}
    with pytest.raises(firmware.BuildError) as failed:
        firmware.build_variant("too-long-id", "uno", too_long)
    log = str(failed.value).rsplit("log: ", 1)[1]
    assert "BOARD_ID: 1-12 characters" in Path(log).read_text()
