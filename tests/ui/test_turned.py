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


def test_a_pads_play_buttons_aim_at_the_piles_drawn_leftmost_and_rightmost(app):
    """The cursor scheme's play buttons aim at the leftmost and rightmost pile as the table
    is drawn: on a four-player table turned for seat 1, pile 2 is on the left, pile 0 on the
    right (not pile 0 and pile 3, as the host draws them)."""
    from game.engine.match import Match
    from game.ui.scenes.game_view import GameView
    app.hub.join("pad:0", "gamepad", 1)
    view = GameView.__new__(GameView)
    view.ctx = app.ctx
    view.open_view("speed", ["Ana", "Bruno", "Cleo", "Dirk"], bottom=1)
    centres = view.view.layout.centres
    left, right = app.hub.seats[1].control.ends
    assert centres[left].centerx == min(c.centerx for c in centres) and left == 2
    assert centres[right].centerx == max(c.centerx for c in centres) and right == 0
    match = Match("speed", {}, 4, 7)
    match.next_game()
    control = app.hub.seats[1].control
    control._set_aim(False, match.game, step=False)
    assert control.aim == 2
    app.hub.join("pad:1", "gamepad", 3)               # a pad seated after the table opened
    assert app.hub.seats[3].control.ends == (2, 0)
