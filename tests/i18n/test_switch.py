"""Switching the language applies at once, on every screen: Options → Language remakes the
screen in the new language (the app makes it and the screens under it again through the flow:
Flow.again), the window's title follows, and every screen made after it speaks it."""
import pygame

from game import i18n
from game.config import load_settings
from game.i18n import _
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene, Scene
from game.ui.scenes.title import TitleScene
from game.ui.text import recording
from tests.i18n.screens import every_screen
from tests.ui.screen import feed
from tools.i18n import TEMPLATE, _read
from tools.i18n_pseudo import Pseudo


def texts_of(app) -> list[str]:
    with recording() as seen:
        app.dirty = True
        app.invalidate_scene()
        app.step()
    return [text for text, _, _ in seen]


def test_options_language_switches_the_screen_at_once_and_the_title_after_it(app, tmp_path):
    app.ctx.flow.push("options")
    options = app.scene
    language = options.find("Language")                # its page, shown
    options.menu.selected = options.menu.items.index(language)
    assert "▸ Language" in texts_of(app) and i18n.current() == "en"
    feed(app, "keyboard", "right", "right")            # auto ▸ English ▸ Nederlands
    assert i18n.current() == "nl" and app.scene is not options
    shown = texts_of(app)
    assert "▸ Taal" in shown and "◂ Nederlands ▸" in shown and "▸ Language" not in shown
    assert pygame.display.get_caption()[0] == "Speed: de kaartrace"
    feed(app, "keyboard", "escape")                    # back: saved, to the title
    assert isinstance(app.scene, TitleScene)
    assert load_settings(app.settings.path)["game", "language"] == "nl"
    on_title = texts_of(app)
    app.switch(TitleScene(app.ctx))                    # a title made in Dutch from the start
    assert on_title == texts_of(app)
    english = {m.id for m in _read(TEMPLATE) if m.id and _(m.id) != m.id}
    assert not english & set(on_title)                 # no word left in English


class Words(MenuScene):
    """A screen that makes its words when it is made, like most menus."""

    def __init__(self, ctx):
        super().__init__(ctx, Menu(_("Language"), [Item(_("Language")), Item("x")]))


class Kept(Scene):
    renews = False

    def draw(self, surface, now_s):
        return None


def test_a_change_makes_every_screen_on_the_stack_again_keeping_the_cursor(app):
    kept, under, top = Kept(app.ctx), Words(app.ctx), Words(app.ctx)
    app.switch(kept)
    app.switch(under, overlay=True)
    app.switch(top, overlay=True)
    top.menu.selected = 1
    i18n.use("da")
    assert app.scene is not top and isinstance(app.scene, Words)
    assert app.scene.menu.title == "Sprog" and app.scene.menu.selected == 1
    again = list(app.flow.stack)
    assert again[1] is not under and again[1].menu.title == "Sprog"
    assert again[0] is kept                               # a match in play stays itself
    app.flow.back()                                       # back goes to the one made again
    assert app.scene is again[1]
    i18n.use("en")
    assert app.scene.menu.title == "Language"


def test_every_screen_made_in_english_shows_no_english_word_once_switched(app):
    """Each screen, made in English, then switched to the pseudo-language: none of the
    template's messages is still drawn as it is in English."""
    english = {m.id for m in _read(TEMPLATE) if isinstance(m.id, str) and len(m.id) > 1}   # not a
    # one-letter mark (a chart's "F"), which a key cap spells too
    screens, stale = 0, {}
    for name in every_screen(app):
        texts_of(app)
        i18n.use("pseudo", Pseudo())
        if app.scene.renews:
            left = english & set(texts_of(app))
            if left:
                stale[name] = sorted(left)
            screens += 1
        i18n.use("en")
    assert screens >= 30 and not stale, stale
