"""Writing replays: append-only JSON Lines, flushed after every line, so a crash loses nothing."""
import json
import time
from pathlib import Path

from ..engine import cards
from ..engine.intents import ARGUMENTS, Intent
from ..paths import data_dir
from .format import FORMAT, VERSION


def default_path(variant: str) -> Path:
    """A new file under the data folder, named by date and time (never an existing one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = data_dir() / "replays"
    path, n = folder / f"{stamp}-{variant}.jsonl", 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{variant}-{n}.jsonl"
    return path


def intent_line(intent: Intent) -> dict:
    """The replay line for an intent whose `t` is game ms."""
    line = {"t": round(float(intent.t), 3), "seat": intent.seat, "intent": intent.kind}
    for name in ARGUMENTS[intent.kind]:
        value = getattr(intent, name)
        line[name] = cards.name(value) if name == "card" else value
    return line


class Recorder:
    """Writes one replay file: the header now, then a line per applied intent."""

    def __init__(self, path, variant: str, options: dict, seats: list[dict], seed: int,
                 deal: dict | None = None, extra: dict | None = None):
        self.path = Path(path)
        self.error = ""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = open(self.path, "w", encoding="utf-8")   # then only ever appended to
        header = {"format": FORMAT, "version": VERSION, "variant": variant,
                  "options": options, "seats": seats, "seed": seed}
        if deal is not None:
            header["deal"] = deal
        header.update(extra or {})          # added keys ("daily": "2026-12-01", "tutorial")
        self._write(header)

    def _write(self, data: dict) -> None:
        """One line, flushed. A failed write (disk full, device gone) stops the record and is
        kept in `error`, for the game to show; everything written before it stays."""
        if self.error:
            return
        try:
            self._file.write(json.dumps(data, separators=(", ", ": ")) + "\n")
            self._file.flush()
        except OSError as error:
            self.error = f"The replay stopped: cannot write {self.path} ({error.strerror or error})"

    def intent(self, intent: Intent) -> None:
        self._write(intent_line(intent))

    def next_game(self, index: int, deal: dict | None) -> None:
        line = {"intent": "game", "index": index}
        if deal is not None:
            line["deal"] = deal
        self._write(line)

    def end(self, t: float) -> None:
        self._write({"t": round(float(t), 3), "intent": "end"})

    def close(self) -> None:
        if not self._file.closed:
            try:
                self._file.close()
            except OSError:
                pass                  # what could not be flushed was reported by _write
