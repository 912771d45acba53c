"""Coins on a cabinet: the coin keys are only coins in credits mode (never card 5), coins per
credit and the cap, a bouncing coin switch counted once, credits kept in the SQLite file across
a restart, the service credit; the service switch and the operator lock (hold off, PIN)."""
import sqlite3
import time

from game.cabinet import COIN_GAP_NS
from game.input.protocol import Coin, Parser, encode_line
from game.input.raw_input import Press, RawInput
from game.ui.scenes.operator import OperatorScene
from game.ui.scenes.operator_pin import PinScene, pin_digit
from game.ui.scenes.title import TitleScene
from tests.ui.screen import feed as press
from tests.ui.test_cabinet import BOARD, make_app


def ledger_rows(tmp_path) -> list[tuple]:
    with sqlite3.connect(tmp_path / "data" / "speed" / "speed.sqlite3") as db:
        return db.execute("SELECT kind, amount FROM ledger_events WHERE kind != 'run' "
                          "ORDER BY id").fetchall()


def test_the_5_key_is_only_a_coin_in_credits_mode_never_card_5(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, free_play=False)
    played = []
    try:
        app.hub.join("keyboard", "keyboard_solo")
        app.hub.plays_to(lambda seat, action, raw: played.append(action))
        press(app, "keyboard", "5", "4")
        assert app.cabinet.credits == 1
        assert played == ["slot4"], "5 is a coin; 4 still plays card 4"
    finally:
        app.quit()


def test_in_free_play_the_5_key_plays_card_5(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    played = []
    try:
        app.hub.join("keyboard", "keyboard_solo")
        app.hub.plays_to(lambda seat, action, raw: played.append(action))
        press(app, "keyboard", "5")
        assert played == ["slot5"] and app.cabinet.credits == 0
    finally:
        app.quit()


def test_coins_per_credit_the_cap_and_a_bouncing_switch(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, free_play=False, coins_per_credit=2, credit_cap=2)
    cabinet = app.cabinet
    try:
        t = time.perf_counter_ns()
        for k in range(6):                             # six coins, 0.2 s apart
            at = t + k * 2 * COIN_GAP_NS
            assert cabinet.coin(Press(at, BOARD, "coin", ("coin",)))
            cabinet.coin(Press(at + COIN_GAP_NS // 10, BOARD, "coin", ("coin",)))   # bounce
        assert (cabinet.credits, cabinet.coins) == (2, 0)
        assert "CREDITS 2" in cabinet.banner()
        kinds = [kind for kind, _ in ledger_rows(tmp_path)]
        assert kinds == ["coin"] * 4 + ["coin_over_cap"] * 2, kinds
    finally:
        app.quit()


def test_credits_survive_a_restart_and_plays_are_written(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, free_play=False, credits_per_play=2)
    press(app, BOARD, "coin")
    press(app, "keyboard", "5")
    press(app, "pad:1", "back")
    assert app.cabinet.credits == 3
    assert app.cabinet.pay() and app.cabinet.credits == 1
    app.cabinet.service_credit()
    del app                                            # never quit: as a SIGKILL leaves it
    again = make_app(tmp_path, monkeypatch, free_play=False, credits_per_play=2)
    try:
        assert again.cabinet.credits == 2
        assert ledger_rows(tmp_path) == [("coin", 1)] * 3 + [("play", 2),
                                                              ("service_credit", 1)]
    finally:
        again.quit()


def test_a_board_declares_its_coin_input_with_a_coin_line():
    parser = Parser()
    lines = [encode_line("HELLO speedpad 1 17 P1 avr-1.3 BOOT 0 3"),
             encode_line("SLAP 7 PIEZO 200 60"), encode_line("COIN 16")]
    messages = parser.feed(b"".join(lines))
    assert Coin(16) in messages
    assert not any(type(m).__name__ == "ProtocolError" for m in messages)


def test_the_service_switch_opens_the_operator_menu_even_when_locked(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, operator_hold=False, operator_pin="123")
    try:
        app.cabinet.bindings.layouts["arcade"].extra["service"] = ("b16",)
        t = time.perf_counter_ns() - int(3.5e9)
        for control in ("b5", "b6", "slap"):           # the hold gesture: turned off
            app.hub.feed(RawInput(t, BOARD, control))
        app.poll()
        assert isinstance(app.scene, TitleScene)
        press(app, "keyboard", "f9")                     # F9 too
        assert isinstance(app.scene, TitleScene)
        press(app, BOARD, "b16")                         # the service switch: at once
        assert isinstance(app.scene, OperatorScene)
    finally:
        app.quit()


def test_the_operator_pin_is_entered_on_the_panel(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, operator_pin="618")
    try:
        press(app, "keyboard", "f9")
        assert isinstance(app.scene, PinScene)
        press(app, BOARD, "b0", "b1", "b2")               # 1 2 3: wrong
        assert isinstance(app.scene, PinScene)
        assert any("Wrong PIN" in m for m, _ in app.messages)
        press(app, BOARD, "b5", "b8", "slap")             # 6, 1 (player 2's half), 8
        assert isinstance(app.scene, OperatorScene)
    finally:
        app.quit()


def test_pin_digits_from_every_device():
    assert [pin_digit("keyboard", k) for k in ("1", "[8]", "9", "a")] == ["1", "8", None, None]
    assert [pin_digit("pad:0", c) for c in ("a", "righttrigger", "start")] == ["1", "8", None]
    assert [pin_digit(BOARD, c) for c in ("b4", "b14", "slap2")] == ["5", "7", "8"]
