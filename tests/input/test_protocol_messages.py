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


MORE = [
    (b"E 0 0 D 1000*26\n", "checksum mismatch: 'E 0 0 D 1000*26'"),
    (b"E 1 2 D 3*G1\n", "checksum is not two hex digits: 'E 1 2 D 3*G1'"),
    (encode_line("E  1 2 D 3"),
     "empty field (fields are separated by single spaces): 'E  1 2 D 3*3A'"),
    (encode_line("WHATISTHISMESSAGE 1"),
     "unknown message 'WHATISTHISME': 'WHATISTHISMESSAGE 1*58'"),
    (encode_line("E 1 2 DOWNWARDSX 3"),
     "edge state must be D or U, got 'DOWNWARD': 'E 1 2 DOWNWARDSX 3*B8'"),
    (encode_line("HELLO speedpad 1 8 P1 1.0 INFORMATIONAL 0"),
     "HELLO reason must be BOOT or INFO, got 'INFORMAT': "
     "'HELLO speedpad 1 8 P1 1.0 INFORMATIONAL ...'"),
    (encode_line("SLAP 7 SPRINGLOADED 200 60"),
     "slap kind must be PIEZO or FSR, got 'SPRINGLO': 'SLAP 7 SPRINGLOADED 200 60*96'"),
    (encode_line("SLAP 7 PIEZO 1024 60"),
     "threshold 1024 out of range (max 1023): 'SLAP 7 PIEZO 1024 60*90'"),
    (encode_line("SLAP 7 PIEZO 200 10000"),
     "lockout 10000 out of range (max 9999): 'SLAP 7 PIEZO 200 10000*A4'"),
    (encode_line("SLAP 256 PIEZO 200 60"),
     "button 256 out of range (max 255): 'SLAP 256 PIEZO 200 60*ED'"),
    (encode_line("PONG 2147483648 5"),
     "token 2147483648 out of range (max 2147483647): 'PONG 2147483648 5*E9'"),
    (encode_line("E 1 2 D 12345678901234567890x"),
     "micros is not a decimal number: '1234567890123456': 'E 1 2 D 12345678901234567890x*F7'"),
    (encode_line("HELLO speedpad 1 8 P/1 1.0 INFO 0"),
     "board id 'P/1' may only use A-Z a-z 0-9 _ . -: 'HELLO speedpad 1 8 P/1 1.0 INFO 0*A4'"),
    (encode_line("HELLO speedpad 1 8 P1 1.0 INFO 70000"),
     "next seq 70000 out of range (max 65535): 'HELLO speedpad 1 8 P1 1.0 INFO 70000*6E'"),
    (b"A" * 69 + b"\n", "line longer than 64 bytes, dropped: '" + "A" * 40 + "...'"),
]


@pytest.mark.parametrize("line,reason", MORE, ids=[str(i) for i in range(len(MORE))])
def test_more_bad_lines_in_these_words(line, reason):
    assert [m.reason for m in Parser().feed(line)] == [reason]


def test_limits_and_the_hello_button_count():
    from game.input.protocol import Pong, Slap
    assert Parser().feed(encode_line("SLAP 7 PIEZO 1023 9999")) == [Slap(7, "PIEZO", 1023, 9999)]
    assert Parser().feed(encode_line("SLAP 255 FSR 200 60")) == [Slap(255, "FSR", 200, 60)]
    assert Parser().feed(encode_line("PONG 2147483647 5")) == [Pong(2147483647, 5, None)]
    parser = Parser()
    parser.feed(encode_line("HELLO speedpad 1 8 P1 1.0 INFO 0"))
    assert [m.reason for m in parser.feed(encode_line("SLAP 8 PIEZO 200 60"))] == [
        "button 8 out of range (max 7): 'SLAP 8 PIEZO 200 60*ED'"]
    parser = Parser()
    parser.feed(encode_line("HELLO speedpad 1 8 P1 1.0 BOOT 0 7"))
    assert [m.reason for m in parser.feed(encode_line("PONG 1 5 9"))] == [
        "PONG from another boot (9), dropped"]
