"""The speedpad parser's exact words for a bad line (shown on the boards screen and in the log),
with the line quoted: printable ASCII as is, anything else as ?, cut after 40 characters."""
import pytest

from game.input.protocol import Hello, Parser, encode_line

CASES = [
    (encode_line("HELLO speedpad 1 8 P1 1.0 INFO"),
     "HELLO needs 7 fields, got 6: 'HELLO speedpad 1 8 P1 1.0 INFO*FB'"),
    (encode_line("HELLO speedpad 1000 8 P1 1.0 INFO 0"),
     "protocol version 1000 out of range (max 999): 'HELLO speedpad 1000 8 P1 1.0 INFO 0*DD'"),
    (encode_line("HELLO speedpad 999 8 P1 1.0 INFO 0"),
     "protocol version 999 not supported (this host speaks 1): "
     "'HELLO speedpad 999 8 P1 1.0 INFO 0*CD'"),
    (encode_line("HELLO speedpad 1 257 P1 1.0 INFO 0"),
     "button count 257 out of range (max 256): 'HELLO speedpad 1 257 P1 1.0 INFO 0*45'"),
    (encode_line("HELLO other 1 8 P1 1.0 INFO 0"),
     "HELLO is not from a speedpad: 'HELLO other 1 8 P1 1.0 INFO 0*E0'"),
    (encode_line("HELLO speedpad"), "HELLO is not from a speedpad: 'HELLO speedpad*A8'"),
    (encode_line("HELLO speedpad 1 8 P1 1.0 WHY 0"),
     "HELLO reason must be BOOT or INFO, got 'WHY': 'HELLO speedpad 1 8 P1 1.0 WHY 0*B8'"),
    (encode_line("HELLO speedpad 1 8 P1 1.0 INFO 0 x"),
     "boot id is not a decimal number: 'x': 'HELLO speedpad 1 8 P1 1.0 INFO 0 x*67'"),
    (encode_line("SLAP 7 PIEZO 200"), "SLAP needs 4 fields, got 3: 'SLAP 7 PIEZO 200*89'"),
    (encode_line("PONG 1"), "PONG needs 2 fields, got 1: 'PONG 1*E6'"),
    (b"\x01\x02" + b"A" * 50 + b"\n",
     "non-ASCII or control byte in line: '??" + "A" * 38 + "...'"),
    (b"Z" * 41 + b"\n", "missing *checksum: '" + "Z" * 40 + "...'"),
    (b"Z" * 40 + b"\n", "missing *checksum: '" + "Z" * 40 + "'"),
    (b"~\x7f \x1f\n", "non-ASCII or control byte in line: '~? ?'"),
]


@pytest.mark.parametrize("line,reason", CASES, ids=[str(i) for i in range(len(CASES))])
def test_bad_lines_are_refused_in_these_words(line, reason):
    assert [m.reason for m in Parser().feed(line)] == [reason]


def test_the_largest_button_count_and_protocol_field_are_accepted():
    out = Parser().feed(encode_line("HELLO speedpad 1 256 P1 1.0 INFO 0"))
    assert out == [Hello("P1", 1, 256, "1.0", "INFO", 0)]
