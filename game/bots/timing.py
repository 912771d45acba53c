"""How long a computer player takes: a human reaction-time model (docs/BOTS.md has the sources).

One decision = an ex-Gaussian base time (a normal plus an exponential tail: right-skewed, as
human reaction times are) + a Hick–Hyman choice term (`hick` ms per bit of log2(options + 1))
+ a recognition delay when a shared pile changed under the player's eyes + now and then a
lapse (a playable card overlooked for a while). The press itself then takes a motor time,
during which the reach can no longer be stopped. Every level is a `Level`; `scale` stretches
the thinking part (the adaptive level moves it to follow the opponent's pace).
"""
import math
from dataclasses import dataclass, replace

FASTEST_MS = 100.0        # no decision is faster than this: anticipation is not reaction


@dataclass(frozen=True)
class Level:
    """One computer player's speed and fallibility (times in ms, chances per decision)."""
    name: str
    mu: float                 # ex-Gaussian: mean of the normal part
    sigma: float              # ... its spread
    tau: float                # ... mean of the exponential tail
    hick: float               # ms per bit of choice (log2(options + 1))
    recognise: float          # a shared pile changed since the player last looked
    motor: float              # the press: from the point of no return to the card landing
    miss: float = 0.0         # chance to overlook the play for a while...
    miss_ms: float = 0.0      # ... mean length of that lapse
    worse: float = 0.0        # chance to pick a weaker move than its best
    late: float = 0.0         # chance that a slap or a "Speed!" call comes late...
    late_ms: float = 0.0      # ... by about this much (calls: long enough to miss the window)
    smart: bool = False       # plays the variant's strategy (else any legal move)
    error_slowing: float = 0.0   # extra ms on the decision after its own press was rejected
    form: float = 0.0         # log-sd of the day's form: one game's thinking-time factor


# Levels from a child learning the game to a club player (master): see docs/BOTS.md for the figures.
LEVELS: dict[str, Level] = {
    "easy": Level("easy", mu=300.0, sigma=80.0, tau=180.0, hick=80.0, recognise=110.0,
                  motor=120.0, miss=0.15, miss_ms=1000.0, worse=0.5, late=0.4, late_ms=2500.0,
                  error_slowing=250.0, form=0.3),
    "medium": Level("medium", mu=270.0, sigma=60.0, tau=100.0, hick=55.0, recognise=80.0,
                    motor=90.0, miss=0.07, miss_ms=700.0, worse=0.3, late=0.15, late_ms=1800.0,
                    error_slowing=180.0, form=0.22),
    "hard": Level("hard", mu=245.0, sigma=50.0, tau=70.0, hick=40.0, recognise=60.0,
                  motor=70.0, miss=0.04, miss_ms=500.0, worse=0.12, late=0.05, late_ms=1000.0,
                  smart=True, error_slowing=120.0, form=0.18),
    "expert": Level("expert", mu=230.0, sigma=35.0, tau=45.0, hick=25.0, recognise=40.0,
                    motor=60.0, miss=0.015, miss_ms=400.0, worse=0.03, late=0.01, late_ms=600.0,
                    smart=True, error_slowing=80.0, form=0.15),
    # A club player: about 3 cards a second, near-best choices, hardly a lapse.
    "master": Level("master", mu=205.0, sigma=28.0, tau=30.0, hick=15.0, recognise=25.0,
                    motor=50.0, miss=0.005, miss_ms=300.0, worse=0.01, late=0.005,
                    late_ms=400.0, smart=True, error_slowing=60.0, form=0.1),
}
ADAPTIVE = "adaptive"     # starts as `hard` and follows the opponent (see adaptive.py)
# The reference for the bench: a steady adult, 400 ± 80 ms a decision, sensible, no lapses.
REFERENCE = Level("reference", mu=400.0, sigma=80.0, tau=0.0, hick=0.0, recognise=0.0,
                  motor=80.0, smart=True)
NAMES = tuple(LEVELS) + (ADAPTIVE,)          # what a player can pick
# How far apart the levels' thinking times are in each variant (1: as written above). In
# California every open pile is a race, so a small edge in speed decides nearly every game:
# the levels sit closer there (around `hard`) so that a stronger level wins most games, not all.
SPACING = {"speed": 1.0, "spit": 0.75, "california": 0.6}
PIVOT = "hard"


def level_named(name: str) -> Level:
    """The `Level` of a level name (ValueError naming the known ones when there is none)."""
    if name == ADAPTIVE:
        return replace(LEVELS["hard"], name=ADAPTIVE)
    if name == REFERENCE.name:
        return REFERENCE
    if name not in LEVELS:
        raise ValueError(f"unknown bot level {name!r} (known: {', '.join(NAMES)})")
    return LEVELS[name]


def mean_think(level: Level) -> float:
    """A typical decision's thinking time (two options, half the time surprised)."""
    return (level.mu + level.tau + level.hick * math.log2(3) + level.recognise / 2
            + level.miss * level.miss_ms)


def spacing(level: Level, variant: str) -> float:
    """The factor that sets `level` `SPACING[variant]` as far from the pivot level as written."""
    if level.name not in LEVELS:
        return 1.0
    ratio = mean_think(level) / mean_think(LEVELS[PIVOT])
    return ratio ** (SPACING.get(variant, 1.0) - 1.0)


def ex_gaussian(rnd, mu: float, sigma: float, tau: float) -> float:
    """A normal(mu, sigma) plus an exponential(mean tau) draw: the shape of human RTs."""
    tail = rnd.expovariate(1.0 / tau) if tau > 0 else 0.0
    return rnd.gauss(mu, sigma) + tail


def think_ms(level: Level, rnd, options: int, surprised: bool, scale: float = 1.0) -> float:
    """Time to see and choose among `options` moves (plus a recognition delay when a shared
    pile changed, and sometimes a lapse), stretched by `scale`."""
    base = ex_gaussian(rnd, level.mu, level.sigma, level.tau)
    base += level.hick * math.log2(options + 1)
    if surprised:
        base += level.recognise
    if level.miss and rnd.random() < level.miss:
        base += rnd.expovariate(1.0 / level.miss_ms)
    return max(FASTEST_MS, base * scale)


def motor_ms(level: Level, rnd) -> float:
    """The press: a log-normal around `motor` (about ±20%)."""
    if level.motor <= 0:
        return 0.0
    return level.motor * math.exp(rnd.gauss(0.0, 0.2))


REACH_OF_GRACE = 0.8     # with the misplay lockout on, a reach lasts at most this much of the
#                          grace: what changes under a hand on its way (the reach, plus a frame
#                          the bot had not seen yet) is then a lost race, never a misplay


def reach_ms(level: Level, rnd, grace_ms: float | None) -> float:
    """The motor time, kept under REACH_OF_GRACE of the misplay grace when there is one."""
    motor = motor_ms(level, rnd)
    return motor if grace_ms is None else min(motor, REACH_OF_GRACE * grace_ms)


def late_ms(level: Level, rnd) -> float:
    """Extra time when a slap or a call comes late (0 most of the time)."""
    if level.late and rnd.random() < level.late:
        return level.late_ms * (0.5 + rnd.random())
    return 0.0
