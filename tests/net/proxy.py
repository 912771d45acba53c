"""The project's impairment proxy for tests on loopback (the kernel here has no netem).

A TCP proxy on 127.0.0.1: each connection to it is carried to `target`, every chunk held
back by `delay_ms` ± `jitter_ms` (uniform, seeded) in each direction. TCP keeps a stream's
order, so jitter never reorders bytes: a chunk leaves no earlier than the one before it, and a
lost packet is what TCP makes of it, a stall (`stall(ms)`: nothing moves for that long).
`cut()` drops every connection and refuses new ones until `restore()`. Each direction may
have its own delay (`up_ms`: client to target, `down_ms`: back).
"""
from __future__ import annotations

import asyncio
import random

from game.net.loop_thread import LoopThread


class Proxy:
    """An impaired link from a free loopback port to `target` (host, port)."""

    def __init__(self, target: tuple[str, int], delay_ms: float = 0.0, jitter_ms: float = 0.0,
                 *, up_ms: float | None = None, down_ms: float | None = None, seed: int = 1):
        self.target, self.jitter_ms = target, jitter_ms
        self.up_ms = delay_ms if up_ms is None else up_ms
        self.down_ms = delay_ms if down_ms is None else down_ms
        self.random = random.Random(seed)
        self.cut_off = False
        self.stalled_until = 0.0
        self.bytes = 0
        self._writers: set[asyncio.StreamWriter] = set()
        self._thread = LoopThread("test-proxy")
        self.port = self._thread.run(self._listen(), 5)

    @property
    def address(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def cut(self) -> None:
        """Drop every connection now and refuse new ones."""
        self.cut_off = True
        self._thread.run(self._drop_all(), 5)

    def restore(self) -> None:
        self.cut_off = False

    def stall(self, ms: float) -> None:
        """Nothing moves for `ms` (a burst of losses, as TCP lives it)."""
        loop = self._thread.loop
        self._thread.call(lambda: setattr(self, "stalled_until",
                                          max(self.stalled_until, loop.time() + ms / 1000)))

    def close(self) -> None:
        self._thread.run(self._drop_all(), 5)
        self._thread.run(self._stop_server(), 5)
        self._thread.stop()

    async def _listen(self) -> int:
        self._server = await asyncio.start_server(self._carry, "127.0.0.1", 0)
        return self._server.sockets[0].getsockname()[1]

    async def _stop_server(self) -> None:
        self._server.close()
        await self._server.wait_closed()

    async def _drop_all(self) -> None:
        for writer in list(self._writers):
            writer.transport.abort()
        self._writers.clear()

    async def _carry(self, reader, writer) -> None:
        if self.cut_off:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.target)
        except OSError:
            writer.transport.abort()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pump(reader, up_writer, self.up_ms),
                             self._pump(up_reader, writer, self.down_ms),
                             return_exceptions=True)

    async def _pump(self, reader, writer, delay_ms: float) -> None:
        """Read chunks as they come; a sender writes each, in order, when it is due."""
        loop = asyncio.get_running_loop()
        due_chunks: asyncio.Queue = asyncio.Queue()
        sender = loop.create_task(self._send(writer, due_chunks))
        last = 0.0
        try:
            while chunk := await reader.read(65536):
                self.bytes += len(chunk)
                wait = (delay_ms + self.random.uniform(-self.jitter_ms, self.jitter_ms)) / 1000
                last = max(last, loop.time() + max(0.0, wait))
                due_chunks.put_nowait((last, chunk))
            due_chunks.put_nowait((last, b""))
            await sender
        finally:
            sender.cancel()
            writer.transport.abort() if self.cut_off else writer.close()

    async def _send(self, writer, due_chunks: asyncio.Queue) -> None:
        loop = asyncio.get_running_loop()
        while True:
            due, chunk = await due_chunks.get()
            while (wait := max(due, self.stalled_until) - loop.time()) > 0:
                await asyncio.sleep(wait)
            if not chunk:
                return
            if writer.is_closing():
                return
            writer.write(chunk)
