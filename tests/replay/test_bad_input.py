"""Malformed replays are refused with one line naming the line and the problem, exit status 2."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.replay.format import ReplayError
from game.replay.runner import check

HEADER = {"format": "speed-replay", "version": 1, "variant": "speed", "options": {},
          "seats": [{"name": "A"}, {"name": "B"}], "seed": 5}
GOOD = {"t": 10, "seat": 0, "intent": "flip"}


def write(tmp_path, *lines) -> str:
    path = tmp_path / "bad.jsonl"
    path.write_text("".join((l if isinstance(l, str) else json.dumps(l)) + "\n" for l in lines))
    return str(path)


CASES = [
    ("truncated", [HEADER, GOOD, '{"t": 20, "seat": 1, "inte'], 3, "not valid JSON"),
    ("garbage", [HEADER, "\x00\x01 garbage", GOOD], 2, "not valid JSON"),
    ("not an object", [HEADER, "[1, 2]"], 2, "JSON object"),
    ("unknown card", [HEADER, {"t": 1, "seat": 0, "intent": "play", "card": "1X", "pile": 0}],
     2, "unknown card '1X'"),
    ("unknown intent", [HEADER, GOOD, {"t": 1, "seat": 0, "intent": "dance"}], 3,
     "unknown intent 'dance'"),
    ("spit intent in speed", [HEADER, {"t": 1, "seat": 0, "intent": "slap", "pile": 0}], 2,
     "unknown intent 'slap'"),
    ("seat out of range", [HEADER, {"t": 1, "seat": 2, "intent": "flip"}], 2,
     "seat 2 is out of range"),
    ("negative seat", [HEADER, {"t": 1, "seat": -1, "intent": "flip"}], 2, "out of range"),
    ("missing pile", [HEADER, {"t": 1, "seat": 0, "intent": "play", "card": "7H"}], 2,
     'missing "pile"'),
    ("bad time", [HEADER, {"t": "soon", "seat": 0, "intent": "flip"}], 2, '"t" must be'),
    ("no header", ["", ], 1, "header"),
    ("wrong format", [{**HEADER, "format": "chess"}], 1, '"format"'),
    ("future version", [{**HEADER, "version": 9}], 1, "unsupported version 9"),
    ("unknown variant", [{**HEADER, "variant": "poker"}], 1, "unknown variant 'poker'"),
    ("variant not a name", [{**HEADER, "variant": {"name": "speed"}}], 1, "unknown variant"),
    ("bad option", [{**HEADER, "options": {"same_rank": "yes"}}], 1, "same_rank"),
    ("unknown option", [{**HEADER, "options": {"turbo": True}}], 1, "unknown option 'turbo'"),
    ("card dealt twice", [{**HEADER, "deal": {"seats": [{"hand": ["7H"], "side": ["7H"]},
                                                        {"hand": ["2C"]}]}}], 1, "twice"),
    ("deal seat count", [{**HEADER, "deal": {"seats": [{"hand": ["7H"]}]}}], 1, "1 seats"),
]


@pytest.mark.parametrize("name,lines,line,words", CASES, ids=[c[0] for c in CASES])
def test_malformed_file_names_line_and_problem(tmp_path, name, lines, line, words):
    path = write(tmp_path, *lines)
    with pytest.raises(ReplayError) as caught:
        check(path)
    assert caught.value.line == line
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)


def test_cli_prints_one_line_and_exits_2(tmp_path):
    path = write(tmp_path, HEADER, GOOD, '{"t": 20, "seat": 1, "inte')
    done = subprocess.run([sys.executable, "-m", "game", "replay", path, "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "line 3" in done.stderr
    assert "Traceback" not in done.stderr


def test_cli_check_prints_the_contract_object(tmp_path):
    path = write(tmp_path, HEADER, GOOD, {"t": 20, "seat": 1, "intent": "call"})
    done = subprocess.run([sys.executable, "-m", "game", "replay", path, "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert {"winner", "rejected", "applied", "piles", "seats"} <= set(result)
    assert result["applied"] == 2 and 1 in result["rejected"]
    assert len(result["seats"]) == 2 and len(result["piles"]) == 2


def test_missing_file_is_one_line(tmp_path):
    with pytest.raises(ReplayError, match="cannot open"):
        check(str(tmp_path / "nope.jsonl"))


def test_illegal_but_well_formed_intents_are_rejected_not_errors(tmp_path):
    path = write(tmp_path, HEADER, {"t": 1, "seat": 0, "intent": "play", "card": "7H'",
                                    "pile": 7})
    assert check(path)["rejected"] == [0]


def test_a_byte_order_mark_is_no_error(tmp_path):
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(HEADER).encode() + b"\n")
    assert check(str(path))["applied"] == 0


def test_the_speed_console_script_checks_replays(tmp_path):
    script = Path(sys.executable).with_name("speed")
    if not script.exists():
        pytest.skip("the package is not installed (make test installs it)")
    path = write(tmp_path, HEADER, GOOD)
    done = subprocess.run([str(script), "replay", path, "--check"], capture_output=True,
                          text=True)
    assert done.returncode == 0 and json.loads(done.stdout)["applied"] == 1


def test_a_round_deal_with_the_wrong_cards_names_its_line(tmp_path):
    source = Path(__file__).parent / "scenarios" / "spit" / "round_line_with_an_explicit_deal.jsonl"
    lines = source.read_text().splitlines()
    round_line = json.loads(lines[4])
    round_line["deal"]["seats"][0]["spit"].pop()           # a card goes missing
    lines[4] = json.dumps(round_line)
    path = tmp_path / "wrong_round.jsonl"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ReplayError) as caught:
        check(str(path))
    assert caught.value.line == 5 and "\n" not in str(caught.value)
