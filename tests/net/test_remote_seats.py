"""Remote seats: a token brings a machine back to its seat; a countdown ends in abandon."""
from game.net.remote_seats import RemoteSeats


def test_a_token_brings_the_machine_back_to_its_seat():
    seats = RemoteSeats((1, 2), pause_ns=20_000_000_000)
    first, back = seats.arrive("")
    assert (first, back) == (1, False)
    token = seats.token(1)
    assert seats.arrive("") == (2, False)
    assert seats.arrive("") == (None, False)                  # none free
    seats.drop(1, 0)
    assert seats.waiting(5_000_000_000) == {1: 15.0}
    assert seats.arrive("a guess") == (None, False)           # a wrong token takes nothing
    assert seats.arrive(token) == (1, True)
    assert seats.waiting(6_000_000_000) == {}


def test_past_its_countdown_a_seat_is_abandoned():
    seats = RemoteSeats((1,), pause_ns=20_000_000_000)
    seats.arrive("")
    token = seats.token(1)
    seats.drop(1, 0)
    assert seats.expire(19_999_000_000) == []
    assert seats.expire(20_000_000_000) == [1]
    assert seats.abandoned == [1]
    assert seats.arrive(token) == (None, False)               # too late, and never handed out
