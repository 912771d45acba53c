"""A match hosted for other machines, as the app keeps it: the `NetHost` given to the hub as one
more source, the match said on the local network while the join screen is open (nearby.py),
and the replay of the table in play carried to every machine after each frame.

`Hosting.open(hub, …)` starts it (listening straight on `port`, or with a room at `relay`);
`frame(flow)` follows the flow's table and join screen each frame; `close()` ends it (the app
does when the title is alone on screen again). `where` says where friends join, for the join
screen: the room's code, or this machine's address and port.
"""
from __future__ import annotations

import socket
import threading

from game import log as game_log
from game.i18n import N_
from game.input.devices import wake
from game.net.address import DIRECT_PORT
from game.net.host import NetHost
from game.net.remote_machines import RemoteJoined, RemoteNamed, device_of

SEATS = (1, 2, 3)                  # the seats other machines may take (net:1 … net:3)
NAME = N_("Speed at {host}")


def own_address() -> str:
    """This machine's address on its local network (the one a route out would use), or
    127.0.0.1 when it has none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))          # TEST-NET: nothing is sent
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class Hosting:
    """One hosted match: its NetHost in the hub, its nearby advertisement, its replay feed."""

    def __init__(self, hub, host: NetHost, address: str, log=game_log.write) -> None:
        self.hub, self.host, self.address, self.log = hub, host, address, log
        self.advertised = None
        self._lines = None                 # the table's replay lines being followed
        self.names: dict[str, str] = {}    # device (net:<seat>) → the name its machine gave
        self.problem = ""

    @classmethod
    def open(cls, hub, *, relay: str | None = None, port: int = DIRECT_PORT,
             bind: str = "0.0.0.0") -> "Hosting":
        """Host: straight on `bind`:`port`, or at `relay` (a URL). `problem` says why not."""
        host = NetHost(SEATS, relay=relay, wake=wake) if relay else \
            NetHost(SEATS, listen=(bind, port), wake=wake)
        hosting = cls(hub, host, own_address() if bind == "0.0.0.0" else bind)
        hub.add_source(host)
        if host.errors:
            from game.i18n import _
            hosting.problem = _("Cannot host a match here: {why}").format(
                why=host.errors[-1].removeprefix("net: cannot host: "))
        return hosting

    @property
    def running(self) -> bool:
        return self.host.port is not None or self.host.code is not None

    @property
    def where(self) -> str:
        """What friends type to join: the room's code, or this machine's address."""
        if self.host.code:
            return self.host.code
        return f"{self.address}:{self.host.port}" if self.host.port else ""

    def heard(self, news) -> None:
        """The host's news for the screens: a machine took a seat, or its player named
        themselves (a guest: the seat's own name again)."""
        if isinstance(news, RemoteNamed) and not news.name.strip():
            self.names.pop(device_of(news.seat), None)
        elif isinstance(news, (RemoteJoined, RemoteNamed)) and news.seat is not None and \
                news.name.strip():
            self.names[device_of(news.seat)] = news.name.strip()

    def frame(self, flow) -> bool:
        """Each frame: the table in play's new replay lines to every machine; the match said
        nearby while the join screen is on show. False once the title is alone on screen
        again: the hosting is over (the app closes it)."""
        table = flow.table()
        self.host.in_match = table is not None        # before it: a machine that leaves
        lines = table.session.lines if table is not None and table.session else self._lines
        if getattr(flow.ctx.scene, "name", "") == "title" and len(flow.stack) == 1:
            if lines is not None:               # the last lines (an `end` written leaving)
                self.host.follow(lines)
            return False
        if lines is not None:               # (the table just left: its last lines too)
            if lines is not self._lines:
                self.host.new_replay()         # a new match: its file from line 0
                self._lines = lines
            self.host.follow(lines)
        joining = getattr(flow.ctx.scene, "name", "") == "join"
        if joining and self.host.abandoned:
            self.host.offer_abandoned()         # a machine that left before the match
        if joining and self.advertised is None and self.host.port:
            self._advertise(flow.ctx.settings["game", "variant"])
        elif not joining and self.advertised is not None:
            self._quiet()
        return True

    def _advertise(self, variant: str) -> None:
        from game.i18n import _
        from game.net.nearby import Advertised       # zeroconf: read only when it is needed
        try:
            self.advertised = Advertised(_(NAME).format(host=socket.gethostname()),
                                         self.address, self.host.port, variant, len(SEATS))
        except Exception as error:                  # noqa: BLE001 - no mDNS here: said, go on
            self.log(f"net: cannot say the match nearby: {error}")
            self.advertised = False

    def _quiet(self) -> None:
        """Say no more (unregistering waits on the network: on a thread of its own)."""
        if self.advertised:
            threading.Thread(target=self.advertised.close, name="speed-mdns-close",
                             daemon=True).start()
        self.advertised = None

    def close(self) -> None:
        self._quiet()
        self.hub.remove_source(self.host)
