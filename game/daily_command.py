"""`speed daily [--date YYYY-MM-DD] [--player NAME] [--json]`: the day's challenge and the
player's streak, as text or one JSON object."""
import json
import sys
from datetime import datetime

from game.daily import challenge, local_day, parse_day, streaks
from game.store.daily import last_player, results
from game.store.db import reading


def run(day_text: str | None, player: str | None, as_json: bool) -> int:
    try:
        day = parse_day(day_text) if day_text else local_day(datetime.now().astimezone())
    except ValueError as error:
        print(f"speed: --date: {error}", file=sys.stderr)
        return 2
    today = challenge(day)

    def streak_of(db):
        name = last_player(db) if player is None else player
        return name, streaks({d for d, won in results(db, name).items() if won}, day)
    (name, (current, best)), problem = reading(streak_of, ("", (0, 0)),
                                               "speed: the streak could not be read")
    if problem:
        print(problem, file=sys.stderr)
    shown = today.as_dict()
    shown["streak"] = {"player": name, "current": current, "best": best}
    if as_json:
        print(json.dumps(shown))
        return 0
    o = today.opponent
    print(f"Speed daily {shown['date']} ({day.strftime('%A')}): {today.variant} against "
          f"{o.name} ({o.level}: {o.temperament}), seed {today.seed}")
    print(f"{name or 'Your'}{chr(39) + 's' if name else ''} streak: {current} "
          f"(best {best})")
    return 0
