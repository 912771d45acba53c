"""The host's replay kept on the joining machine, byte for byte."""
import hashlib

from game.net.replay_copy import ReplayCopy
from tests.net.replays import bot_match_lines


def test_the_copy_has_the_hosts_bytes_written_as_the_lines_come(tmp_path):
    lines = bot_match_lines(tmp_path / "host.jsonl")
    copy = ReplayCopy(str(tmp_path / "copy.jsonl"))
    copy.keep(lines[:2] + [lines[2][:5]])                    # the third still coming
    assert (tmp_path / "copy.jsonl").read_text() == "".join(lines[:2])
    copy.keep(lines)
    copy.close()
    digest = [hashlib.sha256(p.read_bytes()).hexdigest()
              for p in (tmp_path / "host.jsonl", tmp_path / "copy.jsonl")]
    assert digest[0] == digest[1] and copy.problem == ""


def test_the_hosts_next_match_is_a_new_file_in_the_replays_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    first = bot_match_lines(tmp_path / "a.jsonl", seed=3)
    second = bot_match_lines(tmp_path / "b.jsonl", seed=4)
    copy = ReplayCopy()
    copy.keep(first)
    path = copy.path
    copy.keep(second)
    copy.close()
    assert path != copy.path and path.parent.name == "replays"
    assert path.read_text() == "".join(first) and copy.path.read_text() == "".join(second)


def test_a_folder_that_cannot_be_written_is_said_once(tmp_path):
    (tmp_path / "file").write_text("")
    copy = ReplayCopy(str(tmp_path / "file" / "copy.jsonl"))
    copy.keep(['{"format": "speed-replay"}\n'])
    assert "copy.jsonl" in copy.problem
