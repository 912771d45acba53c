"""The host's replay kept on this machine, byte for byte, in the replays folder (or where
`--replay-to` says), so that it shows in the replay viewer and its checksum is the host's.

`keep(lines)` is given the whole replay so far (net/feed.py `FeedReader.lines`) each frame and
appends the lines it has not written; a different line 0 (the host's next match) starts a new
file. A file that cannot be written is said once (`problem`) and the match goes on.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.replay.recorder import default_path


class ReplayCopy:
    def __init__(self, path: str | None = None) -> None:
        self.fixed = Path(path) if path else None
        self.path: Path | None = None
        self.first = ""
        self.written = 0
        self.problem = ""
        self._handle = None

    def keep(self, lines: list[str]) -> None:
        """Write the whole lines of `lines` not written yet."""
        if not lines or not lines[0].endswith("\n"):
            return
        if lines[0] != self.first:
            self._open(lines[0])
        if self._handle is None:
            return
        fresh = []
        for text in lines[self.written:]:
            if not text.endswith("\n"):
                break
            fresh.append(text)
        if not fresh:
            return
        try:
            self._handle.write("".join(fresh))
            self._handle.flush()
            self.written += len(fresh)
        except OSError as error:
            self._failed(error)

    def _open(self, header: str) -> None:
        self.close()
        self.first, self.written = header, 0
        try:
            variant = str(json.loads(header).get("variant", "speed"))[:16]
        except (ValueError, AttributeError, RecursionError):
            variant = "speed"
        self.path = self.fixed or default_path("".join(c for c in variant if c.isalnum())
                                               or "speed")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._handle = open(self.path, "w", encoding="utf-8", newline="")
        except OSError as error:
            self._failed(error)

    def _failed(self, error: OSError) -> None:
        self.problem = f"{self.path}: {error.strerror or error}"
        self.close()

    def close(self) -> None:
        if self._handle is not None:
            try:
                self._handle.close()
            except OSError:
                pass
            self._handle = None
