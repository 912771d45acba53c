"""Every screen with one device alone: a gamepad, or one half of an arcade panel (its aim
buttons, slap pad and held combinations), from the title round to the title."""
import os

import pytest

from bench.cabinet_walk import PAD, PANEL, SCREENS, walk
from game.app import App
from game.config import Settings


@pytest.mark.parametrize("device", [PAD, PANEL], ids=["pad", "panel"])
def test_one_device_alone_reaches_every_screen(device, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    settings = Settings()
    settings["cabinet", "enabled"] = True
    app = App(settings, size=(1280, 720), seed=3, replay_to=os.devnull)
    try:
        assert walk(app, device) == set(SCREENS)
    finally:
        app.quit()
