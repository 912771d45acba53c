"""`speed play`: from the command line and the settings file to a running App."""
import os
import sys

import pygame

from game import language, quit_signals
from game.app import App
from game.config import Settings, load_settings
from game.i18n import _
from game.store import health
from game.ui.flow import Flow


def run(args) -> int:
    """`speed play`: build the app from the command line and settings, and run it."""
    size = None
    if getattr(args, "size", None):
        try:
            width, height = (int(n) for n in args.size.lower().split("x"))
            size = (width, height)
        except ValueError:
            print(_("speed: --size must look like 1280x720, not {size}").format(
                size=repr(args.size)), file=sys.stderr)
            return 2
    settings = load_settings(os.environ.get("SPEED_SETTINGS"))
    if getattr(args, "variant", None) and args.variant != "speed":
        settings.override(("game", "variant"), args.variant)
    if getattr(args, "cabinet", False):
        settings.override(("cabinet", "enabled"), True)
    language.apply(settings, getattr(args, "language", None))
    online = any(getattr(args, name, None) for name in ("host", "join", "watch"))
    if online:
        from game.net import command
        problem = command.problem(args, settings)
        if problem:
            print(f"speed: {problem}", file=sys.stderr)
            return 2
    serial = _serial_factory(settings)
    notice = health.check()                 # a damaged history file: set aside and rebuilt
    quit_signals.prepare()
    try:
        start = Flow.tutorial_opening if getattr(args, "tutorial", False) else None
        app = App(settings, size, args.fullscreen or None, serial, args.seed, args.replay_to,
                  start=start)
    except pygame.error as error:
        print(_("speed: cannot open the game window ({error}); is a display available?").format(
            error=error), file=sys.stderr)
        return 1
    quit_signals.install(app)
    if online:
        command.begin(app, args, settings)
    if notice:
        print(f"speed: {notice}", file=sys.stderr)
        app.say(notice, 12.0)
    return app.run()


def _serial_factory(settings: Settings):
    """The serial boards' reader, when pyserial is there and boards may be present: a
    process of its own (reader_process.py) unless the settings say `reader = "thread"`."""
    try:
        from game.input.pad_manager import PadManager
        from game.input.reader_process import ReaderProcess
    except ImportError:
        return None
    own_process = settings["serial", "reader"] == "process" and os.name == "posix"
    kind = ReaderProcess if own_process else PadManager     # (pipes select() on POSIX only)
    ports = settings["serial", "ports"]
    autodetect = settings["serial", "autodetect"]
    return lambda on_input, on_status: kind(on_input, on_status, ports=ports,
                                            autodetect=autodetect)
