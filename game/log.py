"""The game's log: one dated line a notable event (the display path chosen, …), appended to
`speed.log` in the data folder. A log that cannot be written is skipped silently."""
import time

from game.paths import data_dir


def path():
    return data_dir() / "speed.log"


def write(line: str) -> None:
    """Append `line` with the date and time."""
    try:
        target = path()
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "a", encoding="utf-8") as out:
            out.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')}  {line}\n")
    except OSError:
        pass
