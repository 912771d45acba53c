"""Why a serial port gives no board, in words a cabinet owner can act on.

Each function returns `(problem, note)`: `problem` is one of `boards.PORT_PROBLEMS` (the
BoardInfo state the screens show), `note` says what is wrong and what to do. No pygame here.
"""
from __future__ import annotations

import errno

from game.input.protocol import PROTOCOL_VERSION


def open_problem(exc: Exception) -> tuple[str, str]:
    """A port that could not be opened: no permission (the dialout group), or why not."""
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if getattr(exc, "errno", None) == errno.EACCES or "Permission denied" in text:
        return ("no access", "the game is not allowed to open it: add this user to the "
                             "dialout group (sudo usermod -aG dialout $USER), then log in again")
    return "cannot open", f"it cannot be opened: {text[:80]}"


def version_problem(version: int) -> tuple[str, str]:
    """A board whose firmware speaks another protocol version."""
    return ("wrong version", f"its firmware speaks protocol version {version}, this game "
                             f"speaks {PROTOCOL_VERSION}: flash the firmware from this game's "
                             f"hardware/ folder")


def bad_lines_problem(count: int, waited: bool) -> tuple[str, str]:
    """Lines that could not be read and no HELLO (yet, or in the whole wait)."""
    when = "and never a hello" if waited else "before any hello"
    return ("bad lines", f"{count} unreadable line{'s' if count != 1 else ''} {when}: "
                         f"check the firmware and its speed (115200 baud)")


def silent_problem(seconds: float) -> tuple[str, str]:
    """A port that said nothing a speedpad says."""
    return ("not a speedpad", f"no hello in {seconds:g} s: not a speedpad board, or its "
                              f"firmware is not flashed (hardware/README.md)")
