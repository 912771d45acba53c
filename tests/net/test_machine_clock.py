"""A machine's own clock for a game joined on this machine (SPEED_MACHINE_CLOCK): offset and
drift applied to the stamps it sends; unset or unreadable, the perf counter as it is."""
from game.net.machine_clock import ENV, from_env


def test_offset_and_drift_make_the_machines_clock():
    own = from_env({ENV: "3.5,100"})
    assert own(0) == 3_500_000_000
    assert own(10**9) == 3_500_000_000 + 10**9 + 100_000        # 100 ppm of a second: 0.1 ms


def test_unset_or_unreadable_leaves_the_clock_alone(monkeypatch):
    lines = []
    monkeypatch.setattr("game.log.write", lines.append)
    assert from_env({}) is None
    assert from_env({ENV: "soon"}) is None
    assert lines == [f"{ENV}='soon' is not offset_s,drift_ppm: ignored"]


def test_a_client_on_its_own_clock_sends_its_presses_and_pongs_on_it():
    import json
    from game.input.raw_input import now_ns
    from game.net.client import NetClient
    ahead = 3_500_000_000
    client = NetClient("ws://127.0.0.1:9", own_clock=lambda t_ns: t_ns + ahead, give_up_s=0.1,
                       log=lambda line: None)
    try:
        sent = []
        client.send = sent.append
        client.seat = 1
        client.press("slot1", t_ns=1_000_000_000)
        assert json.loads(sent[-1])["clock_us"] == (1_000_000_000 + ahead) // 1000
        before = now_ns()
        assert before + ahead <= client.clock_ns() <= now_ns() + ahead    # the pongs' clock
    finally:
        client.close()
