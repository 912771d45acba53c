"""A host and machines on loopback through the impairment proxy: fair, honest, unshaken."""
import json
import time

from game.input.raw_input import RawInput, now_ns
from game.input.source import Notice, Plugged
from game.net.remote_machines import BURST, RemoteJoined, RemoteNamed, device_of
from game.net.loop_thread import LoopThread
from game.net.messages import encode
from game.net.relay import Relay, serve_relay
from tests.waiting import wait_for

LEAD_NS = 30_000_000      # the remote presses this much before the host's own player


def seated(table, client, seat=1) -> None:
    """The machine has its seat and the host a clock fit of a dozen pongs."""
    assert client.wait_welcome(5) and client.seat == seat
    assert table.until(lambda: (link := table.host.link(seat)) is not None
                       and len(link.clock) >= 12)


def test_the_earlier_press_wins_though_it_arrives_later(table):
    """30 ms earlier across a 40 ± 10 ms link, on a clock 7 s off drifting 100 ppm: the
    remote's press arrives ~40 ms after the local one is made, and is stamped before it."""
    t = table()
    proxy = t.link(delay_ms=40, jitter_ms=10)
    client = t.machine(proxy.address, name="Ana")
    seated(t, client)
    assert t.of(RemoteJoined) == [RemoteJoined(1, "Ana")]
    remote_ns = now_ns()
    client.press("play2")                                    # the remote player presses...
    time.sleep(LEAD_NS / 1e9)
    local_ns = now_ns()                                      # ...then the host's own, 30+ ms on
    assert t.until(lambda: t.of(RawInput))
    press = t.of(RawInput)[0]
    assert press.device == device_of(1) and press.control == "play2"
    assert press.t_ns < local_ns
    assert abs(press.t_ns - remote_ns) < 20_000_000
    assert 30_000_000 <= t.host.hold_ns() <= 120_000_000
    assert not [line for line in t.lines if "clamped" in line]


def test_a_press_claiming_to_beat_its_link_is_clamped_and_logged(table):
    t = table()
    client = t.machine(t.link(delay_ms=20).address)
    seated(t, client)
    sent_ns = now_ns()
    client.press("slap", t_ns=client.clock_ns() - 500_000_000)     # "pressed" 500 ms ago
    assert t.until(lambda: t.of(RawInput))
    assert t.of(RawInput)[0].t_ns > sent_ns - 200_000_000
    assert [line for line in t.lines if "before it could have been sent: clamped" in line]


def test_hostile_messages_get_a_line_each_and_change_nothing(table):
    t = table(seats=(1, 2))
    client = t.machine(t.link().address)
    seated(t, client)
    client.press("play1")                                           # the one honest press
    hostile = ["{", "x" * 5000, json.dumps({"v": 9, "t": "press"}),
               encode("press", seq=50, seat=2, control="play1", clock_us=1, down=True),
               encode("press", seq=1, seat=1, control="play1", clock_us=1, down=True),
               encode("welcome", seat=1, token="mine"), encode("hello", name="again",
                                                               token="", watch=False)]
    for text in hostile:
        client.send(text)
    client.send(encode("bye"))
    assert t.until(lambda: any("goodbye" in line for line in t.lines))
    t.poll()
    assert len(t.of(RawInput)) == 1 and t.of(RawInput)[0].control == "play1"
    assert t.of(RemoteJoined) == [RemoteJoined(1, "")]            # seat 2 never handed out
    said = "\n".join(t.lines)
    for expected in ("not JSON", "too long", "version", "seat 2, which it does not hold",
                     "press 1 again", "welcome is not a machine's", "hello is not"):
        assert expected in said


def test_a_flood_is_cut_to_the_rate(table):
    t = table()
    client = t.machine(t.link().address)
    seated(t, client)
    for _ in range(400):
        client.press("play1")
    client.send(encode("bye"))
    assert wait_for(lambda: t.poll() is not None and
                    any("too many messages" in line for line in t.lines), 5)
    t.until(lambda: False, 0.3)
    assert len(t.of(RawInput)) <= BURST + 30
    assert len([line for line in t.lines if "too many" in line]) <= 5     # no log flood


def test_a_dropped_link_pauses_the_seat_and_the_same_machine_resumes_it(table):
    t = table()
    proxy = t.link(delay_ms=5)
    client = t.machine(proxy.address)
    seated(t, client)
    token = client.token
    proxy.cut()
    assert t.until(lambda: Plugged(device_of(1), False) in t.news)
    left = t.host.waiting(now_ns())[1]
    assert 15 < left <= 20
    proxy.restore()                                    # the machine tries again, with its token
    assert t.until(lambda: Plugged(device_of(1), True) in t.news, 10)
    assert client.seat == 1 and client.token == token and t.host.waiting(now_ns()) == {}
    client.press("play3")
    assert t.until(lambda: [p for p in t.of(RawInput) if p.control == "play3"])


def test_past_the_countdown_the_seat_is_abandoned(table):
    t = table(pause_ns=200_000_000)
    proxy = t.link()
    client = t.machine(proxy.address, give_up_s=0.1)
    seated(t, client)
    proxy.cut()
    assert t.until(lambda: t.host.abandoned == [1])
    assert not t.of(Notice)                        # the table says it, by the player's name


def test_before_the_match_a_machine_that_leaves_frees_its_seat_at_once(table):
    t = table(pause_ns=200_000_000)
    t.host.in_match = False                        # the join screen (hosting.py says so)
    proxy = t.link()
    client = t.machine(proxy.address, give_up_s=0.1)
    seated(t, client)
    proxy.cut()
    assert t.until(lambda: Plugged(device_of(1), False) in t.news)
    time.sleep(0.3)                                # past what would have been the countdown
    t.poll()
    assert t.host.waiting(now_ns()) == {} and t.host.abandoned == [] and not t.of(Notice)
    other = t.machine(t.link().address)
    assert other.wait_welcome(5) and other.seat == 1            # the seat is free again


def test_a_watcher_sees_but_never_plays(table):
    t = table()
    watcher = t.machine(t.link().address, watch=True)
    assert watcher.wait_welcome(5) and watcher.seat is None
    watcher.send(encode("press", seq=1, seat=1, control="play1", clock_us=1, down=True))
    watcher.send(encode("bye"))
    assert t.until(lambda: any("goodbye" in line for line in t.lines))
    assert not t.of(RawInput) and t.of(RemoteJoined) == [RemoteJoined(None, "")]


def test_a_lost_host_is_said_on_the_machine(table):
    t = table()
    client = t.machine(t.link().address, give_up_s=0.3)
    seated(t, client)
    t.host.stop()
    assert wait_for(lambda: client.state == "lost", 5)
    assert wait_for(lambda: any("the host was lost" in line for line in t.lines), 5)


def test_a_match_through_a_relay_by_its_room_code(table):
    relay_thread = LoopThread("test-relay")
    bound = []
    serving = relay_thread.spawn(serve_relay("127.0.0.1", 0, Relay(log=lambda line: None),
                                   bound.append))
    try:
        assert wait_for(lambda: bound, 5)
        url = f"ws://127.0.0.1:{bound[0]}"
        t = table(relay=url)
        assert t.host.code and len(t.host.code) == 5
        client = t.machine(url, code=t.host.code.lower())
        seated(t, client)
        client.press("play4")
        assert t.until(lambda: t.of(RawInput))
        assert t.of(RawInput)[0].device == device_of(1)
    finally:
        serving.cancel()
        wait_for(serving.done, 2)
        relay_thread.stop()


def test_a_host_holds_so_many_machines(table, monkeypatch):
    from game.net import remote_machines
    monkeypatch.setattr(remote_machines, "MAX_MACHINES", 1)
    t = table()
    player = t.machine(t.link().address)
    assert player.wait_welcome(5)
    late = t.machine(t.link().address, watch=True)                    # one too many
    assert wait_for(lambda: late.state == "refused", 5) and late.reason == "full"
    assert [line for line in t.lines if "machines already; refused" in line]
    assert player.state == "playing"


def test_a_machine_that_never_says_hello_is_forgotten(table, monkeypatch):
    from websockets.sync.client import connect
    from game.net import host as host_module
    monkeypatch.setattr(host_module, "HELLO_NS", 200_000_000)
    t = table()
    with connect(f"ws://127.0.0.1:{t.host.port}", proxy=None) as silent:   # says nothing
        assert wait_for(lambda: any("no hello; forgotten" in line for line in t.lines), 5)
        try:
            while True:
                silent.recv(5)                   # pings, then the close
        except Exception as closed:              # noqa: BLE001
            assert "no hello" in str(closed)


def test_every_machine_sees_each_seats_link_and_a_dropped_seats_countdown(table):
    t = table(seats=(1, 2))
    far = t.link(delay_ms=40, jitter_ms=5)
    near_one = t.machine(t.link(delay_ms=5).address)
    far_one = t.machine(far.address, offset_s=-2.0)
    assert near_one.wait_welcome(5) and far_one.wait_welcome(5)
    assert wait_for(lambda: {1, 2} <= set(near_one.links), 5)
    assert wait_for(lambda: near_one.links[far_one.seat]["delay_ms"] > 30, 5)
    far.cut()
    assert wait_for(lambda: far_one.seat in near_one.paused, 5)
    assert 15 < near_one.paused[far_one.seat] <= 20
    far.restore()
    assert wait_for(lambda: far_one.seat not in near_one.paused, 10)


def test_a_machine_names_its_player_in_its_hello_and_again_once_seated(table):
    t = table()
    client = t.machine(t.link().address, name=" Bo ")
    seated(t, client)
    assert RemoteJoined(1, "Bo") in t.news                       # the hello's name, trimmed
    client.rename("Søren")
    assert t.until(lambda: RemoteNamed(1, "Søren") in t.news)
    client.rename("")                                             # a guest again
    assert t.until(lambda: RemoteNamed(1, "") in t.news)
    client.rename("<script>x")                                    # no name holds "<"
    assert t.until(lambda: any("cannot be a player's" in line for line in t.lines))
    assert [n for n in t.of(RemoteNamed)] == [RemoteNamed(1, "Søren"), RemoteNamed(1, "")]


def test_a_watcher_cannot_name_a_seat(table):
    t = table()
    watcher = t.machine(t.link().address, watch=True)
    assert watcher.wait_welcome(5)
    watcher.rename("Bo")
    assert t.until(lambda: any("a name, but no seat" in line for line in t.lines))
    assert not t.of(RemoteNamed)


def test_the_host_tells_its_pause_to_a_machine_and_again_while_it_lasts(table):
    t = table()
    client = t.machine(t.link().address)
    assert client.wait_welcome(5)
    t.host.table_paused(0, "pause")
    told = []
    assert wait_for(lambda: told.extend(client.take()) or
                    sum(m.t == "table_paused" for m in told) >= 2, 5)    # said, then repeated
    paused = next(m for m in told if m.t == "table_paused")
    assert (paused["seat"], paused["why"]) == (0, "pause")
    t.host.table_resumed()
    assert wait_for(lambda: told.extend(client.take()) or
                    any(m.t == "table_resumed" for m in told), 5)
