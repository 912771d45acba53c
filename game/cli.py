"""The `speed` command: play (default), replay FILE [--check], bindings, stats, daily."""
import argparse
import json
import sys

from game import language
from game.engine.variants import VARIANTS
from game.i18n import _


def main(argv: list[str] | None = None) -> int:
    language.start(sys.argv[1:] if argv is None else argv)     # before the help is built
    args = _parser().parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:              # `speed bindings | head`: the reader left early
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="speed", description=_(
        "Speed, Spit and California Speed: the real-time card race."))
    parser.set_defaults(run=_play, variant="speed", seed=None, size=None, fullscreen=False,
                        cabinet=False, replay_to=None, tutorial=False, host=False, join=None,
                        watch=None, relay=None, port=None)
    commands = parser.add_subparsers(title=_("commands"))
    play = commands.add_parser("play", help=_("start the game (the default)"))
    play.add_argument("--variant", choices=list(VARIANTS), default="speed")
    play.add_argument("--seed", type=int, help=_("deal from this seed (default: random)"))
    play.add_argument("--size", help=_("window size, e.g. 1280x720"))
    play.add_argument("--fullscreen", action="store_true")
    play.add_argument("--cabinet", action="store_true",
                      help=_("arcade cabinet: full screen, no cursor, attract mode, the panel "
                             "runs every menu (hardware/CABINET.md)"))
    play.add_argument("--replay-to", help=_("write the replay here instead of the data folder"))
    play.add_argument("--tutorial", action="store_true",
                      help=_("start with the guided first match (of --variant)"))
    play.add_argument("--language", choices=language.CHOICES,
                      help=_("the language for this run (default: the settings', else the "
                             "environment's)"))
    online = play.add_mutually_exclusive_group()
    online.add_argument("--host", action="store_true",
                        help=_("host a match for other machines: straight at this machine's "
                               "address, or with --relay at a relay (a room code)"))
    online.add_argument("--join", metavar="CODE|HOST:PORT",
                        help=_("join a match on another machine: its room code or address"))
    online.add_argument("--watch", metavar="CODE|HOST:PORT",
                        help=_("watch a match on another machine, read only"))
    play.add_argument("--relay", nargs="?", const="", metavar="URL",
                      help=_("with --host: open a room at this relay (default: the settings' "
                             "relay); with a room code: the relay to find it at"))
    play.add_argument("--port", type=int, help=_("with --host: the port to listen on "
                                                  "(default 8766)"))
    play.set_defaults(run=_play)
    replay = commands.add_parser("replay", help=_("watch a replay, or check it headlessly"))
    replay.add_argument("file")
    replay.add_argument("--check", action="store_true",
                        help=_("apply it without a window and print the result as JSON"))
    replay.add_argument("--follow", action="store_true",
                        help=_("follow a file still being written: a match played now"))
    replay.set_defaults(run=_replay)
    bindings = commands.add_parser("bindings", help=_("print the active input bindings"))
    bindings.add_argument("--json", action="store_true",
                          help=_("every profile, action and control as one JSON object"))
    bindings.set_defaults(run=_bindings)
    stats = commands.add_parser("stats", help=_("print every player's record and ratings"))
    stats.add_argument("--json", action="store_true", help=_("print it as one JSON object"))
    stats.add_argument("--bookkeeping", action="store_true",
                       help=_("the cabinet's bookkeeping instead: coins, plays, uptime, buttons"))
    stats.add_argument("--rebuild", action="store_true",
                       help=_("make the history database again from the replays folder"))
    stats.set_defaults(run=_stats)
    daily = commands.add_parser("daily", help=_("print the day's challenge and your streak"))
    daily.add_argument("--date", help=_("the day, YYYY-MM-DD (default: today, your local date)"))
    daily.add_argument("--player", help=_("whose streak (default: who played the daily last)"))
    daily.add_argument("--json", action="store_true", help=_("print it as one JSON object"))
    daily.set_defaults(run=_daily)
    relay = commands.add_parser("relay", help=_(
        "carry matches between machines across the internet: rooms by a short code"))
    relay.add_argument("--host", default="0.0.0.0", help=_("the address to listen on"))
    relay.add_argument("--port", type=int, default=8765, help=_("the port to listen on"))
    relay.add_argument("--rooms", type=int, default=2000, help=_("the most rooms at once"))
    relay.set_defaults(run=_relay)
    return parser


def _fail(message: str) -> int:
    print(f"speed: {message}", file=sys.stderr)
    return 2


def _replay(args) -> int:
    from game.replay.format import ReplayError
    from game.replay.runner import check
    if not args.check:
        from game.ui.viewer import watch
        return watch(args.file, getattr(args, "follow", False))
    try:
        result = check(args.file)
    except ReplayError as error:
        return _fail(f"{args.file}: {error}")
    print(json.dumps(result))
    return 0


def _play(args) -> int:
    from game.launch import run
    return run(args)


def _bindings(args) -> int:
    from game.input.bindings import format_bindings, load_bindings
    from game.later import shown
    bindings = load_bindings()
    if getattr(args, "json", False):
        from game.input.bindings_json import bindings_data
        print(json.dumps(bindings_data(bindings), ensure_ascii=False))
    else:
        print(format_bindings(bindings))
    for error in bindings.errors:
        print(f"speed: {shown(error)}", file=sys.stderr)
    return 0


def _stats(args) -> int:
    from game.store.stats_command import run
    return run(args.json, args.rebuild, args.bookkeeping)


def _daily(args) -> int:
    from game.daily_command import run
    return run(args.date, args.player, args.json)


def _relay(args) -> int:
    from game.net.relay import Limits, run
    if not 0 <= args.port <= 65535 or args.rooms < 1:
        return _fail(_("a port is 0 to 65535 and a relay holds at least one room"))
    return run(args.host, args.port, Limits(rooms=args.rooms))


if __name__ == "__main__":
    sys.exit(main())
