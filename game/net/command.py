"""`speed play --host [--relay [URL]] [--port N]`, `--join CODE|HOST:PORT`, `--watch …`: the
command line's way into a match across machines, checked before the window opens (a bad
address is one line) and begun once the app runs (the hosting given to the hub, or the
client's table on screen)."""
from __future__ import annotations

from game.i18n import _
from game.net.address import NOT_AN_ADDRESS, relay_url, where


def problem(args, settings) -> str | None:
    """Why these online arguments cannot be used (one line), or None."""
    target = getattr(args, "join", None) or getattr(args, "watch", None)
    relay = _relay(args, settings)
    if getattr(args, "relay", None) and relay is None:
        return _(NOT_AN_ADDRESS).format(text=args.relay)
    if target is not None and where(target, relay or "") is None:
        return _(NOT_AN_ADDRESS).format(text=target)
    port = getattr(args, "port", None)
    if port is not None and not 1 <= port <= 65535:
        return _("a port is 1 to 65535")
    return None


def _relay(args, settings) -> str | None:
    given = getattr(args, "relay", None)
    return relay_url(given) if given else relay_url(settings["net", "relay"])


def begin(app, args, settings) -> None:
    """Host, join or watch as the command line asked (nothing when it asked none)."""
    if getattr(args, "host", False):
        host(app, args.relay is not None and _relay(args, settings),
             args.port or settings["net", "port"])
    elif getattr(args, "join", None) or getattr(args, "watch", None):
        join(app, where(args.join or args.watch, _relay(args, settings) or ""),
             watching=bool(args.watch))


def host(app, relay: str | None, port: int) -> None:
    """Host a match: the join screen, with where friends join on it."""
    from game.net.hosting import Hosting
    hosting = Hosting.open(app.hub, relay=relay or None, port=port)
    if hosting.problem:
        app.say(hosting.problem, 10.0)
    app.ctx.hosting = hosting
    app.flow.push("join")


def join(app, place, watching: bool = False) -> None:
    """Join (or watch) the match at `place` (address.Where): its table on screen."""
    from game.net.client import NetClient
    client = NetClient(place.url, code=place.code, watch=watching)
    app.flow.push("net_table", client, watching)
