"""A menu shows every item where the window has room for them: rows close up, then the words
shrink a little, and only past that does the list scroll (with its "1–7 of 40" line)."""
import pygame
import pytest

from game.ui.menu import Item, Menu
from game.ui.text import TextCache


def drawn(display, size, count: int) -> Menu:
    menu = Menu("Operator", [Item(f"Setting number {n}") for n in range(count)], "Cabinet")
    menu.draw(pygame.Surface(size), TextCache())
    return menu


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
def test_ten_items_are_all_shown_with_rows_that_do_not_touch(display, size):
    menu = drawn(display, size, 10)
    assert len(menu.rects) == 10 and menu.more is None
    rows = [menu.rects[i] for i in range(10)]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:]))


def test_fifteen_items_fit_a_small_window_in_smaller_words_not_a_scrolling_list(display):
    menu = drawn(display, (640, 480), 15)
    assert len(menu.rects) == 15 and menu.more is None
    rows = [menu.rects[i] for i in range(15)]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:]))
    assert min(r.height for r in rows) >= 480 // 40, "words shrunk past reading"


def test_forty_items_scroll_in_words_of_the_usual_size(display):
    ten, forty = drawn(display, (1280, 720), 10), drawn(display, (1280, 720), 40)
    assert forty.more is not None and len(forty.rects) < 40
    assert forty.rects[0].height >= ten.rects[0].height
