"""Card backs to choose: at least four designs drawn in code, each different from the others
(and the second deck's from the first), chosen in Options → Table and kept in the settings."""
import pygame

from game.ui.cards.art import CardArt
from game.ui.cards.backs import BACKS


def test_every_back_is_its_own_design(art):
    images = {(name, deck): pygame.image.tobytes(CardArt(back=name).back(90, deck), "RGBA")
              for name in BACKS for deck in (0, 1)}
    assert len(BACKS) >= 4
    assert len(set(images.values())) == len(images)          # no two alike


def test_options_choose_the_back_and_the_settings_keep_it(app):
    app.flow.push("table_look")
    scene = app.scene
    item = next(i for i in scene.menu.items if i.label == "Card backs")
    before = pygame.image.tobytes(app.art.back(60), "RGBA")
    item.on_change("forest")
    assert app.settings["display", "card_back"] == "forest"
    assert app.art.back_style is BACKS["forest"]
    assert pygame.image.tobytes(app.art.back(60), "RGBA") != before
    assert item.show("forest") == "Green dots"
