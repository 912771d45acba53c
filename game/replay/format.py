"""Reading replay files (../shared/REPLAY_FORMAT.md, documented in docs/REPLAYS.md).

`read_replay(path)` yields the header, then one `Step` per line after it; every problem is a
`ReplayError` whose message names the file line and what is wrong, so callers print one line.
"""
import json
import math
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


class ReplayError(ValueError):
    """A malformed replay: `line` is the 1-based file line (0 when the file itself is the issue)."""

    def __init__(self, line: int, message: str):
        super().__init__(f"line {line}: {message}" if line else message)
        self.line = line


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
    """One line after the header. kind: "intent", "end", "game" or "round"."""
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
    try:
        for number, text in enumerate(handle, start=1):
            yield number, text
    except UnicodeDecodeError:
        raise ReplayError(0, f"{path} is not UTF-8 text") from None


def _steps(lines, header: Header, tolerate_torn_tail: bool, handle):
    with handle:
        for number, text in lines:
            if not text.strip():
                continue
            try:
                data = _json_object(number, text)
            except ReplayError:
                if tolerate_torn_tail and not text.endswith("\n"):
                    return          # a record cut off by a crash: keep what was written
                raise
            yield parse_step(number, data, header)


def _json_object(number: int, text: str) -> dict:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ReplayError(number, f"not valid JSON ({error.msg} at column {error.colno})") from None
    if not isinstance(data, dict):
        raise ReplayError(number, "each line must be a JSON object")
    return data


def parse_header(data: dict) -> Header:
    if data.get("format") != FORMAT:
        raise ReplayError(1, f'header must have "format": "{FORMAT}"')
    if data.get("version") != VERSION:
        raise ReplayError(1, f"unsupported version {data.get('version')!r} (this game reads 1)")
    variant = data.get("variant")
    if not isinstance(variant, str) or variant not in VARIANT_INTENTS:
        raise ReplayError(1, f"unknown variant {variant!r} (speed, spit or california)")
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(isinstance(s, dict) for s in seats):
        raise ReplayError(1, '"seats" must be a non-empty list of objects')
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ReplayError(1, f'"seed" must be a whole number, not {seed!r}')
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
    if kind not in VARIANT_INTENTS[header.variant]:
        raise ReplayError(number, f"unknown intent {kind!r} for {header.variant} "
                          f"(known: {', '.join(VARIANT_INTENTS[header.variant])})")
    t = _time(number, data)
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(header.seats):
        raise ReplayError(number, f"seat {seat!r} is out of range (0..{len(header.seats) - 1})")
    args = {name: _argument(number, name, data.get(name)) for name in ARGUMENTS[kind]}
    return Step(number, index, "intent", Intent(t, seat, kind, **args), t=t)


def _time(number: int, data: dict) -> float:
    t = data.get("t")
    if not isinstance(t, (int, float)) or isinstance(t, bool) or not math.isfinite(t):
        raise ReplayError(number, f'"t" must be a number of milliseconds, not {t!r}')
    return float(t)


def _argument(number: int, name: str, value):
    if value is None:
        raise ReplayError(number, f'missing "{name}"')
    if name == "card":
        try:
            return cards.parse(value)
        except ValueError as error:
            raise ReplayError(number, str(error)) from None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ReplayError(number, f'"{name}" must be a whole number, not {value!r}')
    return value
