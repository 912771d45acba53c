"""The game's messages between machines: JSON objects over websockets, versioned, small,
checked field by field before anything reads them (pure).

Every message is one JSON object with `v` (the version, VERSION) and `t` (its type), and the
fields its type lists in SCHEMA, each of its type and within its bounds; no other field. A
message that is not that (not JSON, too long, a wrong version, an unknown type, a field
missing, of the wrong type or out of bounds) is a `Malformed` carrying one line for the log:
the receiver logs it and changes nothing. Times a machine stamps are its own clock in whole
microseconds (`clock_us`); the receiver maps them (clock_sync.py).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

VERSION = 1
MAX_BYTES = 2048            # a game message is ~100 bytes; anything longer is refused unread
MAX_TEXT = 64               # the longest string field
MAX_LIST = 32               # the longest list field
MAX_INT = 1 << 62           # a clock in µs fits (2**62 µs is 146,000 years)
SEATS = 8                   # seats are 0..SEATS-1

INT = (int, 0, MAX_INT)
SEAT = (int, 0, SEATS - 1)
TEXT = (str, 0, MAX_TEXT)
FLAG = (bool, None, None)
OPT_SEAT = ("seat?", 0, SEATS - 1)          # a seat, or null (a watcher)
MS = (float, -600_000.0, 600_000.0)
GAME_MS = (float, 0.0, 86_400_000.0)        # a time in a game, ms since its start
PILE = (int, -1, 63)                        # a pile; -1: the "Speed!" call (a slap)
WIRE = (str, 0, MAX_BYTES)                  # a message carried inside the relay's envelope
CHUNK_CHARS = 900                           # a replay line's part: escaped, under MAX_BYTES
CHUNK = (str, 1, CHUNK_CHARS)
ENVELOPE_BYTES = 7 * MAX_BYTES              # a WIRE message escaped in JSON, at worst

SCHEMA: dict[str, dict[str, tuple]] = {
    # a machine to the host
    "hello": {"name": TEXT, "token": TEXT, "watch": FLAG},     # token: "" or its seat's, back
    "pong": {"id": INT, "clock_us": INT},                       # the answer to a ping, stamped
    "press": {"seq": INT, "seat": SEAT, "control": TEXT, "clock_us": INT, "down": FLAG},
    "name": {"name": TEXT},                                     # its player's name ("": a guest)
    "bye": {},
    # the host to a machine
    "welcome": {"seat": OPT_SEAT, "token": TEXT},               # token: to come back to the seat
    "refused": {"reason": TEXT},                                 # a code, worded on screen
    "ping": {"id": INT},
    "verdict": {"seq": INT, "ok": FLAG, "reason": TEXT, "margin_ms": MS},
    "paused": {"seat": SEAT, "left_ms": INT},                    # a seat's link dropped
    "resumed": {"seat": SEAT},
    # the host's table paused: by a player's pause (`seat`; null: the host's machine, not a
    # seat), a controller unplugged at `seat`, or a seat's link dropped; then resumed
    "table_paused": {"seat": OPT_SEAT, "why": (str, 1, 16)},
    "table_resumed": {},
    "link": {"seat": SEAT, "delay_ms": MS, "jitter_ms": MS, "error_ms": MS},
    # a close race the host's table showed: `second` lost to `first` by `margin_ms` (from the
    # presses' stamps on the host's timeline), the later press at game ms `t_ms`
    "race": {"first": SEAT, "second": SEAT, "pile": PILE, "margin_ms": MS, "t_ms": GAME_MS},
    "events": {"items": (list, 0, MAX_LIST)},                    # the host's engine events
    "line": {"n": INT, "part": INT, "parts": (int, 1, 1000), "text": CHUNK},   # the replay
    # the relay's envelope (relay.py): a room opened by its host, joined by its code
    "open": {},                                                  # a host asks for a room
    "room": {"code": TEXT},                                      # ...and is given its code
    "join": {"code": TEXT},                                      # a machine joins a room
    "peer": {"peer": INT, "up": FLAG},                           # the host told who came, went
    "from": {"peer": INT, "m": WIRE},                            # a machine's message, to the host
    "to": {"peer": (int, -1, MAX_INT), "m": WIRE},               # the host's, to one (-1: all)
}


@dataclass(frozen=True, slots=True)
class Message:
    """One checked message: its type and its fields."""
    t: str
    fields: dict

    def __getitem__(self, name: str):
        return self.fields[name]


@dataclass(frozen=True, slots=True)
class Malformed:
    """A message refused: `why`, one line for the log."""
    why: str


def encode(t: str, **fields) -> str:
    """The wire text of a message of type `t` (checked: a ValueError for a wrong one, a
    bug of the sender's, never sent)."""
    text = json.dumps({"v": VERSION, "t": t, **fields}, separators=(",", ":"),
                      ensure_ascii=False)
    checked = decode(text, ENVELOPE_BYTES)
    if isinstance(checked, Malformed):
        raise ValueError(checked.why)
    return text


def decode(text: str | bytes, limit: int = MAX_BYTES) -> Message | Malformed:
    """The message in `text`, or why it is refused (`limit`: its longest length)."""
    if isinstance(text, bytes):
        return Malformed("binary frame")
    if len(text) > limit:
        return Malformed(f"too long ({len(text)} characters, at most {limit})")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return Malformed("not JSON")
    if not isinstance(data, dict):
        return Malformed("not a JSON object")
    if data.get("v") != VERSION:
        return Malformed(f"version {str(data.get('v'))[:16]!r}, not {VERSION}")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in SCHEMA:
        return Malformed(f"unknown type {str(kind)[:16]!r}")
    fields = {k: v for k, v in data.items() if k not in ("v", "t")}
    problem = _problem(SCHEMA[kind], fields)
    if problem:
        return Malformed(f"{kind}: {problem}")
    return Message(kind, fields)


def _problem(spec: dict[str, tuple], fields: dict) -> str | None:
    extra = sorted(set(fields) - set(spec))
    if extra:
        return f"unknown field {extra[0][:16]!r}"
    for name, rule in spec.items():
        if name not in fields:
            return f"missing {name}"
        if not _fits(rule, fields[name]):
            return f"{name} out of bounds or of the wrong type"
    return None


def _fits(rule: tuple, value) -> bool:
    kind, low, high = rule
    if kind == "seat?":
        return value is None or _fits((int, low, high), value)
    if kind is bool:
        return isinstance(value, bool)
    if kind is float:
        return (isinstance(value, (int, float)) and not isinstance(value, bool)
                and low <= value <= high)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    if kind in (str, list):
        return isinstance(value, kind) and low <= len(value) <= high
    return False
