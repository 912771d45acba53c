"""A table turned for the player on their own machine: their seat's strip at the bottom (two
players of Speed or Spit), the piles where they were; California and 3-4 players unturned."""
from game.ui.table.layout import layout_for
from game.ui.table.turned import turn


def test_seat_two_is_drawn_at_the_bottom_and_the_piles_stay():
    for variant in ("speed", "spit"):
        plain = layout_for(variant, (1280, 720), 2)
        turned = layout_for(variant, (1280, 720), 2)
        turn(turned, variant, 1)
        assert [s.where for s in turned.seats] == ["top", "bottom"]
        assert [s.seat for s in turned.seats] == [0, 1]
        assert turned.seats[1].hand == plain.seats[0].hand
        assert turned.centres == plain.centres


def test_california_and_more_players_keep_their_places():
    california = layout_for("california", (1280, 720), 2)
    turn(california, "california", 1)
    assert california.seats[0].where == "bottom"
    four = layout_for("speed", (1280, 720), 4)
    turn(four, "speed", 1)
    assert four.seats[0].where == "bottom"
    plain = layout_for("speed", (1280, 720), 2)
    turn(plain, "speed", 0)
    assert plain.seats[0].where == "bottom"
