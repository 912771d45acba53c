"""What a machine sends the host for its player's actions: direct ones as they are, a pad's
cursor resolved here into the direct actions that make the same intent there."""
from game.engine.intents import Intent
from game.engine.match import Match
from game.input.actions import SeatControl
from game.net.sent_actions import sent_actions


def speed_game(seed=1):
    match = Match("speed", {}, 2, seed)
    match.next_game()
    return match.game


def test_direct_actions_go_as_they_are_and_the_pause_stays_here():
    game = speed_game()
    assert sent_actions("direct", "slot2", None, game, 0) == ["slot2"]
    assert sent_actions("direct", "aim_left", None, game, 0) == ["aim_left"]
    assert sent_actions("direct", "pause", None, game, 0) == []
    assert sent_actions("cursor", "pause", None, game, 0) == []


def test_a_cursor_play_becomes_the_pile_aimed_at_then_the_cards_slot():
    game = speed_game()
    control = SeatControl(0, "cursor")
    control.cursor = 3
    intent = control.act("play_right", game, 0)
    assert intent is not None and intent.card == game.hands[0][3]
    sent = sent_actions("cursor", "play_right", intent, game, 0)
    assert sent == [f"aim{intent.pile + 1}", "slot4"]
    host = SeatControl(0, "direct")                  # the host's net layout makes the same
    for action in sent[:-1]:
        host.act(action, game, 0)
    again = host.act(sent[-1], game, 0)
    assert (again.kind, again.card, again.pile) == (intent.kind, intent.card, intent.pile)


def test_cursor_steps_stay_here_and_shared_buttons_go():
    game = speed_game()
    assert sent_actions("cursor", "left", None, game, 0) == []
    assert sent_actions("cursor", "down", None, game, 0) == []
    assert sent_actions("cursor", "flip", Intent(0, 0, "flip"), game, 0) == ["flip"]
    assert sent_actions("cursor", "hit", None, game, 0) == ["hit"]
    assert sent_actions("cursor", "play_left", None, game, 0) == []   # nothing under it


def test_a_california_cover_names_its_row_and_column():
    match = Match("california", {}, 2, 4)
    match.next_game()
    control = SeatControl(1, "cursor")
    control.cursor, control.aim = 2, 0
    intent = control.act("play_left", match.game, 0)
    sent = sent_actions("cursor", "play_left", intent, match.game, 1)
    host = SeatControl(1, "direct")
    host.act(sent[0], match.game, 0)
    again = host.act(sent[1], match.game, 0)
    assert (again.kind, again.pile) == (intent.kind, intent.pile)
