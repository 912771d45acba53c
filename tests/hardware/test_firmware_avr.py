"""The real AVR firmware: compiled for the Leonardo and the Uno/Nano (tools/firmware.py, also
`make firmware`), and the ATmega328P build run under simavr (hardware/sim/speedpad_sim.c) with
its UART on a pty, read by the real PadManager: HELLO, checksums, clock sync, presses on
simulated pins, and a reset with its new boot id."""
import shutil
import subprocess
import time

import pytest

from game.input.pad_manager import PadManager
from tools import firmware

MS = 1_000_000
# hardware/firmware/speedpad_avr PINS for the 328P: protocol button -> (port, bit).
# Buttons 0 and 1 (D2, D3: INT0/INT1) are left out: simavr 1.6 polls a low level there and
# runs several times slower than real time while they are held.
PINS_328P = {2: ("D", 4), 3: ("D", 5), 6: ("B", 0), 8: ("B", 1), 12: ("B", 5), 14: ("C", 3)}


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

    def __init__(self) -> None:
        self.proc = subprocess.Popen([str(firmware.SIM), str(firmware.elf_path("uno"))],
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

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def wait_for(predicate, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return False


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
        assert board().firmware == "avr-1.1" and board().buttons == 16
        assert board().errors <= 1           # at most the line the port was opened into
        truth = []
        for button in PINS_328P:
            truth.append((f"b{button}", True, sim.button(button, True)))
            time.sleep(0.03)
            truth.append((f"b{button}", False, sim.button(button, False)))
            time.sleep(0.03)
        assert wait_for(lambda: len(inputs) >= len(truth), 5)
        assert [(r.control, r.pressed) for r in inputs] == [(c, p) for c, p, _ in truth]
        errors = [abs(r.t_ns - t) for r, (_, _, t) in zip(inputs, truth)]
        assert max(errors) < 5 * MS, [e / MS for e in errors]
        assert board().lost == 0 and board().resets == 0

        sim.command("reset")                   # the reset button: a new boot id from EEPROM
        assert wait_for(lambda: any(n.event == "reset" for n in news), 5)
        assert wait_for(lambda: board().state == "in sync", 10)
        del inputs[:]
        at = sim.button(3, True)
        sim.button(3, False)
        assert wait_for(lambda: len(inputs) >= 2, 5)
        assert [(r.control, r.pressed) for r in inputs] == [("b3", True), ("b3", False)]
        assert abs(inputs[0].t_ns - at) < 5 * MS
        assert board().lost == 0 and board().stale == 0
    finally:
        manager.stop()
