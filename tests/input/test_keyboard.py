"""The keyboard device: pygame key events → RawInputs stamped with the drain time."""
import pygame

from game.input.raw_input import now_ns
from game.input.keyboard import Keyboard


def key(kind, code):
    return pygame.event.Event(kind, key=code)


def test_posted_key_events_become_raw_inputs_stamped_at_the_drain(pg):
    for event in (key(pg.KEYDOWN, pg.K_a), key(pg.KEYDOWN, pg.K_RSHIFT), key(pg.KEYUP, pg.K_a)):
        pg.event.post(event)
    before = now_ns()
    board, drained = Keyboard(), now_ns()
    raws = [r for e in pg.event.get(eventtype=[pg.KEYDOWN, pg.KEYUP])
            if (r := board.handle(e, drained))]
    after = now_ns()
    assert [(r.device, r.control, r.pressed) for r in raws] == [
        ("keyboard", "a", True), ("keyboard", "right shift", True), ("keyboard", "a", False)]
    assert len({r.t_ns for r in raws}) == 1 and before <= raws[0].t_ns <= after


def test_repeats_and_unmatched_releases_are_dropped():
    board = Keyboard()
    events = [key(pygame.KEYUP, pygame.K_s), key(pygame.KEYDOWN, pygame.K_s),
              key(pygame.KEYDOWN, pygame.K_s), key(pygame.KEYUP, pygame.K_s),
              key(pygame.KEYDOWN, pygame.K_s)]
    raws = [r for e in events if (r := board.handle(e, 5))]
    assert [(r.control, r.pressed, r.t_ns) for r in raws] == [
        ("s", True, 5), ("s", False, 5), ("s", True, 5)]


def test_other_events_and_nameless_keys_give_nothing():
    board = Keyboard()
    assert board.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1)) is None
    assert board.handle(key(pygame.KEYDOWN, 0)) is None


def test_release_all_lets_go_of_held_keys():
    board = Keyboard()
    for event in (key(pygame.KEYDOWN, pygame.K_LEFT), key(pygame.KEYDOWN, pygame.K_q)):
        board.handle(event, 1)
    released = board.release_all(9)
    assert [(r.control, r.pressed, r.t_ns) for r in released] == [("left", False, 9),
                                                                 ("q", False, 9)]
    assert board.handle(key(pygame.KEYDOWN, pygame.K_q), 10).pressed


def test_every_default_keyboard_binding_is_a_name_pygame_reports():
    from game.input.bindings import load_bindings
    codes = [*range(0x200), *range(0x40000000, 0x40000200)]    # SDL keycodes
    names = {pygame.key.name(code) for code in codes}
    for profile in load_bindings(use_user=False).layouts.values():
        if profile.device == "keyboard":
            for controls in profile.actions.values():
                assert set(controls) <= names, (profile.name, controls)
