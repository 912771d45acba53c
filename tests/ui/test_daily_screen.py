"""The daily challenge screen in the headless app: today's opponent and streak from the store,
"Play" seats the device that pressed it against the day's opponent on the day's deal, and the
replay header names the day (a history rebuilt from replays finds the daily matches)."""
import json
from datetime import timedelta

from game.daily import challenge
from game.store.daily import record
from game.store.db import connect
from game.store.profiles import create
from game.ui.scenes.daily import DailyScene, today
from tests.ui.screen import count, feed


def test_the_screen_shows_the_players_streak_and_days(app):
    db = connect()
    create(db, "ANA")
    day = today()
    for k in (0, 1, 2, 4):
        record(db, "ANA", day - timedelta(days=k), True, (2, 1), 200.0, "Pip")
    record(db, "ANA", day - timedelta(days=5), False, (0, 2), 100.0, "Pip")
    db.close()
    app.flow.push("daily")
    scene = app.scene
    assert isinstance(scene, DailyScene) and scene.player == "ANA"     # who played last
    assert scene.streak() == (3, 3)
    assert scene.share().startswith(f"Speed daily {day.isoformat()}: beat ")
    app.step()
    assert count(app.screen, app.screen.get_rect(), (70, 190, 110)) > 0      # won days
    assert count(app.screen, app.screen.get_rect(), (200, 80, 70)) > 0       # the lost one
    scene.choose("")                                                   # the guest: nothing
    assert app.scene.streak() == (0, 0) and app.scene.share() == ""


def test_play_seats_the_pressing_device_against_the_days_opponent(app, tmp_path):
    app.flow.push("daily")
    feed(app, "keyboard", "return")                   # "Play today's challenge"
    table = app.scene
    c = challenge(today())
    assert type(table).__name__ == "TableScene" and table.session.seed == c.seed
    assert table.session.variant == c.variant
    assert [s.name for s in table.seats] == ["You", c.opponent.name]
    assert table.session.bots[1].level == c.opponent.timing()
    assert app.hub.seats[0].layout.name == "keyboard_solo"
    header = json.loads((tmp_path / "replay.jsonl").read_text().splitlines()[0])
    assert header["daily"] == today().isoformat() and header["seed"] == c.seed


def test_the_ladder_opens_rung_by_rung_and_plays_the_rung(app):
    from game.store.ladder import beat
    db = connect()
    beat(db, "", "speed", "Pip", 120.0)
    db.close()
    app.flow.push("daily")
    app.scene.menu.selected = [i.label for i in app.scene.menu.items].index("The ladder")
    feed(app, "keyboard", "return")
    ladder = app.scene
    labels = [i.label for i in ladder.menu.items]
    assert labels[1].startswith("1. Pip") and labels[1].endswith("best 2:00")
    assert labels[2].endswith("to beat") and labels[3].endswith("locked")
    ladder.menu.selected = 3
    feed(app, "keyboard", "return")                   # locked: stays, and says why
    assert app.scene is ladder
    ladder.menu.selected = 2
    feed(app, "keyboard", "return")
    table = app.scene
    assert type(table).__name__ == "TableScene" and table.seats[1].name == "Juno"
    header = json.loads(open(table.session.recorder.path).readline())
    assert header["ladder"] == "Juno"


def test_a_weekday_is_lower_case_inside_a_line_and_a_capital_where_it_starts_one(app):
    from datetime import date
    from game import i18n
    from game.daily import day_name
    tuesday = date(2026, 12, 1)
    for lang, said in (("nl", "dinsdag"), ("pt_BR", "terça-feira"), ("da", "tirsdag")):
        assert i18n.use(lang) == lang
        assert day_name(tuesday) == said
        scene = DailyScene(app.ctx)
        line = scene._subtitle()
        weekday = day_name(scene.challenge.day)
        assert line.startswith(weekday[:1].upper() + weekday[1:] + " "), line


def test_a_keyboard_half_played_alone_is_the_layout_the_daily_seats_then_both_hands_again(app):
    """The tutorial taught the left half (A joined it: E flips, Q calls): the daily challenge
    is played with those keys. Two players on the keyboard since: its both-hands layout."""
    app.flow.push("tutorial", "speed")
    feed(app, "keyboard", "a")                          # the learner's half
    assert app.hub.seats[0].layout.name == "keyboard_left"
    app.flow.title()
    app.flow.push("daily")
    feed(app, "keyboard", "return")
    assert app.hub.seats[0].layout.name == "keyboard_left"
    for seat in list(app.hub.seats):
        app.hub.leave(seat)
    app.hub.join("keyboard", "keyboard_left")
    app.hub.join("keyboard", "keyboard_right")          # two players on one keyboard
    app.flow.title()
    app.flow.push("daily")
    feed(app, "keyboard", "return")
    assert app.hub.seats[0].layout.name == "keyboard_solo"
