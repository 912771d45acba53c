"""Everything on the table readable at once: every banner, badge and message has a place of its
own (table/slots.py), none over another nor over the table's cards and plates, in every
variant at 640x480, 1280x720 and 1920x1080; and what is drawn there stays inside it."""
import pygame
import pytest

from game.engine import events as ev
from game.engine.california import CaliforniaGame
from game.engine.california_setup import CaliforniaRules
from game.ui.table.layout import layout_for
from game.ui.table.slots import table_slots
from game.ui.text import min_text_px
from tests.ui.test_table import FakeSound, started, view_for

SIZES = [(640, 480), (1280, 720), (1920, 1080)]
TABLES = [("speed", 2), ("speed", 3), ("speed", 4), ("spit", 2), ("california", 2)]


def parts(layout) -> list:
    """The table's own rects (cards, piles, plates, counts): what a banner must not cover."""
    return [(n, r) for n, r in layout.named_rects()
            if r.width and r.height and n not in ("band", "notice", "boards")
            and ".message" not in n]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant, seats", TABLES)
def test_no_two_banner_places_overlap_nor_cover_the_table(variant, seats, size):
    layout = layout_for(variant, size, seats)
    slots = {n: r for n, r in table_slots(layout).items() if r.width}
    names = list(slots)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not slots[a].colliderect(slots[b]), (a, b)
    screen = pygame.Rect((0, 0), size)
    for name, rect in slots.items():
        assert screen.contains(rect), name
        if name.startswith(("badge", "notice", "boards", "pad")):
            hit = [p for p, r in parts(layout) if r.colliderect(rect)]
            assert not hit, (name, hit)
    assert all(f"pad{s}" in slots for s in range(seats))       # every seat's pad has room
    centres = len(layout.centres)
    given = sum(1 for i in range(centres) if f"badge{i}" in slots)
    assert given >= (centres + 1) // 2          # California at 640x480: half its piles


def test_the_notice_row_lies_under_every_table_part():
    for variant, seats in TABLES:
        layout = layout_for(variant, (1280, 720), seats)
        notice = table_slots(layout)["notice"]
        assert notice.height >= 22
        assert all(r.bottom <= notice.top for _, r in parts(layout))


def test_a_race_badge_during_a_stalemate_stays_in_its_slot_off_the_band(art, display):
    """The case seen at 1280x720: a race just as a stalemate began; both readable."""
    game, events = started(2)
    view = view_for(art, game, events, FakeSound(), names=["Ana", "CPU 2"])
    view._race_banner(1, 9.9, 0, 1.0)
    view.on_events([ev.StalemateBegan(1000.0, 4000.0)], 1.0)
    badge = view.fx.banners[("race", 0)]
    image = badge.image(view.text)
    drawn = image.get_rect(center=badge.center)
    slot = view.slots["badge0"]
    assert slot.contains(drawn)
    assert not drawn.colliderect(view.layout.band)


@pytest.mark.parametrize("size", SIZES)
def test_every_california_race_badge_is_readable_in_its_slot_over_no_card(art, size):
    """At 640x480 every second pile's badge was squeezed to 54x18 px beside its neighbour's
    (its two lines at 7 px): each pile of a row now has the same room, two lines at the
    window's floor, and badges on every pile at once lie each in its slot, over no card."""
    pygame.display.set_mode(size)
    try:
        game = CaliforniaGame(CaliforniaRules(None, 2), 5)
        view = view_for(art, game, game.start(), FakeSound(), size=size, names=["Ana", "CPU 2"])
        for pile in range(len(view.layout.centres)):
            view._race_banner(pile % 2, 9.9, pile, 1.0)
        drawn = [badge_rect(view, pile) for pile in range(len(view.layout.centres))]
        heights = [view.text.font(view.fx.banners[("race", p)].size, True).get_height()
                   for p in range(len(drawn))]
    finally:
        pygame.display.set_mode((1280, 720))
    assert min(heights) >= min_text_px(size), heights
    for pile, rect in enumerate(drawn):
        assert view.slots[f"badge{pile}"].contains(rect), (pile, rect)
        assert not [n for n, r in parts(view.layout) if r.colliderect(rect)], pile
        assert rect.collidelist(drawn[pile + 1:]) < 0, pile


def badge_rect(view, pile: int) -> pygame.Rect:
    """Where pile `pile`'s race badge is drawn, at its full size."""
    badge = view.fx.banners[("race", pile)]
    return badge.image(view.text).get_rect(center=badge.center)


def test_game_messages_go_to_the_notice_row_not_over_the_key_caps(app):
    from game.ui.scenes.game_view import GameView
    screen = app.screen
    scene = app.scene

    class Table(GameView):
        ctx = app.ctx
    table = Table()
    table.open_view("speed", ["Ana", "Bo"])
    scene.message_area = table.message_area
    try:
        app.say("No replay: cannot write /somewhere/very/long/replay.jsonl", 5.0)
        drawn = app.draw_messages()
    finally:
        del scene.message_area
    notice = table.view.slots["notice"]
    assert drawn and all(notice.contains(r) for r in drawn)
    caps = table.view.layout.seats[0].hand
    assert not any(r.colliderect(c) for r in drawn for c in caps)
