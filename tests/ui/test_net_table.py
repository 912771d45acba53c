"""The host's table with a player on another machine: the engine's hold follows the network,
the links on the name plates, race margins named, a dropped link's countdown and an abandoned
match (kept, not rated)."""
import time

import pygame

from game.input.source import Source
from game.net.messages import decode, encode
from game.net.peer_link import LinkFigures
from game.session import SeatInfo
from game.store.db import connect
from game.ui import words
from game.ui.scenes.operator import link_items
from game.ui.scenes.options import OptionsScene, online_hold_words
from game.ui.scenes.table_net import NET_HOLD_NS, table_hold
from game.ui.scenes.table_scene import TableScene
from game.ui.table.hud import link_words, plate_link, plate_note

MS = 1_000_000


class FakeNetwork(Source):
    """Stands in for net.host.NetHost, as the table asks it (hub.network())."""
    network = True
    margin_ms = 3.0

    def __init__(self, hold=None, links=None, waiting=None):
        super().__init__()
        self.hold, self.links, self.left = hold, links or {}, waiting or {}
        self.abandoned: list[int] = []
        self.races: list[tuple] = []
        self.given: list[int] = []
        self.lines = 0

    def hold_ns(self):
        return self.hold

    def figures(self):
        return dict(self.links)

    def waiting(self, t_ns):
        return dict(self.left)

    def raced(self, first, second, pile, margin_ms, t_ms):
        self.races.append((first, second, pile, margin_ms, t_ms))

    def follow(self, lines):
        self.lines = len(lines)

    def give_up(self, seat):
        self.given.append(seat)

    def table_paused(self, seat, why):
        self.told = getattr(self, "told", []) + [("paused", seat, why)]

    def table_resumed(self):
        self.told = getattr(self, "told", []) + [("resumed",)]


def net_table(app, network=None, **kw) -> TableScene:
    if network is not None:
        app.hub.add_source(network)
    app.hub.join("keyboard", "keyboard_left", seat=0)
    app.hub.join("net:1", "net", seat=1)
    table = TableScene(app.ctx, [SeatInfo("Ana", device="keyboard#keyboard_left", profile="Ana"),
                                 SeatInfo("Bob", device="net:1#net", profile="Bob")], **kw)
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


def test_a_remote_seats_plate_shows_its_link(app):
    network = FakeNetwork(hold=48 * MS, links={1: LinkFigures(42.3, 6.1, 0.6)})
    table = net_table(app, network)
    table.update(time.perf_counter_ns())
    hints = table.hints()
    assert hints[1].link == LinkFigures(42.3, 6.1, 0.6) and hints[0].link is None
    assert plate_link(hints[1]) == "42 ms · ±6 · clock 0.6 ms"
    assert plate_note(hints[1]) == ""                      # the link's row says it is online
    assert plate_link(hints[0]) == "" and plate_note(hints[0]) == "keyboard"
    game = table.session.game
    plain = table.view.hud._plate_image(1, table.view.hud.plate_key(game, 1, None, hints[0]))
    linked = table.view.hud._plate_image(1, table.view.hud.plate_key(game, 1, None, hints[1]))
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(linked, "RGBA")


def test_a_client_feeds_the_same_plate_from_the_hosts_link_message():
    message = decode(encode("link", seat=1, delay_ms=41.6, jitter_ms=5.5, error_ms=2.4))
    figures = LinkFigures.of_message(message)
    assert link_words(figures) == "42 ms · ±6 · clock 2 ms"


def test_a_race_with_a_remote_seat_says_who_lost_by_how_much_and_tells_the_machines(app):
    network = FakeNetwork(hold=48 * MS)
    table = net_table(app, network)
    view = table.view
    assert view.race_words(0, 1, 12.0) == "Ana first\nBob lost by 12 ms"
    assert view.race_words(1, 0, 4.5) == "Bob first\nAna lost by 4.5 ms"
    view.remote = set()
    assert view.race_words(0, 1, 12.0) == "Ana first\nby 12 ms"       # two at one machine
    view._race_banner(0, 3.0, 0, 0.0, 1, 100.0)
    assert view.take_races() == []                 # nothing kept where no one is told
    view.remote = {1}
    now = table.session.start_ns + 4_000_000_000
    view._race_banner(0, 12.0, 1, now / 1e9, 1, 2_500.0)
    assert " ".join(view.fx.banners[("race", 1)].lines) == "Ana first Bob lost by 12 ms"
    table.update(now)
    assert network.races == [(0, 1, 1, 12.0, 2_500.0)]
    assert view.take_races() == []                                   # told once


def test_a_dropped_link_pauses_the_table_with_its_countdown(app):
    network = FakeNetwork(hold=48 * MS)
    table = net_table(app, network)
    now = table.session.start_ns + 4_000_000_000
    table.update(now)
    before = pygame.Surface((1280, 720))
    app.hub.seats[1].paused = True                       # Plugged(net:1, False), as the hub does
    table.update(now + 300 * MS)
    assert table.paused_at is not None and not table.animating()     # nothing counts down
    table.draw(before, now / 1e9)
    network.left = {1: 17.2}
    table.update(now + 600 * MS)
    assert table.net.waiting == {1: 17.2} and table.animating()
    after = pygame.Surface((1280, 720))
    table.draw(after, now / 1e9)
    below = pygame.Rect(0, table.pause_menu.panel.bottom, 1280, 60)     # the countdown's row
    assert pygame.image.tobytes(before.subsurface(below), "RGB") != \
        pygame.image.tobytes(after.subsurface(below), "RGB")
    assert words.link_dropped("Bob", 18) == "Bob's link dropped: 18 seconds to come back"
    app.hub.seats[1].paused = False
    network.left = {}
    table.update(now + 900 * MS)
    assert table.paused_at is None and table.net.waiting == {}
    assert app.messages[-1][0] == "Link back: play on!"


def test_past_the_countdown_the_match_is_abandoned_kept_in_history_not_rated(app):
    network = FakeNetwork(hold=48 * MS)
    table = net_table(app, network)
    now = table.session.start_ns + 4_000_000_000
    table.update(now)
    network.abandoned = [1]
    table.update(now + 300 * MS)
    assert table.abandoned and app.scene.name == "title"
    db = connect()
    try:
        rows = db.execute("SELECT result, rating_before, rating_after FROM match_players "
                          "WHERE profile_id IS NOT NULL ORDER BY seat").fetchall()
        ratings = db.execute("SELECT COUNT(*) FROM ratings").fetchone()[0]
    finally:
        db.close()
    assert [tuple(r) for r in rows] == [("abandoned", None, None)] * 2 and ratings == 0


def test_the_options_show_the_online_hold_while_hosting(app):
    options = OptionsScene(app.ctx)
    assert not any("Online hold" in item.label for items in options.pages.values()
                   for item in items)
    app.hub.add_source(FakeNetwork(hold=48 * MS))
    options = OptionsScene(app.ctx)
    lines = [item.label for items in options.pages.values() for item in items
             if "Online hold" in item.label]
    assert lines == ["Online hold: 48 ms (the slowest link's delay p99 + 3 ms)"]
    assert online_hold_words(None, 3) == "Online hold: not measured yet (no machine has answered)"


def test_a_cabinet_offers_a_computer_player_for_a_dropped_seat_and_play_goes_on(app):
    network = FakeNetwork(hold=48 * MS)
    app.cabinet.enabled = True
    table = net_table(app, network)
    now = table.session.start_ns + 4_000_000_000
    table.update(now)
    assert [i.label for i in table.pause_menu.menu.items] == ["Resume", "Quit to the title screen"]
    app.hub.seats[1].paused = True
    network.left = {1: 17.0}
    table.update(now + 300 * MS)
    offered = [i for i in table.pause_menu.menu.items if i.label == "Computer player for Bob"]
    assert table.paused_at is not None and len(offered) == 1
    offered[0].on_confirm()
    assert 1 in table.session.bots and network.given == [1]
    assert table.paused_at is None and 1 not in app.hub.seats and table.net.remote == ()
    network.left, network.abandoned = {}, [1]            # its countdown would have run out
    table.update(now + 600 * MS)
    assert not table.abandoned and app.scene is table
    assert len(table.pause_menu.menu.items) == 2


def test_the_operator_menu_shows_the_linked_cabinets_link(app):
    assert link_items(app.ctx) == []
    network = FakeNetwork(hold=48 * MS, links={1: LinkFigures(42.3, 6.1, 1.2)})
    app.hub.add_source(network)
    assert [i.label for i in link_items(app.ctx)] == [
        "Linked cabinet, seat 2: 42 ms · ±6 · clock 1 ms"]
    network.left = {1: 12.4}
    assert [i.label for i in link_items(app.ctx)] == [
        "Linked cabinet, seat 2: the link dropped (13 s left)"]
    network.links, network.left = {}, {}
    assert [i.label for i in link_items(app.ctx)] == ["Linked cabinet: none connected yet"]


def test_a_dropped_links_countdown_is_no_wider_than_the_pause_menu_over_it(app):
    """Dutch: "De verbinding van Bob is verbroken: nog 18 seconden om terug te komen" ran on a
    pill four fifths of the window wide under a pause menu much narrower: it wraps to the
    menu's width instead, at its size."""
    from game import i18n
    from game.ui.text import measuring
    assert i18n.use("nl") == "nl"
    try:
        network = FakeNetwork(hold=48 * MS, waiting={1: 17.2})
        table = net_table(app, network)
        now = table.session.start_ns + 4_000_000_000
        app.hub.seats[1].paused = True
        table.update(now)
        table.update(now + 300 * MS)
        assert table.net.waiting == {1: 17.2}
        line = words.link_dropped("Bob", 18)
        with measuring() as boxes:
            table.draw(pygame.Surface((1280, 720)), now / 1e9)
        panel = table.pause_menu.panel
        [(width, height)] = [(w, h) for text, box, w, h, _ in boxes if text == line and box]
        size = max(app.text.floor(True), 720 // 24)
        assert width + size <= panel.width, (width, panel)
        assert height > size                                  # on two lines, not shrunk
    finally:
        i18n.use("en")
