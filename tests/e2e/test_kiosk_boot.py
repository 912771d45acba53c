"""The kiosk boot path's files (hardware/cabinet/): the systemd unit passes `systemd-analyze
verify`, both it and the xinitrc start the game's own cabinet command, and the xinitrc run
by the real xinit (on Xvfb instead of Xorg, no window manager) brings up the game full screen
at +0+0 with screen blanking off."""
import configparser
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import _parser as build_parser
from tools.x_root import windows

ROOT = Path(__file__).resolve().parents[2]
CABINET = ROOT / "hardware" / "cabinet"
XINITRC = CABINET / "xinitrc"
UNIT = CABINET / "speed-kiosk@.service"


def unit(path: Path) -> configparser.ConfigParser:
    parsed = configparser.ConfigParser(strict=False, interpolation=None)
    parsed.optionxform = str
    parsed.read(path)
    return parsed


def game_command_in_xinitrc() -> list[str]:
    """The command the xinitrc's restart loop runs (`until <command>; do`)."""
    loops = [line for line in XINITRC.read_text().splitlines() if line.startswith("until ")]
    assert len(loops) == 1, "the xinitrc should run the game in one restart loop"
    return shlex.split(loops[0].removeprefix("until ").split(";")[0])


def test_the_xinitrc_starts_the_games_cabinet_command():
    command = game_command_in_xinitrc()
    assert command[:3] == [".venv/bin/python", "-m", "game"]     # the venv `make play` made
    args = build_parser().parse_args(command[3:])
    assert args.cabinet is True and args.run.__name__ == "_play"
    desktop = unit(CABINET / "speed-cabinet.service")["Service"]["ExecStart"].split()
    assert command[1:] == desktop[1:], "the kiosk and the desktop start the same game command"


def test_the_unit_starts_x_with_that_xinitrc_alone():
    service = unit(UNIT)["Service"]
    start = service["ExecStart"].split()
    assert start[0] == "/usr/bin/xinit"
    assert start[1] == "/home/%i/speed/hardware/cabinet/xinitrc"      # CABINET.md's ~/speed
    assert start[2] == "--" and "-nocursor" in start and "vt1" in start
    assert service["Restart"] == "on-failure" and service["User"] == "%i"
    assert service["LimitRTPRIO"] == "10" and service["SupplementaryGroups"] == "dialout"
    assert os.access(XINITRC, os.X_OK), "xinit runs the xinitrc itself: it must be executable"


@pytest.mark.skipif(not shutil.which("systemd-analyze"), reason="no systemd-analyze here")
def test_the_kiosk_unit_passes_systemd_analyze_verify(tmp_path):
    if not Path("/usr/bin/xinit").exists():
        pytest.skip("verify checks ExecStart's /usr/bin/xinit: `make system-deps` installs it")
    instance = tmp_path / "speed-kiosk@root.service"    # a template is verified as an instance
    shutil.copy(UNIT, instance)
    done = subprocess.run(["systemd-analyze", "verify", str(instance)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not all(map(shutil.which, ("xinit", "Xvfb", "xwininfo", "xset"))),
                    reason="needs xinit, Xvfb, xwininfo and xset (make system-deps)")
@pytest.mark.skipif(not (ROOT / ".venv" / "bin" / "python").exists(),
                    reason="the xinitrc runs the game from .venv (make)")
def test_xinit_with_the_xinitrc_shows_the_game_full_screen_and_never_blanks(tmp_path):
    number = 150
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    display = f":{number}"
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_CACHE_HOME": str(tmp_path / "k")}
    env.pop("DISPLAY", None)
    env.pop("SDL_VIDEODRIVER", None)                    # the tests' dummy driver: not here
    session = subprocess.Popen(["xinit", str(XINITRC), "--", shutil.which("Xvfb"), display,
                                "-screen", "0", "1366x768x24", "-nolisten", "tcp"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        found = []
        while time.monotonic() < deadline and found != [(0, 0, 1366, 768)]:
            time.sleep(0.5)
            try:
                found = [w for w in windows(display) if w[2:] != (1, 1)]
            except subprocess.CalledProcessError:
                found = []                              # X not up yet
        assert found == [(0, 0, 1366, 768)], "the game's window should cover the screen"
        xset = subprocess.run(["xset", "-display", display, "q"], capture_output=True,
                              text=True, timeout=30).stdout
        assert "timeout:  0" in xset, xset              # no screen saver
        assert "DPMS is Disabled" in xset or "not have the DPMS" in xset, xset  # (Xvfb: none)
    finally:
        session.terminate()                             # xinit ends the game and X
        session.communicate(timeout=30)
    assert session.returncode is not None
