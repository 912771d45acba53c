"""A match played by the mouse alone, as a person would: the real window on Xvfb, xdotool
moving and clicking (menus included: Play, the seat, Add a computer, Start, the cards, a drag
onto a pile, the draw pile, the slap pad, the pause button, Quit to the title screen), then
checked through the replay the game wrote. Where to click is measured on the same screens
drawn headless at the same size."""
import json
import os
import signal
import sys
import time

import pygame
import pytest

from game.app import App
from game.config import load_settings
from game.replay.runner import check
from game.ui.text import TextCache
from game.ui.scenes.join import JoinScene
from game.ui.scenes.pause import HINT, PauseMenu
from game.ui.table import pointer
from game.ui.table.layout import layout_for
from tests.e2e.test_play_window import display, pytestmark, xdotool  # noqa: F401
from tests.e2e.window_game import WindowGame

SIZE = (1280, 720)


def spots(tmp_path) -> dict:
    """Where each thing to click is, from the screens drawn headless at SIZE."""
    app = App(load_settings(tmp_path / "none.toml"), size=SIZE)
    try:
        app.step()
        menu = app.scene.menu
        out = {"play": menu.rects[0].move(12, 0).midleft}          # the word "Play"
        join = JoinScene(app.ctx)
        app.switch(join)
        app.step()
        out.update(seat=join.boxes[0].center, computer=join.menu.rects[1].center,
                   start=join.menu.rects[0].center)
        pause = PauseMenu(lambda: None, lambda: None)
        pause.draw(pygame.Surface(SIZE), TextCache(), HINT)
        out["quit"] = pause.menu.rects[1].center
        app.ctx.flow.push("confirm_quit", to_title=True)
        app.step()
        out["really_quit"] = app.scene.menu.rects[1].center
    finally:
        app.quit()
    layout = layout_for("speed", SIZE, 2)
    out.update(hand=[r.center for r in layout.seats[0].hand], draw=layout.seats[0].draw.center,
               right_pile=layout.centres[1].center, pad=pointer.pad_rect(layout, 0).center,
               pause=pointer.pause_rect(layout).center)
    return out


def test_a_match_by_mouse_alone_and_the_replay_shows_it(display, tmp_path):  # noqa: F811
    where = spots(tmp_path)
    replay = tmp_path / "mouse.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    game = WindowGame([sys.executable, "-m", "game", "play", "--seed", "7", "--size",
                       f"{SIZE[0]}x{SIZE[1]}", "--replay-to", str(replay)], env)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*").split()[0]
        time.sleep(1.5)                                # the title is up and polling

        def click(pos, pause=0.35):
            xdotool(display, "mousemove", "--window", window, str(pos[0]), str(pos[1]))
            time.sleep(0.05)
            xdotool(display, "click", "1")
            time.sleep(pause)

        def drag(start, end):
            xdotool(display, "mousemove", "--window", window, str(start[0]), str(start[1]))
            xdotool(display, "mousedown", "1")
            for k in range(1, 5):
                x = start[0] + (end[0] - start[0]) * k // 4
                y = start[1] + (end[1] - start[1]) * k // 4
                xdotool(display, "mousemove", "--window", window, str(x), str(y))
            xdotool(display, "mouseup", "1")
            time.sleep(0.35)

        game.leave_opening(lambda: click(where["play"], 0), "join")   # title: Play
        click(where["seat"])                           # join: the mouse takes seat 1
        click(where["computer"])                       # Add a computer
        click(where["start"], 0)                       # Start, then "Ready… Set…"
        game.wait_table()
        for slot in range(3):
            click(where["hand"][slot], 0.25)           # three cards, each where it fits
        drag(where["hand"][3], where["right_pile"])    # one card dragged onto the right pile
        click(where["draw"], 0.25)                     # ask to flip
        click(where["pad"], 0.25)                      # the slap pad
        click(where["pause"], 0.8)                     # pause
        click(where["quit"], 1.0)                      # Quit to the title screen
        click(where["really_quit"], 0)                 # asked first: yes
        game.wait_screen("title", settle=0)
    finally:
        game.send_signal(signal.SIGTERM)               # at the title: closes at once
        out, err = game.finish(timeout=30)
    assert game.returncode == 0, err
    assert "Traceback" not in err

    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    header, mine = lines[0], [l for l in lines[1:] if l.get("seat") == 0]
    assert header["seats"][0]["device"] == "mouse:mouse"
    assert header["seats"][1]["kind"] == "bot"
    assert [l["intent"] for l in mine][:4] == ["play"] * 4, mine
    assert len(mine) == 6 and mine[4]["intent"] == "flip"
    assert mine[5]["intent"] in ("flip", "call")       # the pad: flip, or "Speed!" if out
    hand = header["deal"]["seats"][0]["hand"]
    assert mine[0]["card"] == hand[0]
    assert lines[-1]["intent"] == "end"
    result = check(str(replay))
    assert result["applied"] == len([l for l in lines[1:] if "seat" in l])
