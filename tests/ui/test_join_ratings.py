"""The join screen's name picker and seat cards show each player's rating in the variant being
set up: a remembered player's own, a computer's fixed one, and no number for a new player."""
import pytest

from game.store import profiles, ratings
from game.store.db import connect, transaction
from game.ui.scenes.join import JoinScene
from game.ui.scenes.join_card import seat_lines
from tests.ui.screen import feed, keys


@pytest.fixture
def rated(app):
    """Ana rated 1540 in Speed and 1100 in Spit; Bo remembered but never rated."""
    with connect() as db:
        with transaction(db):
            ana = profiles.ensure(db, "Ana")
            ratings.save(db, ana, "speed", 1540.2)
            ratings.save(db, ana, "spit", 1099.6)
            profiles.ensure(db, "Bo")
    return app


def card(app, join, seat: int) -> list[str]:
    """The words of a seat's card, as drawn."""
    app.step()
    info = join.seats[seat]
    variant = app.settings["game", "variant"]
    return [line for line, _ in seat_lines(join, info, join.pickers.get(seat),
                                           join.ratings.get(variant, {}))]


def pick(app, join, name: str, step) -> list[str]:
    """Step seat 1's picker with its own control until `name` is chosen; its card's words."""
    for _ in range(5):
        if join.pickers[0].profile == name:
            return card(app, join, 0)
        step()
    raise AssertionError(f"{name} never came up")


@pytest.mark.parametrize("variant, ana", [("speed", "1540"), ("spit", "1100")])
def test_the_keyboard_picker_shows_each_names_rating_in_the_variant(rated, variant, ana):
    app = rated
    app.settings["game", "variant"] = variant
    join = JoinScene(app.ctx)
    app.switch(join)
    keys(app, "a")                                         # the left player sits down
    words = card(app, join, 0)
    assert words[0] == "◂ Player 1 ▸" and words[1] == "Playing as a guest: pick your name to be rated"
    game = variant.title()
    words = pick(app, join, "Ana", lambda: keys(app, "r"))
    assert words[0] == f"◂ Ana {ana} ▸" and words[1] == f"{game} rating {ana}"
    words = pick(app, join, "Bo", lambda: keys(app, "r"))
    assert words[0] == "◂ Bo new ▸" and words[1] == f"First {game} match: rated after it"
    assert not any(ch.isdigit() for ch in words[0] + words[1])     # no default number


def test_a_pad_player_sees_the_same_and_a_computer_its_fixed_rating(rated):
    app = rated
    join = JoinScene(app.ctx)
    app.switch(join)
    feed(app, "pad:3", "a")
    words = pick(app, join, "Ana", lambda: feed(app, "pad:3", "rightshoulder"))
    assert words[:2] == ["◂ Ana 1540 ▸", "Speed rating 1540"]
    join.add_bot()
    level = join.seats[1].level
    assert card(app, join, 1)[1] == f"Speed rating {ratings.bot_rating(level):.0f} (it never changes)"


def test_a_name_spelt_now_is_new(rated):
    app = rated
    join = JoinScene(app.ctx)
    app.switch(join)
    feed(app, "serial:CAB", "b0")                          # a panel sits down
    feed(app, "serial:CAB", "b0", "b2")                    # Guest → New name…, open the letters
    assert card(app, join, 0)[1] == "A new name: rated after this match"
    feed(app, "serial:CAB", "b4", "b4", "b2", "b0", "b2")  # C, then DONE
    assert card(app, join, 0)[:2] == ["◂ C new ▸", "First Speed match: rated after it"]
