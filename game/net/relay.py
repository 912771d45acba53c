"""`speed relay`: one process, one port, rooms by a short code. It forwards and never decides.

A host opens a room (`open` → `room` with its code); a machine joins it by the code (`join`).
From then on the relay carries text: each of a machine's messages goes to the host as
`from` {peer, m}, and the host's `to` {peer, m} goes to that machine (peer -1: to all). It never
reads the game's messages inside (the host checks them); it only keeps its own limits: so many
rooms, so many machines a room, so long a message, so many messages a second a connection.
Whatever breaks a limit is dropped with a log line (a flood of one kind: one line a second,
counting the rest); the room goes on. A room ends with
its host; a machine leaving is told to the host (`peer` {peer, up: false}).
"""
from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.input.raw_input import now_ns
from game.net.messages import (ENVELOPE_BYTES, MAX_BYTES, MAX_INT, VERSION, Malformed, decode,
                               encode)
from game.net.rate import Bucket
from game.net.said import Said
from game.net.room_code import CODE_LENGTH, CODE_LETTERS

FRAME_BYTES = 65_536      # longer frames close the connection (websockets' own limit)
HELLO_S = 10.0            # the first message (open or join) comes within this


@dataclass(frozen=True, slots=True)
class Limits:
    """What one relay allows."""
    rooms: int = 2000
    peers: int = 8             # machines in a room besides its host (players and watchers)
    rate: float = 100.0        # a machine's messages a second...
    burst: float = 200.0       # ...beyond a burst of this many
    host_rate: float = 1000.0  # a host speaks to every machine of its room
    host_burst: float = 2000.0


@dataclass
class Room:
    code: str
    host: ServerConnection
    peers: dict[int, ServerConnection] = field(default_factory=dict)
    next_peer: int = 1


class Relay:
    """The rooms of one relay process; `handler` serves one websocket connection."""

    def __init__(self, limits: Limits = Limits(), log: Callable[[str], None] = print) -> None:
        self.limits, self.log = limits, log
        self.rooms: dict[str, Room] = {}
        self.dropped = 0           # messages refused (malformed, too long, too frequent)
        self._said = Said(log)

    async def handler(self, ws: ServerConnection) -> None:
        who = _who(ws)
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_S)
        except (asyncio.TimeoutError, ConnectionClosed):
            return
        hello = decode(first, ENVELOPE_BYTES)
        if isinstance(hello, Malformed) or hello.t not in ("open", "join"):
            why = hello.why if isinstance(hello, Malformed) else f"{hello.t} before open or join"
            self.log(f"relay: {who}: {why}; closed")
            await _refuse(ws, "bad-hello")
            return
        if hello.t == "open":
            await self._host(ws, who)
        else:
            await self._peer(ws, who, str(hello["code"]).upper())

    # -- a room's host -------------------------------------------------------------------------
    async def _host(self, ws: ServerConnection, who: str) -> None:
        if len(self.rooms) >= self.limits.rooms:
            self.log(f"relay: {who}: no room opened, the relay holds {len(self.rooms)}")
            await _refuse(ws, "relay-full")
            return
        room = Room(self._new_code(), ws)
        self.rooms[room.code] = room
        bucket = Bucket(self.limits.host_rate, self.limits.host_burst)
        try:
            await ws.send(encode("room", code=room.code))
            async for text in ws:
                if self._admitted(text, bucket, who):
                    await self._from_host(room, text, who)
        except ConnectionClosed:
            pass
        finally:
            del self.rooms[room.code]
            for peer in list(room.peers.values()):
                await peer.close(1001, "the host left")

    async def _from_host(self, room: Room, text: str, who: str) -> None:
        opened = opened_envelope(text)
        if opened is None:                       # the checked decode says why
            message = decode(text, ENVELOPE_BYTES)
            self._drop(who, "envelope", message.why if isinstance(message, Malformed) else
                       f"{message.t} from a host")
            return
        peer, inside = opened
        targets = list(room.peers.values()) if peer == -1 else \
            [room.peers[peer]] if peer in room.peers else []
        for target in targets:
            await self._send(target, inside)

    # -- a machine in a room -------------------------------------------------------------------
    async def _peer(self, ws: ServerConnection, who: str, code: str) -> None:
        room = self.rooms.get(code)
        if room is None or len(room.peers) >= self.limits.peers:
            self.log(f"relay: {who}: " + ("no room " + code[:8] if room is None else
                                          f"room {code} is full"))
            await _refuse(ws, "no-room" if room is None else "room-full")
            return
        peer, room.next_peer = room.next_peer, room.next_peer + 1
        room.peers[peer] = ws
        bucket = Bucket(self.limits.rate, self.limits.burst)
        await self._send(room.host, encode("peer", peer=peer, up=True))
        try:
            async for text in ws:
                if self._admitted(text, bucket, who):
                    await self._send(room.host, carried(peer, text))
        except ConnectionClosed:
            pass
        finally:
            room.peers.pop(peer, None)
            if self.rooms.get(code) is room:
                await self._send(room.host, encode("peer", peer=peer, up=False))

    # -- limits --------------------------------------------------------------------------------
    def _admitted(self, text, bucket: Bucket, who: str) -> bool:
        """Is this frame text, short enough and within the connection's rate?"""
        if isinstance(text, bytes):
            self._drop(who, "binary", "a binary frame")
        elif len(text) > MAX_BYTES:
            self._drop(who, "long", f"a message of {len(text)} characters")
        elif not bucket.allow(now_ns()):
            self._drop(who, "rate", "too many messages a second")
        else:
            return True
        return False

    def _drop(self, who: str, kind: str, why: str) -> None:
        """One message dropped, said (a flood of one kind: one line a second, said.py)."""
        self.dropped += 1
        self._said.say(who, kind, f"relay: {who}: {why}; dropped", now_ns())

    @staticmethod
    async def _send(ws: ServerConnection, text: str) -> None:
        """Send, in order: a slow receiver slows the one who speaks to it (TCP's own
        back-pressure), never the relay's other rooms. A closed one is its own reader's news."""
        try:
            await ws.send(text)
        except ConnectionClosed:
            pass

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
            if code not in self.rooms:
                return code


def opened_envelope(text: str) -> tuple[int, str] | None:
    """A host's `to` {peer, m} as (peer, m), or None for anything else: the check `decode`
    makes of a `to`, without its general walk through SCHEMA (the hot path)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if type(data) is not dict or len(data) != 4 or data.get("v") != VERSION or \
            data.get("t") != "to":
        return None
    peer, inside = data.get("peer"), data.get("m")
    if type(peer) is not int or not -1 <= peer <= MAX_INT or type(inside) is not str or \
            len(inside) > MAX_BYTES:
        return None
    return peer, inside


def carried(peer: int, text: str) -> str:
    """A machine's message in its envelope to the host: `from` {peer, m}, made without the
    check `encode` makes (an int and a string within MAX_BYTES always fit): the hot path."""
    return f'{{"v":{VERSION},"t":"from","peer":{peer},"m":{json.dumps(text, ensure_ascii=False)}}}'


def _who(ws: ServerConnection) -> str:
    address = ws.remote_address
    return f"{address[0]}:{address[1]}" if address else "?"


async def _refuse(ws: ServerConnection, reason: str) -> None:
    try:
        await ws.send(encode("refused", reason=reason))
        await ws.close(1008, reason)
    except ConnectionClosed:
        pass


async def serve_relay(host: str, port: int, relay: Relay, started=None) -> None:
    """Serve until cancelled; `started(port)` is called once listening (port 0: any free)."""
    async with serve(relay.handler, host, port, max_size=FRAME_BYTES, compression=None,
                     ping_interval=5, ping_timeout=10) as server:
        if started is not None:
            started(server.sockets[0].getsockname()[1])
        await asyncio.Future()


def run(host: str, port: int, limits: Limits = Limits()) -> int:
    """`speed relay`: serve in the foreground until interrupted."""
    def started(bound: int) -> None:
        print(f"speed relay: listening on {host}:{bound} (up to {limits.rooms} rooms)",
              flush=True)
    try:
        asyncio.run(serve_relay(host, port, Relay(limits), started))
    except OSError as error:
        print(f"speed relay: cannot listen on {host}:{port}: {error.strerror or error}")
        return 2
    return 0
