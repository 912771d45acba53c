"""The replay viewer following a file being written: what is there shown at once, each line
added read as it comes, a line still being written waited for, the status saying live."""
from game.replay.format import read_replay
from game.replay.runner import check
from tests.net.replays import bot_match_lines

APP = {"size": (1024, 600)}


def test_a_growing_file_is_followed_line_by_line_to_the_end(app, tmp_path):
    lines = bot_match_lines(tmp_path / "whole.jsonl")
    growing = tmp_path / "live.jsonl"
    growing.write_text("".join(lines[:3]) + lines[3][:7])       # the fourth being written
    viewer = app.flow.replay(*read_replay(str(growing), tolerate_torn_tail=True),
                             str(growing))
    app.scene = viewer
    app.step()
    assert viewer.run.applied == 2                               # two lines at once
    assert "live" in viewer.status() and viewer.torn_line is None
    growing.write_text("".join(lines[:6]))
    viewer.looked_ns = 0
    app.step()
    assert viewer.read == 6
    growing.write_text("".join(lines))
    for _ in range(3):
        viewer.looked_ns = 0
        app.step()
    assert viewer.run.summary() == check(str(tmp_path / "whole.jsonl"))
    assert "live" not in viewer.status()
