"""The host's side: players on other machines as one more input source of the hub.

`NetHost` listens for machines straight (a websockets server: `listen=(address, port)`) or
through a relay (`relay=url`: it opens a room there and gets its code). Each connection's
opening, texts and close go to the machines it keeps (remote_machines.py: what a message does
there, checked first; a player's hello takes a seat of those offered, `seats`, a watcher's
none); their news (a seat taken, a machine's presses as `RawInput`s on the host's timeline,
device "net:<seat>") is handed over at the hub's poll (`drain`), and the table applies the
presses in stamp order behind `hold_ns()`. The host pings each machine every `ping_s` (its
link fits its clock: peer_link.py), forgets one that says no hello within HELLO_NS, and tells
every machine each seat's link every STATUS_S. A dropped link unplugs its seat's device
(`Plugged`: the hub pauses the seat) and starts its countdown (`waiting()`); the same machine
back with its token plugs it in again; past the countdown the seat is `abandoned`. Network work
runs on a thread of its own (loop_thread.py); what the game thread reads is taken under a lock.
"""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game import log as game_log
from game.i18n import N_, _
from game.input.raw_input import now_ns
from game.input.source import Notice, Source
from game.net.feed import FeedSender
from game.net.loop_thread import LoopThread
from game.net.messages import ENVELOPE_BYTES, Malformed, decode, encode
from game.net.peer_link import MARGIN_NS, LinkFigures, PeerLink, remote_hold_ns
from game.net.remote_machines import RemoteMachines
from game.net.remote_seats import PAUSE_NS, RemoteSeats

PING_S = 0.25                      # the clock fit samples this often (net_clock.py)
START_S = 5.0
STATUS_S = 0.5                     # the seats' links and countdowns told this often
HELLO_NS = 10_000_000_000          # a machine says hello within this, or is forgotten
RELAY_LOST = N_("The relay was lost: the other machines cannot reach this table.")


class NetHost(Source):
    """Remote machines' presses, pings, seats and faults, as a source of the hub."""
    network = True
    margin_ms = MARGIN_NS / 1e6        # the hold's margin over the slowest link's p99 delay

    def __init__(self, seats: tuple[int, ...] = (1,), *, listen: tuple[str, int] | None = None,
                 relay: str | None = None, ping_s: float = PING_S, pause_ns: int = PAUSE_NS,
                 log: Callable[[str], None] = game_log.write, wake: Callable[[], None] = None):
        super().__init__()
        if (listen is None) == (relay is None):
            raise ValueError("a host listens or opens a room at a relay: one of the two")
        self.listen, self.relay_url, self.ping_s, self.log = listen, relay, ping_s, log
        self.wake = wake or (lambda: None)
        self.seats = RemoteSeats(seats, pause_ns)
        self.port: int | None = None      # listening straight: the port
        self.code: str | None = None      # through a relay: the room's code
        self._lock = threading.Lock()
        self._thread: LoopThread | None = None
        self._server = self._relay_ws = None
        self.feed = FeedSender()
        self._machines = RemoteMachines(self.seats, log, lambda: self.feed.messages,
                                       self.broadcast)       # (always under the lock)
        self._renewed = False
        self._closing = False
        self._halted: str | None = None   # the table's pause as told, while it lasts
        self.in_match = True               # False before a match: a machine that leaves
                                           # frees its seat at once (Hosting says which)

    # -- the hub's source -----------------------------------------------------------------------
    def start(self) -> None:
        self._thread = LoopThread("speed-net-host")
        try:
            self._thread.run(self._open(), START_S)
        except (OSError, ConnectionError, InvalidHandshake, TimeoutError) as error:
            self._thread.stop()
            self._thread = None
            self.errors.append(f"net: cannot host: {error}")
            self.log(f"net: cannot host: {error}")

    def drain(self, t_ns: int) -> list:
        with self._lock:
            for seat in self.seats.expire(t_ns):      # (the table says it, by the name)
                self.log(f"net: seat {seat} abandoned: its machine did not come back")
            news = list(self._machines.news)
            self._machines.news.clear()
        return news

    def stop(self) -> None:
        if self._thread is not None:
            try:
                self._thread.run(self._close(), START_S)
            except (TimeoutError, ConnectionClosed):
                pass
            self._thread.stop()
            self._thread = None

    # -- what the table and the screens read -------------------------------------------------
    def hold_ns(self) -> int | None:
        """How far the engine stays behind the clock for the seated machines; None: none."""
        with self._lock:
            return remote_hold_ns([m.link for m in self._machines.seated()])

    def figures(self) -> dict[int, LinkFigures]:
        """seat → its link's delay, jitter and clock error, once measured."""
        with self._lock:
            shown = {m.seat: m.link.figures() for m in self._machines.seated()}
        return {seat: figures for seat, figures in shown.items() if figures is not None}

    def link(self, seat: int) -> PeerLink | None:
        """The link of the machine at `seat` (for the options' figures and tests)."""
        with self._lock:
            machine = self._machines.at_seat(seat)
            return machine.link if machine is not None else None

    def waiting(self, t_ns: int) -> dict[int, float]:
        """seat → seconds left for each seat whose machine dropped."""
        with self._lock:
            return self.seats.waiting(t_ns)

    def give_up(self, seat: int) -> None:
        """The table gave `seat` to a computer player (a cabinet's offer when its link
        dropped): its machine cannot come back to it."""
        with self._lock:
            self.seats.give_up(seat)
        self.log(f"net: seat {seat} given to a computer player")

    @property
    def abandoned(self) -> list[int]:
        return list(self.seats.abandoned)

    def verdict(self, seat: int, seq: int, ok: bool, reason: str = "", margin_ms: float = 0.0):
        """Tell a seat's machine how its press `seq` was judged."""
        self._to_seat(seat, encode("verdict", seq=seq, ok=ok, reason=reason[:64],
                                   margin_ms=float(margin_ms)))

    def raced(self, first: int, second: int, pile: int, margin_ms: float, t_ms: float) -> None:
        """Tell every machine of a close race the table showed (`race`: who lost to whom, by
        how many ms, on which pile; -1 the "Speed!" call), as the host's screen said it."""
        self.broadcast(encode("race", first=first, second=second, pile=pile,
                              margin_ms=round(float(margin_ms), 3),
                              t_ms=round(max(0.0, float(t_ms)), 3)))

    def table_paused(self, seat: int | None, why: str) -> None:
        """The table paused (`why`: "pause" by `seat`'s player, None the host's own machine;
        "unplugged", "link"): every machine is told, and told again with the seats' links
        while it lasts (a machine that comes meanwhile)."""
        self._halted = encode("table_paused", seat=seat, why=why)
        self.broadcast(self._halted)

    def table_resumed(self) -> None:
        """The table plays on: every machine is told."""
        if self._halted is not None:
            self._halted = None
            self.broadcast(encode("table_resumed"))

    def follow(self, lines: list[dict]) -> None:
        """Send every machine the replay's new lines (`Recorder.lines`; call it after each
        step of the table); a machine that says hello later is sent them all."""
        if self._thread is not None and (self._renewed or len(lines) > self.feed.lines):
            self._renewed = False
            self._thread.call(self._follow, list(lines))

    def offer_abandoned(self) -> None:
        """Between matches (the join screen): the seats abandoned are offered again."""
        with self._lock:
            self.seats.abandoned.clear()

    def new_replay(self) -> None:
        """A new match at the table: its replay is sent from its line 0 (a machine starts its
        file again there), and a machine that comes later is sent this one's lines."""
        self.table_resumed()                       # (a table left while paused)
        if self._thread is not None:
            self._renewed = True                   # (the feed is renewed on the network's
            self._thread.call(self._new_feed)      # thread, after what it still had to send)

    def _new_feed(self) -> None:
        with self._lock:
            self.feed = FeedSender()

    def _follow(self, lines: list[dict]) -> None:
        """On the network thread, as hellos are: a newcomer is sent each line once."""
        with self._lock:
            fresh = self.feed.new(lines)
        for text in fresh:
            self._broadcast(text)

    def broadcast(self, text: str) -> None:
        """Send one message to every machine (the table's events, a pause)."""
        if self._thread is not None:
            self._thread.call(self._broadcast, text)

    # -- opening: straight or through a relay ----------------------------------------------------
    async def _open(self) -> None:
        asyncio.get_running_loop().create_task(self._status_loop())
        if self.listen is not None:
            server = await serve(self._serve_one, *self.listen, max_size=ENVELOPE_BYTES,
                                 compression=None, ping_interval=5, ping_timeout=10)
            self.port = server.sockets[0].getsockname()[1]
            self._server = server
        else:
            ws = await connect(self.relay_url, proxy=None, compression=None,
                               max_size=4 * ENVELOPE_BYTES, open_timeout=START_S)
            await ws.send(encode("open"))
            answer = decode(await ws.recv(), ENVELOPE_BYTES)
            if isinstance(answer, Malformed) or answer.t != "room":
                await ws.close()
                raise ConnectionError(getattr(answer, "fields", {}).get("reason", "refused"))
            self.code = answer["code"]
            self._relay_ws = ws
            asyncio.get_running_loop().create_task(self._relay_loop(ws))

    async def _close(self) -> None:
        self._closing = True
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._relay_ws is not None:
            await self._relay_ws.close()

    async def _serve_one(self, ws) -> None:
        """One machine connected straight."""
        address = ws.remote_address or ("?", 0)
        key = ws
        if not self._opened(key, lambda text: asyncio.ensure_future(_quiet_send(ws, text)),
                            f"{address[0]}:{address[1]}"):
            await _quiet_send(ws, encode("refused", reason="full"))
            await ws.close(1008, "full")
            return
        pings = asyncio.get_running_loop().create_task(self._ping_loop(key))
        try:
            async for text in ws:
                self._received(key, text, now_ns())
        except ConnectionClosed:
            pass
        finally:
            pings.cancel()
            self._closed(key)

    async def _relay_loop(self, ws) -> None:
        """The room at the relay: machines come and go as `peer`, speak as `from`."""
        pings: dict[int, asyncio.Task] = {}
        try:
            async for text in ws:
                arrival = now_ns()
                message = decode(text, ENVELOPE_BYTES)
                if isinstance(message, Malformed):
                    self.log(f"net: the relay sent {message.why}")
                elif message.t == "peer" and message["up"]:
                    peer = message["peer"]
                    send = self._relay_sender(ws, peer)
                    if not self._opened(peer, send, f"relay peer {peer}"):
                        send(encode("refused", reason="full"))
                        continue
                    pings[peer] = asyncio.get_running_loop().create_task(self._ping_loop(peer))
                elif message.t == "peer":
                    if message["peer"] in pings:
                        pings.pop(message["peer"]).cancel()
                    self._closed(message["peer"])
                elif message.t == "from":
                    self._received(message["peer"], message["m"], arrival)
        except ConnectionClosed:
            pass
        finally:
            for task in pings.values():
                task.cancel()
            for peer in list(self._machines.by_key):
                self._closed(peer)
            if not self._closing:
                with self._lock:
                    self._machines.news.append(Notice(_(RELAY_LOST)))
                self.log("net: the relay was lost")
                self.wake()

    def _relay_sender(self, ws, peer: int) -> Callable[[str], None]:
        return lambda text: asyncio.ensure_future(_quiet_send(ws, encode("to", peer=peer,
                                                                         m=text)))

    async def _status_loop(self) -> None:
        """Every STATUS_S, tell every machine each seat's link (for the name plates) and the
        countdown of each seat whose machine dropped."""
        while True:
            await asyncio.sleep(STATUS_S)
            now = now_ns()
            with self._lock:
                links = {m.seat: m.link.figures() for m in self._machines.seated()}
                waiting = self.seats.waiting(now)
            said = [encode("link", seat=seat, delay_ms=round(f.delay_ms, 2),
                           jitter_ms=round(f.jitter_ms, 2), error_ms=round(f.error_ms, 2))
                    for seat, f in sorted(links.items()) if f is not None]
            said += [encode("paused", seat=seat, left_ms=int(left * 1000))
                     for seat, left in sorted(waiting.items())]
            said += [self._halted] if self._halted is not None else []
            for text in said:
                self._broadcast(text)

    async def _ping_loop(self, key) -> None:
        """Ping a machine until it goes; one that has not said hello within HELLO_NS is
        forgotten (its link, straight, closed)."""
        while True:
            with self._lock:
                machine = self._machines.by_key.get(key)
                silent = machine is not None and not machine.hello and \
                    now_ns() - machine.opened_ns > HELLO_NS
                if silent:
                    del self._machines.by_key[key]
                    self.log(f"net: {machine.who}: no hello; forgotten")
                elif machine is not None:
                    ping_id = machine.link.ping(now_ns())
            if machine is None or silent:
                if silent and hasattr(key, "close"):       # straight: its link is closed
                    await key.close(1008, "no hello")
                return
            machine.send(encode("ping", id=ping_id))
            await asyncio.sleep(machine.link.ping_every_s(self.ping_s))

    # -- a machine's connection (on the network thread): remote_machines.py says what it does --
    def _opened(self, key, send: Callable[[str], None], who: str) -> bool:
        """A machine connected; False when the host has no room for more (it is refused)."""
        with self._lock:
            return self._machines.opened(key, send, who)

    def _received(self, key, text, arrival_ns: int) -> None:
        with self._lock:
            acted = self._machines.received(key, text, arrival_ns)
        if acted:
            self.wake()

    def _closed(self, key) -> None:
        with self._lock:
            unplugged = self._machines.closed(key, self.in_match)
        if unplugged:
            self.wake()

    def _to_seat(self, seat: int, text: str) -> None:
        def send():
            with self._lock:
                machine = self._machines.at_seat(seat)
            if machine is not None:
                machine.send(text)
        if self._thread is not None:
            self._thread.call(send)

    def _broadcast(self, text: str) -> None:
        with self._lock:
            machines = self._machines.listening()
        for machine in machines:
            machine.send(text)


async def _quiet_send(ws, text: str) -> None:
    try:
        await ws.send(text)
    except (ConnectionClosed, InvalidHandshake):
        pass
