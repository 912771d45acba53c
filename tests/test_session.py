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


def test_a_press_from_a_seat_not_at_the_table_is_dropped_before_the_engine():
    """The engine refuses such a seat, but a refusal for seat 2 of a two-seat table broke the
    stats (IndexError) and one for seat -1 was counted against the last seat."""
    from game.engine.intents import PLAY
    table = session()
    table.update(1_100 * MS)
    for seat in (2, -1, 9):
        table.push(Intent(1_200 * MS, seat, PLAY, table.game.hands[0][0], 0))
        table.push(Intent(1_200 * MS, seat, FLIP))
    assert table.update(1_300 * MS) == []
    assert table.stats.rejected == [0, 0]
