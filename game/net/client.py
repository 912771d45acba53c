"""A machine's side: joins a host (straight, or by a room code at a relay), answers its pings
with its own clock, sends its presses stamped by that clock, and keeps what the host says.

`clock_ns` is the machine's own timeline (perf_counter_ns; a test gives each simulated machine
a clock of its own, offset and drifting). A press is stamped where it happened, in that clock,
in whole µs. A dropped link is tried again with the seat's token every RETRY_S until
`give_up_s` (the host keeps the seat that long); a refusal or the host's goodbye ends it.
Everything the host says (welcome, verdicts, events, pauses) waits in `take()` for the game
thread, but the replay's lines, put together in `replay` (feed.py); `state` says where the link is: "connecting", "playing", "lost", "refused", "closed".
"""
from __future__ import annotations

import asyncio
import collections
import threading
from collections.abc import Callable

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import log as game_log
from game.input.actions import CABINET_ACTIONS
from game.input.raw_input import now_ns
from game.net.feed import FeedReader
from game.net.loop_thread import LoopThread
from game.net.messages import ENVELOPE_BYTES, Malformed, Message, decode, encode

RETRY_S = 0.25
GIVE_UP_S = 20.0
OPEN_S = 5.0


class NetClient:
    """One machine's link to a host."""

    def __init__(self, url: str, *, code: str | None = None, name: str = "",
                 token: str = "", watch: bool = False, clock_ns: Callable[[], int] = now_ns,
                 give_up_s: float = GIVE_UP_S, log: Callable[[str], None] = game_log.write,
                 own_clock: Callable[[int], int] | None = None):
        """`own_clock`: this machine's perf_counter_ns → the clock its stamps are sent on
        (net/machine_clock.py; None: as it is); it also makes `clock_ns`."""
        self.url, self.code, self.name, self.watch = url, code, name[:64], watch
        self.own_clock = own_clock or (lambda t_ns: t_ns)
        if own_clock is not None:
            clock_ns = lambda: own_clock(now_ns())      # noqa: E731
        self.token, self.clock_ns, self.give_up_s, self.log = token, clock_ns, give_up_s, log
        self.seat: int | None = None
        self.state = "connecting"
        self.reason = ""                  # why it was refused or lost, a code
        self._seq = 0
        self._inbox: collections.deque[Message] = collections.deque(maxlen=1024)
        self._ws = None
        self._welcomed = threading.Event()
        self.replay = FeedReader()        # the host's replay, as it is played
        self.links: dict[int, Message] = {}     # seat → its link's figures (`link`), name plates
        self.paused: dict[int, float] = {}      # seat → seconds left for its dropped machine
        self._thread = LoopThread("speed-net-client")
        self._thread.spawn(self._run())

    # -- the game thread's calls --------------------------------------------------------------
    def wait_welcome(self, timeout: float) -> bool:
        """Wait until the host gave a seat (or a place to watch); False if not within it."""
        return self._welcomed.wait(timeout)

    def press(self, control: str, t_ns: int | None = None, down: bool = True) -> int:
        """Send a press of `control` made at `t_ns` on this machine's clock (default: now);
        its sequence number (the host's verdict names it)."""
        stamp = self.clock_ns() if t_ns is None else self.own_clock(t_ns)
        self._seq += 1
        if self.seat is not None:
            self.send(encode("press", seq=self._seq, seat=self.seat, control=control[:64],
                             clock_us=max(0, stamp // 1000), down=down))
        return self._seq

    def play(self, press) -> list[int]:
        """Send what a press of this machine's own devices plays (`input/raw_input.Press`:
        its seat actions, looked up here in this machine's layouts), stamped when it was made
        (its `t_ns` is this machine's clock); the host's net layout takes each action as a
        control of the same name. Cabinet actions stay here. The sequence numbers sent."""
        return [self.press(action, press.t_ns) for action in press.actions
                if action not in CABINET_ACTIONS]

    def rename(self, name: str) -> None:
        """This machine's player is now `name` ("": a guest): the host's join screen and table
        name the seat so (and a hello after a dropped link says it again)."""
        self.name = name[:64]
        self.send(encode("name", name=self.name))

    def send(self, text: str) -> None:
        """Send a message as it is (tests send hostile ones)."""
        self._thread.call(self._send_now, text)

    def take(self) -> list[Message]:
        """What the host said since the last call."""
        taken = []
        while self._inbox:
            taken.append(self._inbox.popleft())
        return taken

    def close(self) -> None:
        if self.state not in ("refused", "closed"):
            self.state = "closed"
        try:
            self._thread.run(self._goodbye(), OPEN_S)
        except (TimeoutError, ConnectionClosed):
            pass
        self._thread.stop()

    # -- the network thread --------------------------------------------------------------------
    def _send_now(self, text: str) -> None:
        if self._ws is not None:
            asyncio.ensure_future(_quiet_send(self._ws, text))

    async def _goodbye(self) -> None:
        if self._ws is not None:
            await _quiet_send(self._ws, encode("bye"))
            await self._ws.close()

    async def _run(self) -> None:
        lost_at: float | None = None
        while self.state not in ("refused", "closed"):
            try:
                await self._session()
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError,
                    ConnectionClosed) as error:
                self.reason = type(error).__name__
            if self.state in ("refused", "closed"):
                break
            loop_now = asyncio.get_running_loop().time()
            lost_at = loop_now if lost_at is None or self.state == "playing" else lost_at
            self.state = "lost"
            if loop_now - lost_at >= self.give_up_s:
                self.log(f"net: the host was lost ({self.reason or 'no answer'})")
                break
            await asyncio.sleep(RETRY_S)

    async def _session(self) -> None:
        async with connect(self.url, proxy=None, compression=None, open_timeout=OPEN_S,
                           max_size=ENVELOPE_BYTES) as ws:
            self._ws = ws
            try:
                if self.code:
                    await ws.send(encode("join", code=self.code[:64]))
                await ws.send(encode("hello", name=self.name, token=self.token,
                                     watch=self.watch))
                async for text in ws:
                    self._heard(ws, text)
            except ConnectionClosed:
                pass
            finally:
                self._ws = None
            if ws.close_code == 1001 and self.state == "playing":
                self.reason = "host-left"
            elif ws.close_code == 1008 and self.state != "closed":    # refused, said or not
                self.state, self.reason = "refused", self.reason or ws.close_reason[:64]

    def _heard(self, ws, text) -> None:
        message = decode(text) if isinstance(text, str) else Malformed("binary frame")
        if isinstance(message, Malformed):
            self.log(f"net: the host sent {message.why}; dropped")
        elif message.t == "ping":        # answered at once, stamped as late as possible
            asyncio.ensure_future(_quiet_send(ws, encode(
                "pong", id=message["id"], clock_us=self.clock_ns() // 1000)))
        elif message.t == "welcome":
            self.seat, self.token, self.state = message["seat"], message["token"], "playing"
            self._inbox.append(message)
            self._welcomed.set()
        elif message.t == "link":
            self.links[message["seat"]] = message
        elif message.t == "paused":
            self.paused[message["seat"]] = message["left_ms"] / 1000
        elif message.t == "resumed":
            self.paused.pop(message["seat"], None)
        elif message.t == "line":
            if not self.replay.take(message):
                self.log(f"net: {self.replay.problem}")
        elif message.t == "refused":
            self.state, self.reason = "refused", message["reason"]
            self._inbox.append(message)
            asyncio.ensure_future(ws.close())
        else:
            self._inbox.append(message)


async def _quiet_send(ws, text: str) -> None:
    try:
        await ws.send(text)
    except ConnectionClosed:
        pass
