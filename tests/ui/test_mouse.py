"""Mouse and touch alone: every menu (with the wheel), a seat at the join screen, playing
cards by click, tap and drag, flipping, the slap pad, pausing, and the quit question."""
import json
import time

import pygame
import pytest

from game.app import RESULTS_HOLD_S
from game.engine.intents import Intent
from game.ui.scenes.confirm import ConfirmQuit
from game.ui.scenes.join import JoinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.table import pointer

APP = {"seed": 3}


@pytest.fixture
def app(app):
    """The shared headless game, a first frame drawn, the results screen's hold as in play."""
    app.results_hold_s = RESULTS_HOLD_S
    app.step()
    return app


def post(app, *events) -> None:
    for kind, fields in events:
        pygame.event.post(pygame.event.Event(kind, **fields))
    app.poll()
    app.step()


def click(app, pos, button=1, to=None) -> None:
    """Press at `pos`, let go at `to` (a drag) or at `pos`."""
    events = [(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
              (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": button})]
    if to is not None:
        events.append((pygame.MOUSEMOTION, {"pos": to, "rel": (0, 0), "buttons": (1, 0, 0)}))
    events.append((pygame.MOUSEBUTTONUP, {"pos": to or pos, "button": button}))
    post(app, *events)


def tap(app, pos) -> None:
    w, h = app.screen.get_size()
    finger = {"x": pos[0] / w, "y": pos[1] / h, "dx": 0.0, "dy": 0.0, "touch_id": 1,
              "finger_id": 1, "pressure": 1.0}
    post(app, (pygame.FINGERDOWN, finger), (pygame.FINGERUP, finger))


def wheel(app, y) -> None:
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": y, "flipped": False, "precise_x": 0.0,
                                   "precise_y": float(y), "touch": False}))


def item(app, label: str):
    menu = app.scene.menu
    index = next(i for i, it in enumerate(menu.items) if it.label.startswith(label))
    return menu.rects[index]


def seated_table(app, variant="speed") -> TableScene:
    app.settings["game", "variant"] = variant
    click(app, item(app, "Play").move(12, 0).midleft)   # the word "Play"
    assert isinstance(app.scene, JoinScene)
    click(app, app.scene.boxes[0].center)                # the mouse takes seat 1
    assert app.hub.seats[0].device == "mouse"
    click(app, app.scene.menu.rects[1].center)           # Add a computer
    click(app, app.scene.menu.rects[0].center)           # Start
    table = app.scene
    assert isinstance(table, TableScene)
    table.session.bots = {}                              # only the mouse plays
    return started(table)


def started(table) -> TableScene:
    """The table past its "Ready… Set…"."""
    table.session.start_ns = time.perf_counter_ns() - 10**6
    table.update(time.perf_counter_ns())
    return table


def recorded(table) -> list[dict]:
    """The replay's intent lines so far (after applying what is due)."""
    table.update(time.perf_counter_ns() + 10**6)
    table.session.recorder._file.flush()
    return [json.loads(l) for l in open(table.session.recorder.path)][1:]


def applied(table) -> list[Intent]:
    return [l for l in recorded(table) if l.get("seat") == 0]


def test_options_by_the_wheel_and_back_is_reached_by_mouse(app):
    click(app, item(app, "Options").center)
    assert isinstance(app.scene, OptionsScene)
    menu = app.scene.menu
    for _ in range(len(menu.items)):
        wheel(app, -1)
    assert menu.items[menu.selected].label == "Back" and menu.selected in menu.rects
    wheel(app, 1)
    assert menu.items[menu.selected].label != "Back"
    wheel(app, -1)
    click(app, menu.rects[menu.selected].center)
    assert isinstance(app.scene, TitleScene)


def test_a_long_menu_scrolls_by_wheel_and_by_its_arrows(app):
    """A list longer than the window (the old menu: items 9-16 and Back out of the mouse's
    reach) scrolls with the wheel, and with the arrows for a mouse without one."""
    from game.ui.menu import Item, Menu
    menu = Menu("Long", [Item(f"Item {n}", lambda: None) for n in range(30)])
    surface = pygame.Surface((640, 480))
    menu.draw(surface, app.text)
    assert 29 not in menu.rects and "down" in menu.arrows
    menu.on_mouse(menu.arrows["down"].center, True)
    assert menu.selected == 1
    menu.scroll(40)
    menu.draw(surface, app.text)
    assert menu.selected == 29 and 29 in menu.rects and "up" in menu.arrows


def test_a_click_on_a_choice_changes_it_both_ways(app):
    click(app, item(app, "Options").center)
    menu = app.scene.menu
    choice = next(i for i, it in enumerate(menu.items) if it.values)
    start = menu.items[choice].index
    rect = menu.rects[choice]
    click(app, (rect.right - 3, rect.centery))
    menu = app.scene.menu                                # a page change rebuilds the menu
    assert menu.items[choice].index == start + 1
    app.step()
    rect = menu.rects[choice]
    click(app, (rect.left + 3, rect.centery))
    assert app.scene.menu.items[choice].index == start


def test_a_mouse_takes_a_seat_plays_a_card_by_click_and_the_replay_has_it(app):
    table = seated_table(app)
    game = table.session.game
    plays = [(k, c) for k, c in enumerate(game.hands[0])
             if any(i.card == c for i in game.legal_intents(0) if i.kind == "play")]
    slot = plays[0][0] if plays else 0
    card = game.hands[0][slot]
    click(app, table.view.layout.seats[0].hand[slot].center)
    lines = applied(table)
    assert lines and lines[0]["intent"] == "play" and lines[0]["card"] == \
        __import__("game.engine.cards", fromlist=["name"]).name(card)


def test_a_tap_plays_like_a_click(app):
    table = seated_table(app)
    tap(app, table.view.layout.seats[0].hand[2].center)
    assert [l["intent"] for l in applied(table)] == ["play"]


def test_a_card_dragged_onto_a_pile_is_aimed_there(app):
    table = seated_table(app)
    layout = table.view.layout
    click(app, layout.seats[0].hand[1].center, to=layout.centres[1].center)
    assert table.ctx.devices.control(0).aim == 1
    (line,) = applied(table)
    assert line["intent"] == "play"


def test_the_draw_pile_flips_and_the_slap_pad_is_the_arcade_pad(app):
    table = seated_table(app)
    layout = table.view.layout
    click(app, layout.seats[0].draw.center)
    click(app, pointer.pad_rect(layout, 0).center)
    kinds = [l["intent"] for l in applied(table)]
    assert kinds == ["flip", "flip"]                    # no call window open: the pad flips


def test_the_pad_is_drawn_beside_the_draw_pile_clear_of_the_table(app):
    table = seated_table(app)
    layout = table.view.layout
    pad = pointer.pad_rect(layout, 0)
    assert pygame.Rect((0, 0), layout.size).contains(pad)
    assert pad.collidelist([r for name, r in layout.named_rects() if name != "band"]) < 0
    app.step()
    colour = app.screen.get_at(pad.center)
    assert colour.r > 200 and colour.g < 150            # the red pad is on screen


def test_the_pause_button_and_the_pause_menu_work_by_mouse(app):
    table = seated_table(app)
    click(app, pointer.pause_rect(table.view.layout).center)
    assert table.paused_at is not None
    app.step()
    click(app, table.pause_menu.menu.rects[1].center)   # Quit to the title screen
    assert isinstance(app.scene, ConfirmQuit)            # asked first: the match is on
    click(app, app.scene.menu.rects[1].center)           # yes, quit to the title screen
    assert isinstance(app.scene, TitleScene)


def test_closing_the_window_mid_match_asks_and_keep_playing_goes_back(app):
    table = seated_table(app)
    post(app, (pygame.QUIT, {}))
    assert app.running and isinstance(app.scene, ConfirmQuit)
    assert table.paused_at is not None
    app.step()
    click(app, app.scene.menu.rects[0].center)          # Keep playing
    assert app.scene is table and app.running
    post(app, (pygame.QUIT, {}))
    app.step()
    click(app, app.scene.menu.rects[1].center)          # Quit
    assert not app.running


def test_the_quit_question_answers_to_a_pad_and_a_second_close_quits(app):
    seated_table(app)
    post(app, (pygame.QUIT, {}))
    question = app.scene
    question.on_press(None, "back")                     # B on a pad: keep playing
    assert isinstance(app.scene, TableScene)
    post(app, (pygame.QUIT, {}))
    post(app, (pygame.QUIT, {}))
    assert not app.running


def test_closing_the_window_at_the_title_quits_at_once(app):
    post(app, (pygame.QUIT, {}))
    assert not app.running


def test_space_is_the_mouse_players_slap_pad(app):
    table = seated_table(app)
    from tests.ui.test_scenes import keys
    keys(app, "space")
    assert [l["intent"] for l in applied(table)] == ["flip"]
    assert table.paused_at is None


def test_a_right_click_steps_a_choice_back(app):
    click(app, item(app, "Options").center)
    menu = app.scene.menu
    choice = next(i for i, it in enumerate(menu.items) if it.values)
    start = menu.items[choice].index
    click(app, menu.rects[choice].center, button=3)
    assert app.scene.menu.items[choice].index == (start - 1) % len(menu.items[choice].values)
