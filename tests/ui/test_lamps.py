"""The button lamps: what each screen lights (ui/lamps.py), the LAMP lines a board gets (only
for the lamps it declared, only on a change, with a checksum), and the LAMPS line parsed."""
from types import SimpleNamespace

from game.engine.intents import CALL, PLAY
from game.input.bindings import load_bindings
from game.input.lamp_out import BoardOut
from game.input.protocol import Lamps, Parser, crc8, encode_line, lamp_line
from game.ui import lamps
from game.ui.scenes.base import Scene

BOARD = "serial:CAB"
PANEL = tuple(f"b{k}" for k in range(7)) + ("slap",)


def table(kinds, paused=False):
    game = SimpleNamespace(over=False, legal_intents=lambda seat: [
        SimpleNamespace(kind=k) for k in kinds])
    return SimpleNamespace(session=SimpleNamespace(game=game),
                           paused_at=1 if paused else None)


def hub():
    arcade = load_bindings(use_user=False)["arcade"]
    return SimpleNamespace(seats={0: SimpleNamespace(index=0, device=BOARD, layout=arcade)})


def test_the_slap_pad_is_lit_only_while_speed_may_be_called():
    quiet = lamps.table_levels(table([PLAY]), hub(), BOARD, PANEL)
    called = lamps.table_levels(table([PLAY, CALL]), hub(), BOARD, PANEL)
    assert quiet["slap"] == 0 and called["slap"] == lamps.FULL
    assert all(quiet[f"b{k}"] == lamps.FULL for k in range(7))      # the seated side
    paused = lamps.table_levels(table([CALL], paused=True), hub(), BOARD, PANEL)
    assert paused["slap"] == 0 and paused["b0"] == lamps.DIM
    assert lamps.table_levels(table([CALL]), hub(), "serial:OTHER", PANEL) == {}


def test_attract_chases_and_the_start_lights_with_credits():
    board = SimpleNamespace(lamps=PANEL, device=BOARD)
    cabinet = SimpleNamespace(can_play=lambda: True)
    ctx = SimpleNamespace(cabinet=cabinet, devices=hub())
    attract = object.__new__(type("Chasing", (Scene,), {"lamps": "chase"}))
    seen = {next(iter(lamps.levels_for(attract, ctx, board, k * lamps.CHASE_NS)))
            for k in range(len(PANEL))}
    assert seen == set(PANEL)
    title = object.__new__(type("Starting", (Scene,), {"lamps": "starts"}))
    assert lamps.levels_for(title, ctx, board, 0) == {"slap": lamps.FULL}
    cabinet.can_play = lambda: False
    assert lamps.levels_for(title, ctx, board, 0) == {}
    new = object.__new__(type("Throwaway", (Scene,), {}))       # a screen that says nothing
    assert lamps.levels_for(new, ctx, board, 0) == {}


def test_each_screen_declares_lamps_the_director_knows():
    from game.ui.flow import screens
    found = screens()
    assert {name for name, kind in found.items() if kind.lamps != "off"} == {
        "title", "join", "results", "attract", "table", "net_table"}
    assert found["attract"].lamps == "chase" and found["table"].lamps == "table"
    assert found["net_table"].lamps == "table"          # a joined machine's table lights alike
    assert all(kind.lamps in lamps.LAMPS for kind in found.values())


def test_lamp_lines_only_for_declared_lamps_and_only_on_a_change():
    out = BoardOut()
    out.ask({"b0": 255, "b9": 255})
    declared = {"b0": 0, "slap": 7}
    assert out.lines(declared) == [lamp_line(0, 255), lamp_line(7, 0)]
    assert out.lines(declared) == []                       # nothing changed
    out.ask({"slap": 300})
    assert out.lines(declared) == [lamp_line(0, 0), lamp_line(7, 255)]
    assert out.lines({}) == []                             # a board without lamps: none
    line = lamp_line(7, 255)
    payload, check = line[:-4], line[-3:-1]
    assert payload == b"LAMP 7 255" and int(check, 16) == crc8(payload)


def test_a_board_declares_its_lamps():
    parser = Parser()
    got = parser.feed(encode_line("HELLO speedpad 1 17 P1 avr-1.3 BOOT 0 3") +
                      encode_line("LAMPS 0 1 7"))
    assert Lamps((0, 1, 7)) in got


def test_the_lamp_test_page_drives_every_lamp(tmp_path, monkeypatch):
    from game.ui.scenes.operator import LampTestScene
    from tests.ui.test_cabinet import make_app
    app = make_app(tmp_path, monkeypatch)
    try:
        page = LampTestScene(app.ctx)
        board = SimpleNamespace(lamps=PANEL, device=BOARD)
        assert "No board with lamps" in page.menu.subtitle
        assert len(page.lamp_levels(board, 0)) == 1               # one after another
        page._mode("all on")
        assert page.lamp_levels(board, 0) == {c: 255 for c in PANEL}
        page._mode("all off")
        assert page.lamp_levels(board, 0) == {}
        assert lamps.levels_for(page, app.ctx, board, 0) == {}    # the page decides
    finally:
        app.quit()
