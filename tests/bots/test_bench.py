"""bench/bots.py keeps working: a few of its games summarised into the JSON figures it prints."""
import importlib.util
from pathlib import Path

from game.bots.bot import Bot

ROOT = Path(__file__).resolve().parents[2]


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_bots", ROOT / "bench" / "bots.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bench_summarises_its_games_into_the_figures_the_issue_asks_for(monkeypatch):
    bench = load_bench()
    monkeypatch.setattr(Bot, "look", Bot.look)       # put back after the bench's timing wrap
    bench._timed_look()
    tasks = [(v, pair, i, None) for v in bench.VARIANTS for pair in bench.PAIRS + bench.VERSUS
             for i in range(2)]
    tasks += [("spit", ("sweep", "easy", "adaptive"), 0, {"stack_own": True})]
    tasks += [("speed", ("masher", every, level), 1, None) for every in bench.MASHER_MS
              for level in bench.LADDER]
    figures = bench.summarise([bench.one(t) for t in tasks], bench.VARIANTS)
    assert set(figures["ladder"]["california"]) == {"easy_vs_medium", "medium_vs_hard",
                                                    "hard_vs_expert", "expert_vs_master"}
    assert set(figures["human_model_vs"]) == set(bench.LADDER)
    assert figures["games_per_variant"] == {"speed": 33, "spit": 19, "california": 18}
    mashed = figures["masher_win_pct"]
    assert list(mashed) == ["70", "120", "200"]
    assert all(list(row) == bench.LADDER and all(0 <= v <= 100 for v in row.values())
               for row in mashed.values())
    assert figures["rules"] == {"misplay_lockout_s": 0.5, "misplay_lockout_max_s": 4.0,
                                "misplay_memory_s": 2.0, "stall_s": 4.0}
    assert figures["bot_lockouts"] == 0
    stalled = figures["masher_stalled"]
    assert list(stalled) == list(mashed) and all(list(row) == bench.LADDER
                                                 for row in stalled.values())
    assert figures["masher_games"] == {"70": 1, "120": 1, "200": 1}
    assert sum(stalled["120"].values()) == figures["masher_stalls"] - sum(
        stalled["70"].values()) - sum(stalled["200"].values())
    for every in ("120", "200"):                     # a stalled game is never a masher win
        assert all(mashed[every][lv] == 0 for lv, n in stalled[every].items() if n)
    assert "| 120 ms |" in bench.tables(figures, bench.VARIANTS)
    assert "stalled)" in bench.tables(figures, bench.VARIANTS)
    assert figures["stalls"] == 0 and figures["decisions"] > 100
    assert all(0 <= figures["reject_pct"][v] <= 100 for v in bench.VARIANTS)
    assert "| easy |" in bench.tables(figures, bench.VARIANTS)


def test_the_mashing_bench_sees_the_stall_on_the_keys_the_lockout_leaves_unlocked():
    """At 120 ms a key, seven keys take 840 ms: after a misplay on slot 1 the next unlocked
    keys are E, Q and slot 1 again, so slot 1's card is the only one ever tried."""
    spec = importlib.util.spec_from_file_location("bench_mashing", ROOT / "bench" / "mashing.py")
    mashing = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mashing)
    issue_18 = {"misplay_lockout_max_s": None, "stall_s": None}     # the rules of that time
    results = mashing.cell(mashing.masher(120), "medium", 2, issue_18, limit_ms=30_000)
    assert all(r["stalled"] and not r["won"] for r in results)
    keys = {k: sum(r["tally"].active.get(k, 0) for r in results) for k in ("slot1", "slot2",
                                                                           "slot3", "slot4",
                                                                           "slot5")}
    assert keys["slot1"] > 10 * max(keys[k] for k in keys if k != "slot1")
    n = results[0]["tally"].n
    assert n["misplays"] > 20 and n["locked"] > n["misplays"]


def test_the_mashing_table_has_every_variant_and_the_half_looking_player():
    spec = importlib.util.spec_from_file_location("bench_mashing", ROOT / "bench" / "mashing.py")
    mashing = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mashing)
    table = mashing.win_table(["speed", "spit", "california"], [200], ["easy"], 2,
                              kinds=("masher", "half"))
    assert set(table) == {"speed", "spit", "california"}
    for variant, kinds in table.items():
        assert set(kinds) == {"masher", "half"}
        score, going = kinds["masher"]["200"]["easy"]
        assert 0 <= score <= 100 and going == 0
    lines = []
    mashing.print = lambda *a, **k: lines.append(" ".join(map(str, a)))
    mashing.print_table(table, ["easy"], 2, {})
    assert "| California | half-looking, 200 ms |" in "\n".join(lines)
    assert mashing.player("half", 70)(1).name == "half-looking 70 ms"
