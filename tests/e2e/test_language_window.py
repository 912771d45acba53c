"""As a person would, with the keyboard alone (xdotool, the real window under Xvfb): the game
starts in the environment's language (LANGUAGE=nl: the window's title is Dutch), Options → Look
→ Language → Dansk switches it at once (the window's title is Danish while Options is still
open), Esc saves it; the next start, with `--language pt_BR`, speaks Portuguese for that run
only."""
import os
import signal
import subprocess
import sys
import time

from game.ui.icon import WM_CLASS
from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401 (a fixture)

STEP = 1.1                          # a new screen ignores presses for 0.8 s


def start(display, tmp_path, *args, language="nl"):  # noqa: F811
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "LANGUAGE": language, "LC_ALL": "",
           "SPEED_SETTINGS": str(tmp_path / "config" / "speed" / "settings.toml")}
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--size", "1280x720",
                             *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    window = xdotool(display, "search", "--sync", "--class", f"^{WM_CLASS}$").split()[0]
    xdotool(display, "windowfocus", "--sync", window)
    time.sleep(2.0)
    return game, window


def title_becomes(display, window, wanted: str, within_s: float = 15.0) -> str:
    """The window's title once it is `wanted` (or what it is after `within_s`)."""
    deadline = time.monotonic() + within_s
    while True:
        name = xdotool(display, "getwindowname", window)
        if name == wanted or time.monotonic() > deadline:
            return name
        time.sleep(0.1)


def stop(game) -> str:
    game.send_signal(signal.SIGTERM)
    _, err = game.communicate(timeout=20)
    assert game.returncode == 0 and "Traceback" not in err, err
    return err


def test_the_language_switches_at_once_from_the_keyboard_and_is_kept(
        display, tmp_path):  # noqa: F811
    game, window = start(display, tmp_path)
    try:
        assert title_becomes(display, window, "Speed: de kaartrace") == "Speed: de kaartrace"
        for keys in (["Down", "Return"],                        # title: Options
                     ["Up", "Right", "Right", "Right", "Down"],    # the Look page: Language
                     ["Right", "Right", "Right", "Right"]):        # auto ▸ en ▸ nl ▸ pt_BR ▸ da
            time.sleep(STEP)
            press(display, *keys)
        danish = title_becomes(display, window, "Speed: kortkapløbet")
        press(display, "Escape")                                # saved; the title
        time.sleep(STEP)
    finally:
        stop(game)
    assert danish == "Speed: kortkapløbet"
    saved = (tmp_path / "config" / "speed" / "settings.toml").read_text(encoding="utf-8")
    assert 'language = "da"' in saved
    game, window = start(display, tmp_path, "--language", "pt_BR")
    try:
        portuguese = title_becomes(display, window, "Speed: a corrida de cartas")
    finally:
        stop(game)
    assert portuguese == "Speed: a corrida de cartas"
    assert 'language = "da"' in (tmp_path / "config" / "speed" / "settings.toml").read_text(
        encoding="utf-8")                                       # for that run only
