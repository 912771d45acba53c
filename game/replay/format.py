"""Reading replay files (../shared/REPLAY_FORMAT.md, documented in docs/REPLAYS.md).

`read_replay(path)` yields the header, then one `Step` per line after it; every problem is a
`ReplayError` whose message names the file line and what is wrong, so callers print one line.
Replays are passed around, so the reader trusts nothing: a line longer than `MAX_LINE`
characters or nested deeper than `MAX_DEPTH` is refused before it is parsed, and a bad value is
quoted by its first few dozen characters only.
"""
import json
import math
import re
from dataclasses import dataclass

from ..engine import cards
from ..engine.intents import ARGUMENTS, Intent

FORMAT, VERSION = "speed-replay", 1
VARIANT_INTENTS = {
    "speed": ("play", "flip", "call"),
    "spit": ("play", "move", "spit", "slap"),
    "california": ("cover",),
}
PART_LINES = ("game", "round")   # lines that start the next game / round of a record
NOTE_LINES = ("initials",)       # after the match: a high score's initials (docs/REPLAYS.md)
MAX_LINE = 100_000               # characters; a four-player two-deck header is ~3,000
MAX_DEPTH = 32                   # brackets; real lines nest 4 deep
QUOTE = 40                       # characters of a bad value shown in a message
MAX_MESSAGE = 300


class ReplayError(ValueError):
    """A malformed replay: `line` is the 1-based file line (0 when the file itself is the issue)."""

    def __init__(self, line: int, message: str):
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE - 1] + "…"
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line


def quote(value) -> str:
    """`repr(value)`, cut to its first few dozen characters."""
    text = repr(value)
    return text if len(text) <= QUOTE else text[:QUOTE - 1] + "…"


@dataclass(slots=True)
class Header:
    variant: str
    options: dict
    seats: list
    seed: int
    deal: dict | None
    raw: dict


@dataclass(slots=True)
class Step:
    """One line after the header. kind: "intent", "end", "game", "round" or "note" (after the
    match, changes nothing at the table); "torn": the cut-off last line of a record, only when
    the reader was asked to tolerate one."""
    line: int
    index: int                 # 0-based intent-line index (file line 2 is index 0)
    kind: str
    intent: Intent | None = None
    t: float | None = None
    data: dict | None = None


def read_replay(path: str, tolerate_torn_tail: bool = False):
    """(header, steps): a Header and a generator of Steps. Raises ReplayError."""
    try:
        handle = open(path, encoding="utf-8-sig")   # a byte-order mark is no error
    except OSError as error:
        raise ReplayError(0, f"cannot open the file: {error.strerror}") from None
    lines = _numbered_lines(handle, path)
    first = next(lines, None)
    if first is None:
        handle.close()
        raise ReplayError(1, "the file is empty: a header line is needed")
    if not first[1].strip():
        handle.close()
        raise ReplayError(1, "the header is missing: line 1 is blank")
    header = parse_header(_json_object(*first))
    return header, _steps(lines, header, tolerate_torn_tail, handle)


def _numbered_lines(handle, path):
    """(number, text) per line, refusing a line longer than MAX_LINE without reading it all."""
    number = 0
    try:
        while True:
            text = handle.readline(MAX_LINE + 1)
            if not text:
                return
            number += 1
            if len(text) > MAX_LINE and not text.endswith("\n"):
                raise ReplayError(number, f"the line is longer than {MAX_LINE:,} characters")
            yield number, text
    except UnicodeDecodeError:
        raise ReplayError(0, "the file is not UTF-8 text") from None


def _steps(lines, header: Header, tolerate_torn_tail: bool, handle):
    with handle:
        for number, text in lines:
            if not text.strip():
                continue
            try:
                data = _json_object(number, text)
            except ReplayError:
                if tolerate_torn_tail and not text.endswith("\n"):
                    yield Step(number, number - 2, "torn")    # a record cut off by a crash
                    return
                raise
            yield parse_step(number, data, header)


def _json_object(number: int, text: str) -> dict:
    if _depth(text) > MAX_DEPTH:
        raise ReplayError(number, f"brackets nested more than {MAX_DEPTH} deep")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ReplayError(number, f"not valid JSON ({error.msg} at column {error.colno})") from None
    except ValueError:                   # a number of more than 4,300 digits
        raise ReplayError(number, "not valid JSON (a number is too long)") from None
    if not isinstance(data, dict):
        raise ReplayError(number, "each line must be a JSON object")
    return data


def _depth(text: str) -> int:
    """The deepest bracket nesting in `text`, brackets inside JSON strings not counted (at
    most the number of opening brackets: a usual line is let through without the scan)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0
    depth = deepest = 0
    for token in _BRACKETS.findall(text):
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')


def parse_header(data: dict) -> Header:
    if data.get("format") != FORMAT:
        raise ReplayError(1, f'header must have "format": "{FORMAT}"')
    if data.get("version") != VERSION:
        raise ReplayError(1, f"unsupported version {quote(data.get('version'))} (this game reads 1)")
    variant = data.get("variant")
    if not isinstance(variant, str) or variant not in VARIANT_INTENTS:
        raise ReplayError(1, f"unknown variant {quote(variant)} (speed, spit or california)")
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(isinstance(s, dict) for s in seats):
        raise ReplayError(1, '"seats" must be a non-empty list of objects')
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ReplayError(1, f'"seed" must be a whole number, not {quote(seed)}')
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ReplayError(1, '"options" must be an object')
    deal = data.get("deal")
    if deal is not None and not isinstance(deal, dict):
        raise ReplayError(1, '"deal" must be an object')
    return Header(variant, options, seats, seed, deal, data)


def parse_step(number: int, data: dict, header: Header) -> Step:
    index = number - 2
    kind = data.get("intent")
    if kind == "end":
        return Step(number, index, "end", t=_time(number, data))
    if kind in PART_LINES:
        return Step(number, index, kind, data=data)
    if kind in NOTE_LINES:
        return Step(number, index, "note", data=data)
    if kind not in VARIANT_INTENTS[header.variant]:
        raise ReplayError(number, f"unknown intent {quote(kind)} for {header.variant} "
                          f"(known: {', '.join(VARIANT_INTENTS[header.variant])})")
    t = _time(number, data)
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(header.seats):
        raise ReplayError(number, f"seat {quote(seat)} is out of range (0..{len(header.seats) - 1})")
    args = {name: _argument(number, name, data.get(name)) for name in ARGUMENTS[kind]}
    return Step(number, index, "intent", Intent(t, seat, kind, **args), t=t)


def _time(number: int, data: dict) -> float:
    t = data.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool) or not math.isfinite(t):
        raise ReplayError(number, f'"t" must be a number of milliseconds, not {quote(t)}')
    return float(t)


def _argument(number: int, name: str, value):
    if value is None:
        raise ReplayError(number, f'missing "{name}"')
    if name == "card":
        try:
            return cards.parse(value)
        except ValueError:
            if isinstance(value, str):
                raise ReplayError(number, f"unknown card {quote(value)}") from None
            raise ReplayError(number, f'card must be a string like "7H", not {quote(value)}'
                              ) from None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ReplayError(number, f'"{name}" must be a whole number, not {quote(value)}')
    return value
