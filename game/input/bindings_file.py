"""Writing the player's bindings.toml: a line-preserving edit, written atomically.

Options → Controls changes a few entries of one table (`[keyboard_left]`, `["gamepad@GUID"]`):
`set_entries` replaces just those lines (a value spread over several lines as one), adds the
missing ones at the end of the table, and adds the table at the end of the file when it is not
there; every comment, blank line and other entry stays as the player wrote it. `save_entries`
reads the file as it is now (another copy of the game may have saved), edits it and replaces it
in one step (`tomlread.atomic_write`: a crash leaves the old file or the new one).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from game.tomlread import atomic_write

NEW_FILE = ("# Speed: your input bindings (Options → Controls writes here; your own lines and "
            "comments are kept).\n# The defaults and every name: `speed bindings`, "
            "game/input/default_bindings.toml.\n")
HEADER = re.compile(r"^\s*\[\s*(\"?)([^\]\"]+)\1\s*\]\s*(#.*)?$")


def table_header(section: str) -> str:
    """`[name]`, or `["name@key"]` when the name needs quotes."""
    return f"[{_key(section)}]"


def _key(name: str) -> str:
    return name if re.fullmatch(r"[A-Za-z0-9_-]+", name) else json.dumps(name)


def _value(controls) -> str:
    """A TOML value: a list of strings, or a number (`seat`)."""
    return str(controls) if isinstance(controls, int) else json.dumps(list(controls),
                                                                    ensure_ascii=False)


def _span(lines: list[str], section: str) -> tuple[int, int] | None:
    """(the header's index, the index after the table's last line) of `[section]`."""
    start = next((n for n, line in enumerate(lines)
                  if (m := HEADER.match(line)) and m.group(2).strip() == section), None)
    if start is None:
        return None
    end = next((n for n in range(start + 1, len(lines)) if HEADER.match(lines[n])), len(lines))
    return start, end


def _statement_end(lines: list[str], n: int) -> int:
    """The index after the statement that starts at line `n` (an array may run on)."""
    depth = 0
    for m in range(n, len(lines)):
        depth += _brackets(lines[m])
        if depth <= 0:
            return m + 1
    return len(lines)


def _brackets(line: str) -> int:
    """Open minus closed brackets on a line, outside strings and comments."""
    depth, quote = 0, ""
    for char in line:
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#":
            break
        else:
            depth += (char == "[") - (char == "]")
    return depth


def set_entries(text: str, section: str, entries: dict) -> str:
    """`text` with `[section]`'s entries set (a value of None removes the entry)."""
    lines = text.split("\n")
    span = _span(lines, section)
    if span is None:
        if lines and lines[-1] == "":
            lines.pop()
        lines += ([""] if lines and lines[-1].strip() else []) + [table_header(section)]
        span = (len(lines) - 1, len(lines))
        lines.append("")
    start, end = span
    for key, value in entries.items():
        item = re.compile(r"^\s*(\"?)" + re.escape(key) + r"\1\s*=")
        at = next((n for n in range(start + 1, end) if item.match(lines[n])), None)
        new = [] if value is None else [f"{_key(key)} = {_value(value)}"]
        if at is not None:
            stop = _statement_end(lines, at)
            lines[at:stop] = new
            end += len(new) - (stop - at)
        elif new:
            last = max((n for n in range(start, end) if lines[n].strip()), default=start)
            lines[last + 1:last + 1] = new
            end += 1
    return "\n".join(lines)


def drop_table(text: str, section: str) -> str:
    """`text` without `[section]`'s header and entries (its comment lines are kept)."""
    lines = text.split("\n")
    span = _span(lines, section)
    if span is None:
        return text
    start, end = span
    kept = [line for line in lines[start + 1:end] if not line.strip() or
            line.lstrip().startswith("#")]
    lines[start:end] = kept
    return "\n".join(lines)


def read_text(path: Path) -> str:
    """The file as it is now, or the header of a new one."""
    try:
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return NEW_FILE


def save_entries(path: Path, section: str, entries: dict) -> None:
    """Set `[section]`'s entries in the file at `path`, in one atomic step (OSError if not)."""
    atomic_write(path, set_entries(read_text(path), section, entries))


def reset_table(path: Path, section: str) -> None:
    """Drop `[section]` from the file: that device is back to the defaults."""
    if path.is_file():
        atomic_write(path, drop_table(read_text(path), section))
