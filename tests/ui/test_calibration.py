"""The slap-pad calibration page: the pads of the boards plugged in, their live levels asked
for while it is open (and no longer after), and a threshold or lockout changed there sent to
the board."""
from game.input.boards import BoardInfo
from game.ui.scenes.operator import NO_PAD, CalibrationScene
from tests.ui.test_cabinet import make_app


def test_the_page_watches_levels_and_sends_a_new_threshold(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    sent = []
    board = BoardInfo("CAB", "/dev/ttyACM0", "in sync", "avr-1.3", 17,
                      slaps={"slap": ["PIEZO", 200, 60], "slap2": ["FSR", 300, 20]},
                      levels={"slap": 512})
    monkeypatch.setattr(app.hub.boards, "snapshot", lambda: [board])
    monkeypatch.setattr(app.hub.boards, "calibrate", lambda *a: sent.append(("set",) + a))
    monkeypatch.setattr(app.hub.boards, "watch", lambda *a: sent.append(("watch",) + a))
    try:
        page = CalibrationScene(app.ctx)
        app.switch(page, overlay=True)
        app.step()
        assert sent == [("watch", "CAB", True)]
        assert page.levels == {("CAB", "slap"): 512}
        labels = [item.text() for item in page.menu.items]
        assert labels[:2] == ["CAB slap pad (piezo) threshold:  200",
                              "CAB slap pad (piezo) lockout:  60 ms"]
        assert labels[2] == "CAB slap pad 2 (fsr) threshold:  300"
        page.menu.selected = 0
        page.on_press(None, "right")                       # 200 → 210
        assert sent[-1] == ("set", "CAB", "slap", 210, 60)
        page.menu.selected = 3
        page.on_press(None, "left")                        # slap2 lockout 20 → 15
        assert sent[-1] == ("set", "CAB", "slap2", 300, 15)
        page.back()
        assert sent[-1] == ("watch", "CAB", False)
    finally:
        app.quit()


def test_without_a_board_the_page_says_so(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    try:
        page = CalibrationScene(app.ctx)
        assert page.menu.subtitle == NO_PAD and [i.label for i in page.menu.items] == ["Back"]
    finally:
        app.quit()


def test_the_pads_are_named_in_the_operators_language(tmp_path, monkeypatch):
    """The page showed the protocol's "CAB slap" in every language."""
    from game import i18n
    app = make_app(tmp_path, monkeypatch)
    board = BoardInfo("CAB", "/dev/ttyACM0", "in sync", "avr-1.3", 17,
                      slaps={"slap": ["PIEZO", 200, 60], "slap2": ["FSR", 300, 20]})
    monkeypatch.setattr(app.hub.boards, "snapshot", lambda: [board])
    monkeypatch.setattr(app.hub.boards, "watch", lambda *a: None)
    try:
        assert i18n.use("nl") == "nl"
        labels = [item.text() for item in CalibrationScene(app.ctx).menu.items]
        assert labels[0] == "Drempel van CAB klapknop (piezo):  200"
        assert labels[2].startswith("Drempel van CAB klapknop 2 (fsr)")
    finally:
        i18n.use("en")
        app.quit()
