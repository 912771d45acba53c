"""Headless pictures of the misplay lockout in every variant: a misplay with its words and the
dimmed hand (Spit: stock; California: deck) half way through its lockout, and a false call at
the slap pad. The LockedOut events are the engine's (a misplay's Rejected is the engine's own
refusal); where the engine's rule is off they are made here as the engine would.
Writes screenshots/lockout_{speed,spit,california}.png and lockout_false_call.png.
Run: python tools/lockout_shots.py [out_dir]"""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.engine import events as ev  # noqa: E402
from game.engine.intents import CALL, COVER, PLAY, Intent  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.options import OptionError  # noqa: E402
from game.ui.cards.art import CardArt  # noqa: E402
from game.ui.table.view import TableView  # noqa: E402

LOCK_MS = 500.0
SIZE = (1280, 720)


def misplay(game) -> Intent | None:
    """A card intent of seat 0 that does not fit anywhere it is sent."""
    seat = 0
    if game.variant == "california":
        closed = [p for p in range(len(game.open)) if not game.open[p]]
        return Intent(0, seat, COVER, None, closed[0]) if closed else None
    legal = {(i.card, i.pile) for i in game.legal_intents(seat) if i.kind == PLAY}
    tops = game.stocks[seat] if game.variant == "spit" else [[c] for c in game.hands[seat]]
    for stack in tops:
        for pile in range(len(game.centres)):
            if stack and (stack[-1], pile) not in legal:
                return Intent(0, seat, PLAY, stack[-1], pile)
    return None


def with_lockout(events, lock_ms: float) -> list:
    """`events` with a LockedOut after each misplay's or false call's Rejected (as the engine
    emits it when the rule is on and its own events have none)."""
    if any(isinstance(e, ev.LockedOut) for e in events):
        return events
    out = []
    for e in events:
        out.append(e)
        if isinstance(e, ev.Rejected):
            cause = "false_call" if e.kind in (CALL, "slap") else "misplay"
            out.append(ev.LockedOut(e.t, e.seat, e.t + lock_ms, cause, e.card))
    return out


def shot(variant: str, out: str, false_call: bool = False) -> str:
    try:
        match = Match(variant, {"misplay_lockout_s": LOCK_MS / 1000}, 2, seed=7)
    except OptionError:                    # an engine without the rule yet
        match = Match(variant, None, 2, seed=7)
    started = match.next_game()
    game = match.game
    view = TableView(SIZE, 2, variant, CardArt(), names=["Ana", "CPU 2"])
    view.reset(game)
    view.on_events(started, 0.0)
    t = 1200.0
    intent = Intent(t, 0, CALL if variant == "speed" else "slap", None, 0) if false_call \
        else misplay(game)
    events = game.apply(intent.at(t))
    view.on_events(with_lockout(events, LOCK_MS), t / 1000)
    screen = pygame.display.get_surface()
    now = t + LOCK_MS * 0.45
    view.draw(screen, game, now / 1000, now)
    name = f"lockout_{'false_call_' + variant if false_call else variant}.png"
    path = os.path.join(out, name)
    pygame.image.save(screen, path)
    return path


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "screenshots"
    os.makedirs(out, exist_ok=True)
    pygame.init()
    pygame.display.set_mode(SIZE)
    for variant in ("speed", "spit", "california"):
        print(shot(variant, out))
    for variant in ("speed", "spit"):
        print(shot(variant, out, false_call=True))


if __name__ == "__main__":
    main()
