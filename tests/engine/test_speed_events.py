"""Pinned Speed events and rejection wording: every field of every event a rule emits, so a
deleted event, a wrong seat or time, or a garbled reason fails here (tests/engine/pinning.py)."""
from game.engine.match import Match
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules
from tests.engine.pinning import advance, describe, step


def speed(seats, **opts):
    """A started game on an explicit deal; returns (game, its start events described)."""
    g = SpeedGame(SpeedRules(opts, len(seats)), 1, 0, {"seats": seats})
    return g, [describe(e) for e in g.start()]


def test_plays_refills_stalemate_requests_and_a_rebuild():
    g, start = speed([{"hand": ["7H", "2C", "2D", "2S", "9C"], "draw": ["3H", "KC"], "side": ["8S", "5D"]},
                      {"hand": ["4C", "4D", "4S", "JH", "QH"], "draw": ["5C"], "side": ["6H"]}])
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['8S', '6H'] start=True",
    ]
    assert step(g, 10, 0, 'play', '7H', 0) == [
        "CardPlayed t=10 seat=0 card='7H' pile=0 origin=None",
        "Refilled t=10 seat=0 cards=['3H']",
        'StalemateBegan t=10 flip_at=3010.0',
    ]
    assert step(g, 20, 0, 'flip') == [
        'FlipRequested t=20 seat=0',
    ]
    assert step(g, 20, 0, 'flip') == []
    assert step(g, 30, 1, 'play', '4C', 0) == [
        "Rejected t=30 seat=1 kind='play' reason='4C does not fit on 7H' card='4C' pile=0",
    ]
    assert step(g, 35, 1, 'play', 'AS', 0) == [
        "Rejected t=35 seat=1 kind='play' reason='AS is not in your hand' card='AS' pile=0",
    ]
    assert step(g, 36, 1, 'play', '4C', 5) == [
        "Rejected t=36 seat=1 kind='play' reason='there is no pile 5' card='4C' pile=5",
    ]
    assert step(g, 37, 1, 'play', '4C', -1) == [
        "Rejected t=37 seat=1 kind='play' reason='there is no pile -1' card='4C' pile=-1",
    ]
    assert step(g, 40, 1, 'flip') == [
        'FlipRequested t=40 seat=1',
        'PilesRebuilt t=40 piles=[1]',
        "Flipped t=40 piles=[0, 1] cards=['5D', '6H'] start=False",
    ]
    assert step(g, 50, 1, 'flip') == [
        "Rejected t=50 seat=1 kind='flip' reason='you can play 4C on 5D' card=None pile=None",
    ]
    assert step(g, 60, 1, 'play', '4C', 0) == [
        "CardPlayed t=60 seat=1 card='4C' pile=0 origin=None",
        "Refilled t=60 seat=1 cards=['5C']",
    ]
    assert step(g, 70, 0, 'slap', None, 0) == [
        'Rejected t=70 seat=0 kind=\'slap\' reason="\'slap\' is not a move in speed" card=None pile=None',
    ]
    assert step(g, 80, 0, 'call') == [
        "Rejected t=80 seat=0 kind='call' reason='nobody is out of cards' card=None pile=None",
    ]


def test_a_flip_request_is_dropped_when_its_seat_can_play_again():
    g, start = speed([{"hand": ["9C", "9D"], "draw": [], "side": ["KS", "QS"]},
                      {"hand": ["6D", "7D", "8D", "2C"], "draw": [], "side": ["5H", "4S"]}])
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['KS', '5H'] start=True",
    ]
    assert step(g, 10, 0, 'flip') == [
        'FlipRequested t=10 seat=0',
    ]
    assert step(g, 20, 1, 'play', '6D', 1) == [
        "CardPlayed t=20 seat=1 card='6D' pile=1 origin=None",
    ]
    assert step(g, 30, 1, 'play', '7D', 1) == [
        "CardPlayed t=30 seat=1 card='7D' pile=1 origin=None",
    ]
    assert step(g, 40, 1, 'play', '8D', 1) == [
        "CardPlayed t=40 seat=1 card='8D' pile=1 origin=None",
        'FlipRequestDropped t=40 seat=0',
    ]


def test_the_auto_flip_and_an_empty_pile():
    g, start = speed([{"hand": ["9C"], "draw": ["9D"], "side": ["KS", "QS"]},
                      {"hand": ["2C"], "draw": [], "side": []}], auto_flip_s=1.5)
    assert start == [
        "Refilled t=0.0 seat=0 cards=['9D']",
        "Flipped t=0.0 piles=[0] cards=['KS'] start=True",
        'StalemateBegan t=0.0 flip_at=1500.0',
    ]
    assert step(g, 10, 1, 'play', '2C', 1) == [
        "Rejected t=10 seat=1 kind='play' reason='pile 1 is empty' card='2C' pile=1",
    ]
    assert advance(g, 1499.0) == []
    assert advance(g, 1500.0) == [
        'PilesRebuilt t=1500.0 piles=[1]',
        "Flipped t=1500.0 piles=[0] cards=['QS'] start=False",
        'StalemateBegan t=1500.0 flip_at=3000.0',
    ]
    assert step(g, 1600, 0, 'play', '9C', 1) == [
        "Rejected t=1600 seat=0 kind='play' reason='pile 1 is empty' card='9C' pile=1",
    ]


def test_the_call_window_a_call_and_the_win():
    g, start = speed([{"hand": ["7H"], "draw": [], "side": ["8S", "KS"]},
                      {"hand": ["2C", "3C"], "draw": [], "side": ["6H"]}])
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['8S', '6H'] start=True",
    ]
    assert step(g, 10, 0, 'call') == [
        "Rejected t=10 seat=0 kind='call' reason='nobody is out of cards' card=None pile=None",
    ]
    assert step(g, 20, 0, 'play', '7H', 1) == [
        "CardPlayed t=20 seat=0 card='7H' pile=1 origin=None",
        'CallWindowOpened t=20 finisher=0 callers=[0] deadline=3020.0',
    ]
    assert step(g, 25, 1, 'play', '2C', 0) == [
        'Rejected t=25 seat=1 kind=\'play\' reason=\'waiting for the "Speed!" call\' card=\'2C\' pile=0',
    ]
    assert step(g, 30, 1, 'call') == [
        "Rejected t=30 seat=1 kind='call' reason='only the player who ran out may call' card=None pile=None",
    ]
    assert step(g, 31, 0, 'flip') == [
        'Rejected t=31 seat=0 kind=\'flip\' reason=\'waiting for the "Speed!" call\' card=None pile=None',
    ]
    assert step(g, 40, 0, 'call') == [
        'Called t=40 seat=0',
        'GameWon t=40 winner=0 ranking=[0, 1] reason=\'"Speed!"\' scores=[]',
    ]
    assert step(g, 50, 1, 'play', '2C', 0) == [
        "Rejected t=50 seat=1 kind='play' reason='the game is over' card='2C' pile=0",
    ]


def test_a_missed_call_costs_the_smallest_pile():
    g, start = speed([{"hand": ["7H"], "draw": [], "side": ["8S", "KS"]},
                      {"hand": ["2C", "3C", "9D"], "draw": [], "side": ["6H", "5H", "4H"]}],
                     call_window_s=0.5)
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['8S', '6H'] start=True",
    ]
    assert step(g, 10, 0, 'play', '7H', 0) == [
        "CardPlayed t=10 seat=0 card='7H' pile=0 origin=None",
        'CallWindowOpened t=10 finisher=0 callers=[0] deadline=510.0',
    ]
    assert advance(g, 509.0) == []
    assert advance(g, 510.0) == [
        'PenaltyTaken t=510.0 seat=0 pile=1 count=1',
        "Refilled t=510.0 seat=0 cards=['6H']",
    ]


def test_jokers_cannot_be_the_last_card_and_joker_only_seats_take_a_penalty():
    g, start = speed([{"hand": ["X1"], "draw": [], "side": ["8S", "2D"]},
                      {"hand": ["X2", "KC", "4D"], "draw": [], "side": ["6H", "9S"]}], jokers=True)
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['8S', '6H'] start=True",
    ]
    assert step(g, 10, 0, 'play', 'X1', 0) == [
        "Rejected t=10 seat=0 kind='play' reason='a joker cannot be your last card (you hold only jokers)' card='X1' pile=0",
    ]
    assert step(g, 20, 1, 'play', 'X2', 0) == [
        "CardPlayed t=20 seat=1 card='X2' pile=0 origin=None",
    ]
    assert step(g, 30, 1, 'play', 'KC', 0) == [
        "CardPlayed t=30 seat=1 card='KC' pile=0 origin=None",
        'StalemateBegan t=30 flip_at=3030.0',
    ]
    assert step(g, 40, 1, 'flip') == [
        'FlipRequested t=40 seat=1',
    ]
    assert advance(g, 3040.0) == [
        'PenaltyTaken t=3030.0 seat=0 pile=1 count=1',
        "Refilled t=3030.0 seat=0 cards=['6H']",
        "Flipped t=3030.0 piles=[0, 1] cards=['2D', '9S'] start=False",
    ]


def test_the_endless_stalemate_valve():
    g, start = speed([{"hand": ["9C", "9D"], "draw": [], "side": ["KS"]},
                      {"hand": ["2C", "2D", "2H"], "draw": [], "side": ["5H"]}], stalemate_limit=1)
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['KS', '5H'] start=True",
        'StalemateBegan t=0.0 flip_at=3000.0',
    ]
    assert step(g, 10, 0, 'flip') == [
        'FlipRequested t=10 seat=0',
    ]
    assert step(g, 20, 1, 'flip') == [
        'FlipRequested t=20 seat=1',
        "GameWon t=20 winner=0 ranking=[0, 1] reason='endless stalemate: fewest cards left' scores=[]",
    ]
    assert step(g, 30, 0, 'flip') == [
        "Rejected t=30 seat=0 kind='flip' reason='the game is over' card=None pile=None",
    ]


def test_everyone_may_call_and_a_match_is_won():
    m = Match("speed", {"verbal_win": "race", "games_to_win": 1}, 2, 1)
    g = m
    start = [describe(e) for e in m.next_game({"seats": [
        {"hand": ["7H"], "draw": [], "side": ["8S"]}, {"hand": ["2C"], "draw": [], "side": ["6H"]}]})]
    assert start == [
        "Flipped t=0.0 piles=[0, 1] cards=['8S', '6H'] start=True",
    ]
    assert step(g, 10, 0, 'play', '7H', 0) == [
        "CardPlayed t=10 seat=0 card='7H' pile=0 origin=None",
        'CallWindowOpened t=10 finisher=0 callers=[0, 1] deadline=3010.0',
    ]
    assert step(g, 20, 1, 'call') == [
        'Called t=20 seat=1',
        'GameWon t=20 winner=1 ranking=[1, 0] reason=\'"Speed!"\' scores=[]',
        'MatchWon t=20 winner=1 wins=[0, 1]',
    ]
    assert step(g, 30, 0, 'call') == [
        "Rejected t=30 seat=0 kind='call' reason='the game is over' card=None pile=None",
    ]
