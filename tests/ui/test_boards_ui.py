"""Serial boards on screen: the join screen's panel and its "syncing" gate, the table's corner
badge and adaptive hold, and the boards operator screen (options → Button boards)."""
import time

import pygame

from game.input.boards import BoardInfo
from game.input.events import RawInput
from game.session import SeatInfo
from game.ui.board_badge import badge_text
from game.ui.scenes.boards import BoardsScene, reader_words
from game.ui.scenes.join import JoinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from tools.matches import finished_table

MS = 1_000_000


class FakeBoards:
    """Stands in for PadManager: the boards it reports are set by the test."""

    def __init__(self, on_input, on_status):
        self.on_input, self.on_status, self.infos = on_input, on_status, []

    def snapshot(self):
        return list(self.infos)


def board(state="in sync", held=(), hold_ns=3 * MS, **extra) -> BoardInfo:
    return BoardInfo("CAB", "/dev/ttyACM0", state, "avr-1.1", 16, 40_000.0, held=frozenset(held),
                     hold_ns=hold_ns, **extra)


APP = {"seed": 3, "serial": FakeBoards}


def key(app, name):
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, scancode=0, unicode=""))
    app.poll()
    app.step()


def serial_press(app, control, t_ns=None):
    app.hub.push_raw(RawInput(t_ns or time.perf_counter_ns(), "serial:CAB", control, True))
    app.hub.push_raw(RawInput(t_ns or time.perf_counter_ns(), "serial:CAB", control, False))
    app.poll()
    app.step()


def test_badge_words_for_each_state():
    assert badge_text(board()) == "Board CAB: in sync ±0.04 ms"
    assert badge_text(board("syncing", lost=2, resets=1)) == \
        "Board CAB: syncing…, 2 lost, 1 restart"
    assert "refused: same id" in badge_text(board("refused", note="same id as the board on X"))


def test_no_match_starts_on_a_board_still_syncing(app):
    app.hub.serial.infos = [board("syncing")]
    app.switch(JoinScene(app))
    serial_press(app, "b0")
    serial_press(app, "b8")
    serial_press(app, "slap")
    assert isinstance(app.scene, JoinScene)
    assert any("still syncing" in m for m, _ in app.messages)
    app.hub.serial.infos = [board()]
    serial_press(app, "slap")
    assert isinstance(app.scene, TableScene)


def test_table_hold_follows_the_boards_and_the_engine_clock_never_goes_back(app):
    seats = [SeatInfo("P1", device="serial:CAB#arcade"), SeatInfo("P2", "bot")]
    app.hub.serial.infos = [board(hold_ns=3 * MS)]
    table = TableScene(app, seats)
    app.switch(table)
    assert table.session.hold_ns == 12 * MS              # no reports yet: the default
    now = time.perf_counter_ns()
    table.update(now)
    assert table.session.hold_ns == 3 * MS
    engine = table.session._engine_ns
    app.hub.serial.infos = [board(hold_ns=15 * MS)]
    table.update(now + 300 * MS)
    assert table.session.hold_ns == 15 * MS and table.session._engine_ns >= engine
    surface = pygame.Surface((1280, 720))
    table.draw(surface, now / 1e9)
    assert surface.get_at((8, 714))[:3] != surface.get_at((640, 714))[:3]   # the badge


def test_boards_screen_from_options_lights_buttons_and_goes_back(app):
    app.switch(OptionsScene(app))
    options = app.scene
    item = options.find("Button boards")
    options.menu.selected = options.menu.items.index(item)
    key(app, "return")
    assert isinstance(app.scene, BoardsScene)
    screen = app.scene
    app.hub.serial.infos = [board(held={3})]
    lit, dark = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    screen.draw(lit, 0.0)
    app.hub.serial.infos = [board()]
    screen.draw(dark, 0.0)
    assert pygame.image.tobytes(lit, "RGB") != pygame.image.tobytes(dark, "RGB")
    serial_press(app, "b0")                       # a board press only lights its lamp
    assert app.scene is screen
    app.hub.serial.infos = [board(held={0})]
    screen.update(1)
    screen.update(1 + 2_100 * MS)                 # held 2 s: back
    assert app.scene is options


def test_boards_screen_by_keyboard_and_mouse(app):
    app.switch(BoardsScene(app, JoinScene(app)))
    app.step()
    key(app, "escape")
    assert isinstance(app.scene, JoinScene)
    screen = BoardsScene(app, app.scene)
    app.switch(screen)
    app.step()
    screen.on_mouse(screen.back_rect.center, True)
    assert isinstance(app.scene, JoinScene)


def test_the_boards_page_says_where_and_how_boards_are_read():
    class Reader:
        realtime = None
    assert "threads in the game" in reader_words(FakeBoards(None, None))
    assert "starting" in reader_words(Reader())
    Reader.realtime = True
    assert reader_words(Reader()).endswith("at real-time priority")
    Reader.realtime = False
    assert "at normal priority" in reader_words(Reader())


def test_a_rematch_waits_for_a_board_still_syncing(app):
    table = finished_table(app, games=1)
    results = app.scene
    assert isinstance(results, ResultsScene)
    table.seats[0] = SeatInfo("P1", device="serial:CAB#arcade")   # that match had a board seat
    app.hub.serial.infos = [board("syncing")]
    results.rematch()
    assert app.scene is results and any("still syncing" in m for m, _ in app.messages)
    app.hub.serial.infos = [board()]
    results.rematch()
    assert isinstance(app.scene, TableScene)
