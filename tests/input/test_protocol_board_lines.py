"""Protocol 1.2's lines both ways: the host's LAMP, SET and WATCH commands byte for byte, and
the board's COIN, LAMPS and LEVEL lines parsed into their fields or refused in their words
(a button past the board's HELLO count, a level past 1023, a missing field)."""
import pytest

from game.input.protocol import (Coin, Lamps, Level, Parser, encode_line, lamp_line, set_line,
                                 watch_line)

HELLO_8 = encode_line("HELLO speedpad 1 8 P1 1.0 INFO 0")


@pytest.mark.parametrize("button,level,line", [
    (7, 0, b"LAMP 7 0*DB\n"),
    (7, -5, b"LAMP 7 0*DB\n"),          # below dark: dark
    (7, 255, b"LAMP 7 255*C8\n"),
    (7, 300, b"LAMP 7 255*C8\n"),       # past full: full
    (3, 128, b"LAMP 3 128*B2\n"),
])
def test_a_lamp_command_is_the_button_and_its_level_clamped_to_a_byte(button, level, line):
    assert lamp_line(button, level) == line


def test_set_and_watch_commands_are_these_bytes():
    assert set_line(7, 350, 40) == b"SET 7 350 40*F2\n"
    assert watch_line(True) == b"WATCH 1*E0\n"
    assert watch_line(False) == b"WATCH 0*E7\n"


def test_board_lines_before_any_hello_allow_buttons_up_to_255():
    out = Parser().feed(encode_line("LAMPS 7 3") + encode_line("LAMPS")
                        + encode_line("LAMPS 255") + encode_line("LEVEL 255 0")
                        + encode_line("COIN 255") + encode_line("COIN 16")
                        + encode_line("LEVEL 7 1023"))
    assert out == [Lamps((7, 3)), Lamps(()), Lamps((255,)), Level(255, 0), Coin(255),
                   Coin(16), Level(7, 1023)]


@pytest.mark.parametrize("payload,reason", [
    ("LAMPS 256", "button 256 out of range (max 255): 'LAMPS 256*85'"),
    ("LEVEL 256 5", "button 256 out of range (max 255): 'LEVEL 256 5*F8'"),
    ("COIN 256", "button 256 out of range (max 255): 'COIN 256*1C'"),
    ("LEVEL 7 1024", "level 1024 out of range (max 1023): 'LEVEL 7 1024*93'"),
    ("LEVEL 7", "LEVEL needs 2 fields, got 1: 'LEVEL 7*12'"),
    ("COIN", "COIN needs 1 fields, got 0: 'COIN*6B'"),
])
def test_bad_board_lines_are_refused_in_these_words(payload, reason):
    assert [m.reason for m in Parser().feed(encode_line(payload))] == [reason]


def test_after_a_hello_a_button_past_its_count_is_refused():
    parser = Parser()
    parser.feed(HELLO_8)
    out = parser.feed(encode_line("LAMPS 7 8") + encode_line("LEVEL 8 5")
                      + encode_line("COIN 8") + encode_line("COIN 7")
                      + encode_line("LEVEL 7 5") + encode_line("LAMPS 7"))
    assert [getattr(m, "reason", m) for m in out] == [
        "button 8 out of range (max 7): 'LAMPS 7 8*79'",
        "button 8 out of range (max 7): 'LEVEL 8 5*1F'",
        "button 8 out of range (max 7): 'COIN 8*64'",
        Coin(7), Level(7, 5), Lamps((7,))]


def test_later_fields_of_a_board_line_are_passed_over():
    out = Parser().feed(encode_line("LEVEL 7 500 extra") + encode_line("COIN 9 extra"))
    assert out == [Level(7, 500), Coin(9)]
