"""What the menu tests share: counting a colour's pixels, and pressing as a player would."""
import time
import unicodedata

import pygame

from game.input.raw_input import RawInput


def count(surface, rect, colour) -> int:
    """Pixels of exactly `colour` inside `rect`."""
    return pygame.mask.from_threshold(surface.subsurface(rect), colour, (1, 1, 1, 255)).count()


def feed(app, device: str, *controls: str) -> None:
    """Press and release each control of `device` (a RawInput, as the devices make), a frame
    after each."""
    for control in controls:
        t = time.perf_counter_ns()
        app.hub.feed(RawInput(t, device, control))
        app.hub.feed(RawInput(t + 1, device, control, False))
        app.poll()
        app.step()


def keys(app, *names: str) -> None:
    """Press and release keys through SDL's event queue, a frame after each."""
    for key_name in names:
        key = pygame.key.key_code(key_name)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, scancode=0, unicode=""))
        app.poll()
        app.step()



def type_text(app, text: str) -> None:
    """Type `text` as a keyboard does with SDL's text input on: each character's key goes down,
    its text comes (TEXTINPUT), the key comes up, a frame after each. A letter with an accent
    ("ã") is first its dead key (a key with no text), then its letter's key with the text."""
    for char in text:
        base = unicodedata.normalize("NFD", char)[0].lower()
        if base != char.lower():
            _key(pygame.K_BACKQUOTE)
        _key(ord(base) if base.isascii() else 0, text=char)
        app.poll()
        app.step()


def _key(key: int, text: str = "") -> None:
    """One key down (with the text it typed, if any) and up, on SDL's queue."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, scancode=0, unicode=""))
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, scancode=0, unicode=""))
