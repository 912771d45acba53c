"""The host's table with a player on another machine: the engine's hold follows the network,
the links on the name plates, race margins named, a dropped link's countdown and an abandoned
match (kept, not rated)."""
import time

from game.input.source import Source
from game.net.peer_link import LinkFigures
from game.session import SeatInfo
from game.ui.scenes.table_scene import NET_HOLD_NS, TableScene, table_hold

MS = 1_000_000


class FakeNetwork(Source):
    """Stands in for net.host.NetHost, as the table asks it (hub.network())."""
    network = True

    def __init__(self, hold=None, links=None, waiting=None):
        super().__init__()
        self.hold, self.links, self.left = hold, links or {}, waiting or {}
        self.abandoned: list[int] = []
        self.sent: list[str] = []

    def hold_ns(self):
        return self.hold

    def figures(self):
        return dict(self.links)

    def waiting(self, t_ns):
        return dict(self.left)

    def broadcast(self, text):
        self.sent.append(text)


def net_table(app, network=None, **kw) -> TableScene:
    if network is not None:
        app.hub.add_source(network)
    app.hub.join("net:1", "net", seat=1)
    table = TableScene(app.ctx, [SeatInfo("Ana", device="keyboard#keyboard_left"),
                                 SeatInfo("Bob", device="net:1#net")], **kw)
    app.switch(table)
    return table


def test_the_longer_of_the_boards_and_the_networks_hold():
    assert table_hold(None, None) is None
    assert table_hold(3 * MS, None) == 3 * MS
    assert table_hold(3 * MS, 48 * MS) == 48 * MS
    assert table_hold(60 * MS, 48 * MS) == 60 * MS


def test_a_net_seat_holds_the_engine_by_the_networks_hold(app):
    network = FakeNetwork(hold=None)
    table = net_table(app, network)
    assert table.session.hold_ns == NET_HOLD_NS          # not measured yet: the default
    now = time.perf_counter_ns()
    table.update(now)
    assert table.session.hold_ns == NET_HOLD_NS
    network.hold = 48 * MS
    table.update(now + 300 * MS)
    assert table.session.hold_ns == 48 * MS
    engine = table.session._engine_ns
    network.hold = 20 * MS
    table.update(now + 600 * MS)
    assert table.session.hold_ns == 20 * MS and table.session._engine_ns >= engine


def test_a_table_without_a_net_seat_never_asks_the_network(app):
    network = FakeNetwork(hold=48 * MS)
    app.hub.add_source(network)
    table = TableScene(app.ctx, [SeatInfo("Ana", device="keyboard#keyboard_left"),
                                 SeatInfo("Cleo", "bot", level="easy")])
    app.switch(table)
    table.update(time.perf_counter_ns())
    assert table.session.hold_ns == 0
    assert app.hub.network() is network
