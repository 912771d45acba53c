"""How true a slow link's stamps stay after sync: the compiled 328P firmware under simavr
(115200 baud, round trips of about 3 ms), read by the real PadManager.

Each run boots the simulated board, waits for "in sync", then toggles button 0 every 50 ms
for 4 s through the simulator's harness (which says when each pin changed, in host time) and
compares each press's stamp, mapped through the clock fit, with that truth. A fit that takes
its rate from a slow link's scatter drifts: its errors grow with every second after sync.
Prints per run the error at the start and end of the 4 s and the worst, then ONE JSON line.
This is part of a player's path only: the firmware, the link and the reader's clock fit, with
no game window (bench/board_in_game.py measures a board in the real loop and window).
Needs `make firmware` (simavr and the built firmware; `make test` installs them).

    .venv/bin/python bench/firmware_stamps.py [RUNS]
"""
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.input.pad_manager import PadManager  # noqa: E402
from tests.hardware.test_firmware_avr import Sim  # noqa: E402
from tests.waiting import wait_for  # noqa: E402

MS = 1_000_000
PRESSES, EVERY_S = 80, 0.05


def one_run() -> list[float]:
    """Signed stamp errors (ms) of PRESSES edges made after the board is in sync."""
    sim, inputs = Sim(), []
    manager = PadManager(inputs.append, lambda news: None, ports=[sim.pty],
                         autodetect=False).start()
    try:
        def board():
            return next(iter(manager.snapshot()), None)
        if not wait_for(lambda: board() and board().state == "in sync", 10):
            raise RuntimeError("the simulated board never got in sync")
        truth = []
        for k in range(PRESSES):
            truth.append(sim.button(0, k % 2 == 0))
            time.sleep(EVERY_S)
        wait_for(lambda: len(inputs) >= PRESSES, 5)
        return [(raw.t_ns - t) / MS for raw, t in zip(inputs, truth)]
    finally:
        manager.stop()
        sim.close()


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    worst, drifts, typical = [], [], []
    for run in range(runs):
        errors = one_run()
        first, last = statistics.median(errors[:10]), statistics.median(errors[-10:])
        worst.append(max(map(abs, errors)))
        drifts.append(abs(last - first))
        typical.append(statistics.median(map(abs, errors)))
        print(f"run {run}: median error {typical[-1]:.2f} ms, first 0.5 s {first:.2f} ms, last "
              f"0.5 s {last:.2f} ms, worst {worst[-1]:.2f} ms", flush=True)
    print(json.dumps({"bench": "firmware_stamps", "runs": runs,
                      "median_error_ms": round(statistics.median(typical), 3),
                      "drift_over_4s_ms_max": round(max(drifts), 3),
                      "worst_error_ms_max": round(max(worst), 3)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
