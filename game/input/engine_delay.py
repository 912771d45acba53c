"""How long the engine waits behind the clock for serial boards' reports (pure).

A board's report delay is the host's arrival time minus the board's own stamp mapped to host
time. The table holds the engine back by the p99.9 of the delays of its boards plus a margin
(the main loop drains the readers about every millisecond), bounded: never less than
MIN_HOLD_NS, never more than MAX_HOLD_NS. Until a board has reported enough, DEFAULT_HOLD_NS.
"""
from __future__ import annotations

MIN_HOLD_NS = 2_000_000
MAX_HOLD_NS = 20_000_000
DEFAULT_HOLD_NS = 12_000_000
MARGIN_NS = 1_500_000
MIN_REPORTS = 20
QUANTILE = 0.999


def quantile(values: list[int], q: float) -> int:
    """Nearest-rank quantile (the maximum when there are fewer than 1/(1-q) values)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report_hold_ns(delay_lists: list[list[int]]) -> int | None:
    """The hold the boards with these report delays need; None with no board at all."""
    if not delay_lists:
        return None
    if any(len(delays) < MIN_REPORTS for delays in delay_lists):
        return DEFAULT_HOLD_NS
    worst = max(quantile(delays, QUANTILE) for delays in delay_lists)
    return int(min(MAX_HOLD_NS, max(MIN_HOLD_NS, worst + MARGIN_NS)))
