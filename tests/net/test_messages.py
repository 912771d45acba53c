"""The messages between machines: what is refused is refused with one line, nothing else."""
import json

import pytest

from game.net.messages import MAX_BYTES, Malformed, Message, decode, encode
from game.net.rate import Bucket


def test_a_message_survives_its_trip():
    text = encode("press", seq=7, seat=1, control="play2", clock_us=123_456_789, down=True)
    message = decode(text)
    assert isinstance(message, Message) and message.t == "press"
    assert message["clock_us"] == 123_456_789 and message["seat"] == 1


@pytest.mark.parametrize("text, why", [
    ("{not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ('{"v": 2, "t": "bye"}', "version"),
    ('{"v": 1, "t": "launch"}', "unknown type"),
    ('{"v": 1, "t": "ping"}', "missing id"),
    ('{"v": 1, "t": "ping", "id": -1}', "id out of bounds"),
    ('{"v": 1, "t": "ping", "id": true}', "id out of bounds"),
    ('{"v": 1, "t": "ping", "id": 1, "x": 2}', "unknown field"),
    ('{"v": 1, "t": "press", "seq": 1, "seat": 9, "control": "a", "clock_us": 1, "down": true}',
     "seat out of bounds"),
    ('{"v": 1, "t": "hello", "name": "' + "n" * 65 + '", "token": "", "watch": false}',
     "name out of bounds"),
    ("[" * 100_000 + "]" * 100_000, "too long"),
])
def test_a_malformed_message_is_one_line_of_why(text, why):
    refused = decode(text)
    assert isinstance(refused, Malformed)
    assert why in refused.why and "\n" not in refused.why


def test_an_oversized_message_is_refused_unread():
    text = json.dumps({"v": 1, "t": "bye", "pad": "x" * MAX_BYTES})
    assert "too long" in decode(text).why
    assert "binary" in decode(b'{"v": 1, "t": "bye"}').why


def test_a_wrong_message_is_never_sent():
    with pytest.raises(ValueError):
        encode("ping", id="one")


def test_a_bucket_lets_a_burst_through_then_the_rate():
    bucket = Bucket(rate=10, burst=3)
    assert [bucket.allow(0) for _ in range(4)] == [True, True, True, False]
    assert not bucket.allow(50_000_000)          # half a token
    assert bucket.allow(100_000_000)             # one more after 0.1 s at 10 a second
