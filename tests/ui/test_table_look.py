"""A table fitted to the player: felts, card backs and the high-visibility face, the
left-handed table and the text size, chosen in Options → Table by any device and kept per
player in the SQLite file (ui/look.py, store/looks.py)."""
import pygame
import pytest

from game.session import SeatInfo
from game.store import looks as stored
from game.store.db import connect
from game.store.profiles import save_name
from game.ui.cards.art import CardArt
from game.ui.felts import FELTS
from game.ui.look import seated_look
from game.ui.scenes.table_look import TableLookScene
from game.ui.scenes.table_scene import TableScene
from game.ui.table import pointer
from game.ui.table.hud import render_background
from game.ui.table.layout import layout_for
from game.ui.table.mirror import mirror
from tests.ui.screen import feed

ROUND = [("speed", 2), ("speed", 3), ("speed", 4), ("spit", 2), ("california", 2)]
BOT = SeatInfo("CPU", "bot", level="easy")


def person(name: str, profile: str = "", device: str = "keyboard#left") -> SeatInfo:
    return SeatInfo(name, "human", device=device, profile=profile)


# -- the left-handed table ----------------------------------------------------------------
@pytest.mark.parametrize("variant,players", ROUND)
def test_the_left_handed_seat_has_its_draw_pile_and_slap_pad_on_the_left(variant, players):
    right = layout_for(variant, (1280, 720), players)
    left = layout_for(variant, (1280, 720), players)
    assert mirror(left, [0]) == [0]
    for layout, pile_side in ((right, 1), (left, -1)):
        seat = layout.seats[0]
        cards = seat.hand or layout.centres[:layout.extra.get("columns", 0)]
        middle = cards[0].unionall(cards).centerx
        assert (seat.draw.centerx - middle) * pile_side > 0         # the draw pile's side
        assert (seat.plate.centerx - middle) * pile_side < 0        # the name on the other
        pad = pointer.pad_rect(layout, 0)
        assert (pad.centerx - middle) * pile_side > 0               # the slap pad by the pile
        assert [r.x for r in cards] == sorted(r.x for r in cards)   # slot 1 still leftmost
    assert left.seats[1].draw == right.seats[1].draw                # the others' stay put


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080), (1080, 1920)])
@pytest.mark.parametrize("variant,players", ROUND)
def test_a_mirrored_table_fits_the_window_and_nothing_overlaps(variant, players, size):
    layout = layout_for(variant, size, players)
    mirror(layout, range(players))
    window = pygame.Rect((0, 0), size)
    rects = layout.named_rects()
    for name, rect in rects:
        assert window.contains(rect), (name, rect)
    clash = [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:]
             if ra.colliderect(rb)]
    assert clash == []


def test_spits_peek_strips_and_counts_follow_their_stock_when_mirrored():
    layout = layout_for("spit", (1280, 720), 2)
    mirror(layout, [0, 1])
    for seat in (0, 1):
        stock = layout.seats[seat].hand
        assert [p.x for p in layout.extra["peeks"][seat]] == [r.x for r in stock]
        assert [c.x for c in layout.extra["stock_counts"][seat]] == [r.x for r in stock]


def test_the_side_seats_of_a_four_player_table_are_not_turned():
    layout = layout_for("speed", (1280, 720), 4)
    assert mirror(layout, [0, 1, 2, 3]) == [0, 2]


# -- felts, backs, faces ------------------------------------------------------------------
def test_every_felt_draws_its_own_table(art):
    layout = layout_for("speed", (640, 480), 2)
    tables = {}
    for name, felt in FELTS.items():
        image = render_background(layout, felt_colour=felt.colour)
        centre = image.get_at((320, 120))[:3]
        assert max(abs(a - b) for a, b in zip(centre, felt.colour)) < 40, name
        tables[name] = pygame.image.tobytes(image, "RGB")
    assert len(FELTS) >= 4 and len(set(tables.values())) == len(FELTS)


def dark(image, x: int, y: int) -> bool:
    """Ink of the card at (x, y): opaque and darker than its paper."""
    colour = image.get_at((x, y))
    return colour[3] > 200 and sum(colour[:3]) < 600


def index_height(image, width: int, reach: float) -> int:
    """How tall the top-left index's rank is: the first run of inked rows under the edge, in
    the strip from the edge to `reach` card widths (where the face prints its rank alone)."""
    inset = max(2, width // 12)
    rows = [any(dark(image, x, y) for x in range(inset, max(inset + 2, round(width * reach))))
            for y in range(inset, image.get_height() // 2)]
    first = rows.index(True)
    return next((n for n, inked in enumerate(rows[first:]) if not inked), len(rows) - first)


@pytest.mark.parametrize("width", [24, 60, 120])
def test_the_high_visibility_face_has_big_indices_and_a_thick_edge(art, width):
    normal, high = CardArt(), CardArt(face="high")
    for card in range(54):
        assert pygame.image.tobytes(high.face(card, width), "RGBA") != \
            pygame.image.tobytes(normal.face(card, width), "RGBA"), card
    for card in (0, 9, 12, 20, 45):                       # A, 10, K of spades; 8 ♥, 7 ♣
        big, small = index_height(high.face(card, width), width, 0.55), \
            index_height(normal.face(card, width), width, 0.22)
        assert big >= 2 * small and big >= width * 0.4, (card, big, small)
    top = [(x, y) for x in range(width // 4, width * 3 // 4) for y in range(max(2, width // 25))]
    assert sum(dark(high.face(5, width), x, y) for x, y in top) > \
        sum(dark(normal.face(5, width), x, y) for x, y in top)      # the thick dark edge
    assert high.face(5, width) is high.face(5, width)    # cached like the normal face


# -- kept per player ----------------------------------------------------------------------
def choose(app, device: str, *controls: str) -> None:
    feed(app, device, *controls)


def test_a_players_felt_chosen_by_keyboard_comes_back_on_the_next_match(app):
    assert save_name("ANA") is None
    app.flow.push("table_look")
    scene = app.scene
    assert isinstance(scene, TableLookScene) and scene.menu.selected == 0
    choose(app, "keyboard", "right")                     # whose table: ANA
    assert scene.player == "ANA"
    choose(app, "keyboard", "down", "right")             # Felt: green → blue
    choose(app, "keyboard", "down", "down", "down", "right")     # Hand: left-handed
    with connect() as db:
        assert stored.load(db, "ana")["felt"] == "blue"
    scene.draw(app.screen, 0.0)                          # the preview shows ANA's felt
    patch = scene.layout["preview"]
    assert tuple(app.screen.get_at((patch.left + 3, patch.centery)))[:3] == FELTS["blue"].colour
    assert app.settings["display", "felt"] == "green"    # the guests' table is unchanged
    for _ in range(2):                                   # this match and the next
        table = TableScene(app.ctx, [person("ANA", "ANA"), BOT])
        assert table.view.felt == FELTS["blue"].colour and table.view.mirrored == (0,)
        assert table.look.owner == "ANA"
    guest = TableScene(app.ctx, [person("Guest"), BOT])
    assert guest.view.felt == FELTS["green"].colour and guest.view.mirrored == ()


def test_by_pad_alone_and_by_panel_alone_the_guests_table_changes(app):
    app.flow.push("table_look")
    scene = app.scene
    choose(app, "pad:7", "dpdown", "dpdown", "dpright")           # Card backs: the next one
    assert app.settings["display", "card_back"] == "navy"
    assert app.ctx.art.back_style.label == "Navy stripes"
    choose(app, "serial:CAB", "b6", "slap")                       # Card faces: high visibility
    assert app.settings["display", "card_face"] == "high" and app.ctx.art.high_visibility
    assert app.scene is scene and scene.menu.items[3].value == "high"
    table = TableScene(app.ctx, [person("Guest"), BOT])
    assert table.view.art.high_visibility


def test_by_mouse_alone_the_text_size_changes_and_back_saves_it(app):
    app.flow.push("options")
    options = app.scene
    item = options.find("Table")
    options.draw(app.screen, 0.0)
    rect = options.menu.rects[options.menu.items.index(item)]
    click(app, rect.center)
    scene = app.scene
    assert isinstance(scene, TableLookScene)
    row = next(i for i, it in enumerate(scene.menu.items) if it.label == "Text size")
    click(app, scene.menu.rects[row].move(-4, 0).midright)     # the right end: the next size
    assert app.settings["display", "text_size"] == "large" and app.ctx.text.scale == 1.2
    back = len(scene.menu.items) - 1
    click(app, scene.menu.rects[back].center)
    assert app.scene is options
    from game.config import load_settings
    assert load_settings(app.settings.path)["display", "text_size"] == "large"


def click(app, pos) -> None:
    for kind, fields in ((pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
                         (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
                         (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})):
        pygame.event.post(pygame.event.Event(kind, **fields))
    app.poll()
    app.step()


def test_at_a_shared_table_the_first_named_player_who_chose_sets_it(app, tmp_path):
    path = tmp_path / "looks.sqlite3"
    with connect(path) as db:
        stored.save(db, "BO", {"felt": "purple", "card_back": "checks", "card_face": "high",
                               "hand": "left", "text_size": "larger"})
        stored.save(db, "CY", {"felt": "red", "hand": "left", "card_face": "nonsense"})
    app.settings["display", "hand"] = "left"                     # the guests are left-handed
    seats = [person("ANA", "ANA"), person("BO", "BO"), person("CY", "CY"), person("Guest")]
    look = seated_look(seats, app.settings, path)
    assert look.owner == "BO" and look.choices["felt"] == "purple"
    assert look.choices["text_size"] == "larger"
    assert look.mirrored == (0, 1, 2, 3)          # ANA never chose: the guests' hand, like Guest
    cy = seated_look([person("CY", "CY"), BOT], app.settings, path)
    assert cy.choices["felt"] == "red" and cy.choices["card_face"] == "normal"   # a bad value
    assert seated_look([BOT, person("ANA", "ANA")], app.settings, path).mirrored == (1,)


def test_a_file_that_cannot_be_read_is_said_in_words_and_the_guests_table_is_used(app,
                                                                                    tmp_path):
    folder = tmp_path / "not-a-file"
    folder.mkdir()
    look = seated_look([person("ANA", "ANA"), BOT], app.settings, folder)
    assert look.owner == "" and look.choices["felt"] == "green"
    assert look.problems and look.problems[0].startswith("ANA's table could not be read")


def test_the_guests_table_is_kept_in_the_settings_file_and_a_bad_value_is_said(tmp_path):
    from game.config import load_settings
    path = tmp_path / "settings.toml"
    path.write_text('[display]\nfelt = "pink"\nhand = "left"\ncard_face = "high"\n')
    settings = load_settings(path)
    assert settings["display", "felt"] == "green" and settings["display", "hand"] == "left"
    assert settings["display", "card_face"] == "high"
    assert any("settings.toml:2" in e and "felt" in e for e in settings.errors), settings.errors


def test_the_four_colour_deck_keeps_the_chosen_face_and_back(app):
    app.flow.push("table_look")
    feed(app, "keyboard", "down", "down", "right", "down", "right")   # navy, high visibility
    app.flow.push("options")
    app.scene.find("Four-colour deck").on_change(True)
    assert app.art.four_colour and app.art.high_visibility
    assert app.art.back_style.label == "Navy stripes"
