"""A live sitting with the game's own settings (a lockout that grows, a table that stalls) and a
blind masher records a replay that `--check` re-plays to the very same game (REPLAY_FORMAT.md:
the options travel in the header)."""
import json

import pytest

from game.bots.bot import Bot
from game.bots.masher import Masher
from game.config import RULE_DEFAULTS
from game.engine.events import LockedOut, TableStalled
from game.replay.runner import check, states
from game.session import SeatInfo, Session

MS = 1_000_000


@pytest.mark.parametrize("variant", ["speed", "spit"])
def test_a_mashed_game_with_the_games_settings_replays_to_the_same_game(tmp_path, variant):
    path = tmp_path / "live.jsonl"
    options = {**RULE_DEFAULTS, **({"games_to_win": 1} if variant == "speed" else {})}
    seats = [SeatInfo("Masher", "bot"), SeatInfo("CPU", "bot", level="medium")]
    session = Session(variant, options, seats, 7, replay_path=str(path))
    session.bots = {0: Masher(0, 120.0), 1: Bot(1, "medium", 7)}
    session.new_game(0, countdown_s=0)
    now, seen = 0, []
    while not session.game.over and now < 20 * 60 * 1000 * MS:
        now = max(now + 1, session.next_event_ns() or now + MS)
        seen += session.update(now)
    session.close()
    assert session.game.over
    assert any(isinstance(e, LockedOut) and e.streak > 1 for e in seen)     # it grew
    assert any(isinstance(e, TableStalled) for e in seen)                   # and stalled
    header = json.loads(path.read_text().splitlines()[0])
    assert {k: header["options"][k] for k in RULE_DEFAULTS} == RULE_DEFAULTS
    result = check(str(path))
    assert result["winner"] == session.game.winner
    assert [s["cards_left"] for s in result["seats"]] == session.game.cards_left()
    *_, (_, last) = states(str(path))
    assert last == session.game.checksum()
