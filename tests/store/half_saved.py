"""A copy of the game killed in the middle of saving a match, for the rating-history tests:
saves DONE matches, then starts one more and stops inside its transaction, after its first
rating update, saying MIDSAVE and waiting to be killed.

    python half_saved.py DATABASE DONE
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.store import history, ratings  # noqa: E402
from game.store.db import connect  # noqa: E402

FIGURES = dict.fromkeys(history.PLAYER_FIGURES)


def match(n: int) -> dict:
    """Ana against Bo (both people) and a hard computer; who wins turns with n."""
    wins = [n % 3, (n + 1) % 3, (n + 2) % 3]
    names = [("Ana", "human", None), ("Bo", "human", None), ("CPU", "bot", "hard")]
    players = [{"seat": s, "name": name, "kind": kind, "level": level,
                "profile": name if kind == "human" else None, "games_won": wins[s],
                "result": "won" if wins[s] == 2 else "lost", **FIGURES, "played": 5,
                "misses": 0, "races_won": 0, "races_lost": 0}
               for s, (name, kind, level) in enumerate(names)]
    return {"variant": "speed", "options": {}, "seed": n, "games": 3, "winner": wins.index(2),
            "duration_ms": 1000.0, "players": players}


def stop_inside(save):
    """`ratings.save` that stops the process after writing, before the COMMIT."""
    def stopped(*args):
        save(*args)
        print("MIDSAVE", flush=True)
        while True:
            time.sleep(1)
    return stopped


def main() -> None:
    db = connect(sys.argv[1])
    done = int(sys.argv[2])
    for n in range(done):
        history.record(db, match(n), finished=1000.0 + n)
    ratings.save = stop_inside(ratings.save)
    history.record(db, match(done), finished=1000.0 + done)


if __name__ == "__main__":
    main()
