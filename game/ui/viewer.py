"""`speed replay FILE`: watch a recorded game in the game's window, in real time.

The file is read first (a broken header is one line on stderr, status 2); then the app opens
on the replay scene (ui/scenes/replay.py), with the present paths, guard times and F-keys of
every screen. A line that cannot be applied ends the watch the same way.
"""
import sys

import pygame

from game.app import App
from game.config import load_settings
from game.i18n import _
from game.replay.format import ReplayError, read_replay

SIZE = (1280, 720)


def watch(path: str, follow: bool = False) -> int:
    try:
        header, steps = read_replay(path, tolerate_torn_tail=True)
    except ReplayError as error:
        print(f"speed: {path}: {error}", file=sys.stderr)
        return 2
    settings = load_settings()
    settings.override(("cabinet", "enabled"), False)     # a window, whatever the cabinet says
    try:
        app = App(settings, SIZE, fullscreen=False,
                  start=lambda flow: flow.replay(header, steps, path if follow else None))
    except pygame.error as error:
        print(_("speed: cannot open the replay window ({error}); is a display available?")
              .format(error=error), file=sys.stderr)
        return 1
    pygame.display.set_caption(_("Speed — replay of {path}").format(path=path))
    try:
        return app.run()
    except ReplayError as error:
        app.quit()
        print(f"speed: {path}: {error}", file=sys.stderr)
        return 2
