"""Writing replays: append-only JSON Lines, flushed after every line, so a crash loses nothing.

Every line is also kept in memory (`lines`): when the disk fills up or the folder goes away
mid-match, the record goes on in memory, the problem is said once (`error`), and the whole file
is written again, atomically, when it can be (`retry`: at the end of the match, then at every
new replay and at exit through `pending`).
"""
import json
import os
import time
from datetime import datetime
from pathlib import Path

from ..engine import cards
from ..engine.intents import ARGUMENTS, Intent
from ..paths import data_dir
from .format import FORMAT, VERSION

_unwritten: list["Recorder"] = []     # replays kept in memory until their file can be written


def default_path(variant: str) -> Path:
    """A new file under the data folder, named by date and time (never an existing one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = data_dir() / "replays"
    path, n = folder / f"{stamp}-{variant}.jsonl", 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{variant}-{n}.jsonl"
    return path


def now_iso() -> str:
    """This moment, ISO 8601 with the local UTC offset (the header's `started`)."""
    return datetime.now().astimezone().isoformat(timespec="milliseconds")


def intent_line(intent: Intent) -> dict:
    """The replay line for an intent whose `t` is game ms."""
    line = {"t": round(float(intent.t), 3), "seat": intent.seat, "intent": intent.kind}
    for name in ARGUMENTS[intent.kind]:
        value = getattr(intent, name)
        line[name] = cards.name(value) if name == "card" and value is not None else value
    return line


def _text(data: dict) -> str:
    return json.dumps(data, separators=(", ", ": ")) + "\n"


class Recorder:
    """Writes one replay file: the header now, then a line per applied intent (`path` None:
    kept in memory only, for a sitting that is not recorded)."""

    def __init__(self, path, variant: str, options: dict, seats: list[dict], seed: int,
                 deal: dict | None = None, started: str | None = None,
                 extra: dict | None = None):
        self.path = Path(path) if path is not None else None
        self.error = ""
        self.lines: list[dict] = []
        self._file = None
        header = {"format": FORMAT, "version": VERSION, "variant": variant,
                  "options": options, "seats": seats, "seed": seed}
        if started is not None:
            header["started"] = started
        if deal is not None:
            header["deal"] = deal
        header.update(extra or {})          # added keys ("daily": "2026-12-01", "tutorial")
        if self.path is None:
            self.lines.append(header)
            return
        retry_unwritten()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = open(self.path, "w", encoding="utf-8")   # then only ever appended to
        except OSError as error:
            self._failed(error)
        self._write(header)

    def _failed(self, error: OSError) -> None:
        if not self.error:
            self.error = (f"The replay {self.path.name} could not be written "
                          f"({error.strerror or error}); it is kept and saved when it can be")
        if self not in _unwritten:
            _unwritten.append(self)

    def _write(self, data: dict) -> None:
        """One line, flushed. A failed write (disk full, device gone) keeps the record in
        memory and in `error`, for the game to show; everything written before it stays."""
        self.lines.append(data)
        if self.error or self.path is None:
            return
        try:
            self._file.write(_text(data))
            self._file.flush()
            if os.fstat(self._file.fileno()).st_nlink == 0:     # its folder was deleted
                raise FileNotFoundError(2, "the file or its folder was deleted")
        except OSError as error:
            self._failed(error)

    def intent(self, intent: Intent) -> None:
        self._write(intent_line(intent))

    def next_game(self, index: int, deal: dict | None) -> None:
        line = {"intent": "game", "index": index}
        if deal is not None:
            line["deal"] = deal
        self._write(line)
        if self.error and self.retry():      # between games: the disk may have room again
            self._reopen()

    def _reopen(self) -> None:
        """Append to the file `retry` wrote, from now on."""
        if self._file is not None and not self._file.closed:
            try:
                self._file.close()
            except OSError:
                pass
        try:
            self._file = open(self.path, "a", encoding="utf-8")
        except OSError as error:
            self._failed(error)

    def end(self, t: float) -> None:
        self._write({"t": round(float(t), 3), "intent": "end"})

    def note(self, line: dict) -> None:
        """A line after the match (a high score's initials), appended even once closed."""
        self.lines.append(line)
        if self.path is None:
            return
        if self.error:
            self.retry()
            return
        try:
            with open(self.path, "a", encoding="utf-8") as handle:
                handle.write(_text(line))
        except OSError as error:
            self._failed(error)

    def retry(self) -> bool:
        """Write the whole record again (a temporary file renamed over it); True when done."""
        if not self.error or self.path is None:
            return True
        if self.path.exists() and not self.path.is_file():
            return False                  # a device or a folder is never replaced
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_name(self.path.name + ".part")
            with open(temporary, "w", encoding="utf-8") as handle:
                handle.writelines(_text(line) for line in self.lines)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, self.path)
        except OSError:
            return False
        self.error = ""
        if self in _unwritten:
            _unwritten.remove(self)
        return True

    def close(self) -> None:
        if self._file is not None and not self._file.closed:
            try:
                self._file.close()
            except OSError as error:
                self._failed(error)
        if self.path is not None and not self.error and not self.path.exists():
            self._failed(FileNotFoundError(2, "the file or its folder was deleted"))
        self.retry()


def retry_unwritten() -> list[Path]:
    """Try again every replay kept in memory; the files now written."""
    done = [r.path for r in list(_unwritten) if r.retry()]
    return done


def unwritten() -> list[Path]:
    """The replays still kept only in memory."""
    return [r.path for r in _unwritten]
