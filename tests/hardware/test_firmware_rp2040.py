"""The RP2040 MicroPython firmware, its own code unchanged, run under CPython with thin
stand-ins for `machine` and MicroPython's `time` (tests/hardware/rp2040_host.py), its USB
serial on a pty read by the real PadManager: HELLO with the chip's id and a boot id, clock
sync through its 2**30-wrapping ticks, a button and a slap pad."""
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.input.pad_manager import PadManager
from tests.waiting import wait_for

MS = 1_000_000
HOST = Path(__file__).with_name("rp2040_host.py")


class Board:
    """The firmware in its own process; pins and ADC levels driven through its stdin."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, str(HOST)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.pty = self.proc.stdout.readline().split()[1]

    def set(self, what: str, gpio: int, value: int) -> int:
        self.proc.stdin.write(f"{what} {gpio} {value}\n")
        return int(self.proc.stdout.readline().split()[1])

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)



@pytest.fixture
def board():
    made = Board()
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
            ("E6614104032B5C2A", "mpy-1.1", 16)
        truth = [("b2", True, board.set("pin", 4, 0))]
        time.sleep(0.03)
        truth.append(("b2", False, board.set("pin", 4, 1)))
        time.sleep(0.03)
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
