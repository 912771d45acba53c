"""The faults of bench/online.py, each a true/false its closing figures count (`faults_ok`):
a cut link resumed on its seat; a seat abandoned past its countdown; the host's table paused
with its countdown by a dropped link and playing again when it comes back (on the table of its
press-to-screen run); 10,000 hostile messages at a relay, every room of it still carrying; a
lost host."""
import asyncio
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from bench.host_table import HostTable                              # noqa: E402
from bench.relay_rooms import pair, start_relay                      # noqa: E402
from game.input.raw_input import now_ns                              # noqa: E402
from game.input.source import Plugged                                # noqa: E402
from game.net.client import NetClient                                # noqa: E402
from game.net.host import NetHost                                    # noqa: E402
from game.net.messages import decode, encode                         # noqa: E402
from game.net.remote_machines import device_of                       # noqa: E402
from tests.net.proxy import Proxy                                    # noqa: E402
from tests.waiting import wait_for                                   # noqa: E402


def fault_cut_and_rejoin() -> bool:
    host = NetHost((1,), listen=("127.0.0.1", 0), log=lambda line: None)
    host.start()
    proxy = Proxy(("127.0.0.1", host.port), 20, 5)
    client = NetClient(proxy.address, log=lambda line: None)
    news: list = []
    try:
        client.wait_welcome(5)
        proxy.cut()
        dropped = wait_for(lambda: news.extend(host.drain(now_ns())) or
                           Plugged(device_of(1), False) in news, 5)
        proxy.restore()
        back = wait_for(lambda: news.extend(host.drain(now_ns())) or
                        Plugged(device_of(1), True) in news, 10)
        return dropped and back and client.seat == 1
    finally:
        client.close()
        host.stop()
        proxy.close()


def fault_abandoned() -> bool:
    host = NetHost((1,), listen=("127.0.0.1", 0), pause_ns=300_000_000, log=lambda line: None)
    host.start()
    proxy = Proxy(("127.0.0.1", host.port))
    client = NetClient(proxy.address, give_up_s=0.1, log=lambda line: None)
    news: list = []
    try:
        client.wait_welcome(5)
        proxy.cut()
        return wait_for(lambda: news.extend(host.drain(now_ns())) or host.abandoned == [1], 5)
    finally:
        client.close()
        host.stop()
        proxy.close()


def dropped_link_at_the_table(table: HostTable) -> bool:
    """A cut link pauses the host's table with its countdown; the machine back (its token,
    within the countdown) plays on."""
    table.proxy.cut()
    paused = table.run(5.0, lambda: table.table.paused_at is not None and table.table.net.waiting)
    left = max(table.table.net.waiting.values()) if paused else 0
    table.proxy.restore()
    back = table.run(10.0, lambda: table.table.paused_at is None)
    return bool(paused and 15 < left <= 20 and back and not table.table.abandoned)


async def fault_hostile(messages: int, rooms: int = 20) -> bool:
    """A machine floods its room with messages of every wrong kind while `rooms` − 1 other
    rooms stand by; the host reads as it goes (a host that stops reading slows only its own
    room's speakers). Then every room still carries a goodbye to its host."""
    relay, url = start_relay()
    try:
        pairs = [await pair(url) for _ in range(rooms)]
        host, peer = pairs[0]
        heard = [asyncio.Event() for _ in pairs]

        async def read(ws, event):
            async for text in ws:
                message = decode(text)
                if message.t == "from" and getattr(decode(message["m"]), "t", "") == "bye":
                    event.set()
        readers = [asyncio.create_task(read(h, e)) for (h, _p), e in zip(pairs, heard)]
        hostile = ["{", "x" * 5000, json.dumps({"v": 1, "t": "open"}), "\u0000" * 100,
                   json.dumps({"v": 1, "t": "join", "code": "AAAAA"}), b"\x00\x01"]
        for k in range(messages):
            await peer.send(hostile[k % len(hostile)])
        await host.send("nonsense")
        for _ in range(100):                      # the bucket fills again: 10 s at most
            for (_h, p), event in zip(pairs, heard):
                if not event.is_set():
                    await p.send(encode("bye"))
            await asyncio.sleep(0.1)
            if all(event.is_set() for event in heard):
                break
        for reader in readers:
            reader.cancel()
        return all(event.is_set() for event in heard)
    except OSError:
        return False
    finally:
        relay.terminate()
        relay.wait(10)


def fault_lost_host() -> bool:
    host = NetHost((1,), listen=("127.0.0.1", 0), log=lambda line: None)
    host.start()
    lines: list[str] = []
    client = NetClient(f"ws://127.0.0.1:{host.port}", give_up_s=0.5, log=lines.append)
    try:
        client.wait_welcome(5)
        host.stop()
        return wait_for(lambda: any("the host was lost" in line for line in lines), 5)
    finally:
        client.close()
