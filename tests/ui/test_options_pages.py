"""Options in pages: every page fits the window without scrolling, at every size."""
import pygame
import pytest

from game.ui.menu import Item
from game.ui.scenes import options
from game.ui.scenes.options import OptionsScene, paginate

SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080), (1024, 1024)]


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_every_page_fits_every_window_without_scrolling(app, variant):
    app.settings["game", "variant"] = variant
    scene = OptionsScene(app.ctx)
    for size in SIZES:
        screen = pygame.display.set_mode(size)
        for page in range(len(scene.pages)):
            scene.show_page(page)
            scene.draw(screen, 0.0)
            rects = scene.menu.rects
            assert sorted(rects) == list(range(len(scene.menu.items))), "an entry is not shown"
            for i, rect in rects.items():
                assert screen.get_rect().contains(rect), (size, page, scene.menu.items[i].label)
                later = [r for j, r in rects.items() if j > i]
                assert all(not rect.colliderect(r) for r in later), (size, page)
            assert scene.layout["row"] >= 12, "rows squashed below a readable size"


def test_a_long_page_is_split_and_short_ones_are_not():
    items = [Item(str(n)) for n in range(options.PAGE_SIZE + 2)]
    pages = paginate([("Rules", items), ("Sound", Item("Volume"))])
    assert list(pages) == ["Rules 1/2", "Rules 2/2", "Sound"]
    assert [len(p) for p in pages.values()] == [options.PAGE_SIZE, 2, 1]


def test_an_option_is_one_line_and_lands_on_its_page(app, monkeypatch):
    monkeypatch.setattr(options, "ENTRIES", options.ENTRIES + [
        ("Sound", lambda o: o._setting("Clicks", ("sound", "muted"), [False, True]))])
    scene = OptionsScene(app.ctx)
    assert [i.label for i in scene.pages["Sound"]][-1] == "Clicks"


def test_left_and_right_on_the_tabs_turn_the_page(app):
    scene = OptionsScene(app.ctx)
    app.switch(scene)
    assert scene.menu.items[scene.menu.selected].label == "Game"
    scene.menu.on_menu("up")                       # to the tabs
    scene.menu.on_menu("right")
    assert scene.page == 1 and scene.menu.items[0].value == list(scene.pages)[1]
    scene.menu.on_menu("left")
    scene.menu.on_menu("left")
    assert scene.page == len(scene.pages) - 1      # round to the last page
