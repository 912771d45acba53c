"""Two players on one touch screen: synthetic finger events (pygame FINGERDOWN / FINGERMOTION /
FINGERUP with touch_id and finger_id) through the real App, DeviceHub and TableScene.
Each touch player is a device of their own (touch:1, touch:2); each finger plays for the seat
whose cards it starts on; two fingers down at once each drag or tap their own card."""
import json

import pygame

from game.engine.cards import name
from game.input.mouse import Pointer, pointer as make_pointer
from game.replay.runner import check
from game.ui.scenes.join import JoinScene
from game.ui.scenes.table_scene import TableScene
from game.ui.table import pointer
from game.ui.table.layout import layout_for
from tests.ui.test_mouse import APP, app, click, item, post, recorded, started  # noqa: F401


def finger(app, kind, pos, finger_id, touch_id=1):
    """One finger event at window pixel `pos` (SDL gives 0..1 of the window)."""
    w, h = app.screen.get_size()
    fields = {"x": pos[0] / w, "y": pos[1] / h, "dx": 0.0, "dy": 0.0, "touch_id": touch_id,
              "finger_id": finger_id, "pressure": 1.0}
    return ({"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION,
             "up": pygame.FINGERUP}[kind], fields)


def tap(app, pos, finger_id=1) -> None:
    post(app, finger(app, "down", pos, finger_id), finger(app, "up", pos, finger_id))


def join_two_by_touch(app) -> JoinScene:
    tap(app, item(app, "Play").move(12, 0).midleft)   # the word "Play"
    join = app.scene
    assert isinstance(join, JoinScene)
    tap(app, join.boxes[0].center, finger_id=5)
    tap(app, join.boxes[1].center, finger_id=6)
    return join


def touch_table(app, variant="speed") -> TableScene:
    """Two touch players seated by taps, at a started table (no countdown)."""
    app.settings["game", "variant"] = variant
    join = join_two_by_touch(app)
    tap(app, join.menu.rects[0].center)                  # Start
    table = app.scene
    assert isinstance(table, TableScene)
    return started(table)


def test_a_finger_event_is_a_pointer_of_its_own_finger(app):
    kind, fields = finger(app, "down", (640, 360), finger_id=7, touch_id=3)
    made = make_pointer(pygame.event.Event(kind, **fields), 5, (1280, 720))
    assert made.finger == (3, 7) and made.key == (3, 7) and made.pos == (640, 360)
    assert Pointer(5, "down", (1, 1)).key == "mouse"


def test_taps_on_free_seats_seat_two_touch_players_and_a_tap_leaves(app):
    join = join_two_by_touch(app)
    assert app.hub.holders() == {0: "touch:1", 1: "touch:2"}
    assert [s.device for s in join.seats[:2]] == ["touch:1#touch", "touch:2#touch"]
    tap(app, join.boxes[0].center)                       # a tap on a touch seat leaves it
    assert app.hub.holders() == {1: "touch:2"} and join.seats[0] is None
    tap(app, join.boxes[0].center)                       # and takes it again
    assert app.hub.holders() == {0: "touch:1", 1: "touch:2"}


def test_a_mouse_player_and_a_touch_player_share_the_screen(app):
    tap(app, item(app, "Play").move(12, 0).midleft)   # the word "Play"
    join = app.scene
    click(app, join.boxes[0].center)                     # the mouse takes seat 1
    tap(app, join.boxes[1].center)                       # a touch player seat 2
    click(app, join.boxes[2].center)                     # the mouse holds a seat already
    assert app.hub.holders() == {0: "mouse", 1: "touch:1"}
    tap(app, join.boxes[0].center)                       # a tap never unseats the mouse
    assert app.hub.holders() == {0: "mouse", 1: "touch:1"}


def test_two_fingers_at_once_play_for_two_seats_in_stamp_order(app):
    table = touch_table(app)
    layout, game = table.view.layout, table.session.game
    mine, theirs = layout.seats[0].hand[2].center, layout.seats[1].hand[4].center
    cards = (name(game.hands[0][2]), name(game.hands[1][4]))
    post(app, finger(app, "down", mine, 1), finger(app, "down", theirs, 2))   # both down
    post(app, finger(app, "up", theirs, 2))                  # seat 2 lets go first
    post(app, finger(app, "up", mine, 1))
    plays = [l for l in recorded(table) if l["intent"] == "play"]
    assert [(l["seat"], l["card"]) for l in plays] == [(1, cards[1]), (0, cards[0])]
    assert plays[0]["t"] <= plays[1]["t"]


def test_interleaved_drags_keep_their_own_cards_and_piles(app):
    table = touch_table(app)
    layout, game = table.view.layout, table.session.game
    cards = (name(game.hands[0][1]), name(game.hands[1][3]))
    a, b = layout.seats[0].hand[1].center, layout.seats[1].hand[3].center
    left, right = layout.centres[0].center, layout.centres[1].center
    post(app, finger(app, "down", a, 11), finger(app, "down", b, 12))
    post(app, finger(app, "move", right, 11), finger(app, "move", left, 12))
    post(app, finger(app, "up", left, 12), finger(app, "up", right, 11))
    assert app.hub.control(0).aim == 1 and app.hub.control(1).aim == 0
    plays = [(l["seat"], l["card"]) for l in recorded(table) if l["intent"] == "play"]
    assert plays == [(1, cards[1]), (0, cards[0])]


def test_each_touch_seat_has_its_slap_pad_and_a_finger_on_it_plays_that_seat(app):
    table = touch_table(app)
    layout = table.view.layout
    pads = [pointer.pad_rect(layout, seat) for seat in (0, 1)]
    app.step()
    assert all(app.screen.get_at(pad.center).r > 200 for pad in pads)   # both drawn
    tap(app, pads[1].center, finger_id=3)
    tap(app, layout.seats[0].draw.center, finger_id=4)
    assert [(l["seat"], l["intent"]) for l in recorded(table)] == [(1, "flip"), (0, "flip")]


def test_a_finger_off_both_hands_plays_for_the_nearer_seat():
    layout = layout_for("speed", (1280, 720), 2)
    low = max((0, 1), key=lambda seat: layout.seats[seat].hand[0].y)     # the near seat
    pile = layout.centres[0]
    assert pointer.owner(layout, [0, 1], (pile.centerx, pile.bottom + 4)) == low
    assert pointer.owner(layout, [0, 1], (pile.centerx, pile.top - 4)) == 1 - low
    assert pointer.owner(layout, [0, 1], layout.seats[1].hand[2].center) == 1
    assert pointer.owner(layout, [1 - low], (pile.centerx, pile.bottom + 4)) == 1 - low
    assert pointer.owner(layout, [], pile.center) is None
    spit = layout_for("spit", (1280, 720), 2)           # a spit pile's halves: two slaps
    for pile in spit.centres:
        assert pointer.owner(spit, [0, 1], (pile.centerx, pile.bottom - 4)) == 0   # bottom
        assert pointer.owner(spit, [0, 1], (pile.centerx, pile.top + 4)) == 1
    four = layout_for("speed", (1280, 720), 4)
    for seat in range(4):                                # each seat's own draw pile
        assert pointer.owner(four, [0, 1, 2, 3], four.seats[seat].draw.center) == seat


def test_pause_and_its_menu_work_by_touch(app):
    table = touch_table(app)
    post(app, finger(app, "down", table.view.layout.seats[0].hand[0].center, 1))
    tap(app, pointer.pause_rect(table.view.layout).center, finger_id=2)
    assert table.paused_at is not None
    post(app, finger(app, "up", table.view.layout.seats[0].hand[0].center, 1))
    app.step()
    tap(app, table.pause_menu.menu.rects[0].center, finger_id=3)        # Resume
    assert table.paused_at is None
    assert not [l for l in recorded(table) if l["intent"] == "play"]       # let go in the pause


def test_the_replay_names_each_touch_seat_and_checks(app):
    table = touch_table(app)
    tap(app, table.view.layout.seats[1].hand[0].center, finger_id=9)
    tap(app, table.view.layout.seats[0].hand[0].center, finger_id=8)
    assert {l["seat"] for l in recorded(table)} == {0, 1}
    path = table.session.recorder.path
    header = json.loads(open(path).readline())
    assert [s["device"] for s in header["seats"]] == ["touch:1:touch", "touch:2:touch"]
    assert check(path)["applied"] == 2


def test_a_held_card_is_ringed_in_its_seats_colour_until_let_go(app):
    table = touch_table(app)
    card = table.view.layout.seats[1].hand[2]
    edge = (card.centerx, card.top - 4)                  # on the ring, off the card
    post(app, finger(app, "down", card.center, 4))
    app.step()
    assert app.screen.get_at(edge).b > 200               # seat 2's blue
    post(app, finger(app, "up", card.center, 4))
    app.step()
    assert app.screen.get_at(edge).b < 150               # the felt again


def test_california_a_deck_dragged_onto_the_other_row_covers_for_its_own_seat(app):
    table = touch_table(app, "california")
    layout, game = table.view.layout, table.session.game
    theirs = [p for p in range(4, 8) if any(i.pile == p for i in game.legal_intents(0))]
    target = theirs[0] if theirs else 4                  # a pile of seat 2's row
    deck = layout.seats[0].draw.center
    post(app, finger(app, "down", deck, 1))
    post(app, finger(app, "move", layout.centres[target].center, 1))
    post(app, finger(app, "up", layout.centres[target].center, 1))
    tap(app, layout.seats[0].draw.center, finger_id=2)   # a tap on the deck alone: nothing
    assert [(l["seat"], l["intent"], l["pile"]) for l in recorded(table)] == \
        [(0, "cover", target)]
