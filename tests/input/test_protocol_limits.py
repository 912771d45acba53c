"""The speedpad parser at its limits: the 64-byte line however the bytes arrive, a good line
glued after noise, and each field's largest value (hardware/PROTOCOL.md)."""
import pytest

from game.input.protocol import Edge, Hello, Parser, Pong, ProtocolError, encode_line

NOISE = b"#" * 80             # a garbage run with no newline in it


def hello_of(length: int, end: bytes = b"\n") -> bytes:
    """A good HELLO INFO line of exactly `length` bytes before its line end (the longest
    board id and firmware, then a trailing field as a later protocol version may add)."""
    shape = "HELLO speedpad 1 8 {} {} INFO 0 7 {}"
    room = length - len(shape.format("", "", "")) - 3      # minus "*HH"
    board, firmware = min(12, room - 2), min(8, max(room - 13, 1))
    line = encode_line(shape.format("P" * board, "f" * firmware, "x" * (room - board - firmware)))
    assert len(line) == length + 1
    return line[:-1] + end


def feed(*chunks: bytes) -> list:
    """Every message a new parser gives for these chunks, in order."""
    parser, out = Parser(), []
    for chunk in chunks:
        out += parser.feed(chunk)
    return out


def chunked(stream: bytes, size: int) -> list[bytes]:
    """`stream` cut into pieces of `size` bytes."""
    return [stream[i:i + size] for i in range(0, len(stream), size)]


def kinds(messages: list) -> list[str]:
    return [type(m).__name__ for m in messages]


@pytest.mark.parametrize("end", [b"\n", b"\r\n"], ids=["LF", "CRLF"])
@pytest.mark.parametrize("noise", [b"#", b"##", NOISE], ids=["1", "2", "80"])
def test_a_longest_good_line_after_noise_is_kept_however_chunked(noise, end):
    """63 bytes and the newline is a legal line: noise before it costs the noise, not the line."""
    stream = noise + hello_of(63, end)
    alone = feed(hello_of(63, end))
    for size in (1, 2, 3, 7, 64, len(stream)):
        out = feed(*chunked(stream, size))
        assert kinds(out) == ["ProtocolError", "Hello"], (size, out)
        assert out[1] == alone[0] and alone[0].next_seq == 0 and alone[0].boot == 7


@pytest.mark.parametrize("end", [b"\n", b"\r\n"], ids=["LF", "CRLF"])
@pytest.mark.parametrize("noise", [b"", b"#", NOISE], ids=["0", "1", "80"])
def test_a_line_one_byte_too_long_is_never_used(noise, end):
    """64 bytes before the newline is over the limit, whatever precedes it and however cut."""
    stream = noise + hello_of(64, end)
    for size in (1, 5, len(stream)):
        out = feed(*chunked(stream, size))
        assert kinds(out) == ["ProtocolError"], (size, out)
        assert out[0].reason.startswith("line longer than 64 bytes, dropped: ")


def test_the_same_bytes_give_the_same_words_however_they_arrive():
    """The too-long line's quoted excerpt too: a log reads the same for every USB packet size."""
    stream = NOISE + b"E 0 0 D 5 " * 4 + encode_line("E 0 1 D 77") + encode_line("PONG 1 2")
    whole = feed(stream)
    assert kinds(whole) == ["ProtocolError", "Edge", "Pong"]
    for size in range(1, 9):
        assert feed(*chunked(stream, size)) == whole, size


def test_short_noise_glued_before_a_good_line_costs_only_the_noise():
    assert feed(b"\x00\x07" + encode_line("E 0 1 D 77")) == [
        ProtocolError("non-ASCII or control byte in line: '??E 0 1 D 77*03'"),
        Edge(0, 1, True, 77)]
    out = feed(b"#" + encode_line("E 0 1 D 77"))           # one stray byte
    assert kinds(out) == ["ProtocolError", "Edge"] and out[1] == Edge(0, 1, True, 77)


WORDS = [
    (b"ABCDEFGHIJKLMNOPQRSTUVWXYZ" * 3 + b"\n",                # quoted from its last 65 bytes
     "line longer than 64 bytes, dropped: 'NOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZA...'"),
    (encode_line("HELLO speedpad 1"), "HELLO needs 7 fields, got 2: 'HELLO speedpad 1*89'"),
    (encode_line("HI"), "unknown message 'HI': 'HI*0B'"),
    (b"*00\n", "empty field (fields are separated by single spaces): '*00'"),
    (b"*\n", "checksum is not two hex digits: '*'"),
    (encode_line("E 0 256 D 5"), "button 256 out of range (max 255): 'E 0 256 D 5*4B'"),
    (encode_line("PONG 1 4294967296"),
     "micros 4294967296 out of range (max 4294967295): 'PONG 1 4294967296*67'"),
    (encode_line("PONG 1 5 65536"), "boot id 65536 out of range (max 65535): 'PONG 1 5 65536*75'"),
    (encode_line("E 0 1 D 5 65536"),
     "boot id 65536 out of range (max 65535): 'E 0 1 D 5 65536*C1'"),
]


@pytest.mark.parametrize("line,reason", WORDS, ids=[str(i) for i in range(len(WORDS))])
def test_a_bad_line_is_refused_in_these_words(line, reason):
    assert [m.reason for m in Parser().feed(line)] == [reason]


def test_each_field_takes_its_largest_value():
    """Before any HELLO a board may use buttons 0-255; micros, boot ids: their full range."""
    assert feed(encode_line("E 0 255 D 4294967295 65535")) == [Edge(0, 255, True, 4294967295,
                                                                   65535)]
    assert feed(encode_line("PONG 1 4294967295 65535")) == [Pong(1, 4294967295, 65535)]


def test_the_parser_tells_which_sequence_number_comes_next():
    parser = Parser()
    assert parser.expected_seq is None
    parser.feed(encode_line("HELLO speedpad 1 8 P1 1.0 INFO 65534"))
    assert parser.expected_seq == 65534
    parser.feed(encode_line("E 65534 0 D 5") + encode_line("E 65535 0 U 9"))
    assert parser.expected_seq == 0                         # it wraps


NAMES = [
    (encode_line("HELLO speedpad 1 8 ABCDEFGHIJKLM 1.0 INFO 0"),
     "board id 'ABCDEFGHIJKLM' is 13 characters, at most 12 fit a line: shorten BOARD_ID in "
     "the board's firmware (or update it): 'HELLO speedpad 1 8 ABCDEFGHIJKLM 1.0 INF...'"),
    (encode_line("HELLO speedpad 1 8 P1 123456789 INFO 0"),
     "firmware version '123456789' is 9 characters, at most 8 fit a line: shorten FIRMWARE in "
     "the board's firmware (or update it): 'HELLO speedpad 1 8 P1 123456789 INFO 0*C...'"),
    (encode_line("HELLO speedpad 1 8 ABCDEFGHIJKLMNOPQ 1.0 INFO 0"),
     "board id 'ABCDEFGHIJKLMNOP' is 17 characters, at most 12 fit a line: shorten BOARD_ID in "
     "the board's firmware (or update it): 'HELLO speedpad 1 8 ABCDEFGHIJKLMNOPQ 1.0...'"),
    (encode_line("HELLO speedpad 1 8 P/23456789ABCDEFGH 1.0 INFO 0"),
     "board id 'P/23456789ABCDEF' may only use A-Z a-z 0-9 _ . -: "
     "'HELLO speedpad 1 8 P/23456789ABCDEFGH 1....'"),
    (encode_line("HELLO speedpad 1 8 ABCDEFGHIJKLMNOPQRSTUVWXYZ 1.0.0-beta3 INFO 65535 65535"),
     "line longer than 64 bytes, dropped: 'ad 1 8 ABCDEFGHIJKLMNOPQRSTUVWXYZ 1.0.0-...' (a HELLO: "
     "a board's BOARD_ID may have at most 12 characters and its FIRMWARE 8; shorten them in its "
     "firmware)"),
]


@pytest.mark.parametrize("line,reason", NAMES, ids=[str(i) for i in range(len(NAMES))])
def test_a_name_too_long_for_a_hello_or_badly_spelt_says_what_to_change(line, reason):
    """A board id over 12 characters, a firmware name over 8 (shown by their first 16), or
    a HELLO cut for length: the words say which constant to shorten in the firmware."""
    assert [m.reason for m in Parser().feed(line)] == [reason]


def test_the_longest_names_a_hello_may_carry_are_taken():
    assert feed(encode_line("HELLO speedpad 1 8 ABCDEFGHIJKL 12345678 INFO 65535 65535")) == [
        Hello("ABCDEFGHIJKL", 1, 8, "12345678", "INFO", 65535, 65535)]
