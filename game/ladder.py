"""The ladder: named computer opponents from easy to master (bots/opponents.py), climbed by
beating each in turn, with the best winning time per rung. No pygame, no clock."""
from game.bots.opponents import OPPONENTS

RUNGS = ("Pip", "Juno", "Nora", "Ravi", "Otto", "Mira", "Kai", "Vera", "Sol")


def rungs():
    """The opponents, lowest rung first."""
    return [OPPONENTS[name] for name in RUNGS]


def open_rungs(beaten: set[str]) -> int:
    """How many rungs are open: every beaten rung, and the first one not yet beaten."""
    count = 0
    for name in RUNGS:
        count += 1
        if name not in beaten:
            break
    return count


def time_words(seconds: float | None) -> str:
    if seconds is None:
        return ""
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes}:{secs:02d}"
