"""Fonts are opened once for every text cache and closed when the game quits: each open font
holds its file open, and a test run (or a long session of matches) that opened its own per
table ran out of file descriptors (a serial port's select() then failed)."""
import os

import pygame

from game.ui.text import FONTS, TextCache


def open_font_files() -> int:
    count = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            count += os.readlink(f"/proc/self/fd/{fd}").startswith(str(FONTS))
        except OSError:
            pass
    return count


def test_caches_share_one_open_font_per_size():
    pygame.font.init()
    before = open_font_files()
    caches = [TextCache() for _ in range(5)]
    for cache in caches:
        cache.font(30).render("Speed!", True, (255, 255, 255))
        cache.font(30, bold=True).render("Speed!", True, (255, 255, 255))
    assert open_font_files() - before <= 2
    assert caches[0].font(30) is caches[4].font(30)


def test_quitting_closes_every_font_file():
    pygame.init()
    TextCache().font(41).render("Speed!", True, (255, 255, 255))
    assert open_font_files() > 0
    pygame.quit()
    assert open_font_files() == 0
    pygame.init()                               # opened again after a quit, and drawn with
    assert TextCache().font(41).render("Speed!", True, (255, 255, 255)).get_width() > 0
