"""The daily challenge: one deal and one opponent per calendar day, the same for everyone (the
seed from the date), a named opponent whose level rises through the week; streaks and the line
to share. No pygame, no clock: the caller gives the day (the player's local date decides it).
"""
import hashlib
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from game.bots.opponents import OPPONENTS, Opponent
from game.engine.variants import VARIANTS
from game.i18n import N_, _

# Monday to Sunday: who you meet, rising through the week; weekdays are Speed, Saturday and
# Sunday the registry's next two games (Spit, California).
WEEK = ("Pip", "Nora", "Ravi", "Otto", "Mira", "Kai", "Sol")
WEEKDAYS = 5
# The days' names (said mid-sentence: lower case in nl, pt_BR and da; `day_name`).
DAY_NAMES = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"),
             N_("Saturday"), N_("Sunday"))
RECENT_DAYS = 30


@dataclass(frozen=True)
class Challenge:
    day: date
    variant: str
    seed: int
    opponent: Opponent

    def as_dict(self) -> dict:
        o = self.opponent
        return {"date": self.day.isoformat(), "variant": self.variant, "seed": self.seed,
                "opponent": {"name": o.name, "level": o.level, "temperament": o.temperament}}


def seed_of(day: date) -> int:
    """The day's seed: the same everywhere, from the date alone (31 bits)."""
    digest = hashlib.sha256(f"speed-daily-{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1


def challenge(day: date) -> Challenge:
    weekday = day.weekday()
    variants = list(VARIANTS)
    variant = variants[max(0, weekday - WEEKDAYS + 1) % len(variants)]
    return Challenge(day, variant, seed_of(day), OPPONENTS[WEEK[weekday]])


def local_day(moment: datetime, zone: tzinfo | None = None) -> date:
    """The calendar day at `moment` where the player is (`zone`; None: this machine's)."""
    if moment.tzinfo is None:
        raise ValueError("a moment needs its time zone")
    return moment.astimezone(zone).date()


def parse_day(text: str) -> date:
    """A YYYY-MM-DD date (ValueError in words when it is not one)."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(_("{text} is not a date like 2026-12-24").format(text=repr(text))) \
            from None


def streaks(won: set[date], today: date) -> tuple[int, int]:
    """(current, best) runs of days won in a row. Today not yet won keeps yesterday's run
    alive; a missed or lost day ends it."""
    day = today if today in won else today - timedelta(days=1)
    current = 0
    while day in won:
        current += 1
        day -= timedelta(days=1)
    best, run, previous = 0, 0, None
    for day in sorted(won):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best, previous = max(best, run), day
    return current, max(best, current)


def recent(results: dict[date, bool], today: date, days: int = RECENT_DAYS) -> list:
    """The last `days` days, oldest first: (day, True won / False lost / None not played)."""
    start = today - timedelta(days=days - 1)
    return [(start + timedelta(days=k), results.get(start + timedelta(days=k)))
            for k in range(days)]


def share_line(c: Challenge, won: bool, score: tuple[int, int], seconds: float,
               streak: int) -> str:
    """"Speed daily 2026-12-24: beat Mira 2–1 in 3:41 🔥5" (in the player's language: a
    line for people to read and share)."""
    minutes, secs = divmod(int(round(seconds)), 60)
    fields = dict(date=c.day.isoformat(), name=c.opponent.name,
                  score=f"{score[0]}\N{EN DASH}{score[1]}", time=f"{minutes}:{secs:02d}")
    line = (_("Speed daily {date}: beat {name} {score} in {time}") if won else
            _("Speed daily {date}: lost to {name} {score} in {time}")).format(**fields)
    return line + (f" \N{FIRE}{streak}" if streak > 0 else "")


def day_name(day: date) -> str:
    """`day`'s weekday in the player's language, as said inside a sentence ("dinsdag")."""
    return _(DAY_NAMES[day.weekday()])
