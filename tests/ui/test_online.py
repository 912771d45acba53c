"""Play online, each screen by every device alone: the title's entry, the online menu, the
nearby list (live, clickable rows), a code spelt on the wheel by pad or panel or typed, the
relay's address kept; hosting shows where friends join and ends back at the title."""
from game.net.nearby import Match
from game.ui.scenes.join import JoinScene
from game.ui.scenes.online import OnlineScene
from game.ui.scenes.online_code import OnlineCodeScene
from game.ui.scenes.online_find import OnlineFindScene
from tests.ui.screen import keys
from tests.ui.test_menu_flow import BOARD, PAD, press
from tests.ui.test_mouse import click, item


class Heard:
    """The local network, as the list hears it."""
    def __init__(self, *found):
        self.found = list(found)

    def matches(self):
        return list(self.found)

    def close(self):
        pass


ANA = Match("Speed at ana", "127.0.0.1", 8766, "speed", 3)


def online(app) -> OnlineScene:
    app.flow.push("online")
    app.step()
    return app.scene


def test_the_title_offers_play_online(app):
    app.step()
    keys(app, *["down"] * 6)
    assert app.scene.menu.items[app.scene.menu.selected].label == "Play online"
    keys(app, "return")
    assert isinstance(app.scene, OnlineScene)


def test_hosting_here_shows_the_address_on_the_join_screen_and_ends_at_the_title(app):
    app.settings["online", "port"] = 0                 # any free port
    online(app)
    press(app, PAD, "a")                            # Host a match here
    assert isinstance(app.scene, JoinScene)
    hosting = app.ctx.hosting
    assert hosting.running and hosting.where.endswith(f":{hosting.host.port}")
    assert hosting.host in app.hub.sources
    press(app, PAD, "b")                            # nobody seated: back to the online menu
    press(app, PAD, "b")                            # … and to the title
    assert app.scene.name == "title" and app.ctx.hosting is None
    assert hosting.host not in app.hub.sources


def test_the_nearby_list_follows_the_network_and_a_row_is_clicked(app, monkeypatch):
    opened = []
    monkeypatch.setattr("game.net.command.join", lambda ctx, place, watching: opened.append(
        (place.url, watching)))
    online(app)
    press(app, PAD, "dpdown", "dpdown", "a")        # Join a match
    scene = app.scene
    assert isinstance(scene, OnlineFindScene)
    scene.nearby = Heard()
    scene.update(10**18)
    assert [i.label for i in scene.menu.items][0].startswith("Type a room code")
    scene.nearby = Heard(ANA)
    scene.update(2 * 10**18)
    app.step()
    assert "Speed at ana" in scene.menu.items[0].label and "1 match nearby" in \
        scene.menu.subtitle
    click(app, scene.menu.rects[0].center)
    assert opened == [("ws://127.0.0.1:8766", False)]


def test_a_panel_alone_spells_a_room_code_and_joins_at_the_relay(app, monkeypatch):
    opened = []
    monkeypatch.setattr("game.net.command.join", lambda ctx, place, watching: opened.append(
        (place.url, place.code, watching)))
    app.flow.push("online_code", "watch")
    app.step()
    assert isinstance(app.scene, OnlineCodeScene)
    for letter in "CAB":                 # up from A on the wheel of an address: A B C …
        turns = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".index(letter)
        press(app, BOARD, *(["b5"] * turns), "slap")
    assert app.scene.wheel.text == "CAB"
    app.scene.on_text("ZY")
    press(app, BOARD, "b6", "slap")                # one down from A: ✓, done
    assert opened == [("ws://localhost:8765", "CABZY", True)]


def test_a_keyboard_types_an_address_and_a_bad_one_is_said(app, monkeypatch):
    opened = []
    monkeypatch.setattr("game.net.command.join", lambda ctx, place, watching: opened.append(
        place.url))
    app.flow.push("online_code", "join")
    app.step()
    app.scene.on_text("1.2.3.4:0")
    keys(app, "return")
    assert opened == [] and any("neither a room code" in m for m, _ in app.messages)
    keys(app, *["backspace"] * 9)
    app.scene.on_text("10.0.0.7:9000")
    keys(app, "return")
    assert opened == ["ws://10.0.0.7:9000"]


def test_the_mouse_alone_turns_a_character_and_goes_back(app):
    app.flow.push("online")
    app.flow.push("online_code", "join")
    app.step()
    scene = app.scene
    box = scene.boxes[-1]
    click(app, (box.centerx, box.top + 2))          # the upper half: the next character
    app.step()
    assert scene.wheel.current == "B"
    click(app, scene.buttons["back"].center)
    assert isinstance(app.scene, OnlineScene)


def test_the_relays_address_is_kept_in_the_settings(app):
    scene = online(app)
    click(app, item(app, "Relay:").center)
    assert isinstance(app.scene, OnlineCodeScene)
    keys(app, *["backspace"] * 30)
    app.scene.on_text("relay.example.org")
    keys(app, "return")
    assert app.scene is scene
    assert app.settings["online", "relay"] == "ws://relay.example.org:8765"
    assert "relay.example.org" in (app.settings.path.read_text())
    app.step()
    assert "relay.example.org" in scene.menu.items[4].label
