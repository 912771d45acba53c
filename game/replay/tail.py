"""A replay file being written, followed (the replay viewer's `--follow`): the whole lines
added after the ones already read, as Steps. A line still being written waits for its end; a
line that is not a replay line is a ReplayError, as for any file."""
import json
from pathlib import Path

from .format import MAX_LINE, ReplayError, parse_step


class Tail:
    def __init__(self, path: str, header, read: int) -> None:
        """`read`: the file lines already read (the header counts)."""
        self.path, self.header, self.read = Path(path), header, read
        self._offset: int | None = None

    def new_steps(self) -> list:
        """The Steps of the whole lines added since the last call."""
        try:
            with open(self.path, "rb") as handle:
                if self._offset is None:
                    self._offset = self._skip(handle)
                handle.seek(self._offset)
                data = handle.read()
        except OSError:
            return []
        whole = data[:data.rfind(b"\n") + 1]
        steps = []
        for raw in whole.splitlines(keepends=True):
            self._offset += len(raw)
            self.read += 1
            if len(raw) > MAX_LINE:
                raise ReplayError(self.read, f"the line is longer than {MAX_LINE:,} characters")
            text = raw.decode("utf-8", "replace")
            if text.strip():
                steps.append(parse_step(self.read, _object(self.read, text), self.header))
        return steps

    def _skip(self, handle) -> int:
        """The byte offset after the lines already read."""
        for _ in range(self.read):
            if not handle.readline():
                break
        return handle.tell()


def _object(number: int, text: str) -> dict:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ReplayError(number, "not valid JSON") from None
    if not isinstance(data, dict):
        raise ReplayError(number, "each line must be a JSON object")
    return data
