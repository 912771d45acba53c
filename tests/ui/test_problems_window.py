"""Start-up problems reach the terminal and a readable on-screen list; the window fits the
display and full screen gives the windowed place back."""
import pygame

from game.app import App
from game.config import load_settings
from game.ui import window
from game.ui.problems import ProblemList, short
from game.ui.scenes.title import TitleScene
from game.ui.window import WindowPlace, fit_size
from tests.test_config import BROKEN
from tests.ui.test_scenes import keys


def broken_app(tmp_path, monkeypatch, bindings=""):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = tmp_path / "config" / "speed"
    folder.mkdir(parents=True)
    (folder / "settings.toml").write_text(BROKEN)
    (folder / "bindings.toml").write_text(bindings)
    return App(load_settings(folder / "settings.toml"), size=(640, 480))


def test_every_problem_goes_to_the_terminal_and_to_a_list_on_screen(tmp_path, monkeypatch,
                                                                    capsys):
    app = broken_app(tmp_path, monkeypatch, '[gamepad]\nflip = ["zz"]\nslap = ["qq"]\n')
    try:
        err = capsys.readouterr().err.splitlines()
        assert len(err) == 12 and all(line.startswith("speed: ") for line in err)
        assert app.problems.shown and len(app.problems.problems) == 12
        assert short(app.problems.problems[0]).startswith("settings.toml:3: fps must be one of")
        app.step()
        pygame.image.save(app.screen, str(tmp_path / "problems.png"))  # noqa: looked at by hand
        keys(app, "down")                      # closes the list (and moves the menu)
        assert not app.problems.shown
        assert isinstance(app.scene, TitleScene) and app.scene.menu.selected == 1
    finally:
        app.quit()


def test_the_list_says_how_many_more_when_they_do_not_all_fit():
    from game.ui.text import TextCache
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((640, 480))
    panel = ProblemList([f"/home/ana/.config/speed/settings.toml:{n}: bad" for n in range(60)])
    lines = panel._lines(480, 14)
    assert lines[0][0].startswith("60 problems") and "more" in lines[-2][0]
    assert lines[1][0] == "•  settings.toml:0: bad"
    panel.draw(pygame.Surface((640, 480)), TextCache(), 1.0)


def test_short_names_the_file_without_its_folder():
    assert short("bindings: /x/y/bindings.toml:3: unknown action") == \
        "bindings.toml:3: unknown action"
    assert short("vsync is not available here") == "vsync is not available here"


def test_sizes_are_clamped_to_the_display_with_a_message():
    assert fit_size((10, 10), (1920, 1080)) == (
        (320, 240), "--size 10x10 is smaller than the smallest window (320x240): using 320x240")
    size, message = fit_size((99999, 99999), (1920, 1080))
    assert size == (1920, 1080) and "larger than the display (1920x1080)" in message
    assert fit_size((1280, 720), (1920, 1080)) == ((1280, 720), "")
    assert fit_size((5000, 600), None) == ((5000, 600), "")


def test_a_too_small_size_is_said_on_screen(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    app = App(load_settings(tmp_path / "none.toml"), size=(10, 10))
    try:
        assert app.screen.get_size() == (320, 240)
        assert any("--size 10x10" in m for m, _ in app.messages)
        assert "--size 10x10 is smaller" in capsys.readouterr().err
    finally:
        app.quit()


def test_leaving_full_screen_puts_the_window_back(monkeypatch):
    state = {"full": False, "size": (900, 600), "pos": (40, 50)}
    display = pygame.display
    monkeypatch.setattr(display, "is_fullscreen", lambda: state["full"])
    monkeypatch.setattr(display, "get_window_size", lambda: state["size"])
    monkeypatch.setattr(display, "get_window_position", lambda: state["pos"])
    monkeypatch.setattr(display, "get_surface", lambda: pygame.Surface(state["size"]))

    def toggle():
        state["full"] = not state["full"]
        state["size"], state["pos"] = ((1920, 1080), (0, 0)) if state["full"] else \
            ((1900, 1000), (-1500, 700))                 # what a window manager may do
    monkeypatch.setattr(display, "toggle_fullscreen", toggle)
    monkeypatch.setattr(display, "set_window_position", lambda p: state.update(pos=p))
    place = WindowPlace(lambda size: state.update(size=size))
    place.toggle()
    assert state["full"]
    place.toggle()
    assert not state["full"] and state["size"] == (900, 600) and state["pos"] == (40, 50)
    assert window.MIN_SIZE == (320, 240)
