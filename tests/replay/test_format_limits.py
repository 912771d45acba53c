"""The replay reader's bracket count at its limit when the quick count cannot decide (more
than 32 brackets in the line), and its words for a card that is not a string."""
import json

import pytest

from game.replay.format import ReplayError
from game.replay.runner import check

HEADER = {"format": "speed-replay", "version": 1, "variant": "speed", "options": {},
          "seats": [{"name": "A"}, {"name": "B"}], "seed": 5}
FLIP = '{"t": 1, "seat": 0, "intent": "flip", '


def replay(tmp_path, line: str) -> str:
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(HEADER) + "\n" + line + "\n", encoding="utf-8")
    return str(path)


def error_of(path: str) -> str:
    with pytest.raises(ReplayError) as caught:
        check(path)
    return str(caught.value)


def test_32_deep_after_a_closed_bracket_is_read(tmp_path):
    line = FLIP + '"a": [], "x": ' + "[" * 31 + "]" * 31 + "}"      # 33 brackets, 32 deep
    assert check(replay(tmp_path, line))["applied"] == 1


def test_33_deep_after_closed_brackets_is_refused(tmp_path):
    line = FLIP + '"a": [[]], "x": ' + "[" * 32 + "]" * 32 + "}"
    assert error_of(replay(tmp_path, line)) == "line 2: brackets nested more than 32 deep"


def test_a_card_that_is_not_a_string_is_refused_in_these_words(tmp_path):
    line = '{"t": 1, "seat": 0, "intent": "play", "card": 7, "pile": 0}'
    assert error_of(replay(tmp_path, line)) == \
        'line 2: card must be a string like "7H", not 7'
