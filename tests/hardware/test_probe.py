"""A port that never says HELLO (a modem, another maker's board) hears nothing from the game
but the documented probe, `INFO`, once a second until the game gives up on it after 3 s
(hardware/PROTOCOL.md, Host -> board): never a PING, and nothing after."""
import os
import select
import time
import tty

from game.input.pad_manager import PadManager
from tests.waiting import wait_for


def drain(fd: int) -> bytes:
    """Everything written to the port so far."""
    data = b""
    while select.select([fd], [], [], 0.05)[0]:
        data += os.read(fd, 4096)
    return data


def test_a_port_that_never_says_hello_hears_only_the_probe():
    master, slave = os.openpty()
    tty.setraw(slave)
    port = os.ttyname(slave)
    manager = PadManager(lambda raw: None, ports=[port], autodetect=False,
                         scan_interval=0.05).start()
    try:
        assert wait_for(lambda: port in manager.ignored, 10)     # given up on
        heard = drain(master)
        time.sleep(1.5)                        # rescans go on: the port stays left alone
        after = drain(master)
    finally:
        manager.stop()
        os.close(master)
        os.close(slave)
    count = heard.count(b"\n")
    assert heard == b"INFO\n" * count and 1 <= count <= 4, heard
    assert after == b""
