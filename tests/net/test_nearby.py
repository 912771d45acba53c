"""Matches hosted nearby, said and heard over mDNS on loopback."""
from zeroconf import ServiceInfo

from game.net.nearby import SERVICE, Advertised, Match, Nearby, _read
from tests.waiting import wait_for

LOOPBACK = ["127.0.0.1"]


def test_a_hosted_match_is_heard_nearby_and_gone_when_closed():
    nearby = Nearby(LOOPBACK)
    advertised = Advertised("Ana's  table", "127.0.0.1", 45123, "spit", 1, LOOPBACK)

    def ours():          # (another test run on this machine may be saying its own matches)
        return [m for m in nearby.matches() if m.port == 45123]
    try:
        assert wait_for(ours, 8)
        assert ours()[0] == Match("Ana's table", "127.0.0.1", 45123, "spit", 1)
        assert ours()[0].url == "ws://127.0.0.1:45123"
    finally:
        advertised.close()
    assert wait_for(lambda: not ours(), 8)
    nearby.close()


def test_what_a_stranger_says_is_read_as_untrusted():
    def said(**properties):
        return ServiceInfo(SERVICE, f"x.{SERVICE}", port=1, addresses=[b"\x7f\x00\x00\x01"],
                           properties={"v": "1", "variant": "speed", "free": "2", **properties})
    assert _read(f"x.{SERVICE}", said()).free == 2
    assert _read(f"x.{SERVICE}", said(free="lots")).free == 0
    assert _read(f"x.{SERVICE}", said(variant="poker")) is None
    assert _read(f"x.{SERVICE}", said(v="9")) is None
