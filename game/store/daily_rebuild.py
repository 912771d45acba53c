"""The daily challenge's results from the replays: a replay whose header has "daily": "<date>"
keeps its first seat's result of that day (game/store/daily.py)."""
from datetime import date

from game.store import daily


def insert_daily(db, facts) -> None:
    """Inside the rebuild's transaction: the day's result of the player in seat 0."""
    day = facts.header.raw.get("daily")
    try:
        day = date.fromisoformat(day) if isinstance(day, str) else None
    except ValueError:
        return
    players = facts.match["players"]
    if day is None or len(players) < 2:
        return
    wins = [p["games_won"] for p in players]
    won = facts.finished and wins[0] > max(wins[1:])
    player = players[0]["profile"] or players[0]["name"]
    daily.record(db, player, day, won, (wins[0], wins[1]), facts.match["duration_ms"] / 1000,
                 players[1]["name"])

