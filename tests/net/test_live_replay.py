"""A replay read as it grows: the host's lines applied as they come, the same match as the
whole file, the host's clock guessed from when they came."""
from game.net.live_replay import COUNTDOWN_MS, LiveReplay
from game.replay.runner import states
from tests.net.replays import bot_match_lines


def test_lines_taken_a_few_at_a_time_end_at_the_whole_files_state(tmp_path):
    lines = bot_match_lines(tmp_path / "m.jsonl")
    *_, (_step, final) = states(str(tmp_path / "m.jsonl"))
    live = LiveReplay()
    steps = 0
    for end in range(1, len(lines) + 1, 3):
        steps += len(live.take(lines[:end], float(end)))
    steps += len(live.take(lines, 1e6))
    assert live.problem == ""
    assert steps == len(lines) - 1                    # each line after the header, once
    assert live.match.game.checksum() == final and live.match.game.over


def test_a_line_still_being_written_waits_until_it_is_whole(tmp_path):
    lines = bot_match_lines(tmp_path / "m.jsonl")
    live = LiveReplay()
    torn = lines[:3] + [lines[3][:10]]
    assert len(live.take(torn, 0.0)) == 2 and live.problem == ""
    assert len(live.take(lines[:4], 0.0)) == 1


def test_a_new_header_starts_the_match_again(tmp_path):
    first = bot_match_lines(tmp_path / "a.jsonl", seed=3)
    second = bot_match_lines(tmp_path / "b.jsonl", seed=4)
    live = LiveReplay()
    live.take(first, 0.0)
    assert live.restarted
    live.take(first, 0.0)
    assert not live.restarted
    heard = live.take(second[:2], 0.0)
    assert live.restarted and len(heard) == 1 and live.header.seed == 4


def test_a_strangers_line_stops_the_reading_with_one_line(tmp_path):
    lines = bot_match_lines(tmp_path / "m.jsonl")
    live = LiveReplay()
    assert live.take(lines[:2] + ['{"intent": "teleport", "t": 1}\n'], 0.0)
    assert "line 3" in live.problem and "teleport" in live.problem
    assert live.take(lines, 0.0) == []               # nothing more is read from it
    assert LiveReplay().take(["[[[[\n"], 0.0) == []


def test_the_clock_follows_the_lines_and_skips_a_pause(tmp_path):
    lines = bot_match_lines(tmp_path / "m.jsonl")
    live = LiveReplay()
    live.take(lines[:1], 10_000.0)                       # dealt at local 10 s: t = 0 at 12 s
    assert live.game_ms(10_000.0) == -COUNTDOWN_MS
    live.take(lines[:2], 12_500.0)
    t = live.run.match.game.now
    assert live.game_ms(12_500.0) >= t
    assert live.game_ms(13_500.0) == live.game_ms(12_500.0) + 1000
    later = lines[:3]
    live.take(later, 60_000.0)                          # a long pause at the host
    assert live.game_ms(60_000.0) < 60_000.0 - 12_000.0 - 1000
