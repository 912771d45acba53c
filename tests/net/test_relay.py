"""The relay on loopback: rooms by code, carried both ways, limits that drop and go on."""
import asyncio
import json

from websockets.asyncio.client import connect

from game.net.messages import decode, encode
from game.net.relay import Limits, Relay, serve_relay


def run_relay(test, limits=Limits()):
    """Run `test(url, relay, lines)` against a relay on a free loopback port."""
    lines: list[str] = []
    relay = Relay(limits, lines.append)

    async def main():
        bound = asyncio.get_running_loop().create_future()
        server = asyncio.create_task(serve_relay("127.0.0.1", 0, relay, bound.set_result))
        port = await asyncio.wait_for(bound, 5)
        try:
            await asyncio.wait_for(test(f"ws://127.0.0.1:{port}", relay, lines), 10)
        finally:
            server.cancel()
    asyncio.run(main())
    return relay, lines


async def open_room(url):
    host = await connect(url, proxy=None, compression=None)
    await host.send(encode("open"))
    return host, decode(await host.recv())["code"]


async def join(url, code):
    peer = await connect(url, proxy=None, compression=None)
    await peer.send(encode("join", code=code))
    return peer


async def still_carried(host, peer):
    """The room still carries: a goodbye sent every 0.1 s (the bucket fills again as it
    will) reaches the host. The test's own 10 s limit fails it if it never does."""
    async def say():
        while True:
            await peer.send(encode("bye"))
            await asyncio.sleep(0.1)
    saying = asyncio.create_task(say())
    try:
        while True:
            message = decode(await host.recv())
            if message.t == "from" and getattr(decode(message["m"]), "t", "") == "bye":
                return
    finally:
        saying.cancel()


def test_a_room_carries_messages_both_ways():
    async def test(url, relay, lines):
        host, code = await open_room(url)
        assert len(code) == 5 and code in relay.rooms
        peer = await join(url, code.lower())                  # the code, however typed
        came = decode(await host.recv())
        assert (came.t, came["up"]) == ("peer", True)
        await peer.send(encode("pong", id=1, clock_us=5))
        carried = decode(await host.recv())
        assert carried.t == "from" and carried["peer"] == came["peer"]
        assert decode(carried["m"])["clock_us"] == 5
        await host.send(encode("to", peer=came["peer"], m=encode("ping", id=2)))
        assert decode(await peer.recv())["id"] == 2
        await peer.close()
        gone = decode(await host.recv())
        assert (gone.t, gone["up"]) == ("peer", False)
        await host.close()
    run_relay(test)


def test_an_unknown_code_and_a_full_relay_are_refused():
    async def test(url, relay, lines):
        stray = await join(url, "ZZZZZ")
        assert decode(await stray.recv())["reason"] == "no-room"
        host, code = await open_room(url)
        second = await connect(url, proxy=None)
        await second.send(encode("open"))
        assert decode(await second.recv())["reason"] == "relay-full"
        assert list(relay.rooms) == [code]
    relay, lines = run_relay(test, Limits(rooms=1))
    assert any("no room ZZZZZ" in line for line in lines)


def test_hostile_messages_are_dropped_and_the_room_goes_on():
    async def test(url, relay, lines):
        host, code = await open_room(url)
        peer = await join(url, code)
        await host.recv()                                        # the peer came
        hostile = ["x" * 5000, b"\x00\x01", "{]", json.dumps({"v": 1, "t": "open"})]
        for text in hostile * 30:                                # 120: past the burst of 50
            await peer.send(text)
        await host.send("not an envelope")
        await host.send(encode("to", peer=99, m="to nobody"))
        await still_carried(host, peer)
        assert code in relay.rooms
    relay, lines = run_relay(test, Limits(burst=50, rate=100))
    assert relay.dropped >= 60 + 1
    assert any("too many messages" in line for line in lines)
    assert any("5000 characters" in line for line in lines)
    assert any("a binary frame" in line for line in lines)
    assert all("\n" not in line for line in lines)


def test_a_room_ends_with_its_host():
    async def test(url, relay, lines):
        host, code = await open_room(url)
        peer = await join(url, code)
        await host.recv()
        await host.close()
        await peer.wait_closed()
        assert peer.close_code == 1001
        assert code not in relay.rooms
    run_relay(test)


def test_the_relays_fast_envelope_is_the_checked_one():
    from game.net.relay import carried
    text = '{"v": 1, "t": "bye", "note": "ü\\n\\""}'
    assert carried(3, text) == encode("from", peer=3, m=text)


def test_the_relays_fast_host_envelope_takes_what_the_checked_decode_takes():
    from game.net.relay import opened_envelope
    inside = encode("ping", id=3)
    texts = [encode("to", peer=1, m=inside), encode("to", peer=-1, m=inside),
             '{"v":1,"t":"to","peer":true,"m":"x"}', '{"v":1,"t":"to","peer":-2,"m":"x"}',
             '{"v":1,"t":"to","peer":1,"m":5}', '{"v":1,"t":"to","peer":1}',
             '{"v":1,"t":"to","peer":1,"m":"x","more":1}', '{"v":2,"t":"to","peer":1,"m":"x"}',
             '{"v":1,"t":"from","peer":1,"m":"x"}', json.dumps({"v": 1, "t": "to", "peer": 1,
                                                             "m": "x" * 2049}),
             "[1, 2]", "{", "", '{"v":1,"t":"to","peer":1.0,"m":"x"}']
    for text in texts:
        checked = decode(text, 7 * 2048)
        taken = getattr(checked, "t", None) == "to"
        assert (opened_envelope(text) is not None) == taken, text
        if taken:
            assert opened_envelope(text) == (checked["peer"], checked["m"])


def test_ten_thousand_hostile_messages_lose_no_room():
    async def test(url, relay, lines):
        rooms = [await open_room(url) for _ in range(3)]
        host, code = rooms[0]
        peer = await join(url, code)
        await host.recv()
        hostile = ["{", "x" * 3000, json.dumps({"v": 1, "t": "join", "code": code}), "\x00"]
        for k in range(10_000):
            await peer.send(hostile[k % 4])
        await still_carried(host, peer)
        assert sorted(relay.rooms) == sorted(code for _, code in rooms)
    relay, lines = run_relay(test, Limits(rate=100, burst=200))
    assert relay.dropped >= 9_000
    assert len(lines) < 40                                  # one line a second per kind


def test_a_port_in_use_is_one_line(capsys):
    import socket
    from game.net.relay import run
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        assert run("127.0.0.1", taken.getsockname()[1]) == 2
    finally:
        taken.close()
    said = capsys.readouterr().out
    assert said.startswith("speed relay: cannot listen on 127.0.0.1:") and said.count("\n") == 1


def test_a_flood_of_one_kind_is_counted_in_the_next_line():
    from game.net.said import Said
    lines: list[str] = []
    said = Said(lines.append)
    for t in (0, 10, 20, 2_000_000_000):
        said.say("1.2.3.4:5", "long", "a message of 3000 characters; dropped", t)
    said.say("1.2.3.4:5", "rate", "too many; dropped", 2_000_000_001)     # another kind
    assert lines == ["a message of 3000 characters; dropped",
                     "a message of 3000 characters; dropped (and 2 more like it)",
                     "too many; dropped"]
