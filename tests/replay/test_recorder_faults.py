"""The replay recorder when the disk misbehaves: a folder or file that goes away mid-match, a
file moved aside, a write or a close that fails, a record only in memory. Whatever happens the
game plays on, the problem is said once, and the whole record reaches its file when it can."""
import json
import os
import re
import shutil

import pytest

from game.engine.intents import Intent
from game.replay import recorder
from game.replay.recorder import Recorder

HEADER = {"format": "speed-replay", "version": 1, "variant": "speed", "options": {},
          "seats": [{}, {}], "seed": 5}
FLIP = {"t": 1.0, "seat": 0, "intent": "flip"}
DELETED = ("The replay r.jsonl could not be written (the file or its folder was deleted); "
           "it is kept and saved when it can be")


@pytest.fixture(autouse=True)
def _nothing_left_unwritten():
    recorder._unwritten.clear()
    yield
    recorder._unwritten.clear()


def on_disk(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def new(path, **kwargs) -> Recorder:
    return Recorder(path, "speed", {}, [{}, {}], 5, **kwargs)


def test_the_header_carries_the_start_time_and_added_keys(tmp_path):
    rec = new(tmp_path / "r.jsonl", started="2026-12-01T10:00:00.000+01:00",
              extra={"daily": "2026-12-01"})
    rec.close()
    assert on_disk(rec.path) == [{**HEADER, "started": "2026-12-01T10:00:00.000+01:00",
                                  "daily": "2026-12-01"}]


def test_the_start_time_is_iso_8601_to_the_millisecond_with_its_offset():
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d",
                        recorder.now_iso())


def test_a_replay_in_a_new_folder_is_on_disk_from_its_first_line(tmp_path):
    rec = new(tmp_path / "a" / "b" / "r.jsonl")
    assert rec.error == "" and on_disk(rec.path) == [HEADER]      # before any close
    rec.close()


def test_a_sitting_not_recorded_keeps_its_lines_in_memory_only(tmp_path):
    rec = new(None)
    rec.intent(Intent(1.0, 0, "flip"))
    rec.end(2.0)
    rec.note({"initials": "ABC"})
    rec.close()
    assert rec.lines == [HEADER, FLIP, {"t": 2.0, "intent": "end"}, {"initials": "ABC"}]
    assert rec.error == "" and recorder.unwritten() == [] and list(tmp_path.iterdir()) == []


def test_a_note_after_the_match_is_appended_to_the_file(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    rec.end(2.0)
    rec.close()
    inode = os.stat(rec.path).st_ino
    rec.note({"initials": "ABC"})
    assert on_disk(rec.path) == [HEADER, {"t": 2.0, "intent": "end"}, {"initials": "ABC"}]
    assert os.stat(rec.path).st_ino == inode and rec.error == ""


def test_a_replay_written_without_trouble_is_never_written_twice(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    inode = os.stat(rec.path).st_ino
    rec.intent(Intent(1.0, 0, "flip"))
    rec.close()
    assert os.stat(rec.path).st_ino == inode          # appended to, never replaced
    assert on_disk(rec.path) == [HEADER, FLIP] and rec.retry()


def test_a_file_deleted_mid_match_is_said_and_written_whole_between_games(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    first = rec._file
    rec.path.unlink()
    rec.intent(Intent(1.0, 0, "flip"))
    assert rec.error == DELETED and recorder.unwritten() == [rec.path]
    assert not rec.path.exists()
    rec.next_game(1, None)                      # between games: written again, then appended
    assert rec.error == "" and recorder.unwritten() == [] and first.closed
    rec.intent(Intent(3.0, 1, "flip"))
    assert rec.error == ""
    assert on_disk(rec.path) == [HEADER, FLIP, {"intent": "game", "index": 1},
                                 {"t": 3.0, "seat": 1, "intent": "flip"}]
    rec.close()


def test_a_folder_deleted_mid_match_is_made_again_at_the_end(tmp_path):
    rec = new(tmp_path / "a" / "b" / "r.jsonl")
    shutil.rmtree(tmp_path / "a")
    rec.intent(Intent(1.0, 0, "flip"))
    assert rec.error == DELETED
    rec.end(2.0)
    rec.close()
    assert rec.error == "" and on_disk(rec.path) == [HEADER, FLIP, {"t": 2.0, "intent": "end"}]


def test_a_file_deleted_after_its_last_line_is_written_again_at_close(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    rec.end(2.0)
    rec.path.unlink()
    rec.close()
    assert rec.error == "" and on_disk(rec.path) == [HEADER, {"t": 2.0, "intent": "end"}]


def test_a_file_moved_aside_mid_match_is_written_whole_again_at_its_name(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    rec.intent(Intent(1.0, 0, "flip"))
    rec.path.rename(tmp_path / "moved.jsonl")
    rec.next_game(1, None)
    rec.end(2.0)
    rec.close()
    assert on_disk(rec.path) == [HEADER, FLIP, {"intent": "game", "index": 1},
                                 {"t": 2.0, "intent": "end"}]


def test_a_note_while_the_replay_is_unwritten_writes_the_whole_record(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    rec.path.unlink()
    rec.end(2.0)
    rec._file.close()
    rec._file = None
    rec.note({"initials": "ABC"})
    assert rec.error == "" and recorder.unwritten() == []
    assert on_disk(rec.path) == [HEADER, {"t": 2.0, "intent": "end"}, {"initials": "ABC"}]


def test_a_note_that_cannot_be_written_is_said_and_kept(tmp_path):
    rec = new(tmp_path / "a" / "r.jsonl")
    rec.close()
    shutil.rmtree(tmp_path / "a")
    rec.note({"initials": "ABC"})
    assert rec.error.startswith("The replay r.jsonl could not be written (No such file")
    assert recorder.unwritten() == [rec.path] and rec.lines[-1] == {"initials": "ABC"}
    assert recorder.retry_unwritten() == [rec.path]
    assert on_disk(rec.path) == [HEADER, {"initials": "ABC"}]


def test_a_folder_that_cannot_be_made_then_can_gets_the_record_between_games(tmp_path):
    (tmp_path / "a").write_text("a file where the folder should be")
    rec = new(tmp_path / "a" / "r.jsonl")
    assert rec.error and rec._file is None and recorder.unwritten() == [rec.path]
    rec.intent(Intent(1.0, 0, "flip"))
    (tmp_path / "a").unlink()
    rec.next_game(1, None)
    rec.intent(Intent(3.0, 1, "flip"))
    assert rec.error == ""
    assert on_disk(rec.path) == [HEADER, FLIP, {"intent": "game", "index": 1},
                                 {"t": 3.0, "seat": 1, "intent": "flip"}]
    rec.close()


def test_a_new_replay_first_writes_the_ones_kept_in_memory(tmp_path):
    old = new(tmp_path / "old" / "r.jsonl")
    shutil.rmtree(tmp_path / "old")
    old.end(2.0)
    assert recorder.unwritten() == [old.path]
    new(tmp_path / "next.jsonl").close()
    assert recorder.unwritten() == [] and old.error == ""
    assert on_disk(old.path) == [HEADER, {"t": 2.0, "intent": "end"}]


def test_a_folder_in_the_replays_place_is_never_replaced(tmp_path):
    rec = new(tmp_path / "r.jsonl")
    rec.path.unlink()
    rec.end(2.0)
    rec.path.mkdir()
    assert recorder.retry_unwritten() == [] and recorder.unwritten() == [rec.path]
    rec.next_game(1, None)
    assert rec.error == DELETED and rec.path.is_dir()


def test_a_rewrite_that_fails_keeps_the_record_and_its_words(tmp_path, monkeypatch):
    rec = new(tmp_path / "r.jsonl")
    rec.end(2.0)
    rec.path.unlink()
    monkeypatch.setattr(recorder.os, "replace", fail)
    rec.close()
    assert rec.error == DELETED and recorder.unwritten() == [rec.path]
    assert recorder.retry_unwritten() == []
    monkeypatch.undo()
    assert recorder.retry_unwritten() == [rec.path]
    assert on_disk(rec.path) == [HEADER, {"t": 2.0, "intent": "end"}]


def fail(*args, **kwargs):
    raise OSError(28, "No space left on device")


def test_the_whole_record_is_on_the_disk_before_it_replaces_the_file(tmp_path, monkeypatch):
    rec = new(tmp_path / "r.jsonl")
    rec.path.unlink()
    rec.end(2.0)
    synced = []
    real = os.fsync
    monkeypatch.setattr(recorder.os, "fsync",
                        lambda fd: synced.append(os.fstat(fd).st_size) or real(fd))
    rec.close()
    assert synced == [rec.path.stat().st_size] and synced[0] > 0


def test_reopening_for_appends_that_fails_is_said(tmp_path, monkeypatch):
    rec = new(tmp_path / "r.jsonl")
    rec.path.unlink()
    rec.intent(Intent(1.0, 0, "flip"))
    real = open

    def no_appends(path, mode="r", **kwargs):
        if mode == "a":
            raise OSError(13, "Permission denied")
        return real(path, mode, **kwargs)

    monkeypatch.setattr(recorder, "open", no_appends, raising=False)
    rec.next_game(1, None)
    assert rec.error == ("The replay r.jsonl could not be written (Permission denied); "
                         "it is kept and saved when it can be")
    assert recorder.unwritten() == [rec.path]


def test_a_close_that_fails_writes_the_whole_record_again(tmp_path):
    rec = new(tmp_path / "r.jsonl")

    class LosesItsBuffer:
        """Writes that never reach the disk, and a close that says so."""
        closed = False

        def __init__(self, real):
            self.real = real

        def write(self, text):
            pass

        def flush(self):
            pass

        def fileno(self):
            return self.real.fileno()

        def close(self):
            self.real.close()
            self.closed = True
            raise OSError(5, "Input/output error")

    rec._file = LosesItsBuffer(rec._file)
    rec.intent(Intent(1.0, 0, "flip"))
    rec.close()
    assert rec.error == "" and on_disk(rec.path) == [HEADER, FLIP]
