"""bench/online.py's faults (bench/online_faults.py) end as the network code now ends them:
each is a true/false the closing figures count (`faults_ok`), so a fault the code no longer
raises the bench's way must fail here, not only show as one fewer in a bench line."""
import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "online_faults.py"


def bench():
    spec = importlib.util.spec_from_file_location("bench_online_faults", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_benchs_link_faults_end_as_described():
    faults = bench()
    assert faults.fault_cut_and_rejoin()          # the same seat again, with its token
    assert faults.fault_abandoned()               # past the countdown: abandoned
    assert faults.fault_lost_host()               # the machine says the host is lost
