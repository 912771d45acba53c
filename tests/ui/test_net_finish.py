"""Playing across machines, finished: a joined player names themselves on their own machine
and the host's join screen follows; a pause on either side is shown on both; the margin of a
race lost is the host's; a machine that leaves before the match frees its seat quietly."""
from game.net.remote_machines import RemoteJoined, RemoteNamed
from game.ui import text_input
from game.ui.scenes.join import JoinScene
from tests.ui.screen import feed, keys, type_text
from tests.ui.test_client_table import Client, table


def in_play(app, tmp_path, sit) -> tuple:
    """A joined machine's (client, table scene): seated by `sit`, the host's match past its
    countdown."""
    from game.net.live_replay import COUNTDOWN_MS
    from tests.ui.test_client_table import host_replay, lines_of
    client = Client(seat=1)
    scene = table(app, client)
    sit()
    client.replay.lines = lines_of(host_replay(tmp_path, 3))
    app.step()
    scene.live.offset_ms += COUNTDOWN_MS + 100
    app.step()
    return client, scene


def test_a_joined_player_types_their_name_on_their_machine_and_it_is_sent(app):
    client = Client(seat=1)
    scene = table(app, client)
    keys(app, "a")                                   # the left keyboard takes the seat
    assert client.sent == ["slot1"] and scene.pickers[0].shown() == "◂ Player 2 ▸"
    keys(app, "r", "e")                              # New name…, opened: the keyboard types
    assert text_input._state["on"] is True
    type_text(app, "Bo")
    assert client.sent == ["slot1"] and client.names == []     # typing sends no press
    keys(app, "return")
    assert client.names == ["Bo"] and scene.pickers[0].profile == "Bo"
    assert text_input._state["on"] is False
    keys(app, "w")                                   # back to the guest
    assert client.names == ["Bo", ""] and client.sent == ["slot1"]
    lines = scene._picker_lines()
    assert lines[0] == "◂ Player 2 ▸" and "W or R to change" in lines[1]
    app.step()                                       # the waiting page draws it


def test_a_pad_player_picks_a_remembered_name_with_the_shoulders(app):
    from game.store.db import connect
    from game.store.profiles import create
    with connect() as db:
        create(db, "Ana")
    client = Client(seat=1)
    scene = table(app, client)
    feed(app, "pad:7", "a")
    feed(app, "pad:7", "rightshoulder")
    assert client.names == ["Ana"] and scene.pickers[0].profile == "Ana"


def test_the_hosts_join_screen_names_the_remote_seat_as_its_machine_says(app):
    app.settings["online", "port"] = 0
    from game.net import command
    assert command.host(app.ctx, None, 0)
    join = app.scene
    assert isinstance(join, JoinScene)
    app.ctx.hosting.heard(RemoteJoined(1, "Bo"))
    feed(app, "net:1", "slot1")                      # the machine's first press: a seat
    seat = next(i for i, s in app.hub.seats.items() if s.device == "net:1")
    assert join.seats[seat].name == "Bo" and seat not in join.pickers
    app.ctx.hosting.heard(RemoteNamed(1, "Søren"))
    app.step()
    assert join.seats[seat].name == "Søren"
    app.ctx.hosting.heard(RemoteNamed(1, ""))
    app.step()
    assert join.seats[seat].name == f"Player {seat + 1}"
    app.ctx.hosting.close()
    app.ctx.hosting = None


# -- a pause, on either side ------------------------------------------------------------------
def test_a_net_seats_pause_pauses_the_hosts_table_and_every_machine_is_told(app):
    from tests.ui.test_net_table import FakeNetwork, net_table
    network = FakeNetwork(hold=5_000_000)
    table = net_table(app, network)
    feed(app, "net:1", "pause")                      # the joined player's pause
    assert table.paused_at is not None and network.told == [("paused", 1, "pause")]
    feed(app, "net:1", "pause")                      # … again: play on
    assert table.paused_at is None and network.told[-1] == ("resumed",)
    keys(app, "escape")                              # the host's own player
    assert network.told[-1] == ("paused", 0, "pause")


def test_the_client_shows_the_hosts_pause_its_clock_stands_still_and_its_pause_is_sent(
        app, tmp_path):
    from game.net.messages import Message
    client, scene = in_play(app, tmp_path, lambda: keys(app, "a"))
    client.races.append(Message("table_paused", {"seat": 0, "why": "pause"}))
    app.step()
    assert scene._halted_words() == "Paused by Ana"
    frozen = scene.live.game_ms(scene.live.frozen_at)
    assert scene.live.game_ms(scene.live.frozen_at + 5000) == frozen
    client.sent.clear()
    keys(app, "a")                                   # a card: not while the table is paused
    assert client.sent == [] and not scene.moves.pending
    keys(app, "escape")                              # its pause: to the host, no leaving asked
    assert client.sent == ["pause"] and scene.leave_asked is None
    client.races.append(Message("table_resumed", {}))
    app.step()
    assert scene.halted is None and scene.live.frozen_at is None
    client.races.append(Message("table_paused", {"seat": 1, "why": "pause"}))
    app.step()
    assert scene._halted_words() == "Paused by you: press pause again to play on."
    app.step()                                       # drawn


def test_a_paused_host_skips_the_pause_in_game_time_on_the_client_too():
    from game.net.live_replay import LiveReplay
    live = LiveReplay()
    live.offset_ms = 500.0 - 1000.0                  # game ms 500 at local ms 1000
    live.freeze(2000.0)
    assert live.game_ms(9000.0) == 1500.0
    live.thaw(9000.0)
    assert live.game_ms(9000.0) == 1500.0 and live.game_ms(10000.0) == 2500.0


# -- the margin of a race lost: the host's -------------------------------------------------
def lost_race(app, tmp_path, first_t=10.0, late_t=22.0):
    """This machine's card shown played, then the host's lines: another's play there at
    `first_t`, this player's refused at `late_t`."""
    from game.engine.intents import Intent
    from game.net.live_replay import COUNTDOWN_MS
    from game.replay.recorder import Recorder
    from tests.net.test_own_moves import OPTIONS, a_race
    from tests.ui.test_client_table import lines_of
    seed, mine, theirs = a_race()
    client = Client(seat=0)
    scene = table(app, client)
    feed(app, "keyboard", "a")
    rec = Recorder(tmp_path / "host.jsonl", "speed", OPTIONS,
                   [{"name": "Ana", "kind": "human", "device": "net:0:net"},
                    {"name": "Bo", "kind": "human", "device": "keyboard:keyboard_right"}],
                   seed, None)
    client.replay.lines = lines_of(rec)
    app.step()
    scene.live.offset_ms += COUNTDOWN_MS + 100
    app.step()
    app.hub.seats[0].control.aim = mine.pile
    feed(app, "keyboard", "asdfg"[scene.live.match.game.hands[0].index(mine.card)])
    rec.intent(Intent(first_t, 1, "play", theirs.card, theirs.pile))
    rec.intent(Intent(late_t, 0, "play", mine.card, mine.pile))
    return client, scene, rec, mine


def said_by(scene) -> str:
    banner = scene.view.fx.banners.get(("msg", 0))
    return " ".join(banner.lines) if banner else ""


def test_the_margin_said_is_the_hosts_race_not_the_replays_times(app, tmp_path):
    from game.net.messages import Message
    from tests.ui.test_client_table import lines_of
    client, scene, rec, mine = lost_race(app, tmp_path)
    client.races.append(Message("race", {"first": 1, "second": 0, "pile": mine.pile,
                                         "margin_ms": 7.5, "t_ms": 22.0}))
    client.replay.lines = lines_of(rec)
    app.step()
    assert "Bo was first: lost by 7.5 ms" in said_by(scene)        # not the times' 12


def test_a_race_told_after_the_refusals_line_says_the_margin_then(app, tmp_path):
    from game.net.messages import Message
    from tests.ui.test_client_table import lines_of
    client, scene, rec, mine = lost_race(app, tmp_path)
    client.replay.lines = lines_of(rec)
    app.step()
    assert "lost by" not in said_by(scene) and said_by(scene)      # the refusal, said
    client.races.append(Message("race", {"first": 1, "second": 0, "pile": mine.pile,
                                         "margin_ms": 12.0, "t_ms": 22.0}))
    app.step()
    assert "Bo was first: lost by 12 ms" in said_by(scene)


def test_no_race_from_the_host_no_margin_however_close_the_times(app, tmp_path):
    from tests.ui.test_client_table import lines_of
    client, scene, rec, mine = lost_race(app, tmp_path, 10.0, 22.0)
    client.replay.lines = lines_of(rec)
    app.step()
    assert "lost by" not in said_by(scene)


# -- a machine that leaves before the match; seats as the table numbers them -------------------
def test_a_machine_that_leaves_the_join_screen_frees_its_seat_said_by_name(app):
    from game.input.source import Plugged
    app.settings["online", "port"] = 0
    from game.net import command
    assert command.host(app.ctx, None, 0)
    join = app.scene
    said = []
    app.ctx.say = lambda text, *a: said.append(text)
    app.ctx.hosting.heard(RemoteJoined(1, "Bo"))
    feed(app, "net:1", "slot1")
    seat = next(i for i, s in app.hub.seats.items() if s.device == "net:1")
    assert join.seats[seat].name == "Bo"
    app.hub._dispatch([Plugged("net:1", False)], [])      # its link dropped, as the host says
    app.step()
    assert join.seats[seat] is None and seat not in app.hub.seats
    assert said == ["Bo left"] and not any("abandoned" in s for s in said)
    app.ctx.hosting.frame(app.flow)
    assert app.ctx.hosting.host.in_match is False
    app.ctx.hosting.close()
    app.ctx.hosting = None


def test_the_table_reads_the_network_by_its_own_seats_when_they_differ(app):
    from game.session import SeatInfo
    from game.ui.scenes.table_net import TableNet
    from tests.ui.test_net_table import FakeNetwork
    network = FakeNetwork(links={2: "link of net:2"}, waiting={2: 12.0})
    network.abandoned = [2]
    app.hub.add_source(network)
    seats = [SeatInfo("Bo", device="net:2#net"), SeatInfo("Ana", device="keyboard#keyboard_left")]
    net = TableNet(app.hub, seats)
    assert net.watch(10**12) == [0]                  # net:2 plays the table's seat 0
    assert net.links == {0: "link of net:2"} and net.waiting == {0: 12.0}
    net.hand_over(0)
    assert network.given == [2]


def test_welcomed_again_before_the_match_the_seat_is_asked_for_again(app):
    from game.net.messages import Message
    client = Client(seat=1)
    table(app, client)
    client.races.append(Message("welcome", {"seat": 1, "token": "a"}))
    app.step()
    keys(app, "a")
    client.races.append(Message("welcome", {"seat": 1, "token": "b"}))   # a link back
    app.step()
    assert client.sent == ["slot1", "slot1"]


# -- a linked cabinet pair: a credit on each -------------------------------------------------
def test_a_joined_cabinet_needs_a_credit_to_take_its_seat_and_the_match_takes_it(
        tmp_path, monkeypatch):
    from tests.ui.test_cabinet import make_app
    from tests.ui.test_client_table import host_replay, lines_of
    app = make_app(tmp_path, monkeypatch, free_play=False)
    try:
        said = []
        app.ctx.say = lambda text, *a: said.append(text)
        client = Client(seat=1)
        scene = table(app, client)
        feed(app, "keyboard", "a")
        assert not app.hub.seats and client.sent == []
        assert said and said[-1].startswith("Insert a coin to play")
        feed(app, "keyboard", "5")                    # a coin
        assert app.cabinet.credits == 1
        feed(app, "keyboard", "a")
        assert list(app.hub.seats) == [0] and client.sent == ["slot1"]
        assert app.cabinet.credits == 1               # taken when the match starts
        client.replay.lines = lines_of(host_replay(tmp_path, 3))
        app.step()
        assert scene.view is not None and app.cabinet.credits == 0
        app.step()                                     # drawn with the credits
    finally:
        app.quit()


def test_a_joined_cabinets_next_match_without_a_credit_waits_for_a_coin(tmp_path, monkeypatch):
    from tests.ui.test_cabinet import make_app
    from tests.ui.test_client_table import host_replay, lines_of
    from game.net.live_replay import COUNTDOWN_MS
    app = make_app(tmp_path, monkeypatch, free_play=False)
    try:
        client = Client(seat=1)
        scene = table(app, client)
        feed(app, "keyboard", "5")                    # a coin, and the seat
        feed(app, "keyboard", "a")
        client.replay.lines = lines_of(host_replay(tmp_path, 3))
        app.step()
        assert app.cabinet.credits == 0 and not scene.unpaid
        (tmp_path / "next").mkdir()
        second = lines_of(host_replay(tmp_path / "next", 9))
        client.replay.lines = second[:1]              # the host's next match: no credit
        app.step()
        assert scene.live.header.seed == 9 and scene.seat == 1 and scene.unpaid
        scene.live.offset_ms += COUNTDOWN_MS + 100
        app.step()
        assert "Insert a coin to play: " in " ".join(texts_drawn(app))
        client.sent.clear()
        feed(app, "keyboard", "a")                    # a card: not without the credit
        feed(app, "keyboard", "escape")               # nor a pause of the host's table
        assert client.sent == [] and scene.leave_asked is not None
        scene.leave_asked = None                      # (the question left unanswered)
        feed(app, "keyboard", "5")                    # the coin: taken, and play goes on
        app.step()
        assert not scene.unpaid and app.cabinet.credits == 0
        feed(app, "keyboard", "a")
        assert client.sent == ["slot1"]
    finally:
        app.quit()


def texts_drawn(app) -> list[str]:
    """The words the next frame draws."""
    from game.ui.text import recording
    with recording() as texts:
        app.dirty = True
        app.invalidate_scene()
        app.step()
    return [text for text, _, _ in texts]


def test_in_a_match_esc_pauses_the_host_and_backspace_twice_leaves(app, tmp_path):
    client, scene = in_play(app, tmp_path, lambda: keys(app, "a"))
    client.sent.clear()
    keys(app, "escape")
    assert client.sent == ["pause"] and app.scene is scene
    keys(app, "backspace")
    assert app.scene is scene and scene.leave_asked is not None
    keys(app, "backspace")
    assert app.scene.name == "title"


def test_the_mouse_player_picks_a_name_by_clicking_its_ends(app):
    from game.store.db import connect
    from game.store.profiles import create
    from tests.ui.test_mouse import click
    with connect() as db:
        create(db, "Ana")
    client = Client(seat=1)
    scene = table(app, client)
    click(app, (640, 400))                           # the mouse takes the seat
    app.dirty = True
    app.step()                                       # the picker drawn: where it is known
    box = scene.picker_rect
    assert box.width > 0
    click(app, (box.right - 2, box.centery))         # its right end: the next name
    assert client.names == ["Ana"]


def test_the_mouse_players_pause_button_pauses_the_hosts_table(app, tmp_path):
    from game.ui.table import pointer
    from tests.ui.test_mouse import click
    client, scene = in_play(app, tmp_path, lambda: click(app, (640, 400)))
    client.sent.clear()
    click(app, pointer.pause_rect(scene.view.layout).center)
    assert client.sent == ["pause"] and app.scene is scene and scene.leave_asked is None


def test_the_hosts_pause_is_not_drawn_over_a_fading_speed_banner(app, tmp_path):
    """A pause arriving while "SPEED!" still faded over the band: "Paused by Ana" was drawn on
    top of it, the two mixed. The pause takes the band's banner away."""
    import time
    from game.net.messages import Message
    from game.ui.effects import Banner
    from game.ui.palette import GOLD
    client, scene = in_play(app, tmp_path, lambda: keys(app, "a"))
    view, now = scene.view, time.perf_counter()
    view.fx.banner("band", Banner("SPEED!", GOLD, view.layout.band.center,
                                  view.layout.band.height, now - 1.0, 60.0))
    client.races.append(Message("table_paused", {"seat": 0, "why": "pause"}))
    app.step()
    import pygame
    from game.ui.scenes.net_overlays import paused_band
    pill = paused_band(pygame.Surface(app.screen.get_size()), scene.ctx.text,
                       scene._halted_words())
    shown = view.fx.looks(time.perf_counter(), view.text)
    assert not [key for key, look in shown.items() if look.rect.colliderect(pill)], shown
