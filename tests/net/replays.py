"""Replays for the tests of the client's side: a bot match recorded as the host records it,
its lines as the host's file has them (text, newlines kept)."""
from game.session import SeatInfo, Session


def bot_match_lines(path, seed: int = 3, variant: str = "speed",
                    options: dict | None = None) -> list[str]:
    """A whole game between two bots, recorded at `path`; its lines."""
    seats = [SeatInfo("Ana", "bot", level="hard"), SeatInfo("Bo", "bot", level="hard")]
    session = Session(variant, options or {}, seats, seed, replay_path=str(path))
    session.new_game(0, countdown_s=0)
    now = 0
    session.update(now)
    while not session.game.over:
        now = max(now + 1, session.next_event_ns())
        session.update(now)
    session.close()
    return path.read_text(encoding="utf-8").splitlines(keepends=True)
