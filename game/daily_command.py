"""`speed daily [--date YYYY-MM-DD] [--player NAME] [--json]`: the day's challenge and the
player's streak, as text or one JSON object."""
import json
import sys
from datetime import datetime

from game.daily import challenge, day_name, local_day, parse_day, streaks
from game.i18n import _
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
                                               _("speed: the streak could not be read"))
    if problem:
        print(problem, file=sys.stderr)
    shown = today.as_dict()
    shown["streak"] = {"player": name, "current": current, "best": best}
    if as_json:
        print(json.dumps(shown))
        return 0
    o = today.opponent
    print(_("Speed daily {date} ({weekday}): {variant} against {opponent} ({level}: "
            "{temperament}), seed {seed}").format(
        date=shown["date"], weekday=day_name(day), variant=today.variant,
        opponent=o.name, level=o.level, temperament=o.temperament, seed=today.seed))
    streak = _("{name}'s streak: {current} (best {best})") if name else \
        _("Your streak: {current} (best {best})")
    print(streak.format(name=name, current=current, best=best))
    return 0
