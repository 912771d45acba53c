"""The host's table and its players on other machines: their links for the plates, a dropped
link's countdown drawn under the pause menu, a seat abandoned, the network's hold, and what
the other machines are told (each close race with its margin, the replay's new lines).

The network is reached as the hub's `network()` source (net.host.NetHost), never imported:
a game that hosts no one never loads game/net.
"""
import math

import pygame

from game.input.device_id import DeviceKind
from game.ui import words
from game.ui.palette import AMBER

LINKS_EVERY_NS = 250_000_000   # how often the plates' links and the countdowns are read
NET_HOLD_NS = 100_000_000      # a net seat's hold until its link is measured (net/peer_link.py)


def net_seats(seats) -> list[int]:
    """The seats played from other machines (device `net:<seat>`)."""
    return [n for n, s in enumerate(seats) if DeviceKind.NET.owns(s.device)]


def net_numbers(seats) -> dict[int, int]:
    """Table seat → the network's seat number its machine holds (`net:<k>` → k): the two may
    differ (a machine whose player joined first sits at the table's seat 0)."""
    found = {}
    for n, s in enumerate(seats):
        device = str(s.device).split("#")[0]
        if DeviceKind.NET.owns(device) and device.partition(":")[2].isdigit():
            found[n] = int(device.partition(":")[2])
    return found


def table_hold(boards_hold: int | None, network_hold: int | None) -> int | None:
    """The engine's hold for a table: the longest of what its boards and its network links
    need (None: neither has been measured)."""
    holds = [h for h in (boards_hold, network_hold) if h is not None]
    return max(holds) if holds else None


class TableNet:
    """One table's players on other machines, as the host sees them."""

    def __init__(self, hub, seats):
        self.hub, self.remote = hub, tuple(net_seats(seats))
        self.number = net_numbers(seats)      # table seat → net seat (the host's words)
        self.table_seat = {k: n for n, k in self.number.items()}
        self.links: dict = {}            # seat → its link's figures (net.peer_link.LinkFigures)
        self.waiting: dict[int, float] = {}     # seat → seconds left for its dropped machine
        self.gone: list[int] = []        # seats whose machine never came back
        self._checked = 0

    @property
    def source(self):
        """The hub's source of this table's remote players; None: it has none."""
        return self.hub.network() if self.remote else None

    def hold_ns(self) -> int | None:
        """How far the engine waits for the slowest link (None: no network, or unmeasured)."""
        source = self.source
        return source.hold_ns() if source is not None else None

    def watch(self, now_ns: int) -> list[int]:
        """Read the links and countdowns (every LINKS_EVERY_NS); the seats abandoned since
        the last call."""
        source = self.source
        if source is None or now_ns < self._checked + LINKS_EVERY_NS:
            return []
        self._checked = now_ns
        links, waiting = self._ours(source.figures()), self._ours(source.waiting(now_ns))
        self.links, self.waiting = links, waiting
        fresh = [seat for seat in self._ours({k: k for k in source.abandoned})
                 if seat not in self.gone]
        self.gone += fresh
        return fresh

    def _ours(self, by_number: dict) -> dict:
        """The host's figures by net seat, as this table's seats."""
        mine = {self.table_seat.get(k): v for k, v in by_number.items()}
        return {seat: v for seat, v in mine.items() if seat in self.remote}

    def hand_over(self, seat: int) -> None:
        """`seat` is a computer player's from now on: no longer waited for, never abandoned."""
        self.remote = tuple(s for s in self.remote if s != seat)
        self.waiting.pop(seat, None)
        self.links.pop(seat, None)
        source = self.hub.network()
        if source is not None and seat in self.number:
            source.give_up(self.number[seat])

    def tell(self, races, lines: list[dict]) -> None:
        """Tell the other machines of each close race shown (effects.RaceShown) and send them
        the replay's new lines."""
        source = self.source
        if source is None:
            return
        for race in races:
            source.raced(race.first, race.second, race.pile, race.margin_ms, race.t)
        source.follow(lines)

    def paused(self, seat: int | None, why: str) -> None:
        # (`seat`: the table's; the other machines' tables are laid out as the host's)
        """The table paused: the other machines show it ("Paused by Ana")."""
        if self.source is not None:
            self.source.table_paused(seat, why)

    def resumed(self) -> None:
        if self.source is not None:
            self.source.table_resumed()

    def draw_countdowns(self, surface, text, names: list[str], panel) -> list:
        """Under the pause menu's `panel`, each dropped link's seconds left for its machine to
        come back, on a pill no wider than the panel (its words on more lines where they need
        it; the seat is abandoned past them). The pills' rects."""
        height = surface.get_height()
        y, pills = panel.bottom + max(8, height // 60), []
        size = max(text.floor(True), height // 24)
        for seat, left in sorted(self.waiting.items()):
            line = words.link_dropped(names[seat], math.ceil(left))
            shown = text.wrapped(line, size, panel.width - size, AMBER, True)
            spot = shown.get_rect(midtop=(panel.centerx, y + size // 4))
            pill = spot.inflate(size, size // 2)
            pygame.draw.rect(surface, (12, 16, 14), pill, border_radius=pill.height // 3)
            pygame.draw.rect(surface, AMBER, pill, max(1, size // 12),
                             border_radius=pill.height // 3)
            surface.blit(shown, spot)
            pills.append(pill)
            y = pill.bottom
        return pills
