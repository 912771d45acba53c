"""`speed relay`: one command, one port; a bad port is one line, never a traceback."""
import subprocess
import sys

from game.cli import main


def test_speed_relay_listens_and_says_where():
    relay = subprocess.Popen([sys.executable, "-m", "game", "relay", "--host", "127.0.0.1",
                              "--port", "0", "--rooms", "3"], stdout=subprocess.PIPE, text=True)
    try:
        line = relay.stdout.readline()
        assert line.startswith("speed relay: listening on 127.0.0.1:") and "3 rooms" in line
    finally:
        relay.terminate()
        relay.wait(10)


def test_a_port_out_of_range_is_one_line(capsys):
    assert main(["relay", "--port", "70000"]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "65535" in said
