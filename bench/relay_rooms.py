"""The relay's rooms of bench/online.py: how many rooms of two one relay process (`speed
relay`) holds at a settled match's message rate with its one-way delay grown by less than 5 ms.
The load runs in processes of its own (`bench/online.py --load URL ROOMS`: `load`), so a probe
room measures the relay, not this process's own loop."""
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from websockets.asyncio.client import connect                      # noqa: E402

from game.net.host import PING_S                                     # noqa: E402
from game.net.messages import decode, encode                         # noqa: E402

ONLINE = os.path.join(os.path.dirname(__file__), "online.py")  # `--load URL ROOMS`: load()


def start_relay() -> tuple[subprocess.Popen, str]:
    relay = subprocess.Popen([sys.executable, "-m", "game", "relay", "--host", "127.0.0.1",
                              "--port", "0", "--rooms", "5000"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    line = relay.stdout.readline()
    threading.Thread(target=relay.stdout.read, daemon=True).start()    # its log, drained
    return relay, "ws://" + line.split("listening on ")[1].split(" ")[0]


async def pair(url):
    """A room: its host and one machine (no keepalive pings of websockets' own: a loaded
    relay answering late must not close the bench's links)."""
    host = await connect(url, proxy=None, compression=None, ping_interval=None,
                         open_timeout=60)
    await host.send(encode("open"))
    code = decode(await host.recv())["code"]
    peer = await connect(url, proxy=None, compression=None, ping_interval=None,
                         open_timeout=60)
    await peer.send(encode("join", code=code))
    await host.recv()
    return host, peer


async def game_rate(host, peer, stop: asyncio.Event):
    """A settled match's traffic, as the host and its machine send it (peer_link.py: a link
    measured for a minute is pinged every 2 × PING_S): a ping and its pong, the seat's link
    every 0.5 s, three presses a second and the replay line each one makes."""
    async def drain(ws):
        async for _ in ws:
            pass
    readers = [asyncio.create_task(drain(host)), asyncio.create_task(drain(peer))]
    ping = encode("to", peer=1, m=encode("ping", id=1))
    link = encode("to", peer=-1, m=encode("link", seat=1, delay_ms=41.5, jitter_ms=7.9,
                                          error_ms=1.1))
    line = encode("to", peer=-1, m=encode("line", n=12, part=0, parts=1, text=json.dumps(
        {"t": 10542.113, "seat": 1, "intent": "play", "card": 31, "pile": 0})))
    press = encode("press", seq=1, seat=1, control="slot1", clock_us=1, down=True)
    pong = encode("pong", id=1, clock_us=1)
    await asyncio.sleep(random.random())
    every = 2 * PING_S
    while not stop.is_set():
        await host.send(ping)
        await peer.send(pong)
        await host.send(link)
        for _ in range(int(3 * every) + (random.random() < 3 * every % 1)):
            await peer.send(press)
            await host.send(line)
        await asyncio.sleep(every)
    for reader in readers:
        reader.cancel()


async def probe_rtt(host, peer, samples: int) -> float:
    """Host → relay → machine → relay → host, the median in ms."""
    times = []
    for k in range(samples):
        sent = time.perf_counter()
        await host.send(encode("to", peer=1, m=encode("ping", id=k)))
        await peer.recv()
        await peer.send(encode("pong", id=k, clock_us=1))
        await host.recv()
        times.append((time.perf_counter() - sent) * 1000)
        await asyncio.sleep(0.01)
    return statistics.median(times)


async def load(url: str, rooms: int) -> None:
    """`--load URL N`: N rooms at the game's rate until killed (a process of its own, so the
    probe measures the relay, not this process's own loop)."""
    stop = asyncio.Event()
    pairs = [await pair(url) for _ in range(rooms)]
    tasks = [asyncio.create_task(game_rate(*p, stop)) for p in pairs]
    print("ready", flush=True)
    await asyncio.gather(*tasks)


async def relay_rooms(steps) -> int:
    relay, url = start_relay()
    loads: list[subprocess.Popen] = []
    try:
        probe_host, probe_peer = await pair(url)
        base = await probe_rtt(probe_host, probe_peer, 30)
        held, opened = 0, 0
        for rooms in steps:
            loads.append(subprocess.Popen([sys.executable, ONLINE, "--load", url,
                                           str(rooms - opened)], stdout=subprocess.PIPE,
                                          stderr=subprocess.DEVNULL, text=True))
            ready = await asyncio.to_thread(loads[-1].stdout.readline)   # its rooms opened
            if not ready.startswith("ready"):
                print(f"relay: {rooms} rooms could not all be opened", flush=True)
                break
            opened = rooms
            await asyncio.sleep(1.0)
            added = (await probe_rtt(probe_host, probe_peer, 60) - base) / 2
            print(f"relay: {rooms} rooms, {added:+.2f} ms one way", flush=True)
            if added > 5:
                break
            held = rooms
        return held
    finally:
        for process in loads:
            process.terminate()
        relay.terminate()
        relay.wait(10)
