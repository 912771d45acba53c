"""Pad buttons named on the join screen and the pause footer as the pads in use name them."""
import pygame

from game.ui.scenes.join import JoinScene


def said(app, scene, monkeypatch) -> str:
    asked = []
    real = app.ctx.text.fit

    def fit(text, *args, **kwargs):
        asked.append(text)
        return real(text, *args, **kwargs)
    monkeypatch.setattr(app.ctx.text, "fit", fit)
    scene.draw(pygame.display.get_surface(), 0.0)
    return " ".join(asked)


def test_the_join_footer_names_a_playstation_pads_buttons(app, monkeypatch):
    monkeypatch.setattr(app.ctx, "pad_families", lambda: {"pad:0": "playstation"})
    text = said(app, JoinScene(app.ctx), monkeypatch)
    assert "Pad: Options plays, ○ leaves your seat." in text


def test_without_a_pad_the_footer_says_start_and_b(app, monkeypatch):
    monkeypatch.setattr(app.ctx, "pad_families", lambda: {})
    assert "Pad: Start plays, B leaves your seat." in said(app, JoinScene(app.ctx), monkeypatch)
