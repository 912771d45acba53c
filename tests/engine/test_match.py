"""A match: games until a seat has won `games_to_win` (Spit and California: one game)."""
from game.engine.events import MatchWon
from game.engine.intents import CALL, PLAY, Intent
from game.engine.match import Match
from game.engine.variants import new_game, rules_for

ONE_CARD = {"seats": [{"hand": ["7H"], "draw": [], "side": ["8S"]},
                      {"hand": ["2C", "3C"], "draw": [], "side": ["6H"]}]}


def win_a_game(match: Match, t: float) -> list:
    match.next_game(ONE_CARD)
    match.apply(Intent(t, 0, PLAY, 19, 0))
    return match.apply(Intent(t + 1, 0, CALL))


def test_spit_and_california_matches_are_one_game():
    assert Match("spit", {}, 2, 1).games_to_win == 1
    assert Match("california", {}, 2, 1).games_to_win == 1
    assert Match("speed", {}, 2, 1).games_to_win == 2


def test_the_match_ends_when_a_seat_reaches_games_to_win():
    match = Match("speed", {"games_to_win": 2}, 2, 1)
    assert not any(isinstance(e, MatchWon) for e in win_a_game(match, 10))
    assert not match.over and match.winner is None and match.wins == [1, 0]
    won = [e for e in win_a_game(match, 10) if isinstance(e, MatchWon)]
    assert won == [MatchWon(11, 0, [2, 0])]
    assert match.over and match.winner == 0 and match.index == 1


def test_a_new_game_is_dealt_from_the_seed_and_its_index():
    rules = rules_for("speed", {}, 2)
    first = new_game("speed", rules, 42)
    assert first.checksum() == new_game("speed", rules, 42, 0).checksum()
    assert first.checksum() != new_game("speed", rules, 42, 1).checksum()
    match = Match("speed", {}, 2, 42)
    match.next_game(start=False)
    assert match.game.checksum() == first.checksum()


def test_each_game_class_deals_game_zero_by_default_and_names_its_variant():
    from game.engine.california import CaliforniaGame
    from game.engine.intents import COVER
    from game.engine.speed import SpeedGame
    from game.engine.spit import SpitGame
    for variant, cls in (("speed", SpeedGame), ("spit", SpitGame),
                         ("california", CaliforniaGame)):
        rules = rules_for(variant, {}, 2)
        assert cls(rules, 42).checksum() == new_game(variant, rules, 42, 0).checksum()
        assert cls.variant == variant
    spit = new_game("spit", rules_for("spit", {}, 2), 1)
    spit.start()
    assert spit.apply(Intent(1, 0, COVER, pile=0))[-1].reason == "'cover' is not a move in spit"


def test_timers_are_kept_to_six_decimals_of_a_millisecond():
    from game.engine.game import due
    assert due(256.22, 3000) == 3256.22 and due(5.0, None) is None
    assert due(0.000004, 0) == 0.000004 and due(0.0000002, 0) == 0.0
