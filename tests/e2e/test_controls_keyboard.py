"""As a person would, with the keyboard alone (xdotool, the real window under Xvfb): Options →
Controls → Keyboard, left player → card 1 → press 1; back to the title; play a match where 1
plays the left player's card 1 and A, the old key, no longer plays: checked in the replay."""
import json
import os
import signal
import sys
import time

from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401 (a fixture)
from tests.e2e.window_game import WindowGame


def test_the_keyboard_remaps_card_1_and_the_match_follows(display, tmp_path):  # noqa: F811
    replay = tmp_path / "match.jsonl"
    config = tmp_path / "config"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    game = WindowGame([sys.executable, "-m", "game", "play", "--seed", "7", "--size",
                       "1280x720", "--replay-to", str(replay)], env)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)
        for keys, screen in ((["Down", "Return"], "options"),             # title: Options
                             (["Up", "Right", "Right", "Down", "Down", "Down", "Down",
                               "Return"], "controls"),
                             (["Return"], "controls_device"),              # Keyboard, left
                             (["Down", "Return"], "remap"),               # card 1
                             (["h"], None),               # refused: the right player's column
                             (["1"], "controls_device"),                   # card 1 is 1 now
                             (["Escape"], "controls"), (["Escape"], "options"),
                             (["Escape"], "title"),                       # back to the title
                             (["Up", "Return"], "join"),  # Play (the title kept Options)
                             (["1", "n", "Return"], "table")):            # join both, start
            press(display, *keys)
            if screen:
                game.wait_screen(screen)                  # and its guard time
        game.wait_table()                                 # "Ready… Set…"
        press(display, "a", "a", "1", "n", "a", "1", pause=0.2)
        time.sleep(0.3)
        press(display, "Escape")
        time.sleep(1.5)
        press(display, "Down", "Return")
        game.wait_screen("title", settle=0)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.finish(timeout=20)
    assert game.returncode == 0, err
    assert "Traceback" not in err
    saved = (config / "speed" / "bindings.toml").read_text()
    assert 'slot1 = ["1"]' in saved and "[keyboard_left]" in saved
    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    header, intents = lines[0], [l for l in lines[1:] if "seat" in l]
    assert [s["device"] for s in header["seats"]] == ["keyboard:keyboard_left",
                                                       "keyboard:keyboard_right"]
    left = [i for i in intents if i["seat"] == 0]
    assert len(left) == 2, left                       # the two 1s; the three As played nothing
    assert left[0]["intent"] == "play"
    assert left[0]["card"] == header["deal"]["seats"][0]["hand"][0]
    assert len([i for i in intents if i["seat"] == 1]) == 1


