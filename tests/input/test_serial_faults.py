"""Issue 9's seven serial fault cases (tests/input/fault_cases.py): every check holds, and no
press is lost or invented. Timing targets (convergence time, hold) are in bench/serial_faults.py."""
import pytest

from tests.input.fault_cases import FAULTS, run_fault


@pytest.mark.parametrize("name", FAULTS)
def test_fault_case(pg, name):
    result = run_fault(name)
    failed = [what for what, ok in result.checks if not ok]
    assert not failed, (failed, result.figures)
    assert (result.lost, result.invented) == (0, 0), result.figures
