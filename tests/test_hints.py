"""Hints for beginners: nothing glows while the table moves; after the still spell the card
that fits does; a play starts the wait again; nothing glows when nothing fits."""
from game.engine.events import CardPlayed
from game.hints import HINT_AFTER_S, HintClock
from game.session import SeatInfo, Session
from game.tutorial.catalog import LESSONS


def _game():
    lesson = LESSONS["speed"]
    session = Session("speed", lesson.options, [SeatInfo("a"), SeatInfo("b", "bot")], 1,
                      record=False, deal=lesson.deal)
    session.bots = {}
    session.new_game(0, countdown_s=0)
    return session.game


def test_the_fitting_card_glows_after_a_still_spell():
    game, clock = _game(), HintClock(0)
    assert clock.card(game, 10.0) is None                        # the wait starts
    assert clock.card(game, 10.0 + HINT_AFTER_S - 0.01) is None
    assert clock.card(game, 10.0 + HINT_AFTER_S) == game.legal_plays(0)[0][0]
    clock.on_events([CardPlayed(0.0, 1, 5, 0)], 20.0)             # the table changed
    assert clock.card(game, 20.0 + HINT_AFTER_S / 2) is None
    assert clock.card(game, 20.0 + HINT_AFTER_S) is not None


def test_nothing_glows_when_nothing_fits():
    game, clock = _game(), HintClock(1)                          # the teacher's hand
    clock.card(game, 0.0)
    assert game.legal_plays(1) == [] and clock.card(game, 99.0) is None


def _lesson_game(variant):
    lesson = LESSONS[variant]
    session = Session(variant, lesson.options, [SeatInfo("a"), SeatInfo("b", "bot")], 1,
                      record=False, deal=lesson.deal)
    session.bots = {}
    session.new_game(0, countdown_s=0)
    return session


def test_spit_glows_the_stock_top_that_fits_a_spit_pile():
    from game.engine.cards import parse
    from game.hints import hint_places
    session = _lesson_game("spit")
    game, clock = session.game, HintClock(0)
    clock.card(game, 0.0)
    assert clock.places(game, HINT_AFTER_S / 2) == []                # not yet
    places = clock.places(game, HINT_AFTER_S)
    tops = [pile[-1] for pile in game.stocks[0]]
    assert len(places) == 1 and places[0][0] == "hand"
    card = tops[places[0][1]]
    assert any(i.kind == "play" and i.card == card for i in game.legal_intents(0))
    assert card == parse("4H")           # the lesson's first play (the 4 on the 5)


def test_spit_shows_nothing_when_no_stock_top_fits():
    from game.engine.intents import Intent
    from game.hints import hint_places
    session = _lesson_game("spit")
    for step in LESSONS["spit"].steps[:2]:                           # play, the card under it
        session.apply(step.skip(session.game).at(session.game.now + 10))
    assert not [i for i in session.game.legal_intents(0) if i.kind == "play"]
    assert hint_places(session.game, 0) == []
    session.apply(Intent(session.game.now + 10, 0, "spit"))
    session.apply(Intent(session.game.now + 10, 1, "spit"))
    assert hint_places(session.game, 0) != []                         # the spit opened plays


def test_california_glows_both_cards_of_a_match_the_seat_can_cover():
    from game.engine.cards import RANK
    from game.hints import hint_places
    game = _lesson_game("california").game
    places = hint_places(game, 0)
    assert len(places) >= 2 and all(kind == "pile" for kind, _ in places)
    ranks = {RANK[game.table[p][-1]] for _, p in places}
    assert len(ranks) == 1                                          # one match, both its cards
    open_ = {i.pile for i in game.legal_intents(0)}
    assert {p for _, p in places} <= open_
    own = len(game.table) // 2
    assert places[0][1] < own or not any(p < own for p in open_)    # the seat's own row first


def test_a_cover_starts_the_wait_again():
    from game.engine.events_rounds import Covered
    game, clock = _lesson_game("california").game, HintClock(0)
    clock.card(game, 0.0)
    assert clock.places(game, HINT_AFTER_S)
    clock.on_events([Covered(1.0, 1, 0, 0, 0)], 10.0)
    assert clock.places(game, 10.0 + HINT_AFTER_S / 2) == []
