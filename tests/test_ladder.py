"""The ladder: rungs from easy to master, each opened by beating the one below; best times per
rung and variant per player; the ladder screen seats the pressing device against the rung."""
from game.bots.timing import LEVELS
from game.ladder import RUNGS, open_rungs, rungs, time_words
from game.store.db import connect
from game.store.ladder import beat, best_times


def test_rungs_climb_from_easy_to_master():
    order = list(LEVELS)
    levels = [order.index(o.level) for o in rungs()]
    assert levels == sorted(levels) and rungs()[0].level == "easy"
    assert rungs()[-1].level == "master"
    assert open_rungs(set()) == 1 and open_rungs({"Pip"}) == 2
    assert open_rungs({"Juno"}) == 1                  # a rung beaten out of turn opens nothing
    assert open_rungs(set(RUNGS)) == len(RUNGS)
    assert time_words(61.6) == "1:02" and time_words(None) == ""


def test_best_times_per_rung_player_and_variant(tmp_path):
    db = connect(tmp_path / "s.sqlite3")
    assert beat(db, "Ana", "speed", "Pip", 200.0) is True
    assert beat(db, "Ana", "speed", "Pip", 230.0) is False
    assert beat(db, "Ana", "speed", "Pip", 150.0) is True
    beat(db, "Ana", "spit", "Juno", 99.0)
    assert best_times(db, "ana", "speed") == {"Pip": 150.0}
    assert best_times(db, "Ana", "spit") == {"Juno": 99.0} and best_times(db, "Bo", "speed") == {}
    row = db.execute("SELECT wins FROM ladder WHERE rung = 'Pip'").fetchone()
    assert row["wins"] == 3
