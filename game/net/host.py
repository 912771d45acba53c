"""The host's side: players on other machines as one more input source of the hub.

`NetHost` listens for machines straight (a websockets server: `listen=(address, port)`) or
through a relay (`relay=url`: it opens a room there and gets its code). Each machine says
hello; a player is given a seat of those offered (`seats`) and its token, a watcher none. The
host pings each machine every `ping_s`, fits its clock (peer_link.py), and turns its presses
into `RawInput`s on the host's timeline, device "net:<seat>", handed over at the hub's poll
(`drain`); the table applies them in stamp order behind `hold_ns()`. A malformed, oversized,
too frequent or wrong-seat message gets one log line and changes nothing. A dropped link
unplugs its seat's device (`Plugged`: the hub pauses the seat) and starts its countdown
(`waiting()`); the same machine back with its token plugs it in again; past the countdown
the seat is `abandoned`. Network work runs on a thread of its own (loop_thread.py); what the
game thread reads is taken under a lock.
"""
from __future__ import annotations

import asyncio
import collections
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game import log as game_log
from game.i18n import N_, _
from game.input.raw_input import RawInput, now_ns
from game.input.source import Notice, Plugged, Source
from game.net.feed import FeedSender
from game.net.loop_thread import LoopThread
from game.net.messages import (ENVELOPE_BYTES, MAX_BYTES, Malformed, Message, decode,
                               encode)
from game.net.peer_link import MARGIN_NS, LinkFigures, PeerLink, remote_hold_ns
from game.net.rate import Bucket
from game.net.said import Said
from game.store.profiles import as_typed, name_fault
from game.net.remote_seats import PAUSE_NS, RemoteSeats

PING_S = 0.25                      # the clock fit samples this often (net_clock.py)
RATE, BURST = 60.0, 120.0          # a machine's messages a second (presses, pongs)
START_S = 5.0
STATUS_S = 0.5                     # the seats' links and countdowns told this often
MAX_MACHINES = 16                  # players and watchers at once
HELLO_NS = 10_000_000_000          # a machine says hello within this, or is forgotten
RELAY_LOST = N_("The relay was lost: the other machines cannot reach this table.")


def device_of(seat: int) -> str:
    """The device id a remote seat's presses come from."""
    return f"net:{seat}"


@dataclass(frozen=True, slots=True)
class RemoteJoined:
    """A machine took a seat (or came to watch: seat None); for the join screen."""
    seat: int | None
    name: str


@dataclass(frozen=True, slots=True)
class RemoteNamed:
    """A seated machine's player gave (or changed) their name ("": a guest, named by the
    seat); for the join screen."""
    seat: int
    name: str


def player_name(text: str) -> str:
    """A name a machine sent, as a player's name may be ("" when it may not: too long, a
    character no name holds; its seat's own name then)."""
    return "" if name_fault(text) else as_typed(text)


@dataclass
class Machine:
    """One connected machine: how to answer it, its link, its seat once it said hello."""
    send: Callable[[str], None]
    who: str
    link: PeerLink = field(default_factory=PeerLink)
    bucket: Bucket = field(default_factory=lambda: Bucket(RATE, BURST))
    hello: bool = False
    seat: int | None = None
    last_seq: int = -1
    opened_ns: int = 0


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
        self._machines: dict[object, Machine] = {}
        self._by_seat: dict[int, object] = {}
        self._news: collections.deque = collections.deque()
        self._lock = threading.Lock()
        self._thread: LoopThread | None = None
        self._server = self._relay_ws = None
        self.feed = FeedSender()
        self._renewed = False
        self._said = Said(log)
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
            news = list(self._news)
            self._news.clear()
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
            return remote_hold_ns([m.link for m in self._machines.values()
                                   if m.seat is not None])

    def figures(self) -> dict[int, LinkFigures]:
        """seat → its link's delay, jitter and clock error, once measured."""
        with self._lock:
            shown = {m.seat: m.link.figures() for m in self._machines.values()
                     if m.seat is not None}
        return {seat: figures for seat, figures in shown.items() if figures is not None}

    def link(self, seat: int) -> PeerLink | None:
        """The link of the machine at `seat` (for the options' figures and tests)."""
        with self._lock:
            key = self._by_seat.get(seat)
            machine = self._machines.get(key) if key is not None else None
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
            for peer in list(self._machines):
                self._closed(peer)
            if not self._closing:
                with self._lock:
                    self._news.append(Notice(_(RELAY_LOST)))
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
                links = {m.seat: m.link.figures() for m in self._machines.values()
                         if m.seat is not None}
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
                machine = self._machines.get(key)
                silent = machine is not None and not machine.hello and \
                    now_ns() - machine.opened_ns > HELLO_NS
                if silent:
                    del self._machines[key]
                    self.log(f"net: {machine.who}: no hello; forgotten")
                elif machine is not None:
                    ping_id = machine.link.ping(now_ns())
            if machine is None or silent:
                if silent and hasattr(key, "close"):       # straight: its link is closed
                    await key.close(1008, "no hello")
                return
            machine.send(encode("ping", id=ping_id))
            await asyncio.sleep(machine.link.ping_every_s(self.ping_s))

    # -- a machine's messages (on the network thread) ------------------------------------------
    def _opened(self, key, send: Callable[[str], None], who: str) -> bool:
        """A machine connected; False when the host has no room for more (it is refused)."""
        with self._lock:
            if len(self._machines) >= MAX_MACHINES:
                self.log(f"net: {who}: {len(self._machines)} machines already; refused")
                return False
            self._machines[key] = Machine(send, who, opened_ns=now_ns())
            return True

    def _received(self, key, text, arrival_ns: int) -> None:
        with self._lock:
            machine = self._machines.get(key)
            if machine is None:
                return
            if not machine.bucket.allow(arrival_ns):
                self._said.say(machine.who, "rate", f"net: {machine.who}: too many messages a "
                               f"second; dropped", arrival_ns)
                return
            message = decode(text) if isinstance(text, str) and len(text) <= MAX_BYTES else \
                Malformed("too long or binary")
            if isinstance(message, Malformed):
                self._said.say(machine.who, message.why.split(" (")[0][:32],
                               f"net: {machine.who}: {message.why}; dropped", arrival_ns)
                return
            self._act(key, machine, message, arrival_ns)
        self.wake()

    def _act(self, key, machine: Machine, message: Message, arrival_ns: int) -> None:
        if not machine.hello:
            if message.t == "hello":
                self._hello(key, machine, message)
            else:
                self.log(f"net: {machine.who}: {message.t} before hello; dropped")
        elif message.t == "pong":
            machine.link.pong(message["id"], message["clock_us"], arrival_ns)
        elif message.t == "press":
            self._press(machine, message, arrival_ns)
        elif message.t == "name":
            self._named(machine, message["name"])
        elif message.t == "bye":
            self.log(f"net: {machine.who} said goodbye")
        else:
            self.log(f"net: {machine.who}: {message.t} is not a machine's to send; dropped")

    def _hello(self, key, machine: Machine, message: Message) -> None:
        seat, back = (None, False) if message["watch"] else self.seats.arrive(message["token"])
        if seat is None and not message["watch"]:
            machine.send(encode("refused", reason="full"))
            self.log(f"net: {machine.who}: no seat free; refused")
            return
        machine.hello, machine.seat = True, seat
        if seat is not None:
            old = self._by_seat.get(seat)
            if old is not None and old is not key and old in self._machines:
                self._machines[old].seat = None          # a stale link the machine replaced
            self._by_seat[seat] = key
            self._news.append(Plugged(device_of(seat), True) if back else
                              RemoteJoined(seat, player_name(message["name"])))
            if back:
                self._thread.call(self._broadcast, encode("resumed", seat=seat))
        else:
            self._news.append(RemoteJoined(None, player_name(message["name"])))
        token = self.seats.token(seat) if seat is not None else ""
        machine.send(encode("welcome", seat=seat, token=token))
        for text in self.feed.messages:            # the replay so far: it follows from here
            machine.send(text)
        self.log(f"net: {machine.who} " + ("watches" if seat is None else
                                          f"{'is back at' if back else 'took'} seat {seat}"))

    def _named(self, machine: Machine, text: str) -> None:
        name = player_name(text)
        if machine.seat is None:
            self.log(f"net: {machine.who}: a name, but no seat; dropped")
        elif text.strip() and not name:
            self.log(f"net: {machine.who}: a name that cannot be a player's; dropped")
        else:
            self._news.append(RemoteNamed(machine.seat, name))

    def _press(self, machine: Machine, message: Message, arrival_ns: int) -> None:
        if machine.seat is None or message["seat"] != machine.seat:
            self.log(f"net: {machine.who}: a press for seat {message['seat']}, which it does "
                     f"not hold; dropped")
            return
        if message["seq"] <= machine.last_seq:
            self.log(f"net: {machine.who}: press {message['seq']} again; dropped")
            return
        machine.last_seq = message["seq"]
        stamped = machine.link.stamp(message["clock_us"], arrival_ns)
        if stamped.clamped:
            self.log(f"net: {machine.who}: press {message['seq']} {stamped.clamped}")
        self._news.append(RawInput(stamped.t_ns, device_of(machine.seat), message["control"],
                                   message["down"]))

    def _closed(self, key) -> None:
        with self._lock:
            machine = self._machines.pop(key, None)
            if machine is None or machine.seat is None or self._by_seat.get(machine.seat) != key:
                return
            del self._by_seat[machine.seat]
            self._news.append(Plugged(device_of(machine.seat), False))
            if self.in_match:
                self.seats.drop(machine.seat, now_ns())
                self.log(f"net: {machine.who}: the link of seat {machine.seat} dropped")
            else:
                self.seats.release(machine.seat)
                self.log(f"net: {machine.who} left seat {machine.seat} before the match")
        self.wake()

    def _to_seat(self, seat: int, text: str) -> None:
        def send():
            with self._lock:
                key = self._by_seat.get(seat)
                machine = self._machines.get(key) if key is not None else None
            if machine is not None:
                machine.send(text)
        if self._thread is not None:
            self._thread.call(send)

    def _broadcast(self, text: str) -> None:
        with self._lock:
            machines = [m for m in self._machines.values() if m.hello]
        for machine in machines:
            machine.send(text)


async def _quiet_send(ws, text: str) -> None:
    try:
        await ws.send(text)
    except (ConnectionClosed, InvalidHandshake):
        pass
