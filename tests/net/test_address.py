"""Where a machine joins: a room code at the relay, an address, a URL, or one line."""
from game.net.address import DIRECT_PORT, is_code, relay_url, where
from game.net.command import problem


class Args:
    def __init__(self, **kw):
        self.join = self.watch = self.relay = self.port = None
        self.host = False
        self.__dict__.update(kw)


SETTINGS = {("online", "relay"): "relay.example.org:9000", ("online", "port"): 8766}


def test_a_room_code_is_found_at_the_relay():
    assert is_code("kx7pq") and not is_code("kx7p0")           # no 0 among the letters
    found = where(" kx7pq ", "ws://relay:8765")
    assert (found.url, found.code) == ("ws://relay:8765", "KX7PQ")


def test_an_address_a_host_or_a_url_is_reached_straight():
    assert where("127.0.0.1:9000", "").url == "ws://127.0.0.1:9000"
    assert where("Table.local", "").url == f"ws://table.local:{DIRECT_PORT}"
    assert where("wss://x.org/speed", "").url == "wss://x.org/speed"
    assert where("[::1]:80", "").url == "ws://[::1]:80"


def test_anything_else_is_no_place():
    for text in ("bad host", "1.2.3.4:0", "1.2.3.4:99999", "a:b:c", ""):
        assert where(text, "ws://r") is None, text


def test_a_relay_without_a_port_gets_the_relays():
    assert relay_url("relay.example.org") == "ws://relay.example.org:8765"
    assert relay_url("no way") is None


def test_the_command_line_says_a_bad_place_in_one_line():
    assert problem(Args(join="bad host"), SETTINGS).startswith("“bad host”")
    assert problem(Args(join="KX7PQ"), SETTINGS) is None
    assert problem(Args(host=True, relay="no way"), SETTINGS) is not None
    assert problem(Args(host=True, port=70000), SETTINGS) is not None
    assert problem(Args(watch="10.0.0.2:8766"), SETTINGS) is None
