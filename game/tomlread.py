"""Reading a player's TOML file without giving up at its first mistake.

`read_toml(text, origin)` returns what could be read and one line per problem
("settings.toml:4:9: Invalid value"): a line TOML cannot read is reported, set aside and the
rest read again, so one typo costs one setting, not the whole file. `atomic_write` replaces a
file in one step (a temporary file in the same folder, then a rename), so a crash or a second
copy of the game never leaves half a file.
"""
import os
import re
import tempfile
import tomllib
from pathlib import Path

from game.i18n import N_
from game.later import Later

MAX_RETRIES = 50                 # lines set aside before the rest of a file is given up


def read_toml(text: str, origin: str) -> tuple[dict, list[str]]:
    """(data, problems): the readable part of `text` and one line per syntax problem."""
    lines = text.split("\n")
    problems: list[str] = []
    for _retry in range(MAX_RETRIES):
        try:
            return tomllib.loads("\n".join(lines)), problems
        except tomllib.TOMLDecodeError as error:
            number, message = syntax_problem(error, origin, lines)
            if number is None:
                problems.append(message)
                break
            first, last = _culprit(error, lines, number)
            if first < number:                   # the statement before never ended
                message = Later(message.message, **{**message.values,
                                                    "where": f"{origin}:{first}"})
            problems.append(message)
            if not any(lines[first - 1:last]):
                break
            lines[first - 1:last] = [""] * (last - first + 1)     # set aside, read the rest
    problems.append(Later(N_("{where}: too many mistakes to read the rest of the file"),
                          where=origin))
    return {}, problems


STATEMENT = re.compile(r"^\s*(\[|[A-Za-z0-9_\"'-]+\s*=)")


def _culprit(error, lines: list[str], number: int) -> tuple[int, int]:
    """(first, last) lines to set aside: line `number`; or, when the statement before it never
    ended (an unclosed list met a fresh statement, or the end of the file), that statement."""
    at_end = "end of document" in str(error)
    fresh = re.search(r"column 1\)", str(error)) and STATEMENT.match(lines[number - 1])
    if not (at_end or fresh):
        return number, number
    for n in range(number - (0 if at_end else 1), 0, -1):
        if STATEMENT.match(lines[n - 1]):
            return n, number if at_end else number - 1
    return number, number


def syntax_problem(error: tomllib.TOMLDecodeError, origin: str, lines: list[str]):
    """(line number or None, "file:line:col: reason") from a TOMLDecodeError."""
    message = str(error)
    found = re.search(r"\(at line (\d+), column (\d+)\)", message)
    reason = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", message)
    reason = (reason.strip().splitlines() or ["invalid TOML"])[0]
    if found:
        number = int(found.group(1))
        return number, Later(N_("{where}: {reason}; the line is skipped"),
                             where=f"{origin}:{number}:{found.group(2)}", reason=reason)
    if "(at end of document)" in message:
        number = _last_line(lines)
        return number, Later(N_("{where}: {reason} at the end of the file"),
                             where=f"{origin}:{number}", reason=reason)
    return None, Later("{where}: {reason}", where=origin, reason=reason)


def _last_line(lines: list[str]) -> int:
    """The last line that holds anything (1 for an empty file)."""
    for n in range(len(lines), 0, -1):
        if lines[n - 1].strip():
            return n
    return 1


def atomic_write(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: a temporary file beside it, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
