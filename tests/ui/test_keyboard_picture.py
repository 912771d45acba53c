"""The keyboard picture puts keys where a keyboard has them: Tab left of Q on its row (not
where left Ctrl is), the right Shift after the slash on the bottom letter row (not on the home
row), and no key drawn over another."""
import pygame

from game.input.bindings import load_bindings
from game.ui.devices.keyboard import draw_keyboard
from game.ui.text import TextCache


def test_tab_and_shift_sit_where_a_keyboard_has_them(display):
    layouts = load_bindings().layouts
    surface = pygame.Surface((1200, 600))
    caps = draw_keyboard(surface, TextCache(), surface.get_rect(),
                         [layouts["keyboard_left"], layouts["keyboard_right"]], 16)
    tab, shift = caps["tab"], caps["right shift"]
    assert tab.centery == caps["q"].centery and tab.right <= caps["q"].left
    assert shift.centery == caps["z"].centery and shift.left >= caps["/"].right
    assert shift.centery != caps["a"].centery
    boxes = list(caps.values())
    for i, box in enumerate(boxes):
        assert not any(box.colliderect(other) for other in boxes[i + 1:]), box
    assert all(surface.get_rect().contains(box) for box in boxes)


def test_a_long_word_on_a_small_key_is_drawn_smaller_not_replaced_by_the_key(display):
    """Danish "klask" on the Tab, Q and ↑ keys at 640×480: still the word, at a readable size
    (it fell back to "Q" there)."""
    from game import i18n
    from game.ui.text import min_text_px, recording
    from tests.i18n_catalogs import catalog
    pygame.display.set_mode((640, 480))
    i18n.use("da", catalog("da"))
    try:
        layouts = load_bindings().layouts
        surface = pygame.Surface((608, 270))
        text = TextCache()
        with recording() as drawn:
            draw_keyboard(surface, text, surface.get_rect(),
                          [layouts["keyboard_left"], layouts["keyboard_right"]], 12)
        caps = [(t, px) for t, px, _ in drawn]
        assert sum(t == "klask" for t, _ in caps) == 4            # Q, Tab, ↑, right Shift
        assert all(px >= min_text_px((640, 480)) for t, px in caps if t == "klask")
    finally:
        i18n.use("en")
