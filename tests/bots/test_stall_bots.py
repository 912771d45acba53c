"""Bots at a stalled table (RULES.md, "A table that stands still"): a Spit bot that cannot play
asks for the spit once the table stalls, even while the other player could play."""
from game.bots.bot import Bot
from game.engine.intents import SPIT, Intent
from game.engine.match import Match
from game.bots.views import see

# seat 0 (5C 9H KC) cannot play on 7S / 2D; seat 1 can (6D)
DEAL = {"seats": [{"stock": [["5C"], ["9H"], ["KC"], [], []], "spit": ["7S", "QC"]},
                  {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D", "QD"]}]}


def test_a_spit_bot_asks_for_the_spit_only_when_the_table_is_stalled():
    match = Match("spit", {"stall_s": 4.0}, 2, 1)
    match.next_game(DEAL)
    spit = Intent(0, 0, SPIT)
    assert spit not in see(match.game, 0).options()          # seat 1 could still play
    match.advance(4000)
    view = see(match.game, 0)
    assert view.stalled and spit in view.options()
    bot = Bot(0, "expert", 1)
    bot.look(match.game, 4000.0, [])
    assert bot.plan is not None and bot.plan.intent.kind == SPIT


class Idle:
    """A seat that never presses anything (it holds every play it has)."""
    pressed, name = 0, "idle"

    def __init__(self, seat: int):
        self.seat = seat

    def reset(self) -> None:
        pass

    def look(self, game, now_ms, events=()) -> None:
        pass

    def next_time(self):
        return None

    def presses(self, now_ms) -> list:
        return []


def test_bots_flip_or_spit_at_a_stalled_table_and_the_game_goes_on():
    """Against a player who holds a play for ever, a Speed bot asks for the flip and gets it
    once the table stalls, and wins; a Spit bot's spits come the same way. Without the stall
    the table waits for ever (no flip at all)."""
    from game.bots.headless import play
    from game.config import RULE_DEFAULTS
    from game.engine.events import Flipped, TableStalled

    def run(variant, options):
        seen = {"flips": 0, "stalls": 0}

        def watch(game, events):
            seen["flips"] += sum(isinstance(e, Flipped) and not e.start for e in events)
            seen["stalls"] += sum(isinstance(e, TableStalled) for e in events)
        out = play(variant, ["medium", "medium"], 3, options,
                   bots={0: Bot(0, "medium", 3), 1: Idle(1)}, limit_ms=120_000, watch=watch)
        return out, seen
    out, seen = run("speed", dict(RULE_DEFAULTS))
    assert out.winner == 0 and not out.stalled and seen["flips"] >= seen["stalls"] > 3
    out, seen = run("speed", {**RULE_DEFAULTS, "stall_s": None})
    assert out.stalled and seen["flips"] == 0
    out, seen = run("spit", dict(RULE_DEFAULTS))
    assert seen["flips"] >= seen["stalls"] > 3
    out, seen = run("spit", {**RULE_DEFAULTS, "stall_s": None})
    assert seen["flips"] == 0
