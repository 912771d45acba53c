"""An asyncio event loop on a thread of its own: the network's, beside the game's main loop."""
from __future__ import annotations

import asyncio
import threading


class LoopThread:
    """Runs coroutines for a caller on another thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self.thread.start()

    def run(self, coro, timeout: float):
        """Run `coro` on the loop and wait for its result (its exception raised here)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def spawn(self, coro):
        """Start `coro` on the loop; its concurrent future."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, function, *args) -> None:
        """Call `function(*args)` on the loop's thread soon."""
        self.loop.call_soon_threadsafe(function, *args)

    def stop(self, timeout: float = 2.0) -> None:
        """Cancel what runs, stop the loop and wait for its thread."""
        async def cancel_all():
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        if self.loop.is_running():
            try:
                self.run(cancel_all(), timeout)
            except Exception:          # noqa: BLE001 - stopping: whatever is left is dropped
                pass
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)
        if not self.thread.is_alive():
            self.loop.close()
