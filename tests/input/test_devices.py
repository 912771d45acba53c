"""DeviceHub: seats and joining, polling, pausing on unplug, serial pads, and fair ordering."""
import random
import threading
import time

import pygame
import pytest

from game.engine import cards
from game.engine.events import CardPlayed, Rejected
from game.engine.intents import CALL, PLAY
from game.engine.queue import IntentQueue
from game.input.actions import HIT, resolve_hit
from game.input.bindings import load_bindings
from game.input import devices
from game.input.boards import BoardReader
from game.input.devices import DeviceHub
from game.input.seats import intents_into
from game.input.raw_input import RawInput, now_ns
from game.input.source import Notice, Plugged, Source
from tests.input.conftest import speed_game

C = cards.parse


class FakeSerial(BoardReader):
    """Stands in for pad_manager.PadManager: keeps the callbacks it was given."""

    def __init__(self, on_input, on_status):
        self.on_input, self.on_status = on_input, on_status
        self.started = self.stopped = False

    def start(self):
        self.started = True
        return self

    def stop(self):
        self.stopped = True


class PlayingHub(DeviceHub):
    """The hub as the app routes its presses (App.route): each seated player's actions go to
    the table as they are fed."""

    def feed(self, raw):
        press = super().feed(raw)
        if press is not None:
            self.play(press)
        return press


@pytest.fixture
def game():
    return speed_game([["5H", "9C", "KD", "2S", "7C"], ["3D", "4C", "JH", "QH", "7S"]],
                      ["6S", "8D"], draws=[["AS"], ["AH"]])


@pytest.fixture
def hub(pg, game):
    made = PlayingHub(IntentQueue(), load_bindings(use_user=False), serial=FakeSerial)
    made.plays_to(intents_into(made.queue, lambda: game))
    yield made
    made.close()


def key_down(code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code))


def queued(hub):
    return [(i.seat, i.kind, i.card and cards.name(i.card), i.pile, i.source)
            for i in hub.queue.pop_until()]


# -- seats -----------------------------------------------------------------------------------
def test_join_gives_seats_and_refuses_wrong_profiles(hub):
    assert hub.join("keyboard", "keyboard_left") == 0
    assert hub.join("keyboard", "keyboard_right") == 1
    assert hub.join("keyboard", "keyboard_left") == 0            # already seated
    assert hub.join("serial:P1", "arcade") == 2
    with pytest.raises(ValueError, match="not for device"):
        hub.join("keyboard", "gamepad")
    hub.join("pad:3", "gamepad")
    with pytest.raises(ValueError, match="no free seat"):
        hub.join("pad:4", "gamepad")
    assert hub.holders() == {0: "keyboard", 1: "keyboard", 2: "serial:P1", 3: "pad:3"}
    hub.leave(3)
    assert hub.join("pad:4", "gamepad", seat=3) == 3


def test_two_players_on_one_keyboard_both_play(hub):
    hub.join("keyboard", "keyboard_left")
    hub.join("keyboard", "keyboard_right")
    key_down(pygame.K_a)                 # left slot 1: 5H onto pile 0
    key_down(pygame.K_PERIOD)            # right slot 4: QH fits nothing, sent to its aim
    key_down(pygame.K_UP)                # right slap: "Speed!"
    before = now_ns()
    hub.poll()
    intents = hub.queue.pop_until()
    assert len({i.t for i in intents}) == 1 and intents[0].t <= before + 10_000_000
    assert [(i.seat, i.kind, i.card and cards.name(i.card), i.pile) for i in intents] == [
        (0, PLAY, "5H", 0), (1, PLAY, "QH", 1), (1, CALL, None, None)]


def test_seatless_presses_are_join_requests_with_a_profile(hub):
    key_down(pygame.K_n)
    key_down(pygame.K_z)
    hub.poll()
    requests = hub.take_join_requests()
    assert [(r.device, r.control, r.layout) for r in requests] == [
        ("keyboard", "n", "keyboard_right"), ("keyboard", "z", "keyboard_left")]
    hub.join("keyboard", requests[0].layout)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_n))
    key_down(pygame.K_n)
    key_down(pygame.K_a)
    hub.poll()
    assert [(r.control, r.layout) for r in hub.take_join_requests()] == [("a", "keyboard_left")]
    assert queued(hub)[0][:3] == (0, PLAY, "5H")


def test_other_events_go_back_to_the_app_in_order(hub):
    hub.join("keyboard", "keyboard_left")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=10, h=10))
    key_down(pygame.K_ESCAPE)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    returned = hub.poll()
    assert [e.type for e in returned] == [pygame.VIDEORESIZE, pygame.QUIT]
    assert [p.plays for p in hub.take_presses()] == [((0, "pause"),)]    # for the screen
    assert len(hub.queue) == 0


def test_every_press_is_kept_for_the_menus(hub):
    hub.join("keyboard", "keyboard_left")
    key_down(pygame.K_a)
    key_down(pygame.K_F11)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a))
    hub.poll()
    assert [(p.device, p.control) for p in hub.take_presses()] == [("keyboard", "a"),
                                                                   ("keyboard", "f11")]
    assert hub.take_presses() == []


def test_release_then_press_in_one_drain_is_not_lost(hub):
    hub.join("keyboard", "keyboard_left")
    key_down(pygame.K_a)
    hub.poll()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_a))
    key_down(pygame.K_a)
    hub.poll()
    assert len(hub.queue.pop_until()) == 2


def test_poll_is_cheap_enough_for_1khz(hub):
    hub.join("keyboard", "keyboard_left")
    start = time.perf_counter()
    for _ in range(2000):
        hub.poll()
    assert (time.perf_counter() - start) / 2000 < 100e-6


def test_bad_user_bindings_reach_hub_errors(pg, tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text("[gamepad]\nflip = ['a']\nslap = ['q']\n", encoding="utf-8")
    made = DeviceHub(IntentQueue(), load_bindings(path), gamepads=False)
    assert len(made.errors) == 1 and f"{path}:3" in made.errors[0]
    assert made.bindings["gamepad"].actions["slap"] == ("y", "righttrigger")


# -- pads: pause on unplug, resume on replug or another pad ------------------------------------
def test_unplugged_pad_pauses_its_seat_and_replug_resumes(hub, virtual_pads):
    first = virtual_pads.attach()
    hub.poll()
    virtual_pads.button(first, 3)                                      # y
    hub.poll()
    (request,) = hub.take_join_requests()
    assert (request.device, request.layout) == (f"pad:{first}", "gamepad")
    seat = hub.join(request.device, request.layout)
    virtual_pads.button(first, 3, False)
    virtual_pads.detach(first)
    hub.poll()
    assert hub.paused_seats() == [seat]
    again = virtual_pads.attach()                                      # same model: same GUID
    hub.poll()
    assert hub.paused_seats() == [] and hub.holders()[seat] == f"pad:{again}"
    virtual_pads.button(again, 14)                                     # dpright
    hub.poll()
    virtual_pads.button(again, 2)                                      # x: play left
    hub.poll()
    assert hub.control(seat).cursor == 1
    assert queued(hub) == [(seat, PLAY, "9C", 1, f"pad:{again}")]


def test_another_pad_takes_a_paused_seat_with_a_button_press(hub, virtual_pads):
    first = virtual_pads.attach()
    hub.poll()
    seat = hub.join(f"pad:{first}", "gamepad")
    virtual_pads.detach(first)
    other = virtual_pads.attach(kind=2, axes=2, buttons=8, hats=1)     # another model
    hub.poll()
    assert hub.paused_seats() == [seat]
    virtual_pads.button(other, 0)
    hub.poll()
    assert hub.paused_seats() == [] and hub.holders()[seat] == f"pad:{other}"
    assert len(hub.queue) == 0                                         # that press only resumed


# -- serial pads -------------------------------------------------------------------------------
class Status:
    def __init__(self, device, event):
        self.port, self.device, self.event, self.detail = "/dev/ttyACM0", device, event, ""


def test_serial_inputs_from_a_reader_thread_and_board_status(hub):
    assert hub.boards.reader.started
    seat = hub.join("serial:P1", "arcade")
    reader = threading.Thread(target=hub.boards.reader.on_input,
                              args=(RawInput(123, "serial:P1", "b1"),))
    reader.start()
    reader.join()
    hub.poll()
    assert [(i.t, i.seat, cards.name(i.card)) for i in hub.queue.pop_until()] == [
        (123, seat, "9C")]
    hub.boards.reader.on_status(Status("serial:P1", "disconnected"))
    hub.poll()
    assert hub.paused_seats() == [seat]
    hub.boards.reader.on_status(Status("serial:P1", "connected"))
    hub.poll()
    assert hub.paused_seats() == []



def test_a_lost_line_or_a_restart_is_told_not_paused_and_wakes_the_loop_once(hub,
                                                                             monkeypatch):
    seat = hub.join("serial:P1", "arcade")
    woken = []
    monkeypatch.setattr(devices, "wake", lambda: woken.append(1))
    lost, reset = Status("serial:P1", "lost"), Status("serial:P1", "reset")
    lost.detail = "2"
    refused = Status(None, "refused")
    refused.detail = "board id P1 is already used by the board on /dev/ttyACM0"
    for news in (lost, reset, refused):
        hub.boards.reader.on_status(news)
    hub.boards.reader.on_input(RawInput(5, "serial:P1", "b1"))
    hub.poll()
    assert hub.paused_seats() == [] and len(hub.queue.pop_until()) == 1
    notices = hub.take_notices()
    assert woken == [1] and len(notices) == 3
    assert notices[0].startswith("Board P1: lost 2 of its lines (presses and releases)")
    assert hub.take_notices() == [] and hub.boards.snapshot() == []   # FakeSerial sees none
    assert seat == 0


# -- fairness --------------------------------------------------------------------------------
def test_contested_pile_goes_to_the_earlier_true_press_whatever_the_arrival_order(hub):
    """Seat 1's board press is 2 ms earlier but arrives after seat 0's key press."""
    game = speed_game([["7H"], ["5C"]], ["6S", "KD"], draws=[["2S"], ["2H"]])
    hub.plays_to(intents_into(hub.queue, lambda: game))
    hub.join("keyboard", "keyboard_left")
    hub.join("serial:P2", "arcade")
    t0 = now_ns()
    hub.feed(RawInput(t0 + 3_000_000, "keyboard", "a"))                 # 7H onto 6S
    hub.boards.reader.on_input(RawInput(t0 + 1_000_000, "serial:P2", "b0"))   # 5C onto 6S
    hub.poll()
    events = []
    for intent in hub.queue.pop_until():
        events += game.apply(intent.at((intent.t - t0) / 1e6))
    played = [e for e in events if isinstance(e, CardPlayed)]
    assert [(e.seat, cards.name(e.card), e.pile) for e in played] == [(1, "5C", 0)]
    assert [(e.seat, e.t) for e in events if isinstance(e, Rejected)] == [(0, 3.0)]


def test_out_of_order_jittery_delivery_pops_in_true_time_order(hub):
    hub.join("keyboard", "keyboard_left")
    hub.join("serial:P2", "arcade")
    rng = random.Random(7)
    for _ in range(50):
        presses = [RawInput(rng.randrange(10**9), device, control)
                   for device, control in [("keyboard", "a"), ("serial:P2", "b0")] * 10]
        arrival = sorted(presses, key=lambda r: r.t_ns + rng.randrange(20_000_000))
        for raw in arrival:
            (hub.feed if raw.device == "keyboard" else hub.boards.reader.on_input)(raw)
            if rng.random() < 0.3:
                hub.poll()
        hub.poll()
        popped = hub.queue.pop_until()
        assert [i.t for i in popped] == sorted(r.t_ns for r in presses)
        assert [i.seat for i in popped] == [0 if r.device == "keyboard" else 1
                                            for r in sorted(presses, key=lambda r: r.t_ns)]


# -- one arcade board carrying both players --------------------------------------------------
def test_one_board_seats_two_players_and_each_half_plays_its_own_seat(hub):
    board = "serial:CAB1"
    hub.feed(RawInput(10, board, "b0"))                  # player 1's first card button
    first = hub.take_join_requests()
    assert [(r.device, r.layout) for r in first] == [(board, "arcade")]
    hub.join(board, "arcade")
    hub.feed(RawInput(20, board, "b8"))                  # player 2's first card button
    second = hub.take_join_requests()
    assert [(r.device, r.layout) for r in second] == [(board, "arcade_p2")]
    hub.join(board, "arcade_p2")
    hub.feed(RawInput(30, board, "b9"))
    hub.feed(RawInput(31, board, "b1"))
    assert [(seat, card) for seat, _, card, _, _ in queued(hub)] == [(1, "4C"), (0, "9C")]


def test_the_slap_pad_calls_in_the_window_and_asks_for_the_flip_otherwise(hub, game):
    board = "serial:CAB1"
    hub.join(board, "arcade")
    hub.join(board, "arcade_p2")
    hub.feed(RawInput(40, board, "slap2"))
    hits = hub.queue.pop_until()
    assert [(i.seat, i.kind) for i in hits] == [(1, HIT)]        # decided when it is applied
    assert resolve_hit(game, hits[0]).kind == "flip"
    game.window = (9_000.0, 0, [0])
    hub.feed(RawInput(50, board, "slap"))
    assert resolve_hit(game, hub.queue.pop_until()[0]).kind == CALL


def test_a_seated_keyboard_is_never_offered_a_layout_over_its_own_keys(hub):
    """Left player seated: Space (bound only in the one-player layout, which also binds A..G)
    must not seat a second player on the left player's keys; N seats the right player."""
    hub.join("keyboard", "keyboard_left")
    hub.feed(RawInput(10, "keyboard", "space"))
    hub.feed(RawInput(11, "keyboard", "1"))
    assert hub.take_join_requests() == []
    hub.feed(RawInput(12, "keyboard", "n"))
    assert [(r.control, r.layout) for r in hub.take_join_requests()] == [("n", "keyboard_right")]
    hub.leave(0)
    hub.join("keyboard", "keyboard_solo")
    hub.feed(RawInput(13, "keyboard", "n"))          # the right layout shares the arrow keys
    assert hub.take_join_requests() == []


def test_a_press_carries_its_seat_actions_and_menu_meaning_and_plays_only_at_a_table(hub):
    hub.join("keyboard", "keyboard_left")
    hub.feed(RawInput(10, "keyboard", "a"))              # slot1 for the seat, "left" on menus
    hub.feed(RawInput(11, "keyboard", "a", False))
    assert [(p.control, p.actions, p.menu) for p in hub.take_presses()] == [
        ("a", ("slot1",), "left")]
    assert len(hub.queue) == 1
    hub.plays_to(None)                                   # no match in play: nobody plays
    hub.feed(RawInput(20, "keyboard", "s"))
    assert len(hub.queue) == 1 and hub.take_presses()[0].actions == ("slot2",)


# -- a seat with more than one device ---------------------------------------------------------
def test_a_keyboard_player_with_a_slap_pad_board_plays_both_as_one_seat(hub):
    game = speed_game([["7H"], ["5C"]], ["KS", "KD"], draws=[["2S"], ["2H"]])   # stalled
    hub.plays_to(intents_into(hub.queue, lambda: game))
    seat = hub.join("keyboard", "keyboard_left")
    hub.lend(seat, "serial:PAD", {"slap": ("hit",)})
    assert hub.seats[seat].devices == ("keyboard", "serial:PAD")
    hub.boards.reader.on_input(RawInput(7, "serial:PAD", "slap"))
    hub.poll()
    [intent] = hub.queue.pop_until()
    assert (intent.t, intent.seat, intent.kind) == (7, seat, HIT)
    assert resolve_hit(game, intent.at(0)).kind == "flip"        # the stalled table: a flip
    hub.boards.reader.on_input(RawInput(8, "serial:PAD", "b0"))   # not lent: plays nothing
    hub.poll()
    assert hub.queue.pop_until() == []
    # A device only lends controls: it holds no seat, and may still ask for one of its own.
    assert [(r.device, r.control) for r in hub.take_join_requests()] == [
        ("serial:PAD", "slap"), ("serial:PAD", "b0")]


def test_the_mouse_seat_borrows_space_only_while_no_keyboard_seat_binds_it(hub):
    mouse = hub.join("mouse", "mouse")
    hub.feed(RawInput(5, "keyboard", "space"))
    [press] = hub.take_presses()
    assert press.plays == ((mouse, "hit"),) and press.lent and press.actions == ()   # its pad
    assert press.menu is not None                   # the menus still read it as theirs
    keyboard = hub.join("keyboard", "keyboard_solo")           # binds space itself
    hub.feed(RawInput(6, "keyboard", "space"))
    [press] = hub.take_presses()
    assert press.plays == ((keyboard, "slap"),) and not press.lent


# -- the boards a seat plays with keep their id -------------------------------------------------
class Seating(FakeSerial):
    def __init__(self, on_input, on_status):
        super().__init__(on_input, on_status)
        self.told = []

    def seated(self, board_id, port):
        self.told.append((board_id, port))


def test_the_reader_is_told_which_port_a_seat_plays_with(pg):
    hub = PlayingHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                     gamepads=False, serial=Seating)
    reader = hub.boards.reader
    reader.on_status(Status("serial:P1", "connected"))
    hub.poll()
    assert reader.told == []                        # no seat plays with it yet
    seat = hub.join("serial:P1", "arcade")
    assert reader.told == [("P1", "/dev/ttyACM0")]
    other = Status("serial:P1", "connected")
    other.port = "/dev/ttyACM1"                     # unplugged, and back on another port
    reader.on_status(other)
    hub.poll()
    hub.leave(seat)
    assert reader.told == [("P1", "/dev/ttyACM0"), ("P1", "/dev/ttyACM1"), ("P1", None)]
    hub.close()


# -- the sources ------------------------------------------------------------------------------
DRUM = pygame.event.custom_type()


class Drum(Source):
    """Another kind of input: one pygame event type of its own, news from elsewhere."""
    events = frozenset([DRUM])

    def __init__(self):
        super().__init__()
        self.log, self.waiting = [], []

    def start(self):
        self.log.append("start")

    def take(self, event, t_ns):
        return [RawInput(t_ns, "drum:1", event.pad)]

    def drain(self, t_ns):
        news, self.waiting = self.waiting, []
        return news

    def stop(self):
        self.log.append("stop")


def test_a_source_is_started_fed_its_events_drained_and_stopped(pg):
    drum = Drum()
    hub = DeviceHub(IntentQueue(), load_bindings(use_user=False), keyboard=False,
                    gamepads=False, more=(drum,))
    assert drum.log == ["start"] and hub.sources[-1] is drum
    pygame.event.post(pygame.event.Event(DRUM, pad="snare"))
    drum.waiting = [Plugged("drum:1", False), Notice("Drum 1 tuned."),
                    RawInput(9, "drum:1", "kick")]
    drum.errors.append("drum 2: cannot open it")
    assert hub.poll() == []
    assert [(p.device, p.control) for p in hub.take_presses()] == [("drum:1", "snare"),
                                                                   ("drum:1", "kick")]
    assert hub.take_notices() == ["drum 2: cannot open it", "Drum 1 tuned."]
    hub.close()
    assert drum.log == ["start", "stop"]
