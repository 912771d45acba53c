"""A board's serial port read raw by a test: whole lines as the board sent them, and the
commands the host would send. For checks the reader would hide (a line's exact bytes, an
edge's own micros)."""
import os
import select
import time

from game.input.protocol import Hello, Parser


class Wire:
    """One end of a pty, opened like the game opens a port (no controlling terminal)."""

    def __init__(self, path: str) -> None:
        self.fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        self._buf = b""

    def send(self, command: str) -> None:
        """A host command line (no checksum, as the host sends them)."""
        os.write(self.fd, command.encode("ascii") + b"\n")

    def line(self, timeout: float = 5.0) -> bytes:
        """The next line the board sent, with its newline (AssertionError after `timeout` s)."""
        end = time.monotonic() + timeout
        while b"\n" not in self._buf:
            left = end - time.monotonic()
            assert left > 0 and select.select([self.fd], [], [], left)[0], \
                f"no line from the board in {timeout:g} s (have {self._buf[-60:]!r})"
            self._buf += os.read(self.fd, 4096)
        line, _, self._buf = self._buf.partition(b"\n")
        return line + b"\n"

    def hello(self, reason: str, boot: int | None = None, timeout: float = 5.0) -> bytes:
        """The next HELLO line with this reason (and boot id), skipping every other line."""
        end = time.monotonic() + timeout
        while True:
            line = self.line(max(end - time.monotonic(), 0.01))
            got = Parser().feed(line) if line.startswith(b"HELLO ") else []
            if got and isinstance(got[0], Hello) and got[0].reason == reason and \
                    boot in (None, got[0].boot):
                return line

    def close(self) -> None:
        os.close(self.fd)
