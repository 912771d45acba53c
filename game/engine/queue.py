"""The one time-ordered intent queue: any thread pushes, the engine side pops in `t` order.

Ties are broken by arrival order. An intent that arrives after a later-stamped one was already
popped is still handed out (at once, at the engine's current time) and counted in `late`: the
count tells how much input delay the devices have.
"""
import heapq
import itertools
import threading

from .intents import Intent


class IntentQueue:
    def __init__(self):
        self._heap: list[tuple[float, int, Intent]] = []
        self._arrivals = itertools.count()
        self._lock = threading.Lock()
        self.last_popped: float | None = None
        self.late = 0
        self.late_by_max = 0.0

    def push(self, intent: Intent) -> None:
        """Thread-safe; `intent.t` is a perf_counter_ns timestamp (or any monotonic number)."""
        with self._lock:
            heapq.heappush(self._heap, (intent.t, next(self._arrivals), intent))

    def pop_until(self, t_limit: float | None = None) -> list[Intent]:
        """Every queued intent stamped at or before `t_limit` (all when None), in order."""
        out: list[Intent] = []
        with self._lock:
            heap = self._heap
            while heap and (t_limit is None or heap[0][0] <= t_limit):
                out.append(heapq.heappop(heap)[2])
        for intent in out:
            if self.last_popped is not None and intent.t < self.last_popped:
                self.late += 1
                self.late_by_max = max(self.late_by_max, self.last_popped - intent.t)
            else:
                self.last_popped = intent.t
        return out

    def next_t(self) -> float | None:
        """The stamp of the next intent to pop, or None when the queue is empty."""
        with self._lock:
            return self._heap[0][0] if self._heap else None

    def __len__(self) -> int:
        with self._lock:
            return len(self._heap)

    def clear(self) -> None:
        with self._lock:
            self._heap.clear()
        self.last_popped = None
