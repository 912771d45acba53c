"""What every screen draws, in a language: the texts (TextCache.recording), their boxes
(TextCache.measuring) and where each landed on the screen, screen by screen."""
from dataclasses import dataclass, field

import pygame

from game.ui.text import measuring, recording, text_of
from tests.i18n.screens import every_screen


class Watched(pygame.Surface):
    """A screen that notes where each text image lands: (text, rect, layer). A blit or fill
    of the whole screen (a dimmed overlay) starts a new layer."""
    placed: list | None = None           # (a copy of the screen notes nothing)
    layer = 0

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        at = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        size = source.get_size() if area is None else pygame.Rect(area).size
        if pygame.Rect(at, size).contains(self.get_rect()):
            self.layer += 1
        text = text_of(source)
        if text is not None and area is None and self.placed is not None:
            self.placed.append((text, pygame.Rect(at, size), self.layer))
        return done

    def fill(self, colour, rect=None, special_flags=0):
        if rect is None or pygame.Rect(rect).contains(self.get_rect()):
            self.layer += 1
        return super().fill(colour, rect, special_flags)


@dataclass
class Drawn:
    texts: list = field(default_factory=list)     # (text, px high, decoration reason)
    boxes: list = field(default_factory=list)     # (text, box width, drawn w, h, reason)
    placed: list = field(default_factory=list)    # (text, rect on the screen, layer)


def drawn(app) -> dict[str, Drawn]:
    """Each screen's name → what it drew, every screen of tests/i18n/screens.py."""
    seen = {}
    for name in every_screen(app):
        screen = app.screen = Watched(app.screen.get_size())
        screen.placed = []
        with recording() as texts, measuring() as boxes:
            app.dirty = True
            app.invalidate_scene()
            app.step()
        seen[name] = Drawn(texts, boxes, screen.placed)
    return seen
