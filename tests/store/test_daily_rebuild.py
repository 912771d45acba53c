"""The daily challenge's results rebuilt from replays whose header has "daily": "<date>"."""
import sqlite3

from game.store import daily_rebuild, rebuild
from tests.replay.test_untrusted_rebuild import HEADER, finished_lines


def test_a_daily_replay_keeps_its_day_and_result(tmp_path):
    assert daily_rebuild.insert_daily in rebuild.DERIVED
    folder = tmp_path / "replays"
    folder.mkdir()
    (folder / "a.jsonl").write_text("\n".join(finished_lines({**HEADER, "daily": "2026-11-28"}))
                                    + "\n")
    (folder / "b.jsonl").write_text("\n".join(finished_lines({**HEADER, "seed": 8})) + "\n")
    (folder / "c.jsonl").write_text("\n".join(finished_lines({**HEADER, "seed": 9,
                                                              "daily": "not a day"})) + "\n")
    done = rebuild.rebuild(tmp_path / "out.sqlite3", folder)
    assert done.read == 3
    rows = sqlite3.connect(tmp_path / "out.sqlite3").execute(
        "SELECT player, day, score, opponent FROM daily_results").fetchall()
    assert len(rows) == 1
    player, day, score, opponent = rows[0]
    assert (player, day, opponent) == ("Ana", "2026-11-28", "Bo") and score in ("1-0", "0-1")
