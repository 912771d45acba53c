"""A match across two machines on loopback, the joining one played by a gamepad alone (a
virtual pad, tests/e2e/pad_online.py): it names its player, takes its seat, plays, pauses the
host's table and plays on; the host (a real window driven by xdotool) seats its keyboard
player and starts. Both replays are the same bytes, and the host's names the pad's player."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.e2e.test_online_window import focused, free_port, keys, sha, two_screens  # noqa: F401
from tests.e2e.test_online_window import pytestmark  # noqa: F401  (Xvfb and xdotool)
from tests.e2e.window_game import WindowGame

DRIVER = Path(__file__).with_name("pad_online.py")


def wait_file(path: Path, seconds: float, guest) -> None:
    end = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < end and guest.poll() is None, f"no {path.name}"
        time.sleep(0.05)


def test_a_pad_alone_joins_plays_and_pauses_the_hosts_table_same_replay_on_both(
        two_screens, tmp_path):  # noqa: F811
    here, there = two_screens
    port = free_port()
    home = {name: tmp_path / name for name in ("host", "guest")}
    for path in home.values():
        path.mkdir()

    def env(name, display):
        return {**os.environ, "SDL_AUDIODRIVER": "dummy", "DISPLAY": display,
                "XDG_CONFIG_HOME": str(home[name] / "config"),
                "XDG_DATA_HOME": str(home[name] / "data")}
    host = WindowGame([sys.executable, "-m", "game", "play", "--size", "1280x720", "--seed",
                       "7", "--host", "--port", str(port), "--replay-to",
                       str(home["host"] / "match.jsonl")],
                      {**env("host", here), "SDL_VIDEODRIVER": "x11"})
    guest = None
    try:
        host.wait_screen("join")
        guest = subprocess.Popen([sys.executable, str(DRIVER), str(home["guest"]),
                                  f"127.0.0.1:{port}"], env=env("guest", there),
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        wait_file(home["guest"] / "seated", 30, guest)
        time.sleep(0.5)
        focused(here)
        keys(here, "a")                                  # the host's own keyboard player
        time.sleep(0.3)
        keys(here, "Return")                             # starts
        host.wait_table()
        wait_file(home["guest"] / "resumed", 30, guest)
        keys(here, "Escape")                             # the host leaves: pause…
        time.sleep(1.2)
        keys(here, "Down", "Return")                     # …quit, asked…
        host.wait_screen("confirm_quit")
        keys(here, "Down", "Return")                     # …and confirmed
        host.wait_screen("title", settle=1.5)
        out, err = guest.communicate(timeout=40)
    finally:
        host.send_signal(signal.SIGTERM)
        _out, host_err = host.finish(timeout=20)
        if guest is not None and guest.poll() is None:
            guest.kill()
            guest.wait()
    assert host.returncode == 0 and "Traceback" not in host_err, host_err[-2000:]
    assert guest.returncode == 0 and "Traceback" not in err, err[-2000:]
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["reached"] and seen["started"] and seen["name"] == "Bo"
    assert seen["halted"] == [seen["seat"], "pause"] and seen["resumed"]
    hosted, joined = home["host"] / "match.jsonl", home["guest"] / "match.jsonl"
    lines = [json.loads(line) for line in hosted.read_text().splitlines()]
    pad_seat = next(i for i, s in enumerate(lines[0]["seats"])
                    if s["device"].startswith("net:"))
    assert lines[0]["seats"][pad_seat]["name"] == "Bo" and pad_seat == seen["seat"]
    assert any(line.get("seat") == pad_seat for line in lines[1:]), "the pad played"
    assert sha(joined) == sha(hosted)
