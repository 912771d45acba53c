"""Waiting in tests for something another process or thread does: never a timing assertion,
only a generous limit after which the test fails."""
import time


def wait_for(predicate, seconds: float) -> bool:
    """True as soon as `predicate()` is; False if it still is not after `seconds`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return False
