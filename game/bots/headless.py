"""Bot-against-bot games without a window, event by event: time jumps to the next thing that
happens by itself (a press landing, a bot's reach, a timer) instead of ticking every ms.
"""
from dataclasses import dataclass, field

from ..engine.events import LockedOut, Rejected
from ..session import SeatInfo, Session

LIMIT_MS = 2 * 3600 * 1000.0      # a game still going after two hours of game time has stalled


@dataclass
class Outcome:
    """How one headless game went."""
    winner: int | None
    ms: float                      # game time at the end
    stalled: bool
    pressed: list[int] = field(default_factory=list)     # intents each seat's bot pressed
    refused: list[int] = field(default_factory=list)     # ... and how many were refused
    played: list[int] = field(default_factory=list)      # cards each seat got onto the table
    ready_ms: list[float] = field(default_factory=list)  # time each seat could see a play
    locked: list[int] = field(default_factory=list)      # lockouts each seat earned (misplays)


def play(variant: str, levels: list[str], seed: int, options: dict | None = None,
         bots=None, limit_ms: float = LIMIT_MS, watch=None) -> Outcome:
    """One game of `variant` between bots of `levels` (seat order), dealt from `seed`.
    `bots` (seat → Bot) replaces the session's own bots, to test other players; a game still
    going at `limit_ms` of game time has stalled. `watch(game, events)`, when given, sees
    every step's events (the benches' tallies)."""
    seats = [SeatInfo(f"CPU {i + 1}", "bot", level=level) for i, level in enumerate(levels)]
    session = Session(variant, options or {}, seats, seed, record=False)
    if bots is not None:
        session.bots = dict(bots)
    session.new_game(0, countdown_s=0)
    refused, ready, locked = [0] * len(seats), [0.0] * len(seats), [0] * len(seats)
    now, stalled = 0, False
    session.update(now)
    while not session.game.over:
        t = session.next_event_ns()
        if t is None or t > limit_ms * 1e6:
            stalled = True
            break
        can = [can_play(session.game, seat) for seat in range(len(seats))]
        t = max(now + 1, t)
        for seat in range(len(seats)):
            ready[seat] += (t - now) / 1e6 if can[seat] else 0.0
        now = t
        events = session.update(now)
        if watch is not None:
            watch(session.game, events)
        for event in events:
            if isinstance(event, Rejected):
                refused[event.seat] += 1
            elif isinstance(event, LockedOut):
                locked[event.seat] += 1
    game = session.game
    return Outcome(game.winner, game.now, stalled,
                   [session.bots[s].pressed for s in range(len(seats))], refused,
                   list(session.stats.played), ready, locked)


def can_play(game, seat: int) -> bool:
    """Can `seat` see a card to play (the time its pace is measured over)?"""
    if game.variant == "california":
        return bool(game.decks[seat]) and any(game.open)
    if game.variant == "spit" and game.phase != "play" or getattr(game, "window", None):
        return False
    return game.find_play(seat) is not None
