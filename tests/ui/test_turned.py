"""A table turned for the player on their own machine: their seat's strip at the bottom (two
players of Speed or Spit), the piles where they were; 3-4 players of Speed turned round the
table with their own piles; California unturned."""
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


def test_three_and_four_players_turn_round_the_table_with_their_own_piles():
    for players in (3, 4):
        plain = layout_for("speed", (1280, 720), players)
        for bottom in range(1, players):
            turned = layout_for("speed", (1280, 720), players)
            turn(turned, "speed", bottom)
            assert turned.seats[bottom].where == "bottom"
            assert [s.seat for s in turned.seats] == list(range(players))
            for seat in range(players):          # each seat takes the place `bottom` seats on
                place = (seat - bottom) % players
                assert turned.seats[seat].hand == plain.seats[place].hand
                assert turned.seats[seat].where == plain.seats[place].where
                assert turned.centres[seat] == plain.centres[place]      # its own pile
                assert turned.sides[seat] == plain.sides[place]
                assert turned.side_counts[seat] == plain.side_counts[place]
            after = turned.seats[(bottom + 1) % players].where
            assert after == "left"                # the next seat round is on the left still


def test_california_and_the_host_keep_their_places():
    california = layout_for("california", (1280, 720), 2)
    turn(california, "california", 1)
    assert california.seats[0].where == "bottom"
    plain = layout_for("speed", (1280, 720), 2)
    turn(plain, "speed", 0)
    assert plain.seats[0].where == "bottom"
