"""The machines connected to a host, and what their messages do there. No network and no
thread here: the host hands in each connection's opening, every text it sends and its close,
under the host's lock; what a machine is told goes to its own `send`.

A machine is known by its connection's key (its websocket, or its peer number at a relay).
Each text is checked first: one past the machine's rate (RATE a second beyond a BURST), too
long, binary or malformed gets one log line (said.py: one a second of a kind) and changes
nothing. A machine says hello first: a player is given a seat of those offered
(remote_seats.py) and its token, a watcher none, and either is sent the replay so far. Then
its pongs feed its link (peer_link.py), its presses become `RawInput`s on the host's timeline,
device "net:<seat>" (a press for a seat it does not hold, or one again, is dropped), and a
name for its seat a `RemoteNamed`. A seated machine gone unplugs its seat's device: in a match
the seat's countdown starts, before one the seat is free again at once. What the hub must hear
waits in `news`.
"""
from __future__ import annotations

import collections
from collections.abc import Callable
from dataclasses import dataclass, field

from game.input.raw_input import RawInput, now_ns
from game.input.source import Plugged
from game.net.messages import MAX_BYTES, Malformed, Message, decode, encode
from game.net.peer_link import PeerLink
from game.net.rate import Bucket
from game.net.remote_seats import RemoteSeats
from game.net.said import Said
from game.store.profiles import as_typed, name_fault

RATE, BURST = 60.0, 120.0          # a machine's messages a second (presses, pongs)
MAX_MACHINES = 16                  # players and watchers at once


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


class RemoteMachines:
    """The connected machines by key, the seat each holds, and the hub's news of them."""

    def __init__(self, seats: RemoteSeats, log: Callable[[str], None],
                 replay: Callable[[], list[str]], tell_everyone: Callable[[str], None]) -> None:
        self.seats, self.log = seats, log
        self.replay = replay                  # the replay's messages so far (feed.py)
        self.tell_everyone = tell_everyone    # one message to every machine, sent soon after
        self.by_key: dict[object, Machine] = {}
        self.by_seat: dict[int, object] = {}
        self.news: collections.deque = collections.deque()   # for the hub; the host's too
        self._said = Said(log)

    # -- what the host reads ---------------------------------------------------------------------
    def at_seat(self, seat: int) -> Machine | None:
        """The machine at `seat`, if one is there."""
        key = self.by_seat.get(seat)
        return self.by_key.get(key) if key is not None else None

    def seated(self) -> list[Machine]:
        """The machines that hold a seat."""
        return [m for m in self.by_key.values() if m.seat is not None]

    def listening(self) -> list[Machine]:
        """The machines that said hello: every machine the table's messages go to."""
        return [m for m in self.by_key.values() if m.hello]

    # -- a connection opened, spoke, closed ------------------------------------------------------
    def opened(self, key, send: Callable[[str], None], who: str) -> bool:
        """A machine connected; False when the host has no room for more (it is refused)."""
        if len(self.by_key) >= MAX_MACHINES:
            self.log(f"net: {who}: {len(self.by_key)} machines already; refused")
            return False
        self.by_key[key] = Machine(send, who, opened_ns=now_ns())
        return True

    def received(self, key, text, arrival_ns: int) -> bool:
        """A text from the machine at `key`; whether it was acted on (dropped: False)."""
        machine = self.by_key.get(key)
        if machine is None:
            return False
        if not machine.bucket.allow(arrival_ns):
            self._said.say(machine.who, "rate", f"net: {machine.who}: too many messages a "
                           f"second; dropped", arrival_ns)
            return False
        message = decode(text) if isinstance(text, str) and len(text) <= MAX_BYTES else \
            Malformed("too long or binary")
        if isinstance(message, Malformed):
            self._said.say(machine.who, message.why.split(" (")[0][:32],
                           f"net: {machine.who}: {message.why}; dropped", arrival_ns)
            return False
        self._act(key, machine, message, arrival_ns)
        return True

    def closed(self, key, in_match: bool) -> bool:
        """The machine at `key` is gone; whether it held a seat (its device now unplugged:
        `in_match`, the seat's countdown starts; before a match, the seat is free again)."""
        machine = self.by_key.pop(key, None)
        if machine is None or machine.seat is None or self.by_seat.get(machine.seat) != key:
            return False
        del self.by_seat[machine.seat]
        self.news.append(Plugged(device_of(machine.seat), False))
        if in_match:
            self.seats.drop(machine.seat, now_ns())
            self.log(f"net: {machine.who}: the link of seat {machine.seat} dropped")
        else:
            self.seats.release(machine.seat)
            self.log(f"net: {machine.who} left seat {machine.seat} before the match")
        return True

    # -- what a message does ---------------------------------------------------------------------
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
            old = self.by_seat.get(seat)
            if old is not None and old is not key and old in self.by_key:
                self.by_key[old].seat = None             # a stale link the machine replaced
            self.by_seat[seat] = key
            self.news.append(Plugged(device_of(seat), True) if back else
                             RemoteJoined(seat, player_name(message["name"])))
            if back:
                self.tell_everyone(encode("resumed", seat=seat))
        else:
            self.news.append(RemoteJoined(None, player_name(message["name"])))
        token = self.seats.token(seat) if seat is not None else ""
        machine.send(encode("welcome", seat=seat, token=token))
        for text in self.replay():                 # the replay so far: it follows from here
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
            self.news.append(RemoteNamed(machine.seat, name))

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
        self.news.append(RawInput(stamped.t_ns, device_of(machine.seat), message["control"],
                                  message["down"]))
