"""The text size (Options → Table: normal, large, larger) scales every text a player reads and
the floor under it, and the menus still fit their pages at 640x480 in each size."""
import pygame
import pytest

from game.ui.scenes.options import OptionsScene
from game.ui.scenes.table_look import TableLookScene
from game.ui.text import TEXT_SIZES, TextCache, min_text_px, recording, set_text_size
from tests.ui.test_text_size import drawn_texts


@pytest.fixture
def sized():
    """Restores the normal text size after the test."""
    yield set_text_size
    set_text_size("normal")


def test_every_text_and_the_floor_grow_with_the_text_size(sized):
    pygame.display.init()
    pygame.display.set_mode((320, 240))             # an earlier test may have closed it
    heights = {}
    for name, scale in TEXT_SIZES.items():
        sized(name)
        text = TextCache()
        heights[name] = text.render("Speed", 30).get_height()
        assert text.font(text.floor()).get_height() >= round(min_text_px((320, 240)) * scale)
        assert abs(heights[name] / heights["normal"] - scale) < 0.1, name
    assert heights["normal"] < heights["large"] < heights["larger"]
    own = TextCache(text_size="larger")
    sized("normal")
    assert own.render("Speed", 30).get_height() == heights["larger"]   # its own size wins


def check_page(screen, scene, where) -> None:
    scene.draw(screen, 0.0)
    rects = scene.menu.rects
    assert sorted(rects) == list(range(len(scene.menu.items))), (where, "an entry is missing")
    for i, rect in rects.items():
        assert screen.get_rect().contains(rect), (where, scene.menu.items[i].label)
        assert all(not rect.colliderect(r) for j, r in rects.items() if j > i), where
    assert scene.layout["panel"].bottom <= scene.layout["notes"], (where, "notes over rows")


@pytest.mark.parametrize("size", list(TEXT_SIZES))
def test_options_and_the_table_page_fit_640x480_in_every_text_size(app, size, sized):
    sized(size)
    screen = pygame.display.set_mode((640, 480))
    options = OptionsScene(app.ctx)
    for page in range(len(options.pages)):
        options.show_page(page)
        check_page(screen, options, (size, list(options.pages)[page]))
    look = TableLookScene(app.ctx)
    for row in range(len(look.menu.items)):             # each row's help line in turn
        look.menu.selected = row
        check_page(screen, look, (size, look.menu.items[row].label))


def test_at_the_larger_size_no_screen_draws_under_the_larger_floor(app, sized):
    app.screen = pygame.display.set_mode((640, 480))
    app.resized()
    sized("larger")
    app.settings["display", "text_size"] = "larger"          # the guests' tables too
    least = round(min_text_px((640, 480)) * TEXT_SIZES["larger"])
    with recording():
        seen = drawn_texts(app)
    small = [f"{name}: {text!r} {px} px" for name, texts in seen.items()
             for text, px, why in texts if px < least and not why]
    assert len(seen) >= 15 and not small, "\n".join(small[:40])
