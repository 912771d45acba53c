"""The replay reader's and writer's exact words and lines: a person fixing a replay by hand reads
these messages, and another program reads the lines the recorder writes."""
import json

import pytest

from game.engine import cards
from game.engine.intents import Intent
from game.replay import recorder
from game.replay.format import MAX_DEPTH, ReplayError, quote, read_replay
from game.replay.recorder import Recorder, intent_line
from game.replay.runner import check, states

HEADER = {"format": "speed-replay", "version": 1, "variant": "speed", "options": {},
          "seats": [{"name": "A"}, {"name": "B"}], "seed": 5}


def write(tmp_path, *lines, end="\n") -> str:
    path = tmp_path / "r.jsonl"
    path.write_text("\n".join(l if isinstance(l, str) else json.dumps(l) for l in lines) + end,
                    encoding="utf-8")
    return str(path)


def error_of(path: str) -> str:
    with pytest.raises(ReplayError) as caught:
        check(path)
    return str(caught.value)


@pytest.mark.parametrize("header,words", [
    ({**HEADER, "format": "chess"}, 'line 1: header must have "format": "speed-replay"'),
    ({**HEADER, "version": "1"}, "line 1: unsupported version '1' (this game reads 1)"),
    ({**HEADER, "variant": "poker"},
     "line 1: unknown variant 'poker' (speed, spit or california)"),
    ({**HEADER, "seats": []}, 'line 1: "seats" must be a non-empty list of objects'),
    ({**HEADER, "seats": [{}, 2]}, 'line 1: "seats" must be a non-empty list of objects'),
    ({**HEADER, "seed": True}, 'line 1: "seed" must be a whole number, not True'),
    ({**HEADER, "seed": "x" * 60}, '''line 1: "seed" must be a whole number, not 'xxxxxxxxx'''
     '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'''),
    ({**HEADER, "options": []}, 'line 1: "options" must be an object'),
    ({**HEADER, "deal": []}, 'line 1: "deal" must be an object'),
    ({**HEADER, "options": {"same_rank": 2}},
     "line 1: option 'same_rank' must be true or false, not 2"),
    ({**HEADER, "deal": {"seats": [{}]}}, "line 1: deal has 1 seats but the header has 2"),
])
def test_header_messages(tmp_path, header, words):
    assert error_of(write(tmp_path, header)) == words


@pytest.mark.parametrize("line,words", [
    ({"t": 1, "seat": 0, "intent": "dance"},
     "line 2: unknown intent 'dance' for speed (known: play, flip, call)"),
    ({"t": None, "seat": 0, "intent": "flip"}, 'line 2: "t" must be a number of milliseconds, '
                                               'not None'),
    ({"t": 1, "seat": 2, "intent": "flip"}, "line 2: seat 2 is out of range (0..1)"),
    ({"t": 1, "seat": True, "intent": "flip"}, "line 2: seat True is out of range (0..1)"),
    ({"t": 1, "seat": 0, "intent": "play", "card": "7H"}, 'line 2: missing "pile"'),
    ({"t": 1, "seat": 0, "intent": "play", "card": "7H", "pile": 1.5},
     'line 2: "pile" must be a whole number, not 1.5'),
    ({"t": 1, "seat": 0, "intent": "play", "card": "7H", "pile": False},
     'line 2: "pile" must be a whole number, not False'),
    ({"t": 1, "seat": 0, "intent": "play", "card": "7HH", "pile": 0},
     "line 2: unknown card '7HH'"),
    ("[1]", "line 2: each line must be a JSON object"),
    ('{"t": 1 x}', "line 2: not valid JSON (Expecting ',' delimiter at column 9)"),
    ("[" * (MAX_DEPTH + 1), f"line 2: brackets nested more than {MAX_DEPTH} deep"),
    ({"t": 1, "intent": "end", "x": "[[[["}, None),
])
def test_line_messages(tmp_path, line, words):
    path = write(tmp_path, HEADER, line)
    if words is None:
        assert check(path)["applied"] == 0
    else:
        assert error_of(path) == words


def test_file_level_messages(tmp_path):
    assert error_of(str(tmp_path / "missing.jsonl")) == \
        "cannot open the file: No such file or directory"
    assert error_of(write(tmp_path, "", end="")) == "line 1: the file is empty: a header line is needed"
    assert error_of(write(tmp_path, "   ", HEADER)) == "line 1: the header is missing: line 1 is blank"
    (tmp_path / "bin.jsonl").write_bytes(b"\xff\xfe\x00garbage\n")
    assert error_of(str(tmp_path / "bin.jsonl")) == "the file is not UTF-8 text"


def test_a_long_message_is_cut_and_a_quote_is_short():
    assert str(ReplayError(3, "x" * 400)) == "line 3: " + "x" * 299 + "…"
    assert str(ReplayError(0, "whole file")) == "whole file"
    assert quote("ab") == "'ab'" and quote("y" * 38) == repr("y" * 38)
    assert quote("y" * 39) == "'" + "y" * 38 + "…"


def test_a_torn_last_line_is_tolerated_only_when_asked(tmp_path):
    path = write(tmp_path, HEADER, {"t": 1, "seat": 0, "intent": "flip"}, '{"t": 2, "se', end="")
    header, steps = read_replay(path, tolerate_torn_tail=True)
    kinds = [(s.line, s.index, s.kind) for s in steps]
    assert header.seed == 5 and kinds == [(2, 0, "intent"), (3, 1, "torn")]
    with pytest.raises(ReplayError, match="line 3: not valid JSON"):
        list(read_replay(path)[1])
    whole = write(tmp_path, HEADER, '{"t": 2, "se')        # cut, but the line is complete
    with pytest.raises(ReplayError, match="line 2: not valid JSON"):
        list(read_replay(whole, tolerate_torn_tail=True)[1])


def test_states_yields_a_checksum_before_and_after_every_line(tmp_path):
    path = write(tmp_path, HEADER, {"t": 1, "seat": 0, "intent": "flip"}, {"t": 5, "intent": "end"})
    seen = list(states(path))
    assert [step.line if step else None for step, _ in seen] == [None, 2, 3]
    assert all(isinstance(total, int) for _, total in seen)
    assert check(path)["rejected"] in ([], [0])


def test_intent_lines_are_written_as_the_format_says():
    assert intent_line(Intent(1532.2504, 0, "play", cards.parse("7H"), 1)) == \
        {"t": 1532.25, "seat": 0, "intent": "play", "card": "7H", "pile": 1}
    assert intent_line(Intent(10, 1, "move", cards.parse("X1'"), to=3)) == \
        {"t": 10.0, "seat": 1, "intent": "move", "card": "X1'", "to": 3}
    assert intent_line(Intent(2.0005, 1, "flip")) == {"t": 2.001, "seat": 1, "intent": "flip"}


def test_the_recorder_writes_header_intents_games_and_the_end(tmp_path):
    path = tmp_path / "deep" / "deeper" / "r.jsonl"
    rec = Recorder(path, "speed", {"jokers": True}, [{"name": "A"}, {"name": "B"}], 9,
                   deal={"seats": []})
    rec.intent(Intent(1.0, 0, "flip"))
    rec.next_game(1, None)
    rec.next_game(2, {"seats": [{}]})
    rec.end(12.34567)
    rec.close()
    rec.close()
    assert rec._file.closed
    assert path.read_text(encoding="utf-8").splitlines() == [
        '{"format": "speed-replay", "version": 1, "variant": "speed", "options": {"jokers": true}, '
        '"seats": [{"name": "A"}, {"name": "B"}], "seed": 9, "deal": {"seats": []}}',
        '{"t": 1.0, "seat": 0, "intent": "flip"}',
        '{"intent": "game", "index": 1}',
        '{"intent": "game", "index": 2, "deal": {"seats": [{}]}}',
        '{"t": 12.346, "intent": "end"}']
    assert rec.error == ""


def test_a_failed_write_is_said_kept_in_memory_and_written_when_it_can_be(tmp_path):
    rec = Recorder(tmp_path / "r.jsonl", "spit", {}, [{}, {}], 1)

    class Full:
        closed = False

        def write(self, text):
            raise OSError(28, "No space left on device")

        def close(self):
            raise OSError(28, "No space left on device")

    rec._file.close()
    rec._file = Full()
    rec.intent(Intent(1.0, 0, "spit"))
    assert rec.error == ("The replay r.jsonl could not be written (No space left on device); "
                         "it is kept and saved when it can be")
    assert recorder.unwritten() == [rec.path]
    rec.end(2.0)
    rec.close()                                  # the disk has room again: all of it is written
    assert rec.error == "" and recorder.unwritten() == []
    lines = [json.loads(line) for line in rec.path.read_text().splitlines()]
    assert lines[1:] == [{"t": 1.0, "seat": 0, "intent": "spit"}, {"t": 2.0, "intent": "end"}]


def test_a_new_replay_never_takes_an_existing_name(tmp_path, monkeypatch):
    monkeypatch.setattr(recorder, "data_dir", lambda: tmp_path)
    monkeypatch.setattr(recorder.time, "strftime", lambda _: "20261130-140000")
    first = recorder.default_path("spit")
    assert first == tmp_path / "replays" / "20261130-140000-spit.jsonl"
    first.parent.mkdir()
    first.write_text("")
    second = recorder.default_path("spit")
    assert second.name == "20261130-140000-spit-2.jsonl"
    second.write_text("")
    assert recorder.default_path("spit").name == "20261130-140000-spit-3.jsonl"


def test_bracket_depth_is_counted_exactly(tmp_path):
    deep = '{"t": 1, "seat": 0, "intent": "flip", "x": ' + "[" * 31 + "]" * 31 + "}"
    assert check(write(tmp_path, HEADER, deep))["applied"] == 1          # 32 deep: fine
    too_deep = '{"x": ' + "[" * 32 + "]" * 32 + "}"
    assert error_of(write(tmp_path, HEADER, too_deep)) == "line 2: brackets nested more than 32 deep"
    wide = '{"t": 1, "seat": 0, "intent": "flip", ' + ", ".join(
        f'"k{i}": [[]]' for i in range(40)) + "}"
    assert check(write(tmp_path, HEADER, wide))["applied"] == 1
    quoted = '{"t": 1, "seat": 0, "intent": "flip", "x": "' + "[" * 40 + '"}'
    assert check(write(tmp_path, HEADER, quoted))["applied"] == 1


def test_the_longest_line_is_read_and_a_longer_one_refused(tmp_path):
    base = '{"t": 1, "seat": 0, "intent": "flip", "pad": ""}'
    fits = base[:-2] + "x" * (100_000 - len(base)) + '"}'
    assert len(fits) == 100_000 and check(write(tmp_path, HEADER, fits))["applied"] == 1
    assert check(write(tmp_path, HEADER, fits, end=""))["applied"] == 1
    longer = base[:-2] + "x" * (100_001 - len(base)) + '"}'
    assert error_of(write(tmp_path, HEADER, longer)) == \
        "line 2: the line is longer than 100,000 characters"
    assert error_of(write(tmp_path, HEADER, longer, end="")) == \
        "line 2: the line is longer than 100,000 characters"


def test_a_message_of_the_longest_length_is_kept_whole():
    assert str(ReplayError(1, "x" * 300)) == "line 1: " + "x" * 300


def test_a_header_without_a_seed_is_seed_zero(tmp_path):
    without = {k: v for k, v in HEADER.items() if k != "seed"}
    a = list(states(write(tmp_path, without)))[0][1]
    b = list(states(write(tmp_path, {**HEADER, "seed": 0})))[0][1]
    c = list(states(write(tmp_path, {**HEADER, "seed": 1})))[0][1]
    assert a == b != c


def test_a_new_replay_is_named_by_date_and_time(tmp_path, monkeypatch):
    import re
    monkeypatch.setattr(recorder, "data_dir", lambda: tmp_path)
    assert re.fullmatch(r"\d{8}-\d{6}-speed\.jsonl", recorder.default_path("speed").name)


def test_round_lines_without_a_deal_are_markers(tmp_path):
    from game.replay.format import read_replay
    from game.replay.runner import ReplayRun
    spit = {**HEADER, "variant": "spit"}
    path = write(tmp_path, spit, {"intent": "round", "index": 2}, {"t": 5, "intent": "end"})
    header, steps = read_replay(path)
    run = ReplayRun(header)
    assert [run.step(step) for step in steps] == [[], []]
    speed = write(tmp_path, HEADER, {"intent": "round", "deal": {"seats": []}},
                  {"t": 1, "seat": 0, "intent": "flip"})
    header, steps = read_replay(speed)
    run = ReplayRun(header)
    results = [run.step(step) for step in steps]
    assert results[0] == [] and results[1] == run.last_events and run.applied == 1
