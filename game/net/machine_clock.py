"""A machine's own clock, for games played on one machine as if on two: every process here
shares one monotonic clock, so a test gives a joining game a clock of its own through
SPEED_MACHINE_CLOCK="offset_s,drift_ppm" (offset by seconds, drifting by parts per million),
as a real second machine has; the host's clock fit then has something to find. Unset: this
machine's perf counter as it is. It changes only the stamps the machine sends (its presses,
its pongs): what it draws keeps its own time."""
from __future__ import annotations

import os
from typing import Callable

from game import log as game_log

ENV = "SPEED_MACHINE_CLOCK"


def from_env(environ=os.environ) -> Callable[[int], int] | None:
    """perf_counter_ns → this machine's clock, as SPEED_MACHINE_CLOCK says (None: unset, or
    not two numbers: said in the log, in one line)."""
    text = environ.get(ENV, "").strip()
    if not text:
        return None
    try:
        offset_s, drift_ppm = (float(part) for part in text.split(","))
    except ValueError:
        game_log.write(f"{ENV}={text!r} is not offset_s,drift_ppm: ignored")
        return None
    offset_ns, rate = int(offset_s * 1e9), 1.0 + drift_ppm * 1e-6
    return lambda t_ns: offset_ns + int(t_ns * rate)
