"""Play across machines (issue 31), measured on loopback.

    python bench/online.py [--quick]

Every figure is measured here; what each one covers, and whether it is the whole path or a
part of it, is printed beside it (`measures`, in the last line too):

- clock_error_p99_ms: the clock fit after 2 s of pings (net_clock.py), simulated machines in
  numbers (7 s off, ±100 ppm, 40 ± 10 ms each way): a press's mapped stamp against when it
  was made. clock_error_p99_steady_ms: the same at 60 s (the drift fitted).
- fairness_error_p99_ms: over loopback through the impairment proxy at 40 ± 10 ms, a remote
  machine (its clock 4 s off, +100 ppm) presses; its stamp on the host against when it was
  made on the host's clock: the error that decides a race against the host's own player
  (races > 2× this apart are decided by true press order).
- hold_ms: how far the host's engine waits for that link (its p99 one-way delay + 3 ms).
- own_press_to_screen_p99_ms: the host's table in the real app (headless), a key of the
  host's own player: from the key's stamp at the hub's poll to the end of the frame that shows
  its card move or refusal (the engine's hold included; the display's scan-out not).
- remote_press_to_screen_p99_ms: the same table, a press made on the remote machine behind
  the proxy: from the moment it was made to the end of the host's frame that shows it (the
  whole path to the host's screen: network, hold, engine, frame; the remote machine's own
  screen is the client's table).
- bytes_per_s: both ways through the proxy during that match (pings, pongs, presses, the
  seats' links, the replay's lines, races).
- relay_rooms: rooms of two one relay process holds at a settled match's message rate (its
  link pinged every 0.5 s after its first minute; ~10 messages a second a room) with its
  one-way delay grown by less than 5 ms (load from other processes on the same machine, a
  probe room measured: the relay shares the machine's cores with its load).
- faults_run / faults_ok: a cut link resumed on its seat; a seat abandoned past its countdown;
  the host's table paused with its countdown by a dropped link and playing again when it comes
  back; 10,000 hostile messages at a relay, every room of it still carrying; a lost host.
One JSON line at the end. The host's table is bench/host_table.py, the relay's rooms
bench/relay_rooms.py (its load in processes of their own: `--load URL ROOMS`), the faults
bench/online_faults.py.
"""
import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from bench.host_table import HostTable, skewed_clock                 # noqa: E402
from bench.online_faults import (dropped_link_at_the_table, fault_abandoned,  # noqa: E402
                                 fault_cut_and_rejoin, fault_hostile, fault_lost_host)
from bench.relay_rooms import load, relay_rooms                      # noqa: E402
from game.input.raw_input import RawInput, now_ns                   # noqa: E402
from game.net.client import NetClient                                # noqa: E402
from game.net.host import PING_S, NetHost                            # noqa: E402
from game.net.peer_link import PeerLink                              # noqa: E402
from tests.net.links import SimulatedMachine                         # noqa: E402
from tests.net.proxy import Proxy                                    # noqa: E402
from tests.waiting import wait_for                                   # noqa: E402


def p99(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def clock_error_after(machines: int, seconds: float) -> float:
    """p99 of |mapped stamp − made| for 20 presses per machine spread over the next ping
    interval after `seconds` of pinging as the host pings."""
    errors = []
    for seed in range(machines):
        machine = SimulatedMachine(offset_s=7 - seed, drift_ppm=(-100, 100)[seed % 2], seed=seed)
        link = PeerLink()
        t = machine.sync(link, 1_000_000_000, seconds, steady_s=PING_S)
        for k in range(20):
            true = t + k * int(PING_S * 1e9) // 20
            stamped = link.stamp(machine.clock_us(true), true + machine.leg_ns())
            errors.append(abs(stamped.t_ns - true) / 1e6)
    return p99(errors)


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


def press_to_screen(presses: int) -> dict:
    """Own and remote presses, one at a time, each to the host's frame that shows it; the
    bytes a second of that match; then a dropped link: the table paused with its countdown,
    playing again when the machine is back (a fault of the list)."""
    table = HostTable()
    rng = random.Random(8)
    own, remote = [], []
    try:
        table.run(4.0)                      # the link measured, "Ready… Set…" done
        start_bytes, start = table.proxy.bytes, time.perf_counter()
        for k in range(presses):
            if k % 2:
                made = table.key("asdfg"[rng.randrange(5)])
                shown = table.to_screen(0, made)
                own.append(shown)
            else:
                made = table.remote(f"slot{rng.randrange(1, 6)}")
                shown = table.to_screen(1, made)
                remote.append(shown)
            table.run(rng.uniform(0.1, 0.25))
        seconds = time.perf_counter() - start
        figures = {"own_press_to_screen_p99_ms": round(p99([v for v in own if v]), 1),
                   "own_press_to_screen_median_ms": round(statistics.median(
                       [v for v in own if v]), 1),
                   "remote_press_to_screen_p99_ms": round(p99([v for v in remote if v]), 1),
                   "remote_press_to_screen_median_ms": round(statistics.median(
                       [v for v in remote if v]), 1),
                   "presses_not_shown": sum(v is None for v in own + remote),
                   "table_hold_ms": round(table.table.session.hold_ns / 1e6, 1),
                   "bytes_per_s": round((table.proxy.bytes - start_bytes) / seconds)}
        figures["fault_table_paused_and_back"] = dropped_link_at_the_table(table)
        return figures
    finally:
        table.close()


MEASURES = {
    "clock_error_p99_ms": "a part: the clock fit after 2 s, simulated machines in numbers",
    "clock_error_p99_steady_ms": "a part: the clock fit at 60 s (drift fitted), in numbers",
    "fairness_error_p99_ms": "a part: a remote press's stamp on the host vs when it was made, "
                             "over the proxy at 40 ± 10 ms on loopback",
    "hold_ms": "the engine's wait for that link: its p99 one-way delay + 3 ms",
    "own_press_to_screen_p99_ms": "the whole path on the host: key stamp to the end of the "
                                  "frame showing it (hold included; scan-out not)",
    "remote_press_to_screen_p99_ms": "the whole path to the host's screen: made on the remote "
                                     "machine, proxy, hold, engine, the host's frame",
    "bytes_per_s": "one match, both ways through the proxy, all messages",
    "relay_rooms": "rooms of two one relay process holds at a settled match's rate (pings every "
                   "0.5 s) within 5 ms added one way; load and probe on the same 2 cores",
    "faults_run": "cut and rejoin; abandoned; the table paused and back; 10,000 hostile "
                  "messages, every room still carrying; a lost host",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer presses, rooms and faults")
    parser.add_argument("--load", nargs=2, metavar=("URL", "ROOMS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load:
        asyncio.run(load(args.load[0], int(args.load[1])))
        return 0
    machines = 20 if args.quick else 60
    figures = {"clock_error_p99_ms": round(clock_error_after(machines, 2.0), 2),
               "clock_error_p99_steady_ms": round(clock_error_after(machines, 60.0), 2)}
    print(f"clock error p99 after 2 s: {figures['clock_error_p99_ms']} ms, at 60 s: "
          f"{figures['clock_error_p99_steady_ms']} ms", flush=True)
    match = live_match(60 if args.quick else 200)
    match.pop("bytes_per_s")                  # a burst of presses: the table's match says it
    figures.update(match)
    print(f"over the proxy: {match}", flush=True)
    screen = press_to_screen(30 if args.quick else 100)
    table_fault = screen.pop("fault_table_paused_and_back")
    figures.update(screen)
    print(f"the host's table: {screen}", flush=True)
    steps = (50, 100) if args.quick else (100, 250, 500, 750, 1000)
    figures["relay_rooms"] = asyncio.run(relay_rooms(steps))
    faults = [fault_cut_and_rejoin(), fault_abandoned(), table_fault,
              asyncio.run(fault_hostile(1000 if args.quick else 10_000)), fault_lost_host()]
    print(f"faults: {faults}", flush=True)
    figures.update(faults_run=len(faults), faults_ok=sum(faults), measures=MEASURES)
    print(json.dumps(figures, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
