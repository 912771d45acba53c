"""Play across machines (issue 31), measured on loopback.

    python bench/online.py [--quick]

Prints: the clock fit's error p99 after 2 s (simulated machines in numbers: 7 s off, ±100 ppm,
40 ± 10 ms each way); over loopback through the impairment proxy at 40 ± 10 ms, the fairness
error p99 (a remote press's stamp on the host against when it was made: the error that
decides a race against the host's own player), the hold, and the bytes a second of one match;
how many rooms of two players one relay process holds at the game's message rate before it
adds 5 ms; and the faults run (a cut link resumed on its seat, a seat abandoned past its
countdown, 10,000 hostile messages at a relay, a lost host). The input-to-screen figures need
the table wired to the network (not yet built): null. One JSON line at the end.
"""
import argparse
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

from game.input.raw_input import RawInput, now_ns                   # noqa: E402
from game.input.source import Notice, Plugged                        # noqa: E402
from game.net.client import NetClient                                # noqa: E402
from game.net.host import NetHost, device_of                         # noqa: E402
from game.net.messages import decode, encode                         # noqa: E402
from game.net.peer_link import PeerLink                              # noqa: E402
from tests.net.links import SimulatedMachine                         # noqa: E402
from tests.net.proxy import Proxy                                    # noqa: E402
from tests.waiting import wait_for                                   # noqa: E402


def p99(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def clock_error_after_2s(machines: int) -> float:
    errors = []
    for seed in range(machines):
        machine = SimulatedMachine(offset_s=7 - seed, drift_ppm=(-100, 100)[seed % 2], seed=seed)
        link = PeerLink()
        t = machine.sync(link, 1_000_000_000, 2.0)
        for k in range(20):
            true = t + k * 13_000_000
            stamped = link.stamp(machine.clock_us(true), true + machine.leg_ns())
            errors.append(abs(stamped.t_ns - true) / 1e6)
    return p99(errors)


def skewed_clock(offset_s: float, drift_ppm: float):
    return lambda: int(offset_s * 1e9 + now_ns() * (1 + drift_ppm * 1e-6))


def live_match(presses: int) -> dict:
    """A host and one machine through the proxy at 40 ± 10 ms."""
    host = NetHost((1,), listen=("127.0.0.1", 0), log=lambda line: None)
    host.start()
    proxy = Proxy(("127.0.0.1", host.port), 40, 10, seed=3)
    client = NetClient(proxy.address, clock_ns=skewed_clock(-4.0, 100), log=lambda line: None)
    news: list = []
    try:
        client.wait_welcome(5)
        start_bytes, start = proxy.bytes, time.perf_counter()
        wait_for(lambda: news.extend(host.drain(now_ns())) or
                 (host.link(1) is not None and len(host.link(1).clock) >= 20), 10)
        made = []
        rng = random.Random(5)
        for _ in range(presses):
            made.append(now_ns())
            client.press("slot1")
            time.sleep(rng.uniform(0.005, 0.02))
        wait_for(lambda: news.extend(host.drain(now_ns())) or
                 len([n for n in news if isinstance(n, RawInput)]) >= presses, 10)
        stamps = [n.t_ns for n in news if isinstance(n, RawInput)]
        errors = [abs(s - m) / 1e6 for s, m in zip(stamps, made)]
        seconds = time.perf_counter() - start
        return {"fairness_error_p99_ms": round(p99(errors), 2),
                "fairness_error_median_ms": round(statistics.median(errors), 2),
                "hold_ms": round(host.hold_ns() / 1e6, 1),
                "clock_error_bound_ms": round(host.link(1).clock.error_ns / 1e6, 1),
                "bytes_per_s": round((proxy.bytes - start_bytes) / seconds)}
    finally:
        client.close()
        host.stop()
        proxy.close()


# -- the relay's rooms ---------------------------------------------------------------------------
def start_relay() -> tuple[subprocess.Popen, str]:
    relay = subprocess.Popen([sys.executable, "-m", "game", "relay", "--host", "127.0.0.1",
                              "--port", "0", "--rooms", "5000"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    line = relay.stdout.readline()
    threading.Thread(target=relay.stdout.read, daemon=True).start()    # its log, drained
    return relay, "ws://" + line.split("listening on ")[1].split(" ")[0]


async def pair(url):
    host = await connect(url, proxy=None, compression=None)
    await host.send(encode("open"))
    code = decode(await host.recv())["code"]
    peer = await connect(url, proxy=None, compression=None)
    await peer.send(encode("join", code=code))
    await host.recv()
    return host, peer


async def game_rate(host, peer, stop: asyncio.Event):
    """A match's traffic: pings and pongs twice a second, three presses a second."""
    async def drain(ws):
        async for _ in ws:
            pass
    readers = [asyncio.create_task(drain(host)), asyncio.create_task(drain(peer))]
    ping = encode("to", peer=1, m=encode("ping", id=1))
    press = encode("press", seq=1, seat=1, control="slot1", clock_us=1, down=True)
    await asyncio.sleep(random.random())
    while not stop.is_set():
        await host.send(ping)
        await peer.send(encode("pong", id=1, clock_us=1))
        await peer.send(press)
        await asyncio.sleep(0.4)
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
            loads.append(subprocess.Popen([sys.executable, __file__, "--load", url,
                                           str(rooms - opened)], stdout=subprocess.PIPE,
                                          text=True))
            loads[-1].stdout.readline()
            opened = rooms
            await asyncio.sleep(1.0)
            added = (await probe_rtt(probe_host, probe_peer, 30) - base) / 2
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


# -- faults --------------------------------------------------------------------------------------
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
        return wait_for(lambda: news.extend(host.drain(now_ns())) or
                        any(isinstance(n, Notice) for n in news), 5) and host.abandoned == [1]
    finally:
        client.close()
        host.stop()
        proxy.close()


async def fault_hostile(messages: int) -> bool:
    """A machine floods its room with messages of every wrong kind; the host reads as it
    goes (a host that stops reading slows only its own room's speakers). The room still
    carries a goodbye afterwards."""
    relay, url = start_relay()
    try:
        host, peer = await pair(url)
        heard = asyncio.Event()

        async def read():
            async for text in host:
                message = decode(text)
                if message.t == "from" and getattr(decode(message["m"]), "t", "") == "bye":
                    heard.set()
        reader = asyncio.create_task(read())
        hostile = ["{", "x" * 5000, json.dumps({"v": 1, "t": "open"}), "\u0000" * 100]
        for k in range(messages):
            await peer.send(hostile[k % len(hostile)])
        await host.send("nonsense")
        for _ in range(100):                      # the bucket fills again: 10 s at most
            await peer.send(encode("bye"))
            try:
                await asyncio.wait_for(heard.wait(), 0.1)
                break
            except asyncio.TimeoutError:
                pass
        reader.cancel()
        return heard.is_set()
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer presses, rooms and faults")
    parser.add_argument("--load", nargs=2, metavar=("URL", "ROOMS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load:
        asyncio.run(load(args.load[0], int(args.load[1])))
        return 0
    figures = {"clock_error_p99_ms": round(clock_error_after_2s(40), 2)}
    print(f"clock error p99 after 2 s: {figures['clock_error_p99_ms']} ms", flush=True)
    figures.update(live_match(60 if args.quick else 200))
    print(f"over the proxy: {figures}", flush=True)
    steps = (50, 100) if args.quick else (100, 250, 500, 750, 1000)
    figures["relay_rooms"] = asyncio.run(relay_rooms(steps))
    faults = [fault_cut_and_rejoin(), fault_abandoned(),
              asyncio.run(fault_hostile(1000 if args.quick else 10_000)), fault_lost_host()]
    print(f"faults: {faults}", flush=True)
    figures.update(own_press_to_screen_p99_ms=None, remote_press_to_screen_p99_ms=None,
                   faults_run=len(faults), faults_ok=sum(faults))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
