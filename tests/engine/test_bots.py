"""Computer players: legal choices, human reaction times, every variant to the end."""
import pytest

from game.bots import Bot
from game.engine.match import Match
from game.session import SeatInfo, Session

MS = 1_000_000


def test_a_bot_answers_after_its_reaction_time_not_before():
    match = Match("speed", {}, 2, seed=4)
    match.next_game()
    bot = Bot(0, "hard", seed=1)
    intent = bot.think(match.game, 1000.0)
    assert intent is not None and intent.t >= 1000.0 + 150.0
    assert bot.think(match.game, 1100.0) is None          # still "reacting"
    assert intent.source == "bot:hard"


def test_unknown_level_is_refused_in_words():
    with pytest.raises(ValueError, match="unknown bot level 'godlike'"):
        Bot(0, "godlike")


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_two_bots_finish_a_game_of_every_variant(variant, tmp_path):
    seats = [SeatInfo("a", "bot", level="expert"), SeatInfo("b", "bot", level="expert")]
    session = Session(variant, {}, seats, seed=9, replay_path=str(tmp_path / "r.jsonl"))
    session.new_game(0, countdown_s=0)
    now = 0
    while not session.game.over and now < 3_600_000 * MS:
        now += 20 * MS
        session.update(now)
    session.close()
    assert session.game.over
    assert sum(session.stats.played) > 5
