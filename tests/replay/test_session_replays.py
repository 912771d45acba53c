"""A live sitting (bots, queue, recorder) writes a replay that re-plays to the same game."""
import json
import subprocess
import sys
from pathlib import Path

from game.engine.events import Rejected
from game.engine.intents import CALL, FLIP, PLAY, Intent
from game.replay.runner import check, states
from game.session import SeatInfo, Session
from game.store.derive import from_lines

MS = 1_000_000


def bot_session(tmp_path, seed=11, options=None, seats=2):
    infos = [SeatInfo(f"CPU{i}", "bot", level="expert") for i in range(seats)]
    path = tmp_path / "live.jsonl"
    return Session("speed", options or {}, infos, seed, replay_path=str(path)), path


def run_to_end(session, step_ms=7, limit_ms=600_000):
    session.new_game(0, countdown_s=0)
    now = 0
    while not session.game.over and now < limit_ms * MS:
        now += step_ms * MS
        session.update(now)
    session.close()
    return now


def test_bot_game_replays_to_the_same_result(tmp_path):
    session, path = bot_session(tmp_path)
    run_to_end(session)
    assert session.game.over
    result = check(str(path))
    assert result["winner"] == session.game.winner
    assert [s["cards_left"] for s in result["seats"]] == session.game.cards_left()
    assert result["piles"] == [[__import__("game.engine.cards", fromlist=["name"]).name(c)
                                for c in pile] for pile in session.game.piles()]


def test_replaying_twice_gives_identical_checksums_at_every_step(tmp_path):
    session, path = bot_session(tmp_path, seed=5, options={"jokers": True}, seats=3)
    live = []
    apply = session.apply

    def apply_and_note(intent):
        events = apply(intent)
        live.append(session.game.checksum())
        return events
    session.apply = apply_and_note
    run_to_end(session)
    first = [(step, checksum) for step, checksum in states(str(path))]
    second = [checksum for _, checksum in states(str(path))]
    assert [c for _, c in first] == second and len(first) > 10
    replayed = [c for step, c in first if step is not None and step.kind == "intent"]
    assert replayed == live                      # the live game and its replay, step by step
    assert second[-1] == session.game.checksum()


def test_late_intent_is_recorded_at_the_engine_clock(tmp_path):
    session, path = bot_session(tmp_path)
    session.bots.clear()
    session.new_game(0, countdown_s=0)
    session.update(500 * MS)                     # engine clock at 500 ms
    session.push(Intent(100 * MS, 0, FLIP))      # pressed at 100 ms, arrives now
    session.update(501 * MS)
    session.close()
    lines = [json.loads(l) for l in path.read_text().splitlines()[1:]]
    assert lines[0]["t"] == 500.0 and lines[0]["intent"] == "flip"
    assert check(str(path))["applied"] == 1


def test_intents_during_the_countdown_are_dropped(tmp_path):
    session, path = bot_session(tmp_path)
    session.bots.clear()
    session.new_game(0, countdown_s=2.0)
    hand = session.game.hands[0]
    session.push(Intent(1_000 * MS, 0, PLAY, hand[0], 0))
    session.update(1_500 * MS)
    session.update(2_500 * MS)
    session.close()
    assert check(str(path))["applied"] == 0


CRASH = """
import os, sys
from game.session import SeatInfo, Session
from game.store.derive import from_lines
s = Session("speed", {}, [SeatInfo("a", "bot", level="expert"), SeatInfo("b", "bot",
            level="expert")], 3, replay_path=sys.argv[1])
s.new_game(0, countdown_s=0)
now = 0
while s.recorder and sum(1 for _ in open(sys.argv[1])) < 12:
    now += 5_000_000
    s.update(now)
os._exit(1)
"""


def test_a_replay_survives_a_crash_up_to_its_last_intent(tmp_path):
    path = tmp_path / "crash.jsonl"
    done = subprocess.run([sys.executable, "-c", CRASH, str(path)], capture_output=True)
    assert done.returncode == 1
    lines = path.read_text().splitlines()
    assert len(lines) >= 12
    assert check(str(path))["applied"] == len(lines) - 1


def test_a_press_made_before_t0_but_taken_after_it_is_dropped(tmp_path):
    session, path = bot_session(tmp_path)
    session.bots.clear()
    session.new_game(0, countdown_s=2.0)
    session.update(1_990 * MS)                   # the last frame of the countdown
    session.push(Intent(1_995 * MS, 0, FLIP))    # jumps the gun by 5 ms
    session.update(2_010 * MS)
    session.close()
    assert check(str(path))["applied"] == 0


def test_the_live_engine_applies_the_time_the_replay_records(tmp_path):
    session, path = bot_session(tmp_path)
    session.bots.clear()
    session.new_game(0, countdown_s=0)
    session.update(400_000_400)                  # frames are not on the microsecond grid
    session.push(Intent(400_000_100, 0, FLIP))   # stamped before that frame: a late arrival
    events = session.update(500_000_000)
    session.close()
    recorded = json.loads(path.read_text().splitlines()[1])["t"]
    assert [e.t for e in events if e.seat == 0] == [recorded]
    assert [c for _, c in states(str(path))][-1] == session.game.checksum()


def test_an_unwritable_replay_is_reported_and_the_game_plays_on(tmp_path):
    infos = [SeatInfo("CPU0", "bot", level="expert"), SeatInfo("CPU1", "bot", level="expert")]
    session = Session("speed", {}, infos, 3, replay_path=str(tmp_path))   # a directory
    session.new_game(0, countdown_s=0)
    for now in range(0, 5_000 * MS, 7 * MS):
        session.update(now)
    session.close()
    assert session.recorder is None and sum(session.stats.played) > 0
    assert session.errors == [f"The replay {tmp_path.name} could not be written (Is a "
                              "directory); it is kept and saved when it can be"]
    assert tmp_path.is_dir() and len(session.lines) > 2       # a folder is never replaced


def test_a_disk_that_fills_up_stops_the_replay_and_the_game_plays_on(tmp_path):
    seats = [SeatInfo("a", "bot", level="expert"), SeatInfo("b", "bot", level="expert")]
    session = Session("speed", {}, seats, 3, replay_path="/dev/full")
    session.new_game(0, countdown_s=0)
    now = 0
    while not session.game.over and now < 600_000 * MS:
        now += 20 * MS
        session.update(now)
    assert session.game.over and session.recorder.error
    assert session.errors == ["The replay full could not be written (No space left on device); "
                              "it is kept and saved when it can be"]
    session.close()
    assert Path("/dev/full").is_char_device()               # a device is never replaced
    assert check_lines(session.lines)["winner"] is not None


def test_a_hold_lets_a_slow_report_take_its_true_place(tmp_path):
    session, path = bot_session(tmp_path)
    session.bots.clear()
    session.hold_ns = 10 * MS
    session.new_game(0, countdown_s=0)
    session.update(105 * MS)
    session.push(Intent(100 * MS, 0, FLIP))          # a keyboard press, stamped on arrival
    session.update(106 * MS)
    session.push(Intent(98 * MS, 1, FLIP))           # a board's press, reported 9 ms late
    session.update(111 * MS)
    session.close()
    lines = [json.loads(l) for l in path.read_text().splitlines()[1:]]
    assert [(l["seat"], l["t"]) for l in lines if "seat" in l] == [(1, 98.0), (0, 100.0)]
    assert session.queue.late == 0


def test_a_call_that_lost_the_race_comes_back_as_refused_for_the_table(tmp_path):
    """Race mode: the first "Speed!" ends the game; a call 3 ms later (same update) and one
    after it (a later update) come back as the engine's refusal, for the race banner, and are
    neither applied nor recorded."""
    session, path = bot_session(tmp_path, options={"verbal_win": "race"})
    session.bots.clear()
    session.new_game(0, countdown_s=0)
    session.update(100 * MS)
    session.game.window = (None, 1, [0, 1])          # seat 1 is out: anyone may call
    session.push(Intent(200 * MS, 1, CALL))
    session.push(Intent(203 * MS, 0, CALL))
    events = session.update(210 * MS)
    session.push(Intent(212 * MS, 0, CALL))
    later = session.update(220 * MS)
    session.close()
    refused = [(e.t, e.seat, e.kind) for e in events + later if isinstance(e, Rejected)]
    assert session.game.winner == 1 and refused == [(203.0, 0, CALL), (212.0, 0, CALL)]
    lines = [json.loads(l) for l in path.read_text().splitlines()[1:]]
    assert [(l["seat"], l["t"]) for l in lines if l.get("intent") == "call"] == [(1, 200.0)]


def test_a_slap_pad_hit_right_after_the_last_card_calls_speed(tmp_path):
    """The pad means "Speed!" or "flip" by the table when the hit lands, not when it is read:
    a hit stamped just after the player's last card calls, and the replay records the call."""
    from game.input.actions import HIT
    deal = {"seats": [{"hand": ["7H"], "draw": [], "side": ["6S"]},
                      {"hand": ["2C"], "draw": [], "side": ["QD"]}]}
    seats = [SeatInfo("a", "human", "serial:CAB"), SeatInfo("b", "human", "serial:CAB")]
    session = Session("speed", {}, seats, 1, replay_path=str(tmp_path / "r.jsonl"), deal=deal)
    session.new_game(0, countdown_s=0)
    session.push(Intent(100 * MS, 0, PLAY, session.game.hands[0][0], 0))
    session.push(Intent(100 * MS + 500_000, 0, HIT))      # 0.5 ms later, read before it
    session.update(200 * MS)
    session.close()
    assert session.game.over and session.game.winner == 0
    lines = [json.loads(l) for l in (tmp_path / "r.jsonl").read_text().splitlines()[1:]]
    assert [l["intent"] for l in lines] == ["play", "call"]
    assert check(str(tmp_path / "r.jsonl"))["winner"] == 0


def check_lines(lines: list[dict]) -> dict:
    """`speed replay --check` of a replay kept in memory."""
    facts = from_lines(lines)
    return {"winner": facts.match["winner"], "finished": facts.finished}
