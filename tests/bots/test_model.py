"""The human model: skewed reaction times, Hick–Hyman, recognition, the levels' order, the
adaptive level following the opponent, and the per-variant strategy."""
import random
import statistics
from dataclasses import replace

from game.bots import timing
from game.bots.bot import Bot
from game.bots.headless import play
from game.bots.strategy import choose
from game.bots.views import see
from game.engine import cards
from game.engine.intents import COVER, MOVE, PLAY, SLAP
from game.engine.match import Match

HARD = timing.LEVELS["hard"]


def draws(options=2, surprised=False, level=HARD, n=3000):
    rnd = random.Random(1)
    return [timing.think_ms(level, rnd, options, surprised) for _ in range(n)]


def test_reaction_times_are_skewed_to_the_right_with_a_tail():
    times = draws()
    assert statistics.mean(times) > statistics.median(times)
    assert max(times) > statistics.median(times) * 2
    assert min(times) >= timing.FASTEST_MS


def test_more_options_take_longer_and_a_changed_pile_takes_longer_still():
    assert statistics.mean(draws(options=6)) > statistics.mean(draws(options=1)) + 50
    assert statistics.mean(draws(surprised=True)) > statistics.mean(draws()) + 30


def test_levels_think_faster_as_they_go_up():
    means = [timing.mean_think(timing.LEVELS[name]) for name in timing.LEVELS]
    assert means == sorted(means, reverse=True)


def test_adaptive_is_a_level_a_player_can_pick():
    from game.config import CHOICES
    assert "adaptive" in CHOICES[("game", "bot_level")]
    assert Bot(0, "adaptive").pace is not None


def _adaptive_scale_against(human: timing.Level) -> float:
    adaptive = Bot(0, "adaptive", seed=3)
    for seed in range(4):
        play("speed", ["adaptive", "reference"], seed, bots={0: adaptive, 1: Bot(1, human, seed)})
    return adaptive.pace.scale


def test_the_adaptive_level_follows_the_human_pace():
    quick = replace(timing.REFERENCE, name="quick human", mu=300.0, sigma=50.0)
    slow = replace(timing.REFERENCE, name="slow human", mu=1100.0, sigma=200.0)
    assert _adaptive_scale_against(slow) > 1.6 * _adaptive_scale_against(quick)


def _game(variant, seed=1):
    match = Match(variant, {}, 2, seed)
    match.next_game()
    return match.game


def test_speed_keeps_a_joker_while_another_card_fits():
    game = _game("speed")
    game.centres = [[cards.parse("5S")], [cards.parse("KD")]]
    game.hands[0] = [cards.parse(n) for n in ("X1", "6H", "2C", "9D", "9C")]
    view = see(game, 0)
    for seed in range(20):
        move = choose(view, view.options(), timing.LEVELS["expert"], random.Random(seed))
        assert move.card == cards.parse("6H")


def test_speed_plays_into_a_run():
    game = _game("speed")
    game.centres = [[cards.parse("5S")], [cards.parse("TD")]]
    game.hands[0] = [cards.parse(n) for n in ("4H", "6H", "7C", "2C", "2D")]
    view = see(game, 0)
    move = choose(view, view.options(), replace(HARD, worse=0.0), random.Random(0))
    assert (move.card, move.pile) == (cards.parse("6H"), 0)      # then 7C follows


def test_spit_never_moves_a_card_pointlessly_and_slaps_the_smaller_pile():
    game = _game("spit")
    game.stocks[0] = [[cards.parse("KC")], [], [cards.parse("9H")], [], []]
    game.up[0] = [1, 0, 1, 0, 0]
    game.centres = [[cards.parse("5S")], [cards.parse("5D")]]
    view = see(game, 0)
    assert any(o.kind == MOVE for o in view.options())
    assert choose(view, view.options(), timing.LEVELS["expert"], random.Random(0)) is None
    game.phase = "slap"
    game.centres = [[cards.parse("5S")] * 9, [cards.parse("5D")] * 3]
    view = see(game, 0)
    move = choose(view, view.options(), replace(HARD, worse=0.0), random.Random(0))
    assert (move.kind, move.pile) == (SLAP, 1)


def test_california_covers_the_opponents_side_first():
    game = _game("california")
    game.table = [[cards.parse(n)] for n in ("4S", "9H", "2C", "JD", "4H", "KC", "3D", "8S")]
    game.open = [True, False, False, False, True, False, False, False]
    for seat, theirs in ((0, 4), (1, 0)):
        view = see(game, seat)
        move = choose(view, view.options(), replace(HARD, worse=0.0), random.Random(0))
        assert (move.kind, move.pile) == (COVER, theirs)


def test_a_press_refused_by_a_rule_it_could_not_see_is_not_repeated():
    game = _game("speed", seed=2)
    bot = Bot(0, "expert", seed=2)
    bot.look(game, 0.0)
    intent = bot.plan.intent
    from game.engine.events import Rejected
    from game.engine.refusals import NO_FIT, Refusal
    bot.presses(bot.plan.commit)
    bot.look(game, intent.t, [Rejected(intent.t, 0, intent.kind,
                                     Refusal(NO_FIT, intent.card, game.centres[intent.pile][-1]),
                                     intent.card, intent.pile)])
    assert bot.plan is None or (bot.plan.intent.card, bot.plan.intent.pile) != (
        intent.card, intent.pile)
    assert bot.plan is None or bot.plan.commit - intent.t >= HARD.error_slowing / 2
    assert PLAY == intent.kind
