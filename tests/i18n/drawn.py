"""What every screen draws, in a language: the texts (TextCache.recording) and their boxes
(TextCache.measuring), screen by screen."""
from game.ui.text import measuring, recording
from tests.i18n.screens import every_screen


def drawn(app) -> dict[str, tuple[list, list]]:
    """Each screen's name → (every (text, px, reason) drawn, every (text, box, w, h, reason))."""
    seen = {}
    for name in every_screen(app):
        with recording() as texts, measuring() as boxes:
            app.dirty = True
            app.invalidate_scene()
            app.step()
        seen[name] = (texts, boxes)
    return seen
