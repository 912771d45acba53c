"""Computer players: they press after a human time, think on the settled table, think again when
the table changes under a reach, and finish games of every variant."""
import pytest

from game.bots import Bot
from game.bots.headless import play
from game.engine.intents import PLAY, Intent
from game.engine.match import Match
from game.session import SeatInfo, Session

MS = 1_000_000
VARIANTS = ["speed", "spit", "california"]


def started(variant: str = "speed", seed: int = 4):
    match = Match(variant, {}, 2, seed)
    match.next_game()
    return match.game


def test_a_bot_presses_after_its_reaction_time_not_before():
    game = started()
    bot = Bot(0, "hard", seed=1)
    bot.look(game, 1000.0)
    plan = bot.plan
    assert plan is not None and plan.commit >= 1000.0 + 100.0 and plan.due > plan.commit
    assert bot.presses(plan.commit - 1) == []              # still thinking
    pressed = bot.presses(plan.commit)
    assert [i.t for i in pressed] == [plan.due] and pressed[0].source == "bot:hard"
    bot.look(game, plan.commit + 1)
    assert bot.plan is None                                 # its hand is on the way


def test_unknown_level_is_refused_in_words():
    with pytest.raises(ValueError, match="unknown bot level 'godlike'"):
        Bot(0, "godlike")


def _spoiler(game, seat: int, card: int, pile: int) -> int | None:
    """A card of `seat`'s hand that lands on `pile` and leaves `card` not fitting there."""
    for mine in game.hands[seat]:
        if game.rules.fit[mine][game.centres[pile][-1]] and not game.rules.fit[card][mine]:
            return mine
    return None


def test_a_reach_spoiled_by_the_other_players_card_is_rethought_not_pressed():
    for seed in range(200):
        game = started(seed=seed)
        bot = Bot(0, "expert", seed=seed)
        bot.look(game, 0.0)
        plan = bot.plan
        if plan is None or plan.intent.kind != PLAY:
            continue
        spoiler = _spoiler(game, 1, plan.intent.card, plan.intent.pile)
        if spoiler is None:
            continue
        events = game.apply(Intent(plan.commit / 2, 1, PLAY, spoiler, plan.intent.pile))
        bot.look(game, plan.commit / 2, events)
        assert bot.plan is None or (bot.plan.intent.card, bot.plan.intent.pile) != (
            plan.intent.card, plan.intent.pile)
        return
    pytest.fail("no deal gave a spoiling card")


def test_a_press_past_the_point_of_no_return_lands_even_if_spoiled():
    game = started(seed=5)
    bot = Bot(0, "expert", seed=5)
    bot.look(game, 0.0)
    plan = bot.plan
    assert bot.presses(plan.commit) == [plan.intent]         # reach under way: too late to stop


@pytest.mark.parametrize("variant", VARIANTS)
def test_two_bots_finish_a_game_of_every_variant_on_a_coarse_clock(variant, tmp_path):
    seats = [SeatInfo("a", "bot", level="expert"), SeatInfo("b", "bot", level="medium")]
    session = Session(variant, {}, seats, seed=9, replay_path=str(tmp_path / "r.jsonl"))
    session.new_game(0, countdown_s=0)
    now = 0
    while not session.game.over and now < 3_600_000 * MS:
        now += 20 * MS
        session.update(now)
    session.close()
    assert session.game.over
    assert sum(session.stats.played) > 5


@pytest.mark.parametrize("variant", VARIANTS)
def test_bots_think_on_the_settled_table_so_they_rarely_fumble(variant):
    pressed = refused = 0
    for seed in range(6):
        outcome = play(variant, ["expert", "hard"], seed)
        assert not outcome.stalled and outcome.winner is not None or variant != "speed"
        pressed += sum(outcome.pressed)
        refused += sum(outcome.refused)
    assert pressed > 100
    assert refused <= 0.05 * pressed, f"{refused} of {pressed} presses refused"


def test_no_bot_plays_a_card_it_already_played():
    """The old bug: deciding before its own last card landed, a bot picked that card again."""
    seats = [SeatInfo("a", "bot", level="expert"), SeatInfo("b", "bot", level="expert")]
    session = Session("speed", {}, seats, seed=3, record=False)
    session.new_game(0, countdown_s=0)
    reasons = []
    for step in range(1, 20_000):
        reasons += [e.reason for e in session.update(step * MS) if hasattr(e, "reason")]
        if session.game.over:
            break
    assert not [r for r in reasons if "not in your hand" in r]

