"""Serial boards on screen: the join screen's panel and its "syncing" gate, the table's corner
badge and adaptive hold, and the boards operator screen (options → Button boards)."""
import time

import pygame

from game.input.boards import BoardInfo, BoardReader
from game.ui.board_rows import row_rects, row_words
from game.input.raw_input import RawInput
from game.session import SeatInfo
from game.ui.board_badge import badge_text
from game.ui.scenes.boards import BoardsScene, reader_words
from game.ui.scenes.join import JoinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_scene import TableScene
from tools.matches import finished_table

MS = 1_000_000


class FakeBoards(BoardReader):
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
    app.hub.boards.reader.on_input(RawInput(t_ns or time.perf_counter_ns(), "serial:CAB", control, True))
    app.hub.boards.reader.on_input(RawInput(t_ns or time.perf_counter_ns(), "serial:CAB", control, False))
    app.poll()
    app.step()


def test_badge_words_for_each_state():
    assert badge_text(board()) == "Board CAB: in sync ±0.04 ms"
    assert badge_text(board("syncing", lost=2, resets=1)) == \
        "Board CAB: syncing…, 2 lost, 1 restart"
    assert "refused: same id" in badge_text(board("refused", note="same id as the board on X"))


def test_no_match_starts_on_a_board_still_syncing(app):
    app.hub.boards.reader.infos = [board("syncing")]
    app.switch(JoinScene(app.ctx))
    serial_press(app, "b0")
    serial_press(app, "b8")
    serial_press(app, "slap")
    assert isinstance(app.scene, JoinScene)
    assert any("still syncing" in m for m, _ in app.messages)
    app.hub.boards.reader.infos = [board()]
    serial_press(app, "slap")
    assert isinstance(app.scene, TableScene)


def test_table_hold_follows_the_boards_and_the_engine_clock_never_goes_back(app):
    seats = [SeatInfo("P1", device="serial:CAB#arcade"), SeatInfo("P2", "bot")]
    app.hub.boards.reader.infos = [board(hold_ns=3 * MS)]
    table = TableScene(app.ctx, seats)
    app.switch(table)
    assert table.session.hold_ns == 12 * MS              # no reports yet: the default
    now = time.perf_counter_ns()
    table.update(now)
    assert table.session.hold_ns == 3 * MS
    engine = table.session._engine_ns
    app.hub.boards.reader.infos = [board(hold_ns=15 * MS)]
    table.update(now + 300 * MS)
    assert table.session.hold_ns == 15 * MS and table.session._engine_ns >= engine
    surface = pygame.Surface((1280, 720))
    table.draw(surface, now / 1e9)
    assert surface.get_at((8, 714))[:3] != surface.get_at((640, 714))[:3]   # the badge


def test_boards_screen_from_options_lights_buttons_and_goes_back(app):
    app.switch(OptionsScene(app.ctx))
    options = app.scene
    item = options.find("Button boards")
    options.menu.selected = options.menu.items.index(item)
    key(app, "return")
    assert isinstance(app.scene, BoardsScene)
    screen = app.scene
    app.hub.boards.reader.infos = [board(held={3})]
    lit, dark = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    screen.draw(lit, 0.0)
    app.hub.boards.reader.infos = [board()]
    screen.draw(dark, 0.0)
    assert pygame.image.tobytes(lit, "RGB") != pygame.image.tobytes(dark, "RGB")
    serial_press(app, "b0")                       # a board press only lights its lamp
    assert app.scene is screen
    hold(app, ("b0",), 2.1)                       # held 2 s, then let go: back
    assert app.scene is options


def test_boards_screen_by_keyboard_and_mouse(app):
    app.switch(JoinScene(app.ctx))
    app.switch(BoardsScene(app.ctx), overlay=True)
    app.step()
    key(app, "escape")
    assert isinstance(app.scene, JoinScene)
    screen = BoardsScene(app.ctx)
    app.switch(screen, overlay=True)
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


def shot(screen, size=(1280, 720)) -> bytes:
    surface = pygame.Surface(size)
    screen.draw(surface, 0.0)
    return pygame.image.tobytes(surface, "RGB")


def hold(app, controls, seconds: float, release=True, **then) -> int:
    """Press `controls` of board CAB (stamped `seconds` ago), then let go (the board's state
    then: `then`); the screen judges the release a moment later. The time it did."""
    now = time.perf_counter_ns()
    for control in controls:
        app.hub.boards.reader.on_input(RawInput(now - int(seconds * 1e9), "serial:CAB", control, True))
    app.poll()
    if release:
        app.hub.boards.reader.infos = [board(**then)]
        for control in controls:
            app.hub.boards.reader.on_input(RawInput(now, "serial:CAB", control, False))
        app.poll()
    app.scene.update(now)
    app.scene.update(now + 200 * MS)
    return now + 200 * MS


def opened(app, infos) -> BoardsScene:
    """The boards screen, opened over the join screen, having looked once at `infos`."""
    app.hub.boards.reader.infos = infos
    screen = BoardsScene(app.ctx)
    app.switch(JoinScene(app.ctx))
    app.switch(screen, overlay=True)
    app.step()
    return screen


def test_a_button_held_when_the_screen_opens_is_stuck_never_a_way_back(app):
    now = time.perf_counter_ns()
    app.hub.boards.reader.on_input(RawInput(now - 5_000 * MS, "serial:CAB", "b3", True))
    app.poll()
    screen = opened(app, [board(held={3})])
    for t in (1, 3_000, 9_000):
        screen.update(now + t * MS)
    assert app.scene is screen and screen.buttons.stuck_on("CAB") == {3}
    assert "stuck: button 3" in row_words(board(held={3}), {3})[2][0][0]
    stuck = shot(screen)
    screen.buttons.stuck.clear()                  # the same button, lit by a fresh press
    assert shot(screen) != stuck
    screen.buttons.stuck.add(("CAB", 3))
    app.hub.boards.reader.on_input(RawInput(now, "serial:CAB", "b3", False))
    app.hub.boards.reader.infos = [board()]
    app.poll()
    screen.update(now + 9_100 * MS)               # let go: no longer stuck, and not a leave
    screen.update(now + 9_400 * MS)
    assert app.scene is screen and not screen.buttons.stuck


def test_aim_buttons_tried_together_never_leave(app):
    screen = opened(app, [board()])
    hold(app, ("b5", "b6"), 3.0)                  # the panel's "back" hold elsewhere
    assert app.scene is screen


def test_one_button_held_2_s_then_let_go_leaves_unless_unplugged_restarted_or_joined(app):
    screen = opened(app, [board()])
    hold(app, ("b1",), 2.5, state="unplugged")
    app.hub.boards.reader.infos = [board()]
    hold(app, ("b1",), 2.5, resets=1)
    app.hub.boards.reader.infos = [board()]
    hold(app, ("b2",), 1.5)                       # too short
    hold(app, ("b4",), 2.5, release=False)
    assert screen.buttons.armed(time.perf_counter_ns()) == ("serial:CAB", "b4")
    hold(app, ("b9",), 0.1, release=False)        # another press: stay
    for control in ("b4", "b9"):
        app.hub.boards.reader.on_input(RawInput(time.perf_counter_ns(), "serial:CAB", control, False))
    app.poll()
    screen.update(time.perf_counter_ns() + 400 * MS)
    assert app.scene is screen
    hold(app, ("b4",), 2.5)
    assert app.scene is not screen


def test_every_board_gets_a_row_inside_the_page():
    area = pygame.Rect(16, 80, 768, 380)
    for count in (1, 4, 9, 30, 60):
        rects = row_rects(count, area, 16)
        assert len(rects) == count
        assert all(area.contains(r) and r.height >= 4 for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_refused_board_and_port_problems_have_rows_that_say_what_to_do(app):
    infos = [board(), BoardInfo("CAB", "/dev/ttyACM1", "refused", note="same id as X"),
             BoardInfo("", "/dev/ttyACM2", "no access", note="not allowed: join dialout"),
             BoardInfo("", "/dev/ttyUSB0", "not a speedpad", note="no hello: flash it")]
    assert [row_words(i)[0] for i in infos] == ["Board CAB", "Board CAB on /dev/ttyACM1",
                                                "Port /dev/ttyACM2", "Port /dev/ttyUSB0"]
    assert "takes the id when that board is unplugged" in row_words(infos[1])[2][0][0]
    assert row_words(infos[2])[2][0][0] == "join dialout"         # what to do, first
    assert badge_text(infos[2]) == "Port /dev/ttyACM2: no permission to open it (dialout group)"
    screen = BoardsScene(app.ctx)
    app.hub.boards.reader.infos = infos[:1]
    one = shot(screen, (800, 600))
    app.hub.boards.reader.infos = infos
    assert shot(screen, (800, 600)) != one
    join = JoinScene(app.ctx)
    app.switch(join)
    four = shot(join, (800, 600))                 # the four fit the join screen's panel
    app.hub.boards.reader.infos = infos * 3              # more: its last row says "and 9 more..."
    assert shot(join, (800, 600)) != four


def test_the_hold_line_tells_the_running_tables_hold_from_a_would_be_one(app):
    app.hub.boards.reader.infos = [board(hold_ns=3 * MS)]
    screen = BoardsScene(app.ctx)
    assert screen.hold_words(app.hub.boards.snapshot()).startswith(
        "A table with these boards would hold 3.0 ms")
    app.hub.boards.reader.infos = [BoardInfo("", "/dev/ttyS0", "not a speedpad")]
    assert "no board is plugged in" in screen.hold_words(app.hub.boards.snapshot())
    app.hub.boards.reader.infos = [board(hold_ns=3 * MS)]
    table = TableScene(app.ctx, [SeatInfo("P1", device="serial:CAB#arcade"), SeatInfo("P2", "bot")])
    table.session.hold_ns = 7 * MS
    app.switch(table)
    app.flow.push("operator")
    app.flow.push("boards")                       # the operator menu over the table: its boards
    over_table = app.scene
    assert over_table.hold_words(app.hub.boards.snapshot()).startswith("Hold at this table now: 7.0 ms")


def test_a_rematch_waits_for_a_board_still_syncing(app):
    table = finished_table(app, games=1)
    results = app.scene
    assert isinstance(results, ResultsScene)
    table.seats[0] = SeatInfo("P1", device="serial:CAB#arcade")   # that match had a board seat
    app.hub.boards.reader.infos = [board("syncing")]
    results.rematch()
    assert app.scene is results and any("still syncing" in m for m, _ in app.messages)
    app.hub.boards.reader.infos = [board()]
    results.rematch()
    assert isinstance(app.scene, TableScene)
