"""The host's replay carried to every machine line by line, so that each keeps the same file
(the host's replay is the truth; the copy has the same bytes, the same checksum), a watcher can
follow the match as it is played, and a machine that joins late is sent what it missed.

A replay line is its exact text as the recorder writes it (`replay/recorder.py`), carried in
`line` messages {n: its index, part, parts, text}: a long line (a header with a deal) in parts
of CHUNK_CHARS. The reader takes them in order; a message out of order is said once and
dropped (TCP keeps the order, so that is a host's bug or a stranger's message), and line 0
starts the file again (a machine back after a dropped link is sent everything again).
"""
from __future__ import annotations

from game.net.messages import CHUNK_CHARS, Message, encode
from game.replay.recorder import _text


def line_messages(n: int, text: str) -> list[str]:
    """The messages that carry replay line `n` (its text, newline included)."""
    parts = [text[k:k + CHUNK_CHARS] for k in range(0, len(text), CHUNK_CHARS)] or ["\n"]
    return [encode("line", n=n, part=k, parts=len(parts), text=part)
            for k, part in enumerate(parts)]


class FeedSender:
    """The host's side: the recorder's lines turned into messages once each."""

    def __init__(self) -> None:
        self.messages: list[str] = []       # every line's messages so far, for a late joiner
        self.lines = 0

    def new(self, lines: list[dict]) -> list[str]:
        """The messages for the recorder's lines not sent yet (`lines`: `Recorder.lines`)."""
        fresh: list[str] = []
        for n in range(self.lines, len(lines)):
            fresh += line_messages(n, _text(lines[n]))
        self.lines = len(lines)
        self.messages += fresh
        return fresh


class FeedReader:
    """A machine's side: the host's replay put back together, byte for byte."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._parts: list[str] = []
        self.problem = ""                  # the last message refused, in a line

    def take(self, message: Message) -> bool:
        """Add one `line` message; False (and `problem` said) if it is out of order."""
        n, part, parts = message["n"], message["part"], message["parts"]
        if n == 0 and part == 0:
            self.lines, self._parts = [], []
        if n != len(self.lines) or part != len(self._parts) or part >= parts:
            self.problem = f"replay line {n} part {part} out of order; dropped"
            return False
        self._parts.append(message["text"])
        if len(self._parts) == parts:
            self.lines.append("".join(self._parts))
            self._parts = []
        return True

    @property
    def text(self) -> str:
        """The replay so far, as the host's file has it."""
        return "".join(self.lines)
