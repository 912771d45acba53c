"""The title's cards stay off its words at every window size."""
import pygame
import pytest

from game.ui.scenes.title import CENTRE_PILES_UNDER

from game.ui.scenes.title_art import decor


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080),
                                  (1024, 1024)])
def test_the_cards_are_drawn_and_cover_no_menu_line(app, size):
    screen = pygame.display.set_mode(size)
    app.scene.draw(screen, 0.0)
    layer = decor(size, app.art, len(app.scene.menu.items) <= CENTRE_PILES_UNDER)   # as drawn
    cards = pygame.mask.from_surface(layer)
    assert cards.count() > size[0] * size[1] // 20, "the title has (almost) no cards"
    for i, rect in app.scene.menu.rects.items():
        clipped = rect.clip(layer.get_rect())
        assert clipped == rect, f"menu line {i} leaves the window at {size}"
        under = pygame.mask.Mask(size)
        under.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
        assert cards.overlap_area(under, (0, 0)) == 0, f"cards cover menu line {i} at {size}"
