"""Named computer opponents, each a level with a temperament of its own: the daily challenge's
week and the ladder's rungs (game/daily.py, game/ladder.py). A temperament stretches or bends
the level's timing (`Level` fields), so the same level plays a little differently by name."""
from dataclasses import dataclass, replace

from game.bots.timing import Level, level_named
from game.i18n import N_


@dataclass(frozen=True)
class Opponent:
    name: str
    level: str                 # the base level (timing.LEVELS), as the replay header says
    temperament: str           # in words, for the screens: marked N_(), shown _(temperament)
    tweaks: tuple = ()         # (Level field, factor) pairs

    def timing(self) -> Level:
        """The base level with this opponent's temperament."""
        base = level_named(self.level)
        return replace(base, **{name: getattr(base, name) * factor
                                for name, factor in self.tweaks})


DASHING = (("mu", 0.92), ("worse", 1.6), ("miss", 0.7))       # quick, careless
PATIENT = (("mu", 1.08), ("worse", 0.5), ("late", 0.5))       # slow, sure
MOODY = (("form", 1.8),)                                      # great days and bad ones
SLEEPY = (("miss", 1.8), ("miss_ms", 1.3))                    # sharp, then miles away
LATE_CALLER = (("late", 2.0),)                                # forgets to call "Speed!"

OPPONENTS = {o.name: o for o in (
    Opponent("Pip", "easy", N_("cheerful, takes its time"), PATIENT),
    Opponent("Juno", "easy", N_("quick and careless"), DASHING),
    Opponent("Nora", "medium", N_("steady and patient"), PATIENT),
    Opponent("Ravi", "medium", N_("daydreams, then pounces"), SLEEPY),
    Opponent("Otto", "hard", N_("plays hot and cold"), MOODY),
    Opponent("Mira", "hard", N_("fast hands, rash choices"), DASHING),
    Opponent("Kai", "expert", N_("cool, forgets to call"), LATE_CALLER),
    Opponent("Vera", "expert", N_("never rushes, never slips"), PATIENT),
    Opponent("Sol", "master", N_("a club player: quick and exact"), ()),
)}
