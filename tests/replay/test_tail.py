"""A replay file followed as it is written: the whole lines added, each once; a line still
being written waits; a stranger's line is a ReplayError naming it."""
import pytest

from game.replay.format import ReplayError, read_replay
from game.replay.tail import Tail
from tests.net.replays import bot_match_lines


def test_the_lines_added_come_once_and_a_torn_one_waits(tmp_path):
    lines = bot_match_lines(tmp_path / "whole.jsonl")
    path = tmp_path / "live.jsonl"
    path.write_text("".join(lines[:3]))
    header, steps = read_replay(str(path))
    assert len(list(steps)) == 2
    tail = Tail(str(path), header, 3)
    assert tail.new_steps() == []
    path.write_text("".join(lines[:5]) + lines[5][:9])
    assert [s.line for s in tail.new_steps()] == [4, 5]
    path.write_text("".join(lines[:6]))
    assert [s.line for s in tail.new_steps()] == [6]
    assert tail.new_steps() == []


def test_a_strangers_line_names_its_line(tmp_path):
    lines = bot_match_lines(tmp_path / "whole.jsonl")
    path = tmp_path / "live.jsonl"
    path.write_text("".join(lines[:2]))
    header, _steps = read_replay(str(path))
    tail = Tail(str(path), header, 2)
    path.write_text("".join(lines[:2]) + '{"intent": "teleport", "t": 1}\n')
    with pytest.raises(ReplayError, match="line 3"):
        tail.new_steps()
