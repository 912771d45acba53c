"""Pinned Spit and California events and rejection wording: every field of every event, so a
deleted event (the second slap, a re-deal), a wrong seat or time, or a garbled reason fails."""
from game.engine.california import CaliforniaGame
from game.engine.california_setup import CaliforniaRules
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules
from tests.engine.pinning import advance, describe, step

E = []
SPIT0 = ["6C", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AH",
         "2H"]
SPIT1 = ["2C", "3C", "4C", "5C", "TH", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC", "3H", "4H"]


def spit(seats, **opts):
    """A started Spit game: `seats` = [(stock piles, spit), ...], names top first."""
    deal = {"seats": [{"stock": stock, "spit": spit_cards} for stock, spit_cards in seats]}
    g = SpitGame(SpitRules(opts, 2), 7, 0, deal)
    return g, [describe(e) for e in g.start()]


def california(deck0, deck1, **opts):
    """A started California game on two explicit decks, names top first."""
    g = CaliforniaGame(CaliforniaRules(opts, 2), 5, 0, {"seats": [{"deck": deck0},
                                                                  {"deck": deck1}]})
    return g, [describe(e) for e in g.start()]


def test_spit_plays_moves_and_their_rejections():
    g, start = spit([([["7H"], ["9C", "3D"], E, ["KS"], ["2S"]], ["5C", "JD", "QC"]),
                     ([["4H"], ["TD"], ["JH"], ["8C"], ["6S"]], ["9H", "JC", "QH"])])
    assert start == [
        'RoundStarted t=0.0 round=1 held=[8, 8]',
        "Flipped t=0.0 piles=[0, 1] cards=['5C', '9H'] start=True",
    ]
    assert step(g, 10, 0, 'play', '3D', 0) == [
        "Rejected t=10 seat=0 kind='play' reason='3D is not on top of one of your stock piles' card='3D' pile=0",
    ]
    assert step(g, 11, 0, 'play', '9C', 1) == [
        "Rejected t=11 seat=0 kind='play' reason='9C is not adjacent to 9H' card='9C' pile=1",
    ]
    assert step(g, 12, 0, 'play', '9C', 2) == [
        "Rejected t=12 seat=0 kind='play' reason='there is no spit pile 2' card='9C' pile=2",
    ]
    assert step(g, 13, 0, 'move', '7H', None, 0) == [
        "Rejected t=13 seat=0 kind='move' reason='7H is already in stock position 0' card='7H' pile=None",
    ]
    assert step(g, 14, 0, 'move', '7H', None, 3) == [
        "Rejected t=14 seat=0 kind='move' reason='stock position 3 is not empty' card='7H' pile=None",
    ]
    assert step(g, 15, 0, 'move', '7H', None, 5) == [
        "Rejected t=15 seat=0 kind='move' reason='there is no stock position 5' card='7H' pile=None",
    ]
    assert step(g, 16, 0, 'move', '7H', None, 2) == [
        "StockMoved t=16 seat=0 card='7H' origin=0 to=2",
    ]
    assert step(g, 17, 0, 'move', '9C', None, 0) == [
        "StockMoved t=17 seat=0 card='9C' origin=1 to=0",
        "Refilled t=17 seat=0 cards=['3D']",
    ]
    assert step(g, 18, 1, 'play', '9C', 0) == [
        "Rejected t=18 seat=1 kind='play' reason='9C is not on top of one of your stock piles' card='9C' pile=0",
    ]
    assert step(g, 20, 1, 'play', '4H', 0) == [
        "CardPlayed t=20 seat=1 card='4H' pile=0 origin=0",
    ]
    assert step(g, 21, 0, 'play', '3D', 0) == [
        "CardPlayed t=21 seat=0 card='3D' pile=0 origin=1",
    ]
    assert step(g, 22, 0, 'spit') == [
        "Rejected t=22 seat=0 kind='spit' reason='you can play 2S on 3D' card=None pile=None",
    ]
    assert step(g, 23, 0, 'slap', None, 0) == [
        "Rejected t=23 seat=0 kind='slap' reason='the round is not over' card=None pile=0",
    ]
    assert step(g, 24, 5, 'play', '4H', 0) == [
        "Rejected t=24 seat=5 kind='play' reason='there is no such seat at this table' card='4H' pile=0",
    ]


def test_spit_stalemate_requests_and_the_spit():
    g, start = spit([([["7H"], E, E, E, ["KS"]], ["5C", "JD", "QC"]),
                     ([["2H"], E, E, E, ["7S"]], ["TC", "4D"])])
    assert start == [
        'RoundStarted t=0.0 round=1 held=[5, 4]',
        "Flipped t=0.0 piles=[0, 1] cards=['5C', 'TC'] start=True",
        'StalemateBegan t=0.0 flip_at=3000.0',
    ]
    assert step(g, 10, 0, 'spit') == [
        'FlipRequested t=10 seat=0',
    ]
    assert step(g, 10, 0, 'spit') == []
    assert step(g, 20, 1, 'spit') == [
        'FlipRequested t=20 seat=1',
        "Flipped t=20 piles=[0, 1] cards=['JD', '4D'] start=False",
        'StalemateBegan t=20 flip_at=3020.0',
    ]
    assert advance(g, 3019.0) == []
    assert advance(g, 3020.0) == [
        "Flipped t=3020.0 piles=[0] cards=['QC'] start=False",
    ]
    assert step(g, 3030, 1, 'spit') == [
        "Rejected t=3030 seat=1 kind='spit' reason='you have no spit cards' card=None pile=None",
    ]
    assert step(g, 3040, 0, 'spit') == [
        "Rejected t=3040 seat=0 kind='spit' reason='you can play KS on QC' card=None pile=None",
    ]


def test_a_round_ends_two_slaps_share_the_piles_and_the_next_round_starts():
    g, start = spit([([["5H"], E, E, E, E], SPIT0),
                     ([["KD"], ["QD"], E, E, E], SPIT1)])
    assert start == [
        'RoundStarted t=0.0 round=1 held=[17, 17]',
        "Flipped t=0.0 piles=[0, 1] cards=['6C', '2C'] start=True",
    ]
    assert step(g, 10, 0, 'play', '5H', 0) == [
        "CardPlayed t=10 seat=0 card='5H' pile=0 origin=0",
        "RoundEnded t=10 round=1 reason='played all stock cards' cleared=0 points=[] totals=[0, 0] slap_by=3010.0",
    ]
    assert step(g, 20, 1, 'slap', None, 2) == [
        "Rejected t=20 seat=1 kind='slap' reason='there is no spit pile 2' card=None pile=2",
    ]
    assert step(g, 21, 1, 'slap', None, 0) == [
        'Slapped t=21 seat=1 pile=0 deadline=3021.0',
    ]
    assert step(g, 22, 1, 'slap', None, 1) == [
        "Rejected t=22 seat=1 kind='slap' reason='you already slapped' card=None pile=1",
    ]
    assert step(g, 23, 0, 'play', 'AS', 0) == [
        "Rejected t=23 seat=0 kind='play' reason='the round is over: slap a spit pile' card='AS' pile=0",
    ]
    assert step(g, 24, 0, 'spit') == [
        "Rejected t=24 seat=0 kind='spit' reason='the round is over: slap a spit pile' card=None pile=None",
    ]
    assert step(g, 30, 0, 'slap', None, 0) == [
        'Slapped t=30 seat=0 pile=0 deadline=None',
        'PileTaken t=30 seat=0 pile=1 count=1',
        'PileTaken t=30 seat=1 pile=0 count=2',
        'RoundStarted t=30 round=2 held=[16, 18]',
        "Flipped t=30 piles=[0, 1] cards=['AH', '9C'] start=True",
    ]


def test_one_slap_then_the_window_closes():
    g, start = spit([([["5H"], E, E, E, E], SPIT0),
                     ([["KD"], ["QD"], E, E, E], SPIT1)],
                    slap_window_s=1)
    assert start == [
        'RoundStarted t=0.0 round=1 held=[17, 17]',
        "Flipped t=0.0 piles=[0, 1] cards=['6C', '2C'] start=True",
    ]
    assert step(g, 10, 0, 'play', '5H', 0) == [
        "CardPlayed t=10 seat=0 card='5H' pile=0 origin=0",
        "RoundEnded t=10 round=1 reason='played all stock cards' cleared=0 points=[] totals=[0, 0] slap_by=1010.0",
    ]
    assert step(g, 20, 0, 'slap', None, 1) == [
        'Slapped t=20 seat=0 pile=1 deadline=1020.0',
    ]
    assert advance(g, 1019.0) == []
    assert advance(g, 1020.0) == [
        'PileTaken t=1020.0 seat=0 pile=1 count=1',
        'PileTaken t=1020.0 seat=1 pile=0 count=2',
        'RoundStarted t=1020.0 round=2 held=[16, 18]',
        "Flipped t=1020.0 piles=[0, 1] cards=['AH', '9C'] start=True",
    ]


def test_nobody_slaps_and_each_takes_its_own_pile():
    g, start = spit([([["5H"], E, E, E, E], SPIT0),
                     ([["KD"], ["QD"], E, E, E], SPIT1)],
                    slap_window_s=1)
    assert start == [
        'RoundStarted t=0.0 round=1 held=[17, 17]',
        "Flipped t=0.0 piles=[0, 1] cards=['6C', '2C'] start=True",
    ]
    assert step(g, 10, 0, 'play', '5H', 0) == [
        "CardPlayed t=10 seat=0 card='5H' pile=0 origin=0",
        "RoundEnded t=10 round=1 reason='played all stock cards' cleared=0 points=[] totals=[0, 0] slap_by=1010.0",
    ]
    assert advance(g, 1010.0) == [
        'PileTaken t=1010.0 seat=0 pile=0 count=2',
        'PileTaken t=1010.0 seat=1 pile=1 count=1',
        'RoundStarted t=1010.0 round=2 held=[17, 17]',
        "Flipped t=1010.0 piles=[0, 1] cards=['6S', '8C'] start=True",
    ]


def test_california_covers_doubles_and_their_rejections():
    g, start = california(["4H", "7C", "9D", "JS", "4C", "3C", "6C", "8H"],
                          ["4S", "8C", "TD", "QS", "2D", "7D"])
    assert start == [
        "Redealt t=0.0 round=1 piles=[0, 1, 2, 3, 4, 5, 6, 7] cards=['4H', '7C', '9D', 'JS', '4S', '8C', 'TD', 'QS'] picked=[0, 0]",
        'Opened t=0.0 piles=[0, 4]',
    ]
    assert step(g, 10, 0, 'cover', None, 1) == [
        "Rejected t=10 seat=0 kind='cover' reason='pile 1 (7C) is not open' card=None pile=1",
    ]
    assert step(g, 11, 0, 'cover', None, 8) == [
        "Rejected t=11 seat=0 kind='cover' reason='there is no pile 8' card=None pile=8",
    ]
    assert step(g, 12, 0, 'cover', None, -1) == [
        "Rejected t=12 seat=0 kind='cover' reason='there is no pile -1' card=None pile=-1",
    ]
    assert step(g, 13, 1, 'cover', None, 0) == [
        "Covered t=13 seat=1 card='2D' pile=0 double=False",
    ]
    assert step(g, 14, 0, 'cover', None, 0) == [
        "Rejected t=14 seat=0 kind='cover' reason='pile 0 (2D) is not open' card=None pile=0",
    ]
    assert step(g, 15, 1, 'cover', None, 0) == [
        "Rejected t=15 seat=1 kind='cover' reason='pile 0 (2D) is not open' card=None pile=0",
    ]
    assert step(g, 16, 0, 'play', '4H', 0) == [
        'Rejected t=16 seat=0 kind=\'play\' reason="\'play\' is not a move in california" card=None pile=None',
    ]
    assert step(g, 20, 0, 'cover', None, 4) == [
        "Covered t=20 seat=0 card='4C' pile=4 double=True",
    ]
    assert step(g, 30, 1, 'cover', None, 0) == [
        "Rejected t=30 seat=1 kind='cover' reason='pile 0 (2D) is not open' card=None pile=0",
    ]


def test_california_a_seat_dealt_no_cards():
    g, start = california(["4H", "4S", "5H"], [])
    assert start == [
        "Redealt t=0.0 round=1 piles=[0, 1] cards=['4H', '4S'] picked=[0, 0]",
        'Opened t=0.0 piles=[0, 1]',
    ]
    assert step(g, 10, 1, 'cover', None, 0) == [
        "Rejected t=10 seat=1 kind='cover' reason='your deck is empty' card=None pile=0",
    ]
    assert step(g, 11, 1, 'cover', None, 2) == [
        "Rejected t=11 seat=1 kind='cover' reason='pile 2 is empty' card=None pile=2",
    ]
    assert step(g, 20, 0, 'cover', None, 1) == [
        "Covered t=20 seat=0 card='5H' pile=1 double=False",
        "GameWon t=20 winner=0 ranking=[0, 1] reason='covered with the last card' scores=[]",
    ]
    assert step(g, 30, 1, 'cover', None, 0) == [
        "Rejected t=30 seat=1 kind='cover' reason='the game is over' card=None pile=0",
    ]


def test_california_barren_redeals_shuffle_and_the_valve_ends_it():
    g, start = california(["AH", "2H", "3H", "4H", "5H"], ["6S", "7S", "8S", "9S", "TS", "JS"],
                          max_rounds=5)
    assert start == [
        "Redealt t=0.0 round=1 piles=[0, 1, 2, 3, 4, 5, 6, 7] cards=['AH', '2H', '3H', '4H', '6S', '7S', '8S', '9S'] picked=[0, 0]",
        "Redealt t=0.0 round=2 piles=[0, 1, 2, 3, 4, 5, 6, 7] cards=['5H', 'AH', '2H', '3H', 'TS', 'JS', '6S', '7S'] picked=[4, 4]",
        "Redealt t=0.0 round=3 piles=[0, 1, 2, 3, 4, 5, 6, 7] cards=['4H', '5H', 'AH', '2H', '8S', '9S', 'TS', 'JS'] picked=[4, 4]",
        "Redealt t=0.0 round=4 piles=[0, 1, 2, 3, 4, 5, 6, 7] cards=['3H', '4H', '5H', 'AH', '6S', '7S', '8S', '9S'] picked=[4, 4]",
        'DecksShuffled t=0.0 seats=[0, 1]',
        "Redealt t=0.0 round=5 piles=[0, 1, 2, 3, 4, 5, 6, 7] cards=['2H', '5H', '4H', '3H', '7S', 'TS', '9S', '6S'] picked=[4, 4]",
        "GameWon t=0.0 winner=0 ranking=[0, 1] reason='5 rounds: fewest cards' scores=[]",
    ]
    assert g.barren == 1        # the count starts again at the shuffle
