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
