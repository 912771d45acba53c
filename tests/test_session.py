"""Session: a pause is skipped by game time, inside the session (no pygame)."""
from game.engine.intents import FLIP, Intent
from game.session import SeatInfo, Session

MS = 1_000_000


def session() -> Session:
    made = Session("speed", {}, [SeatInfo("A"), SeatInfo("B")], seed=4, record=False)
    made.new_game(0, countdown_s=1.0)                 # t = 0 at host 1 s
    return made


def test_a_pause_moves_t0_on_by_its_length_and_keeps_the_presses_made_before_it():
    table = session()
    table.push(Intent(1_500 * MS, 0, FLIP))           # before the pause, still held back
    table.pause(1_600 * MS)
    table.pause(1_700 * MS)                           # already paused: the first one counts
    table.push(Intent(1_800 * MS, 1, FLIP))           # during the pause: dropped
    assert table.resume(2_600 * MS) == 1_000 * MS
    assert table.paused_at is None and table.start_ns == 2_000 * MS
    assert [(i.t, i.seat) for i in table.queue.pop_until()] == [(2_500 * MS, 0)]
    assert table.game_ms(2_500 * MS) == 500.0         # where it was: 0.5 s into the game


def test_resume_without_a_pause_changes_nothing():
    table = session()
    assert table.resume(5_000 * MS) == 0 and table.start_ns == 1_000 * MS
