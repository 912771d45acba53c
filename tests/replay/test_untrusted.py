"""Replays people send each other are untrusted: deep nesting, huge values, NUL bytes and odd
encodings give one line naming the line number and exit 2, never a traceback."""
import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.replay.format import MAX_LINE, ReplayError
from game.replay.runner import check

HEADER = json.dumps({"format": "speed-replay", "version": 1, "variant": "speed", "options": {},
                     "seats": [{"name": "A"}, {"name": "B"}], "seed": 5})


def write(tmp_path, *lines, encoding="utf-8") -> str:
    path = tmp_path / "sent.jsonl"
    path.write_bytes("".join(line + "\n" for line in lines).encode(encoding, "surrogatepass"))
    return str(path)


def run_check(path: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", "replay", path, "--check"],
                          capture_output=True, text=True)


def test_deep_nesting_is_refused_before_parsing_with_exit_2(tmp_path):
    done = run_check(write(tmp_path, HEADER, "[" * 40_000 + "]" * 40_000))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and "line 2" in done.stderr and "nested" in done.stderr


def test_a_huge_line_is_refused_and_not_echoed(tmp_path):
    value = "A" * (3 * MAX_LINE)
    done = run_check(write(tmp_path, HEADER, json.dumps({"t": 1, "seat": 0, "intent": value})))
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "line 2" in done.stderr and "longer than" in done.stderr
    assert len(done.stderr) < 300


@pytest.mark.parametrize("field", ["intent", "seat", "t", "card"])
def test_a_long_bad_value_is_quoted_by_its_first_few_dozen_characters(tmp_path, field):
    line = {"t": 1, "seat": 0, "intent": "play", "card": "7H", "pile": 0, field: "Z" * 5000}
    with pytest.raises(ReplayError) as caught:
        check(write(tmp_path, HEADER, json.dumps(line)))
    assert caught.value.line == 2
    assert "Z" * 30 in str(caught.value) and "Z" * 50 not in str(caught.value)


def test_a_number_of_thousands_of_digits_is_one_line(tmp_path):
    with pytest.raises(ReplayError, match="line 2: not valid JSON"):
        check(write(tmp_path, HEADER, '{"t": 1, "seat": ' + "9" * 5000 + ', "intent": "flip"}'))


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path):
    deep = "[" * 200
    with pytest.raises(ReplayError, match=r"unknown intent '\[\[\["):
        check(write(tmp_path, HEADER, json.dumps({"t": 1, "seat": 0, "intent": deep})))


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "cp1252"])
def test_an_odd_encoding_is_one_line(tmp_path, encoding):
    path = write(tmp_path, HEADER, json.dumps({"t": 1, "seat": 0, "intent": "flip", "n": "é€"}, ensure_ascii=False),
                 encoding=encoding)
    done = run_check(path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


PIECES = st.sampled_from(['{', '}', '[', ']', '"', ':', ',', '\\', '\x00', '"t": ', '1e999',
                          '"seat": ', '"intent": "play"', '"card": ', '"pile": ', '-1', '0',
                          '99999999999999999999', '"7H"', 'null', 'true', '"\ud800"', 'é',
                          '"flip"', '"call"', '"end"', '"game"', '"deal": '])
LINES = st.one_of(
    st.lists(PIECES, max_size=40).map("".join),
    st.integers(1, 300).map(lambda n: "[" * n + "]" * n),
    st.text(max_size=200),
    st.fixed_dictionaries({"t": st.one_of(st.integers(-10**20, 10**20), st.floats()),
                           "seat": st.integers(-3, 5),
                           "intent": st.sampled_from(["play", "flip", "call", "end", "game"]),
                           "card": st.one_of(st.text(max_size=4), st.integers()),
                           "pile": st.integers(-10**30, 10**30)}).map(json.dumps),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(LINES, max_size=6), encoding=st.sampled_from(["utf-8", "utf-16", "latin-1"]))
def test_fuzzed_replays_are_read_or_refused_in_one_line(tmp_path, lines, encoding):
    try:
        path = write(tmp_path, HEADER, *lines, encoding=encoding)
    except UnicodeEncodeError:
        return
    try:
        result = check(path)
    except ReplayError as error:
        assert "\n" not in str(error) and len(str(error)) <= 320
        assert error.line >= 0
    else:
        assert set(result) >= {"winner", "rejected", "applied", "piles", "seats"}
