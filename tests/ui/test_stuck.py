"""A player with a card that fits who has not played for a while is told which, by their
plate ("A card fits: 2♥ on A♦"), in every match; the computer is never told; a play of
theirs starts the wait again."""
from game.engine import cards
from game.engine.intents import PLAY, Intent
from game.session import SeatInfo
from game.ui.scenes.table_scene import TableScene
from game.ui.table.stuck import STUCK_MS, StuckWatch
from game.ui.text import recording
from game.ui import words

SECOND = 1_000_000_000


class Game:
    """A stand-in with the few things the watch reads: seat 0 may play 2♥ on A♦."""
    over, window = False, None

    def __init__(self):
        self.left = [20, 20]
        self.fits = {0: [Intent(0, 0, PLAY, cards.parse("2H"), 0)]}

    def piles(self):
        return [[cards.parse("AD")], [cards.parse("9D")]]

    def legal_intents(self, seat):
        return self.fits.get(seat, [])

    def cards_left(self):
        return self.left


def test_a_fit_unplayed_for_the_wait_is_reported_and_not_before():
    watch, game = StuckWatch([0, 1]), Game()
    assert watch.update(game, 1000.0) == {}
    assert watch.update(game, 1000.0 + STUCK_MS - 1) == {}
    assert watch.update(game, 1000.0 + STUCK_MS) == {0: (cards.parse("2H"), cards.parse("AD"))}


def test_a_play_of_their_own_starts_the_wait_again_and_no_fit_clears_it():
    watch, game = StuckWatch([0]), Game()
    watch.update(game, 0.0)
    game.left = [19, 20]                                   # seat 0 played a card
    assert watch.update(game, STUCK_MS) == {}
    assert watch.update(game, 2 * STUCK_MS) != {}
    game.fits = {}
    assert watch.update(game, 2 * STUCK_MS + 1) == {}
    game.fits = Game().fits
    assert watch.update(game, 2 * STUCK_MS + 2) == {}      # a new fit: wait again


def test_only_the_watched_seats_and_never_before_the_start():
    watch, game = StuckWatch([1]), Game()                  # seat 0 is the computer
    assert watch.update(game, 0.0) == {} and watch.update(game, 10 * STUCK_MS) == {}
    watch = StuckWatch([0])
    assert watch.update(game, -500.0) == {} and watch.update(game, STUCK_MS - 600) == {}


def test_a_flip_starts_the_wait_again():
    from game.engine.events import Flipped
    watch, game = StuckWatch([0]), Game()
    watch.update(game, 0.0)
    watch.heard([Flipped(STUCK_MS - 10, (0, 1), (1, 2))])     # new cards on the piles
    assert watch.update(game, STUCK_MS) == {}                # not "A card fits" at once
    assert watch.update(game, 2 * STUCK_MS) != {}


def _stuck_table(app):
    app.hub.join("keyboard", "keyboard_left", 0)
    table = TableScene(app.ctx, [SeatInfo("Ana", "human", "keyboard#keyboard_left"),
                                 SeatInfo("CPU 2", "bot", level="easy")])
    app.switch(table)
    return table


def test_no_note_when_hints_for_beginners_are_off(app):
    app.settings["game", "hints"] = False
    table = _stuck_table(app)
    start = table.session.start_ns
    for step in range(1, 20):
        table.update(start + step * SECOND)
        assert table.stuck_now == {}


def test_the_table_tells_the_stuck_player_which_card_fits(app):
    app.settings["game", "hints"] = True                 # hints for beginners: the note too
    app.hub.join("keyboard", "keyboard_left", 0)
    table = TableScene(app.ctx, [SeatInfo("Ana", "human", "keyboard#keyboard_left"),
                                 SeatInfo("CPU 2", "bot", level="easy")])
    app.switch(table)
    start, game = table.session.start_ns, table.session.game
    table.update(start + SECOND)                          # the first flip is in
    for step in range(2, 12):
        table.update(start + step * SECOND)
        if game.legal_plays(0):
            break
    assert game.legal_plays(0), "no card of Ana's fits in this deal: choose another seed"
    assert 0 not in table.stuck_now
    t = start + step * SECOND
    table.update(t + int(STUCK_MS * 1e6) + SECOND)
    assert 0 in table.stuck_now and 1 not in table.stuck_now
    card, top = table.stuck_now[0]
    assert (card, game.piles()[[p for c, p in game.legal_plays(0) if c == card][0]][0]) == \
        (card, top)
    with recording() as drawn:
        table.invalidate()
        table.draw(app.screen, table.now_ns / 1e9)
    rank = words.card_short(cards.name(card))[:-1]         # the suit is drawn, not written
    top_rank = words.card_short(cards.name(top))[:-1]
    assert f"A card fits: {rank} on {top_rank}" in "".join(text for text, _, _ in drawn)
