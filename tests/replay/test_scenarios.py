"""Every hand-written rule scenario under scenarios/, checked through the `--check` code path."""
import json
from pathlib import Path

import pytest

from game.replay.runner import check

SCENARIOS = sorted(Path(__file__).parent.joinpath("scenarios").rglob("*.jsonl"))


def expectation(path: Path) -> dict:
    with open(path, encoding="utf-8") as handle:
        return json.loads(handle.readline())["expect"]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario(path):
    expect = expectation(path)
    result = check(str(path))
    sizes = expect.pop("pile_sizes", None)
    if sizes is not None:
        assert [len(pile) for pile in result["piles"]] == sizes
    for key, value in expect.items():
        assert result[key] == value, f"{key}: {result[key]!r} != {value!r}"


def test_there_is_a_scenario_per_speed_rule():
    names = {p.stem for p in SCENARIOS}
    assert len(names) >= 25
