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
    return relay_url(given) if given else relay_url(settings["online", "relay"])


def begin(app, args, settings) -> None:
    """Host, join or watch as the command line asked (nothing when it asked none)."""
    if getattr(args, "host", False):
        host(app.ctx, args.relay is not None and _relay(args, settings),
             args.port or settings["online", "port"])
    elif getattr(args, "join", None) or getattr(args, "watch", None):
        join(app.ctx, where(args.join or args.watch, _relay(args, settings) or ""),
             watching=bool(args.watch))


def host(ctx, relay: str | None, port: int) -> bool:
    """Host a match (straight on `port`, or at `relay`): the join screen, with where friends
    join on it; False (and why said) when it cannot."""
    from game.net.hosting import Hosting
    if ctx.hosting is not None:
        ctx.hosting.close()
    hosting = Hosting.open(ctx.devices, relay=relay or None, port=port)
    if not hosting.running:
        ctx.say(hosting.problem, 10.0)
        hosting.close()
        ctx.hosting = None
        return False
    ctx.hosting = hosting
    ctx.flow.push("join")
    return True


def join(ctx, place, watching: bool = False) -> None:
    """Join (or watch) the match at `place` (address.Where): its table on screen."""
    from game.net import machine_clock
    from game.net.client import NetClient
    client = NetClient(place.url, code=place.code, watch=watching,
                       own_clock=machine_clock.from_env())
    ctx.flow.push("net_table", client, watching)


def relay_of(settings) -> str:
    """The settings' relay as a URL (its default when what is written is not one)."""
    return relay_url(settings["online", "relay"]) or "ws://localhost:8765"
