"""The title's cards stay clear of its words at every window size: a margin round every menu
line, and nothing over the key hints at the bottom."""
import pygame
import pytest


from game.ui.scenes.title_art import decor


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080),
                                  (1024, 1024), (1600, 600), (1280, 1024)])
def test_the_cards_are_drawn_and_cover_no_menu_line(app, size):
    screen = pygame.display.set_mode(size)
    app.scene.draw(screen, 0.0)
    menu = app.scene.menu
    layer = decor(size, app.art, menu.box(), menu.notes_top)
    cards = pygame.mask.from_surface(layer)
    assert cards.count() > size[0] * size[1] // 25, "the title has (almost) no cards"
    margin = max(4, size[1] // 120)
    for i, rect in menu.rects.items():
        clipped = rect.clip(layer.get_rect())
        assert clipped == rect, f"menu line {i} leaves the window at {size}"
        near = rect.inflate(2 * margin, 2 * margin)
        under = pygame.mask.Mask(size)
        under.draw(pygame.mask.Mask(near.size, fill=True), near.topleft)
        assert cards.overlap_area(under, (0, 0)) == 0, f"cards touch menu line {i} at {size}"
    hints = pygame.mask.Mask(size)
    hints.draw(pygame.mask.Mask((size[0], size[1] - menu.notes_top), fill=True),
               (0, menu.notes_top))
    assert cards.overlap_area(hints, (0, 0)) == 0, f"cards over the key hints at {size}"


def test_the_menu_remembers_its_cursor_for_the_next_visit(app):
    from game.ui.scenes.title import TitleScene
    from tests.ui.screen import keys
    app.switch(TitleScene(app.ctx))
    keys(app, "down", "down")                            # "Players and stats"
    app.switch(TitleScene(app.ctx))                      # back to the title later
    assert app.scene.menu.items[app.scene.menu.selected].label == "Players and stats"
    keys(app, "up", "up", "up")                          # Up from Play: not round to Quit
    assert app.scene.menu.selected == 0


@pytest.mark.parametrize("language", ["en", "nl", "pt_BR", "da"])
def test_every_title_item_is_shown_without_scrolling_at_every_window_size(app, language):
    """Eight items (Play online and Quit at the bottom) fit on the title by rows drawn a
    little closer, in every language, down to 640x480: a new player sees Quit."""
    from game import i18n
    i18n.use(language)
    try:
        from game.ui.scenes.title import TitleScene
        for size in [(640, 480), (800, 600), (1024, 600), (1280, 720), (1920, 1080)]:
            screen = pygame.display.set_mode(size)
            title = TitleScene(app.ctx)
            title.draw(screen, 0.0)
            menu = title.menu
            assert len(menu.rects) == len(menu.items) and menu.more is None, (size, language)
            rows = [menu.rects[i] for i in range(len(menu.items))]
            assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:])), "rows overlap"
    finally:
        i18n.use("en")


def test_a_scrolling_title_keeps_its_cards_off_the_count_line_and_its_arrows(app):
    """The largest text at 1280x720 scrolls the title: the cards leave room for "1–3 of 8"
    and its arrow, which are part of the menu's box."""
    from game.ui.text import set_text_size
    set_text_size("larger")
    try:
        size = (1280, 720)
        screen = pygame.display.set_mode(size)
        app.scene.draw(screen, 0.0)
        menu = app.scene.menu
        assert menu.more is not None and menu.arrows, "the title should scroll here"
        box = menu.box()
        assert box.contains(menu.more) and all(box.contains(a) for a in menu.arrows.values())
        cards = pygame.mask.from_surface(decor(size, app.art, box, menu.notes_top))
        under = pygame.mask.Mask(size)
        under.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
        assert cards.overlap_area(under, (0, 0)) == 0, "cards over the scrolling menu"
    finally:
        set_text_size("normal")


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
def test_the_title_rows_stay_put_as_the_cursor_moves(app, size):
    """Each item's help under the menu wraps into its own number of lines: the rows' spacing
    does not follow it (a row that moved under the mouse would be clicked by mistake)."""
    screen = pygame.display.set_mode(size)
    menu = app.scene.menu
    places = []
    for index in range(len(menu.items)):
        menu.selected = index
        app.scene.draw(screen, 0.0)
        places.append([menu.rects[i].centery for i in range(len(menu.items))])
    assert all(p == places[0] for p in places), places
