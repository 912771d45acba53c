"""Two machines on loopback, as two people play: one game hosts (`speed play --host`, its
address), the other joins it by that address, each in a real window on a virtual X screen of
its own, seated by keyboard, a few presses on each; the joining machine's replay is the
host's, byte for byte (the same checksum)."""
import hashlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest

from tests.e2e.test_play_window import xdotool
from tests.e2e.window_game import GUARD_S, WindowGame

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (make test installs them)")


def x_screen():
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24",
                               "-nolisten", "tcp"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    number = server.stdout.readline().strip()
    assert number.isdigit(), "Xvfb did not start"
    return server, f":{number}"


@pytest.fixture
def two_screens():
    made = [x_screen(), x_screen()]
    yield [display for _, display in made]
    for server, _ in made:
        server.terminate()
        server.wait(timeout=10)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def focused(display: str) -> None:
    window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
    assert window, f"no game window on {display}"
    xdotool(display, "windowfocus", "--sync", window.split()[0])


def keys(display: str, *names: str, pause: float = 0.15) -> None:
    for name in names:
        xdotool(display, "key", name)
        time.sleep(pause)


def machine(tmp_path, name: str, display: str, *args: str, **env: str) -> WindowGame:
    """`speed play *args` in a real window on `display`, with folders of its own under
    tmp_path/name (its replay: match.jsonl there); `env`: more of its environment."""
    home = tmp_path / name
    return WindowGame([sys.executable, "-m", "game", "play", "--size", "1280x720",
                       "--replay-to", str(home / "match.jsonl"), *args],
                      {**os.environ, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
                       "DISPLAY": display, "XDG_CONFIG_HOME": str(home / "config"),
                       "XDG_DATA_HOME": str(home / "data"), **env})


def sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_match_hosted_and_joined_by_address_leaves_the_same_replay_on_both(two_screens,
                                                                            tmp_path):
    here, there = two_screens
    port = free_port()
    host = machine(tmp_path, "host", here, "--seed", "7", "--host", "--port", str(port))
    guest = None
    try:
        host.wait_screen("join")
        guest = machine(tmp_path, "guest", there, "--join", f"127.0.0.1:{port}")
        guest.wait_screen("net_table", settle=GUARD_S + 1.0)      # connected, its guard over
        focused(here)
        focused(there)
        keys(here, "a")                              # the host's left keyboard: seat 1
        keys(there, "a")                             # the guest's: its seat, there and here
        time.sleep(1.0)
        keys(here, "Return")                         # the host starts the match
        host.wait_table()
        time.sleep(0.5)                              # (the guest's "Ready… Set…" too)
        for mine, theirs in zip("asdfg", "gfdsa"):
            keys(there, mine, pause=0.1)
            keys(here, theirs, pause=0.1)
        time.sleep(1.0)
        keys(here, "Escape")                         # the host leaves: pause…
        time.sleep(1.5)
        keys(here, "Down", "Return")                 # …quit to the title screen, asked…
        host.wait_screen("confirm_quit", settle=GUARD_S)
        keys(here, "Down", "Return")                 # …and confirmed
        host.wait_screen("title", settle=1.5)        # (its last line carried to the guest)
    finally:
        for game in (host, guest):
            if game is not None:
                game.send_signal(signal.SIGTERM)
        outs = [game.finish(timeout=20) for game in (host, guest) if game is not None]
    for game, (_out, err) in zip((host, guest), outs):
        assert game.returncode == 0, err
        assert "Traceback" not in err, err
    hosted, joined = tmp_path / "host" / "match.jsonl", tmp_path / "guest" / "match.jsonl"
    lines = hosted.read_text().splitlines()
    assert len(lines) >= 4 and '"net:1:net"' in lines[0]          # the guest had a seat
    assert any('"seat": 1' in line for line in lines[1:])          # and played it
    assert sha(joined) == sha(hosted)
