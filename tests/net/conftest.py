"""A host, its machines and the impaired links between them, all on loopback."""
import pytest

from game.input.raw_input import now_ns
from game.net.client import NetClient
from game.net.host import NetHost
from tests.net.proxy import Proxy
from tests.waiting import wait_for


class Table:
    """A host listening on loopback, the news it handed the hub, its log."""

    def __init__(self, seats=(1,), pause_ns=20_000_000_000, **where):
        self.lines: list[str] = []
        where = where or {"listen": ("127.0.0.1", 0)}
        self.host = NetHost(seats, ping_s=0.02, pause_ns=pause_ns, log=self.lines.append,
                            **where)
        self.host.start()
        self.news: list = []
        self.proxies: list[Proxy] = []
        self.clients: list[NetClient] = []

    def link(self, delay_ms=0.0, jitter_ms=0.0, **kw) -> Proxy:
        proxy = Proxy(("127.0.0.1", self.host.port), delay_ms, jitter_ms, **kw)
        self.proxies.append(proxy)
        return proxy

    def machine(self, url: str, offset_s=7.0, drift_ppm=100.0, **kw) -> NetClient:
        """A machine with a clock of its own, offset and drifting."""
        def clock_ns():
            return int(offset_s * 1e9 + now_ns() * (1 + drift_ppm * 1e-6))
        client = NetClient(url, clock_ns=clock_ns, log=self.lines.append, **kw)
        self.clients.append(client)
        return client

    def poll(self) -> list:
        fresh = self.host.drain(now_ns())
        self.news += fresh
        return fresh

    def until(self, predicate, seconds=5.0) -> bool:
        return wait_for(lambda: self.poll() is not None and predicate(), seconds)

    def of(self, kind) -> list:
        return [item for item in self.news if isinstance(item, kind)]

    def close(self) -> None:
        for client in self.clients:
            client.close()
        self.host.stop()
        for proxy in self.proxies:
            proxy.close()


@pytest.fixture
def table():
    made: list[Table] = []

    def make(**kw) -> Table:
        made.append(Table(**kw))
        return made[-1]
    yield make
    for each in made:
        each.close()
