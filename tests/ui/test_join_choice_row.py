"""The join screen's row of choices (Start, Add a computer, …, Back) lies inside the window,
its choices apart and above the key hints, in every language, window and text size, with
nobody seated and with players seated: at the larger text size at 640x480 "[ Começar ]"
and "Voltar" ran off the window's two edges. Too wide, it gets smaller down to the floor,
then breaks into lines (game/ui/choice_row.py)."""
import pygame
import pytest

from game.ui.choice_row import row_lines
from tests.ui.test_join_card_fit import LANGUAGES, SIZES, devices, drawn, join_in, seat  # noqa: F401


def check_row(app, join) -> None:
    window = app.screen.get_rect()
    rects = [join.menu.rects[i] for i in range(len(join.menu.items))]
    assert all(window.contains(r) for r in rects), (rects, window)
    assert not any(a.colliderect(b) for n, a in enumerate(rects) for b in rects[n + 1:]), rects
    assert all(r.height >= join.ctx.text.font(join.ctx.text.floor(True), True).get_height()
               for r in rects)


@pytest.mark.parametrize("text_size", ["normal", "large", "larger"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_choice_lies_inside_the_window(app, devices, lang, size, text_size):
    join = join_in(app, lang, size, text_size)
    drawn(app)
    check_row(app, join)
    seat(app)
    drawn(app)
    check_row(app, join)


def test_a_row_breaks_only_where_a_choice_would_not_fit():
    assert row_lines([100, 100, 100], 400, 10) == [[0, 1, 2]]
    assert row_lines([100, 100, 100], 250, 10) == [[0, 1], [2]]
    assert row_lines([300, 50], 200, 10) == [[0], [1]]          # one too wide keeps a line
