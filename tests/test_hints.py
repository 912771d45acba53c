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
