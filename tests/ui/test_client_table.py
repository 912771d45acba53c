"""The client's table: the host's match drawn from its replay as the lines come, this
machine's keys taking its seat and sent to the host, its own card moving at once, the card
sent back with the margin of a race lost, faults in words, a watcher with no seat."""
from game.engine.intents import Intent
from game.net.feed import FeedReader
from game.net.live_replay import COUNTDOWN_MS
from game.net.messages import Message
from game.replay.recorder import Recorder
from game.ui.scenes.net_table import GONE_S, NetTableScene
from tests.ui.screen import feed
from tests.net.test_own_moves import a_race, OPTIONS


class Client:
    """A NetClient as the table reads it, the host's lines given by the test."""
    def __init__(self, seat=1, watch=False):
        self.seat, self.watch = seat, watch
        self.state, self.reason, self.code, self.url = "playing", "", None, "ws://h:1"
        self.replay = FeedReader()
        self.paused: dict = {}
        self.sent: list = []
        self.closed = False
        self.name, self.names = "", []
        self.races: list = []          # the host's messages `take` hands over

    def rename(self, name):
        self.name = name
        self.names.append(name)

    def take(self):
        taken, self.races = self.races, []
        return taken

    def press(self, control, t_ns=None, down=True):
        self.sent.append(control)
        return len(self.sent)

    def close(self):
        self.closed = True

    @property
    def closed_soon(self):
        from tests.waiting import wait_for
        return wait_for(lambda: self.closed, 2)


def host_replay(tmp_path, seed):
    rec = Recorder(tmp_path / "host.jsonl", "speed", OPTIONS,
                   [{"name": "Ana", "kind": "human", "device": "keyboard:keyboard_left"},
                    {"name": "Bo", "kind": "human", "device": "net:1:net"}], seed, None)
    return rec


def lines_of(rec) -> list[str]:
    from game.replay.recorder import _text
    return [_text(line) for line in rec.lines]


def table(app, client) -> NetTableScene:
    app.flow.push("net_table", client, client.watch)
    app.step()
    return app.scene


def test_a_key_takes_the_seat_here_and_there_then_the_table_opens_on_the_hosts_seat(app,
                                                                                    tmp_path):
    client = Client(seat=1)
    scene = table(app, client)
    feed(app, "keyboard", "a")                                 # left keyboard: slot 1
    assert client.sent == ["slot1"] and list(app.hub.seats) == [0]
    rec = host_replay(tmp_path, 3)
    client.replay.lines = lines_of(rec)
    app.step()
    assert scene.view is not None and scene.seat == 1          # the host's seat for net:1
    assert list(app.hub.seats) == [1]                          # this keyboard plays seat 1
    assert scene.view.layout.seats[1].where == "bottom"        # its own hand below
    assert scene.live.game_ms(0) < 0                            # "Ready…" first
    app.step()
    assert (tmp_path / "replay.jsonl").read_text() == "".join(client.replay.lines)


def test_an_own_card_moves_at_once_and_a_race_lost_says_by_how_much(app, tmp_path):
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
    scene.live.offset_ms += COUNTDOWN_MS + 100                 # past t = 0
    app.step()
    slot = scene.live.match.game.hands[0].index(mine.card)
    seat = app.hub.seats[0]
    seat.control.aim = mine.pile
    client.sent.clear()
    feed(app, "keyboard", "asdfg"[slot])
    assert client.sent == [f"slot{slot + 1}"]
    shown = scene.moves.shown(scene.live.match).game
    assert mine.card not in shown.hands[0]                     # moved here, at once
    rec.intent(Intent(10.0, 1, "play", theirs.card, theirs.pile))
    rec.intent(Intent(22.0, 0, "play", mine.card, mine.pile))
    client.races.append(Message("race", {"first": 1, "second": 0, "pile": mine.pile,
                                         "margin_ms": 12.0, "t_ms": 22.0}))   # the host's
    client.replay.lines = lines_of(rec)
    app.step()
    banner = scene.view.fx.banners.get(("msg", 0))
    assert banner is not None and "lost by 12 ms" in " ".join(banner.lines)
    assert "Bo was first" in " ".join(banner.lines)
    assert mine.card in scene.moves.shown(scene.live.match).game.hands[0]


def test_the_host_gone_is_said_with_its_countdown_then_the_title(app, tmp_path):
    client = Client()
    scene = table(app, client)
    client.state = "lost"
    app.step()
    assert any("The host has gone: waiting" in line for line in scene.fault_words(
        scene.lost_at + 1))                                    # (it was reached before)
    scene.lost_at -= GONE_S + 1
    app.step()
    assert app.scene.name == "title" and client.closed_soon
    assert any("The host did not come back" in m for m, _ in app.messages)


def test_a_host_never_reached_is_said_as_not_reached(app):
    client = Client()
    client.state = "connecting"
    scene = table(app, client)
    client.state, client.reason = "lost", "ConnectionRefusedError"
    app.step()
    assert scene.fault_words(scene.lost_at + 1)[0].startswith("Cannot reach the host yet")
    scene.lost_at -= GONE_S + 1
    app.step()
    assert any("Cannot reach the host (ConnectionRefusedError)" in m for m, _ in app.messages)


def test_another_players_dropped_link_is_counted_down_then_abandoned(app, tmp_path):
    client = Client(seat=0)
    scene = table(app, client)
    client.replay.lines = lines_of(host_replay(tmp_path, 3))
    client.paused[1] = 12.0
    app.step()
    now = scene.waiting[1][1]
    assert scene.fault_words(now) == ["Bo's link dropped: the match waits 12 s for them…"]
    assert scene.fault_words(now + 13) == ["Bo did not come back: the match is abandoned."]
    del client.paused[1]
    app.step()
    assert scene.fault_words(now) == []


def test_a_refusal_goes_back_to_the_title_with_why(app):
    client = Client()
    table(app, client)
    client.state, client.reason = "refused", "full"
    app.step()
    assert app.scene.name == "title"
    assert any("table is full" in m for m, _ in app.messages)


def test_a_watcher_takes_no_seat_and_sends_nothing(app, tmp_path):
    client = Client(seat=None, watch=True)
    scene = table(app, client)
    feed(app, "keyboard", "a")
    client.replay.lines = lines_of(host_replay(tmp_path, 3))
    app.step()
    assert client.sent == [] and not app.hub.seats and scene.seat is None
    assert scene.view is not None


def test_esc_asks_then_leaves(app):
    client = Client()
    table(app, client)
    feed(app, "keyboard", "escape")
    assert app.scene.name == "net_table"
    feed(app, "keyboard", "escape")
    assert app.scene.name == "title" and client.closed_soon


def test_the_mouse_alone_takes_the_seat_with_a_click(app):
    from tests.ui.test_mouse import click
    client = Client(seat=1)
    table(app, client)
    click(app, (640, 400))
    assert client.sent == ["slot1"] and app.hub.seats[0].device == "mouse"


def test_a_pads_b_plays_a_card_and_never_asks_to_leave(app, tmp_path):
    client = Client(seat=0)
    table(app, client)
    feed(app, "pad:7", "a")                                   # the pad takes the seat
    assert app.hub.seats[0].device == "pad:7"
    client.sent.clear()
    feed(app, "pad:7", "b")                                   # play_right: nothing under it
    feed(app, "pad:7", "b")
    assert app.scene.name == "net_table" and app.scene.leave_asked is None
    feed(app, "pad:7", "start", "start")                      # its pause: asks, then leaves
    assert app.scene.name == "title"


def test_a_pads_cursor_is_resolved_here_into_the_direct_actions_sent(app, tmp_path):
    client = Client(seat=1)
    scene = table(app, client)
    feed(app, "pad:7", "a")
    client.replay.lines = lines_of(host_replay(tmp_path, 3))
    app.step()
    scene.live.offset_ms += COUNTDOWN_MS + 100
    app.step()
    client.sent.clear()
    feed(app, "pad:7", "dpright", "dpright")                   # the cursor: here only
    assert client.sent == []
    card = scene.live.match.game.hands[1][2]
    feed(app, "pad:7", "x")                                    # play it, aiming left
    assert client.sent[-1] == "slot3" and client.sent[0].startswith("aim")
    assert [p.intent.card for p in scene.moves.pending] == [card]   # shown at once


def test_spit_and_california_are_drawn_from_their_lines_too(app, tmp_path):
    from tests.net.replays import bot_match_lines
    for variant in ("spit", "california"):
        client = Client(seat=None, watch=True)
        scene = table(app, client)
        lines = bot_match_lines(tmp_path / f"{variant}.jsonl", variant=variant)
        client.replay.lines = lines[:len(lines) // 2]
        app.step()
        scene.live.offset_ms += COUNTDOWN_MS + 100
        app.step()
        client.replay.lines = lines
        app.step()
        app.step()
        assert scene.view.variant == variant and scene.live.problem == ""
        assert scene.live.match.game.over
        app.flow.title()
        app.step()


def test_a_match_over_stays_for_the_hosts_next_and_esc_leaves_at_once(app, tmp_path):
    from tests.net.replays import bot_match_lines
    client = Client(seat=None, watch=True)
    scene = table(app, client)
    client.replay.lines = bot_match_lines(tmp_path / "m.jsonl", options={"games_to_win": 1})
    app.step()
    assert scene.over                                         # a match of one game, won
    feed(app, "pad:7", "a")                                   # a confirm: still here
    assert app.scene is scene
    second = bot_match_lines(tmp_path / "n.jsonl", seed=9)
    client.replay.lines = second[:1]                          # the host's next match
    app.step()
    assert not scene.over and scene.live.header.seed == 9
    client.replay.lines = bot_match_lines(tmp_path / "o.jsonl", options={"games_to_win": 1})
    app.step()
    assert scene.over
    feed(app, "keyboard", "escape")                           # over: leaves at once
    assert app.scene.name == "title"


def test_the_playing_here_words_stand_clear_of_every_seat_and_pile(app, tmp_path):
    """"Playing on another machine's table" sits bottom left on its own dark pill, in the
    corner kept for the boards' badges (a joined machine shows none): over no plate, card,
    pile or message of the table (it clipped the top seat's plate, on the table's edge)."""
    import pygame
    client = Client(seat=1)
    scene = table(app, client)
    feed(app, "keyboard", "a")
    client.replay.lines = lines_of(host_replay(tmp_path, 3))
    app.step()
    said = scene._status(app.screen)[0]
    assert said.bottom <= app.screen.get_height() and said.left >= 0
    hit = [name for name, rect in scene.view.layout.named_rects()
           if rect.width and pygame.Rect(rect).colliderect(said) and name != "boards"]
    assert hit == [], hit
