"""The mouse alone at the real window (issue 34): xdotool moves and clicks as a person would,
where this process's own screens say things are. How to play left by a left click, a right
click and its Back button (the wheel turns its pictures); the title's Play row's arrows and
the word Play; the join screen's Back; each Options tab, then Back. Prints one JSON line.

    python tests/e2e/mouse_alone.py OUT_DIR
"""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ["SDL_VIDEODRIVER"] = "x11"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.app import App  # noqa: E402
from game.config import load_settings  # noqa: E402


class MousePlayer:
    def __init__(self, app):
        self.app = app
        self.frames(1.0)
        self.window = self.xdo("search", "--sync", "--onlyvisible", ".*").split()[0]

    @staticmethod
    def xdo(*args: str) -> str:
        return subprocess.run(["xdotool", *args], capture_output=True, text=True,
                              timeout=30).stdout.strip()

    def frames(self, seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.app.wait_until(time.perf_counter() + self.app.frame_s)
            self.app.poll()
            self.app.step()

    def hover(self, pos) -> None:
        self.xdo("mousemove", "--window", self.window, str(int(pos[0])), str(int(pos[1])))
        self.frames(0.2)

    def click(self, pos, button: int = 1, settle: float = 0.6) -> None:
        self.hover(pos)
        self.xdo("click", str(button))
        self.frames(settle)

    def item(self, label: str):
        menu = self.app.scene.menu
        return menu.rects[next(i for i, it in enumerate(menu.items) if it.label == label)]


def main() -> None:
    out = Path(sys.argv[1])
    app = App(load_settings(out / "settings.toml"), size=(1280, 720), seed=11,
              replay_to=os.devnull)
    me = MousePlayer(app)
    found = {}
    try:
        how = me.item("How to play and keys").center
        for name, button in (("help_left", 1), ("help_right", 3)):
            me.click(how)
            seen = [app.scene.name]
            me.click((640, 120), button)                  # the rules' text: anywhere
            found[name] = seen + [app.scene.name]
        me.click(how)
        me.click((640, 400), 5)                           # the wheel, down a notch
        found["help_wheel"] = [app.scene.name, getattr(app.scene, "device", None)]
        me.click(app.scene.back.center)
        found["help_back"] = app.scene.name
        me.hover(me.item("Play").center)                # the row as drawn under the mouse
        played = [app.settings["game", "variant"]]
        for end in ("right", "left"):                    # ▸, then ◂: each where it is drawn
            row, value = app.scene.menu.rects[0], app.scene.menu.values_at[0]
            me.click((value.right - 4 if end == "right" else value.left + 4, row.centery))
            played.append(app.settings["game", "variant"])
        me.click(app.scene.menu.rects[0].move(12, 0).midleft)    # the word Play
        found["play_row"] = played + [app.scene.name]
        me.click(me.item("Back").center)
        found["join_back"] = app.scene.name
        me.click(me.item("Options").center)
        options, tabs = app.scene, []
        for n in range(len(options.pages)):
            me.click(options.menu.choices_at[0][n].center, settle=0.3)
            tabs.append(options.page)
        found["tabs"] = tabs
        me.click(me.item("Back").center)
        found["options_back"] = app.scene.name
    finally:
        print(json.dumps(found), flush=True)
        app.quit()


if __name__ == "__main__":
    main()
