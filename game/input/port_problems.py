"""Why a serial port gives no board, in words a cabinet owner can act on.

Each function returns `(problem, note)`: `problem` is one of `boards.PORT_PROBLEMS` (the
BoardInfo state the screens show), `note` says what is wrong and what to do. No pygame here.
"""
from __future__ import annotations

import errno

from game.i18n import N_
from game.input.protocol import PROTOCOL_VERSION
from game.later import Later


def note(what, todo) -> Later:
    """"what is wrong: what to do", each half said in the player's language where shown."""
    return Later("{what}: {todo}", what=what, todo=todo)


def open_problem(exc: Exception) -> tuple[str, Later]:
    """A port that could not be opened: no permission (the dialout group), or why not."""
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if getattr(exc, "errno", None) == errno.EACCES or "Permission denied" in text:
        return "no access", note(Later(N_("the game is not allowed to open it")), Later(N_(
            "add this user to the dialout group (sudo usermod -aG dialout $USER), then log "
            "in again")))
    return "cannot open", note(Later(N_("it cannot be opened")), text[:80])


def version_problem(version: int) -> tuple[str, Later]:
    """A board whose firmware speaks another protocol version."""
    return "wrong version", note(
        Later(N_("its firmware speaks protocol version {theirs}, this game speaks {ours}"),
              theirs=version, ours=PROTOCOL_VERSION),
        Later(N_("flash the firmware from this game's hardware/ folder")))


def bad_lines_problem(count: int, waited: bool) -> tuple[str, Later]:
    """Lines that could not be read and no HELLO (yet, or in the whole wait); one line and
    many are two messages (every language here has a singular for 1 alone)."""
    what = Later(N_("{count} unreadable lines and never a hello"), count=count) if waited else \
        Later(N_("{count} unreadable lines before any hello"), count=count)
    if count == 1:
        what = Later(N_("1 unreadable line and never a hello")) if waited else \
            Later(N_("1 unreadable line before any hello"))
    return "bad lines", note(what, Later(N_("check the firmware and its speed (115200 baud)")))


def silent_problem(seconds: float) -> tuple[str, Later]:
    """A port that said nothing a speedpad says."""
    return "not a speedpad", note(
        Later(N_("no hello in {seconds} s"), seconds=f"{seconds:g}"),
        Later(N_("not a speedpad board, or its firmware is not flashed (hardware/README.md)")))
