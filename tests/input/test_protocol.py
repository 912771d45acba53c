"""The pure speedpad parser: messages, framing, sequence tracking, and a fuzz that it survives."""
from hypothesis import given, settings, strategies as st

from game.input.protocol import (MAX_LINE, Edge, Hello, Lost, Parser, Pong, ProtocolError,
                                 Restart, Slap, Stale, crc8, encode_line, ping_line)

HELLO = encode_line("HELLO speedpad 1 8 P1 1.0 INFO 0")


def feed(*chunks: bytes, parser: Parser | None = None) -> list:
    """Feed chunks to a (new) parser and collect every message."""
    parser = parser or Parser()
    out = []
    for chunk in chunks:
        out += parser.feed(chunk)
    return out


def edge(seq: int, button: int = 0, state: str = "D", micros: int = 1000) -> bytes:
    """A framed edge line."""
    return encode_line(f"E {seq} {button} {state} {micros}")


def test_crc8_check_value():
    assert crc8(b"123456789") == 0xF4
    assert encode_line("PONG 1 2") == b"PONG 1 2*%02X\n" % crc8(b"PONG 1 2")


def test_each_message_type():
    msgs = feed(HELLO + encode_line("SLAP 7 PIEZO 200 60") + edge(0, 3, "D", 4294967295)
                + encode_line("PONG 17 42") + edge(1, 3, "U", 5))
    assert msgs == [Hello("P1", 1, 8, "1.0", "INFO", 0), Slap(7, "PIEZO", 200, 60),
                    Edge(0, 3, True, 4294967295), Pong(17, 42), Edge(1, 3, False, 5)]


def test_byte_by_byte_equals_whole():
    stream = HELLO + edge(0) + encode_line("PONG 1 99") + b"junk\r\n" + edge(1, 2, "U")
    whole = feed(stream)
    assert feed(*[stream[i:i + 1] for i in range(len(stream))]) == whole
    assert sum(isinstance(m, Edge) for m in whole) == 2


def test_crlf_and_blank_lines_accepted():
    assert feed(b"\n\r\n" + edge(0).replace(b"\n", b"\r\n")) == [Edge(0, 0, True, 1000)]


def test_bad_lines_give_one_line_reasons():
    cases = {
        b"E 1 2 D 3\n": "missing *checksum",
        b"E 0 0 D 1000*%02X\n" % (crc8(b"E 0 0 D 1000") ^ 1): "checksum mismatch",
        b"E 1 2 D 3*G1\n": "two hex digits",
        b"\xffE 1*00\n": "non-ASCII",
        encode_line("E 1 2 X 3"): "D or U",
        encode_line("E 1 2 D -3"): "micros is not a decimal",
        encode_line("E 1 2 D 4294967296"): "micros 4294967296 out of range",
        encode_line("E 70000 2 D 3"): "seq 70000 out of range",
        encode_line("E 1 2 D"): "E needs 4 fields",
        encode_line("E  1 2 D 3"): "empty field",
        encode_line("WHAT 1"): "unknown message",
        encode_line("HELLO speedpad 2 8 P1 1.0 INFO 0"): "protocol version 2 not supported",
        encode_line("HELLO speedpad 1 8 P/1 1.0 INFO 0"): "board id",
        encode_line("SLAP 7 SPRING 200 60"): "PIEZO or FSR",
    }
    for line, reason in cases.items():
        msgs = feed(line)
        assert len(msgs) == 1 and isinstance(msgs[0], ProtocolError), line
        assert reason in msgs[0].reason and "\n" not in msgs[0].reason, (line, msgs[0].reason)


def test_button_beyond_hello_count_rejected():
    msgs = feed(HELLO + edge(0, 8))
    assert isinstance(msgs[-1], ProtocolError) and "button 8 out of range" in msgs[-1].reason


def test_overlong_line_dropped_to_next_newline():
    long = b"E " + b"9" * (MAX_LINE * 3)
    msgs = feed(long[:50], long[50:], b"\n" + edge(0))
    assert [type(m) for m in msgs] == [ProtocolError, Edge]
    assert "longer than" in msgs[0].reason
    assert feed(long + b"\n" + edge(5))[-1] == Edge(5, 0, True, 1000)


def test_sequence_gap_reports_lost_count():
    msgs = feed(HELLO + edge(0) + edge(1) + edge(4) + edge(5))
    assert Lost(2) in msgs
    assert [m.seq for m in msgs if isinstance(m, Edge)] == [0, 1, 4, 5]


def test_sequence_wraps_without_loss():
    start = encode_line("HELLO speedpad 1 8 P1 1.0 INFO 65534")
    msgs = feed(start + edge(65534) + edge(65535) + edge(0) + edge(1))
    assert not any(isinstance(m, (Lost, Restart, ProtocolError)) for m in msgs)
    assert len([m for m in msgs if isinstance(m, Edge)]) == 4


def test_repeated_line_dropped_not_duplicated():
    msgs = feed(HELLO + edge(0) + edge(1) + edge(1) + edge(2))
    assert [m.seq for m in msgs if isinstance(m, Edge)] == [0, 1, 2]
    assert any(isinstance(m, Stale) and "repeated" in m.reason for m in msgs)


def test_boot_hello_mid_stream_is_a_restart():
    boot = encode_line("HELLO speedpad 1 8 P1 1.0 BOOT 0")
    msgs = feed(HELLO + edge(0) + edge(1) + boot + edge(0) + edge(1))
    assert any(isinstance(m, Restart) for m in msgs)
    assert not any(isinstance(m, (Lost, ProtocolError)) for m in msgs)
    assert len([m for m in msgs if isinstance(m, Edge)]) == 4


def test_reset_mid_line_then_boot():
    """A board reset cuts a line in half; the fragment glues onto the HELLO and is rejected."""
    boot = encode_line("HELLO speedpad 1 8 P1 1.0 BOOT 0")
    msgs = feed(HELLO + edge(0) + edge(1)[:6] + boot + boot + edge(0))
    assert isinstance(msgs[2], ProtocolError)
    assert Restart("board booted (HELLO BOOT)") in msgs and msgs[-1] == Edge(0, 0, True, 1000)


def test_unannounced_restart_detected_by_sequence():
    msgs = feed(HELLO + edge(0) + edge(1) + edge(2) + edge(3) + edge(0, micros=7))
    assert isinstance(msgs[-2], Restart) and msgs[-1] == Edge(0, 0, True, 7)


def test_info_hello_after_missed_edges_reports_loss():
    later = encode_line("HELLO speedpad 1 8 P1 1.0 INFO 5")
    assert Lost(4) in feed(HELLO + edge(0) + later)


def test_extra_fields_ignored_for_forward_compatibility():
    assert feed(encode_line("PONG 3 4 17 future stuff")) == [Pong(3, 4, 17)]


def test_ping_line():
    assert ping_line(12) == b"PING 12\n"


valid_lines = st.builds(lambda s, b, d, m: edge(s, b, d, m), st.integers(0, 65535),
                        st.integers(0, 7), st.sampled_from("DU"), st.integers(0, 2**32 - 1))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=200), max_size=20))
def test_fuzz_garbage_never_raises_nor_invents_edges(chunks):
    for msg in feed(*chunks):
        assert isinstance(msg, (ProtocolError, Lost, Restart, Stale, Pong, Hello, Slap))
        assert not isinstance(msg, Edge)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(valid_lines, st.binary(max_size=80)), max_size=30),
       st.lists(st.integers(1, 40), max_size=30))
def test_fuzz_mixed_stream_only_real_edges_come_out(pieces, cuts):
    """Garbage spliced between (and into) real lines, fed in random chunks."""
    stream = b"".join(pieces)
    real = {p for p in pieces if p.startswith(b"E ")}
    chunks, pos = [], 0
    for cut in cuts:
        chunks.append(stream[pos:pos + cut])
        pos += cut
    chunks.append(stream[pos:])
    msgs = feed(*chunks)
    for msg in msgs:
        if isinstance(msg, Edge):
            state = "D" if msg.pressed else "U"
            assert edge(msg.seq, msg.button, state, msg.micros) in real
        else:
            assert isinstance(msg, (ProtocolError, Lost, Restart, Stale, Pong, Hello, Slap))
        if isinstance(msg, ProtocolError):
            assert "\n" not in msg.reason and len(msg.reason) < 200


def boot_edge(seq: int, boot: int, micros: int = 1000, button: int = 0) -> bytes:
    """An edge line from firmware that sends its boot id."""
    return encode_line(f"E {seq} {button} D {micros} {boot}")


def boot_hello(reason: str, next_seq: int, boot: int) -> bytes:
    return encode_line(f"HELLO speedpad 1 8 P1 1.0 {reason} {next_seq} {boot}")


def test_63_bytes_plus_crlf_accepted_however_chunked():
    payload = "PONG 1 4000000000 1 " + "x" * 45
    line = encode_line(payload[:60])
    assert len(line) == 64 and line.endswith(b"\n")        # 63 bytes and the newline
    crlf = line[:-1] + b"\r\n"
    whole = feed(crlf)
    assert feed(*[crlf[i:i + 1] for i in range(len(crlf))]) == whole
    assert feed(crlf[:63], crlf[63:]) == whole == feed(crlf[:64], crlf[64:])
    assert not any(isinstance(m, ProtocolError) for m in whole)
    too_long = encode_line(payload[:61])[:-1] + b"\r\n"
    assert all(isinstance(m, ProtocolError) for m in feed(too_long[:64], too_long[64:]))


def test_garbage_run_without_newline_does_not_swallow_the_next_line():
    noise = bytes(range(0x21, 0x7F)) * 3
    msgs = feed(HELLO + edge(0) + noise[:100], noise[100:] + edge(1))
    assert [m.seq for m in msgs if isinstance(m, Edge)] == [0, 1]
    assert not any(isinstance(m, Lost) for m in msgs)


def test_reset_fragment_before_boot_newline_keeps_the_hello():
    msgs = feed(boot_hello("INFO", 0, 7) + boot_edge(0, 7) + boot_edge(1, 7)[:6]
                + b"\n" + boot_hello("BOOT", 0, 8) + boot_edge(0, 8, micros=55))
    assert [type(m) for m in msgs[2:]] == [ProtocolError, Hello, Restart, Edge]
    assert msgs[-1] == Edge(0, 0, True, 55, 8)


def test_stale_lines_are_not_restarts_with_boot_ids():
    stream = (boot_hello("BOOT", 0, 7) + boot_edge(0, 7, 10) + boot_edge(1, 7, 20)
              + boot_edge(2, 7, 30) + boot_edge(1, 7, 20)        # an old line again
              + boot_hello("BOOT", 0, 7)                         # the old BOOT HELLO again
              + boot_edge(3, 7, 40))
    msgs = feed(stream)
    assert [m.seq for m in msgs if isinstance(m, Edge)] == [0, 1, 2, 3]
    assert sum(isinstance(m, Stale) for m in msgs) == 2
    assert not any(isinstance(m, (Lost, Restart, ProtocolError)) for m in msgs)


def test_new_boot_id_in_an_edge_is_a_restart_and_old_one_is_stale():
    msgs = feed(boot_hello("BOOT", 0, 7) + boot_edge(0, 7, 10) + boot_edge(1, 7, 20)
                + boot_edge(0, 8, 5) + boot_edge(2, 7, 30) + boot_edge(1, 8, 9))
    kinds = [type(m).__name__ for m in msgs]
    assert kinds == ["Hello", "Edge", "Edge", "Restart", "Edge", "Stale", "Edge"]


def test_info_after_reopen_reports_what_was_missed_with_a_kept_sequencer():
    first = Parser()
    feed(boot_hello("BOOT", 0, 7) + boot_edge(0, 7) + boot_edge(1, 7, 2000), parser=first)
    again = Parser(lookup=lambda hello: first.sequencer)        # the port was reopened
    msgs = feed(boot_hello("INFO", 6, 7), parser=again)
    assert Lost(4) in msgs and not any(isinstance(m, Restart) for m in msgs)
    restarted = feed(boot_hello("INFO", 3, 9), parser=Parser(lookup=lambda h: first.sequencer))
    assert [type(m).__name__ for m in restarted] == ["Hello", "Restart", "Lost"]


def test_legacy_firmware_sequence_zero_after_a_gap_is_a_restart():
    msgs = feed(HELLO + edge(0, micros=5) + edge(1, micros=6) + edge(0, micros=9))
    assert isinstance(msgs[-2], Restart) and msgs[-1] == Edge(0, 0, True, 9)
