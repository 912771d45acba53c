"""Every HELLO a board may send fits the 64-byte line: the board id is at most 12 characters
and the firmware version at most 8 (hardware/PROTOCOL.md); the host refuses longer ones in
words that say what to change, and the protocol's example session parses as written."""
import re
from pathlib import Path

from game.input.protocol import MAX_LINE, Hello, Parser, ProtocolError, encode_line

PROTOCOL = Path(__file__).resolve().parents[2] / "hardware" / "PROTOCOL.md"


def hello(board_id: str, firmware: str, buttons: int = 256) -> bytes:
    return encode_line(f"HELLO speedpad 1 {buttons} {board_id} {firmware} INFO 65535 65535")


def test_the_longest_hello_the_limits_allow_fits_a_line():
    line = hello("ABCDEFGHIJ_L", "avr-9.99")
    assert len(line) == MAX_LINE - 1
    assert Parser().feed(line) == [
        Hello("ABCDEFGHIJ_L", 1, 256, "avr-9.99", "INFO", 65535, 65535)]


def test_a_longer_board_id_or_version_is_refused_saying_what_to_change():
    id_error, = Parser().feed(hello("ABCDEFGHIJKLM", "v1", buttons=16))
    assert id_error.reason.startswith(
        "board id 'ABCDEFGHIJKLM' is 13 characters, at most 12 fit a line: shorten BOARD_ID "
        "in the board's firmware (or update it): ")
    version_error, = Parser().feed(hello("P1", "avr-1.2.3", buttons=16))
    assert version_error.reason.startswith("firmware version 'avr-1.2.3' is 9 characters, "
                                           "at most 8 fit a line: shorten FIRMWARE")


def test_a_hello_too_long_for_a_line_says_which_names_to_shorten():
    for line in (hello("ABCDEFGHIJKLMNOP", "avr-1.1"),                 # 16 characters: 67
                 hello("ABCDEFGHIJKLMNOP", "firmware-16chars")):       # and 16: 76 bytes
        error, = Parser().feed(line)
        assert isinstance(error, ProtocolError) and len(line) > MAX_LINE
        assert error.reason.startswith("line longer than 64 bytes, dropped: '")
        assert error.reason.endswith("...' (a HELLO: a board's BOARD_ID may have at most 12 "
                                     "characters and its FIRMWARE 8; shorten them in its "
                                     "firmware)"), error.reason
    error, = Parser().feed(b"E 1 2 D " + b"9" * 70 + b"\n")          # not a HELLO: no hint
    assert error.reason.endswith("...'")


def test_the_example_session_in_the_protocol_parses_as_written():
    example = PROTOCOL.read_text().split("## Example session")[1]
    lines = [m.group(1) for m in re.finditer(r"^board: (\S.*?\*[0-9A-F]{2})", example, re.M)]
    assert len(lines) == 9
    parser = Parser()
    got = [msg for line in lines for msg in parser.feed(line.encode() + b"\n")]
    assert not [m for m in got if isinstance(m, ProtocolError)], got
    assert got[0] == Hello("P1", 1, 17, "avr-1.3", "BOOT", 0, 4711)
